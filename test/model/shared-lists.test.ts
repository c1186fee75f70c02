import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { loadCorpus } from '../../src/corpus/load.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { readModelFile } from '../../src/model/read.js';
import { writeModelFile } from '../../src/model/write.js';
import { listReferenceProblems, storeListsOnce, withListValues } from '../../src/model/shared-lists.js';
import { tempDir } from '../helpers.js';
import { EntityExtractor } from '../../src/entities/entity-extractor.js';
import { tokenize } from '../../src/text/tokens.js';

// Given a corpus whose departure and arrival entities list the same airports (as an importer writes a list two
// parameters share), written twice.
const AIRPORTS = Array.from({ length: 40 }, (_, k) => ({ value: `Airport ${String.fromCharCode(97 + (k % 26))}${k} International`, synonyms: [`ap${k}`] }));
const CORPUS = {
  entities: {
    departure: { type: 'list', values: AIRPORTS },
    arrival: { type: 'list', values: AIRPORTS.map((v) => ({ ...v, synonyms: [...v.synonyms] })) },
    seat: { type: 'list', values: [{ value: 'window', synonyms: [] }, { value: 'aisle', synonyms: [] }] },
  },
  intents: [
    { id: 'fly', name: 'fly', utterances: ['fly from [ap1](departure) to [ap2](arrival)', 'a flight from [Airport c2 International](departure) to [ap7](arrival)', 'i want to fly [ap3](departure) [ap4](arrival)', 'book a [window](seat) seat from [ap5](departure) to [ap6](arrival)'] },
    { id: 'hello', name: 'hello', utterances: ['hello', 'hi there', 'good morning'] },
    { id: 'bye', name: 'bye', utterances: ['goodbye', 'bye now', 'see you'] },
  ],
};

describe('a list used by two entities', () => {
  it('is stored once in the model file, and both entities answer with it', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'corpus.json'), JSON.stringify(CORPUS));
    const model = await trainModel(await loadCorpus(join(dir, 'corpus.json')), { now: new Date(0) });
    // When it is trained and written
    const path = join(dir, 'model.json');
    await writeModelFile(path, model);
    // Then the file holds the airports once: arrival names departure's values
    const stored = (await readModelFile(path)).entities;
    expect(stored.find((e) => e.name === 'departure')).toMatchObject({ type: 'list', values: expect.any(Array) });
    expect(stored.find((e) => e.name === 'arrival')).toEqual({ name: 'arrival', type: 'list', valuesOf: 'departure', fuzzy: false, open: false });
    expect(stored.find((e) => e.name === 'seat')).toMatchObject({ values: expect.any(Array) });
    // And both entities read the one list: each airport named is a match of both
    const text = 'fly from ap11 to Airport k10 International';
    const spans = new EntityExtractor(stored, null).ruleSpans(text, tokenize(text));
    expect(spans.map((s) => [s.entity, s.value])).toEqual([
      ['departure', AIRPORTS[11]!.value], ['arrival', AIRPORTS[11]!.value], ['departure', AIRPORTS[10]!.value], ['arrival', AIRPORTS[10]!.value],
    ]);
    expect((await (await Understander.load(path)).understand(text)).params.departure).toBe(AIRPORTS[11]!.value);
  });

  it('keeps lists that differ in a value apart', () => {
    const a = { name: 'a', type: 'list' as const, values: [{ value: 'x', synonyms: [] }], fuzzy: false, open: false };
    const b = { ...a, name: 'b', values: [{ value: 'y', synonyms: [] }] };
    expect(storeListsOnce([a, b])).toEqual([a, b]);
    const shared = { ...a, name: 'c' };
    expect(storeListsOnce([a, shared])).toEqual([a, { name: 'c', type: 'list', valuesOf: 'a', fuzzy: false, open: false }]);
    const resolved = withListValues(storeListsOnce([a, shared]));
    expect(resolved[1]!.type === 'list' && resolved[1]!.values).toBe(a.values);
  });

  it('refuses a model whose list names no earlier list, or has both values and a reference', async () => {
    expect(listReferenceProblems([{ name: 'b', type: 'list', valuesOf: 'a', fuzzy: false, open: false }])).toEqual([{ index: 0, message: 'expected "valuesOf" to name an earlier list entity with values, found "a"' }]);
    expect(listReferenceProblems([{ name: 'b', type: 'list', fuzzy: false, open: false }])[0]!.message).toMatch(/either "values" or "valuesOf", found neither/);
    const dir = tempDir();
    writeFileSync(join(dir, 'corpus.json'), JSON.stringify(CORPUS));
    const model = await trainModel(await loadCorpus(join(dir, 'corpus.json')));
    const damaged = { ...model, entities: model.entities.map((e) => (e.name === 'arrival' ? { ...e, valuesOf: 'seat-typo' } : e)) };
    expect(() => Understander.fromModel(damaged)).toThrow(expect.objectContaining({ code: 'MODEL_CORRUPT', message: expect.stringMatching(/entities\[1\]: expected "valuesOf" to name an earlier list entity/) }));
  });
});
