/** The side-by-side benchmark tables of bench:accuracy (scripts/lib/publish.ts puts them in the doc). */
import { bytes, decimal, integer, percent } from '../render/numbers.js';
import type { BenchmarkRow } from './row.js';

const HEADER = ['data set', 'engine', 'train / test', 'intent accuracy', 'argmax (in scope)', 'decision', 'macro-F1', 'ECE', 'slot F1', 'OOS recall', 'gibberish matched', 'training', 'statements/s', 'p50', 'p99', 'model', 'peak RSS'];
const RIGHT_ALIGNED = new Set(HEADER.slice(2));

export function benchmarkTable(rows: readonly BenchmarkRow[]): string {
  const lines = [`| ${HEADER.join(' | ')} |`, `| ${HEADER.map((h) => (RIGHT_ALIGNED.has(h) ? '---:' : '---')).join(' | ')} |`];
  for (const row of rows) {
    lines.push(
      `| ${[
        row.dataset,
        row.engine,
        `${integer(row.trainExamples)} / ${integer(row.testExamples)}`,
        percent(row.intentAccuracy),
        percent(row.argmaxAccuracy),
        row.decisionSetting,
        decimal(row.macroF1),
        decimal(row.expectedCalibrationError),
        decimal(row.slotF1),
        percent(row.outOfScopeRecall),
        percent(row.gibberishMatched),
        `${row.trainingSeconds.toFixed(row.trainingSeconds < 10 ? 2 : 1)} s`,
        integer(row.statementsPerSecond),
        `${row.p50Ms.toFixed(2)} ms`,
        `${row.p99Ms.toFixed(2)} ms`,
        bytes(row.modelBytes),
        bytes(row.peakRssBytes),
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Latency once warm, each engine's p50 and p99 on a data set, and ours against the baseline's p50 in
 * the same run (the baseline: the first row of another engine on the data set).
 */
export function steadyLatencyTable(rows: readonly BenchmarkRow[], ours: string, baseline: string): string {
  const lines = ['| data set | engine | p50 | p99 | p50 × ' + baseline + ' |', '| --- | --- | ---: | ---: | ---: |'];
  const ms = (x: number | null) => (x === null ? '—' : `${x < 0.1 ? x.toFixed(3) : x.toFixed(2)} ms`);
  for (const row of rows) {
    if (row.steadyP50Ms === null) continue;
    const base = rows.find((other) => other.dataset === row.dataset && other.engine === baseline)?.steadyP50Ms ?? null;
    const ratio = row.engine === ours && base ? (row.steadyP50Ms / base).toFixed(2) : '';
    lines.push(`| ${row.dataset} | ${row.engine} | ${ms(row.steadyP50Ms)} | ${ms(row.steadyP99Ms)} | ${ratio} |`);
  }
  return lines.join('\n');
}
