import { describe, expect, it } from 'vitest';
import { allowedRejections, chooseDecision, chooseFrameThreshold, fitTemperature, rejects, type HeldOutPrediction } from '../../src/intent/calibration.js';
import { softmaxInPlace } from '../../src/intent/linear-classifier.js';
import { seededRandom } from '../../src/intent/random.js';

const right = (confidence: number, background = 0): HeldOutPrediction => ({ best: 0, confidence, gold: 0, background, words: 8, unknownWords: 0, frameScore: 0, frameTested: false });
const outOfScope = (confidence: number): HeldOutPrediction => ({ best: 0, confidence, gold: -1, background: 0, words: 8, unknownWords: 0, frameScore: 0, frameTested: false });

describe('allowedRejections', () => {
  it('allows none out of 100 held-out statements at a 1 % budget: the expected loss of the next statement is k / (n + 1)', () => {
    expect(allowedRejections(100, 0.01)).toBe(0);
    expect(allowedRejections(198, 0.01)).toBe(0);
    expect(allowedRejections(199, 0.01)).toBe(1);
    expect(allowedRejections(2600, 0.01)).toBe(25);
  });
});

describe('chooseFrameThreshold', () => {
  const withFrame = (frameScore: number | null): HeldOutPrediction => ({ ...right(0.9), unknownWords: frameScore === null ? 0 : 1, frameScore: frameScore ?? 0, frameTested: frameScore !== null });

  it('rejects up to the allowance of the budget: under the next lowest frame score of the right answers', () => {
    // 1000 held-out statements at 0.5 %: 4 may go; the frame scores of the 20 right answers with unknown words are -10 … -0.5.
    const right = Array.from({ length: 20 }, (_, i) => withFrame(-10 + i * 0.5));
    expect(allowedRejections(1000, 0.005)).toBe(4);
    expect(chooseFrameThreshold(right, 1000, 0.005)).toBe(-8);
    expect(right.filter((p) => p.frameScore! < -8)).toHaveLength(4);
  });

  it('leaves statements without unknown words out, has no test when the held-out statements are too few, and rejects all when the budget allows', () => {
    const right = [withFrame(null), withFrame(-6), withFrame(-3)];
    expect(chooseFrameThreshold(right, 150, 0.005)).toBeNull();
    expect(chooseFrameThreshold(right, 300, 0.005)).toBe(-6);
    expect(chooseFrameThreshold(right, 300, 0.5)).toBe(0);
  });

  it('is spent from the in-scope budget by chooseDecision: the threshold gets what the frame test leaves', () => {
    // 1000 held-out statements at 1 %: 9 rejections. The frame test's quarter (0.25 %) allows 1: the unlikely frame.
    // The threshold may then reject 8 more, not the 9 under 0.3; without the frame test it could.
    const lowConfidence = Array.from({ length: 9 }, () => right(0.3));
    const unlikely = [{ ...right(0.9), unknownWords: 1, frameScore: -9, frameTested: true }];
    const likely = Array.from({ length: 990 }, () => ({ ...right(0.95), unknownWords: 1, frameScore: -2, frameTested: true }));
    const setting = chooseDecision([...lowConfidence, ...unlikely, ...likely], 0.01);
    expect(setting.frameThreshold).toBe(-2);
    expect(setting.threshold).toBe(0.3);
    expect(chooseDecision([...lowConfidence, ...Array.from({ length: 991 }, () => right(0.95))], 0.01).threshold).toBe(0.95);
  });
});

describe('chooseDecision', () => {
  const few = (n: number, confidence: number, background = 0) => Array.from({ length: n }, () => right(confidence, background));

  it('stays at or under the lowest confidence of 100 right predictions (for a budget 100 statements can tell)', () => {
    const { threshold } = chooseDecision(Array.from({ length: 100 }, (_, i) => right(0.6 + i * 0.004)), 0.01);
    expect(threshold).toBeLessThanOrEqual(0.6);
    expect(threshold).toBeGreaterThan(0.5);
  });

  it('sets no threshold when there are too few held-out statements to meet the budget', () => {
    expect(chooseDecision(Array.from({ length: 50 }, () => right(0.9)), 0.01).threshold).toBe(0);
    expect(chooseDecision(Array.from({ length: 50 }, () => right(0.9)), 0.05).threshold).toBe(0.9);
  });

  it('rejects up to its allowance on a large held-out set, and more for a larger in-scope loss', () => {
    // 9 of 1000 may go at 1 %: five low ones do, a sixth group of five would be ten.
    expect(chooseDecision([...few(5, 0.1), ...few(995, 0.8)], 0.01).threshold).toBe(0.8);
    expect(chooseDecision([...few(5, 0.1), ...few(5, 0.5), ...few(990, 0.8)], 0.01).threshold).toBe(0.5);
    expect(chooseDecision([...few(5, 0.1), ...few(5, 0.5), ...few(990, 0.8)], 0.02).threshold).toBe(0.8);
  });

  it('never lets out-of-scope examples push the in-scope loss past the budget', () => {
    // Many out-of-scope statements at 0.7 would be caught by a threshold of 0.71, which rejects 30 % of the in-scope ones.
    const predictions = [...few(70, 0.9), ...few(30, 0.7), ...Array.from({ length: 200 }, () => outOfScope(0.7))];
    expect(chooseDecision(predictions).threshold).toBeLessThanOrEqual(0.7);
  });

  it('makes the background class win by a margin when, merely ahead, it would reject more in-scope statements than allowed', () => {
    // 20 of 200 right statements have the background class ahead by 0.2: at 1 % none may go.
    const predictions = [...few(180, 0.9), ...few(20, 0.35, 0.55)];
    const setting = chooseDecision(predictions);
    expect(setting.backgroundMargin).toBeGreaterThanOrEqual(0.2);
    expect(predictions.filter((p) => rejects(setting, p.confidence, p.background))).toHaveLength(0);
    expect(chooseDecision([...few(180, 0.9), ...few(20, 0.35, 0.55)], 0.2).backgroundMargin).toBe(0);
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
