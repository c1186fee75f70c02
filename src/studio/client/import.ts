/** Browser code of the Import page: send the path (JSON) or the zip (its bytes), then draw the report. */
export const IMPORT_SCRIPT = String.raw`
  const form = document.getElementById('import');
  const status = document.getElementById('import-status');
  const pathField = document.getElementById('path-field');
  const zipField = document.getElementById('zip-field');
  for (const radio of form.querySelectorAll('input[name="source"]')) {
    radio.addEventListener('change', () => {
      const zip = form.source.value === 'zip';
      pathField.hidden = zip;
      zipField.hidden = !zip;
      (zip ? document.getElementById('import-zip') : document.getElementById('import-path')).focus();
    });
  }
  function cell(row, text) {
    const td = document.createElement('td');
    td.textContent = text;
    row.appendChild(td);
  }
  function show(result) {
    const corpora = document.getElementById('import-corpora');
    corpora.replaceChildren(...result.corpora.map((c) => {
      const li = document.createElement('li');
      li.textContent = c.folder + ': ' + c.locale + ', ' + c.intents + ' intents, ' + c.utterances + ' utterances, ' + c.entities + ' entities, ' + c.outOfScope + ' out-of-scope statements' + (c.tests ? ', ' + c.tests + ' test statements' : '');
      return li;
    }));
    document.getElementById('import-counts').textContent = result.counts;
    document.getElementById('import-next').textContent = 'Written: ' + result.written.join(', ') + '. Open it with: nlu studio --corpus ' + result.corpora[0].folder;
    const body = document.querySelector('#import-entries tbody');
    body.replaceChildren(...result.entries.map((e) => {
      const row = document.createElement('tr');
      cell(row, e.kind === 'left-out' ? 'left out' : e.kind);
      cell(row, e.part);
      cell(row, e.what);
      cell(row, e.where);
      cell(row, e.note);
      return row;
    }));
    document.getElementById('import-result').hidden = false;
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    say(status, 'Importing…');
    try {
      let result;
      const from = form.from.value;
      const out = form.out.value.trim();
      if (form.source.value === 'zip') {
        const file = document.getElementById('import-zip').files[0];
        if (!file) throw new Error('choose a zip to upload');
        const query = new URLSearchParams({ out, name: file.name });
        if (from) query.set('from', from);
        const response = await fetch('/api/import/zip?' + query, { method: 'POST', headers: { 'content-type': 'application/zip', 'x-nlu-studio-csrf': csrf }, body: file, credentials: 'same-origin' });
        result = await response.json().catch(() => ({}));
        if (!response.ok) throw new Error(result.error || ('the studio answered ' + response.status));
      } else {
        result = await call('POST', '/api/import', { path: form.path.value.trim(), out, ...(from ? { from } : {}) });
      }
      show(result);
      say(status, 'Imported a ' + result.format + ' export.');
    } catch (error) {
      say(status, error.message, true);
    }
  });
`;
