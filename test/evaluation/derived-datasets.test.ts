import { describe, expect, it } from 'vitest';
import { addForeignOutOfScope, holdOutIntents } from '../../src/evaluation/benchmark/derived-datasets.js';
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

describe('addForeignOutOfScope', () => {
  it('adds a seeded draw of the other data set’s test statements as out of scope, leaving training alone', () => {
    const train = corpus(['a', 'b']);
    const foreign = corpus(['x', 'y', 'z']);
    const first = addForeignOutOfScope(train, corpus(['a', 'b']), foreign, 4, 10);
    expect(first).toEqual(addForeignOutOfScope(train, corpus(['a', 'b']), foreign, 4, 10));
    expect(first.train).toBe(train);
    expect(first.test.intents.map((i) => i.name)).toEqual(['a', 'b']);
    expect(first.test.outOfScope).toHaveLength(4);
    for (const e of first.test.outOfScope) expect(foreign.intents.flatMap((i) => i.utterances.map((u) => u.text))).toContain(e.text);
    expect(new Set(first.test.outOfScope.map((e) => e.text)).size).toBe(4);
  });
});
