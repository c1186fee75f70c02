import { beforeAll, describe, expect, it } from 'vitest';
import { EntityExtractor } from '../../src/entities/entity-extractor.js';
import type { ModelFile } from '../../src/model/schema.js';
import { DEFAULT_CORPUS, trainedModel } from '../helpers.js';

let model: ModelFile;
let extractor: EntityExtractor;
beforeAll(async () => {
  model = await trainedModel(DEFAULT_CORPUS);
  extractor = new EntityExtractor(model.entities, model.tagger);
});

const statements = [
  'show me adidas running shoes under $60',
  "Levi's jeans from $40 to $1,100",
  'boots by Patagonia between 20 and 40',
  'under 50 nike shoes',
  'cancel order 784512 please',
  'new balance new balance new balance',
  '$$$ 12 ?? twenty five addidas',
];

describe('EntityExtractor', () => {
  it('gives every span the one contract: entity, value, raw text at [start, end), source; no overlaps, in order', () => {
    for (const statement of statements) {
      const spans = extractor.extract(statement);
      let end = 0;
      for (const span of spans) {
        expect(Object.keys(span).sort()).toEqual(['end', 'entity', 'raw', 'source', 'start', 'value']);
        expect(span.raw).toBe(statement.slice(span.start, span.end));
        expect(['regex', 'list', 'rule', 'builtin', 'learned']).toContain(span.source);
        expect(span.start).toBeGreaterThanOrEqual(end);
        end = span.end;
      }
    }
  });

  it('lets exact rules win: a list brand and a price cue are not re-labelled by the tagger', () => {
    const spans = extractor.extract('show me adidas running shoes under $60');
    expect(spans.map((s) => [s.entity, s.raw, s.value, s.source])).toEqual([
      ['vendor', 'adidas', 'Adidas', 'list'],
      ['title', 'running shoes', 'running shoes', 'learned'],
      ['toPrice', '$60', '60', 'rule'],
    ]);
  });

  it('learns a brand the list does not have from its context, its value the text as written', () => {
    expect(extractor.extract('boots by Blundstone').map((s) => [s.entity, s.value, s.source])).toEqual([
      ['title', 'boots', 'learned'],
      ['vendor', 'Blundstone', 'learned'],
    ]);
  });

  it('knows the brands the corpus annotates, as it writes them: an open list\'s values too', () => {
    expect(extractor.extract('boots by patagonia').map((s) => [s.entity, s.value, s.source])).toEqual([
      ['title', 'boots', 'learned'],
      ['vendor', 'Patagonia', 'list'],
    ]);
    expect(extractor.extract('lululemon leggings').map((s) => [s.entity, s.value])).toEqual([['vendor', 'Lululemon'], ['title', 'leggings']]);
  });

  it('puts no control character inside a value: a token holding one is in no learned span, and no span reaches across one', () => {
    expect(extractor.extract('nike\u0000shoes').map((s) => [s.entity, s.value])).toEqual([['vendor', 'Nike'], ['title', 'shoes']]);
    const controlled = ['nike\u0000shoes', 'red\u0007dresses under $50', 'show me running\nshoes', 'boots by Pata\u200Bgonia', '\u0000\u0001 cancel order 784512\u0000', 'tvs\u001bbetween 400 and 800', 'winter\tcoat\u0085under 90'];
    for (const statement of controlled) {
      for (const span of extractor.extract(statement)) expect(span.value).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    }
    // A pattern that can match a control character: such a match is no value.
    const codes = new EntityExtractor([{ name: 'code', type: 'regex', pattern: 'X\\S+', flags: '' }], null);
    expect(codes.extract('code X1\u00002 or X34').map((s) => s.value)).toEqual(['X34']);
  });

  it('resolves the value of a learned span through its list or number definition', () => {
    expect(extractor.resolveValue('vendor', 'levis')).toBe("Levi's");
    expect(extractor.resolveValue('vendor', 'Everlane')).toBe('Everlane');
    expect(extractor.resolveValue('toPrice', 'fifty bucks')).toBe('50');
    expect(extractor.resolveValue('toPrice', 'cheap')).toBeNull();
    expect(extractor.resolveValue('title', 'Red Dress')).toBe('Red Dress');
  });

  it('finds the rules alone when the model has no tagger', () => {
    const rulesOnly = new EntityExtractor(model.entities, null);
    expect(rulesOnly.extract('nike shoes under 50').map((s) => [s.entity, s.value])).toEqual([['vendor', 'Nike'], ['toPrice', '50']]);
  });
});
