// Experiment: what leaving small tagger weights out of the model file (and int16 values) costs in slot F1,
// on a data set's valid split (never test): the tagger trained once on train, packed at each threshold.
//   npx tsx scripts/experiments/tagger-compaction.ts snips [0,0.5,1,1.5,2]
import { loadCorpus } from '../../src/corpus/load.js';
import { EntityExtractor } from '../../src/entities/entity-extractor.js';
import { trainEntityTagger } from '../../src/entities/tagger/train-entity-tagger.js';
import { corpusExamples } from '../../src/evaluation/examples.js';
import { entityMetrics } from '../../src/evaluation/metrics/entities.js';
import { packTagger } from '../../src/model/pack-tagger.js';

const name = process.argv[2] ?? 'snips';
const thresholds = (process.argv[3] ?? '0,0.5,1,1.5,2').split(',').map(Number);
const dir = `../shared/datasets/${name}`;
const train = await loadCorpus(`${dir}/train.jsonl`, { allowLabelConflicts: true });
const valid = corpusExamples(await loadCorpus(`${dir}/valid.jsonl`, { allowLabelConflicts: true }));
const state = trainEntityTagger(train)!;
const f1 = (extractor: EntityExtractor) => entityMetrics(valid.map((e) => ({ text: e.text, expected: e.entities, predicted: extractor.extract(e.text) }))).metrics!.micro.f1;
console.log(JSON.stringify({ data: name, packed: 'no (float32, every weight)', bytes: JSON.stringify(state).length, validF1: +(100 * f1(new EntityExtractor(train.entities, state))).toFixed(2) }));
for (const minWeight of thresholds) {
  const packed = packTagger(state, minWeight);
  console.log(JSON.stringify({ data: name, minWeight, weights: packed.weights.count, bytes: JSON.stringify(packed).length, validF1: +(100 * f1(new EntityExtractor(train.entities, packed))).toFixed(2) }));
}
