// Experiment: train the slot tagger alone on a data set's train split and score it on valid
// (never test while tuning): slot F1, training seconds, extract() latency.
// npx tsx scripts/experiments/tagger-eval.ts snips [epochs]
import { loadCorpus } from '../../src/corpus/load.js';
import { EntityExtractor } from '../../src/entities/entity-extractor.js';
import { annotatedEntities, taggerExamples } from '../../src/entities/tagger/tagger-examples.js';
import { DEFAULT_TAGGER_TRAINING, trainTagger } from '../../src/entities/tagger/train-tagger.js';
import { corpusExamples } from '../../src/evaluation/examples.js';
import { entityMetrics } from '../../src/evaluation/metrics/entities.js';
import { percentile } from '../lib/bench-stats.js';

const name = process.argv[2] ?? 'snips';
const split = process.argv[3] ?? 'valid';
const epochs = Number(process.argv[4] ?? DEFAULT_TAGGER_TRAINING.epochs);
const dir = `../shared/datasets/${name}`;
const train = await loadCorpus(`${dir}/train.jsonl`, { allowLabelConflicts: true });
const test = corpusExamples(await loadCorpus(`${dir}/${split}.jsonl`, { allowLabelConflicts: true }));

const t0 = performance.now();
const examples = taggerExamples(train);
const t1 = performance.now();
const cpu0 = process.cpuUsage();
const state = trainTagger(annotatedEntities(train), examples, { ...DEFAULT_TAGGER_TRAINING, epochs });
const t2 = performance.now();
const cpuSeconds = process.cpuUsage(cpu0).user / 1e6;
const extractor = new EntityExtractor(train.entities, state);
const t3 = performance.now();

const pairs = test.map((e) => ({ text: e.text, expected: e.entities, predicted: extractor.extract(e.text) }));
const latencies: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const e of test) {
    const s = performance.now();
    extractor.extract(e.text);
    latencies.push(performance.now() - s);
  }
}
latencies.sort((a, b) => a - b);
const micro = entityMetrics(pairs).metrics!.micro;
const modelBytes = Buffer.byteLength(JSON.stringify(state));
console.log(JSON.stringify({
  data: `${name}/${split}`, epochs, f1: +micro.f1.toFixed(4), p: +micro.precision.toFixed(4), r: +micro.recall.toFixed(4),
  featuresSeconds: +((t1 - t0) / 1000).toFixed(2), trainSeconds: +((t2 - t1) / 1000).toFixed(2), cpuSeconds: +cpuSeconds.toFixed(2), loadMs: +(t3 - t2).toFixed(0),
  p50ms: +percentile(latencies, 50).toFixed(4), p99ms: +percentile(latencies, 99).toFixed(4), features: state.features.length, modelKiB: Math.round(modelBytes / 1024),
}));
