/**
 * The Corpus page: the intents' utterances and the out-of-scope examples as written in the YAML files, a page of
 * them at a time (corpus-listing.ts: a search across text, entities and intents, an intent's own list), editable in
 * place (edit, annotate by selecting words, move, delete, add), intents added and deleted, and the corpus's problems
 * beside what they name. The page's script fetches other pages of the listing from /api/corpus/listing.
 */
import type { Issue } from '../../errors.js';
import { CORPUS_SCRIPT } from '../client/corpus.js';
import type { CorpusFileView } from '../corpus-document.js';
import { listingSearch, outOfScopeAnchorId, utteranceAnchorId, type Listing, type ListedSection } from '../corpus-listing.js';
import { CORPUS_STYLE } from './corpus-style.js';
import { IssuePlaces } from './issue-places.js';
import { escapeHtml, layout, type PageCommon } from './layout.js';

/** The anchor of an utterance's row (HTML-escaped): opening /#utterance-<intent id>-<position from 0> focuses its field. */
export function utteranceAnchor(intentId: string, index: number): string {
  return escapeHtml(utteranceAnchorId(intentId, index));
}

/** A link to an utterance from another page: the Corpus page opens the page of the corpus that has it, its field focused. */
export function utteranceHref(intentId: string, index: number): string {
  return `/#${encodeURIComponent(utteranceAnchorId(intentId, index))}`;
}

/** A link that opens the Corpus page with an intent's new-utterance field filled with `text`, to annotate and add. */
export function addUtteranceHref(intentId: string, text: string): string {
  return `/?${new URLSearchParams({ add: intentId, text }).toString()}`;
}

/** The files a new intent can go to, as <option>s: a new file of its own first (value ""), then each corpus file that parses. */
export function intentFileOptions(files: readonly CorpusFileView[], newIntentFile: string | null): string {
  return [
    ...(newIntentFile ? [`<option value="">a new file, ${escapeHtml(newIntentFile)}</option>`] : []),
    ...files.filter((f) => !f.problem).map((f) => `<option value="${escapeHtml(f.file)}">${escapeHtml(f.file)}</option>`),
  ].join('');
}

/** The anchor of an out-of-scope example's row (HTML-escaped). */
export function outOfScopeAnchor(list: number, index: number): string {
  return outOfScopeAnchorId(list, index);
}

export interface CorpusPageData {
  /** Every file of the corpus (the contents, the Move list, the new intent's files). */
  files: CorpusFileView[];
  /** The page of utterances shown. */
  listing: Listing;
  /** The corpus's problems, files relative to the project folder. */
  issues: Issue[];
  /** Every entity the corpus defines, for the annotate control. */
  entityNames: string[];
  /** Where "a new file" puts a new intent ("corpus/intents/<id>.yaml"), or null for a one-file corpus. */
  newIntentFile: string | null;
}

