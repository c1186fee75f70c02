import { addScaledRow } from './linear-classifier.js';
import { seededRandom, shuffleInPlace } from './random.js';
import type { SparseVector } from './vectorizer.js';

/**
 * Gradient entries smaller than this are skipped: most classes get ~0 probability after a few steps.
 * 3e-3 rather than 1e-4: banking77 trains ~20 % faster with the same valid accuracy (split 90.1 %,
 * snips 98.3 → 98.4 %, atis 95.4 %; default corpus 5-fold CV unchanged at 84.2 %).
 */
const NEGLIGIBLE_GRADIENT = 3e-3;

export interface LinearTrainingOptions {
  epochs: number;
  /** Initial step size; decays as 1 / (1 + t / examples). */
  learningRate: number;
  /** L2 penalty per example step. */
  l2: number;
  seed: number;
  /** Weigh each class's examples by √(mean class size / class size), so a large intent does not swallow small ones. */
  balanceClasses: boolean;
  /** Return the mean of the weights at the end of each of the last this many epochs (tail averaging; 1: the last weights). */
  averageEpochs: number;
  /**
   * 'logistic': multinomial logistic regression (softmax cross-entropy). 'squared-hinge': the multiclass
   * squared hinge of Crammer and Singer, max(0, 1 - (s_y - max_{c≠y} s_c))², a linear SVM.
   */
  loss?: 'logistic' | 'squared-hinge';
}

export interface LinearWeights {
  weights: Float32Array; // [feature][class]
  bias: Float32Array;
}

/**
 * A linear multiclass model by plain SGD with sparse updates: multinomial logistic regression or a
 * linear SVM (options.loss). L2 decay is applied through a shared scale factor so each step costs only
 * the statement's non-zero features.
 */
export function trainLinear(
  examples: readonly SparseVector[],
  labels: Int32Array,
  classes: number,
  features: number,
  options: LinearTrainingOptions,
  onEpoch?: (epoch: number) => void,
  /** Weights to continue from, and how many example steps they took (the step size keeps decaying). */
  start?: { weights: LinearWeights; steps: number },
): LinearWeights & { steps: number } {
  const C = classes;
  const w = start ? Float32Array.from(start.weights.weights) : new Float32Array(features * C);
  const bias = start ? Float64Array.from(start.weights.bias) : new Float64Array(C);
  const p = new Float64Array(C);
  const activeClasses = new Int32Array(C);
  let scale = 1;
  const order = Array.from(examples.keys());
  const random = seededRandom(options.seed);
  const counts = new Float64Array(C);
  for (const y of labels) counts[y] = counts[y]! + 1;
  const present = counts.filter((n) => n > 0).length;
  // Square-root balancing: full inverse-frequency weights (hundreds for a one-example intent) derail SGD.
  const classWeight = Float64Array.from(counts, (n) => (options.balanceClasses && n > 0 ? Math.sqrt(examples.length / present / n) : 1));
  let t = start?.steps ?? 0;
  // Tail averaging: SGD's last iterate wanders around the optimum; the mean of a few epochs' ends sits closer.
  const averaged = Math.max(1, Math.min(options.averageEpochs, options.epochs));
  const weightSum = new Float64Array(averaged > 1 ? w.length : 0);
  const biasSum = new Float64Array(C);
  const hinge = options.loss === 'squared-hinge';
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, random);
    for (const i of order) {
      const x = examples[i]!;
      const lr = options.learningRate / (1 + t / examples.length);
      t++;
      scale = sgdStep(x.indices, x.values, labels[i]!, lr, options.l2, classWeight[labels[i]!]!, hinge, w, bias, p, activeClasses, scale);
    }
    if (averaged > 1 && epoch >= options.epochs - averaged) {
      addScaled(weightSum, w, scale);
      for (let c = 0; c < C; c++) biasSum[c] = biasSum[c]! + bias[c]!;
    }
    onEpoch?.(epoch + 1);
  }
  const weights = new Float32Array(w.length);
  if (averaged > 1) {
    divideInto(weights, weightSum, averaged);
    return { weights, bias: Float32Array.from(biasSum, (b) => b / averaged), steps: t };
  }
  scaleInto(weights, w, scale);
  return { weights, bias: Float32Array.from(bias), steps: t };
}

