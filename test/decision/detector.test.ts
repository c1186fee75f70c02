import { describe, expect, it } from 'vitest';
import { cutoffForShare, inScopeScore, weakestSignal, type DecisionCurve, type Detector } from '../../src/decision/detector.js';
import { SIGNAL_NAMES } from '../../src/decision/signals.js';
import { decisionCurve, fitDetector, type FoldObservation } from '../../src/train/fit-detector.js';

const n = SIGNAL_NAMES.length;
const at = (name: (typeof SIGNAL_NAMES)[number], value: number, rest = 0) => Float64Array.from(SIGNAL_NAMES, (s) => (s === name ? value : rest));

describe('the detector', () => {
  const detector: Detector = { mean: new Array(n).fill(0), scale: new Array(n).fill(1), weights: SIGNAL_NAMES.map((s) => (s === 'confidence' ? 2 : s === 'unknownWords' ? -3 : 0)), bias: 0.5 };

  it('scores a statement by the logistic of its weighted, standardised signals', () => {
    expect(inScopeScore(detector, at('confidence', 1))).toBeCloseTo(1 / (1 + Math.exp(-2.5)), 12);
    expect(inScopeScore(detector, at('unknownWords', 1))).toBeCloseTo(1 / (1 + Math.exp(2.5)), 12);
  });

  it('names the signal that pulled the score down the most', () => {
    expect(weakestSignal(detector, at('unknownWords', 1))).toBe('unknownWords');
    expect(weakestSignal(detector, at('confidence', -1))).toBe('confidence');
  });
});

describe('cutoffForShare', () => {
  const curve: DecisionCurve = { cutoffs: [0, 0.25, 0.5, 0.75, 1], inScopeKept: [0.9, 0.9, 0.8, 0.5, 0], outOfScopeRejected: [0, 0.4, 0.7, 0.9, 1], inScope: 10, outOfScope: 10 };

  it('maximises expected accuracy at the stated share, the lowest cutoff among ties', () => {
    expect(cutoffForShare(curve, 0)).toBe(0);
    // 0.2: 0.72, 0.80, 0.78, 0.58 → 0.25; 0.5: 0.45, 0.65, 0.75, 0.70 → 0.5; 0.9: → 1 (0.90 against 0.86).
    expect(cutoffForShare(curve, 0.2)).toBe(0.25);
    expect(cutoffForShare(curve, 0.5)).toBe(0.5);
    expect(cutoffForShare(curve, 0.9)).toBe(1);
  });
});

describe('fitDetector and decisionCurve', () => {
  // Right answers are confident; out-of-scope statements less so and full of unknown words; wrong answers teach nothing.
  const observations: FoldObservation[] = [
    ...Array.from({ length: 40 }, (_, k) => ({ kind: 'right' as const, signals: Float64Array.from(SIGNAL_NAMES, (s) => (s === 'confidence' ? -0.1 - (k % 5) * 0.05 : s === 'unknownWords' ? (k % 3) * 0.05 : 0)), evidence: true })),
    ...Array.from({ length: 40 }, (_, k) => ({ kind: 'out' as const, signals: Float64Array.from(SIGNAL_NAMES, (s) => (s === 'confidence' ? -0.6 - (k % 5) * 0.1 : s === 'unknownWords' ? 0.2 + (k % 3) * 0.1 : 0)), evidence: k % 10 !== 0 })),
    { kind: 'wrong', signals: at('confidence', 5), evidence: true },
    { kind: 'out', signals: null, evidence: false },
  ];

  it('learns which way each signal points, deterministically', () => {
    const detector = fitDetector(observations)!;
    expect(detector.weights[SIGNAL_NAMES.indexOf('confidence')]).toBeGreaterThan(0);
    expect(detector.weights[SIGNAL_NAMES.indexOf('unknownWords')]).toBeLessThan(0);
    expect(fitDetector(observations)).toEqual(detector);
  });

  it('draws a curve from the folds: every right answer kept at cutoff 0, statements a rule rejects rejected at every cutoff', () => {
    const detector = fitDetector(observations)!;
    const curve = decisionCurve(detector, observations);
    expect(curve.inScope).toBe(41);
    expect(curve.outOfScope).toBe(41);
    expect(curve.inScopeKept[0]).toBeCloseTo(40 / 41, 6);
    expect(curve.outOfScopeRejected[0]).toBeCloseTo(1 / 41, 6);
    // Above 0 the evidence check applies: the four statements that fail it are rejected from the first cutoff on.
    expect(curve.outOfScopeRejected[1]).toBeGreaterThanOrEqual(5 / 41 - 1e-6);
    expect(curve.outOfScopeRejected.at(-1)).toBe(1);
  });

  it('is null without both kinds of statements', () => {
    expect(fitDetector(observations.filter((o) => o.kind !== 'out'))).toBeNull();
  });
});
