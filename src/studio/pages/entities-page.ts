/**
 * The Entities page: every entity of the corpus with its type and settings; a list's values and synonyms editable
 * in place; a regex's pattern and flags with a live check of what the engine matches in a statement; the corpus's
 * problems of entities beside the entity they name.
 */
import type { Issue } from '../../errors.js';
import { ENTITIES_SCRIPT } from '../client/entities.js';
import type { EntityFileView, EntityView } from '../entity-document.js';
import { ENTITIES_STYLE } from './entities-style.js';
import { entitySettingsForm } from './entity-settings-form.js';
import { IssuePlaces } from './issue-places.js';
import { escapeHtml, layout, type PageCommon } from './layout.js';

const TYPE_NOTES: Record<string, string> = {
  list: 'Found by its values and synonyms (case aside).',
  regex: 'Found where its pattern matches; the value is the matched text.',
  learned: 'Learned from the utterances that annotate it.',
  builtin: 'Found by the engine\'s own rules.',
  role: 'A parameter holding a value of the entity named by "of", told apart from its other roles by the words around it.',
  ignore: 'Words annotated so are never a parameter: the tagger learns to keep every entity off them.',
};

/** The builtin kinds `nlu train` knows, each with what it finds. */
const BUILTIN_KINDS: [string, string][] = [
  ['datetime', 'a date, time or interval ("tomorrow at 8pm", "this weekend") as ISO 8601'],
  ['duration', 'a length of time ("2 hours and 30 minutes" → PT2H30M)'],
  ['number', 'digits or words ("1,200", "fifty")'],
  ['ordinal', 'a rank ("3rd", "twenty-first" → 3, 21)'],
  ['percentage', 'a share ("25%", "ten percent" → 25, 10)'],
  ['temperature', 'degrees ("37°C" → 37 celsius)'],
  ['distance', 'a length ("3 km", "8 miles" → 8 mi)'],
  ['money', 'an amount with a currency ("$50")'],
  ['phone', 'a phone number, digits with a leading + kept'],
  ['email', 'an email address'],
  ['url', 'a web address (http://, www.)'],
];

export interface EntitiesPageData {
  entities: EntityFileView[];
  /** The corpus's problems, files relative to the project folder. */
  issues: Issue[];
  /** How many utterances annotate each entity. */
  annotations: Map<string, number>;
  /** The corpus's files a new entity may go to. */
  files: string[];
}

export function entitiesPage(data: EntitiesPageData, common: PageCommon): string {
  const { entities: files, issues } = data;
  const entityIssues = issues.filter((i) => i.path === 'entities' || i.path.startsWith('entities.'));
  const places = new IssuePlaces(entityIssues);
  const all = files.flatMap((f) => f.entities.map((entity) => ({ file: f.file, entity })));
  const bounds = new Map<string, string>();
  for (const { entity } of all) if (entity.editable?.type === 'learned' && entity.editable.range) bounds.set(entity.editable.range, entity.name);
  const sections = all.map(({ file, entity }) => section(file, entity, places, data.annotations.get(entity.name) ?? 0, bounds)).join('\n');
  // The file a new entity goes to by default: the first that has entities.
  const home = files[0]?.file;
  const newEntity = `<details class="panel" id="new-entity"><summary>New entity</summary>
<form id="add-entity">
<label for="entity-name">Name</label> <input type="text" id="entity-name" required placeholder="e.g. size" autocomplete="off">
<label for="entity-type">Type</label> <select id="entity-type"><option value="list">list: values and synonyms</option><option value="regex">regex: a pattern</option><option value="learned">learned: from annotated utterances</option><option value="builtin">builtin: dates and times, numbers, quantities, phones, emails, urls</option></select>
<label for="entity-file">File</label> <select id="entity-file">${data.files.map((f) => `<option${f === home ? ' selected' : ''}>${escapeHtml(f)}</option>`).join('')}</select>
<label for="entity-first" id="entity-first-label">First value</label> <input type="text" id="entity-first" autocomplete="off" spellcheck="false" placeholder="e.g. small">
<label for="entity-builtin" id="entity-builtin-label" hidden>Kind</label> <select id="entity-builtin" hidden>${BUILTIN_KINDS.map(([k, note]) => `<option value="${k}">${k}: ${escapeHtml(note)}</option>`).join('')}</select>
<button type="submit">Add entity</button>
</form></details>`;
  const elsewhere = issues.length - entityIssues.length;
  const summary = entityIssues.length === 0
    ? `<p class="ok" id="validation">No problems with entities${elsewhere > 0 ? `; the corpus has <a href="/#validation">${elsewhere} other problem${elsewhere > 1 ? 's' : ''}</a>` : ''}.</p>`
    : `<section class="validation" id="validation" role="alert"><h2>${entityIssues.length} problem${entityIssues.length > 1 ? 's' : ''} with entities, as <code>nlu train</code> reports them</h2>
<ul>${entityIssues.map((i) => `<li>${places.link(i)}: ${escapeHtml(i.message)}</li>`).join('')}</ul>
${elsewhere > 0 ? `<p>And <a href="/#validation">${elsewhere} on the Corpus page</a>.</p>` : ''}</section>`;
  const toc = `<nav class="toc" aria-label="Entities"><h2>Entities</h2><ul>${all.map(({ entity }) => `<li><a href="#entity-${escapeHtml(entity.name)}">${escapeHtml(entity.name)}</a> <span>${escapeHtml(entity.type)}</span></li>`).join('')}</ul>
<p><a href="#new-entity" id="toc-new-entity">+ New entity</a></p></nav>`;
  const body = `<div class="columns">${toc}<div class="content"><h1>Entities</h1>
<p class="hint">The entities of the corpus's YAML files. Saving writes the file on disk, changing only the lines of what changed; annotate an entity in utterances on the Corpus page.</p>
<p id="message" role="status" aria-live="polite"></p>
${summary}
${newEntity}
${all.length === 0 ? '<p class="hint">The corpus defines no entities: add an <code>entities:</code> map to a corpus file.</p>' : ''}
${sections}</div></div>`;
  return layout({ ...common, title: 'Entities', active: 'entities', body, script: ENTITIES_SCRIPT, style: ENTITIES_STYLE });
}

