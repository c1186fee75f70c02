/**
 * Experiment (issue 34, docs/training.md "Third pass"): trainings one after another in one process, as the studio's
 * training thread runs them: wall and CPU seconds of each, on two threads (forced) or one. Shows what a training
 * after the first pays for its worker thread (start, warm-up).
 *
 *   npx tsx scripts/experiments/consecutive-trainings.ts [corpus] [--rounds 3] [--one-thread]
 */
import { parseArgs } from 'node:util';
import { loadCorpus } from '../../src/corpus/load.js';
import { trainModel } from '../../src/train/train.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: 'string', default: '3' }, 'one-thread': { type: 'boolean', default: false } } });
const corpus = await loadCorpus(positionals[0] ?? 'corpus');
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const parallel = !values['one-thread'];
for (let round = 1; round <= Number(values.rounds); round++) {
  const t = performance.now();
  const c = cpu();
  await trainModel(corpus, { parallel, now: new Date(0) });
  console.log(`training ${round} (${parallel ? 'two threads' : 'one thread'}): ${((performance.now() - t) / 1000).toFixed(2)} s wall, ${(cpu() - c).toFixed(2)} s CPU`);
}
