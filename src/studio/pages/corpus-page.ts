/** The Corpus page: every intent's utterances as written in the YAML files, editable in place, with the corpus's problems beside them. */
import type { Issue } from '../../errors.js';
import { CORPUS_SCRIPT } from '../client/corpus.js';
import type { CorpusFileView } from '../corpus-document.js';
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

/** Where an issue points: "intents[2].utterances[4]" names an utterance the page shows. */
function issueKey(file: string, path: string): string {
  return `${file}#${path}`;
}

export function corpusPage(files: CorpusFileView[], issues: Issue[], common: PageCommon): string {
  const placed = new Set<Issue>();
  const byKey = new Map<string, Issue[]>();
  for (const issue of issues) {
    const key = issueKey(issue.file ?? '', issue.path);
    byKey.set(key, [...(byKey.get(key) ?? []), issue]);
  }
  const issuesAt = (file: string, path: string): Issue[] => {
    const found = byKey.get(issueKey(file, path)) ?? [];
    found.forEach((i) => placed.add(i));
    return found;
  };
  const issueList = (list: Issue[]) => list.length === 0 ? '' : `<ul class="issues">${list.map((i) => `<li>${escapeHtml(i.message)}</li>`).join('')}</ul>`;

  const intents = files.flatMap((f) => f.intents.map((intent) => ({ file: f.file, intent })));
  const sections = files.map((f) => {
    if (f.problem) return `<section class="intent"><h2>${escapeHtml(f.file)}</h2><p class="problem">${escapeHtml(f.problem)}</p></section>`;
    return f.intents.map(({ index, id, name, utterances }) => {
      const path = `intents[${index}]`;
      const rows = utterances.map((u, j) => {
        const label = `Utterance ${j + 1} of ${name}`;
        return `<li id="${utteranceAnchor(id, j)}"><form class="utterance" data-file="${escapeHtml(f.file)}" data-intent="${index}" data-index="${j}" data-expected="${escapeHtml(u)}">
<input type="text" name="text" value="${escapeHtml(u)}" aria-label="${escapeHtml(label)}" required>
<button type="submit">Save</button><button type="button" class="delete" aria-label="Delete utterance ${j + 1} of ${escapeHtml(name)}">Delete</button>
</form>${issueList(issuesAt(f.file, `${path}.utterances[${j}]`))}</li>`;
      }).join('\n');
      const anchor = `intent-${escapeHtml(id)}`;
      return `<section class="intent" id="${anchor}" aria-labelledby="${anchor}-title">
<h2 id="${anchor}-title">${escapeHtml(name)} <small>${escapeHtml(id)} · ${escapeHtml(f.file)} · ${utterances.length} utterances</small></h2>
${issueList([...issuesAt(f.file, path)])}
<ol class="utterances">${rows}</ol>
<form class="add" data-file="${escapeHtml(f.file)}" data-intent="${index}" data-intent-id="${escapeHtml(id)}">
<label>New utterance for ${escapeHtml(name)} <input type="text" name="text" placeholder="e.g. show me [Nike](vendor) shoes" required></label>
<button type="submit">Add</button>
</form>
</section>`;
    }).join('\n');
  }).join('\n');

  const rest = issues.filter((i) => !placed.has(i));
  const summary = issues.length === 0
    ? '<p class="ok" id="validation">No problems: <code>nlu train</code> accepts this corpus.</p>'
    : `<section class="validation" id="validation" role="alert"><h2>${issues.length} problem${issues.length > 1 ? 's' : ''}, as <code>nlu train</code> reports them</h2>
<ul>${issues.map((i) => `<li>${escapeHtml([i.file, i.path].filter(Boolean).join(': '))}: ${escapeHtml(i.message)}</li>`).join('')}</ul>
${rest.length < issues.length ? '<p>Those on an utterance are shown beside it too.</p>' : ''}</section>`;
  const toc = `<nav class="toc" aria-label="Intents"><h2>Intents</h2><ul>${intents.map(({ intent }) => `<li><a href="#intent-${escapeHtml(intent.id)}">${escapeHtml(intent.name)}</a> <span>${intent.utterances.length}</span></li>`).join('')}</ul></nav>`;
  const body = `<div class="columns">${toc}<div class="content"><h1>Corpus</h1>
<p class="hint">Utterances as written in the YAML files; annotate an entity as <code>[value](entity)</code>. Saving writes the file on disk, changing only that line.</p>
<p id="message" role="status" aria-live="polite"></p>
${summary}
${sections}</div></div>`;
  return layout({ ...common, title: 'Corpus', active: 'corpus', body, script: CORPUS_SCRIPT });
}

