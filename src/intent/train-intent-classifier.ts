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
  /** Share of each class held out to calibrate confidence and choose the threshold (corpora over SMALL_CORPUS). */
  holdout: number;
  /** Folds of the out-of-fold calibration of corpora up to SMALL_CORPUS statements (1: a single held-out share). */
  calibrationFolds: number;
}

export const DEFAULT_INTENT_TRAINING: IntentTrainingOptions = {
  features: DEFAULT_FEATURE_SETTINGS,
  minDf: 1,
  epochs: 10,
  learningRate: 1,
  l2: 1e-5,
  seed: 1,
  // Measured by 5-fold cross-validation of train splits: default corpus 82.0 → 84.2 %, braun-webapps 66.7 → 83.3 %,
  // braun-askubuntu 90.6 → 88.7 %; banking77/snips/atis valid within ±0.4 point.
  balanceClasses: true,
  holdout: 0.2,
  calibrationFolds: 5,
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

/** Up to this many statements, calibration uses k-fold out-of-fold predictions instead of one held-out share. */
export const SMALL_CORPUS = 2000;

export interface CalibrationSplit {
  train: number[];
  heldOut: number[];
}

/**
 * Where calibration predictions come from. Small corpora: stratified k-fold, so every statement
 * of a class with at least three gets an out-of-fold prediction (one 20 % share of a tiny corpus
 * is too few to set a threshold on). Larger ones: one stratified held-out share, to train once more
 * rather than k times. Seeded shuffles: deterministic.
 */
export function calibrationSplits(labels: readonly number[], share: number, seed: number, smallCorpusFolds: number): CalibrationSplit[] {
  const byClass = new Map<number, number[]>();
  labels.forEach((label, i) => byClass.set(label, [...(byClass.get(label) ?? []), i]));
  const random = seededRandom(seed);
  const small = labels.length <= SMALL_CORPUS && smallCorpusFolds > 1;
  const folds = small ? smallCorpusFolds : 1;
  const heldOut: number[][] = Array.from({ length: folds }, () => []);
  for (const label of [...byClass.keys()].sort((a, b) => a - b)) {
    const members = shuffleInPlace([...byClass.get(label)!], random);
    if (small) {
      if (members.length >= 3) members.forEach((m, k) => heldOut[k % folds]!.push(m));
    } else if (members.length >= 5) {
      heldOut[0]!.push(...members.slice(0, Math.max(1, Math.floor(members.length * share))));
    }
  }
  return heldOut
    .filter((part) => part.length > 0)
    .map((part) => {
      const out = new Set(part);
      return { train: labels.flatMap((_, i) => (out.has(i) ? [] : [i])), heldOut: part.sort((x, y) => x - y) };
    });
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
  const splits = calibrationSplits(set.labels, options.holdout, options.seed, options.calibrationFolds);
  const heldOutCount = splits.reduce((n, s) => n + s.heldOut.length, 0);
  const calibrated = heldOutCount >= 10;
  if (calibrated) {
    const scores: Float64Array[] = [];
    const gold: number[] = [];
    for (const split of splits) {
      const { vectorizer, model } = fit(set, split.train, options, progress, 'calibrating');
      const linear = new LinearClassifier(model);
      for (const i of split.heldOut) {
        scores.push(linear.scores(vectorizer.vectorize(set.texts[i]!)));
        gold.push(set.labels[i]!);
      }
    }
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
