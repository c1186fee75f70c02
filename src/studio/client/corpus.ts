/**
 * The Corpus page's browser code: save, delete, add and move utterances and out-of-scope examples, annotate
 * selected words as an entity, add and delete intents, through the studio's API; search and page through the
 * utterances (the listing's HTML comes from /api/corpus/listing and replaces #listing; every control listens on
 * the document, so rows fetched later work as the first ones). Each field draws its annotations in a mirror under
 * its transparent text. Other pages link here: /#utterance-<intent id>-<n> opens the page that has that utterance
 * and focuses it; /?add=<intent id>&text=… fills that intent's new-utterance field, to annotate and add.
 */
export const CORPUS_SCRIPT = String.raw`
  // Every change names its intent by id (null: the out-of-scope examples) and its utterance by its text.
  const intentOf = (form) => form.dataset.intentId === undefined ? null : form.dataset.intentId;
  const where = (form) => ({ file: form.dataset.file, intentId: intentOf(form), index: Number(form.dataset.index), expected: form.dataset.expected });
  const fieldOf = (form) => '#' + CSS.escape(form.closest('li').id) + ' input';
  /** A message for the page as reloaded (reloadAt's own says "Saved."). */
  const tell = (text) => sessionStorage.setItem('nlu-studio-said', text);

  // --- Annotations, found as nlu train reads them: [value](entity), with \[ and \] literal brackets.
  function annotations(text) {
    const found = [];
    let open = -1;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (ch === '\\' && (text[i + 1] === '[' || text[i + 1] === ']')) { i++; continue; }
      if (ch === '[') { open = i; continue; }
      if (ch === ']' && open >= 0) {
        const close = text.indexOf(')', i);
        if (text[i + 1] === '(' && close > 0) { found.push({ start: open, valueEnd: i, end: close + 1, entity: text.slice(i + 2, close).trim() }); i = close; }
        open = -1;
      }
    }
    return found;
  }
  const entitySelect = document.getElementById('annotate-entity');
  const known = [...entitySelect.options].map((o) => o.value);
  // A colour per entity (the annotate list's order); red for an entity the corpus does not define.
  const tintOf = (entity) => { const i = known.indexOf(entity); return i < 0 ? 't4' : 't' + [0, 1, 2, 3, 5][i % 5]; };
  function span(cls, text) { const s = document.createElement('span'); s.className = cls; s.textContent = text; return s; }
  function paint(input) {
    const mirror = input.previousElementSibling;
    const text = input.value;
    mirror.textContent = '';
    let at = 0;
    for (const a of annotations(text)) {
      mirror.append(text.slice(at, a.start));
      const group = span(tintOf(a.entity), '');
      group.append(span('m', '['), span('v', text.slice(a.start + 1, a.valueEnd)), span('m', ']('), span('e', text.slice(a.valueEnd + 2, a.end - 1)), span('m', ')'));
      mirror.append(group);
      at = a.end;
    }
    mirror.append(text.slice(at));
  }
  /** Draws the annotations of every field under root (the page, or a listing just fetched). */
  function decorate(root) {
    for (const input of root.querySelectorAll('.field input')) {
      if (input.previousElementSibling && input.previousElementSibling.classList.contains('mirror')) continue;
      const mirror = document.createElement('div');
      mirror.className = 'mirror';
      mirror.setAttribute('aria-hidden', 'true');
      // The mirror reads its direction from its own text, as the field does: right-to-left values stay under their letters.
      mirror.dir = 'auto';
      if (input.lang) mirror.lang = input.lang;
      input.before(mirror);
      paint(input);
      // The field scrolls its text (typing past its end, Home, End, and back to the start when it loses focus): the mirror follows, after the browser has moved it.
      const follow = () => requestAnimationFrame(() => { mirror.scrollLeft = input.scrollLeft; });
      for (const type of ['scroll', 'keyup', 'select', 'click', 'focus', 'blur']) input.addEventListener(type, follow);
    }
  }
  document.addEventListener('input', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.closest('.field')) return;
    const mirror = input.previousElementSibling;
    paint(input);
    mirror.scrollLeft = input.scrollLeft;
    const form = input.form;
    if (form.dataset.expected !== undefined) form.classList.toggle('dirty', input.value !== form.dataset.expected);
  });
  decorate(document);

  // --- Annotate selected words: one tool, under the field last focused.
  const annotator = document.getElementById('annotator');
  const hint = document.getElementById('annotator-hint');
  const annotate = document.getElementById('annotate');
  const unannotate = document.getElementById('unannotate');
  hint.setAttribute('aria-live', 'polite');
  const HINT = known.length > 0 ? hint.textContent : 'The corpus defines no entities yet: define one under "entities:" in a corpus file to annotate it.';
  let target = null;
  let note = null;
  const wordChar = /[\p{L}\p{N}_'’$-]/u;
  /** The selection widened to whole words and trimmed of spaces, or null when it holds no word. */
  function selectedWords(text, start, end) {
    while (start < end && /\s/.test(text[start])) start++;
    while (end > start && /\s/.test(text[end - 1])) end--;
    if (start === end) return null;
    while (start > 0 && wordChar.test(text[start - 1]) && wordChar.test(text[start])) start--;
    while (end < text.length && wordChar.test(text[end]) && wordChar.test(text[end - 1])) end++;
    return { start, end };
  }
  function state() {
    const text = target.value;
    const s = target.selectionStart;
    const e = target.selectionEnd;
    const found = annotations(text);
    const words = s === e ? null : selectedWords(text, s, e);
    const clash = words && (found.some((a) => words.start < a.end && words.end > a.start) || /[\[\]]/.test(text.slice(words.start, words.end)));
    const inside = found.find((a) => s >= a.start && e <= a.end && (s < a.end || s === e));
    return { text, words, clash, inside };
  }
  function refresh() {
    if (!target) return;
    const { text, words, clash, inside } = state();
    annotate.disabled = !words || Boolean(clash) || !entitySelect.value;
    unannotate.disabled = !inside;
    // What an annotation just did stays said until the field or the caret changes.
    if (note && note.value === text && note.caret === target.selectionStart && note.target === target) hint.textContent = note.text;
    else if (words && clash) hint.textContent = 'The selection overlaps an annotation: remove that one first.';
    else if (words) hint.textContent = 'Selected "' + text.slice(words.start, words.end) + '".';
    else if (inside) hint.textContent = 'In "' + text.slice(inside.start + 1, inside.valueEnd) + '" (' + inside.entity + ').';
    else hint.textContent = HINT;
  }
  document.addEventListener('focusin', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.closest('.field')) return;
    if (target !== input) { target = input; input.form.after(annotator); }
    annotator.hidden = false;
    refresh();
  });
  for (const type of ['keyup', 'mouseup', 'select', 'input']) document.addEventListener(type, (event) => { if (event.target === target) refresh(); });
  entitySelect.addEventListener('change', refresh);
  function rewrite(text, caret, said) {
    target.value = text;
    target.focus();
    target.setSelectionRange(caret, caret);
    target.dispatchEvent(new Event('input', { bubbles: true }));
    note = { target, value: text, caret, text: said };
    refresh();
  }
  annotate.addEventListener('click', () => {
    const { text, words, clash } = state();
    if (!words || clash) return;
    const entity = entitySelect.value;
    const value = text.slice(words.start, words.end);
    const marked = '[' + value + '](' + entity + ')';
    rewrite(text.slice(0, words.start) + marked + text.slice(words.end), words.start + marked.length, 'Annotated "' + value + '" as ' + entity + ': Enter or ' + (target.form.classList.contains('add') ? 'Add' : 'Save') + ' writes it.');
  });
  unannotate.addEventListener('click', () => {
    const { text, inside } = state();
    if (!inside) return;
    const value = text.slice(inside.start + 1, inside.valueEnd);
    rewrite(text.slice(0, inside.start) + value + text.slice(inside.end), inside.start + value.length, 'Removed the annotation of "' + value + '": Enter or Save writes it.');
  });

  // --- Save, delete, revert (Escape) an utterance or an out-of-scope example (listeners on the document: rows come and go).
  document.addEventListener('submit', async (event) => {
    const form = event.target;
    if (!form.matches('form.utterance')) return;
    event.preventDefault();
    const input = form.elements.text;
    try { await call('PUT', '/api/utterances', { ...where(form), text: input.value }); form.dataset.expected = input.value; form.classList.remove('dirty'); reloadAt(fieldOf(form)); }
    catch (error) { say(message, error.message, true); input.focus(); }
  });
  document.addEventListener('keydown', (event) => {
    const input = event.target;
    const form = input.form;
    if (event.key !== 'Escape' || !form || !form.matches('form.utterance') || input.name !== 'text' || input.value === form.dataset.expected) return;
    input.value = form.dataset.expected;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  document.addEventListener('click', async (event) => {
    const button = event.target.closest('button');
    const form = button && button.closest('form.utterance');
    if (!form) return;
    if (button.classList.contains('move')) openMover(form);
    if (!button.classList.contains('delete')) return;
    // Two steps, in place: the first press asks, the second deletes; leaving the button (or Escape) takes it back.
    if (!button.classList.contains('confirm')) {
      button.classList.add('confirm');
      button.dataset.label = button.getAttribute('aria-label');
      button.textContent = 'Delete?';
      button.setAttribute('aria-label', 'Confirm: ' + button.dataset.label + ' (' + JSON.stringify(form.dataset.expected) + ')');
      say(message, 'Press Delete? again to delete ' + JSON.stringify(form.dataset.expected) + ' from the file; Escape or moving away keeps it.');
      return;
    }
    try { await call('DELETE', '/api/utterances', where(form)); tell('Deleted ' + JSON.stringify(form.dataset.expected) + '.'); reloadAt(fieldOf(form)); }
    catch (error) { say(message, error.message, true); }
  });
  const unask = (button) => {
    if (!button.classList.contains('confirm')) return;
    button.classList.remove('confirm');
    button.textContent = 'Delete';
    button.setAttribute('aria-label', button.dataset.label);
    say(message, '');
  };
  document.addEventListener('focusout', (event) => { if (event.target.matches && event.target.matches('form.utterance button.delete')) unask(event.target); });
  document.addEventListener('keydown', (event) => { if (event.key === 'Escape' && event.target.matches && event.target.matches('form.utterance button.delete')) unask(event.target); });

  // --- Unsaved changes: a field edited (an annotation made) and not saved is not lost silently. Leaving the page
  // asks first (the browser's own prompt); another page or search of the listing waits until they are saved or undone.
  const unsaved = (root) => [...root.querySelectorAll('form.utterance.dirty')].length + [...root.querySelectorAll('form.add input[name=text]')].filter((i) => i.value.trim()).length;
  window.addEventListener('beforeunload', (event) => {
    if (reloading || unsaved(document) === 0) return;
    event.preventDefault();
    event.returnValue = '';
  });

  // --- Move: one tool, under the utterance being moved.
  const mover = document.getElementById('mover');
  const moveTarget = document.getElementById('move-target');
  let moving = null;
  function openMover(form) {
    moving = form;
    form.after(mover);
    mover.hidden = false;
    // Its own list is no target: left out of the choices.
    for (const option of moveTarget.options) {
      const to = JSON.parse(option.value);
      option.disabled = option.hidden = to.file === form.dataset.file && to.intentId === intentOf(form);
    }
    if (moveTarget.selectedOptions[0] && moveTarget.selectedOptions[0].disabled) moveTarget.value = [...moveTarget.options].find((o) => !o.disabled).value;
    moveTarget.focus();
  }
  function closeMover() {
    mover.hidden = true;
    if (moving) moving.querySelector('button.move').focus();
    moving = null;
  }
  async function move() {
    if (!moving) return;
    const to = JSON.parse(moveTarget.value);
    try {
      await call('POST', '/api/utterances/move', { from: where(moving), to });
      tell('Moved "' + moving.dataset.expected + '" to ' + moveTarget.selectedOptions[0].textContent + '.');
      reloadAt(fieldOf(moving));
    } catch (error) { say(message, error.message, true); }
  }
  document.getElementById('move-go').addEventListener('click', move);
  document.getElementById('move-cancel').addEventListener('click', closeMover);
  moveTarget.addEventListener('keydown', (event) => { if (event.key === 'Enter') { event.preventDefault(); move(); } });
  mover.addEventListener('keydown', (event) => { if (event.key === 'Escape') closeMover(); });

  // --- Add an utterance to an intent, an out-of-scope example, an intent; delete an intent.
  document.addEventListener('submit', async (event) => {
    const form = event.target;
    if (!form.matches('form.add[data-intent-id]')) return;
    event.preventDefault();
    try {
      await call('POST', '/api/utterances', { file: form.dataset.file, intentId: form.dataset.intentId, text: form.elements.text.value });
      form.elements.text.value = '';
      reloadAt('#' + CSS.escape(form.elements.text.id));
    } catch (error) { say(message, error.message, true); form.elements.text.focus(); }
  });
  document.addEventListener('submit', async (event) => {
    const form = event.target;
    if (form.id !== 'add-out-of-scope') return;
    event.preventDefault();
    try {
      const landed = await call('POST', '/api/out-of-scope', { text: form.elements.text.value });
      tell('Added to the out-of-scope examples in ' + landed.file + '.');
      form.elements.text.value = '';
      reloadAt('#add-oos-text');
    } catch (error) { say(message, error.message, true); form.elements.text.focus(); }
  });
  const newIntent = document.getElementById('new-intent');
  document.getElementById('toc-new-intent').addEventListener('click', (event) => {
    event.preventDefault();
    newIntent.open = true;
    newIntent.scrollIntoView({ block: 'start' });
    document.getElementById('intent-id').focus({ preventScroll: true });
  });
  const addIntent = document.getElementById('add-intent');
  addIntent.addEventListener('submit', async (event) => {
    event.preventDefault();
    const field = (name) => document.getElementById('intent-' + name);
    const id = field('id').value.trim();
    const name = field('name').value.trim();
    const text = field('text').value.trim();
    try {
      const added = await call('POST', '/api/intents', { file: field('file').value || null, id, name, ...(text ? { text } : {}) });
      tell('Added the intent ' + name + ' to ' + added.file + '.');
      reloading = true;
      location.assign('/?added=' + encodeURIComponent(id));
    } catch (error) { say(message, error.message, true); field('id').focus(); }
  });
  document.addEventListener('click', async (event) => {
    const button = event.target.closest('button.delete-intent');
    if (!button) return;
    const d = button.dataset;
    if (!confirm('Delete the intent ' + d.name + ' (' + d.id + ') and its ' + d.count + ' utterances from ' + d.file + '?')) return;
    try { await call('DELETE', '/api/intents', { file: d.file, intentId: d.id }); tell('Deleted the intent ' + d.name + '.'); location.assign('/' + (new URLSearchParams(listing.dataset.search).has('intent') ? '' : listing.dataset.search)); }
    catch (error) { say(message, error.message, true); }
  });

  // --- A paste of several lines: into a New utterance (or out-of-scope) field, each line is added as one; into an
  // utterance's own field it is refused (an utterance is one line), never joined into one.
  document.addEventListener('paste', async (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.closest('.field') || !event.clipboardData) return;
    const lines = event.clipboardData.getData('text').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
    if (lines.length < 2) return;
    event.preventDefault();
    const form = input.form;
    if (!form.matches('form.add')) { say(message, 'An utterance is one line: paste the ' + lines.length + ' lines into a New utterance field to add each as an utterance.', true); return; }
    const name = form.matches('#add-out-of-scope') ? 'the out-of-scope examples' : form.querySelector('label').textContent.replace(/^New utterance for /, '');
    let added = 0;
    for (const line of lines) {
      try {
        if (form.matches('#add-out-of-scope')) await call('POST', '/api/out-of-scope', { text: line });
        else await call('POST', '/api/utterances', { file: form.dataset.file, intentId: form.dataset.intentId, text: line });
        added++;
      } catch (error) {
        say(message, 'Added ' + added + ' of the ' + lines.length + ' pasted lines to ' + name + '; line ' + (added + 1) + ' (' + JSON.stringify(line) + ') was refused: ' + error.message, true);
        input.value = line;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        return;
      }
    }
    tell('Added the ' + lines.length + ' pasted lines to ' + name + ', one utterance each.');
    input.value = '';
    reloadAt('#' + CSS.escape(input.id));
  });

  // --- Search and pages: the listing is fetched and put in place; the address keeps the query (a reload, or a change's reloadAt, comes back to it).
  const listing = document.getElementById('listing');
  const tools = document.getElementById('tools');
  const searchForm = document.getElementById('corpus-search');
  const searchText = document.getElementById('search-text');
  let asking = 0;
  async function show(search, hash) {
    const pending = unsaved(listing);
    if (pending) throw new Error('Save (Enter) or undo (Escape) your ' + pending + ' unsaved change' + (pending > 1 ? 's' : '') + ' on this page first: another page or search would lose ' + (pending > 1 ? 'them' : 'it') + '.');
    const ticket = ++asking;
    const data = await call('GET', '/api/corpus/listing' + (search || '?'));
    if (ticket !== asking) return null;
    // The tools live under a row: taken out before the rows go.
    mover.hidden = true; annotator.hidden = true; moving = null; target = null;
    tools.append(mover, annotator);
    listing.innerHTML = data.html;
    listing.dataset.search = data.search;
    decorate(listing);
    history.replaceState(null, '', '/' + data.search + (hash || ''));
    return data;
  }
  function searchFor() {
    const params = new URLSearchParams(new FormData(searchForm));
    for (const [key, value] of [...params]) if (!value) params.delete(key);
    const search = params.toString();
    return search ? '?' + search : '';
  }
  let typing = null;
  searchText.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => { show(searchFor()).catch((error) => say(message, error.message, true)); }, 200);
  });
  searchForm.addEventListener('submit', (event) => { event.preventDefault(); clearTimeout(typing); show(searchFor()).catch((error) => say(message, error.message, true)); });
  document.getElementById('search-problems').addEventListener('change', () => { show(searchFor()).catch((error) => say(message, error.message, true)); });
  document.addEventListener('click', (event) => {
    const link = event.target.closest('.pager a[data-page]');
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    show(new URL(link.href).search).then((data) => {
      if (!data) return;
      listing.scrollIntoView({ block: 'start' });
      const first = listing.querySelector('form.utterance input') || listing.querySelector('.field input');
      if (first) first.focus({ preventScroll: true });
    }).catch((error) => say(message, error.message, true));
  });
  /** A row this page does not show (a link to another page of the corpus): that page is fetched, then the row focused. */
  async function openAnchor(anchor) {
    let row = document.getElementById(anchor);
    if (!row) {
      await show('?at=' + encodeURIComponent(anchor), '#' + encodeURIComponent(anchor));
      row = document.getElementById(anchor);
    }
    if (!row) { say(message, 'No row ' + anchor + ' in this corpus (it may have been moved or deleted).', true); return; }
    const input = row.querySelector('input');
    row.scrollIntoView({ block: 'center' });
    if (input) {
      input.focus({ preventScroll: true });
      // The browser's own move to the fragment, which may come after this script, focuses its target (or, for a
      // row that cannot take focus, the page itself, taking focus from the field): the row passes it on.
      row.tabIndex = -1;
      row.addEventListener('focus', () => input.focus(), { once: true });
    }
  }
  const anchorOf = (hash) => /^#(utterance|out-of-scope|intent)-/.test(hash) ? decodeURIComponent(hash.slice(1)) : null;
  window.addEventListener('hashchange', () => { const anchor = anchorOf(location.hash); if (anchor) openAnchor(anchor).catch((error) => say(message, error.message, true)); });

  // --- Where other pages (and this one, after a change) send the user.
  const said = sessionStorage.getItem('nlu-studio-said');
  if (said) { say(message, said); sessionStorage.removeItem('nlu-studio-said'); }
  const linked = anchorOf(location.hash);
  if (linked) openAnchor(linked).catch((error) => say(message, error.message, true));
  const asked = new URLSearchParams(location.search);
  if (asked.has('add')) {
    const form = [...document.querySelectorAll('form.add[data-intent-id]')].find((f) => f.dataset.intentId === asked.get('add'));
    // The address keeps the intent, not the text (a reload after Add does not fill it again).
    history.replaceState(null, '', '/' + listing.dataset.search);
    if (form) { form.elements.text.value = asked.get('text') || ''; form.elements.text.dispatchEvent(new Event('input', { bubbles: true })); form.scrollIntoView({ block: 'center' }); form.elements.text.focus(); }
    else say(message, 'No intent with id ' + asked.get('add') + ' in this corpus.', true);
  }
  if (asked.has('added')) {
    const form = [...document.querySelectorAll('form.add[data-intent-id]')].find((f) => f.dataset.intentId === asked.get('added'));
    history.replaceState(null, '', '/' + listing.dataset.search);
    if (form) { form.closest('section').scrollIntoView({ block: 'start' }); form.elements.text.focus({ preventScroll: true }); }
  }
`;
