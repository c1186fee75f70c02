/** report.md: the report as Markdown tables, readable in a pull request or a terminal pager. */
import { compareNames } from '../metrics/intents.js';
import type { Report } from '../report-schema.js';
import { escapeMarkdownCell as cell } from './escape.js';
import { headlineFigures, runLine } from './headline.js';
import { answerText, decimal, isCurrentSetting, labelText, percent, seconds, shareText, currentSettingText } from './numbers.js';

export interface MarkdownOptions {
  /** Most errors listed per kind; report.json always has them all (default 50). */
  maxErrors?: number;
}

export function reportToMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const maxErrors = options.maxErrors ?? 50;
  const lines: string[] = [];
  const table = (header: string[], rows: string[][]) => {
    lines.push(`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`);
    for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
    lines.push('');
  };

  lines.push('# Evaluation report', '', cell(runLine(report)), '', `Made ${report.createdAt} (report schema v${report.schemaVersion}).`, '');
  table(['figure', 'value'], headlineFigures(report).map((figure) => [figure.label, figure.value]));

  lines.push('## Intents', '');
  table(
    ['intent', 'precision', 'recall', 'F1', 'support', 'predicted'],
    [...report.intents.perIntent]
      .sort((a, b) => a.f1 - b.f1 || compareNames(a.intent, b.intent))
      .map((row) => [cell(row.intent), decimal(row.precision), decimal(row.recall), decimal(row.f1), String(row.support), String(row.predicted)]),
  );
  lines.push(`Macro: P ${decimal(report.intents.macro.precision)}, R ${decimal(report.intents.macro.recall)}, F1 ${decimal(report.intents.macro.f1)}. Weighted: P ${decimal(report.intents.weighted.precision)}, R ${decimal(report.intents.weighted.recall)}, F1 ${decimal(report.intents.weighted.f1)}.`, '');

  if (report.intents.mostConfused.length > 0) {
    lines.push('### Most confused', '');
    table(['expected', 'predicted', 'count'], report.intents.mostConfused.map((pair) => [cell(labelText(pair.expected)), cell(labelText(pair.predicted)), String(pair.count)]));
  }

  if (report.outOfScope) {
    lines.push('## Out of scope', '');
    table(
      ['threshold', 'accuracy', 'in-scope accuracy', 'OOS recall'],
      report.thresholdSweep.filter((_, i) => i % 2 === 0).map((p) => [p.threshold.toFixed(2), percent(p.accuracy), percent(p.inScopeAccuracy), percent(p.outOfScopeRecall)]),
    );
  }

  if (report.unmatchedReasons) {
    lines.push('## Left unmatched, by reason', '', 'Why the engine left statements unmatched: in-scope ones are answers it withheld (some would have been wrong anyway), out-of-scope ones what it caught.', '');
    table(['reason', 'in scope (lost)', 'out of scope (caught)'], report.unmatchedReasons.map((row) => [cell(row.reason), String(row.inScope), String(row.outOfScope)]));
  }

  if (report.decisionSweep) {
    const sweep = report.decisionSweep;
    lines.push(`## The decision's knob: ${sweep.knob}`, '', `The test statements answered again at each setting, without retraining (this model: ${currentSettingText(sweep.current)}).`, '');
    table(
      [sweep.knob, 'accuracy', 'in-scope accuracy', 'OOS recall'],
      sweep.points.map((p) => [`${shareText(p.value)}${isCurrentSetting(sweep.current, p.value) ? ' (this model)' : ''}`, percent(p.accuracy), percent(p.inScopeAccuracy), percent(p.outOfScopeRecall)]),
    );
    if (sweep.promise) {
      const test = report.outOfScope;
      lines.push(`Promised by the corpus's traffic-like folds at this setting: ${percent(sweep.promise.inScopeKept)} of in-scope statements answered right, ${percent(sweep.promise.outOfScopeRejected)} of out-of-scope ones left unmatched${test ? `; on this test: in-scope accuracy ${percent(test.inScopeAccuracy)}, out-of-scope recall ${percent(test.recall)}` : ''}.`, '');
    }
    if (sweep.regret) {
      const r = sweep.regret;
      lines.push(`On this test (${percent(r.testShare)} out of scope): this model ${percent(r.accuracy)}, the best setting picked on the test ${percent(r.bestAccuracy)} (${shareText(r.bestSetting)}): regret ${((r.bestAccuracy - r.accuracy) * 100).toFixed(1)} points.`, '');
    }
    if (sweep.byShare) {
      lines.push('Expected accuracy on traffic with each share of out-of-scope messages: the model set for that share, and the best setting for it picked on the test.', '');
      table(['out-of-scope share', 'set for it', 'best setting', 'best'], sweep.byShare.map((p) => [shareText(p.share), percent(p.expectedAccuracy), percent(p.bestAccuracy), shareText(p.bestSetting)]));
    }
  }

  lines.push('## Calibration', '', `Expected calibration error: ${percent(report.calibration.expectedCalibrationError)}.`, '');
  table(
    ['confidence', 'statements', 'mean confidence', 'accuracy'],
    report.calibration.bins.map((bin) => [`${bin.lower.toFixed(1)}–${bin.upper.toFixed(1)}`, String(bin.count), percent(bin.meanConfidence), percent(bin.accuracy)]),
  );

  if (report.entities) {
    const { micro, perEntity, valueAccuracy } = report.entities;
    lines.push('## Entities', '', `Micro: P ${decimal(micro.precision)}, R ${decimal(micro.recall)}, F1 ${decimal(micro.f1)} (${micro.correct} exact of ${micro.support} expected, ${micro.predicted} predicted). Value accuracy on exact matches: ${percent(valueAccuracy)}.`, '');
    table(
      ['entity', 'precision', 'recall', 'F1', 'support', 'predicted'],
      perEntity.map((row) => [cell(row.entity), decimal(row.precision), decimal(row.recall), decimal(row.f1), String(row.support), String(row.predicted)]),
    );
  }

  if (report.folds) {
    lines.push('## Folds', '');
    table(['fold', 'train', 'test', 'accuracy', 'training'], report.folds.map((f) => [String(f.fold + 1), String(f.trainExamples), String(f.testExamples), percent(f.accuracy), seconds(f.trainingSeconds)]));
  }

  lines.push('## Misclassified statements', '');
  if (report.errors.intents.length === 0) lines.push('None.', '');
  else {
    table(
      ['statement', 'expected', 'predicted', 'best intent', 'confidence'],
      report.errors.intents
        .slice(0, maxErrors)
        .map((e) => [cell(e.text), cell(labelText(e.expected)), cell(answerText(e.predicted, e.unmatchedReason)), cell(labelText(e.topIntent)), decimal(e.confidence, 2)]),
    );
    if (report.errors.intents.length > maxErrors) lines.push(`…and ${report.errors.intents.length - maxErrors} more in report.json.`, '');
  }

  if (report.entities) {
    lines.push('## Entity errors', '');
    const spans = (list: readonly { entity: string; value: string; start: number; end: number }[]) =>
      list.map((s) => `${s.entity}=${JSON.stringify(s.value)}@${s.start}-${s.end}`).join(', ');
    if (report.errors.entities.length === 0) lines.push('None.', '');
    else {
      table(
        ['statement', 'missed', 'spurious', 'wrong value'],
        report.errors.entities.slice(0, maxErrors).map((e) => [
          cell(e.text),
          cell(spans(e.missed)),
          cell(spans(e.spurious)),
          cell(e.wrongValue.map((w) => `${w.expected.entity}: ${JSON.stringify(w.expected.value)} → ${JSON.stringify(w.predicted.value)}`).join(', ')),
        ]),
      );
      if (report.errors.entities.length > maxErrors) lines.push(`…and ${report.errors.entities.length - maxErrors} more in report.json.`, '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
