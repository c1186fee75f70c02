/** The studio's pages, rendered on the server: plain HTML with labels and buttons, usable with the keyboard alone. */
import type { Issue } from '../errors.js';
import type { CorpusFileView } from './corpus-document.js';
import { STUDIO_SCRIPT } from './client-script.js';
import { STUDIO_STYLE } from './style.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface Layout {
  title: string;
  active: 'corpus' | 'try';
  csrfToken: string;
  corpusLabel: string;
  body: string;
}

function layout(page: Layout): string {
  const link = (href: string, key: Layout['active'], label: string) =>
    `<a href="${href}"${page.active === key ? ' aria-current="page"' : ''}>${label}</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<meta name="csrf-token" content="${escapeHtml(page.csrfToken)}">
<title>${escapeHtml(page.title)} · nlu studio</title>
<style>${STUDIO_STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header>
<strong>nlu studio</strong>
<nav aria-label="Pages">${link('/', 'corpus', 'Corpus')}${link('/try', 'try', 'Train and try')}</nav>
<span class="where">corpus: <code>${escapeHtml(page.corpusLabel)}</code></span>
</header>
<main id="main">
${page.body}
</main>
<script>${STUDIO_SCRIPT}</script>
</body>
</html>`;
}

/** Where an issue points: "intents[2].utterances[4]" names an utterance the page shows. */
function issueKey(file: string, path: string): string {
  return `${file}#${path}`;
}

export function corpusPage(files: CorpusFileView[], issues: Issue[], common: Omit<Layout, 'title' | 'active' | 'body'>): string {
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
        return `<li><form class="utterance" data-file="${escapeHtml(f.file)}" data-intent="${index}" data-index="${j}" data-expected="${escapeHtml(u)}">
<input type="text" name="text" value="${escapeHtml(u)}" aria-label="${escapeHtml(label)}" required>
<button type="submit">Save</button><button type="button" class="delete" aria-label="Delete utterance ${j + 1} of ${escapeHtml(name)}">Delete</button>
</form>${issueList(issuesAt(f.file, `${path}.utterances[${j}]`))}</li>`;
      }).join('\n');
      const anchor = `intent-${escapeHtml(id)}`;
      return `<section class="intent" id="${anchor}" aria-labelledby="${anchor}-title">
<h2 id="${anchor}-title">${escapeHtml(name)} <small>${escapeHtml(id)} · ${escapeHtml(f.file)} · ${utterances.length} utterances</small></h2>
${issueList([...issuesAt(f.file, path)])}
<ol class="utterances">${rows}</ol>
<form class="add" data-file="${escapeHtml(f.file)}" data-intent="${index}">
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
  return layout({ ...common, title: 'Corpus', active: 'corpus', body });
}

export function tryPage(modelState: string, common: Omit<Layout, 'title' | 'active' | 'body'>): string {
  const body = `<h1>Train and try</h1>
<section class="panel" aria-labelledby="train-title">
<h2 id="train-title">Train</h2>
<p>Trains the corpus into the model file, as <code>nlu train</code> does. <span id="model-state">${escapeHtml(modelState)}</span></p>
<button type="button" id="train">Train</button>
<progress id="train-progress" aria-label="Training progress" hidden></progress>
<p id="train-status" role="status" aria-live="polite"></p>
<pre id="train-output" hidden></pre>
</section>
<section class="panel" aria-labelledby="try-title">
<h2 id="try-title">Try a statement</h2>
<form id="try">
<label for="statement">Statement</label>
<input type="text" id="statement" name="statement" required autocomplete="off">
<button type="submit">Try</button>
</form>
<p id="try-status" role="status" aria-live="polite"></p>
<div id="result" hidden>
<div class="columns2">
<section><h3>Answer, as the HTTP adapter returns it</h3><pre id="answer"></pre>
<p id="unmatched"></p>
<h3>Alternatives</h3><table id="alternatives"><thead><tr><th scope="col">Intent</th><th scope="col">Confidence</th></tr></thead><tbody></tbody></table>
<h3>Entities</h3><table id="entities"><thead><tr><th scope="col">Entity</th><th scope="col">Value</th><th scope="col">As written</th><th scope="col">Source</th><th scope="col">Param</th></tr></thead><tbody></tbody></table>
</section>
<section><h3>Why <span id="winner-name"></span> won</h3>
<p id="decision"></p>
<table id="winner-features"><caption>Features that pushed <span class="winner"></span></caption><thead><tr><th scope="col">Feature</th><th scope="col">Contribution</th></tr></thead><tbody></tbody></table>
<table id="runner-features"><caption>Features that pushed the runner-up <span class="runner"></span></caption><thead><tr><th scope="col">Feature</th><th scope="col">Contribution</th></tr></thead><tbody></tbody></table>
</section>
</div>
</div>
</section>`;
  return layout({ ...common, title: 'Train and try', active: 'try', body });
}
