/**
 * The Corpus page: every intent's utterances and the out-of-scope examples as written in the YAML files, editable in
 * place (edit, annotate by selecting words, move, delete, add), intents added and deleted, and the corpus's problems
 * beside what they name.
 */
import type { Issue } from '../../errors.js';
import { CORPUS_SCRIPT } from '../client/corpus.js';
import type { CorpusFileView } from '../corpus-document.js';
import { CORPUS_STYLE } from './corpus-style.js';
import { IssuePlaces } from './issue-places.js';
import { escapeHtml, layout, type PageCommon } from './layout.js';

/**
 * The anchor of an utterance's row: other pages link to it (the Evaluate page's errors, the inbox's landings),
 * and opening /#utterance-<intent id>-<position from 0> focuses that utterance's field.
 */
export function utteranceAnchor(intentId: string, index: number): string {
  return `utterance-${escapeHtml(intentId)}-${index}`;
}

/** A link to an utterance from another page: the Corpus page opens with its field focused. */
export function utteranceHref(intentId: string, index: number): string {
  return `/#${encodeURIComponent(`utterance-${intentId}-${index}`)}`;
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

/** The anchor of an out-of-scope example's row: the n-th list of the corpus (in file order), its position from 0. */
export function outOfScopeAnchor(list: number, index: number): string {
  return `out-of-scope-${list}-${index}`;
}

export interface CorpusPageData {
  files: CorpusFileView[];
  /** The corpus's problems, files relative to the project folder. */
  issues: Issue[];
  /** Every entity the corpus defines, for the annotate control. */
  entityNames: string[];
  /** Where "a new file" puts a new intent ("corpus/intents/<id>.yaml"), or null for a one-file corpus. */
  newIntentFile: string | null;
}

export function corpusPage(data: CorpusPageData, common: PageCommon): string {
  const { files, issues, entityNames } = data;
  const places = new IssuePlaces(issues);
  const intents = files.flatMap((f) => f.intents.map((intent) => ({ file: f.file, intent })));

  // A row names its list by the intent's id (no data-intent-id: the out-of-scope examples), never by position.
  const row = (file: string, intentId: string | null, j: number, text: string, anchor: string, label: string, issuePath: string) => `<li id="${anchor}"><form class="utterance" data-file="${escapeHtml(file)}"${intentId === null ? '' : ` data-intent-id="${escapeHtml(intentId)}"`} data-index="${j}" data-expected="${escapeHtml(text)}">
<span class="field"><input type="text" name="text" value="${escapeHtml(text)}" aria-label="${escapeHtml(label)}" required spellcheck="false" autocomplete="off"></span>
<button type="submit">Save</button><button type="button" class="move" aria-label="Move ${escapeHtml(label.toLowerCase())}">Move…</button><button type="button" class="delete" aria-label="Delete ${escapeHtml(label.toLowerCase())}">Delete</button>
</form>${places.list(file, issuePath, anchor)}</li>`;

  const sections = files.map((f) => {
    if (f.problem) return `<section class="intent"><h2>${escapeHtml(f.file)}</h2><p class="problem">${escapeHtml(f.problem)}</p></section>`;
    return f.intents.map(({ index, id, name, utterances }) => {
      const anchor = `intent-${escapeHtml(id)}`;
      const rows = utterances.map((u, j) => row(f.file, id, j, u, utteranceAnchor(id, j), `Utterance ${j + 1} of ${name}`, `intents[${index}].utterances[${j}]`)).join('\n');
      return `<section class="intent" id="${anchor}" aria-labelledby="${anchor}-title">
<div class="intent-head"><h2 id="${anchor}-title">${escapeHtml(name)} <small>${escapeHtml(id)} · ${escapeHtml(f.file)} · ${utterances.length} utterance${utterances.length === 1 ? '' : 's'}</small></h2>
<button type="button" class="delete delete-intent" data-file="${escapeHtml(f.file)}" data-id="${escapeHtml(id)}" data-name="${escapeHtml(name)}" data-count="${utterances.length}">Delete intent</button></div>
${places.list(f.file, `intents[${index}]`, anchor)}
<ol class="utterances">${rows}</ol>
<form class="add" data-file="${escapeHtml(f.file)}" data-intent-id="${escapeHtml(id)}">
<label for="add-${anchor}">New utterance for ${escapeHtml(name)}</label>
<span class="field"><input type="text" id="add-${anchor}" name="text" placeholder="e.g. show me Nike shoes, then select Nike and annotate it" required spellcheck="false" autocomplete="off"></span>
<button type="submit">Add</button>
</form>
</section>`;
    }).join('\n');
  }).join('\n');

  const oosLists = files.filter((f) => f.outOfScope !== null);
  const oosCount = oosLists.reduce((n, f) => n + f.outOfScope!.length, 0);
  const oosRows = oosLists.map((f, list) => `<h3>${escapeHtml(f.file)}</h3><ol class="utterances">${f.outOfScope!.map((u, j) => row(f.file, null, j, u, outOfScopeAnchor(list, j), `Out-of-scope example ${j + 1}${oosLists.length > 1 ? ` of ${f.file}` : ''}`, `outOfScope[${j}]`)).join('\n')}</ol>`).join('\n');
  const outOfScope = `<section class="intent" id="out-of-scope" aria-labelledby="out-of-scope-title">
<h2 id="out-of-scope-title">Out of scope <small>statements the engine should leave unmatched · ${oosCount} example${oosCount === 1 ? '' : 's'}</small></h2>
${oosLists.length === 0 ? '<p class="hint">No out-of-scope examples yet: the first one added goes to a new file, out-of-scope.yaml.</p>' : oosRows}
<form class="add" id="add-out-of-scope">
<label for="add-oos-text">New out-of-scope example</label>
<span class="field"><input type="text" id="add-oos-text" name="text" placeholder="e.g. what is the weather like" required spellcheck="false" autocomplete="off"></span>
<button type="submit">Add</button>
</form>
</section>`;

  const moveTargets = [
    ...intents.map(({ file, intent }) => `<option value="${escapeHtml(JSON.stringify({ file, intentId: intent.id }))}">${escapeHtml(intent.name)} (${escapeHtml(file)})</option>`),
    ...oosLists.map((f) => `<option value="${escapeHtml(JSON.stringify({ file: f.file, intentId: null }))}">Out of scope (${escapeHtml(f.file)})</option>`),
  ].join('');
  const widgets = `<div id="mover" class="tool" role="group" aria-label="Move the utterance" hidden>
<label for="move-target">Move to</label> <select id="move-target">${moveTargets}</select>
<button type="button" id="move-go">Move</button> <button type="button" id="move-cancel">Cancel</button>
</div>
<div id="annotator" class="tool" role="group" aria-label="Annotate words of the field" hidden>
<span id="annotator-hint">Select words in the field (mouse, or Shift+arrows).</span>
<label for="annotate-entity">Annotate as</label> <select id="annotate-entity">${entityNames.map((n) => `<option>${escapeHtml(n)}</option>`).join('')}</select>
<button type="button" id="annotate">Annotate selected words</button> <button type="button" id="unannotate">Remove annotation</button>
</div>`;

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
    : `<section class="validation" id="validation" role="alert"><h2>${issues.length} problem${issues.length > 1 ? 's' : ''}, as <code>nlu train</code> reports them</h2>
<ul>${issues.map((i) => `<li>${places.link(i)}: ${escapeHtml(i.message)}</li>`).join('')}</ul>
${rest.length < issues.length ? '<p>Each is shown beside what it names too (follow its link); problems of entities are on the Entities page.</p>' : ''}</section>`;
  const toc = `<nav class="toc" aria-label="Intents"><h2>Intents</h2><ul>${intents.map(({ intent }) => `<li><a href="#intent-${escapeHtml(intent.id)}">${escapeHtml(intent.name)}</a> <span>${intent.utterances.length}</span></li>`).join('')}
<li class="oos"><a href="#out-of-scope">Out of scope</a> <span>${oosCount}</span></li></ul>
<p><a href="#new-intent" id="toc-new-intent">+ New intent</a></p></nav>`;
  const body = `<div class="columns">${toc}<div class="content"><h1>Corpus</h1>
<p class="hint">Utterances as written in the YAML files. Select words in a field to annotate them as an entity (<code>[value](entity)</code>); Enter or Save writes the file on disk, changing only that line.</p>
<p id="message" role="status" aria-live="polite"></p>
${summary}
${newIntent}
${sections}
${outOfScope}
${widgets}</div></div>`;
  return layout({ ...common, title: 'Corpus', active: 'corpus', body, script: CORPUS_SCRIPT, style: CORPUS_STYLE });
}
