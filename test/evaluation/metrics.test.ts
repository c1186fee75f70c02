/**
 * Every metric against figures worked out by hand from the fixture (fixture.ts):
 *
 *   #  expected  answered  best     confidence  latency
 *   1  book      book      book     0.90        1
 *   2  book      book      book     0.80        2
 *   3  book      weather   weather  0.60        3
 *   4  weather   weather   weather  0.95        4
 *   5  weather   (none)    weather  0.40        5
 *   6  (oos)     (none)    weather  0.30        6
 *   7  (oos)     weather   weather  0.70        100
 */
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/evaluation/build-report.js';
import { calibration } from '../../src/evaluation/metrics/calibration.js';
import { percentile } from '../../src/evaluation/metrics/latency.js';
import type { Report } from '../../src/evaluation/report-schema.js';
import { FIXTURE_EXAMPLES, FIXTURE_PREDICTIONS } from './fixture.js';

const report: Report = buildReport(FIXTURE_EXAMPLES, FIXTURE_PREDICTIONS, {
  run: { mode: 'model', engine: 'fixture', model: null, train: null, test: 'fixture', folds: null, seed: null },
  trainingSeconds: 1.5,
  modelBytes: 1234,
  createdAt: new Date('2025-01-01T00:00:00Z'),
});

describe('intent metrics', () => {
  it('counts out-of-scope examples correct only when answered unmatched', () => {
    // Right: #1, #2, #4, #6.
    expect(report.intents.accuracy).toBeCloseTo(4 / 7, 12);
  });

  it('builds the confusion matrix with unmatched as the last label', () => {
    expect(report.intents.confusion.labels).toEqual(['book', 'weather', null]);
    expect(report.intents.confusion.matrix).toEqual([
      [2, 1, 0],
      [0, 1, 1],
      [0, 1, 1],
    ]);
  });

  it('scores each intent, leaving unmatched out', () => {
    const [book, weather, ...rest] = report.intents.perIntent;
    expect(rest).toEqual([]);
    // book: 2 right of 2 answered, of 3 expected.
    expect(book).toMatchObject({ intent: 'book', support: 3, predicted: 2, precision: 1 });
    expect(book!.recall).toBeCloseTo(2 / 3, 12);
    expect(book!.f1).toBeCloseTo(0.8, 12);
    // weather: 1 right of 3 answered, of 2 expected.
    expect(weather).toMatchObject({ intent: 'weather', support: 2, predicted: 3, recall: 0.5 });
    expect(weather!.precision).toBeCloseTo(1 / 3, 12);
    expect(weather!.f1).toBeCloseTo(0.4, 12);
  });

  it('averages macro (unweighted) and weighted (by support) over intents only', () => {
    expect(report.intents.macro.precision).toBeCloseTo(2 / 3, 12);
    expect(report.intents.macro.recall).toBeCloseTo(7 / 12, 12);
    expect(report.intents.macro.f1).toBeCloseTo(0.6, 12);
    expect(report.intents.weighted.precision).toBeCloseTo(11 / 15, 12);
    expect(report.intents.weighted.recall).toBeCloseTo(3 / 5, 12);
    expect(report.intents.weighted.f1).toBeCloseTo(0.64, 12);
  });

  it('lists the most confused pairs, ties in label order', () => {
    expect(report.intents.mostConfused).toEqual([
      { expected: 'book', predicted: 'weather', count: 1 },
      { expected: 'weather', predicted: null, count: 1 },
      { expected: null, predicted: 'weather', count: 1 },
    ]);
  });

  it('lists the misclassified statements with expected and predicted', () => {
    expect(report.errors.intents).toEqual([
      { text: 'table at noon', expected: 'book', predicted: 'weather', topIntent: 'weather', confidence: 0.6 },
      { text: 'forecast please', expected: 'weather', predicted: null, topIntent: 'weather', confidence: 0.4 },
      { text: 'sing a song', expected: null, predicted: 'weather', topIntent: 'weather', confidence: 0.7 },
    ]);
  });
});

