/**
 * The Publish page: the draft model (what Train wrote, what the try box answers with), the published model
 * (what servers load), the Publish button, and which model each running server answers with.
 */
import { PUBLISH_SCRIPT } from '../client/publish.js';
import { sameModel, type ModelFileState, type PublishState } from '../publish.js';
import { KEPT_VERSIONS } from '../published-versions.js';
import { escapeHtml, layout, type PageCommon } from './layout.js';

const PUBLISH_STYLE = `
.models td:first-child,.servers td:first-child{font-weight:600}
.match{color:#1b6e35}.differs{color:#8a5a00}.down{color:#a3261c}
#publish-status:empty{display:none}#publish-status.error{color:#a3261c}
`;

export function publishPage(state: PublishState, common: PageCommon): string {
  const body = `<h1>Publish</h1>
<section class="panel" aria-labelledby="models-title">
<h2 id="models-title">Models</h2>
<p class="hint">Train writes a draft; the try box and the Inbox answer with it. Publish copies the draft over the published model,
atomically (a temp file, then a rename); a server run with <code>nlu serve --watch-model</code> (or sent SIGHUP) loads it without a restart.</p>
<table class="models"><thead><tr><th scope="col">Model</th><th scope="col">File</th><th scope="col">Trained</th><th scope="col">Corpus hash</th><th scope="col">Intents</th><th scope="col">State</th></tr></thead>
<tbody id="models-body">${modelRows(state)}</tbody></table>
<button type="button" id="publish">Publish the draft</button>
<p id="publish-status" role="status" aria-live="polite"></p>
</section>
<section class="panel" aria-labelledby="versions-title">
<h2 id="versions-title">Published before</h2>
<p class="hint">Each model Publish replaced is kept (the last ${KEPT_VERSIONS}, in <code>.nlu-studio/published/</code>). Roll back puts one back as the published model,
checked and atomic as Publish is; the model it replaces is kept in turn, so a roll back is undone the same way.</p>
<table class="versions"><thead><tr><th scope="col">Replaced</th><th scope="col">Trained</th><th scope="col">Corpus hash</th><th scope="col">Intents</th><th scope="col"><span class="visually-hidden">Roll back</span></th></tr></thead>
<tbody id="versions-body">${versionRows(state)}</tbody></table>
</section>
<section class="panel" aria-labelledby="servers-title">
<h2 id="servers-title">Servers</h2>
${state.servers.length === 0 ? '<p class="hint">No server given: open the studio with <code>--server http://host:port</code> (repeatable; <code>--server-token</code> when their <code>GET /v1/model</code> asks for one) to see which model each runs.</p>' : ''}
<table class="servers"${state.servers.length === 0 ? ' hidden' : ''}><thead><tr><th scope="col">Server</th><th scope="col">Runs</th><th scope="col">Trained</th><th scope="col">Loaded</th><th scope="col">Watching the file</th></tr></thead>
<tbody id="servers-body">${serverRows(state)}</tbody></table>
<button type="button" id="refresh"${state.servers.length === 0 ? ' hidden' : ''}>Refresh</button>
</section>`;
  return layout({ ...common, title: 'Publish', active: 'publish', body, script: PUBLISH_SCRIPT, style: PUBLISH_STYLE });
}

/** The rows are drawn the same way on the server and, after a publish, by the page's script (client/publish.ts). */
export function modelRows(state: PublishState): string {
  const published = sameModel(state.draft.identity, state.published.identity);
  const rows: Array<[string, ModelFileState, string]> = [
    ['Draft', state.draft, state.draft.identity === null ? '' : published ? 'published' : '<span class="differs">not published</span>'],
    ['Published', state.published, state.published.identity === null ? '' : 'what servers load'],
  ];
  return rows.map(([name, model, note]) => {
    if (model.identity === null) return `<tr><td>${name}</td><td><code>${escapeHtml(model.file)}</code></td><td colspan="4">${escapeHtml(model.problem ?? 'none yet')}</td></tr>`;
    return `<tr><td>${name}</td><td><code>${escapeHtml(model.file)}</code></td><td>${escapeHtml(model.identity.createdAt)}</td><td><code>${shortHash(model.identity.corpusHash)}</code></td><td>${model.identity.intentCount}</td><td>${note}</td></tr>`;
  }).join('');
}

/** Enough of a corpus hash to tell models apart at a glance ("sha256:" dropped). */
function shortHash(hash: string): string {
  return escapeHtml(hash.replace(/^sha256:/, '').slice(0, 12));
}

export function serverRows(state: PublishState): string {
  return state.servers.map((s) => {
    if (s.status.state !== 'answering') return `<tr><td>${escapeHtml(s.status.url)}</td><td class="down" colspan="4">not answering: ${escapeHtml(s.status.problem)}</td></tr>`;
    const runs = s.runs === 'published' ? '<span class="match">the published model</span>' : s.runs === 'draft' ? '<span class="differs">the draft (not published)</span>' : '<span class="differs">another model</span>';
    const refused = s.status.lastRefused ? `<br><span class="down">last reload refused: ${escapeHtml(s.status.lastRefused)}</span>` : '';
    return `<tr><td>${escapeHtml(s.status.url)}</td><td>${runs} <code>${shortHash(s.status.corpusHash)}</code>${refused}</td><td>${escapeHtml(s.status.createdAt)}</td><td>${escapeHtml(s.status.loadedAt)}</td><td>${s.status.watching ? 'yes' : 'no: send SIGHUP'}</td></tr>`;
  }).join('');
}

export function versionRows(state: PublishState): string {
  if (state.versions.length === 0) return '<tr><td colspan="5">None yet: the published model is kept here when Publish replaces it.</td></tr>';
  return state.versions.map((v) => {
    const current = sameModel(v.identity, state.published.identity);
    const action = current ? 'the published model now' : `<button type="button" class="rollback" data-version="${escapeHtml(v.id)}" aria-label="Roll back to the model trained ${escapeHtml(v.identity.createdAt)}">Roll back to this</button>`;
    return `<tr><td>${escapeHtml(v.replacedAt)}</td><td>${escapeHtml(v.identity.createdAt)}</td><td><code>${shortHash(v.identity.corpusHash)}</code></td><td>${v.identity.intentCount}</td><td>${action}</td></tr>`;
  }).join('');
}