// The passes over every weight, in functions of their own for the same reason as sgdStep(): in trainLinear's body they
// ran in the interpreter whenever it had just been deoptimised (a default-corpus classifier: 150 000 weights, four passes).
function addScaled(sum: Float64Array, w: Float32Array, scale: number): void {
  for (let j = 0; j < w.length; j++) sum[j] = sum[j]! + w[j]! * scale;
}

function divideInto(out: Float32Array, sum: Float64Array, d: number): void {
  for (let j = 0; j < out.length; j++) out[j] = sum[j]! / d;
}

function scaleInto(out: Float32Array, w: Float32Array, scale: number): void {
  for (let j = 0; j < out.length; j++) out[j] = w[j]! * scale;
}

/**
 * One example's SGD step (the scores, the loss gradient, the sparse update, the shared L2 scale); returns the new scale.
 * A function of its own so that V8 optimises it once and keeps it: inlined in trainLinear's loop, the first trainings of
 * a process ran it deoptimised each time trainLinear met code or input shapes it had not seen (the code after the first
 * epoch, another caller's vectors), about 0.5 s of a fresh default-corpus training. The same operations in the same
 * order: the same weights to the bit.
 */
function sgdStep(
  indices: Int32Array, values: Float32Array, y: number, lr: number, l2: number, weight: number, hinge: boolean,
  w: Float32Array, bias: Float64Array, p: Float64Array, activeClasses: Int32Array, scale: number,
): number {
  const C = p.length;
  for (let c = 0; c < C; c++) p[c] = bias[c]!;
  for (let k = 0; k < indices.length; k++) addScaledRow(p, w, indices[k]! * C, values[k]! * scale, C);
  // p becomes the loss gradient by class score; only the active classes have one worth applying.
  const active = hinge ? squaredHingeGradient(p, y, weight, activeClasses) : logisticGradient(p, y, weight, activeClasses);
  scale *= 1 - lr * l2;
  const step = lr / scale;
  for (let k = 0; k < indices.length; k++) {
    const row = indices[k]! * C;
    const v = values[k]! * step;
    for (let a = 0; a < active; a++) {
      const c = activeClasses[a]!;
      w[row + c] = w[row + c]! - p[c]! * v;
    }
  }
  for (let c = 0; c < C; c++) bias[c] = bias[c]! - lr * p[c]!;
  if (scale < 1e-9) {
    for (let j = 0; j < w.length; j++) w[j] = w[j]! * scale;
    return 1;
  }
  return scale;
}

/**
 * Softmax cross-entropy: p (scores in) becomes (softmax(p) - one-hot(y)) · weight. The active classes are
 * those with a gradient worth applying: the gold one and the ones it is confused with.
 */
function logisticGradient(p: Float64Array, y: number, weight: number, activeClasses: Int32Array): number {
  const C = p.length;
  let max = -Infinity;
  for (let c = 0; c < C; c++) if (p[c]! > max) max = p[c]!;
  let sum = 0;
  for (let c = 0; c < C; c++) {
    p[c] = Math.exp(p[c]! - max);
    sum += p[c]!;
  }
  for (let c = 0; c < C; c++) p[c] = (p[c]! / sum - (c === y ? 1 : 0)) * weight;
  let active = 0;
  for (let c = 0; c < C; c++) if (Math.abs(p[c]!) > NEGLIGIBLE_GRADIENT) activeClasses[active++] = c;
  return active;
}

/**
 * Multiclass squared hinge: with r the best class other than y and m = p[y] - p[r], a statement inside the
 * margin (m < 1) pulls y up and r down by (1 - m) · weight; one outside it changes nothing (no active class).
 * The constant factor 2 of the derivative is left to the step size.
 */
function squaredHingeGradient(p: Float64Array, y: number, weight: number, activeClasses: Int32Array): number {
  const C = p.length;
  let r = -1;
  for (let c = 0; c < C; c++) if (c !== y && (r < 0 || p[c]! > p[r]!)) r = c;
  const margin = r < 0 ? Infinity : p[y]! - p[r]!;
  p.fill(0);
  if (!(margin < 1)) return 0;
  const g = (1 - margin) * weight;
  p[y] = -g;
  p[r] = g;
  activeClasses[0] = Math.min(y, r);
  activeClasses[1] = Math.max(y, r);
  return 2;
}

