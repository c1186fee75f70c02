/**
 * The Evaluate page: run cross-validation of the corpus or test it on a file (`nlu evaluate` in a child process),
 * then the summary, the statements it got wrong with a link to where each is fixed, and the full HTML report.
 */
import { headlineFigures, runLine } from '../../evaluation/render/headline.js';
import { answerText, currentSettingText, decimal, percent, shareText } from '../../evaluation/render/numbers.js';
import type { Report } from '../../evaluation/report-schema.js';
import { EVALUATE_SCRIPT } from '../client/evaluate.js';
import type { EntityErrorRow, ErrorFix, IntentErrorRow } from '../evaluation-errors.js';
import type { EvaluationResult } from '../evaluation-runs.js';
import { escapeHtml, layout, type PageCommon } from './layout.js';

/** Rows shown per error list: past these, the full report lists them all. */
export const MAX_ERROR_ROWS = 200;
export const DEFAULT_FOLDS = 5;

export interface EvaluatePageData {
  last: (EvaluationResult & { intentErrors: IntentErrorRow[]; entityErrors: EntityErrorRow[] }) | null;
  /** Data files found under the project folder, to pick a test file from. */
  candidates: string[];
  /** Where the reports are written, relative to the project folder. */
  runsFolder: string;
}

const STYLE = `
#evaluate fieldset{border:0;margin:0 0 8px;padding:0}
#evaluate legend{font-weight:600;padding:0;margin-bottom:4px}
#evaluate .choice{display:grid;grid-template-columns:260px 1fr;align-items:center;margin:4px 0}
#evaluate .option{display:flex;gap:8px;align-items:center}
#evaluate input[type=number]{font:inherit;width:5em;padding:4px 8px;border:1px solid #b5bccb;border-radius:4px}
#evaluate input[name=file]{width:420px}
#evaluate input:disabled{background:#f1f3f7;color:#8a93a6}
#evaluate .hint{margin:6px 0 0;font-size:13px}
#evaluate-status:empty{display:none}#evaluate-status.error{color:#a3261c}
.figures{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px;padding:0;list-style:none}
.figures li{background:#f1f3f7;border-radius:4px;padding:4px 10px}
.figures b{font-variant-numeric:tabular-nums}
.errors td:first-child{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px}
#summary h3{margin:0 0 6px;font-size:15px}
.report-frame{width:100%;height:760px;border:1px solid #dde1e8;border-radius:6px;background:#fff}
`;

export function evaluatePage(data: EvaluatePageData, common: PageCommon): string {
  const { last, candidates } = data;
  const testFile = last?.report.run.mode === 'train-test' ? last.report.run.test : null;
  const shown = candidates.slice(0, 8).map((c) => `<code>${escapeHtml(c)}</code>`).join(', ');
  const found = candidates.length === 0
    ? 'No data files found under the project folder: type a path (JSON Lines <code>{"text", "intent"}</code>, or YAML in the corpus format).'
    : `Found under the project folder: ${shown}${candidates.length > 8 ? `, and ${candidates.length - 8} more in the field's list` : ''}.`;
  const body = `<h1>Evaluate</h1>
<form id="evaluate" class="panel" aria-labelledby="evaluate-title">
<h2 id="evaluate-title">Run an evaluation <small>as <code>nlu evaluate</code> does; the reports are written into <code>${escapeHtml(data.runsFolder)}/</code></small></h2>
<fieldset>
<legend>Test on</legend>
<div class="choice"><label class="option"><input type="radio" name="mode" value="cross-validation"${testFile ? '' : ' checked'}> Cross-validation of the corpus</label>
<label class="option">Folds <input type="number" name="folds" min="2" max="20" value="${DEFAULT_FOLDS}" required></label></div>
<div class="choice"><label class="option"><input type="radio" name="mode" value="test-file"${testFile ? ' checked' : ''}> A test file</label>
<label class="option">Test file <input type="text" name="file" list="test-files" value="${escapeHtml(testFile ?? '')}" placeholder="data/test.jsonl" autocomplete="off"></label></div>
<p class="hint">With a test file, the corpus is trained in memory and tested on the file (<code>nlu evaluate --train … --test …</code>); the file must lie inside the project folder. ${found}</p>
</fieldset>
<datalist id="test-files">${candidates.map((c) => `<option value="${escapeHtml(c)}">`).join('')}</datalist>
<button type="submit" id="run">Run</button>
<progress id="evaluate-progress" aria-label="Evaluation progress" hidden></progress>
<p id="evaluate-status" role="status" aria-live="polite"></p>
<pre id="evaluate-output" hidden></pre>
</form>
<p id="message" role="status" aria-live="polite"></p>
${last ? results(last) : '<p class="panel" id="no-result">No evaluation yet: run one above.</p>'}`;
  return layout({ ...common, title: 'Evaluate', active: 'evaluate', body, script: EVALUATE_SCRIPT, style: STYLE });
}

