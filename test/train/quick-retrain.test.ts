import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { Corpus } from '../../src/corpus/types.js';
import { cutoffForShare } from '../../src/decision/detector.js';
import { changedExamples, quickRetrainVerdict } from '../../src/train/quick-retrain.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { TINY_CORPUS } from '../helpers.js';

/** The tiny corpus with two more intents: enough for the decision's five folds and a detector. */
async function fiveIntents(): Promise<Corpus> {
  const tiny = await loadCorpus(TINY_CORPUS);
  const more = (id: string, texts: string[]) => ({ id, name: id, utterances: texts.map((text) => ({ text, spans: [] })) });
  return { ...tiny, intents: [...tiny.intents, more('goodbye', ['bye', 'goodbye', 'see you later', 'bye for now']), more('thanks', ['thanks', 'thank you', 'many thanks', 'cheers mate'])] };
}

/** The corpus with one utterance more in intent `id`. */
function withUtterance(corpus: Corpus, id: string, text: string): Corpus {
  return { ...corpus, intents: corpus.intents.map((i) => (i.id === id ? { ...i, utterances: [...i.utterances, { text, spans: [] }] } : i)) };
}

describe('changedExamples', () => {
  it('counts an added, a removed and an edited utterance once each', async () => {
    const corpus = await fiveIntents();
    expect(changedExamples(corpus, corpus)).toBe(0);
    expect(changedExamples(corpus, withUtterance(corpus, 'thanks', 'thanks a lot'))).toBe(1);
    expect(changedExamples(withUtterance(corpus, 'thanks', 'thanks a lot'), corpus)).toBe(1);
    const edited = { ...corpus, intents: corpus.intents.map((i) => (i.id === 'goodbye' ? { ...i, utterances: i.utterances.map((u, k) => (k === 0 ? { ...u, text: 'bye bye' } : u)) } : i)) };
    expect(changedExamples(corpus, edited)).toBe(1);
    // The same text moved to another intent is a change, and so is a new annotation.
    expect(changedExamples(corpus, withUtterance(withUtterance(corpus, 'thanks', 'cheers'), 'goodbye', 'cheers'))).toBe(2);
  });
});

describe('quick retraining after a small edit', () => {
  it('keeps the calibration and the decision of the last full training, and trains the classifier and the tagger', async () => {
    const before = await fiveIntents();
    const now = new Date(0);
    const full = await trainModel(before, { now, parallel: false });
    expect(full.decision.detector).not.toBeNull();
    const after = withUtterance(before, 'thanks', 'thanks a bunch');
    const quick = await trainModel(after, { now, parallel: false, outOfScopeShare: 0.2, previous: { corpus: before, model: full } });
    expect(quick.decision.keptFrom).toEqual({ corpusHash: full.corpusHash, createdAt: full.createdAt, changed: 1 });
    expect(quick.decision.detector).toEqual(full.decision.detector);
    expect(quick.decision.curve).toEqual(full.decision.curve);
    expect(quick.decision.unknownWordRate).toBe(full.decision.unknownWordRate);
    // The cutoff is set again for this training's share from the kept curve.
    expect(quick.decision.outOfScopeShare).toBe(0.2);
    expect(quick.decision.cutoff).toBe(cutoffForShare(full.decision.curve!, 0.2));
    expect(quick.classifier.model.temperature).toBe(full.classifier.model.temperature);
    // What the edit changes is trained: the new utterance is an exact match, its tagger still finds values.
    expect(quick.corpusHash).not.toBe(full.corpusHash);
    const understander = Understander.fromModel(JSON.parse(JSON.stringify(quick)));
    expect(understander.understandSync('thanks a bunch').intentId).toBe('thanks');
    expect(understander.understandSync('show me Nike sneakers').params).toMatchObject({ vendor: 'Nike' });
    // Deterministic: the same edit from the same training gives the same model.
    const again = await trainModel(after, { now, parallel: false, outOfScopeShare: 0.2, previous: { corpus: before, model: full } });
    expect(JSON.stringify(again)).toBe(JSON.stringify(quick));
    // A full training of the edited corpus measures its own decision.
    expect((await trainModel(after, { now, parallel: false })).decision.keptFrom).toBeUndefined();
  }, 120_000);

  it('trains in full when the edit is not small, or the last training was quick, or the decision is fixed', async () => {
    const before = await fiveIntents();
    const full = await trainModel(before, { now: new Date(0), parallel: false });
    const previous = { corpus: before, model: full };
    const after = withUtterance(before, 'thanks', 'thanks a bunch');
    expect(quickRetrainVerdict(previous, after, {})).toEqual({ quick: true, changed: 1 });
    // 27 utterances: 2 % is none, one edit is still quick; two are not.
    expect(quickRetrainVerdict(previous, withUtterance(after, 'goodbye', 'farewell'), {})).toMatchObject({ quick: false, why: '2 utterances changed (a quick retraining takes at most 1)' });
    expect(quickRetrainVerdict(previous, { ...after, intents: after.intents.map((i) => (i.id === 'thanks' ? { ...i, name: 'gratitude' } : i)) }, {})).toMatchObject({ quick: false });
    expect(quickRetrainVerdict(previous, { ...after, intents: after.intents.slice(1) }, {})).toMatchObject({ quick: false });
    expect(quickRetrainVerdict(previous, { ...after, entities: after.entities.slice(1) }, {})).toMatchObject({ quick: false });
    expect(quickRetrainVerdict(previous, { ...after, locale: 'fr' }, {})).toMatchObject({ quick: false, why: 'the locale changed' });
    expect(quickRetrainVerdict(previous, after, { threshold: 0.5 })).toMatchObject({ quick: false, why: 'a fixed threshold' });
    const quick = { ...full, decision: { ...full.decision, keptFrom: { corpusHash: 'x', createdAt: 'y', changed: 1 } } };
    expect(quickRetrainVerdict({ corpus: before, model: quick }, after, {})).toMatchObject({ quick: false, why: 'the previous model was itself a quick retraining' });
    // Ignored where it does not apply: the model is the full training's.
    const big = withUtterance(after, 'goodbye', 'farewell');
    expect(JSON.stringify(await trainModel(big, { now: new Date(0), parallel: false, previous }))).toBe(JSON.stringify(await trainModel(big, { now: new Date(0), parallel: false })));
  }, 120_000);
});
