/** The handful of figures every rendering leads with, in one order. */
import type { Report } from '../report-schema.js';
import { bytes, decimal, milliseconds, percent, seconds } from './numbers.js';

export interface Figure {
  label: string;
  value: string;
}

export function headlineFigures(report: Report): Figure[] {
  const figures: Figure[] = [
    { label: 'accuracy', value: percent(report.intents.accuracy) },
    { label: 'macro F1', value: decimal(report.intents.macro.f1) },
    { label: 'weighted F1', value: decimal(report.intents.weighted.f1) },
  ];
  if (report.outOfScope) {
    figures.push(
      { label: 'in-scope accuracy', value: percent(report.outOfScope.inScopeAccuracy) },
      { label: 'OOS recall', value: percent(report.outOfScope.recall) },
      { label: 'OOS precision', value: percent(report.outOfScope.precision) },
    );
  }
  figures.push({ label: 'ECE', value: percent(report.calibration.expectedCalibrationError) });
  if (report.entities) {
    figures.push({ label: 'entity F1 (micro)', value: decimal(report.entities.micro.f1) }, { label: 'entity value accuracy', value: percent(report.entities.valueAccuracy) });
  }
  figures.push(
    { label: 'training', value: seconds(report.speed.trainingSeconds) },
    { label: 'statements/s', value: Math.round(report.speed.statementsPerSecond).toLocaleString('en-US') },
    { label: 'p50 latency', value: milliseconds(report.speed.latencyMs.p50) },
    { label: 'p99 latency', value: milliseconds(report.speed.latencyMs.p99) },
    { label: 'model size', value: bytes(report.speed.modelBytes) },
  );
  return figures;
}

/** One line saying what was evaluated on what. */
export function runLine(report: Report): string {
  const { run, counts } = report;
  const data =
    run.mode === 'model'
      ? `model ${run.model ?? '?'} on ${run.test ?? '?'}`
      : run.mode === 'train-test'
        ? `trained on ${run.train ?? '?'}, tested on ${run.test ?? '?'}`
        : `${run.folds}-fold stratified cross-validation (seed ${run.seed}) on ${run.test ?? '?'}`;
  return `${run.engine}: ${data} — ${counts.examples} statements (${counts.inScope} in scope, ${counts.outOfScope} out of scope), ${counts.intents} intents, ${counts.entitySpans} entity spans`;
}
