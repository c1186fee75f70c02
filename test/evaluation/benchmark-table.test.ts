import { describe, expect, it } from 'vitest';
import { benchmarkTable, steadyLatencyTable } from '../../src/evaluation/benchmark/markdown-table.js';
import type { BenchmarkRow } from '../../src/evaluation/benchmark/row.js';

const row: BenchmarkRow = {
  dataset: 'snips',
  engine: 'nlp.js 4.27.0',
  trainExamples: 13084,
  testExamples: 700,
  intentAccuracy: 0.9571,
  macroF1: 0.97123,
  expectedCalibrationError: 0.0432,
  slotF1: null,
  outOfScopeRecall: null,
  argmaxAccuracy: 0.9614,
  gibberishMatched: 0.25,
  decisionSetting: 'its own (None)',
  trainingSeconds: 12.345,
  statementsPerSecond: 1234.5,
  p50Ms: 0.5,
  p99Ms: 12,
  steadyP50Ms: 0.2,
  steadyP99Ms: 1.5,
  modelBytes: 2 * 1024 * 1024,
  peakRssBytes: 300 * 1024 * 1024,
};

describe('benchmark table', () => {
  it('writes one row per engine and data set, with — for figures that do not apply', () => {
    const table = benchmarkTable([row]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[2]).toBe('| snips | nlp.js 4.27.0 | 13,084 / 700 | 95.7% | 96.1% | its own (None) | 0.971 | 0.043 | — | — | 25.0% | 12.3 s | 1,235 | 0.50 ms | 12.00 ms | 2.0 MiB | 300.0 MiB |');
  });
});

describe('steadyLatencyTable', () => {
  it('gives steady latency per engine, and ours against the baseline in the same data set', () => {
    const ours: BenchmarkRow = { ...row, engine: 'nlu-engine 0.1.0', steadyP50Ms: 0.05, steadyP99Ms: 0.3 };
    const unmeasured: BenchmarkRow = { ...row, dataset: 'atis', steadyP50Ms: null, steadyP99Ms: null };
    const table = steadyLatencyTable([ours, row, unmeasured], 'nlu-engine 0.1.0', 'nlp.js 4.27.0').split('\n');
    expect(table).toEqual([
      '| data set | engine | p50 | p99 | p50 × nlp.js 4.27.0 |',
      '| --- | --- | ---: | ---: | ---: |',
      '| snips | nlu-engine 0.1.0 | 0.050 ms | 0.30 ms | 0.25 |',
      '| snips | nlp.js 4.27.0 | 0.20 ms | 1.50 ms |  |',
    ]);
  });
});
