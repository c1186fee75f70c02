import { inScopeLogit, signalTerm, type Detector } from '../decision/detector.js';
import { SIGNAL_NAMES } from '../decision/signals.js';
import type { DetectorExplanation } from './types.js';

/**
 * How the detector reached its score: each signal's term of the logit, computed by the detector's own code
 * (detector.ts), and the logit itself, from which the in-scope score is 1 / (1 + e^−logit).
 */
export function explainDetector(detector: Detector, signals: Float64Array): DetectorExplanation {
  return {
    bias: detector.bias,
    logit: inScopeLogit(detector, signals),
    signals: SIGNAL_NAMES.map((signal, k) => ({
      signal,
      value: signals[k]!,
      mean: detector.mean[k]!,
      scale: detector.scale[k]!,
      weight: detector.weights[k]!,
      contribution: signalTerm(detector, signals, k),
    })),
  };
}