function results(last: NonNullable<EvaluatePageData['last']>): string {
  const { report, id } = last;
  const reportUrl = `/evaluate/runs/${encodeURIComponent(id)}/report.html`;
  const figures = headlineFigures(report).slice(0, 9).map((f) => `<li>${escapeHtml(f.label)} <b>${escapeHtml(f.value)}</b></li>`).join('');
  return `<section class="panel" id="summary" aria-labelledby="summary-title">
<h2 id="summary-title">Last run <small>${escapeHtml(report.createdAt.slice(0, 16).replace('T', ' '))} UTC · <code>${escapeHtml(last.folder)}</code></small></h2>
<p>${escapeHtml(runLine(report))}</p>
<ul class="figures">${figures}</ul>
<div class="columns2">
<div>${perIntentTable(report)}</div>
<div>${decision(report)}${report.folds ? `<p>Fold accuracy: ${report.folds.map((f) => percent(f.accuracy)).join(', ')}.</p>` : ''}</div>
</div>
</section>
${intentErrorsSection(last.intentErrors)}
${entityErrorsSection(last.entityErrors)}
<section class="panel" aria-labelledby="report-title">
<h2 id="report-title">Full report <small><a href="${reportUrl}" target="_blank" rel="noopener">open it alone</a></small></h2>
<iframe class="report-frame" src="${reportUrl}" title="The full evaluation report (report.html)"></iframe>
</section>`;
}

function perIntentTable(report: Report): string {
  // An intent the test never expects (support 0) has F1 0 by definition: it goes after those measured.
  const rows = [...report.intents.perIntent].sort((a, b) => Number(a.support === 0) - Number(b.support === 0) || a.f1 - b.f1 || a.intent.localeCompare(b.intent))
    .map((r) => `<tr><td>${escapeHtml(r.intent)}</td><td class="num">${decimal(r.f1)}</td><td class="num">${decimal(r.precision)}</td><td class="num">${decimal(r.recall)}</td><td class="num">${r.support}</td></tr>`).join('');
  return `<table id="per-intent"><caption>Per intent, worst first</caption>
<thead><tr><th scope="col">Intent</th><th scope="col">F1</th><th scope="col">Precision</th><th scope="col">Recall</th><th scope="col">Statements</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

/** The answer-or-not decision's figures: its setting, the promise of the folds, the regret, and why statements went unmatched. */
function decision(report: Report): string {
  const parts: string[] = ['<h3>The decision</h3>'];
  const sweep = report.decisionSweep;
  if (sweep) {
    parts.push(`<p>Setting: ${escapeHtml(sweep.knob)} ${escapeHtml(currentSettingText(sweep.current))}.</p>`);
    if (sweep.promise) {
      const test = report.outOfScope;
      parts.push(`<p>The corpus's folds promised ${percent(sweep.promise.inScopeKept)} of in-scope statements answered right and ${percent(sweep.promise.outOfScopeRejected)} of out-of-scope ones left unmatched${test ? `; this test gives ${percent(test.inScopeAccuracy)} and ${percent(test.recall)}` : ''}.</p>`);
    }
    if (sweep.regret) {
      const r = sweep.regret;
      parts.push(`<p>On this test (${percent(r.testShare)} out of scope): ${percent(r.accuracy)}; the best setting picked on the test, ${escapeHtml(shareText(r.bestSetting))}, gives ${percent(r.bestAccuracy)}: regret ${((r.bestAccuracy - r.accuracy) * 100).toFixed(1)} points.</p>`);
    } else {
      parts.push('<p>No regret figure: the test needs statements both in and out of scope.</p>');
    }
  } else if (report.run.mode === 'cross-validation') {
    parts.push('<p>Cross-validation trains a model per fold, so the decision\'s sweep and regret are measured on a test file.</p>');
  } else {
    parts.push('<p>No sweep of the decision\'s setting: the model learned no decision curve (its corpus is too small for the traffic-like folds that measure one).</p>');
  }
  if (report.unmatchedReasons) {
    const rows = report.unmatchedReasons.map((r) => `<tr><td>${escapeHtml(r.reason)}</td><td class="num">${r.inScope}</td><td class="num">${r.outOfScope}</td></tr>`).join('');
    parts.push(`<table id="unmatched-reasons"><caption>Left unmatched, by reason</caption><thead><tr><th scope="col">Reason</th><th scope="col">In scope (lost)</th><th scope="col">Out of scope (caught)</th></tr></thead><tbody>${rows}</tbody></table>`);
  }
  return parts.join('\n');
}

