// Tuning aid (train/valid only): how much in-scope accuracy the chosen threshold costs on a data set's valid split.
import { loadCorpus } from '../../src/corpus/load.js';
import { trainIntentClassifier, DEFAULT_INTENT_TRAINING, bestInScope } from '../../src/intent/train-intent-classifier.js';
import { IntentClassifier } from '../../src/intent/intent-classifier.js';

const name = process.argv[2] ?? 'atis';
const train = await loadCorpus(`../shared/datasets/${name}/train.jsonl`, { allowLabelConflicts: true });
const valid = await loadCorpus(`../shared/datasets/${name}/${process.argv[3] ?? 'valid'}.jsonl`, { allowLabelConflicts: true });
const texts: string[] = []; const labels: number[] = [];
train.intents.forEach((i, c) => i.utterances.forEach((u) => { texts.push(u.text); labels.push(c); }));
const oos = train.outOfScope.length > 0 ? train.intents.length : null;
if (oos !== null) for (const u of train.outOfScope) { texts.push(u.text); labels.push(oos); }
const t0 = performance.now();
const trained = trainIntentClassifier({ texts, labels, classes: train.intents.length + (oos === null ? 0 : 1), outOfScopeClass: oos }, DEFAULT_INTENT_TRAINING);
console.log('train s', ((performance.now() - t0) / 1000).toFixed(2), 'threshold', trained.decision.threshold, 'T', trained.state.model.temperature.toFixed(3));
const clf = new IntentClassifier(trained.state);
let n = 0, argmaxRight = 0, acceptedRight = 0, rejected = 0;
for (const intent of valid.intents) for (const u of intent.utterances) {
  n++;
  const { best, confidence } = bestInScope(clf.classify(u.text).probabilities, trained.state.outOfScopeClass);
  const right = train.intents[best]?.name === intent.name;
  if (right) argmaxRight++;
  if (confidence < trained.decision.threshold) rejected++; else if (right) acceptedRight++;
}
console.log(`${name}: in-scope ${n}, argmax acc ${(100 * argmaxRight / n).toFixed(2)}%, with threshold ${(100 * acceptedRight / n).toFixed(2)}%, rejected ${rejected}`);
