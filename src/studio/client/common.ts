/**
 * Browser code every studio page runs first (plain JavaScript, no build step): `call` sends a request with the
 * page's CSRF token in a header and a JSON body (src/studio/guard.ts), `say` writes a status line, `reloadAt`
 * reloads the page back at the same spot after a change. Page scripts run after it in the same scope.
 */
export const STUDIO_COMMON_SCRIPT = String.raw`
  const csrf = document.querySelector('meta[name="csrf-token"]').content;
  async function call(method, url, body) {
    const response = await fetch(url, { method, headers: { 'content-type': 'application/json', 'x-nlu-studio-csrf': csrf }, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
    const data = await response.json().catch(() => ({}));
    if (!response.ok) { const error = new Error(data.error || ('the studio answered ' + response.status)); error.problems = data.problems; throw error; }
    return data;
  }
  /** An error's text, and for the corpus's problems (a refused Train or Evaluate) each one linked to its place. */
  function sayProblems(element, error) {
    say(element, error.message, true);
    if (!error.problems || !error.problems.length) return;
    const list = document.createElement('ul');
    list.className = 'problems';
    for (const p of error.problems.slice(0, 20)) {
      const item = document.createElement('li');
      const where = document.createElement(p.href ? 'a' : 'span');
      where.textContent = p.where;
      if (p.href) where.href = p.href;
      item.append(where, ': ' + p.message);
      list.append(item);
    }
    element.textContent = 'The corpus has ' + error.problems.length + ' problem' + (error.problems.length > 1 ? 's' : '') + ': fix ' + (error.problems.length > 1 ? 'them' : 'it') + ' first.';
    element.append(list);
  }
  function say(element, text, isError) {
    element.textContent = text;
    element.classList.toggle('error', Boolean(isError));
  }
  const message = document.getElementById('message');
  /** After a change: reload the page (it shows the file as now written and its validation), back at this spot. */
  /** True once the page reloads or leaves on purpose (after a save): a page's "unsaved changes" question stays silent. */
  let reloading = false;
  function reloadAt(focusId) {
    reloading = true;
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
  // Undo the last change (the bar under the header), then show the page as the files now are.
  const undoLast = document.getElementById('undo-last');
  async function undo() {
    try {
      const undone = await call('POST', '/api/history/undo', { id: Number(undoLast.dataset.changeId) });
      sessionStorage.setItem('nlu-studio-said', 'Undone: ' + undone.label + '.');
      sessionStorage.setItem('nlu-studio-undone', '1');
      reloadAt(null);
    } catch (error) { say(message || document.getElementById('undo-status'), error.message, true); }
  }
  if (undoLast) undoLast.addEventListener('click', undo);
  const saidBefore = sessionStorage.getItem('nlu-studio-said');
  if (saidBefore && message) { say(message, saidBefore); sessionStorage.removeItem('nlu-studio-said'); }
  // Back from a change (not from an undo): its Undo right in the message, where the eyes are.
  const undid = sessionStorage.getItem('nlu-studio-undone');
  sessionStorage.removeItem('nlu-studio-undone');
  if (returning !== null && !undid && undoLast && message && !message.classList.contains('error')) {
    const again = document.createElement('button');
    again.type = 'button';
    again.className = 'undo-inline';
    again.textContent = 'Undo';
    again.setAttribute('aria-label', undoLast.getAttribute('aria-label'));
    again.addEventListener('click', undo);
    message.append(' ', again);
  }
`;