describe('out-of-scope metrics', () => {
  it('computes in-scope accuracy, OOS recall and OOS precision', () => {
    expect(report.outOfScope).not.toBeNull();
    expect(report.outOfScope!.examples).toBe(2);
    // 3 of 5 in-scope right; 1 of 2 OOS left unmatched; 1 of the 2 unmatched answers (#5, #6) was OOS.
    expect(report.outOfScope!.inScopeAccuracy).toBeCloseTo(3 / 5, 12);
    expect(report.outOfScope!.recall).toBe(0.5);
    expect(report.outOfScope!.precision).toBe(0.5);
  });

  it('is null when no example is out-of-scope', () => {
    const inScopeOnly = buildReport(FIXTURE_EXAMPLES.slice(0, 5), FIXTURE_PREDICTIONS.slice(0, 5), {
      run: report.run,
      trainingSeconds: null,
      modelBytes: null,
    });
    expect(inScopeOnly.outOfScope).toBeNull();
    expect(inScopeOnly.thresholdSweep[0]!.outOfScopeRecall).toBeNull();
  });

  it('counts the unmatched statements by the reason the engine gave, in scope (lost) and out of scope (caught)', () => {
    // The fixture leaves #5 (in scope) and #6 (out of scope) unmatched; give them reasons, and #4 (matched) one it must ignore.
    const predictions = FIXTURE_PREDICTIONS.map((p, i) => ({
      ...p,
      prediction: { ...p.prediction, ...(i === 4 ? { unmatchedReason: 'below-threshold' } : i === 5 ? { unmatchedReason: 'nothing-known' } : i === 3 ? { unmatchedReason: 'stray' } : {}) },
    }));
    const withReasons = buildReport(FIXTURE_EXAMPLES, predictions, { run: report.run, trainingSeconds: null, modelBytes: null });
    expect(FIXTURE_PREDICTIONS.map((p) => p.prediction.intent === null)).toEqual([false, false, false, false, true, true, false]);
    expect(withReasons.unmatchedReasons).toEqual([
      { reason: 'below-threshold', inScope: 1, outOfScope: 0 },
      { reason: 'nothing-known', inScope: 0, outOfScope: 1 },
    ]);
    expect(withReasons.errors.intents.find((e) => e.text === FIXTURE_EXAMPLES[4]!.text)?.unmatchedReason).toBe('below-threshold');
    // An engine that gives no reasons: no section.
    expect('unmatchedReasons' in report).toBe(false);
  });

  it('sweeps thresholds 0…1 in steps of 0.05 over the best intent', () => {
    const sweep = report.thresholdSweep;
    expect(sweep.map((point) => point.threshold)).toEqual(Array.from({ length: 21 }, (_, i) => i / 20));
    const at = (threshold: number) => sweep.find((point) => point.threshold === threshold)!;
    // t=0: nothing rejected; #5 becomes right, no OOS caught.
    expect(at(0).accuracy).toBeCloseTo(4 / 7, 12);
    expect(at(0).inScopeAccuracy).toBeCloseTo(4 / 5, 12);
    expect(at(0).outOfScopeRecall).toBe(0);
    // t=0.5 reproduces the engine's own answers.
    expect(at(0.5).accuracy).toBeCloseTo(4 / 7, 12);
    expect(at(0.5).inScopeAccuracy).toBeCloseTo(3 / 5, 12);
    expect(at(0.5).outOfScopeRecall).toBe(0.5);
    // t=0.75 rejects #3 (0.6), #5, #6, #7 (0.7).
    expect(at(0.75).accuracy).toBeCloseTo(5 / 7, 12);
    expect(at(0.75).inScopeAccuracy).toBeCloseTo(3 / 5, 12);
    expect(at(0.75).outOfScopeRecall).toBe(1);
    // t=0.9 keeps #1 (0.9 is not below 0.9) and #4.
    expect(at(0.9).inScopeAccuracy).toBeCloseTo(2 / 5, 12);
    // t=1 rejects everything below 1.
    expect(at(1).accuracy).toBeCloseTo(2 / 7, 12);
    expect(at(1).inScopeAccuracy).toBe(0);
    expect(at(1).outOfScopeRecall).toBe(1);
  });
});

describe('calibration', () => {
  it('bins the best intent confidence in ten equal-width bins', () => {
    const bins = report.calibration.bins;
    expect(bins).toHaveLength(10);
    expect(bins.map((bin) => bin.count)).toEqual([0, 0, 0, 1, 1, 0, 1, 1, 1, 2]);
    expect(bins[9]!.meanConfidence).toBeCloseTo(0.925, 12);
    expect(bins[9]!.accuracy).toBe(1);
    expect(bins[0]!.meanConfidence).toBeNull();
    expect(bins[0]!.accuracy).toBeNull();
  });

  it('computes the expected calibration error', () => {
    // (2·|1−0.925| + |1−0.8| + |0−0.7| + |0−0.6| + |1−0.4| + |0−0.3|) / 7
    expect(report.calibration.expectedCalibrationError).toBeCloseTo(2.55 / 7, 12);
  });

  it('puts confidence 1 in the last bin and is 0 for a perfectly calibrated set', () => {
    const perfect = calibration([
      { expected: 'a', topIntent: 'a', confidence: 1 },
      { expected: 'a', topIntent: 'a', confidence: 1 },
    ]);
    expect(perfect.bins[9]!.count).toBe(2);
    expect(perfect.expectedCalibrationError).toBe(0);
  });
});

