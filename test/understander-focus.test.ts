import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EntityExtractor, type EntityFocus } from '../src/entities/entity-extractor.js';
import type { ModelFile } from '../src/model/schema.js';
import { Understander } from '../src/understander.js';
import { DEFAULT_CORPUS, trainedModel } from './helpers.js';

let model: ModelFile;
beforeAll(async () => {
  model = await trainedModel(DEFAULT_CORPUS);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Understander: entities focused on the chosen intent (label-focus.ts)', () => {
  it('answers with the entities the tagger finds focused on the chosen intent\'s entities', () => {
    const u = Understander.fromModel(model);
    const extract = vi.spyOn(EntityExtractor.prototype, 'extract');
    // Known words only (no extraction to decide) and words unknown to the classifier (extracted first, then focused).
    for (const statement of ['show me adidas running shoes under $60', 'show me zorblax running shoes under $60']) {
      extract.mockClear();
      const details = u.detailsSync(statement);
      const intent = model.intents.findIndex((i) => i.name === details.intentName);
      expect(intent).toBeGreaterThanOrEqual(0);
      const last = extract.mock.calls.at(-1)!;
      expect(last[0]).toBe(statement);
      expect((last[1] as EntityFocus | null)?.entities).toEqual(new Set(model.intentEntities[intent]));
      expect(details.entities).toEqual(extract.mock.results.at(-1)!.value);
      const focused = new EntityExtractor(model.entities, model.tagger);
      expect(details.entities).toEqual(focused.extract(statement, focused.focus(new Set(model.intentEntities[intent]))));
    }
  });

  it('extracts without a focus when no intent is chosen', () => {
    const u = Understander.fromModel(model);
    const extract = vi.spyOn(EntityExtractor.prototype, 'extract');
    const details = u.detailsSync('qwzx plorv 123 nike');
    expect(details.matched).toBe(false);
    for (const call of extract.mock.calls) expect(call[1] ?? null).toBeNull();
  });
});
