/**
 * Experiment (issue 34, docs/training.md "What is left"): one training of a corpus in a fresh process, from the
 * TypeScript source (under tsx) or from tsc's output (scripts/lib/built.ts, as `npm run build` publishes it), with
 * V8 flags given to node; prints its CPU and wall seconds. Alternate the forms in fresh processes to compare them:
 *
 *   npx tsx scripts/experiments/train-once.ts src one            # source, one thread
 *   npx tsx scripts/experiments/train-once.ts built one          # compiled
 *   node --maglev --import tsx scripts/experiments/train-once.ts built one
 *
 * Third argument: one (parallel: false), parallel (true) or auto; fourth: the corpus (default corpus/).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildEngine } from '../lib/built.js';

const ROOT = join(import.meta.dirname, '..', '..');
const mode = process.argv[2] ?? 'src';
const parallel = process.argv[3] === 'parallel' ? true : process.argv[3] === 'one' ? false : undefined;
const base = mode === 'built' ? join(await buildEngine(), 'src') : join(ROOT, 'src');
const ext = mode === 'built' ? '.js' : '.ts';
const { loadCorpus } = (await import(pathToFileURL(join(base, `corpus/load${ext}`)).href)) as typeof import('../../src/corpus/load.js');
const { trainModel } = (await import(pathToFileURL(join(base, `train/train${ext}`)).href)) as typeof import('../../src/train/train.js');
const corpus = await loadCorpus(process.argv[4] ?? join(ROOT, 'corpus'));
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const c0 = cpu();
const t0 = performance.now();
await trainModel(corpus, { parallel });
console.log(JSON.stringify({ mode, parallel: process.argv[3] ?? 'auto', flags: process.execArgv.filter((a) => /^--(?!import|require|loader)/.test(a)), cpu: +(cpu() - c0).toFixed(2), wall: +((performance.now() - t0) / 1000).toFixed(2) }));
process.exit(0);
