/**
 * Experiment: one slot tagger trained alone on a shared data set's train split (issue 34, docs/training.md "After"):
 * CPU seconds, the process's peak RSS (and before training), and a digest of the tagger, to check that a change to
 * the tagger's training gives the same tagger for less.
 *
 *   npx tsx scripts/experiments/tagger-memory.ts snips      # or atis, …
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { loadDataset } from '../../src/evaluation/benchmark/load-dataset.js';
import { trainEntityTagger } from '../../src/entities/tagger/train-entity-tagger.js';

const dataDir = process.env.DATASETS ?? resolve(import.meta.dirname, '..', '..', '..', 'shared', 'datasets');
const name = process.argv[2] ?? 'snips';
const corpus = (await loadDataset(dataDir, name)).train;
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const before = process.resourceUsage().maxRSS / 1024;
const started = cpu();
const state = trainEntityTagger(corpus);
const digest = createHash('sha256').update(JSON.stringify(state)).digest('hex').slice(0, 12);
console.log(`${name}: tagger ${(cpu() - started).toFixed(1)} s CPU, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB (${before.toFixed(0)} before training), digest ${digest}`);
