/**
 * The Inbox page's browser code: assign a message (or a group) to an intent, make it a new intent, or mark it
 * out of scope, then reload the page at the inbox's top message (the one just labelled leaves the list).
 */
export const INBOX_SCRIPT = String.raw`  const afterwards = 'form.assign select';
  for (const form of document.querySelectorAll('form.assign')) {
    const group = form.classList.contains('group-assign');
    const send = async (outOfScope) => {
      for (const button of form.querySelectorAll('button')) button.disabled = true;
      try {
        const intentId = outOfScope ? null : form.elements.intent.value;
        if (group) {
          const ids = form.dataset.ids.split(',').map(Number);
          await call('POST', '/api/inbox/assign-group', { ids, intentId });
        } else {
          const others = form.dataset.others ? form.dataset.others.split(',').map(Number) : [];
          await call('POST', '/api/inbox/assign', { id: Number(form.dataset.id), intentId, text: form.elements.text.value, ...(others.length ? { others } : {}) });
        }
        reloadAt(afterwards);
      } catch (error) {
        say(message, error.message, true);
        for (const button of form.querySelectorAll('button')) button.disabled = false;
        form.elements.intent.focus();
      }
    };
    form.addEventListener('submit', (event) => { event.preventDefault(); send(false); });
    form.querySelector('button.out-of-scope').addEventListener('click', () => send(true));
  }
  // Accept answered: every message the engine matched, labelled with its answer (and landed, when asked).
  const accept = document.getElementById('accept-answered');
  if (accept) accept.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = accept.querySelector('button');
    button.disabled = true;
    try {
      const done = await call('POST', '/api/inbox/accept-answered', { addToCorpus: accept.elements.add.checked });
      sessionStorage.setItem('nlu-studio-said', 'Accepted ' + done.labelled + ' answered message' + (done.labelled === 1 ? '' : 's') + (accept.elements.add.checked ? '; ' + done.landed + ' statement' + (done.landed === 1 ? '' : 's') + ' added to the corpus' : '') + (done.skipped ? '; ' + done.skipped + ' left (answered with an intent the corpus no longer has, or a statement it refuses)' : '') + '.');
      location.reload();
    } catch (error) { say(message, error.message, true); button.disabled = false; }
  });
  const said = sessionStorage.getItem('nlu-studio-said');
  if (said) { say(message, said); sessionStorage.removeItem('nlu-studio-said'); }
  // New intent: a message's own statement as edited in its "As it lands" field; a group's, each as the engine reads it.
  for (const form of document.querySelectorAll('form.new-intent')) {
    const field = (name) => form.elements.namedItem('intent-' + name);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const button = form.querySelector('button');
      button.disabled = true;
      const lands = form.closest('.message')?.querySelector('form.assign').elements.text;
      try {
        const intent = { id: field('id').value.trim(), name: field('name').value.trim(), file: field('file').value || null };
        await call('POST', '/api/inbox/new-intent', { intent, ids: form.dataset.ids.split(',').map(Number), ...(lands ? { text: lands.value } : {}) });
        reloadAt(afterwards);
      } catch (error) {
        say(message, error.message, true);
        button.disabled = false;
        field('id').focus();
      }
    });
  }
`;
