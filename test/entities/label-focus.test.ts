import { beforeAll, describe, expect, it } from 'vitest';
import { EntityExtractor } from '../../src/entities/entity-extractor.js';
import { applyPenalties, FOCUS_PENALTY, labelPenalties } from '../../src/entities/tagger/label-focus.js';
import type { ModelFile } from '../../src/model/schema.js';
import { DEFAULT_CORPUS, trainedModel } from '../helpers.js';

describe('labelPenalties', () => {
  const labels = ['O', 'B-city', 'I-city', 'B-date', 'I-date'];

  it('penalises the labels of the entities out of focus, never O', () => {
    expect(Array.from(labelPenalties(labels, new Set(['city']))!)).toEqual([0, 0, 0, FOCUS_PENALTY, FOCUS_PENALTY]);
    expect(Array.from(labelPenalties(labels, new Set(), 5)!)).toEqual([0, 5, 5, 5, 5]);
  });

  it('is null when the focus leaves no label out', () => {
    expect(labelPenalties(labels, new Set(['city', 'date', 'other']))).toBeNull();
  });

  it('subtracts each label\'s penalty on every token', () => {
    const scores = Float64Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    applyPenalties(scores, 2, Float64Array.from([0, 1, 1, 2, 2]));
    expect(Array.from(scores)).toEqual([1, 1, 2, 2, 3, 6, 6, 7, 7, 8]);
  });
});

describe('EntityExtractor with a focus', () => {
  let model: ModelFile;
  beforeAll(async () => {
    model = await trainedModel(DEFAULT_CORPUS);
  });
  const statements = [
    'show me adidas running shoes under $60',
    'boots by Patagonia between 20 and 40',
    'where is my order A12345',
    'I want to return order A12345 and get a refund',
    'cheap patagonia boots over $100 and under $300',
    'search for adidas hoodies',
  ];

  it('answers as a fresh extractor would, whether or not it extracted the statement without the focus first', () => {
    const warm = new EntityExtractor(model.entities, model.tagger);
    const entities = [...new Set(model.intentEntities.flat())];
    for (const names of [...model.intentEntities, [], entities.slice(0, 1), entities.slice(1)]) {
      const focus = warm.focus(new Set(names));
      for (const statement of statements) {
        const fresh = new EntityExtractor(model.entities, model.tagger);
        warm.extract(statement);
        expect(warm.extract(statement, focus)).toEqual(fresh.extract(statement, focus));
      }
    }
  });

  it('keeps the tagger off the entities out of focus when their penalty outweighs any evidence', () => {
    const extractor = new EntityExtractor(model.entities, model.tagger);
    const statement = 'show me adidas running shoes under $60';
    const learned = (spans: ReturnType<EntityExtractor['extract']>) => spans.filter((s) => s.source === 'learned').map((s) => s.entity);
    expect(learned(extractor.extract(statement))).toContain('title');
    const tagger = (extractor as unknown as { tagger: { focus(e: ReadonlySet<string>): Float64Array | null; labels: readonly string[] } }).tagger;
    const penalties = labelPenalties(tagger.labels, new Set(['vendor']), 1e9)!;
    expect(learned(extractor.extract(statement, { entities: new Set(['vendor']), penalties }))).not.toContain('title');
  });
});