describe('entity metrics', () => {
  it('scores exact (start, end, entity) matches, micro and per entity', () => {
    const entities = report.entities!;
    // 4 expected, 5 predicted, 3 exact: party #1, party #2, city #4.
    expect(entities.micro).toMatchObject({ support: 4, predicted: 5, correct: 3 });
    expect(entities.micro.precision).toBeCloseTo(3 / 5, 12);
    expect(entities.micro.recall).toBeCloseTo(3 / 4, 12);
    expect(entities.micro.f1).toBeCloseTo(2 / 3, 12);
    expect(entities.perEntity.map((row) => row.entity)).toEqual(['city', 'party', 'time']);
    const [city, party, time] = entities.perEntity;
    expect(city).toMatchObject({ precision: 1, recall: 1, f1: 1, support: 1, predicted: 1, correct: 1 });
    expect(party).toMatchObject({ recall: 1, support: 2, predicted: 3, correct: 2 });
    expect(party!.precision).toBeCloseTo(2 / 3, 12);
    expect(party!.f1).toBeCloseTo(0.8, 12);
    expect(time).toMatchObject({ precision: 0, recall: 0, f1: 0, support: 1, predicted: 1, correct: 0 });
  });

  it('measures value accuracy on exact matches only', () => {
    // "two" resolved to "2" is the one wrong value among 3 exact matches.
    expect(report.entities!.valueAccuracy).toBeCloseTo(2 / 3, 12);
  });

  it('lists entity errors: missed, spurious and wrong values', () => {
    const errors = report.errors.entities;
    expect(errors.map((error) => error.text)).toEqual(['book a table for 4 at noon', 'reserve for two', 'tell me a joke about 3 cats']);
    expect(errors[0]!.missed).toEqual([{ entity: 'time', start: 22, end: 26, value: 'noon' }]);
    expect(errors[0]!.spurious).toEqual([{ entity: 'time', start: 19, end: 26, value: 'at noon' }]);
    expect(errors[1]!.wrongValue).toEqual([
      { expected: { entity: 'party', start: 12, end: 15, value: 'two' }, predicted: { entity: 'party', start: 12, end: 15, value: '2' } },
    ]);
    expect(errors[2]!.spurious).toEqual([{ entity: 'party', start: 21, end: 22, value: '3' }]);
  });

  it('is null when nothing is annotated or predicted', () => {
    const plain = buildReport([{ text: 'hi', intent: 'greet', entities: [] }], [
      { prediction: { intent: 'greet', topIntent: 'greet', confidence: 1, entities: [] }, latencyMs: 1 },
    ], { run: report.run, trainingSeconds: null, modelBytes: null });
    expect(plain.entities).toBeNull();
  });
});

describe('speed and counts', () => {
  it('reports nearest-rank latency percentiles and throughput', () => {
    expect(report.speed.latencyMs.p50).toBe(4);
    expect(report.speed.latencyMs.p99).toBe(100);
    expect(report.speed.latencyMs.mean).toBeCloseTo(121 / 7, 12);
    expect(report.speed.statementsPerSecond).toBeCloseTo(7 / 0.121, 9);
    expect(report.speed).toMatchObject({ trainingSeconds: 1.5, modelBytes: 1234, statements: 7 });
  });

  it('takes percentiles by nearest rank', () => {
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile(Array.from({ length: 200 }, (_, i) => i + 1), 99)).toBe(198);
    expect(percentile([], 50)).toBe(0);
  });

  it('counts examples, scopes, intents and spans', () => {
    expect(report.counts).toEqual({ examples: 7, inScope: 5, outOfScope: 2, intents: 2, entitySpans: 4 });
  });

  it('refuses an empty test set with a coded error', () => {
    expect(() => buildReport([], [], { run: report.run, trainingSeconds: null, modelBytes: null })).toThrow(
      expect.objectContaining({ code: 'INPUT_INVALID' }),
    );
  });
});
