/**
 * The English date grammar with and without its pre-filter (src/entities/builtins/prefilter-en.ts), in one process,
 * rounds alternated: CPU µs per statement of findDatetimesEn() on each set of statements, how many starts the grammar
 * tried, and whether every span is the same. Sets: bench:builtins' ten restaurant statements, the restaurant corpus's
 * utterances, the default corpus's, and the test splits of snips, atis and banking77 when ../shared/datasets has them
 * (NLU_DATASETS elsewhere), 300 statements each.
 *   npx tsx scripts/experiments/datetime-prefilter-cost.ts [rounds]
 */
process.env.TZ = 'UTC';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpus } from '../../src/corpus/load.js';
import { findDatetimesEn, mayStart } from '../../src/entities/builtins/datetime-en.js';
import { Reader } from '../../src/entities/builtins/reader.js';
import { datetimeStartsEn } from '../../src/entities/builtins/prefilter-en.js';

const ROOT = join(import.meta.dirname, '../..');
const DATASETS = process.env.NLU_DATASETS ?? join(ROOT, '../shared/datasets');
const rounds = Number(process.argv[2] ?? 30);
const utterances = async (dir: string) => (await loadCorpus(dir)).intents.flatMap((i) => i.utterances.map((u) => u.text));
const sets: Array<[string, string[]]> = [
  ['bench:builtins statements', ['table for 7 at 8:15pm', 'friday at 7:30pm for 2', 'a table for four tonight at 9', 'book a table the day after tomorrow for six', 'can I book for twelve people on saturday at 8pm', 'cancel my reservation', 'are you open on sunday', 'hello there', 'table for 2 in two hours', 'party of 6 tomorrow evening']],
  ['restaurant corpus', await utterances(join(ROOT, 'test/fixtures/restaurant-corpus'))],
  ['default corpus', await utterances(join(ROOT, 'corpus'))],
];
for (const name of ['snips', 'atis', 'banking77']) {
  const file = join(DATASETS, name, 'test.jsonl');
  if (existsSync(file)) sets.push([`${name} test`, readFileSync(file, 'utf8').trim().split('\n').slice(0, 300).map((l) => (JSON.parse(l) as { text: string }).text)]);
}
const now = Date.UTC(2026, 2, 6, 15);
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
let tried = 0;
// The grammar asks skipStart before its own first-word test (mayStart): a start is tried when both let it through.
const plain = (s: string) => { const low = new Reader(s).s; return findDatetimesEn(s, { now, skipStart: (at) => { if (!mayStart(low, at)) return true; tried++; return false; } }); };
const filtered = (s: string) => { const skip = datetimeStartsEn(s); const low = new Reader(s).s; return skip === null ? [] : findDatetimesEn(s, { now, skipStart: (at) => { if (skip(at) || !mayStart(low, at)) return true; tried++; return false; } }); };
const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1]!;
console.log('| statements | n | starts tried before → after | µs per statement before → after (median of rounds) | spans |');
console.log('|---|---|---|---|---|');
for (const [name, statements] of sets) {
  let same = true;
  for (const s of statements) if (JSON.stringify(plain(s)) !== JSON.stringify(filtered(s))) { same = false; console.error('differs:', s); }
  tried = 0; for (const s of statements) plain(s); const triedBefore = tried;
  tried = 0; for (const s of statements) filtered(s); const triedAfter = tried;
  const before: number[] = [];
  const after: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let t0 = cpu(); for (const s of statements) plain(s); before.push((cpu() - t0) / statements.length);
    t0 = cpu(); for (const s of statements) filtered(s); after.push((cpu() - t0) / statements.length);
  }
  console.log(`| ${name} | ${statements.length} | ${triedBefore} → ${triedAfter} | ${median(before).toFixed(1)} → ${median(after).toFixed(1)} | ${same ? 'same' : 'DIFFER'} |`);
}
