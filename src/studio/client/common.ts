/**
 * Browser code every studio page runs first (plain JavaScript, no build step): `call` sends a request with the
 * page's CSRF token in a header and a JSON body (src/studio/guard.ts), `say` writes a status line, `reloadAt`
 * reloads the page back at the same spot after a change. Page scripts run after it in the same scope.
 */
export const STUDIO_COMMON_SCRIPT = String.raw`
  // Statements may be in any language: a field takes the direction of what is typed in it (Arabic, Hebrew right to
  // left), and the corpus's language (lang) where the page gives it, so CJK text is drawn with the right glyphs.
  for (const field of document.querySelectorAll('input[type=text], input:not([type]), textarea')) if (!field.hasAttribute('dir')) field.dir = 'auto';
  const corpusLang = document.documentElement.dataset.corpusLang;
  if (corpusLang) for (const field of document.querySelectorAll('.field input, input#statement, label.lands input')) field.lang = corpusLang;
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
`;