/** How many problems the summary lists; the rest are one filter away ("Only rows with problems"). */
const SUMMARY_LIMIT = 50;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
/** "Utterance 3 of orderStatus" → "utterance 3 of orderStatus": only the first letter lowered, names kept as written. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function row(places: IssuePlaces, file: string, intentId: string | null, j: number, text: string, anchor: string, label: string, issuePath: string): string {
  // A row names its list by the intent's id (no data-intent-id: the out-of-scope examples), never by position.
  return `<li id="${anchor}" value="${j + 1}"><form class="utterance" data-file="${escapeHtml(file)}"${intentId === null ? '' : ` data-intent-id="${escapeHtml(intentId)}"`} data-index="${j}" data-expected="${escapeHtml(text)}">
<span class="field"><input type="text" name="text" value="${escapeHtml(text)}" aria-label="${escapeHtml(label)}" required spellcheck="false" autocomplete="off"></span>
<button type="submit">Save</button><button type="button" class="move" aria-label="Move ${escapeHtml(lowerFirst(label))}">Move…</button><button type="button" class="delete" aria-label="Delete ${escapeHtml(lowerFirst(label))}">Delete</button>
</form>${places.list(file, issuePath, anchor)}</li>`;
}

function intentSection(places: IssuePlaces, section: Extract<ListedSection, { kind: 'intent' }>): string {
  const { file, intent, rows } = section;
  const { index, id, name, utterances } = intent;
  const anchor = `intent-${escapeHtml(id)}`;
  const items = rows.map((r) => row(places, file, id, r.index, r.text, utteranceAnchor(id, r.index), `Utterance ${r.index + 1} of ${name}`, `intents[${index}].utterances[${r.index}]`)).join('\n');
  return `<section class="intent" id="${anchor}" aria-labelledby="${anchor}-title">
<div class="intent-head"><h2 id="${anchor}-title">${escapeHtml(name)} <small>${escapeHtml(id)} · ${escapeHtml(file)} · ${plural(utterances.length, 'utterance')}</small></h2>
<button type="button" class="delete delete-intent" data-file="${escapeHtml(file)}" data-id="${escapeHtml(id)}" data-name="${escapeHtml(name)}" data-count="${utterances.length}">Delete intent</button></div>
${places.list(file, `intents[${index}]`, anchor)}
<form class="add" data-file="${escapeHtml(file)}" data-intent-id="${escapeHtml(id)}">
<label for="add-${anchor}">New utterance for ${escapeHtml(name)}</label>
<span class="field"><input type="text" id="add-${anchor}" name="text" placeholder="e.g. show me Nike shoes, then select Nike and annotate it" required spellcheck="false" autocomplete="off"></span>
<button type="submit">Add</button>
</form>
${items ? `<ol class="utterances">${items}</ol>` : ''}
</section>`;
}

function outOfScopeSection(places: IssuePlaces, sections: Extract<ListedSection, { kind: 'outOfScope' }>[], corpusCount: number): string {
  const lists = sections.map((s) => `<h3>${escapeHtml(s.file)}</h3><ol class="utterances">${s.rows.map((r) => row(places, s.file, null, r.index, r.text, outOfScopeAnchor(s.list, r.index), `Out-of-scope example ${r.index + 1}${s.lists > 1 ? ` of ${s.file}` : ''}`, `outOfScope[${r.index}]`)).join('\n')}</ol>`).join('\n');
  return `<section class="intent" id="out-of-scope" aria-labelledby="out-of-scope-title">
<h2 id="out-of-scope-title">Out of scope <small>statements the engine should leave unmatched · ${plural(corpusCount, 'example')}</small></h2>
<form class="add" id="add-out-of-scope">
<label for="add-oos-text">New out-of-scope example</label>
<span class="field"><input type="text" id="add-oos-text" name="text" placeholder="e.g. what is the weather like" required spellcheck="false" autocomplete="off"></span>
<button type="submit">Add</button>
</form>
${corpusCount === 0 ? '<p class="hint">No out-of-scope examples yet: the first one added goes to a new file, out-of-scope.yaml.</p>' : lists}
</section>`;
}

function pager(listing: Listing, where: string): string {
  const { query, pages } = listing;
  const page = query.page;
  if (pages <= 1) return '';
  const link = (to: number, text: string, rel: string) => (to < 1 || to > pages || to === page
    ? `<span class="off" aria-disabled="true">${text}</span>`
    : `<a href="/${escapeHtml(listingSearch(query, to))}" data-page="${to}" rel="${rel}">${text}</a>`);
  return `<nav class="pager" aria-label="Pages of utterances, ${where}">${link(1, 'First', 'first')} ${link(page - 1, '← Previous', 'prev')}
<span>Page ${page} of ${pages}</span> ${link(page + 1, 'Next →', 'next')} ${link(pages, 'Last', 'last')}</nav>`;
}

/** What the search and filters show, in words: "Utterances 101–200 of 20 005 holding "pizza", in bookTable". */
function listingStatus(listing: Listing, files: readonly CorpusFileView[]): string {
  const { query, total, first, sections } = listing;
  const shown = sections.reduce((n, s) => n + (s.kind === 'problem' ? 0 : Math.max(s.rows.length, s.kind === 'intent' && s.rows.length === 0 ? 1 : 0)), 0);
  const intent = query.intent === null ? null : files.flatMap((f) => f.intents).find((i) => i.id === query.intent);
  const scope = [
    query.q ? `holding "${escapeHtml(query.q)}"` : '',
    query.intent !== null ? `in ${intent ? escapeHtml(intent.name) : `no intent (the corpus has no intent ${escapeHtml(query.intent)})`}` : '',
    query.outOfScope ? 'among the out-of-scope examples' : '',
    query.problems ? 'with a problem' : '',
  ].filter(Boolean).join(', ');
  const all = query.intent !== null || query.outOfScope ? ' · <a href="/">show all intents</a>' : '';
  if (total === 0) return `<p id="listing-status" class="listing-status">No utterance${scope ? ` ${scope}` : ''}.${all}</p>`;
  const range = shown === total ? plural(total, 'row') : `Rows ${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
  return `<p id="listing-status" class="listing-status">${range}${scope ? ` ${scope}` : ''}.${all}</p>`;
}

/** The listing's part of the page (what /api/corpus/listing sends for another page or search). */
export function listingHtml(data: CorpusPageData, places: IssuePlaces): string {
  const { listing, files } = data;
  const intents = listing.sections.filter((s): s is Extract<ListedSection, { kind: 'intent' }> => s.kind === 'intent');
  const oos = listing.sections.filter((s): s is Extract<ListedSection, { kind: 'outOfScope' }> => s.kind === 'outOfScope');
  const problems = listing.sections.filter((s): s is Extract<ListedSection, { kind: 'problem' }> => s.kind === 'problem');
  const { query } = listing;
  const corpusOos = files.reduce((n, f) => n + (f.outOfScope?.length ?? 0), 0);
  const unfiltered = !query.q && query.intent === null && !query.problems;
  const showOos = oos.length > 0 || query.outOfScope || (unfiltered && query.page === listing.pages && corpusOos === 0);
  return `${listingStatus(listing, files)}
${pager(listing, 'top')}
${problems.map((f) => `<section class="intent"><h2>${escapeHtml(f.file)}</h2><p class="problem">${escapeHtml(f.problem)}</p></section>`).join('\n')}
${intents.map((s) => intentSection(places, s)).join('\n')}
${showOos ? outOfScopeSection(places, oos, corpusOos) : ''}
${pager(listing, 'bottom')}`;
}

export function corpusPage(data: CorpusPageData, common: PageCommon): string {
  const { files, issues, entityNames, listing } = data;
  const places = new IssuePlaces(issues, files, true);
  const intents = files.flatMap((f) => f.intents.map((intent) => ({ file: f.file, intent })));
  const listed = listingHtml(data, places);
  const oosLists = files.filter((f) => f.outOfScope !== null);
  const oosCount = oosLists.reduce((n, f) => n + f.outOfScope!.length, 0);

  const moveTargets = [
    ...intents.map(({ file, intent }) => `<option value="${escapeHtml(JSON.stringify({ file, intentId: intent.id }))}">${escapeHtml(intent.name)} (${escapeHtml(file)})</option>`),
    ...oosLists.map((f) => `<option value="${escapeHtml(JSON.stringify({ file: f.file, intentId: null }))}">Out of scope (${escapeHtml(f.file)})</option>`),
  ].join('');
  const widgets = `<div id="tools" hidden><div id="mover" class="tool" role="group" aria-label="Move the utterance" hidden>
<label for="move-target">Move to</label> <select id="move-target">${moveTargets}</select>
<button type="button" id="move-go">Move</button> <button type="button" id="move-cancel">Cancel</button>
</div>
<div id="annotator" class="tool" role="group" aria-label="Annotate words of the field" hidden>
<span id="annotator-hint">Select words in the field (mouse, or Shift+arrows).</span>
<label for="annotate-entity">Annotate as</label> <select id="annotate-entity">${entityNames.map((n) => `<option>${escapeHtml(n)}</option>`).join('')}</select>
<button type="button" id="annotate">Annotate selected words</button> <button type="button" id="unannotate">Remove annotation</button>
</div></div>`;

  const fileOptions = intentFileOptions(files, data.newIntentFile);
  const newIntent = `<details class="panel" id="new-intent"><summary>New intent</summary>
<form id="add-intent">
<label for="intent-id">Id</label> <input type="text" id="intent-id" name="id" required placeholder="e.g. gift-cards" autocomplete="off">
<label for="intent-name">Name</label> <input type="text" id="intent-name" name="name" required placeholder="e.g. giftCards" autocomplete="off">
<label for="intent-file">File</label> <select id="intent-file" name="file">${fileOptions}</select>
<label for="intent-text">First utterance</label> <input type="text" id="intent-text" name="text" placeholder="optional: do you sell gift cards" autocomplete="off">
<button type="submit">Add intent</button>
</form></details>`;

  const rest = places.unplaced();
  const summary = issues.length === 0
    ? '<p class="ok" id="validation">No problems: <code>nlu train</code> accepts this corpus.</p>'
    : `<section class="validation" id="validation" role="alert"><h2>${plural(issues.length, 'problem')}, as <code>nlu train</code> reports them</h2>
<ul>${issues.slice(0, SUMMARY_LIMIT).map((i) => `<li>${places.link(i)}: ${escapeHtml(i.message)}</li>`).join('')}</ul>
${issues.length > SUMMARY_LIMIT ? `<p>And ${plural(issues.length - SUMMARY_LIMIT, 'more problem')}: <a href="/?problems=1">show only the rows with a problem</a>.</p>` : ''}
${rest.length < issues.length || issues.length > 0 ? '<p>Each link opens the row it names, with the problem beside it; problems of entities are on the Entities page.</p>' : ''}</section>`;
  const current = listing.query.intent;
  const toc = `<nav class="toc" aria-label="Intents"><h2>Intents</h2><ul>
<li class="all"><a href="/"${current === null && !listing.query.outOfScope ? ' aria-current="true"' : ''}>All intents</a> <span>${intents.reduce((n, i) => n + i.intent.utterances.length, 0)}</span></li>
${intents.map(({ intent }) => `<li><a href="/?intent=${encodeURIComponent(intent.id)}"${current === intent.id ? ' aria-current="true"' : ''}>${escapeHtml(intent.name)}</a> <span>${intent.utterances.length}</span></li>`).join('')}
<li class="oos"><a href="/?oos=1"${listing.query.outOfScope ? ' aria-current="true"' : ''}>Out of scope</a> <span>${oosCount}</span></li></ul>
<p><a href="#new-intent" id="toc-new-intent">+ New intent</a></p></nav>`;
  const search = `<form id="corpus-search" role="search" action="/" method="get">
<label for="search-text">Search utterances</label>
<input type="search" id="search-text" name="q" value="${escapeHtml(listing.query.q)}" placeholder="words, an entity or an intent: pizza cuisine" autocomplete="off" spellcheck="false">
${listing.query.intent !== null ? `<input type="hidden" name="intent" value="${escapeHtml(listing.query.intent)}">` : ''}${listing.query.outOfScope ? '<input type="hidden" name="oos" value="1">' : ''}
<label class="check"><input type="checkbox" id="search-problems" name="problems" value="1"${listing.query.problems ? ' checked' : ''}> only rows with a problem</label>
</form>`;
  const body = `<div class="columns">${toc}<div class="content"><h1>Corpus</h1>
<p class="hint">Utterances as written in the YAML files, a hundred at a time. Select words in a field to annotate them as an entity (<code>[value](entity)</code>); Enter or Save writes the file on disk, changing only that line.</p>
<p id="message" role="status" aria-live="polite"></p>
${summary}
${newIntent}
${search}
<div id="listing" data-search="${escapeHtml(listingSearch(listing.query))}" data-page="${listing.query.page}" data-pages="${listing.pages}">
${listed}
</div>
${widgets}</div></div>`;
  return layout({ ...common, title: 'Corpus', active: 'corpus', body, script: CORPUS_SCRIPT, style: CORPUS_STYLE });
}
