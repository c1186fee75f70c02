/** The Corpus page's browser code: save, delete and add utterances through the studio's API. */
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

`;
