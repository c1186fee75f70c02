import { decodeInt8, encodeInt8, quantizeRows } from './quantize.js';
import type { SparseVector } from './vectorizer.js';

/** Serialisable state of a multinomial linear model over sparse features. */
export interface LinearModelState {
  classes: number;
  features: number;
  /** Row-major [feature][class] weights as int8, base64; multiply a row by its scale. */
  weights: string;
  /** One float32 scale per feature row, base64. */
  scales: string;
  bias: number[];
  /** Softmax temperature fitted for calibration (1 = none). */
  temperature: number;
}

export function encodeFloat32(values: Float32Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

export function decodeFloat32(base64: string, expectedLength: number): Float32Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength !== expectedLength * 4) {
    throw new RangeError(`expected ${expectedLength} float32 weights, found ${bytes.byteLength / 4}`);
  }
  // Copy into an aligned buffer: Buffer slices may not be 4-byte aligned.
  const out = new Float32Array(expectedLength);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}

/** The serialisable state of trained float weights (quantised to int8 rows). */
export function linearModelState(classes: number, features: number, weights: Float32Array, bias: ArrayLike<number>, temperature = 1): LinearModelState {
  const { values, scales } = quantizeRows(weights, features, classes);
  return { classes, features, weights: encodeInt8(values), scales: encodeFloat32(scales), bias: Array.from(bias), temperature };
}

/** A LinearModelState with its weights and scales already decoded (as the model file's blobs give them). */
export type LinearModelArrays = Omit<LinearModelState, 'weights' | 'scales'> & { weights: Int8Array; scales: Float32Array };

/** Scores and class probabilities of a linear softmax model. */
export class LinearClassifier {
  readonly classes: number;
  /** Row f: int8 times scale f (dequantizeRows()), made on its first use: a statement reads a few of tens of thousands of rows, and loading converts none. */
  private readonly weights: Float32Array;
  private readonly quantized: Int8Array;
  private readonly scales: Float32Array;
  private readonly ready: Uint8Array;
  private readonly bias: Float32Array;
  private readonly temperature: number;

  constructor(state: LinearModelState | LinearModelArrays) {
    this.classes = state.classes;
    this.quantized = typeof state.weights === 'string' ? decodeInt8(state.weights, state.features * state.classes) : state.weights;
    this.scales = typeof state.scales === 'string' ? decodeFloat32(state.scales, state.features) : state.scales;
    if (this.quantized.length !== state.features * state.classes) throw new RangeError(`expected ${state.features * state.classes} int8 weights, found ${this.quantized.length}`);
    if (this.scales.length !== state.features) throw new RangeError(`expected ${state.features} float32 scales, found ${this.scales.length}`);
    this.weights = new Float32Array(state.features * state.classes);
    this.ready = new Uint8Array(state.features);
    this.bias = Float32Array.from(state.bias);
    this.temperature = state.temperature;
  }

  /** Row f's weights, as dequantizeRows() gives them. */
  private dequantize(f: number): void {
    const C = this.classes;
    const scale = this.scales[f]!;
    for (let c = 0, at = f * C; c < C; c++, at++) this.weights[at] = this.quantized[at]! * scale;
    this.ready[f] = 1;
  }

  /** Raw linear scores into `out` (length = classes). */
  scores(x: SparseVector, out: Float64Array = new Float64Array(this.classes)): Float64Array {
    const C = this.classes;
    const { weights, bias } = this;
    const { indices, values } = x;
    for (let c = 0; c < C; c++) out[c] = bias[c]!;
    for (let k = 0, size = x.size ?? indices.length; k < size; k++) {
      const f = indices[k]!;
      if (this.ready[f] === 0) this.dequantize(f);
      addScaledRow(out, weights, f * C, values[k]!, C);
    }
    return out;
  }

  /** Probabilities are softmax(scores / temperature) (calibration.ts). */
  get softmaxTemperature(): number {
    return this.temperature;
  }

  /** Class c's bias, as scores() starts from it. */
  biasOf(c: number): number {
    return this.bias[c]!;
  }

  /** Feature f's weight for class c, as scores() reads it (the int8 weight times the row's scale, in float32). */
  weightOf(f: number, c: number): number {
    if (this.ready[f] === 0) this.dequantize(f);
    return this.weights[f * this.classes + c]!;
  }

  /** Calibrated class probabilities. */
  probabilities(x: SparseVector): Float64Array {
    return softmaxInPlace(this.scores(x), this.temperature);
  }

  /** Calibrated class probabilities, and the highest raw score of a class other than `except` (the decision's top-score signal). */
  probabilitiesAndTop(x: SparseVector, except: number | null): { probabilities: Float64Array; topScore: number } {
    const scores = this.scores(x);
    let topScore = -Infinity;
    for (let c = 0; c < scores.length; c++) if (c !== except && scores[c]! > topScore) topScore = scores[c]!;
    return { probabilities: softmaxInPlace(scores, this.temperature), topScore };
  }
}

export function softmaxInPlace(scores: Float64Array, temperature = 1): Float64Array {
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  let sum = 0;
  for (let c = 0; c < scores.length; c++) {
    const e = Math.exp((scores[c]! - max) / temperature);
    scores[c] = e;
    sum += e;
  }
  for (let c = 0; c < scores.length; c++) scores[c]! /= sum;
  return scores;
}

/**
 * p[c] += w[row + c] · v for every class: the forward pass, of scoring and of training (where training spends
 * most of its time). Unrolled by four (about 25 % faster in V8); each p[c] still adds the same terms in the
 * same order, so scores and trained weights are bit for bit those of the plain loop.
 */
export function addScaledRow(p: Float64Array, w: Float32Array, row: number, v: number, C: number): void {
  let c = 0;
  for (; c + 3 < C; c += 4) {
    p[c] = p[c]! + w[row + c]! * v;
    p[c + 1] = p[c + 1]! + w[row + c + 1]! * v;
    p[c + 2] = p[c + 2]! + w[row + c + 2]! * v;
    p[c + 3] = p[c + 3]! + w[row + c + 3]! * v;
  }
  for (; c < C; c++) p[c] = p[c]! + w[row + c]! * v;
}
