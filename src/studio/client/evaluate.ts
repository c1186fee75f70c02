/**
 * The Evaluate page's browser code: start a run and follow its progress (stages, folds, seconds); when it ends,
 * reload so the server draws the new results. A missed out-of-scope statement is added to the examples here.
 */
export const EVALUATE_SCRIPT = String.raw`  const form = document.getElementById('evaluate');
  const status = document.getElementById('evaluate-status');
  const progress = document.getElementById('evaluate-progress');
  const output = document.getElementById('evaluate-output');
  const run = document.getElementById('run');
  const mode = () => form.elements.mode.value;
  // Only the chosen option's field is asked for (and sent).
  const choose = () => {
    form.elements.folds.disabled = mode() !== 'cross-validation';
    form.elements.file.disabled = mode() !== 'test-file';
    form.elements.file.required = mode() === 'test-file';
  };
  for (const radio of form.querySelectorAll('input[name=mode]')) radio.addEventListener('change', choose);
  choose();

  let watching = false;
  const show = (s) => {
    progress.hidden = s.state !== 'running';
    run.disabled = s.state === 'running';
    if (s.state === 'running') {
      const p = s.progress;
      if (p.folds) { progress.max = p.folds; progress.value = p.fold - 1; } else progress.removeAttribute('value');
      say(status, 'Evaluating… ' + (p.stage || 'starting') + ' (' + s.seconds.toFixed(1) + ' s)');
    } else if (s.state === 'failed') say(status, 'The evaluation failed after ' + s.seconds.toFixed(1) + ' s.', true);
    else if (s.state === 'done' && watching) say(status, 'Evaluated in ' + s.seconds.toFixed(1) + ' s.');
    output.hidden = s.state !== 'failed';
    output.textContent = s.state === 'failed' ? s.message : '';
  };
  async function poll() {
    const s = await call('GET', '/api/evaluate');
    show(s);
    if (s.state === 'running') { watching = true; setTimeout(poll, 400); }
    // A run watched to its end: the server draws its results.
    else if (s.state === 'done' && watching) location.reload();
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const body = mode() === 'cross-validation' ? { mode: 'cross-validation', folds: Number(form.elements.folds.value) } : { mode: 'test-file', file: form.elements.file.value.trim() };
    try { show(await call('POST', '/api/evaluate', body)); watching = true; poll(); }
    catch (error) { sayProblems(status, error); }
  });
  poll().catch((error) => say(status, error.message, true));

  for (const button of document.querySelectorAll('button.add-out-of-scope')) {
    button.addEventListener('click', async () => {
      try {
        const landed = await call('POST', '/api/evaluate/out-of-scope', { text: button.dataset.text });
        const done = document.createElement('span');
        done.textContent = 'Added to ' + landed.file + '.';
        button.replaceWith(done);
        say(message, 'Added ' + JSON.stringify(button.dataset.text) + ' to the out-of-scope examples in ' + landed.file + '.');
      } catch (error) { say(message, error.message, true); }
    });
  }
`;
