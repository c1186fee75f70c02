import { beforeAll, describe, expect, it } from 'vitest';
import type { Corpus, EntityDefinition } from '../../src/corpus/types.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { annotated } from '../helpers.js';

/** A small corpus: intent name → annotated utterances, with the given entity definitions. */
function corpusOf(intents: Record<string, string[]>, entities: EntityDefinition[]): Corpus {
  return {
    locale: 'en',
    intents: Object.entries(intents).map(([name, utterances]) => ({ id: name, name, utterances: utterances.map(annotated) })),
    entities,
    outOfScope: [],
  };
}

const greetings = ['hello', 'hi there', 'good morning', 'hey', 'good evening'];

describe('a regex entity: its value always matches its pattern', () => {
  let u: Understander;
  beforeAll(async () => {
    const corpus = corpusOf({
      trackPizza: [
        'where is my pizza [PZ-1234](trackingCode)',
        'track [PZ-9876](trackingCode)',
        'status of [PZ-5555](trackingCode) please',
        'my pizza [PZ-0001](trackingCode) is late',
        'where is [PZ-4410](trackingCode)',
        'has [PZ-7788](trackingCode) left the shop',
        'tracking [PZ-3141](trackingCode)',
        'when will pizza [PZ-2718](trackingCode) arrive',
        'where is my pizza',
        'track my pizza',
      ],
      greet: greetings,
    }, [{ name: 'trackingCode', type: 'regex', pattern: '\\bPZ-\\d{4}\\b', flags: '' }]);
    u = Understander.fromModel(await trainModel(corpus));
  });

  it.each(['where is my pizza XX-99', 'where is my pizza 12345', 'track PZ-12345', 'where is my pizza AB-1234', 'status of pz1234 please', 'my pizza QQ-12 is late', 'track 5555'])(
    'the tagger may point at a word, never make it a value: %j has no trackingCode',
    async (statement) => {
      const d = await u.details(statement);
      expect(d.intentName).toBe('trackPizza');
      expect(d.params.trackingCode).toBeUndefined();
      expect(d.entities.filter((s) => s.entity === 'trackingCode')).toEqual([]);
    },
  );

  it.each([['where is my pizza PZ-4321', 'PZ-4321'], ['track PZ-0042 please', 'PZ-0042']])('%j → %s', async (statement, code) => {
    expect((await u.understand(statement)).params.trackingCode).toBe(code);
  });
});
