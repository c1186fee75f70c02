/**
 * Confidence calibration: does a confidence of 0.8 mean the best intent is right 80% of the time?
 * Ten equal-width bins over the best intent's confidence; the last bin includes 1.
 */
import type { Calibration } from '../report-schema.js';
import type { ScoredExample } from './out-of-scope.js';
import { clampUnit, ratioOrNull } from './ratio.js';

export const CALIBRATION_BINS = 10;

/** The best intent is correct iff it equals the expected intent; for out-of-scope examples it never is. */
export function calibration(examples: readonly ScoredExample[], binCount = CALIBRATION_BINS): Calibration {
  const bins = Array.from({ length: binCount }, () => ({ count: 0, confidenceSum: 0, correct: 0 }));
  for (const example of examples) {
    const confidence = clampUnit(example.confidence);
    const bin = bins[Math.min(binCount - 1, Math.floor(confidence * binCount))]!;
    bin.count += 1;
    bin.confidenceSum += confidence;
    if (example.topIntent === example.expected) bin.correct += 1;
  }

  let expectedCalibrationError = 0;
  const reported = bins.map((bin, position) => {
    const meanConfidence = ratioOrNull(bin.confidenceSum, bin.count);
    const accuracy = ratioOrNull(bin.correct, bin.count);
    if (meanConfidence !== null && accuracy !== null) {
      expectedCalibrationError += (bin.count / examples.length) * Math.abs(accuracy - meanConfidence);
    }
    return { lower: position / binCount, upper: (position + 1) / binCount, count: bin.count, meanConfidence, accuracy };
  });
  return { bins: reported, expectedCalibrationError: clampUnit(expectedCalibrationError) };
}
