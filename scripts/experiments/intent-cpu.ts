// Tuning aid on a split of train (never test): accuracy and CPU seconds of the intent trainer.
import { trainIntentClassifier, DEFAULT_INTENT_TRAINING, bestInScope } from '../../src/intent/train-intent-classifier.js';
import { IntentClassifier } from '../../src/intent/intent-classifier.js';
import { calibration } from '../../src/evaluation/metrics/calibration.js';
import { tuningSplit } from './lib/tuning-split.js';

const name = process.argv[2] ?? 'banking77';
const overrides = JSON.parse(process.argv[3] ?? '{}');
const { train, valid } = tuningSplit(name);
const names = [...new Set(train.map((e) => e.intent))].sort();
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const trained = trainIntentClassifier({ texts: train.map((e) => e.text), labels: train.map((e) => names.indexOf(e.intent)), classes: names.length, outOfScopeClass: null }, { ...DEFAULT_INTENT_TRAINING, ...overrides });
const cpu = process.cpuUsage(cpu0);
const wall = performance.now() - t0;
const clf = new IntentClassifier(trained.state);
let ok = 0, okT = 0;
const scored: Array<{ expected: string; topIntent: string | null; confidence: number }> = [];
const background = trained.state.outOfScopeClass;
for (const e of valid) {
  const p = clf.classify(e.text).probabilities;
  const { best, confidence } = bestInScope(p, background);
  const unmatched = confidence < trained.decision.threshold || (background !== null && p[background]! > confidence);
  if (names[best] === e.intent) { ok++; if (!unmatched) okT++; }
  scored.push({ expected: e.intent, topIntent: names[best] ?? null, confidence });
}
console.log(name, JSON.stringify(overrides), `acc=${(100 * ok / valid.length).toFixed(2)} withThreshold=${(100 * okT / valid.length).toFixed(2)} cpu=${((cpu.user + cpu.system) / 1e6).toFixed(2)}s wall=${(wall / 1000).toFixed(2)}s T=${trained.state.model.temperature.toFixed(2)} ECE=${calibration(scored).expectedCalibrationError.toFixed(3)} thr=${trained.decision.threshold}`);
