import type { LinearClassifierState } from '../model/schema.js';
import { chooseThreshold, fitTemperature, type HeldOutPrediction } from './calibration.js';
import { DEFAULT_FEATURE_SETTINGS, type FeatureSettings } from './features.js';
import { encodeFloat32, LinearClassifier, softmaxInPlace } from './linear-classifier.js';
import { seededRandom, shuffleInPlace } from './random.js';
import { trainSoftmax, type SoftmaxTrainingOptions } from './softmax-trainer.js';
import { Vectorizer } from './vectorizer.js';
import { buildVocabulary } from './vocabulary.js';

export interface IntentTrainingOptions extends SoftmaxTrainingOptions {
  features: FeatureSettings;
  /** Keep features seen in at least this many training statements. */
  minDf: number;
  /** Share of each class held out to calibrate confidence and choose the threshold. */
  holdout: number;
}

export const DEFAULT_INTENT_TRAINING: IntentTrainingOptions = {
  features: DEFAULT_FEATURE_SETTINGS,
  minDf: 1,
  epochs: 10,
  learningRate: 1,
  l2: 1e-5,
  seed: 1,
  holdout: 0.2,
};

/** Training statements with class indices; the background class, when present, is a class too. */
export interface IntentTrainingSet {
  texts: string[];
  labels: number[];
  classes: number;
  outOfScopeClass: number | null;
}

export interface TrainedIntentClassifier {
  state: LinearClassifierState;
  threshold: number;
  /** True when a held-out part of the corpus calibrated the scores (too small a corpus skips it). */
  calibrated: boolean;
}

export type ProgressReporter = (stage: string, done: number, total: number) => void;

function fit(set: IntentTrainingSet, indices: number[], options: IntentTrainingOptions, progress?: ProgressReporter, stage = 'intents') {
  const texts = indices.map((i) => set.texts[i]!);
  const vectorizer = new Vectorizer(buildVocabulary(texts, options.features, options.minDf));
  const vectors = texts.map((t) => vectorizer.vectorize(t));
  const labels = Int32Array.from(indices, (i) => set.labels[i]!);
  const { weights, bias } = trainSoftmax(vectors, labels, set.classes, vectorizer.size, options, (epoch) => progress?.(stage, epoch, options.epochs));
  const model = { classes: set.classes, features: vectorizer.size, weights: encodeFloat32(weights), bias: Array.from(bias), temperature: 1 };
  return { vectorizer, model };
}

/** Stratified split: from each class, every k-th example (after a seeded shuffle) goes to the held-out part. */
export function stratifiedHoldout(labels: readonly number[], share: number, seed: number): { train: number[]; heldOut: number[] } {
  const byClass = new Map<number, number[]>();
  labels.forEach((label, i) => byClass.set(label, [...(byClass.get(label) ?? []), i]));
  const random = seededRandom(seed);
  const train: number[] = [];
  const heldOut: number[] = [];
  for (const label of [...byClass.keys()].sort((a, b) => a - b)) {
    const members = shuffleInPlace([...byClass.get(label)!], random);
    const take = members.length >= 5 ? Math.max(1, Math.floor(members.length * share)) : 0;
    heldOut.push(...members.slice(0, take));
    train.push(...members.slice(take));
  }
  return { train: train.sort((a, b) => a - b), heldOut: heldOut.sort((a, b) => a - b) };
}

/** Picks the best in-scope class of a probability vector. */
export function bestInScope(p: Float64Array, outOfScopeClass: number | null): { best: number; confidence: number } {
  let best = -1;
  for (let c = 0; c < p.length; c++) if (c !== outOfScopeClass && (best < 0 || p[c]! > p[best]!)) best = c;
  return { best, confidence: best < 0 ? 0 : p[best]! };
}

export function trainIntentClassifier(set: IntentTrainingSet, options: IntentTrainingOptions = DEFAULT_INTENT_TRAINING, progress?: ProgressReporter): TrainedIntentClassifier {
  const all = set.texts.map((_, i) => i);
  let temperature = 1;
  let threshold = 0.5;
  const { train, heldOut } = stratifiedHoldout(set.labels, options.holdout, options.seed);
  const calibrated = heldOut.length >= 10;
  if (calibrated) {
    const { vectorizer, model } = fit(set, train, options, progress, 'calibrating');
    const linear = new LinearClassifier(model);
    const scores = heldOut.map((i) => linear.scores(vectorizer.vectorize(set.texts[i]!)));
    const gold = heldOut.map((i) => set.labels[i]!);
    temperature = fitTemperature(scores, gold);
    const predictions: HeldOutPrediction[] = scores.map((s, k) => {
      const p = softmaxInPlace(Float64Array.from(s), temperature);
      const { best, confidence } = bestInScope(p, set.outOfScopeClass);
      const backgroundWon = set.outOfScopeClass !== null && p[set.outOfScopeClass]! > confidence;
      return { best, confidence, gold: gold[k] === set.outOfScopeClass ? -1 : gold[k]!, backgroundWon };
    });
    threshold = chooseThreshold(predictions);
  }
  const { vectorizer, model } = fit(set, all, options, progress);
  return {
    state: { type: 'linear', vectorizer: vectorizer.state, model: { ...model, temperature }, outOfScopeClass: set.outOfScopeClass },
    threshold,
    calibrated,
  };
}
