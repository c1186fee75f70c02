/**
 * The Corpus page's browser code: save, delete and add utterances through the studio's API. Other pages link
 * here: /#utterance-<intent id>-<n> focuses that utterance; /?add=<intent id>&text=… fills that intent's
 * new-utterance field with the statement, to annotate and add.
 */
export const CORPUS_SCRIPT = String.raw`  for (const form of document.querySelectorAll('form.utterance')) {
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
  const linked = location.hash.startsWith('#utterance-') ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
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
    const form = [...document.querySelectorAll('form.add')].find((f) => f.dataset.intentId === asked.get('add'));
    if (form) { form.elements.text.value = asked.get('text') || ''; form.scrollIntoView({ block: 'center' }); form.elements.text.focus(); }
    else say(message, 'No intent with id ' + asked.get('add') + ' in this corpus.', true);
  }
`;
