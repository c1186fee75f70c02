/** The Train and try page's browser code: start training and follow it, try a statement and show the answer and why. */
export const TRY_SCRIPT = String.raw`  const train = document.getElementById('train');
  if (train) {
    const status = document.getElementById('train-status');
    const progress = document.getElementById('train-progress');
    const output = document.getElementById('train-output');
    const show = (s) => {
      progress.hidden = s.state !== 'running';
      document.getElementById('model-state').textContent = s.model;
      const step = s.step ? s.step.stage + (s.step.total > 1 ? ' ' + s.step.done + '/' + s.step.total : '') : 'starting';
      const quick = s.quick ? 'Trained quickly in ' + s.quick.seconds.toFixed(1) + ' s (' + s.quick.changed + (s.quick.changed === 1 ? ' utterance' : ' utterances') + ' changed since the last full training): the try box uses that model. ' : '';
      if (s.state === 'running' && s.quick) say(status, quick + 'The full training follows… ' + step + ' (' + s.seconds.toFixed(1) + ' s)');
      else if (s.state === 'running') say(status, 'Training… ' + step + ' (' + s.seconds.toFixed(1) + ' s)');
      else if (s.state === 'done' && s.reused) say(status, 'Nothing changed since the last training: its model is kept (' + s.seconds.toFixed(1) + ' s). The try box uses it.');
      else if (s.state === 'done' && s.quick) say(status, 'Trained in ' + (s.trainingSeconds === null ? s.seconds.toFixed(1) : s.trainingSeconds.toFixed(1)) + ' s (a quick model was ready to try after ' + s.quick.seconds.toFixed(1) + ' s). The try box uses the full model.');
      else if (s.state === 'done') say(status, 'Trained in ' + (s.trainingSeconds === null ? s.seconds.toFixed(1) + ' s' : s.trainingSeconds.toFixed(1) + ' s' + (s.seconds - s.trainingSeconds >= 0.1 ? ' (' + s.seconds.toFixed(1) + ' s with loading the model)' : '')) + '. The try box uses the new model.');
      else if (s.state === 'failed') say(status, 'Training failed.', true);
      output.hidden = !s.message;
      output.textContent = s.message;
      train.disabled = s.state === 'running';
    };
    async function poll() {
      const s = await call('GET', '/api/train');
      show(s);
      if (s.state === 'running') setTimeout(poll, 400);
    }
    train.addEventListener('click', async () => {
      try { show(await call('POST', '/api/train', {})); poll(); }
      catch (error) { sayProblems(status, error); }
    });
    poll();
  }

  const tryForm = document.getElementById('try');
  if (tryForm) {
    const status = document.getElementById('try-status');
    const cell = (text, className) => { const td = document.createElement('td'); td.textContent = text; if (className) td.className = className; return td; };
    const fill = (table, rows) => {
      const body = table.querySelector('tbody');
      body.replaceChildren(...rows.map((cells) => { const tr = document.createElement('tr'); tr.append(...cells); return tr; }));
    };
    const fixed = (n) => (n >= 0 ? '+' : '') + n.toFixed(3);
    /** A feature in a bot developer's words: "#sho" is the letters "sho" starting a word, "<e:vendor>" an entity. */
    const describe = (f) => {
      const q = (t) => '"' + t + '"';
      if (f.kind === 'word') return 'the word ' + q(f.feature) + ' (and words of the same stem)';
      if (f.kind === 'word-pair') return 'the words ' + q(f.feature) + ' together';
      if (f.kind === 'entity') return 'an entity found: ' + f.feature.replace(/^<e:/, '').replace(/>$/, '');
      if (f.kind === 'unknown-word') return 'a word the corpus never uses';
      if (f.kind === 'characters') {
        const start = f.feature.startsWith('#');
        const end = f.feature.endsWith('#') && f.feature.length > 1;
        const letters = f.feature.replace(/^#/, '').replace(/#$/, '');
        return 'the letters ' + q(letters) + (start && end ? ' as a whole word' : start ? ' starting a word' : end ? ' ending a word' : ' inside a word');
      }
      return f.feature;
    };
    const features = (table, score) => fill(table, score ? score.features.slice(0, 8).map((f) => [cell(describe(f)), cell(fixed(f.contribution), 'num ' + (f.contribution >= 0 ? 'up' : 'down'))]) : []);
    tryForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      say(status, 'Understanding…');
      try {
        const { answer, details } = await call('POST', '/api/try', { statement: tryForm.elements.statement.value });
        const explanation = details.explanation;
        document.getElementById('answer').textContent = JSON.stringify(answer, null, 2);
        document.getElementById('unmatched').textContent = details.matched ? '' : 'Unmatched: ' + details.unmatchedReason + ' (in-scope score ' + details.inScopeScore.toFixed(2) + ', cutoff ' + explanation.decision.cutoff.toFixed(2) + ')';
        fill(document.getElementById('alternatives'), details.alternatives.map((a) => [cell(a.intentName + ' (' + a.intentId + ')'), cell(a.confidence.toFixed(3), 'num')]));
        // A builtin's resolution: a date or time's type, grain and instants; a quantity's parts.
        const resolution = (e) => {
          const r = e.resolution;
          if (!r) return '';
          if (r.grain) return r.type + ', ' + r.grain + ': ' + (r.start || '…') + ' to ' + (r.end || '…') + ' (' + r.timeZone + ')';
          return Object.entries(r).map(([k, v]) => k + ' ' + v).join(', ');
        };
        fill(document.getElementById('entities'), explanation.entities.map((e) => [cell(e.entity), cell(e.value), cell(e.raw), cell(e.builtin ? e.source + ' (' + e.builtin + ')' : e.source), cell(resolution(e)), cell(e.param ? 'yes' : 'no')]));
        const intents = explanation.intents;
        // Matched: why its intent won. Unmatched: why it was left so, and which intent came closest (if any word scored).
        document.getElementById('why').textContent = !intents
          ? 'Why no intent: none of its words is one the corpus uses'
          : details.matched ? 'Why ' + intents.winner.intentName + ' won' : 'Why it was left unmatched (closest: ' + intents.winner.intentName + ')';
        for (const el of document.querySelectorAll('.winner')) el.textContent = intents ? intents.winner.intentName : '';
        for (const el of document.querySelectorAll('.runner')) el.textContent = intents && intents.runnerUp ? intents.runnerUp.intentName : '(none)';
        const d = explanation.decision;
        document.getElementById('decision').textContent = 'Decided by: ' + d.decidedBy + '; in-scope score ' + d.inScopeScore.toFixed(2) + ' against cutoff ' + d.cutoff.toFixed(2) + (intents && intents.versus ? '; score ' + intents.winner.score.toFixed(3) + ' against ' + intents.runnerUp.score.toFixed(3) : '') + '.';
        features(document.getElementById('winner-features'), intents && intents.winner);
        features(document.getElementById('runner-features'), intents && intents.runnerUp);
        document.getElementById('result').hidden = false;
        say(status, details.matched ? 'Matched ' + details.intentName + '.' : 'No intent matched.');
      } catch (error) { say(status, error.message, true); }
    });
  }
`;
