/**
 * The Corpus page's browser code: save, delete, add and move utterances and out-of-scope examples, annotate
 * selected words as an entity, add and delete intents, through the studio's API. Each field draws its
 * annotations in a mirror under its transparent text. Other pages link here: /#utterance-<intent id>-<n>
 * focuses that utterance; /?add=<intent id>&text=… fills that intent's new-utterance field, to annotate and add.
 */
export const CORPUS_SCRIPT = String.raw`
  const ref = (v) => v === 'outOfScope' ? v : Number(v);
  const where = (form) => ({ file: form.dataset.file, intent: ref(form.dataset.intent), index: Number(form.dataset.index), expected: form.dataset.expected });
  const fieldOf = (form) => 'form.utterance[data-file="' + CSS.escape(form.dataset.file) + '"][data-intent="' + form.dataset.intent + '"][data-index="' + form.dataset.index + '"] input';
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
  for (const input of document.querySelectorAll('.field input')) {
    const mirror = document.createElement('div');
    mirror.className = 'mirror';
    mirror.setAttribute('aria-hidden', 'true');
    // The mirror reads its direction from its own text, as the field does: right-to-left values stay under their letters.
    mirror.dir = 'auto';
    if (input.lang) mirror.lang = input.lang;
    input.before(mirror);
    paint(input);
    const form = input.form;
    input.addEventListener('input', () => { paint(input); mirror.scrollLeft = input.scrollLeft; if (form.dataset.expected !== undefined) form.classList.toggle('dirty', input.value !== form.dataset.expected); });
    // The field scrolls its text (typing past its end, Home, End, and back to the start when it loses focus): the mirror follows, after the browser has moved it.
    const follow = () => requestAnimationFrame(() => { mirror.scrollLeft = input.scrollLeft; });
    for (const type of ['scroll', 'keyup', 'select', 'click', 'focus', 'blur']) input.addEventListener(type, follow);
  }

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

  // --- Save, delete, revert (Escape) an utterance or an out-of-scope example.
  for (const form of document.querySelectorAll('form.utterance')) {
    const input = form.elements.text;
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      try { await call('PUT', '/api/utterances', { ...where(form), text: input.value }); reloadAt(fieldOf(form)); }
      catch (error) { say(message, error.message, true); input.focus(); }
    });
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || input.value === form.dataset.expected) return;
      input.value = form.dataset.expected;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    form.querySelector('button.delete').addEventListener('click', async () => {
      try { await call('DELETE', '/api/utterances', where(form)); reloadAt(fieldOf(form)); }
      catch (error) { say(message, error.message, true); }
    });
    form.querySelector('button.move').addEventListener('click', () => openMover(form));
  }

  // --- Move: one tool, under the utterance being moved.
  const mover = document.getElementById('mover');
  const moveTarget = document.getElementById('move-target');
  let moving = null;
  function openMover(form) {
    moving = form;
    form.after(mover);
    mover.hidden = false;
    for (const option of moveTarget.options) {
      const to = JSON.parse(option.value);
      option.disabled = to.file === form.dataset.file && String(to.intent) === form.dataset.intent;
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
  for (const form of document.querySelectorAll('form.add[data-intent]')) {
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      try {
        await call('POST', '/api/utterances', { file: form.dataset.file, intent: Number(form.dataset.intent), text: form.elements.text.value });
        reloadAt('#' + CSS.escape(form.elements.text.id));
      } catch (error) { say(message, error.message, true); form.elements.text.focus(); }
    });
  }
  const addOutOfScope = document.getElementById('add-out-of-scope');
  addOutOfScope.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const landed = await call('POST', '/api/out-of-scope', { text: addOutOfScope.elements.text.value });
      tell('Added to the out-of-scope examples in ' + landed.file + '.');
      reloadAt('#add-oos-text');
    } catch (error) { say(message, error.message, true); addOutOfScope.elements.text.focus(); }
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
      location.assign('/?added=' + encodeURIComponent(id));
    } catch (error) { say(message, error.message, true); field('id').focus(); }
  });
  for (const button of document.querySelectorAll('button.delete-intent')) {
    button.addEventListener('click', async () => {
      const d = button.dataset;
      if (!confirm('Delete the intent ' + d.name + ' (' + d.id + ') and its ' + d.count + ' utterances from ' + d.file + '?')) return;
      try { await call('DELETE', '/api/intents', { file: d.file, intent: Number(d.intent), expected: d.id }); tell('Deleted the intent ' + d.name + '.'); reloadAt(null); }
      catch (error) { say(message, error.message, true); }
    });
  }

  // --- Where other pages (and this one, after a change) send the user.
  const said = sessionStorage.getItem('nlu-studio-said');
  if (said) { say(message, said); sessionStorage.removeItem('nlu-studio-said'); }
  const linked = /^#(utterance|out-of-scope)-/.test(location.hash) ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const linkedInput = linked && linked.querySelector('input');
  if (linkedInput) {
    linkedInput.focus();
    // The browser's own move to the fragment, which may come after this script, focuses its target (or, for a
    // row that cannot take focus, the page itself, taking focus from the field): the row passes it on.
    linked.tabIndex = -1;
    linked.addEventListener('focus', () => linkedInput.focus(), { once: true });
  }
  const asked = new URLSearchParams(location.search);
  if (asked.has('add')) {
    const form = [...document.querySelectorAll('form.add[data-intent]')].find((f) => f.dataset.intentId === asked.get('add'));
    if (form) { form.elements.text.value = asked.get('text') || ''; form.elements.text.dispatchEvent(new Event('input', { bubbles: true })); form.scrollIntoView({ block: 'center' }); form.elements.text.focus(); }
    else say(message, 'No intent with id ' + asked.get('add') + ' in this corpus.', true);
  }
  if (asked.has('added')) {
    const form = [...document.querySelectorAll('form.add[data-intent]')].find((f) => f.dataset.intentId === asked.get('added'));
    history.replaceState(null, '', '/');
    if (form) { form.closest('section').scrollIntoView({ block: 'start' }); form.elements.text.focus({ preventScroll: true }); }
  }
`;
