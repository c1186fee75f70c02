/**
 * The Inbox page: the messages `nlu serve --record` stored, most useful first (unmatched, then nearest the
 * decision), groups of similar unmatched messages as candidate intents, and one action per message or group:
 * assign it to an intent (it lands in the corpus) or mark it out of scope, or make it (them) a new intent.
 */
import type { TrafficMessage } from '../../traffic/message.js';
import { INBOX_SCRIPT } from '../client/inbox.js';
import type { CorpusFileView, IntentView } from '../corpus-document.js';
import type { EngineReading } from '../inbox-assign.js';
import { suggestedIntent, suggestedName, type MessageGroup } from '../inbox-groups.js';
import { intentFileOptions } from './corpus-page.js';
import { escapeHtml, layout, type PageCommon } from './layout.js';
import { normalizeStatement } from '../../text/normalize.js';

export interface InboxFilters {
  unmatchedOnly: boolean;
  includeLabelled: boolean;
  /** Also the messages whose statement the corpus already holds. */
  inCorpus: boolean;
  /** From 1. */
  page: number;
}

export interface InboxView {
  /** Where the store is, as shown; null with `problem` when there is none. */
  store: string | null;
  problem: string | null;
  filters: InboxFilters;
  /** One row per statement: `ids` the identical messages (the shown one first), `inCorpus` where the corpus has it. */
  messages: Array<{ message: TrafficMessage; ids: number[]; inCorpus: string | null; reading: EngineReading }>;
  hasMore: boolean;
  /** Rows whose statement the corpus already holds (shown only with the filter). */
  inCorpusRows: number;
  /** Unlabelled messages the engine answered with an intent of the corpus, and their distinct statements; null without a store. */
  answered: { messages: number; statements: number } | null;
  /** With the engine's best guess for the group's first message. */
  groups: Array<{ group: MessageGroup; guess: string | null }>;
  intents: IntentView[];
  /** The corpus's files and what "a new file" means, for the New intent forms (as the Corpus page offers them). */
  files: CorpusFileView[];
  newIntentFile: string | null;
  /** One line on the model that reads the messages (the studio's draft or published model). */
  modelState: string;
}

const INBOX_STYLE = `
.filters{display:flex;gap:16px;align-items:center;margin:0 0 12px}
.messages{list-style:none;margin:0;padding:0}
.message,.group{background:#fff;border:1px solid #dde1e8;border-radius:6px;padding:10px 14px;margin:0 0 10px}
.message .text{font-weight:600;margin:0 0 2px}
.meta{color:#5b6475;font-size:13px;margin:0 0 6px}
.meta .unmatched{color:#a3261c}
form.assign{display:flex;gap:6px;align-items:center}
form.assign label{display:flex;gap:6px;align-items:center}
form.assign label.lands{flex:1;min-width:0}
form.assign input{flex:1;min-width:0;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:14px}
.group h3{margin:0 0 4px;font-size:15px}
.group form.assign{flex-wrap:wrap}
select{font:inherit;padding:3px 6px;border:1px solid #b5bccb;border-radius:4px;background:#fff}
.new-intent summary{cursor:pointer;color:#1f4fa3;margin:6px 0 0;width:max-content}
form.new-intent{display:grid;grid-template-columns:auto 1fr;gap:6px 8px;align-items:center;margin:6px 0 0}
form.new-intent input,form.new-intent select{min-width:0;font:inherit}
form.new-intent button{grid-column:2;justify-self:start}
.message form.new-intent{max-width:560px}
.group ul{margin:4px 0 8px;padding-left:22px;font-size:14px}
.paging{display:flex;gap:16px;margin:8px 0}
.labelled{color:#1b6e35}
.count{display:inline-block;margin-left:8px;padding:0 7px;border-radius:10px;background:#e4ebf7;color:#1f4fa3;font-size:13px;font-weight:600}
.in-corpus{color:#1b6e35}
#accept-answered{display:flex;flex-wrap:wrap;gap:8px 14px;align-items:center}
#accept-answered p{margin:0;flex-basis:100%}
.columns-inbox{display:grid;grid-template-columns:1fr 380px;gap:24px;align-items:start}
`;

function when(time: number): string {
  return new Date(time).toISOString().slice(0, 16).replace('T', ' ');
}

function intentOptions(intents: readonly IntentView[], selected: string | null): string {
  return intents.map((i) => `<option value="${escapeHtml(i.id)}"${i.id === selected ? ' selected' : ''}>${escapeHtml(i.name)}</option>`).join('');
}

