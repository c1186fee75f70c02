// Tuning aid for the answer-or-not decision, on train/valid splits or cross-validation of train only (never test).
// For each data set: in-scope accuracy with the decision and argmax, the same statements with their entity values
// made up, seeded gibberish matched, another data set's valid statements left unmatched; for the default corpus
// (`default`): 5-fold CV, gibberish, and atis valid statements left unmatched. WRONG=1 lists the made-up statements
// whose best intent is wrong, with the values extracted.
// Usage: tsx scripts/experiments/oos-decision.ts snips,atis,banking77,braun-chatbot,default ['<train options JSON>']
import { loadCorpus } from '../../src/corpus/load.js';
import { readJsonLines } from '../../src/corpus/formats/jsonl.js';
import type { Corpus, Example } from '../../src/corpus/types.js';
import { gibberishStatements } from '../../src/evaluation/gibberish.js';
import { seededRandom, shuffleInPlace } from '../../src/intent/random.js';
import { trainModel, type TrainOptions } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { tuningSplit, type Row } from './lib/tuning-split.js';
import { newValueRates } from '../../src/entities/tagger/unseen-value-copies.js';

const [list = 'snips,atis', optionsText = '{}'] = process.argv.slice(2);
const options = JSON.parse(optionsText) as TrainOptions;
const FOREIGN: Record<string, string> = { snips: 'banking77', atis: 'snips', banking77: 'snips', default: 'atis' };
const gibberish = gibberishStatements(600, 11).map((g) => g.text);

function corpusOf(rows: readonly Row[]): Corpus {
  const part = readJsonLines(rows.map((r) => JSON.stringify({ ...r, entities: (r.entities ?? []).map((e) => ({ ...e, value: r.text.slice(e.start, e.end) })) })).join('\n'), 'rows');
  return { locale: 'en', intents: part.intents, entities: part.entities, outOfScope: part.outOfScope };
}

const syllables = ['ka', 'ro', 'mi', 'te', 'lu', 'bar', 'sen', 'dor', 'vi', 'gna', 'pel', 'zu', 'hof', 'tri', 'mon', 'e', 'a', 'stra'];
const random = seededRandom(5);
function madeUp(word: string): string {
  let out = '';
  while (out.length < Math.max(2, word.length - 1)) out += syllables[Math.floor(random() * syllables.length)];
  return out;
}
// OPEN=0.5: only values of entities whose next value is new at least that often (newValueRates() on train) are made up.
let openEntities: Set<string> | null = null;
function withMadeUpValues(e: Example): string {
  let text = e.text;
  for (const span of [...e.spans].sort((a, b) => b.start - a.start)) if (!openEntities || openEntities.has(span.entity)) text = text.slice(0, span.start) + text.slice(span.start, span.end).replace(/\p{L}+/gu, madeUp) + text.slice(span.end);
  return text;
}

interface Tally { n: number; right: number; argmax: number }
const pct = (a: number, b: number) => (b === 0 ? '-' : (100 * a / b).toFixed(1));

async function score(train: Corpus, test: { example: Example; intent: string | null }[], foreign: string[]): Promise<string> {
  const started = Date.now();
  const model = await trainModel(train, options);
  if (process.env.OPEN) openEntities = new Set([...newValueRates(train.intents.flatMap((i) => i.utterances))].filter(([, r]) => r >= Number(process.env.OPEN)).map(([e]) => e));
  const u = Understander.fromModel(model);
  const inScope: Tally = { n: 0, right: 0, argmax: 0 };
  const oos = { n: 0, rejected: 0 };
  const asWritten: Tally = { n: 0, right: 0, argmax: 0 };
  const madeUpT: Tally = { n: 0, right: 0, argmax: 0 };
  const judge = (text: string, gold: string, t: Tally) => {
    const d = u.detailsSync(text, { top: 1 });
    t.n++;
    if (d.matched && d.intentName === gold) t.right++;
    else if (process.env.DEBUG && (t === inScope || t === madeUpT) && d.alternatives[0]?.intentName === gold) console.log('   rejected', d.confidence.toFixed(2), JSON.stringify(text));
    if ((d.alternatives[0]?.intentName ?? null) === gold) t.argmax++;
    else if (process.env.WRONG && t === madeUpT) console.log('   wrong', gold, '->', d.alternatives[0]?.intentName, JSON.stringify(text), d.entities.map((e) => `${e.entity}=${e.raw}`).join(' | '));
  };
  for (const { example, intent } of test) {
    if (intent === null) { oos.n++; if (!u.understandSync(example.text).matched) oos.rejected++; continue; }
    judge(example.text, intent, inScope);
    if (example.spans.length > 0) { judge(example.text, intent, asWritten); judge(withMadeUpValues(example), intent, madeUpT); }
  }
  const gib = gibberish.filter((g) => u.understandSync(g).matched);
  const far = foreign.filter((f) => !u.understandSync(f).matched).length;
  return `cutoff ${model.decision.cutoff.toFixed(2)} | in-scope ${pct(inScope.right, inScope.n)} (argmax ${pct(inScope.argmax, inScope.n)}) | oos ${pct(oos.rejected, oos.n)} of ${oos.n}` +
    ` | spans as written ${pct(asWritten.right, asWritten.n)} made-up ${pct(madeUpT.right, madeUpT.n)} (argmax ${pct(madeUpT.argmax, madeUpT.n)})` +
    ` | gibberish matched ${gib.length}/${gibberish.length} | foreign unmatched ${pct(far, foreign.length)} | ${((Date.now() - started) / 1000).toFixed(0)} s` +
    (gib.length > 0 ? `\n    e.g. ${gib.slice(0, 4).map((g) => JSON.stringify(g)).join(', ')}` : '');
}

const foreignOf = (name: string) => shuffleInPlace(tuningSplit(FOREIGN[name] ?? 'atis').valid.map((r) => r.text), seededRandom(3)).slice(0, 500);
const examplesOf = (c: Corpus) => [...c.intents.flatMap((i) => i.utterances.map((example) => ({ example, intent: i.name as string | null }))), ...c.outOfScope.map((example) => ({ example, intent: null }))];

for (const name of list.split(',')) {
  if (name === 'default' || name.startsWith('braun')) {
    const full = name === 'default' ? await loadCorpus('corpus') : await loadCorpus(`../shared/datasets/${name}/train.jsonl`, { allowLabelConflicts: true });
    const items = examplesOf(full);
    const order = shuffleInPlace([...items.keys()], seededRandom(42));
    const lines: string[] = [];
    for (let f = 0; f < 5; f++) {
      const trainItems = order.filter((_, k) => k % 5 !== f).map((i) => items[i]!);
      const test = order.filter((_, k) => k % 5 === f).map((i) => items[i]!);
      const train: Corpus = { ...full, intents: full.intents.map((i) => ({ ...i, utterances: trainItems.filter((t) => t.intent === i.name).map((t) => t.example) })).filter((i) => i.utterances.length > 0), outOfScope: trainItems.filter((t) => t.intent === null).map((t) => t.example) };
      lines.push(`  fold ${f}: ${await score(train, test, f === 0 && name === 'default' ? foreignOf(name) : [])}`);
    }
    console.log(`${name} ${optionsText}\n${lines.join('\n')}`);
    continue;
  }
  const { train, valid } = tuningSplit(name);
  const test = examplesOf(corpusOf(valid));
  console.log(`${name} ${optionsText}: ${await score(corpusOf(train), test, foreignOf(name))}`);
}
