// Tuning experiments on train/valid splits only (never test). Usage: tsx scripts/experiments/intent-sweep.ts <dataset>
import { buildVocabulary } from '../../src/intent/vocabulary.js';
import { Vectorizer } from '../../src/intent/vectorizer.js';
import { trainLinear } from '../../src/intent/linear-trainer.js';
import { LinearClassifier, linearModelState } from '../../src/intent/linear-classifier.js';
import { tuningSplit } from './lib/tuning-split.js';

const name = process.argv[2] ?? 'banking77';
const { train, valid } = tuningSplit(name);
const labels = [...new Set(train.map((e) => e.intent))].sort();
const configs = JSON.parse(process.argv[3] ?? '[{}]') as Array<Record<string, unknown>>;
for (const cfg of configs) {
  const settings = { wordNgrams: (cfg.w as number[]) ?? [1, 2], charNgrams: (cfg.c as number[]) ?? [3, 4, 5] };
  const t0 = performance.now();
  const vocab = buildVocabulary(train.map((e) => e.text), settings, (cfg.minDf as number) ?? 1);
  const vec = new Vectorizer(vocab);
  const X = train.map((e) => vec.vectorize(e.text));
  const y = Int32Array.from(train.map((e) => labels.indexOf(e.intent)));
  const t1 = performance.now();
  const m = trainLinear(X, y, labels.length, vec.size, { epochs: (cfg.epochs as number) ?? 10, learningRate: (cfg.lr as number) ?? 1, l2: (cfg.l2 as number) ?? 1e-5, seed: 1, balanceClasses: false, averageEpochs: (cfg.avg as number) ?? 1 });
  const t2 = performance.now();
  const clf = new LinearClassifier(linearModelState(labels.length, vec.size, m.weights, m.bias));
  let ok = 0;
  for (const e of valid) {
    const p = clf.probabilities(vec.vectorize(e.text));
    let best = 0; for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
    if (labels[best] === e.intent) ok++;
  }
  console.log(JSON.stringify(cfg), `features=${vec.size}`, `acc=${(100 * ok / valid.length).toFixed(2)}`, `vec=${((t1 - t0) / 1000).toFixed(2)}s train=${((t2 - t1) / 1000).toFixed(2)}s`);
}
