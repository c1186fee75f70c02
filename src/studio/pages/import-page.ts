/** The Import page: another engine's export (a path in the project, or a zip uploaded) into a corpus, and its report. */
import { IMPORT_SCRIPT } from '../client/import.js';
import { layout, type PageCommon } from './layout.js';

export function importPage(common: PageCommon): string {
  const formats = `<option value="">detect it</option><option value="rasa">Rasa</option><option value="dialogflow">Dialogflow ES</option><option value="luis">LUIS</option><option value="nlpjs">NLP.js</option>`;
  const body = `<h1>Import a bot</h1>
<p>Reads a Rasa, Dialogflow ES, LUIS or NLP.js export into a corpus in this project, as <code>nlu import</code> does, and shows what became what and what was left out. The corpus is written to a folder of its own: open it with <code>nlu studio --corpus &lt;folder&gt;/corpus</code>.</p>
<section class="panel" aria-labelledby="import-title">
<h2 id="import-title">The export</h2>
<form id="import">
<fieldset><legend>Where it is</legend>
<label><input type="radio" name="source" value="path" checked> A folder, zip or file in the project</label>
<label><input type="radio" name="source" value="zip"> A zip to upload (a Dialogflow export)</label>
</fieldset>
<p class="field" id="path-field"><label for="import-path">Path</label> <input type="text" id="import-path" name="path" placeholder="exports/my-agent.zip, rasa-bot/, app.lu" spellcheck="false" autocomplete="off"></p>
<p class="field" id="zip-field" hidden><label for="import-zip">Zip</label> <input type="file" id="import-zip" name="zip" accept=".zip,application/zip"></p>
<p class="field"><label for="import-from">Format</label> <select id="import-from" name="from">${formats}</select></p>
<p class="field"><label for="import-out">Write to</label> <input type="text" id="import-out" name="out" value="imported" required spellcheck="false" autocomplete="off"></p>
<button type="submit">Import</button>
</form>
<p id="import-status" role="status" aria-live="polite"></p>
</section>
<section class="panel" id="import-result" aria-labelledby="result-title" hidden>
<h2 id="result-title">Report</h2>
<ul id="import-corpora"></ul>
<p id="import-counts"></p>
<p id="import-next"></p>
<table id="import-entries"><caption>What was left out or changed, with where it is in the export</caption><thead><tr><th scope="col">What happened</th><th scope="col">Part</th><th scope="col">What</th><th scope="col">Where</th><th scope="col">Why</th></tr></thead><tbody></tbody></table>
</section>`;
  const style = `#import fieldset { border: 0; padding: 0; margin: 0 0 .5rem; display: flex; gap: 1.5rem; flex-wrap: wrap; }
#import .field { display: grid; grid-template-columns: 6rem minmax(0, 32rem); gap: .5rem; align-items: center; margin: .4rem 0; }
#import .field[hidden] { display: none; }
#import-entries { width: 100%; table-layout: fixed; }
#import-entries td { overflow-wrap: anywhere; vertical-align: top; }
#import-entries th:nth-child(1), #import-entries th:nth-child(2) { width: 8rem; }
#import-entries th:nth-child(4) { width: 14rem; }`;
  return layout({ ...common, title: 'Import', active: 'import', body, script: IMPORT_SCRIPT, style });
}
