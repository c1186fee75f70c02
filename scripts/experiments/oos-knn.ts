// Experiment on banking77's train split only (never test): is nearest-neighbour similarity a better
// out-of-scope signal than the classifier's confidence? 10 intents held out as out-of-scope.
import { readFileSync } from 'node:fs';
import { trainIntentClassifier, DEFAULT_INTENT_TRAINING, bestInScope } from '../../src/intent/train-intent-classifier.js';
import { IntentClassifier } from '../../src/intent/intent-classifier.js';
import { Vectorizer } from '../../src/intent/vectorizer.js';
import { seededRandom, shuffleInPlace } from '../../src/intent/random.js';

const rows = readFileSync('../shared/datasets/banking77/train.jsonl', 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { text: string; intent: string });
const names = [...new Set(rows.map((r) => r.intent))].sort();
const heldOut = new Set(shuffleInPlace([...names], seededRandom(10)).slice(0, 10));
shuffleInPlace(rows, seededRandom(3));
const cut = Math.floor(rows.length * 0.85);
const train = rows.slice(0, cut).filter((r) => !heldOut.has(r.intent));
const test = rows.slice(cut);
const inNames = names.filter((n) => !heldOut.has(n));
const trained = trainIntentClassifier({ texts: train.map((r) => r.text), labels: train.map((r) => inNames.indexOf(r.intent)), classes: inNames.length, outOfScopeClass: null }, { ...DEFAULT_INTENT_TRAINING, backgroundNoise: 0 }); // scores of the softmax alone, no synthetic background
const clf = new IntentClassifier(trained.state);
const vec = new Vectorizer(trained.state.vectorizer);
const trainVecs = train.map((r) => vec.vectorize(r.text));
// Inverted index for sparse cosine (vectors are L2-normalised).
const postings = new Map<number, Array<[number, number]>>();
trainVecs.forEach((x, d) => x.indices.forEach((f, k) => { let p = postings.get(f); if (!p) postings.set(f, (p = [])); p.push([d, x.values[k]!]); }));
const nearest = (text: string) => {
  const x = vec.vectorize(text); const acc = new Float64Array(train.length);
  x.indices.forEach((f, k) => { for (const [d, v] of postings.get(f) ?? []) acc[d]! += v * x.values[k]!; });
  let best = 0; for (const s of acc) if (s > best) best = s; return best;
};
const scored = test.map((r) => {
  const { best, confidence } = bestInScope(clf.classify(r.text).probabilities, null);
  return { oos: heldOut.has(r.intent), right: inNames[best] === r.intent, confidence, sim: nearest(r.text) };
});
const inScope = scored.filter((s) => !s.oos);
const oos = scored.filter((s) => s.oos);
const base = inScope.filter((s) => s.right).length / inScope.length;
for (const [label, score] of [['confidence', (s: typeof scored[0]) => s.confidence], ['similarity', (s: typeof scored[0]) => s.sim], ['product', (s: typeof scored[0]) => s.confidence * s.sim], ['mean', (s: typeof scored[0]) => (s.confidence + s.sim) / 2]] as const) {
  // Threshold at which in-scope accuracy drops by at most 2 points; OOS recall there.
  const ts = [...new Set(scored.map(score))].sort((a, b) => a - b);
  let recall = 0;
  for (const t of ts) {
    const acc = inScope.filter((s) => s.right && score(s) >= t).length / inScope.length;
    if (base - acc > 0.02) break;
    recall = oos.filter((s) => score(s) < t).length / oos.length;
  }
  console.log(label.padEnd(11), `in-scope ${(100 * base).toFixed(1)}%, OOS recall at a 2-point drop: ${(100 * recall).toFixed(1)}%`);
}
