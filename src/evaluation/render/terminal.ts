/** The summary `nlu evaluate` prints: headline figures, then where to look first. Plain text, no colour codes. */
import { compareNames } from '../metrics/intents.js';
import type { Report } from '../report-schema.js';
import { headlineFigures, runLine } from './headline.js';
import { decimal, labelText, percent, shareText, currentSettingText } from './numbers.js';

export function reportToText(report: Report, options: { rows?: number } = {}): string {
  const rows = options.rows ?? 5;
  const figures = headlineFigures(report);
  const width = Math.max(...figures.map((figure) => figure.label.length));
  const lines = [runLine(report), '', ...figures.map((figure) => `  ${figure.label.padEnd(width)}  ${figure.value}`)];

  const worst = [...report.intents.perIntent].sort((a, b) => a.f1 - b.f1 || compareNames(a.intent, b.intent)).slice(0, rows);
  if (worst.length > 0) {
    lines.push('', `Lowest F1 intents:`);
    for (const row of worst) lines.push(`  ${decimal(row.f1)}  ${row.intent}  (P ${decimal(row.precision)}, R ${decimal(row.recall)}, support ${row.support})`);
  }
  if (report.intents.mostConfused.length > 0) {
    lines.push('', 'Most confused (expected → predicted):');
    for (const pair of report.intents.mostConfused.slice(0, rows)) lines.push(`  ${String(pair.count).padStart(4)}  ${labelText(pair.expected)} → ${labelText(pair.predicted)}`);
  }
  if (report.unmatchedReasons) {
    lines.push('', 'Left unmatched, by reason (in scope: lost; out of scope: caught):');
    for (const row of report.unmatchedReasons) lines.push(`  ${row.reason.padEnd(22)}  in scope ${String(row.inScope).padStart(4)}  out of scope ${String(row.outOfScope).padStart(4)}`);
  }
  if (report.decisionSweep) {
    // The trade-off over the knob, so a user can pick a setting from the terminal too (report.html draws it).
    const sweep = report.decisionSweep;
    lines.push('', `The decision's knob, ${sweep.knob} (this model: ${currentSettingText(sweep.current)}), answered again without retraining:`);
    for (const p of sweep.points.filter((_, k) => sweep.points.length <= 10 || k % 2 === 0)) {
      const oos = p.outOfScopeRecall === null ? '' : `, out-of-scope recall ${percent(p.outOfScopeRecall)}`;
      lines.push(`  ${shareText(p.value).padStart(7)}  accuracy ${percent(p.accuracy)}, in-scope accuracy ${percent(p.inScopeAccuracy)}${oos}`);
    }
    if (sweep.promise) {
      // The folds' promise held against this test: what the setting was chosen on, and what it is worth here.
      const test = report.outOfScope;
      const here = test ? `; on this test: in-scope accuracy ${percent(test.inScopeAccuracy)}, out-of-scope recall ${percent(test.recall)}` : '';
      lines.push(`Promised by the corpus's traffic-like folds at this setting: ${percent(sweep.promise.inScopeKept)} of in-scope statements answered right, ${percent(sweep.promise.outOfScopeRejected)} of out-of-scope ones left unmatched${here}.`);
    }
    if (sweep.regret) {
      const r = sweep.regret;
      lines.push(`On this test (${percent(r.testShare)} out of scope): this model ${percent(r.accuracy)}, the best setting picked on the test ${percent(r.bestAccuracy)} (${shareText(r.bestSetting)}): regret ${((r.bestAccuracy - r.accuracy) * 100).toFixed(1)} points.`);
    }
    if (sweep.byShare) {
      lines.push('Expected accuracy on traffic with each out-of-scope share: set for that share / best setting for it (picked on the test):');
      for (const p of sweep.byShare.filter((_, k) => k % 2 === 0)) lines.push(`  ${shareText(p.share).padStart(7)}  ${percent(p.expectedAccuracy)} / ${percent(p.bestAccuracy)} (${shareText(p.bestSetting)})`);
    }
  }
  if (report.folds) {
    lines.push('', `Fold accuracy: ${report.folds.map((fold) => percent(fold.accuracy)).join(', ')}`);
  }
  lines.push('', `${report.errors.intents.length} misclassified statements, ${report.errors.entities.length} with entity errors.`);
  return `${lines.join('\n')}\n`;
}
