/**
 * What the benches time: the engine compiled by tsc (what `npm run build` publishes, scripts/lib/built.ts) against
 * the same source run through tsx, in one process, rounds alternated (order swapped every round), and raw NLP.js
 * beside. The restaurant corpus with its number and datetime builtins and bench:builtins' ten statements; CPU µs per
 * statement, median of ROUNDS rounds (default 40) after a warm-up. Backs the decision in docs/runtime-speed.md that
 * the published speed figures time the compiled engine. One line out; run it in several processes.
 *   npx tsx scripts/experiments/built-vs-source.ts
 */
process.env.TZ = 'UTC';
import { join } from 'node:path';
import { engineModule } from '../lib/built.js';

const ROOT = join(import.meta.dirname, '../..');
const rounds = Number(process.env.ROUNDS ?? 40);
const statements = ['table for 7 at 8:15pm', 'friday at 7:30pm for 2', 'a table for four tonight at 9', 'book a table the day after tomorrow for six', 'can I book for twelve people on saturday at 8pm', 'cancel my reservation', 'are you open on sunday', 'hello there', 'table for 2 in two hours', 'party of 6 tomorrow evening'];
const time = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Paris' };
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1]!;

async function engine(fromSource: boolean): Promise<{ builtins: (s: string) => unknown; plain: (s: string) => unknown; nlpjs: (s: string) => unknown }> {
  const { loadCorpus } = await engineModule<typeof import('../../src/corpus/load.js')>('src/corpus/load.js', fromSource);
  const { trainModel } = await engineModule<typeof import('../../src/train/train.js')>('src/train/train.js', fromSource);
  const { Understander } = await engineModule<typeof import('../../src/understander.js')>('src/understander.js', fromSource);
  const { trainNlpjs } = await engineModule<typeof import('../../src/evaluation/baselines/nlpjs-baseline.js')>('src/evaluation/baselines/nlpjs-baseline.js', fromSource);
  const corpus = await loadCorpus(join(ROOT, 'test/fixtures/restaurant-corpus'));
  const now = new Date('2026-01-01T00:00:00Z');
  const withBuiltins = Understander.fromModel(await trainModel(corpus, { now }));
  const without = Understander.fromModel(await trainModel({ ...corpus, entities: [], intents: corpus.intents.map((i) => ({ ...i, utterances: i.utterances.map((u) => ({ ...u, spans: [] })) })) }, { now }));
  const nlpjs = (await trainNlpjs(corpus)).predictor;
  return { builtins: (s) => withBuiltins.understandSync(s, time), plain: (s) => without.understandSync(s), nlpjs: (s) => nlpjs.predict(s) };
}

const built = await engine(false);
const source = await engine(true);
const runs: Array<[string, (s: string) => unknown]> = [
  ['built builtins', built.builtins], ['source builtins', source.builtins], ['built plain', built.plain], ['source plain', source.plain], ['nlpjs', built.nlpjs],
];
for (let r = 0; r < 30; r++) for (const [, run] of runs) for (const s of statements) await run(s);
const times = runs.map(() => [] as number[]);
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? runs.map((_, k) => k) : runs.map((_, k) => runs.length - 1 - k);
  for (const k of order) {
    const t0 = cpu();
    for (let rep = 0; rep < 10; rep++) for (const s of statements) await runs[k]![1](s);
    times[k]!.push((cpu() - t0) / (10 * statements.length));
  }
}
const m = times.map(median);
console.log(runs.map(([name], k) => `${name} ${m[k]!.toFixed(1)}`).join(', ') + ` | built/source builtins ${(m[0]! / m[1]!).toFixed(2)}, plain ${(m[2]! / m[3]!).toFixed(2)}`);
