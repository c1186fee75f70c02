// Experiment: train the slot tagger alone on a data set's train split and score it on valid
// (never test while tuning): slot F1, training seconds, extract() latency.
//   npx tsx scripts/experiments/tagger-eval.ts snips [valid] [epochs]
// SEEDS=3 trains with seeds 1..3 and prints the mean F1 too (one run's F1 moves by ±0.3 with the order).
// ERRORS=40 lists the entities that lose the most and 40 wrong statements.
// PARTS=0 trains without label parts (src/entities/tagger/label-parts.ts).
// FOLDS=5 scores by 5-fold cross-validation of the train split instead (statement k in fold k mod 5):
// a larger, less noisy sample than valid, still without test.
import { loadCorpus } from '../../src/corpus/load.js';
import { EntityExtractor } from '../../src/entities/entity-extractor.js';
import { trainEntityTagger } from '../../src/entities/tagger/train-entity-tagger.js';
import { DEFAULT_TAGGER_TRAINING } from '../../src/entities/tagger/train-tagger.js';
import { corpusExamples, corpusItems, subCorpus } from '../../src/evaluation/examples.js';
import { entityMetrics } from '../../src/evaluation/metrics/entities.js';
import { percentile } from '../lib/bench-stats.js';

const name = process.argv[2] ?? 'snips';
const split = process.argv[3] ?? 'valid';
const epochs = process.argv[4] ? Number(process.argv[4]) : DEFAULT_TAGGER_TRAINING.epochs;
const seeds = Number(process.env.SEEDS ?? 1);
const dir = `../shared/datasets/${name}`;
const train = await loadCorpus(`${dir}/train.jsonl`, { allowLabelConflicts: true });
const folds = Number(process.env.FOLDS ?? 0);
const test = folds ? [] : corpusExamples(await loadCorpus(`${dir}/${split}.jsonl`, { allowLabelConflicts: true }));
const labelParts = process.env.PARTS !== '0';
// UNSEEN=0.3: also trains on copies of that share of statements with unseen values (unseen-value-copies.ts).
const unseenValues = Number(process.env.UNSEEN ?? DEFAULT_TAGGER_TRAINING.unseenValues ?? 0);

const f1s: number[] = [];
if (folds) {
  const items = corpusItems(train);
  for (let seed = 1; seed <= seeds; seed++) {
    const pairs = [];
    let trainSeconds = 0;
    for (let fold = 0; fold < folds; fold++) {
      const part = subCorpus(train, items.filter((_, k) => k % folds !== fold));
      const t0 = performance.now();
      const extractor = new EntityExtractor(train.entities, trainEntityTagger(part, { ...DEFAULT_TAGGER_TRAINING, epochs, seed, labelParts, unseenValues }));
      trainSeconds += (performance.now() - t0) / 1000;
      for (const item of items.filter((_, k) => k % folds === fold)) pairs.push({ text: item.example.text, expected: item.example.entities, predicted: extractor.extract(item.example.text) });
    }
    const micro = entityMetrics(pairs).metrics!.micro;
    f1s.push(micro.f1);
    console.log(JSON.stringify({ data: `${name}/train ${folds}-fold`, labelParts, seed, f1: +micro.f1.toFixed(4), p: +micro.precision.toFixed(4), r: +micro.recall.toFixed(4), trainSeconds: +trainSeconds.toFixed(1) }));
  }
}
for (let seed = 1; seed <= (folds ? 0 : seeds); seed++) {
  const t1 = performance.now();
  const cpu0 = process.cpuUsage();
  const state = trainEntityTagger(train, { ...DEFAULT_TAGGER_TRAINING, epochs, seed, labelParts, unseenValues })!;
  const trainSeconds = (performance.now() - t1) / 1000;
  const cpuSeconds = process.cpuUsage(cpu0).user / 1e6;
  const extractor = new EntityExtractor(train.entities, state);
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
  const report = entityMetrics(pairs);
  const micro = report.metrics!.micro;
  f1s.push(micro.f1);
  console.log(JSON.stringify({
    data: `${name}/${split}`, epochs, labelParts, seed, f1: +micro.f1.toFixed(4), p: +micro.precision.toFixed(4), r: +micro.recall.toFixed(4),
    trainSeconds: +trainSeconds.toFixed(2), cpuSeconds: +cpuSeconds.toFixed(2),
    p50ms: +percentile(latencies, 50).toFixed(4), p99ms: +percentile(latencies, 99).toFixed(4), features: state.features.length,
    modelKiB: Math.round(Buffer.byteLength(JSON.stringify(state)) / 1024),
  }));
  if (process.env.ERRORS && seed === 1) {
    const worst = report.metrics!.perEntity.map((e) => ({ e: e.entity, lost: e.support - e.correct + e.predicted - e.correct, f1: +e.f1.toFixed(3), n: e.support })).sort((a, b) => b.lost - a.lost).slice(0, 15);
    console.log(worst);
    for (const err of report.errors.slice(0, Number(process.env.ERRORS))) {
      console.log(err.text.trim(), '\n   missed:', err.missed.map((s) => `${s.value}/${s.entity}`).join(', '), '\n   spurious:', err.spurious.map((s) => `${s.value}/${s.entity}`).join(', '));
    }
  }
}
if (seeds > 1) console.log(`mean F1 ${(f1s.reduce((a, b) => a + b, 0) / f1s.length).toFixed(4)} over ${seeds} seeds`);