function answerLine(m: TrafficMessage): string {
  const a = m.answer;
  const answer = a.matched
    ? `answered <strong>${escapeHtml(a.intentName ?? '')}</strong>`
    : `<span class="unmatched">unmatched: ${escapeHtml(a.unmatchedReason ?? 'unknown')}</span>`;
  const label = m.label === null ? '' : ` · <span class="labelled">labelled ${escapeHtml(m.label.intent ?? 'out of scope')}</span>`;
  return `${answer} · confidence ${a.confidence.toFixed(2)} · in-scope score ${a.inScopeScore.toFixed(2)} vs cutoff ${m.cutoff.toFixed(2)} · ${escapeHtml(when(m.time))} UTC${m.masked ? ' · masked' : ''}${label}`;
}

/**
 * A New intent action: id and name prefilled from the suggested name (kebab-case id, camelCase name, as the
 * corpus names its intents), the file it goes to, and one button that creates it and assigns the messages.
 */
function newIntentForm(what: string, ids: string, suggested: string, labels: { summary: string; button: string }, fileOptions: string): string {
  const { id, name } = suggestedIntent(suggested);
  return `<details class="new-intent"><summary>${escapeHtml(labels.summary)}</summary>
<form class="new-intent" data-ids="${ids}">
<label for="new-intent-id-${what}">Id</label><input type="text" id="new-intent-id-${what}" name="intent-id" value="${escapeHtml(id)}" required autocomplete="off">
<label for="new-intent-name-${what}">Name</label><input type="text" id="new-intent-name-${what}" name="intent-name" value="${escapeHtml(name)}" required autocomplete="off">
<label for="new-intent-file-${what}">File</label><select id="new-intent-file-${what}" name="intent-file">${fileOptions}</select>
<button type="submit">${escapeHtml(labels.button)}</button>
</form></details>`;
}

function messageItem({ message: m, ids, inCorpus, reading }: InboxView['messages'][number], intents: readonly IntentView[], fileOptions: string): string {
  const guess = m.answer.intentId ?? reading.intentId;
  const count = ids.length > 1 ? `<span class="count" title="${ids.length} identical messages: an action labels them all">×${ids.length}</span>` : '';
  const where = inCorpus === null ? '' : `<p class="meta in-corpus">Already in the corpus, under ${escapeHtml(inCorpus)}.</p>`;
  return `<li class="message" id="message-${m.id}">
<p class="text">${escapeHtml(m.text)}${count}</p>
<p class="meta">#${m.id}${ids.length > 1 ? ` and ${ids.length - 1} identical` : ''} · ${answerLine(m)}</p>
${where}
<form class="assign" data-id="${m.id}" data-others="${ids.slice(1).join(',')}">
<label>Intent <select name="intent" aria-label="Intent for message ${m.id}">${intentOptions(intents, guess)}</select></label>
<label class="lands">As it lands <input type="text" name="text" value="${escapeHtml(reading.annotated)}" aria-label="Statement of message ${m.id} as it lands, entities as [value](entity)" required></label>
<button type="submit">Assign</button>
<button type="button" class="out-of-scope" aria-label="Mark message ${m.id} out of scope">Out of scope</button>
</form>
${newIntentForm(`message-${m.id}`, String(m.id), suggestedName([m]), { summary: 'New intent from this message', button: 'Create and assign' }, fileOptions)}
</li>`;
}

function groupItem({ group, guess }: InboxView['groups'][number], k: number, intents: readonly IntentView[], fileOptions: string): string {
  const ids = group.messages.map((m) => m.id).join(',');
  // Each statement once, with how many times it was sent.
  const counted = new Map<string, [string, number]>();
  for (const m of group.messages) { const key = normalizeStatement(m.text) || m.text; const seen = counted.get(key); if (seen) seen[1]++; else counted.set(key, [m.text, 1]); }
  const statements = [...counted.values()];
  return `<section class="group" aria-labelledby="group-${k}-title">
<h3 id="group-${k}-title">${group.messages.length} similar: “${escapeHtml(group.name)}”</h3>
<ul>${statements.slice(0, 6).map(([text, n]) => `<li>${escapeHtml(text)}${n > 1 ? ` <span class="count">×${n}</span>` : ''}</li>`).join('')}${statements.length > 6 ? `<li>… and ${statements.length - 6} more</li>` : ''}</ul>
<form class="assign group-assign" data-ids="${ids}">
<label>Intent <select name="intent" aria-label="Intent for the group “${escapeHtml(group.name)}”">${intentOptions(intents, guess)}</select></label>
<button type="submit">Assign all ${group.messages.length}</button>
<button type="button" class="out-of-scope">All out of scope</button>
</form>
${newIntentForm(`group-${k}`, ids, group.name, { summary: `New intent from these ${group.messages.length}`, button: `Create and assign all ${group.messages.length}` }, fileOptions)}
</section>`;
}

