/**
 * report.html: one self-contained page (inline CSS and SVG, no script, nothing fetched) with the
 * confusion heat map, the threshold curve and the reliability diagram beside the tables.
 */
import { compareNames } from '../metrics/intents.js';
import type { DecisionSweep, Report } from '../report-schema.js';
import { escapeXml as esc } from './escape.js';
import { headlineFigures, runLine } from './headline.js';
import { answerText, decimal, isCurrentSetting, labelText, percent, seconds, shareText, currentSettingText } from './numbers.js';
import { confusionHeatMap, DEFAULT_HEATMAP_LABELS } from './svg/heatmap.js';
import { reliabilityDiagram } from './svg/reliability.js';
import { thresholdCurve } from './svg/threshold-curve.js';
import { shareCurve } from './svg/share-curve.js';
import { decisionCurve } from './svg/decision-curve.js';

export interface HtmlOptions {
  /** Most errors listed per kind; report.json always has them all (default 200). */
  maxErrors?: number;
  /** Most labels drawn in the heat map (default 30). */
  maxHeatMapLabels?: number;
}

const STYLE = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;margin:24px auto;max-width:1180px;padding:0 16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #d0d7de;padding-bottom:4px}
.run{color:#57606a;margin:0 0 16px}
.figures{display:flex;flex-wrap:wrap;gap:8px}
.figure{border:1px solid #d0d7de;border-radius:6px;padding:6px 12px;min-width:110px}
.figure b{display:block;font-size:18px}.figure span{color:#57606a;font-size:12px}
.charts{display:flex;flex-wrap:wrap;gap:24px}.chart h3{font-size:14px;margin:8px 0}
.note{color:#9a6700;font-size:12px}.scroll{overflow-x:auto}
table{border-collapse:collapse;margin:8px 0;font-size:13px}
th,td{border:1px solid #d0d7de;padding:3px 8px;text-align:left;vertical-align:top}
th{background:#f6f8fa}td.n{text-align:right;font-variant-numeric:tabular-nums}
td.bad{background:#ffebe9}
`;

export function reportToHtml(report: Report, options: HtmlOptions = {}): string {
  const maxErrors = options.maxErrors ?? 200;
  const heatMap = confusionHeatMap(report.intents.confusion, options.maxHeatMapLabels ?? DEFAULT_HEATMAP_LABELS);
  const sections: string[] = [];

  sections.push(
    `<h1>Evaluation report</h1><p class="run">${esc(runLine(report))}<br>Made ${esc(report.createdAt)} · report schema v${report.schemaVersion}</p>`,
    `<div class="figures">${headlineFigures(report)
      .map((figure) => `<div class="figure"><b>${esc(figure.value)}</b><span>${esc(figure.label)}</span></div>`)
      .join('')}</div>`,
  );

  sections.push(
    `<h2>Confusion matrix</h2>${heatMap.note ? `<p class="note">${esc(heatMap.note)}</p>` : ''}<div class="scroll">${heatMap.svg}</div>`,
    `<h2>Thresholds and calibration</h2><div class="charts">` +
      `<div class="chart"><h3>Threshold curve</h3>${thresholdCurve(report.thresholdSweep)}</div>` +
      `<div class="chart"><h3>Reliability diagram · ECE ${percent(report.calibration.expectedCalibrationError)}</h3>${reliabilityDiagram(report.calibration)}</div></div>`,
  );

  if (report.unmatchedReasons) {
    sections.push(
      '<h2>Left unmatched, by reason</h2><p>Why the engine left statements unmatched: in-scope ones are answers it withheld (some would have been wrong anyway), out-of-scope ones what it caught.</p>' +
        table(['reason', 'in scope (lost)', 'out of scope (caught)'], report.unmatchedReasons.map((row) => [esc(row.reason), num(row.inScope), num(row.outOfScope)])),
    );
  }

  if (report.decisionSweep) {
    const sweep = report.decisionSweep;
    const curve = decisionCurve(sweep);
    const shares = shareCurve(sweep);
    sections.push(
      `<h2>The decision's knob: ${esc(sweep.knob)}</h2><p>The test statements answered again at each setting, without retraining ` +
        `(this model: ${esc(currentSettingText(sweep.current))}). Pick the setting whose trade-off suits your bot.</p>` +
        promiseText(sweep, report) +
        regretText(sweep) +
        (curve || shares ? `<div class="charts">${curve ? `<div class="chart"><h3>In-scope accuracy against out-of-scope recall</h3>${curve}</div>` : ''}${shares ? `<div class="chart"><h3>Expected accuracy across the out-of-scope share</h3>${shares}</div>` : ''}</div>` : '') +
        table(
          [sweep.knob, 'accuracy', 'in-scope accuracy', 'out-of-scope recall'],
          sweep.points.map((p) => [`${shareText(p.value)}${isCurrentSetting(sweep.current, p.value) ? ' (this model)' : ''}`, percent(p.accuracy), percent(p.inScopeAccuracy), percent(p.outOfScopeRecall)]),
        ),
    );
  }

  sections.push(
    '<h2>Intents</h2><p>Worst F1 first. Macro and weighted means leave "(unmatched)" out.</p>' +
      table(
        ['intent', 'precision', 'recall', 'F1', 'support', 'predicted'],
        [...report.intents.perIntent]
          .sort((a, b) => a.f1 - b.f1 || compareNames(a.intent, b.intent))
          .map((row) => [esc(row.intent), num(decimal(row.precision)), num(decimal(row.recall)), num(decimal(row.f1), row.f1 < 0.5), num(row.support), num(row.predicted)]),
        [
          ['<b>macro</b>', num(decimal(report.intents.macro.precision)), num(decimal(report.intents.macro.recall)), num(decimal(report.intents.macro.f1)), '', ''],
          ['<b>weighted</b>', num(decimal(report.intents.weighted.precision)), num(decimal(report.intents.weighted.recall)), num(decimal(report.intents.weighted.f1)), '', ''],
        ],
      ),
  );
  if (report.intents.mostConfused.length > 0) {
    sections.push(
      '<h2>Most confused</h2>' +
        table(['expected', 'predicted', 'count'], report.intents.mostConfused.map((pair) => [esc(labelText(pair.expected)), esc(labelText(pair.predicted)), num(pair.count)])),
    );
  }

  if (report.entities) {
    const { micro, perEntity, valueAccuracy } = report.entities;
    sections.push(
      `<h2>Entities</h2><p>Exact span and label match. Micro F1 ${decimal(micro.f1)} (${micro.correct} exact of ${micro.support} expected, ${micro.predicted} predicted); value accuracy on exact matches ${percent(valueAccuracy)}.</p>` +
        table(
          ['entity', 'precision', 'recall', 'F1', 'support', 'predicted'],
          perEntity.map((row) => [esc(row.entity), num(decimal(row.precision)), num(decimal(row.recall)), num(decimal(row.f1), row.f1 < 0.5), num(row.support), num(row.predicted)]),
        ),
    );
  }

  if (report.folds) {
    sections.push(
      '<h2>Folds</h2>' +
        table(['fold', 'train', 'test', 'accuracy', 'training'], report.folds.map((f) => [num(f.fold + 1), num(f.trainExamples), num(f.testExamples), num(percent(f.accuracy)), num(seconds(f.trainingSeconds))])),
    );
  }

  const intentErrors = report.errors.intents;
  sections.push(
    `<h2>Misclassified statements (${intentErrors.length})</h2>` +
      (intentErrors.length === 0
        ? '<p>None.</p>'
        : table(
            ['statement', 'expected', 'predicted', 'best intent', 'confidence'],
            intentErrors
              .slice(0, maxErrors)
              .map((e) => [esc(e.text), esc(labelText(e.expected)), esc(answerText(e.predicted, e.unmatchedReason)), esc(labelText(e.topIntent)), num(decimal(e.confidence, 2))]),
          ) + more(intentErrors.length, maxErrors)),
  );

  if (report.entities) {
    const entityErrors = report.errors.entities;
    const spans = (list: readonly { entity: string; value: string }[]) => list.map((s) => `${esc(s.entity)}: “${esc(s.value)}”`).join('<br>');
    sections.push(
      `<h2>Entity errors (${entityErrors.length})</h2>` +
        (entityErrors.length === 0
          ? '<p>None.</p>'
          : table(
              ['statement', 'missed', 'spurious', 'wrong value'],
              entityErrors
                .slice(0, maxErrors)
                .map((e) => [esc(e.text), spans(e.missed), spans(e.spurious), e.wrongValue.map((w) => `${esc(w.expected.entity)}: “${esc(w.expected.value)}” → “${esc(w.predicted.value)}”`).join('<br>')]),
            ) + more(entityErrors.length, maxErrors)),
    );
  }

  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Evaluation report</title><style>${STYLE}</style></head><body>${sections.join('\n')}</body></html>\n`;
}

/** Cells are already-escaped HTML. */
function table(header: string[], rows: string[][], footer: string[][] = []): string {
  const row = (cells: string[]) => `<tr>${cells.join('')}</tr>`;
  const td = (cells: string[]) => cells.map((c) => (c.startsWith('<td') ? c : `<td>${c}</td>`));
  return `<table><thead>${row(header.map((h) => `<th>${esc(h)}</th>`))}</thead><tbody>${rows.map((r) => row(td(r))).join('')}${footer.map((r) => row(td(r))).join('')}</tbody></table>`;
}

function num(value: string | number, bad = false): string {
  return `<td class="n${bad ? ' bad' : ''}">${esc(String(value))}</td>`;
}

function more(total: number, shown: number): string {
  return total > shown ? `<p>…and ${total - shown} more in report.json.</p>` : '';
}

/** What the folds promised for the setting, against this test. */
function promiseText(sweep: DecisionSweep, report: Report): string {
  if (!sweep.promise) return '';
  const test = report.outOfScope;
  return `<p>Promised by the corpus's traffic-like folds at this setting: ${esc(percent(sweep.promise.inScopeKept))} of in-scope statements answered right, ${esc(percent(sweep.promise.outOfScopeRejected))} of out-of-scope ones left unmatched${test ? `; on this test: in-scope accuracy ${esc(percent(test.inScopeAccuracy))}, out-of-scope recall ${esc(percent(test.recall))}` : ''}.</p>`;
}

/** The setting's regret on this test, in a sentence (empty when the test lacks either kind of statement). */
function regretText(sweep: DecisionSweep): string {
  const r = sweep.regret;
  if (!r) return '';
  return `<p>On this test (${esc(percent(r.testShare))} out of scope) the model answers ${esc(percent(r.accuracy))} right; the best of the settings, picked on the test itself, ${esc(percent(r.bestAccuracy))} (${esc(shareText(r.bestSetting))}): a regret of ${esc(((r.bestAccuracy - r.accuracy) * 100).toFixed(1))} points.</p>`;
}
