/**
 * The Entities page's browser code: save, delete and add list values with their synonyms; edit a regex with a live
 * check, answered by the studio with the engine's own matcher (POST /api/entities/regex-check), of whether
 * `nlu train` accepts the pattern and what it matches in a statement; save a list's or learned entity's settings;
 * add an entity of any type (a builtin with its kind); rename an entity across the corpus.
 */
export const ENTITIES_SCRIPT = String.raw`
  const synonymsOf = (text) => text.split(',').map((s) => s.trim()).filter(Boolean);
  const whereOf = (form) => ({ file: form.dataset.file, entity: form.dataset.entity });
  const sel = (form, kind) => 'form.' + kind + '[data-file="' + CSS.escape(form.dataset.file) + '"][data-entity="' + CSS.escape(form.dataset.entity) + '"]';

  for (const form of document.querySelectorAll('form.value')) {
    const at = () => ({ ...whereOf(form), index: Number(form.dataset.index), expected: form.dataset.expected });
    const focus = sel(form, 'value') + '[data-index="' + form.dataset.index + '"] input[name=synonyms]';
    const initial = [form.elements.value.value, form.elements.synonyms.value];
    form.addEventListener('input', () => form.classList.toggle('dirty', form.elements.value.value !== initial[0] || form.elements.synonyms.value !== initial[1]));
    form.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      form.elements.value.value = initial[0];
      form.elements.synonyms.value = initial[1];
      form.classList.remove('dirty');
    });
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      try { await call('PUT', '/api/entities/values', { ...at(), value: form.elements.value.value.trim(), synonyms: synonymsOf(form.elements.synonyms.value) }); reloadAt(focus); }
      catch (error) { say(message, error.message, true); }
    });
    form.querySelector('button.delete').addEventListener('click', async () => {
      try { await call('DELETE', '/api/entities/values', at()); reloadAt(sel(form, 'add-value') + ' input[name=value]'); }
      catch (error) { say(message, error.message, true); }
    });
  }
  for (const form of document.querySelectorAll('form.add-value')) {
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      try { await call('POST', '/api/entities/values', { ...whereOf(form), value: form.elements.value.value.trim(), synonyms: synonymsOf(form.elements.synonyms.value) }); reloadAt(sel(form, 'add-value') + ' input[name=value]'); }
      catch (error) { say(message, error.message, true); form.elements.value.focus(); }
    });
  }
  for (const filter of document.querySelectorAll('.filter-values')) {
    const rows = [...filter.closest('section').querySelectorAll('ol.values > li')];
    filter.addEventListener('input', () => {
      const wanted = filter.value.trim().toLowerCase();
      for (const row of rows) row.hidden = wanted !== '' && !(row.querySelector('[name=value]').value + ',' + row.querySelector('[name=synonyms]').value).toLowerCase().includes(wanted);
    });
  }

  for (const form of document.querySelectorAll('form.regex')) {
    const { pattern, flags, test } = form.elements;
    const save = form.querySelector('button[type=submit]');
    const problem = form.querySelector('.regex-problem');
    const result = form.querySelector('.regex-result');
    let asked = 0;
    let timer = 0;
    async function check() {
      const mine = ++asked;
      let answer;
      try { answer = await call('POST', '/api/entities/regex-check', { pattern: pattern.value, flags: flags.value, statement: test.value }); }
      catch (error) { if (mine === asked) say(problem, error.message, true); return; }
      if (mine !== asked) return;
      say(problem, answer.problem || '', Boolean(answer.problem));
      save.disabled = Boolean(answer.problem);
      pattern.setAttribute('aria-invalid', String(Boolean(answer.problem)));
      result.textContent = '';
      if (answer.problem || test.value === '') return;
      const shown = document.createElement('span');
      shown.className = 'statement';
      let at = 0;
      for (const m of answer.matches) {
        shown.append(test.value.slice(at, m.start));
        const mark = document.createElement('mark');
        mark.textContent = test.value.slice(m.start, m.end);
        shown.append(mark);
        at = m.end;
      }
      shown.append(test.value.slice(at));
      const n = answer.matches.length;
      result.append(n === 0 ? 'No match in ' : n + ' match' + (n > 1 ? 'es' : '') + ' (' + answer.matches.map((m) => JSON.stringify(m.text)).join(', ') + ') in ', shown);
    }
    const soon = () => { clearTimeout(timer); timer = setTimeout(check, 120); };
    for (const input of [pattern, flags, test]) input.addEventListener('input', soon);
    // Enter in the statement checks it (now); it does not save the pattern.
    test.addEventListener('keydown', (event) => { if (event.key === 'Enter') { event.preventDefault(); clearTimeout(timer); check(); } });
    check();
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      try { await call('PUT', '/api/entities/regex', { ...whereOf(form), expected: form.dataset.expected, pattern: pattern.value, flags: flags.value }); reloadAt('#' + CSS.escape(pattern.id)); }
      catch (error) { say(problem, error.message, true); pattern.focus(); }
    });
  }
  // Settings: one Save per entity, with the settings as drawn as the guard. A range implies resolve: number, so the
  // resolve box is checked and locked while a bound is chosen. Enter on a checkbox or radio saves, as in a text field.
  for (const form of document.querySelectorAll('form.entity-settings')) {
    const expected = JSON.parse(form.dataset.expected);
    const resolve = form.elements.resolve;
    const rangeOf = () => { const r = form.elements.range.value; return r === 'none' ? null : r; };
    const wanted = () => form.dataset.type === 'list'
      ? { fuzzy: form.elements.fuzzy.checked, open: form.elements.open.checked }
      : { resolve: resolve.checked, range: rangeOf() };
    const shape = () => {
      if (resolve) {
        if (rangeOf() !== null) resolve.checked = true;
        resolve.disabled = rangeOf() !== null;
      }
      form.classList.toggle('dirty', JSON.stringify(wanted()) !== JSON.stringify(expected));
    };
    form.addEventListener('change', shape);
    shape();
    form.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && event.target.matches('input[type=checkbox], input[type=radio]')) { event.preventDefault(); form.requestSubmit(); }
    });
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const focus = sel(form, 'entity-settings') + ' button[type=submit]';
      try {
        await call('PUT', '/api/entities/settings', { ...whereOf(form), type: form.dataset.type, expected, ...wanted() });
        sessionStorage.setItem('nlu-studio-said', 'Saved the settings of ' + form.dataset.entity + '.');
        reloadAt(focus);
      } catch (error) { say(message, error.message, true); }
    });
  }
  // New entity: the first field is a list's first value or a regex's pattern; a builtin's is its kind; a learned entity needs none.
  const newEntity = document.getElementById('new-entity');
  const type = document.getElementById('entity-type');
  const first = document.getElementById('entity-first');
  const firstLabel = document.getElementById('entity-first-label');
  const builtin = document.getElementById('entity-builtin');
  const builtinLabel = document.getElementById('entity-builtin-label');
  const shape = () => {
    const t = type.value;
    firstLabel.textContent = t === 'regex' ? 'Pattern' : 'First value';
    first.placeholder = t === 'regex' ? 'e.g. \bSKU-\d{4}\b' : 'e.g. small';
    first.hidden = firstLabel.hidden = t === 'learned' || t === 'builtin';
    first.required = t === 'list' || t === 'regex';
    builtin.hidden = builtinLabel.hidden = t !== 'builtin';
  };
  type.addEventListener('change', shape);
  shape();
  document.getElementById('toc-new-entity').addEventListener('click', (event) => {
    event.preventDefault();
    newEntity.open = true;
    newEntity.scrollIntoView({ block: 'start' });
    document.getElementById('entity-name').focus({ preventScroll: true });
  });
  document.getElementById('add-entity').addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = document.getElementById('entity-name').value.trim();
    const body = { file: document.getElementById('entity-file').value, name, type: type.value };
    if (type.value === 'list') Object.assign(body, { value: first.value.trim(), synonyms: [] });
    if (type.value === 'regex') Object.assign(body, { pattern: first.value, flags: '' });
    if (type.value === 'builtin') Object.assign(body, { builtin: builtin.value });
    try {
      await call('POST', '/api/entities', body);
      sessionStorage.setItem('nlu-studio-said', 'Added the entity ' + name + ' to ' + body.file + '.');
      location.assign('/entities#entity-' + encodeURIComponent(name));
      location.reload();
    } catch (error) { say(message, error.message, true); document.getElementById('entity-name').focus(); }
  });
  // Rename: the definition and every annotation of the corpus's YAML files, then the page at the renamed entity.
  for (const form of document.querySelectorAll('form.rename-entity')) {
    // Escape closes it, back on its button.
    form.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      form.closest('details').open = false;
      form.closest('details').querySelector('summary').focus();
    });
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const name = form.elements.name.value.trim();
      try {
        const done = await call('POST', '/api/entities/rename', { ...whereOf(form), name });
        sessionStorage.setItem('nlu-studio-said', 'Renamed ' + form.dataset.entity + ' to ' + name + ' in ' + done.utterances + ' utterance' + (done.utterances === 1 ? '' : 's') + ' of ' + done.files + ' file' + (done.files === 1 ? '' : 's') + '. Train and publish for servers to answer with the new name.');
        location.assign('/entities#entity-' + encodeURIComponent(name));
        location.reload();
      } catch (error) { say(message, error.message, true); form.elements.name.focus(); }
    });
  }
  for (const button of document.querySelectorAll('button.delete-entity')) {
    button.addEventListener('click', async () => {
      const d = button.dataset;
      const used = Number(d.count) > 0 ? ' ' + d.count + ' utterance' + (d.count === '1' ? '' : 's') + ' annotate it: nlu train will report those annotations until they are removed.' : '';
      if (!confirm('Delete the entity ' + d.entity + ' from ' + d.file + '?' + used)) return;
      try { await call('DELETE', '/api/entities', { file: d.file, entity: d.entity }); sessionStorage.setItem('nlu-studio-said', 'Deleted the entity ' + d.entity + '.'); reloadAt(null); }
      catch (error) { say(message, error.message, true); }
    });
  }
  const said = sessionStorage.getItem('nlu-studio-said');
  if (said) { say(message, said); sessionStorage.removeItem('nlu-studio-said'); }
  const linked = location.hash.startsWith('#entity-') ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (linked) {
    // Its first field to edit: a value or pattern before the settings; never the closed Rename form's.
    const inputs = [...linked.querySelectorAll('input')].filter((i) => !i.disabled && !i.closest('details.rename'));
    const input = inputs.find((i) => i.type === 'text') || inputs[0];
    if (input) input.focus();
  }
`;
