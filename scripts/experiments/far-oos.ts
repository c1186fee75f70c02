// Tuning aid on train/valid splits only (never test): how a model trained on one data set answers
// statements of another (far out of scope) with its background class (and THRESHOLD, a confidence threshold,
// default 0), and what that costs in scope. The figures in train-intent-classifier.ts were taken with the
// threshold of the decision of the time (the in-scope loss knob, replaced since by the detector).
// Usage: [THRESHOLD=0.2] tsx scripts/experiments/far-oos.ts <train dataset> <foreign dataset> ['<intent options JSON>']
import { trainIntentClassifier, DEFAULT_INTENT_TRAINING, bestInScope } from '../../src/intent/train-intent-classifier.js';
import { IntentClassifier } from '../../src/intent/intent-classifier.js';
import { seededRandom, shuffleInPlace } from '../../src/intent/random.js';
import { tuningSplit } from './lib/tuning-split.js';

const [name = 'snips', foreign = 'banking77', optionsText = '{}'] = process.argv.slice(2);
const { train, valid } = tuningSplit(name);
const outside = shuffleInPlace([...tuningSplit(foreign).valid], seededRandom(3)).slice(0, 500);
const names = [...new Set(train.map((r) => r.intent))].sort();
const trained = trainIntentClassifier({ texts: train.map((r) => r.text), labels: train.map((r) => names.indexOf(r.intent)), classes: names.length, outOfScopeClass: null }, { ...DEFAULT_INTENT_TRAINING, ...JSON.parse(optionsText) });
const clf = new IntentClassifier(trained.state);
const t = Number(process.env.THRESHOLD ?? 0);
const background = trained.state.outOfScopeClass;
const answer = (text: string) => {
  const p = clf.classify(text).probabilities;
  const { best, confidence } = bestInScope(p, background);
  return { best, unmatched: confidence < t || (background !== null && p[background]! > confidence) };
};
let right = 0, argmax = 0;
for (const r of valid) { const a = answer(r.text); if (names[a.best] === r.intent) { argmax++; if (!a.unmatched) right++; } }
const rejected = outside.filter((r) => answer(r.text).unmatched).length;
console.log(`${name} vs ${foreign} ${optionsText}: threshold ${t}, in-scope ${(100 * right / valid.length).toFixed(2)} (argmax ${(100 * argmax / valid.length).toFixed(2)}), far out-of-scope rejected ${(100 * rejected / outside.length).toFixed(1)} %`);