/** The bulk action: label every message the engine answered with its answer, and add the statements when asked. */
function acceptPanel(view: InboxView): string {
  const answered = view.answered;
  if (!answered || answered.messages === 0) return '';
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `<section class="panel" aria-labelledby="accept-title"><h2 id="accept-title">Answered by the engine</h2>
<form id="accept-answered">
<p>${plural(answered.messages, 'message')} (${plural(answered.statements, 'distinct statement')}) the engine answered with an intent of the corpus wait for a label. If its answers were right, accept them all: each is labelled with the intent it got (what <code>nlu evaluate --test</code> scores with the export).</p>
<label><input type="checkbox" name="add" id="accept-add"> also add their statements to the corpus, under the intent answered (entities as the engine found them)</label>
<button type="submit">Accept ${plural(answered.messages, 'answered message')}</button>
</form></section>`;
}

function pageLink(filters: InboxFilters, page: number): string {
  const query = new URLSearchParams();
  if (filters.unmatchedOnly) query.set('unmatched', '1');
  if (filters.includeLabelled) query.set('labelled', '1');
  if (filters.inCorpus) query.set('incorpus', '1');
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/inbox${text ? `?${text}` : ''}`;
}

export function inboxPage(view: InboxView, common: PageCommon): string {
  if (view.store === null || view.problem !== null) {
    const body = `<h1>Inbox</h1>
<section class="panel"><p id="message" role="status">${escapeHtml(view.problem ?? 'No traffic store.')}</p>
<p>Run the server with <code>nlu serve --record</code> (it writes <code>data/traffic.sqlite</code>), then open the studio with
<code>--traffic &lt;file or postgres:// URL&gt;</code>, or from the project folder where that file is.</p></section>`;
    return layout({ ...common, title: 'Inbox', active: 'inbox', body, script: '' });
  }
  const { filters } = view;
  const fileOptions = intentFileOptions(view.files, view.newIntentFile);
  const noIntents = view.intents.length === 0 ? '<p class="problem">The corpus has no intent to assign a message to yet: make one with a message\'s New intent.</p>' : '';
  const list = view.messages.length === 0
    ? `<p class="hint">${filters.includeLabelled ? 'No recorded messages here.' : 'Nothing left to label here.'}</p>`
    : `<ol class="messages">${view.messages.map((m) => messageItem(m, view.intents, fileOptions)).join('\n')}</ol>`;
  const paging = filters.page > 1 || view.hasMore
    ? `<nav class="paging" aria-label="Pages of messages">${filters.page > 1 ? `<a href="${pageLink(filters, filters.page - 1)}">Previous page</a>` : ''}<span>Page ${filters.page}</span>${view.hasMore ? `<a href="${pageLink(filters, filters.page + 1)}">Next page</a>` : ''}</nav>`
    : '';
  const groups = view.groups.length === 0
    ? '<p class="hint">No two unlabelled unmatched messages alike yet.</p>'
    : view.groups.map((g, k) => groupItem(g, k, view.intents, fileOptions)).join('\n');
  const body = `<h1>Inbox</h1>
<p class="hint">Messages recorded by <code>nlu serve --record</code> in <code>${escapeHtml(view.store)}</code>, most useful first: unmatched, then nearest the decision.
Assign one to an intent (it is added to the corpus, entities as <code>[value](entity)</code>, and labelled), make it a new intent, or mark it out of scope; then train and publish.</p>
<p class="hint">Guesses and entities from the studio's model. ${escapeHtml(view.modelState)} · <a href="/api/inbox/export.jsonl" download>Export labelled messages</a> (JSONL, as <code>nlu traffic export --labelled</code> writes it)</p>
<p id="message" role="status" aria-live="polite"></p>
${noIntents}
${acceptPanel(view)}
<div class="columns-inbox"><section aria-labelledby="messages-title">
<h2 id="messages-title">Messages</h2>
<form class="filters" method="get" action="/inbox">
<label><input type="checkbox" name="unmatched" value="1"${filters.unmatchedOnly ? ' checked' : ''}> Unmatched only</label>
<label><input type="checkbox" name="labelled" value="1"${filters.includeLabelled ? ' checked' : ''}> Include labelled</label>
<label><input type="checkbox" name="incorpus" value="1"${filters.inCorpus ? ' checked' : ''}> Include those already in the corpus (${view.inCorpusRows})</label>
<button type="submit">Show</button>
</form>
${list}
${paging}
</section>
<section aria-labelledby="groups-title"><h2 id="groups-title">Similar unmatched messages</h2>
<p class="hint">Candidates for a new intent, or for one the corpus has that misses them.</p>
${groups}</section></div>`;
  return layout({ ...common, title: 'Inbox', active: 'inbox', body, script: INBOX_SCRIPT, style: INBOX_STYLE });
}
