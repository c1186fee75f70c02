/** The Train and try page: train with progress, then try a statement and see the answer and why. */
import { TRY_SCRIPT } from '../client/try.js';
import { escapeHtml, layout, type PageCommon } from './layout.js';

export function tryPage(modelState: string, common: PageCommon): string {
  const body = `<h1>Train and try</h1>
<section class="panel" aria-labelledby="train-title">
<h2 id="train-title">Train</h2>
<p>Trains the corpus into the draft model, as <code>nlu train</code> does; the <a href="/publish">Publish</a> page makes it the model servers load. <span id="model-state">${escapeHtml(modelState)}</span></p>
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
<h3>Entities</h3><table id="entities"><thead><tr><th scope="col">Entity</th><th scope="col">Value</th><th scope="col">As written</th><th scope="col">Source</th><th scope="col">Resolution</th><th scope="col">Param</th></tr></thead><tbody></tbody></table>
</section>
<section><h3 id="why"></h3>
<p id="decision"></p>
<table id="winner-features"><caption>Features that pushed <span class="winner"></span></caption><thead><tr><th scope="col">Feature</th><th scope="col">Contribution</th></tr></thead><tbody></tbody></table>
<table id="runner-features"><caption>Features that pushed the runner-up <span class="runner"></span></caption><thead><tr><th scope="col">Feature</th><th scope="col">Contribution</th></tr></thead><tbody></tbody></table>
</section>
</div>
</div>
</section>`;
  return layout({ ...common, title: 'Train and try', active: 'try', body, script: TRY_SCRIPT });
}
