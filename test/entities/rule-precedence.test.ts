import { beforeAll, describe, expect, it } from 'vitest';
import type { Corpus, EntityDefinition } from '../../src/corpus/types.js';
import { EntityExtractor } from '../../src/entities/entity-extractor.js';
import { trainEntityTagger } from '../../src/entities/tagger/train-entity-tagger.js';
import { annotated } from '../helpers.js';

// A rule whose match need not fall on word boundaries (no \b): five digits inside a product code.
const entities: EntityDefinition[] = [
  { name: 'digits', type: 'regex', pattern: '\\d{5}', flags: '' },
  { name: 'title', type: 'learned' },
];

// The tagger is taught that a product code belongs to the title around it.
const corpus: Corpus = {
  locale: 'en',
  entities,
  intents: [{ id: 'search', name: 'search', utterances: [
    'show me the [red runner X12345](title)',
    'show me the [blue parka QZ55555](title)',
    'show me the [green boots AB77777](title)',
    'do you have the [grey hoodie K24680](title)',
    'do you have the [black jeans ZZ13579](title)',
    'i want the [white socks M11223](title)',
    'i want the [brown belt P99881](title)',
  ].map(annotated) }],
  outOfScope: ['tell me a joke', 'what time is it'].map(annotated),
};

let extractor: EntityExtractor;
beforeAll(() => {
  extractor = new EntityExtractor(entities, trainEntityTagger(corpus));
});

describe('rule spans win over learned ones, even when they do not fall on word boundaries', () => {
  it('keeps a rule match that lies inside a word the tagger puts in a longer span, and trims that span to the words outside it', () => {
    const spans = extractor.extract('show me the yellow runner X54321');
    expect(spans.map((s) => [s.entity, s.raw, s.source])).toEqual([
      ['title', 'yellow runner', 'learned'],
      ['digits', '54321', 'regex'],
    ]);
  });

  it('leaves learned spans alone where no rule matched', () => {
    expect(extractor.extract('show me the yellow runner').map((s) => [s.entity, s.raw, s.source])).toEqual([['title', 'yellow runner', 'learned']]);
  });
});
