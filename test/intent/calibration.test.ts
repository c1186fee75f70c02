import { describe, expect, it } from 'vitest';
import { fitTemperature } from '../../src/intent/calibration.js';
import { softmaxInPlace } from '../../src/intent/linear-classifier.js';
import { seededRandom } from '../../src/intent/random.js';


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
