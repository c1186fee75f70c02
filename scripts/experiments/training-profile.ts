/**
 * Experiment: where training time goes, stage by stage, on one corpus (issue 34; docs/training.md "Where the time goes").
 *
 *   npx tsx scripts/experiments/training-profile.ts corpus            # a corpus folder or file
 *   npx tsx scripts/experiments/training-profile.ts snips             # a shared data set's train split
 *   npx tsx scripts/experiments/training-profile.ts airports          # the synthetic 6 557-airport corpus (scripts/lib/airport-corpus.ts)
 *   node --cpu-prof --cpu-prof-dir /tmp/prof --import tsx scripts/experiments/training-profile.ts airports
 *     then: npx tsx scripts/experiments/lib/cpu-profile-summary.ts /tmp/prof/*.cpuprofile
 *
 * Trains on one thread (parallel: false), so that the stages follow each other: the time from the end of one
 * stage (its last progress event) to the end of the next is that stage's, in the order they end: calibration
 * (vectorising, then the calibration models), the final intent model, then the tagger and the decision's fold
 * models (each a classifier and a tagger, then reading its held-out statements) in the order trainModel() runs
 * them, then the rest (exact matches, packing, notTypoWords). Also peak RSS and the model's size. --parallel:
 * trainModel()'s own choice of threads (the total is what counts then).
 */
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadCorpus } from '../../src/corpus/load.js';
import { loadDataset } from '../../src/evaluation/benchmark/load-dataset.js';
import { trainModel } from '../../src/train/train.js';

import { writeAirportCorpus } from '../lib/airport-corpus.js';

const spec = process.argv[2] ?? 'corpus';
// One thread unless --parallel (then trainModel()'s own choice: stages overlap, their times are not separable).
const parallel = process.argv.includes('--parallel') ? undefined : false;
const dataDir = process.env.DATASETS ?? resolve(import.meta.dirname, '..', '..', '..', 'shared', 'datasets');
const corpus = spec === 'airports'
  ? await loadCorpus(await writeAirportCorpus(join(await mkdtemp(join(tmpdir(), 'airports-')), 'airports.json')))
  : existsSync(spec) ? await loadCorpus(spec, { allowLabelConflicts: true }) : (await loadDataset(dataDir, spec)).train;

// CPU time (every thread of the process) beside wall time: on a busy shared machine, wall time says little.
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const started = performance.now();
const startedCpu = cpu();
const lastEvent = new Map<string, [number, number]>();
const model = await trainModel(corpus, { parallel, onProgress: (stage) => lastEvent.set(stage, [performance.now(), cpu()]) });
const ended = performance.now();
const endedCpu = cpu();
const order = [...lastEvent.keys()].sort((a, b) => lastEvent.get(a)![0] - lastEvent.get(b)![0]);
let previous: [number, number] = [started, startedCpu];
const rows: Array<[string, number, number]> = [];
for (const stage of order) {
  const at = lastEvent.get(stage);
  if (at === undefined) continue;
  rows.push([stage, at[0] - previous[0], at[1] - previous[1]]);
  previous = at;
}
rows.push(['rest (exact matches, packing, notTypoWords)', ended - previous[0], endedCpu - previous[1]]);
const bytes = Buffer.byteLength(JSON.stringify(model));
console.log(`${spec}: ${((ended - started) / 1000).toFixed(2)} s wall, ${((endedCpu - startedCpu) / 1000).toFixed(2)} s CPU, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB, model ${(bytes / 1024).toFixed(0)} KiB${parallel === undefined ? ' (trainModel()\'s own choice of threads: stages overlap)' : ''}`);
for (const [stage, ms, cpuMs] of rows) console.log(`  ${stage.padEnd(46)} ${(ms / 1000).toFixed(2).padStart(7)} s wall ${(cpuMs / 1000).toFixed(2).padStart(7)} s CPU ${(100 * cpuMs / (endedCpu - startedCpu)).toFixed(0).padStart(4)} %`);
