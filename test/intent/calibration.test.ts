import { describe, expect, it } from 'vitest';
import { allowedRejections, chooseThreshold, fitTemperature, type HeldOutPrediction } from '../../src/intent/calibration.js';
import { softmaxInPlace } from '../../src/intent/linear-classifier.js';
import { seededRandom } from '../../src/intent/random.js';

const right = (confidence: number): HeldOutPrediction => ({ best: 0, confidence, gold: 0, backgroundWon: false });
const outOfScope = (confidence: number, backgroundWon = false): HeldOutPrediction => ({ best: 0, confidence, gold: -1, backgroundWon });

describe('allowedRejections', () => {
  it('allows none out of 100 held-out statements at a 1 % budget: the expected loss of the next statement is k / (n + 1)', () => {
    expect(allowedRejections(100)).toBe(0);
    expect(allowedRejections(198)).toBe(0);
    expect(allowedRejections(199)).toBe(1);
    expect(allowedRejections(2600)).toBe(25);
  });
});

describe('chooseThreshold without out-of-scope examples', () => {
  it('stays at or under the lowest confidence of 100 right predictions', () => {
    const predictions = Array.from({ length: 100 }, (_, i) => right(0.6 + i * 0.004));
    const t = chooseThreshold(predictions);
    expect(t).toBeLessThanOrEqual(0.6);
    expect(t).toBeGreaterThan(0.5);
  });

  it('rejects up to its allowance on a large held-out set', () => {
    const few = (n: number, confidence: number) => Array.from({ length: n }, () => right(confidence));
    // 9 of 1000 may go: five low ones do, a sixth group of five would be ten.
    expect(chooseThreshold([...few(5, 0.1), ...few(995, 0.8)])).toBe(0.8);
    expect(chooseThreshold([...few(5, 0.1), ...few(5, 0.5), ...few(990, 0.8)])).toBe(0.5);
  });
});

describe('chooseThreshold with out-of-scope examples', () => {
  it('picks the threshold that answers most held-out statements right', () => {
    const predictions = [...Array.from({ length: 50 }, () => right(0.9)), ...Array.from({ length: 50 }, () => outOfScope(0.4))];
    const t = chooseThreshold(predictions);
    expect(t).toBeGreaterThan(0.4);
    expect(t).toBeLessThanOrEqual(0.9);
  });

  it('counts an out-of-scope statement whose background class won as right at any threshold', () => {
    const predictions = [...Array.from({ length: 20 }, () => right(0.55)), ...Array.from({ length: 20 }, () => outOfScope(0.95, true))];
    expect(chooseThreshold(predictions)).toBeLessThanOrEqual(0.55);
  });
});

describe('fitTemperature', () => {
  it('recovers the temperature that generated the labels', () => {
    const random = seededRandom(5);
    const scores: Float64Array[] = [];
    const labels: number[] = [];
    for (let i = 0; i < 4000; i++) {
      const s = Float64Array.from({ length: 4 }, () => random() * 4);
      const p = softmaxInPlace(Float64Array.from(s), 2);
      let u = random();
      let y = 0;
      while (y < 3 && u > p[y]!) u -= p[y++]!;
      scores.push(s);
      labels.push(y);
    }
    expect(fitTemperature(scores, labels)).toBeGreaterThan(1.7);
    expect(fitTemperature(scores, labels)).toBeLessThan(2.3);
  });
});
