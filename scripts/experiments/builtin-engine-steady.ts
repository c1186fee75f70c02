/**
 * Steady cost of understand() with builtins, for before/after comparisons in alternated processes: the restaurant
 * corpus (English: number and datetime builtins) and test/fixtures/languages/restaurante.yaml (Spanish), bench:builtins'
 * statements, trained by the tree given (default this one), ours with builtins, without entities, and raw NLP.js in
 * the same process: CPU µs per statement over ROUNDS rounds (default 100) after WARM rounds of warm-up (default 30).
 * LANGS=en,es,fr,de,pt,it,nl,ja picks the corpora (default en,es; the others: scripts/lib/restaurant-languages.ts).
 *   npx tsx scripts/experiments/builtin-engine-steady.ts [tree root]
 * The tree's src/ is imported as it is (another commit: `git archive <commit> src | tar -x -C dir`, node_modules linked).
 * PROFILE=<seconds> loops each language's model with builtins alone for that long instead (for node --cpu-prof, one
 * language at a time: `LANGS=es PROFILE=8 node --import tsx --cpu-prof scripts/experiments/builtin-engine-steady.ts`).
 */
process.env.TZ = 'UTC';
import { join, resolve } from 'node:path';
import { trainNlpjs } from '../../src/evaluation/baselines/nlpjs-baseline.js';
import { RESTAURANT_LANGUAGES } from '../lib/restaurant-languages.js';

const ROOT = join(import.meta.dirname, '../..');
const tree = resolve(process.argv[2] ?? ROOT);
const { loadCorpus } = (await import(join(tree, 'src/corpus/load.ts'))) as typeof import('../../src/corpus/load.js');
const { trainModel } = (await import(join(tree, 'src/train/train.ts'))) as typeof import('../../src/train/train.js');
const { Understander } = (await import(join(tree, 'src/understander.ts'))) as typeof import('../../src/understander.js');
const rounds = Number(process.env.ROUNDS ?? 100);
// Rounds of warm-up before the measured ones (WARM, default 30): the JIT keeps speeding the builtins up for a few
// hundred rounds, so WARM=300 gives the steady cost, the default the cost soon after load.
const warm = Number(process.env.WARM ?? 30);
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
type Corpus = Awaited<ReturnType<typeof loadCorpus>>;
const stripped = (c: Corpus): Corpus => ({ ...c, entities: [], intents: c.intents.map((i) => ({ ...i, utterances: i.utterances.map((u) => ({ ...u, spans: [] })) })) });

async function measure(name: string, corpusPath: string, statements: string[], time: { referenceTime: string; timeZone: string }): Promise<string> {
  const corpus = await loadCorpus(corpusPath);
  const withBuiltins = Understander.fromModel(await trainModel(corpus, { now: new Date('2026-01-01T00:00:00Z') }));
  const without = Understander.fromModel(await trainModel(stripped(corpus), { now: new Date('2026-01-01T00:00:00Z') }));
  const nlpjs = (await trainNlpjs(corpus)).predictor;
  if (process.env.PROFILE) {
    for (let r = 0; r < warm; r++) for (const s of statements) withBuiltins.understandSync(s, time);
    const t0 = performance.now(); let n = 0;
    while (performance.now() - t0 < 1000 * Number(process.env.PROFILE)) { for (const s of statements) withBuiltins.understandSync(s, time); n++; }
    return `${name}: ${n} rounds`;
  }
  const runs: Array<[string, (s: string) => unknown]> = [['builtins', (s) => withBuiltins.understand(s, time)], ['plain', (s) => without.understand(s)], ['nlpjs', (s) => nlpjs.predict(s)]];
  const out: string[] = [];
  for (const [label, run] of runs) {
    for (let r = 0; r < warm; r++) for (const s of statements) await run(s);
    const t0 = cpu();
    for (let r = 0; r < rounds; r++) for (const s of statements) await run(s);
    out.push(`${label} ${((cpu() - t0) / (rounds * statements.length)).toFixed(1)}`);
  }
  return `${name}: ${out.join(', ')}`;
}

const langs = (process.env.LANGS ?? 'en,es').split(',');
const lines: string[] = [];
if (langs.includes('en')) lines.push(await measure('en', join(ROOT, 'test/fixtures/restaurant-corpus'), ['table for 7 at 8:15pm', 'friday at 7:30pm for 2', 'a table for four tonight at 9', 'book a table the day after tomorrow for six', 'can I book for twelve people on saturday at 8pm', 'cancel my reservation', 'are you open on sunday', 'hello there', 'table for 2 in two hours', 'party of 6 tomorrow evening'], { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Paris' }));
for (const l of RESTAURANT_LANGUAGES) if (langs.includes(l.locale)) lines.push(await measure(l.locale, l.corpus, l.statements, { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Madrid' }));
console.log(`${tree === ROOT ? 'this tree' : tree} | ${lines.join(' | ')}`);
