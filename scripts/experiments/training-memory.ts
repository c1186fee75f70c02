/**
 * Experiment: where the memory peak of a training comes from (issue 34, docs/training.md "Fourth pass"). A sampling
 * thread reads the process's RSS every 20 ms while trainModel() runs on one thread (the main thread is busy and cannot
 * sample itself); the main thread writes the stage it is in (its last progress event) into shared memory, so each sample
 * is tagged with its stage. Prints each stage's RSS at its start, its highest, and the peak RSS of the whole process.
 *
 *   npx tsx scripts/experiments/training-memory.ts snips            # a shared data set's train split, or a corpus path
 *   npx tsx scripts/experiments/training-memory.ts snips --parallel # trainModel()'s own choice of threads
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadCorpus } from '../../src/corpus/load.js';
import { loadDataset } from '../../src/evaluation/benchmark/load-dataset.js';
import { trainModel } from '../../src/train/train.js';

const spec = process.argv[2] ?? 'snips';
const parallel = process.argv.includes('--parallel') ? undefined : false;
const dataDir = process.env.DATASETS ?? resolve(import.meta.dirname, '..', '..', '..', 'shared', 'datasets');
const corpus = existsSync(spec) ? await loadCorpus(spec, { allowLabelConflicts: true }) : (await loadDataset(dataDir, spec)).train;

const STAGES = ['loaded', 'calibrating', 'intents', 'entities', 'decision', 'rest'];
const shared = new Int32Array(new SharedArrayBuffer(8));
// The sampler: [stage, rss MiB] every 20 ms until told to stop (shared[1] = 1), then posts its samples.
const sampler = new Worker(`
  const { parentPort, workerData } = require('node:worker_threads');
  const shared = workerData;
  const samples = [];
  const timer = setInterval(() => {
    samples.push([Atomics.load(shared, 0), process.memoryUsage.rss() / 1048576, performance.timeOrigin + performance.now()]);
    if (Atomics.load(shared, 1) === 1) { clearInterval(timer); parentPort.postMessage(samples); }
  }, 20);
`, { eval: true, workerData: shared });
const samples = new Promise<Array<[number, number, number]>>((done) => sampler.once('message', done));

const marks: Array<[number, string]> = [];
const mark = (stage: string, step = 0) => {
  Atomics.store(shared, 0, Math.max(Atomics.load(shared, 0), STAGES.indexOf(stage)));
  const label = `${stage} ${step}`;
  if (marks.at(-1)?.[1] !== label) marks.push([performance.now(), label]);
};
await new Promise((r) => setTimeout(r, 100));
mark('loaded');
// A stage is marked from its first progress event on; 'entities' and 'decision' interleave on one thread only in order.
const model = await trainModel(corpus, { parallel, onProgress: (stage, step) => mark(stage, step) });
mark('rest');
await new Promise((r) => setTimeout(r, 100));
Atomics.store(shared, 1, 1);
const taken = await samples;
await sampler.terminate();
console.log(`${spec}: peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB, model ${(JSON.stringify(model).length / 1024).toFixed(0)} KiB, ${taken.length} samples`);
for (let s = 0; s < STAGES.length; s++) {
  const of = taken.filter(([stage]) => stage === s).map(([, rss]) => rss);
  if (of.length === 0) continue;
  console.log(`  ${STAGES[s]!.padEnd(12)} first ${of[0]!.toFixed(0).padStart(5)} MiB  highest ${Math.max(...of).toFixed(0).padStart(5)} MiB  last ${of[of.length - 1]!.toFixed(0).padStart(5)} MiB  (${of.length} samples)`);
}
if (process.argv.includes('--timeline')) {
  // Each progress event with the highest RSS sampled between it and the next one.
  const at = marks.map(([t, label]) => [performance.timeOrigin + t, label] as const);
  at.forEach(([t, label], k) => {
    const next = at[k + 1]?.[0] ?? Infinity;
    const of = taken.filter(([, , when]) => when >= t && when < next).map(([, rss]) => rss);
    if (of.length > 0) console.log(`  after ${label.padEnd(16)} ${((t - at[0]![0]) / 1000).toFixed(1).padStart(6)} s  highest ${Math.max(...of).toFixed(0).padStart(5)} MiB (${of.length})`);
  });
}
