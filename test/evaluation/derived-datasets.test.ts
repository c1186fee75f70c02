import { describe, expect, it } from 'vitest';
import { holdOutIntents } from '../../src/evaluation/benchmark/derived-datasets.js';
import type { Corpus } from '../../src/corpus/types.js';

const corpus = (names: string[]): Corpus => ({
  locale: 'en', entities: [], outOfScope: [],
  intents: names.map((name) => ({ id: name, name, utterances: [{ text: `${name} one`, spans: [] }, { text: `${name} two`, spans: [] }] })),
});

describe('holdOutIntents', () => {
  it('removes the drawn intents from training and makes their test statements out of scope, deterministically', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const first = holdOutIntents(corpus(names), corpus(names), 2, 10);
    expect(first).toEqual(holdOutIntents(corpus(names), corpus(names), 2, 10));
    expect(first.heldOut).toHaveLength(2);
    expect(first.train.intents.map((i) => i.name)).toEqual(names.filter((n) => !first.heldOut.includes(n)));
    expect(first.test.intents.map((i) => i.name)).toEqual(first.train.intents.map((i) => i.name));
    expect(first.test.outOfScope.map((e) => e.text).sort()).toEqual(first.heldOut.flatMap((n) => [`${n} one`, `${n} two`]).sort());
  });
});
