/**
 * The History page: the studio's changes to the corpus files, newest first, each with the files it wrote and an
 * Undo while those files are still as it left them (the last change of each file, in turn); otherwise why not.
 */
import { HISTORY_SCRIPT } from '../client/history.js';
import type { JournalRow } from '../change-journal.js';
import { escapeHtml, layout, type PageCommon } from './layout.js';

const HISTORY_STYLE = `
.history td.when{white-space:nowrap;color:#5b6475}
.history td.files code{font-size:13px}
.history .why{color:#5b6475;font-size:13px}
`;

export function historyPage(rows: readonly JournalRow[], common: PageCommon): string {
  const body = `<h1>History</h1>
<p class="hint">Every change the studio made to the corpus files, newest first. Undo puts back what the files held before the change;
it is offered while the files are still as the change left it (undo the later changes of a file first). The files stay the source of truth:
a file changed since in an editor or by <code>git</code> is not overwritten. Kept in <code>.nlu-studio/history/</code> (the newest 100 changes).</p>
<p id="message" role="status" aria-live="polite"></p>
${rows.length === 0 ? '<p class="panel">No changes yet.</p>' : `<table class="history panel"><thead><tr><th scope="col">When</th><th scope="col">Change</th><th scope="col">Files</th><th scope="col"><span class="visually-hidden">Undo</span></th></tr></thead><tbody>
${rows.map(row).join('\n')}
</tbody></table>`}`;
  return layout({ ...common, title: 'History', active: 'history', body, script: HISTORY_SCRIPT, style: HISTORY_STYLE });
}

function row(r: JournalRow): string {
  const files = r.files.map((f) => `<code>${escapeHtml(f.file)}</code>${f.before === null ? ' (new)' : ''}`).join(', ');
  const action = r.undoable
    ? `<button type="button" class="undo" data-change-id="${r.id}" aria-label="Undo: ${escapeHtml(r.label)}">Undo</button>`
    : `<span class="why">${escapeHtml(r.why ?? '')}</span>`;
  return `<tr><td class="when"><time datetime="${escapeHtml(r.at)}">${escapeHtml(r.at.slice(0, 19).replace('T', ' '))}</time></td><td>${escapeHtml(r.label)}</td><td class="files">${files}</td><td>${action}</td></tr>`;
}
