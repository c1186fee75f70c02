/**
 * The Publish page's browser code: publish the draft, then ask the servers which model they run until each
 * runs the published one (or 30 s pass); Refresh asks once.
 */
export const PUBLISH_SCRIPT = String.raw`  const status = document.getElementById('publish-status');
  const show = (state) => {
    document.getElementById('models-body').innerHTML = state.modelRows;
    document.getElementById('servers-body').innerHTML = state.serverRows;
    document.getElementById('versions-body').innerHTML = state.versionRows;
  };
  const refresh = () => call('GET', '/api/publish').then((state) => { show(state); return state; });
  async function follow(deadline, what = 'Published') {
    const state = await refresh();
    const waiting = state.servers.filter((s) => s.runs !== 'published').length;
    if (waiting === 0) { say(status, what + (state.servers.length ? ': every server runs it.' : '.')); return; }
    if (Date.now() > deadline) { say(status, what + '; ' + waiting + ' server' + (waiting > 1 ? 's do' : ' does') + ' not run it yet (is it run with --watch-model? else send it SIGHUP).', true); return; }
    say(status, what + '; waiting for ' + waiting + ' server' + (waiting > 1 ? 's' : '') + ' to load it…');
    setTimeout(() => follow(deadline, what).catch((error) => say(status, error.message, true)), 500);
  }
  const publish = document.getElementById('publish');
  publish.addEventListener('click', async () => {
    publish.disabled = true;
    say(status, 'Publishing…');
    try {
      await call('POST', '/api/publish', {});
      await follow(Date.now() + 30000);
    } catch (error) { say(status, error.message, true); }
    finally { publish.disabled = false; }
  });
  // Roll back: one click; the rows are redrawn (the button then belongs to the model just replaced).
  document.getElementById('versions-body').addEventListener('click', async (event) => {
    const button = event.target.closest('button.rollback');
    if (!button) return;
    button.disabled = true;
    say(status, 'Rolling back…');
    try {
      const done = await call('POST', '/api/publish/rollback', { version: button.dataset.version });
      await follow(Date.now() + 30000, 'Rolled back to the model trained ' + done.published.createdAt);
    } catch (error) { say(status, error.message, true); button.disabled = false; }
  });
  document.getElementById('refresh').addEventListener('click', () => refresh().catch((error) => say(status, error.message, true)));
`;
