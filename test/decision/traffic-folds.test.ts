import { describe, expect, it } from 'vitest';
import type { Corpus } from '../../src/corpus/types.js';
import { paraphraseClusters, trafficFolds } from '../../src/train/traffic-folds.js';
import { annotated } from '../helpers.js';

const intent = (id: string, texts: string[]) => ({ id, name: id, utterances: texts.map(annotated) });
const corpus: Corpus = {
  locale: 'en',
  entities: [{ name: 'city', type: 'learned' }],
  outOfScope: ['tell me a joke', 'what is the weather', 'who are you'].map(annotated),
  intents: [
    intent('track', ['where is my order', "where's my order", 'track my parcel', 'has it shipped yet', 'ship it to [paris](city)', 'ship it to [rome](city)']),
    intent('cancel', ['cancel my order', 'cancel the order please', 'stop the delivery', 'i do not want it anymore']),
    intent('refund', ['give me my money back', 'i want a refund', 'refund please', 'money back now']),
    intent('pay', ['can i pay by card', 'do you take paypal', 'pay with card', 'is cash ok']),
    intent('hours', ['when are you open', 'opening hours', 'are you open on sunday', 'what time do you close']),
  ],
};

describe('paraphraseClusters', () => {
  it('groups statements that differ only in values, and those whose words overlap much', () => {
    const clusters = paraphraseClusters(corpus.intents[0]!.utterances, true).map((c) => c.sort()).sort((a, b) => a[0]! - b[0]!);
    expect(clusters).toContainEqual([4, 5]);
    expect(clusters).toContainEqual([0, 1]);
  });
});

describe('trafficFolds', () => {
  const folds = trafficFolds(corpus, 1);

  it('holds every intent out once as out of scope, and every fold keeps three intents or more', () => {
    expect(folds).toHaveLength(5);
    const heldOut = folds.flatMap((f) => corpus.intents.filter((i) => !f.corpus.intents.some((k) => k.id === i.id)).map((i) => i.id)).sort();
    expect(heldOut).toEqual(corpus.intents.map((i) => i.id).sort());
    for (const f of folds) expect(f.corpus.intents.length).toBeGreaterThanOrEqual(3);
  });

  it('holds paraphrases out together, never a whole intent the fold keeps, and out-of-scope examples once each', () => {
    for (const f of folds) {
      const inScope = new Set(f.inScope.map((s) => s.text));
      // Twins stay together: held out both or neither.
      expect(inScope.has('ship it to paris')).toBe(inScope.has('ship it to rome'));
      for (const kept of f.corpus.intents) expect(kept.utterances.length).toBeGreaterThan(0);
      for (const s of f.inScope) expect(f.corpus.intents.some((i) => i.id === s.intentId)).toBe(true);
    }
    const examples = folds.flatMap((f) => f.outOfScope.filter((t) => corpus.outOfScope.some((u) => u.text === t)));
    expect(examples.sort()).toEqual(corpus.outOfScope.map((u) => u.text).sort());
  });

  it('holds statements out one by one in an intent whose statements all chain into one cluster of paraphrases', () => {
    const chained = { ...corpus, intents: [...corpus.intents.slice(1), intent('chain', ['track my order now', 'track my order please', 'please track my order now', 'track my parcel order now'])] };
    expect(paraphraseClusters(chained.intents.at(-1)!.utterances, true)).toHaveLength(1);
    const heldOut = trafficFolds(chained, 1).flatMap((f) => f.inScope.filter((s) => s.intentId === 'chain'));
    expect(heldOut.length).toBeGreaterThan(0);
  });

  it('is empty for a corpus of too few intents to hold one out', () => {
    expect(trafficFolds({ ...corpus, intents: corpus.intents.slice(0, 3) })).toEqual([]);
  });
});
