/**
 * What the pages that read the corpus show when there is none at the corpus path (a new project, a typo in
 * --corpus): what is missing, where, and how to make it, instead of an error.
 */
import { escapeHtml, layout, type PageCommon, type PageKey } from './layout.js';

/** A first corpus, as the default one is laid out: one file per intent, in corpus/intents/. */
const EXAMPLE = `intents:
  - id: greeting
    name: greeting
    utterances:
      - hello
      - hi there
      - good morning`;

export function missingCorpusPage(active: PageKey, corpusLabel: string, common: PageCommon): string {
  const folder = escapeHtml(corpusLabel);
  const body = `<h1>No corpus at <code>${folder}</code></h1>
<section class="panel" role="alert" aria-labelledby="missing-title">
<h2 id="missing-title">The studio found nothing at <code>${folder}</code></h2>
<p>The studio edits a corpus of YAML files (intents, their utterances, entities) in the project folder, by default <code>corpus/</code>. There is no file or folder at <code>${folder}</code> yet.</p>
<p><strong>To start one</strong>, make the folder and a first intent file, then reload this page:</p>
<pre>mkdir -p ${folder}/intents
cat &gt; ${folder}/intents/greeting.yaml &lt;&lt;'EOF'
${escapeHtml(EXAMPLE)}
EOF</pre>
<p><strong>If your corpus is elsewhere</strong>, open the studio on it: <code>nlu studio --corpus path/to/corpus</code> (a folder of YAML files, or one file, inside the project folder). The format is in <code>docs/corpus-format.md</code>.</p>
</section>`;
  return layout({ ...common, title: 'No corpus', active, body, script: '' });
}
