// Issue 26, item 3: how often does a closed list's one-typo rule (list-matcher.ts oneTypo(): a word of 4 letters or
// more, no word of any list's values, one typo from exactly one word of a closed list's values) match where nothing
// is annotated? Closed lists: every entity type of a data set whose training annotations hold 2 to MAX_VALUES distinct
// values (lower case) and MIN_SPANS spans or more: the lists a bot builder would write out (sizes, services, meal
// kinds…), each value as a list value. Statements read: valid and test (never trained on). A typo match is a span
// the rule adds to the exact list matches; it agrees with the data when an annotation of that entity overlaps it,
// else it is a false match. Three settings: every word may be a typo; (what the trainer does: notTypoWords()) the
// training statements' words never are; and the words of a small corpus never are (SMALL statements of each intent,
// the first ones of train: a bot of a few dozen utterances).
// Then what the rule is for: every held-out annotation of a closed list that is one of its words of 5 letters or more
// gets one typo (a seeded deletion, substitution, insertion or swap of neighbours, away from the first letter), and the
// share of those the rule reads back as that value (with the training words excluded) is counted.
// Usage: tsx scripts/experiments/closed-list-typos.ts [dataset…]   (default: snips atis)
import { existsSync, readFileSync } from 'node:fs';
import { ListMatcher, notTypoWords, type ListEntity } from '../../src/entities/list-matcher.js';
import { seededRandom } from '../../src/intent/random.js';

const MAX_VALUES = 40;
const MIN_SPANS = 20;
const SMALL = 10;
interface Line { text: string; intent: string | null; entities: Array<{ entity: string; start: number; end: number; value: string }> }

const read = (file: string): Line[] => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Line) : []);

for (const name of process.argv.length > 2 ? process.argv.slice(2) : ['snips', 'atis']) {
  const dir = `../shared/datasets/${name}`;
  const train = read(`${dir}/train.jsonl`);
  const heldOut = [...read(`${dir}/valid.jsonl`), ...read(`${dir}/test.jsonl`)];
  const values = new Map<string, Map<string, number>>();
  for (const line of train) for (const e of line.entities) {
    const counts = values.get(e.entity) ?? new Map<string, number>();
    counts.set(e.value.toLowerCase(), (counts.get(e.value.toLowerCase()) ?? 0) + 1);
    values.set(e.entity, counts);
  }
  const lists: ListEntity[] = [...values]
    .filter(([, c]) => c.size >= 2 && c.size <= MAX_VALUES && [...c.values()].reduce((a, b) => a + b, 0) >= MIN_SPANS)
    .map(([entity, c]) => ({ name: entity, fuzzy: false, closed: true, values: [...c.keys()].sort().map((value) => ({ value, synonyms: [] })) }));
  const exact = new ListMatcher(lists, { notTypos: null });
  const corpusWords = new Set(notTypoWords(lists, train.map((l) => l.text)));
  const perIntent = new Map<string | null, number>();
  const small = train.filter((l) => { const n = perIntent.get(l.intent) ?? 0; perIntent.set(l.intent, n + 1); return n < SMALL; });
  const smallWords = new Set(notTypoWords(lists, small.map((l) => l.text)));
  console.log(`${name}: ${lists.length} closed lists, ${lists.reduce((n, l) => n + l.values.length, 0)} values; ${heldOut.length} valid+test statements; ${corpusWords.size} training words one typo from a list word`);
  const settings = [['every word', new Set<string>()], ['training words excluded', corpusWords], [`words of ${small.length} training statements excluded`, smallWords]] as const;
  for (const [setting, notTypos] of settings) {
    const typos = new ListMatcher(lists, { notTypos });
    let exactMatches = 0;
    let exactUnannotated = 0;
    let agree = 0;
    let statementsWithFalse = 0;
    const falseMatches = new Map<string, number>();
    for (const line of heldOut) {
      const annotated = (entity: string, start: number, end: number) => line.entities.some((e) => e.entity === entity && e.start < end && start < e.end);
      const before = exact.match(line.text);
      const seen = new Set(before.map((s) => `${s.entity} ${s.start} ${s.end}`));
      exactMatches += before.length;
      exactUnannotated += before.filter((s) => !annotated(s.entity, s.start, s.end)).length;
      let anyFalse = false;
      for (const span of typos.match(line.text)) {
        if (seen.has(`${span.entity} ${span.start} ${span.end}`)) continue;
        if (annotated(span.entity, span.start, span.end)) { agree++; continue; }
        anyFalse = true;
        const key = `${JSON.stringify(span.raw)} → ${span.value} (${span.entity})`;
        falseMatches.set(key, (falseMatches.get(key) ?? 0) + 1);
      }
      if (anyFalse) statementsWithFalse++;
    }
    const falseCount = [...falseMatches.values()].reduce((a, b) => a + b, 0);
    console.log(`  ${setting}: exact matches ${exactMatches} (${exactUnannotated} not annotated); typo matches ${agree + falseCount}: ${agree} annotated, ${falseCount} not, in ${statementsWithFalse} statements (${(100 * statementsWithFalse / heldOut.length).toFixed(1)} %)`);
    console.log(`    ${[...falseMatches].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([f, n]) => `${f} ×${n}`).join('; ')}`);
  }
  const random = seededRandom(26);
  const listOf = new Map(lists.map((l) => [l.name, new Set(l.values.map((v) => v.value))]));
  const rule = new ListMatcher(lists, { notTypos: corpusWords });
  let tried = 0;
  let readBack = 0;
  for (const line of heldOut) {
    for (const e of line.entities) {
      const value = e.value.toLowerCase();
      if (!listOf.get(e.entity)?.has(value) || !/^\p{L}{5,}$/u.test(value)) continue;
      const typed = typo(value, random);
      if (typed === value) continue;
      tried++;
      const text = line.text.slice(0, e.start) + typed + line.text.slice(e.end);
      if (rule.match(text).some((s) => s.entity === e.entity && s.value === value && s.start === e.start)) readBack++;
    }
  }
  console.log(`  one typo in ${tried} annotated values of 5 letters or more: ${readBack} read back (${(100 * readBack / tried).toFixed(1)} %)`);
}

/** One typo in `word`, away from its first letter: a deletion, substitution, insertion or swap of neighbours. */
function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 1));
  const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)]!;
  switch (Math.floor(random() * 4)) {
    case 0: return word.slice(0, at) + word.slice(at + 1);
    case 1: return word.slice(0, at) + letter + word.slice(at + 1);
    case 2: return word.slice(0, at) + letter + word.slice(at);
    default: return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at);
  }
}
