/**
 * Profiling aid for issue 30's cost of builtins: understand() on the restaurant corpus (bench:builtins' ten statements)
 * with its number and datetime builtins, without entities, and raw NLP.js, three times each, more rounds than the bench
 * (ROUNDS, default 200) so that the JIT is warm; PROFILE=1 loops the builtin model alone for 8 s (for node --cpu-prof);
 * DUMP=1 prints the answers.
 *   npx tsx scripts/experiments/builtin-engine-cost.ts
 *   PROFILE=1 node --import tsx --cpu-prof scripts/experiments/builtin-engine-cost.ts
 */
process.env.TZ = 'UTC';
import { join } from 'node:path';
import { loadCorpus } from '../../src/corpus/load.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { trainNlpjs } from '../../src/evaluation/baselines/nlpjs-baseline.js';
import { timeStatements } from '../lib/bench-stats.js';
const ROOT = join(import.meta.dirname, '../..');
const corpus = await loadCorpus(join(ROOT, 'test/fixtures/restaurant-corpus'));
const statements = ['table for 7 at 8:15pm', 'friday at 7:30pm for 2', 'a table for four tonight at 9', 'book a table the day after tomorrow for six', 'can I book for twelve people on saturday at 8pm', 'cancel my reservation', 'are you open on sunday', 'hello there', 'table for 2 in two hours', 'party of 6 tomorrow evening'];
const withB = Understander.fromModel(await trainModel(corpus, { now: new Date('2026-01-01T00:00:00Z') }));
const plainCorpus = { ...corpus, entities: [], intents: corpus.intents.map((i) => ({ ...i, utterances: i.utterances.map((u) => ({ ...u, spans: [] })) })) };
const without = Understander.fromModel(await trainModel(plainCorpus, { now: new Date('2026-01-01T00:00:00Z') }));
const nlpjs = (await trainNlpjs(corpus)).predictor;
const time = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Paris' };
const rounds = Number(process.env.ROUNDS ?? 200);
if (process.env.DUMP) for (const s of statements) console.log(JSON.stringify(withB.understand(s, time)));
if (process.env.PROFILE) { const t0 = performance.now(); let n = 0; while (performance.now() - t0 < 8000) { for (const s of statements) withB.understand(s, time); n++; } console.log('rounds', n); }
else for (let k = 0; k < 3; k++) for (const [name, run] of [['builtins', (s: string) => withB.understand(s, time)], ['plain', (s: string) => without.understand(s)], ['nlpjs', (s: string) => nlpjs.predict(s)]] as const) {
  const t = await timeStatements(statements, rounds, run);
  console.log(name, (t.p50 * 1000).toFixed(1), 'us p50', (t.p99 * 1000).toFixed(0), 'us p99');
}
