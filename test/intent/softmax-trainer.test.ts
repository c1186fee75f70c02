import { describe, expect, it } from 'vitest';
import { trainSoftmax, type SoftmaxTrainingOptions } from '../../src/intent/softmax-trainer.js';
import type { SparseVector } from '../../src/intent/vectorizer.js';

const vector = (entries: [number, number][]): SparseVector => ({ indices: Int32Array.from(entries, ([i]) => i), values: Float32Array.from(entries, ([, v]) => v) });
const examples = [vector([[0, 0.8], [1, 0.6]]), vector([[1, 0.6], [2, 0.8]]), vector([[2, 1]]), vector([[3, 0.6], [0, 0.8]]), vector([[3, 1]]), vector([[1, 1]])];
const labels = Int32Array.from([0, 1, 1, 2, 2, 0]);
const options: SoftmaxTrainingOptions = { epochs: 4, learningRate: 1, l2: 1e-3, seed: 3, balanceClasses: true, averageEpochs: 1 };

describe('trainSoftmax', () => {
  it('is deterministic for a seed', () => {
    expect(trainSoftmax(examples, labels, 3, 4, options)).toEqual(trainSoftmax(examples, labels, 3, 4, options));
  });

  it('averages the weights at the end of the last epochs: the mean of the shorter runs it passes through', () => {
    const ends = [2, 3, 4].map((epochs) => trainSoftmax(examples, labels, 3, 4, { ...options, epochs }));
    const averaged = trainSoftmax(examples, labels, 3, 4, { ...options, averageEpochs: 3 });
    averaged.weights.forEach((w, j) => expect(w).toBeCloseTo((ends[0]!.weights[j]! + ends[1]!.weights[j]! + ends[2]!.weights[j]!) / 3, 5));
    averaged.bias.forEach((b, c) => expect(b).toBeCloseTo((ends[0]!.bias[c]! + ends[1]!.bias[c]! + ends[2]!.bias[c]!) / 3, 5));
    expect(averaged.weights).not.toEqual(ends[2]!.weights);
  });

  it('learns the training labels of a separable toy set', () => {
    const { weights, bias } = trainSoftmax(examples, labels, 3, 4, { ...options, epochs: 30, averageEpochs: 3 });
    examples.forEach((x, i) => {
      const scores = [0, 1, 2].map((c) => bias[c]! + Array.from(x.indices).reduce((s, f, k) => s + weights[f * 3 + c]! * x.values[k]!, 0));
      expect(scores.indexOf(Math.max(...scores))).toBe(labels[i]);
    });
  });
});
