/** The History page's browser code: Undo a change, then show the history as it now is. */
export const HISTORY_SCRIPT = String.raw`
  for (const button of document.querySelectorAll('button.undo')) {
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        const undone = await call('POST', '/api/history/undo', { id: Number(button.dataset.changeId) });
        sessionStorage.setItem('nlu-studio-said', 'Undone: ' + undone.label + '.');
        reloadAt(null);
      } catch (error) { say(message, error.message, true); button.disabled = false; }
    });
  }
`;
