import { describe, expect, it } from 'vitest';
import { trainLinear, type LinearTrainingOptions } from '../../src/intent/linear-trainer.js';
import type { SparseVector } from '../../src/intent/vectorizer.js';

const vector = (entries: [number, number][]): SparseVector => ({ indices: Int32Array.from(entries, ([i]) => i), values: Float32Array.from(entries, ([, v]) => v) });
const examples = [vector([[0, 0.8], [1, 0.6]]), vector([[1, 0.6], [2, 0.8]]), vector([[2, 1]]), vector([[3, 0.6], [0, 0.8]]), vector([[3, 1]]), vector([[1, 1]])];
const labels = Int32Array.from([0, 1, 1, 2, 2, 0]);
const options: LinearTrainingOptions = { epochs: 4, learningRate: 1, l2: 1e-3, seed: 3, balanceClasses: true, averageEpochs: 1 };

describe('trainLinear', () => {
  it('is deterministic for a seed', () => {
    expect(trainLinear(examples, labels, 3, 4, options)).toEqual(trainLinear(examples, labels, 3, 4, options));
  });

  it('averages the weights at the end of the last epochs: the mean of the shorter runs it passes through', () => {
    const ends = [2, 3, 4].map((epochs) => trainLinear(examples, labels, 3, 4, { ...options, epochs }));
    const averaged = trainLinear(examples, labels, 3, 4, { ...options, averageEpochs: 3 });
    averaged.weights.forEach((w, j) => expect(w).toBeCloseTo((ends[0]!.weights[j]! + ends[1]!.weights[j]! + ends[2]!.weights[j]!) / 3, 5));
    averaged.bias.forEach((b, c) => expect(b).toBeCloseTo((ends[0]!.bias[c]! + ends[1]!.bias[c]! + ends[2]!.bias[c]!) / 3, 5));
    expect(averaged.weights).not.toEqual(ends[2]!.weights);
  });

  it('learns the training labels of a separable toy set', () => {
    const { weights, bias } = trainLinear(examples, labels, 3, 4, { ...options, epochs: 30, averageEpochs: 3 });
    examples.forEach((x, i) => {
      const scores = [0, 1, 2].map((c) => bias[c]! + Array.from(x.indices).reduce((s, f, k) => s + weights[f * 3 + c]! * x.values[k]!, 0));
      expect(scores.indexOf(Math.max(...scores))).toBe(labels[i]);
    });
  });

  describe('with the squared hinge (a linear SVM)', () => {
    const hinge: LinearTrainingOptions = { ...options, loss: 'squared-hinge', l2: 0, learningRate: 0.5 };

    it('is deterministic and learns the training labels of the toy set', () => {
      const fitted = trainLinear(examples, labels, 3, 4, { ...hinge, epochs: 30 });
      expect(fitted).toEqual(trainLinear(examples, labels, 3, 4, { ...hinge, epochs: 30 }));
      examples.forEach((x, i) => expect(argmax(scoresOf(fitted, x))).toBe(labels[i]));
      expect(fitted.weights).not.toEqual(trainLinear(examples, labels, 3, 4, { ...options, epochs: 30 }).weights);
    });

    it('changes nothing once every statement clears the margin by 1', () => {
      const fitted = trainLinear(examples, labels, 3, 4, { ...hinge, epochs: 30 });
      // Scaled up, the learned weights separate every statement by more than the margin.
      const clear = { weights: fitted.weights.map((w) => 4 * w), bias: fitted.bias.map((b) => 4 * b) };
      examples.forEach((x, i) => {
        const scores = scoresOf(clear, x);
        expect(Math.max(...scores.filter((_, c) => c !== labels[i])) + 1).toBeLessThan(scores[labels[i]!]!);
      });
      const more = trainLinear(examples, labels, 3, 4, { ...hinge, epochs: 1 }, undefined, { weights: clear, steps: 100 });
      expect(more.weights).toEqual(clear.weights);
      expect(more.bias).toEqual(clear.bias);
      // Logistic regression keeps pulling at the same weights.
      expect(trainLinear(examples, labels, 3, 4, { ...options, epochs: 1 }, undefined, { weights: clear, steps: 100 }).weights).not.toEqual(clear.weights);
    });
  });
});

function scoresOf(fitted: { weights: Float32Array; bias: Float32Array }, x: SparseVector): number[] {
  return [0, 1, 2].map((c) => fitted.bias[c]! + Array.from(x.indices).reduce((s, f, k) => s + fitted.weights[f * 3 + c]! * x.values[k]!, 0));
}

function argmax(values: readonly number[]): number {
  return values.indexOf(Math.max(...values));
}