function fixCell(fix: ErrorFix): string {
  switch (fix.kind) {
    case 'utterance': return `<a href="${escapeHtml(fix.href)}">Open utterance ${fix.index + 1} of ${escapeHtml(fix.intentName)}</a>`;
    case 'add': return `<a href="${escapeHtml(fix.href)}">Add to ${escapeHtml(fix.intentName)}</a>`;
    case 'out-of-scope': return `<button type="button" class="add-out-of-scope" data-text="${escapeHtml(fix.text)}">Add to out-of-scope examples</button>`;
    case 'none': return `<span class="hint">${escapeHtml(fix.why)}</span>`;
  }
}

function more(total: number): string {
  return total > MAX_ERROR_ROWS ? `<p class="hint">The first ${MAX_ERROR_ROWS} of ${total}; the full report lists them all.</p>` : '';
}

function intentErrorsSection(rows: IntentErrorRow[]): string {
  if (rows.length === 0) return '<section class="panel" id="intent-errors"><h2>Misclassified statements</h2><p>None: every statement got its expected answer.</p></section>';
  const body = rows.slice(0, MAX_ERROR_ROWS).map((r) => `<tr><td>${escapeHtml(r.text)}</td><td>${escapeHtml(r.expected ?? '(out of scope)')}</td><td>${escapeHtml(answerText(r.predicted, r.unmatchedReason))}</td><td class="num">${decimal(r.confidence, 2)}</td><td>${fixCell(r.fix)}</td></tr>`).join('\n');
  return `<section class="panel" id="intent-errors" aria-labelledby="intent-errors-title">
<h2 id="intent-errors-title">Misclassified statements <small>${rows.length}</small></h2>
<table class="errors"><thead><tr><th scope="col">Statement</th><th scope="col">Expected</th><th scope="col">Answered</th><th scope="col">Confidence</th><th scope="col">Fix</th></tr></thead>
<tbody>${body}</tbody></table>${more(rows.length)}
</section>`;
}

function spans(list: { entity: string; value: string }[]): string {
  return list.map((s) => `${s.entity} “${s.value}”`).join(', ');
}

interface PlacedSpan { entity: string; value: string; start: number; end: number }

/**
 * A missed span and a wrongly found one of the same entity over the same words, said as one difference: what the
 * statement's words were, expected and found, and which words the found span took or left out ("missed cuisine
 * “italian”; found wrongly cuisine “italian”" said nothing about how they differ).
 */
export function spanDifference(text: string, expected: PlacedSpan, found: PlacedSpan): string {
  const words = (from: number, to: number) => `“${text.slice(from, to)}”`;
  const parts: string[] = [];
  if (found.start < expected.start) parts.push(`also took ${words(found.start, expected.start)} before it`);
  if (found.start > expected.start) parts.push(`left out ${words(expected.start, found.start)} at its start`);
  if (found.end > expected.end) parts.push(`also took ${words(expected.end, found.end)} after it`);
  if (found.end < expected.end) parts.push(`left out ${words(found.end, expected.end)} at its end`);
  return `${expected.entity}: expected ${words(expected.start, expected.end)}, found ${words(found.start, found.end)} (${parts.join(', ')})`;
}

/** The row's missed and wrongly found spans: those over the same words paired as a difference, the rest as they are. */
export function entityErrorWords(row: { text: string; missed: PlacedSpan[]; spurious: PlacedSpan[]; wrongValue: { expected: PlacedSpan; predicted: PlacedSpan }[] }): string {
  const spurious = [...row.spurious];
  const missed: PlacedSpan[] = [];
  const differences: string[] = [];
  for (const m of row.missed) {
    const k = spurious.findIndex((f) => f.entity === m.entity && f.start < m.end && m.start < f.end);
    if (k < 0) { missed.push(m); continue; }
    differences.push(spanDifference(row.text, m, spurious[k]!));
    spurious.splice(k, 1);
  }
  return [
    differences.join('; '),
    missed.length ? `missed ${spans(missed)}` : '',
    spurious.length ? `found wrongly ${spans(spurious)}` : '',
    row.wrongValue.length ? `wrong value ${row.wrongValue.map((w) => `${w.expected.entity} “${w.predicted.value}” for “${w.expected.value}”`).join(', ')}` : '',
  ].filter(Boolean).join('; ');
}

function entityErrorsSection(rows: EntityErrorRow[]): string {
  if (rows.length === 0) return '';
  const body = rows.slice(0, MAX_ERROR_ROWS).map((r) => {
    const what = entityErrorWords(r);
    return `<tr><td>${escapeHtml(r.text)}</td><td>${escapeHtml(what)}</td><td>${fixCell(r.fix)}</td></tr>`;
  }).join('\n');
  return `<section class="panel" id="entity-errors" aria-labelledby="entity-errors-title">
<h2 id="entity-errors-title">Entity errors <small>${rows.length}</small></h2>
<table class="errors"><thead><tr><th scope="col">Statement</th><th scope="col">What went wrong</th><th scope="col">Fix</th></tr></thead>
<tbody>${body}</tbody></table>${more(rows.length)}
</section>`;
}
