// Tuning aid (train/valid splits only, never test): a corpus WITH out-of-scope training examples, as
// CLINC150 has: banking77's tuning split plus 1 000 statements of another data set's train split labelled
// out of scope; scored on banking77's valid share plus 500 of the other set's valid statements.
// Usage: tsx scripts/experiments/oos-trained.ts [foreign=snips] ['<intent options JSON>']
import { trainIntentClassifier, DEFAULT_INTENT_TRAINING, bestInScope } from '../../src/intent/train-intent-classifier.js';
import { IntentClassifier } from '../../src/intent/intent-classifier.js';
import { seededRandom, shuffleInPlace } from '../../src/intent/random.js';
import { tuningSplit } from './lib/tuning-split.js';

const [foreign = 'snips', optionsText = '{}'] = process.argv.slice(2);
const overrides = JSON.parse(optionsText);
const { train, valid } = tuningSplit('banking77');
const other = tuningSplit(foreign);
const oosTrain = shuffleInPlace([...other.train], seededRandom(5)).slice(0, 1000).map((r) => r.text);
const oosValid = shuffleInPlace([...other.valid], seededRandom(6)).slice(0, 500).map((r) => r.text);
const names = [...new Set(train.map((r) => r.intent))].sort();
const oos = names.length;
const t0 = performance.now();
const trained = trainIntentClassifier(
  { texts: [...train.map((r) => r.text), ...oosTrain], labels: [...train.map((r) => names.indexOf(r.intent)), ...oosTrain.map(() => oos)], classes: names.length + 1, outOfScopeClass: oos },
  { ...DEFAULT_INTENT_TRAINING, ...overrides },
);
const seconds = (performance.now() - t0) / 1000;
const clf = new IntentClassifier(trained.state);
const answer = (text: string) => {
  const p = clf.classify(text).probabilities;
  const { best, confidence } = bestInScope(p, oos);
  return confidence < trained.decision.threshold || p[oos]! > confidence ? null : names[best]!;
};
const inScope = valid.filter((r) => answer(r.text) === r.intent).length / valid.length;
const rejected = oosValid.filter((t) => answer(t) === null).length / oosValid.length;
console.log(`banking77 + ${foreign} as trained out-of-scope ${JSON.stringify(overrides)}: in-scope ${(100 * inScope).toFixed(2)} %, out-of-scope rejected ${(100 * rejected).toFixed(1)} %, threshold ${trained.decision.threshold}, ${seconds.toFixed(2)} s`);
