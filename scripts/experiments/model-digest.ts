/**
 * Experiment: a digest of the model each corpus trains into (createdAt fixed), to check that a change to the trainer
 * gives the same models (issue 34: every answer deterministic, the same models where a speed-up should change nothing).
 *
 *   npx tsx scripts/experiments/model-digest.ts corpus airports braun-chatbot …   (names as training-profile.ts takes them)
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadCorpus } from '../../src/corpus/load.js';
import { loadDataset } from '../../src/evaluation/benchmark/load-dataset.js';
import { trainModel } from '../../src/train/train.js';
import { writeAirportCorpus } from '../lib/airport-corpus.js';

const dataDir = process.env.DATASETS ?? resolve(import.meta.dirname, '..', '..', '..', 'shared', 'datasets');
for (const spec of process.argv.slice(2)) {
  const corpus = spec === 'airports'
    ? await loadCorpus(await writeAirportCorpus(join(await mkdtemp(join(tmpdir(), 'airports-')), 'airports.json')))
    : existsSync(spec) ? await loadCorpus(spec, { allowLabelConflicts: true }) : (await loadDataset(dataDir, spec)).train;
  const model = await trainModel(corpus, { now: new Date(0) });
  const part = (value: unknown) => createHash('sha256').update(JSON.stringify(value) ?? 'null').digest('hex').slice(0, 12);
  const { entities, ...rest } = model;
  const parts = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, part(v)]));
  console.log(JSON.stringify({ spec, entities: entities.length, ...parts }));
}