function section(file: string, entity: EntityView, places: IssuePlaces, annotated: number, bounds: ReadonlyMap<string, string>): string {
  const name = escapeHtml(entity.name);
  const anchor = `entity-${name}`;
  const data = `data-file="${escapeHtml(file)}" data-entity="${name}"`;
  const settings = entity.editable ? entitySettingsForm(entity.editable, data, anchor, entity.name, bounds) : entity.settings.length === 0 ? '' : `<ul class="settings" aria-label="Settings">${entity.settings.map(([k, v]) => `<li><code>${escapeHtml(k)}: ${escapeHtml(v)}</code></li>`).join('')}</ul>`;
  let content = '';
  if (entity.values) {
    const rows = entity.values.map((v, i) => `<li><form class="value" ${data} data-index="${i}" data-expected="${escapeHtml(v.value)}">
<input type="text" name="value" value="${escapeHtml(v.value)}" aria-label="Value ${i + 1} of ${name}" required autocomplete="off">
<input type="text" name="synonyms" value="${escapeHtml(v.synonyms.join(', '))}" aria-label="Synonyms of ${escapeHtml(v.value)} (${name})" placeholder="no synonyms" autocomplete="off">
<button type="submit">Save</button><button type="button" class="delete" aria-label="Delete the value ${escapeHtml(v.value)} of ${name}">Delete</button>
</form></li>`).join('\n');
    content = `<div class="values-head"><span>Value</span><span>Synonyms, separated by commas</span>
${entity.values.length > 12 ? `<label class="filter">Filter <input type="search" class="filter-values" aria-label="Filter the values of ${name}" placeholder="value or synonym"></label>` : ''}</div>
<ol class="values">${rows}</ol>
<form class="add-value" ${data}>
<input type="text" name="value" aria-label="New value of ${name}" placeholder="new value" required autocomplete="off">
<input type="text" name="synonyms" aria-label="Synonyms of the new value of ${name}" placeholder="synonyms, separated by commas" autocomplete="off">
<button type="submit">Add value</button>
</form>`;
  } else if (entity.type === 'regex') {
    const pattern = entity.pattern ?? '';
    content = `<form class="regex" ${data} data-expected="${escapeHtml(pattern)}">
<label for="${anchor}-pattern">Pattern</label> <input type="text" id="${anchor}-pattern" name="pattern" value="${escapeHtml(pattern)}" required spellcheck="false" autocomplete="off">
<label for="${anchor}-flags">Flags</label> <input type="text" id="${anchor}-flags" name="flags" value="${escapeHtml(entity.flags ?? '')}" size="4" spellcheck="false" autocomplete="off">
<button type="submit">Save</button>
<p class="regex-problem" role="status" aria-live="polite"></p>
<label for="${anchor}-test">Try a statement</label> <input type="text" id="${anchor}-test" name="test" placeholder="type a statement: what the pattern matches is highlighted" spellcheck="false" autocomplete="off">
<p class="regex-result" aria-live="polite"></p>
</form>`;
  }
  return `<section class="entity" id="${anchor}" aria-labelledby="${anchor}-title">
<div class="entity-head"><h2 id="${anchor}-title">${name} <span class="type">${escapeHtml(entity.type)}</span> <small>${escapeHtml(file)}${entity.values ? ` · ${entity.values.length} value${entity.values.length === 1 ? '' : 's'}` : ''} · annotated in ${annotated} utterance${annotated === 1 ? '' : 's'}</small></h2>
<div class="entity-actions"><details class="rename"><summary>Rename</summary><form class="rename-entity" ${data}>
<label for="${anchor}-rename">New name</label> <input type="text" id="${anchor}-rename" name="name" value="${name}" required autocomplete="off" spellcheck="false">
<button type="submit">Rename in ${annotated} utterance${annotated === 1 ? '' : 's'}</button></form></details>
<button type="button" class="delete delete-entity" ${data} data-count="${annotated}">Delete entity</button></div></div>
<p class="hint">${escapeHtml(TYPE_NOTES[entity.type] ?? 'A type nlu train does not know.')}</p>
${settings}
${places.list(file, `entities.${entity.name}`, anchor, true)}
${content}
</section>`;
}
