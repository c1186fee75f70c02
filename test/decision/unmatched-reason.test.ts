import { beforeAll, describe, expect, it } from 'vitest';
import { gibberishStatements } from '../../src/evaluation/gibberish.js';
import { loadCorpus } from '../../src/corpus/load.js';
import type { UnmatchedReason } from '../../src/types.js';
import { Understander } from '../../src/understander.js';
import { DEFAULT_CORPUS, FIXTURES, trainedModel } from '../helpers.js';

describe('details(): why a statement was left unmatched, on the default shop model', () => {
  let u: Understander;
  beforeAll(async () => { u = Understander.fromModel(await trainedModel(DEFAULT_CORPUS)); });

  it.each<[string, UnmatchedReason]>([
    ['  ?! ', 'empty'],
    ['tell me a joke', 'out-of-scope-example'],
    ['asdkjh qwpoeiru zxcmnb', 'nothing-known'],
  ])('%j: %s', async (statement, reason) => {
    const details = await u.details(statement);
    expect(details.matched).toBe(false);
    expect(details.unmatchedReason).toBe(reason);
  });

  // The detector names the signal that pulled its score down the most (detector.test.ts checks which).
  it.each(['show me flights from dallas to pittsburgh', 'i want the vorpal snicker-snack of gondor by jabberwock', 'from montreal to las vegas'])('%j: a reason of the detector\'s, with its score under the cutoff', (statement) => {
    const details = u.detailsSync(statement);
    expect(details.matched).toBe(false);
    expect(['below-threshold', 'background', 'unknown-words', 'unfamiliar-frame']).toContain(details.unmatchedReason);
    expect(details.inScopeScore).toBeLessThan(u.info.cutoff);
  });

  it('says below-threshold when only the confidence keeps an intent out, and nothing for a matched statement', () => {
    const matched = u.detailsSync('show me boots');
    expect(matched.matched).toBe(true);
    expect('unmatchedReason' in matched).toBe(false);
    const snapshot = u.decisionSnapshot();
    try {
      u.setThreshold(0.9999);
      expect(u.detailsSync('show me boots').unmatchedReason).toBe('below-threshold');
    } finally {
      u.restoreDecision(snapshot);
    }
  });

  it('gives a reason exactly when nothing matched, over gibberish and the held-out statements', async () => {
    const heldOut = await loadCorpus(`${FIXTURES}/shop-heldout.yaml`);
    const statements = [
      ...gibberishStatements(200, 3).map((g) => g.text),
      ...heldOut.intents.flatMap((i) => i.utterances.map((x) => x.text)),
      ...heldOut.outOfScope.map((x) => x.text),
    ];
    const inconsistent = statements.filter((s) => {
      const d = u.detailsSync(s);
      return d.matched === (d.unmatchedReason !== undefined) || d.matched !== u.understandSync(s).matched;
    });
    expect(inconsistent).toEqual([]);
  });
});
