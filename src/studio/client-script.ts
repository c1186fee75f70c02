/**
 * The studio's browser code: plain JavaScript sent inline with each page (no build step). Every request that
 * changes something carries the page's CSRF token in a header and a JSON body (src/studio/guard.ts).
 */
export const STUDIO_SCRIPT = String.raw`
(() => {
  const csrf = document.querySelector('meta[name="csrf-token"]').content;
  async function call(method, url, body) {
    const response = await fetch(url, { method, headers: { 'content-type': 'application/json', 'x-nlu-studio-csrf': csrf }, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
    const data = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(data.error || ('the studio answered ' + response.status));
    return data;
  }
  function say(element, text, isError) {
    element.textContent = text;
    element.classList.toggle('error', Boolean(isError));
  }
  const message = document.getElementById('message');
  /** After a change: reload the page (it shows the file as now written and its validation), back at this spot. */
  function reloadAt(focusId) {
    sessionStorage.setItem('nlu-studio-focus', focusId || '');
    sessionStorage.setItem('nlu-studio-scroll', String(window.scrollY));
    location.reload();
  }
  const returning = sessionStorage.getItem('nlu-studio-scroll');
  if (returning !== null) {
    window.scrollTo(0, Number(returning));
    const focus = sessionStorage.getItem('nlu-studio-focus');
    if (focus) { const el = document.querySelector(focus); if (el) el.focus({ preventScroll: true }); }
    if (message) say(message, 'Saved.');
    sessionStorage.removeItem('nlu-studio-scroll');
    sessionStorage.removeItem('nlu-studio-focus');
  }
  for (const form of document.querySelectorAll('form.utterance')) {
    const where = () => ({ file: form.dataset.file, intent: Number(form.dataset.intent), index: Number(form.dataset.index), expected: form.dataset.expected });
    const selector = 'form.utterance[data-file="' + form.dataset.file + '"][data-intent="' + form.dataset.intent + '"][data-index="' + form.dataset.index + '"] input';
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      try { await call('PUT', '/api/utterances', { ...where(), text: form.elements.text.value }); reloadAt(selector); }
      catch (error) { say(message, error.message, true); form.elements.text.focus(); }
    });
    form.querySelector('button.delete').addEventListener('click', async () => {
      try { await call('DELETE', '/api/utterances', where()); reloadAt(selector); }
      catch (error) { say(message, error.message, true); }
    });
  }
  for (const form of document.querySelectorAll('form.add')) {
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      try {
        await call('POST', '/api/utterances', { file: form.dataset.file, intent: Number(form.dataset.intent), text: form.elements.text.value });
        reloadAt('form.add[data-file="' + form.dataset.file + '"][data-intent="' + form.dataset.intent + '"] input');
      } catch (error) { say(message, error.message, true); form.elements.text.focus(); }
    });
  }

  const train = document.getElementById('train');
  if (train) {
    const status = document.getElementById('train-status');
    const progress = document.getElementById('train-progress');
    const output = document.getElementById('train-output');
    const show = (s) => {
      progress.hidden = s.state !== 'running';
      document.getElementById('model-state').textContent = s.model;
      if (s.state === 'running') say(status, 'Training… ' + (s.stages.length ? s.stages[s.stages.length - 1] : 'starting') + ' (' + s.seconds.toFixed(1) + ' s)');
      else if (s.state === 'done') say(status, 'Trained in ' + s.seconds.toFixed(1) + ' s. The try box uses the new model.');
      else if (s.state === 'failed') say(status, 'Training failed.', true);
      output.hidden = !s.message;
      output.textContent = s.message;
      train.disabled = s.state === 'running';
    };
    async function poll() {
      const s = await call('GET', '/api/train');
      show(s);
      if (s.state === 'running') setTimeout(poll, 400);
    }
    train.addEventListener('click', async () => {
      try { show(await call('POST', '/api/train', {})); poll(); }
      catch (error) { say(status, error.message, true); }
    });
    poll();
  }

  const tryForm = document.getElementById('try');
  if (tryForm) {
    const status = document.getElementById('try-status');
    const cell = (text, className) => { const td = document.createElement('td'); td.textContent = text; if (className) td.className = className; return td; };
    const fill = (table, rows) => {
      const body = table.querySelector('tbody');
      body.replaceChildren(...rows.map((cells) => { const tr = document.createElement('tr'); tr.append(...cells); return tr; }));
    };
    const fixed = (n) => (n >= 0 ? '+' : '') + n.toFixed(3);
    const features = (table, score) => fill(table, score ? score.features.slice(0, 8).map((f) => [cell(f.feature + ' (' + f.kind + ')'), cell(fixed(f.contribution), 'num ' + (f.contribution >= 0 ? 'up' : 'down'))]) : []);
    tryForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      say(status, 'Understanding…');
      try {
        const { answer, details } = await call('POST', '/api/try', { statement: tryForm.elements.statement.value });
        const explanation = details.explanation;
        document.getElementById('answer').textContent = JSON.stringify(answer, null, 2);
        document.getElementById('unmatched').textContent = details.matched ? '' : 'Unmatched: ' + details.unmatchedReason + ' (in-scope score ' + details.inScopeScore.toFixed(2) + ', cutoff ' + explanation.decision.cutoff.toFixed(2) + ')';
        fill(document.getElementById('alternatives'), details.alternatives.map((a) => [cell(a.intentName + ' (' + a.intentId + ')'), cell(a.confidence.toFixed(3), 'num')]));
        fill(document.getElementById('entities'), explanation.entities.map((e) => [cell(e.entity), cell(e.value), cell(e.raw), cell(e.source), cell(e.param ? 'yes' : 'no')]));
        const intents = explanation.intents;
        document.getElementById('winner-name').textContent = intents ? intents.winner.intentName : '(no words scored)';
        for (const el of document.querySelectorAll('.winner')) el.textContent = intents ? intents.winner.intentName : '';
        for (const el of document.querySelectorAll('.runner')) el.textContent = intents && intents.runnerUp ? intents.runnerUp.intentName : '(none)';
        const d = explanation.decision;
        document.getElementById('decision').textContent = 'Decided by: ' + d.decidedBy + '; in-scope score ' + d.inScopeScore.toFixed(2) + ' against cutoff ' + d.cutoff.toFixed(2) + (intents && intents.versus ? '; score ' + intents.winner.score.toFixed(3) + ' against ' + intents.runnerUp.score.toFixed(3) : '') + '.';
        features(document.getElementById('winner-features'), intents && intents.winner);
        features(document.getElementById('runner-features'), intents && intents.runnerUp);
        document.getElementById('result').hidden = false;
        say(status, details.matched ? 'Matched ' + details.intentName + '.' : 'No intent matched.');
      } catch (error) { say(status, error.message, true); }
    });
  }
})();
`;
