import { describe, expect, it } from 'vitest';
import type { Corpus } from '../../src/corpus/types.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';

const cities = ['boston', 'denver', 'atlanta', 'dallas', 'seattle', 'chicago', 'miami', 'phoenix', 'houston', 'detroit'];
const days = ['monday', 'tuesday', 'friday', 'sunday', 'tomorrow'];
const utterances = (templates: string[]) =>
  templates.flatMap((t, i) => cities.slice(0, 6).map((city, j) => ({ text: t.replace('CITY', city).replace('DAY', days[(i + j) % days.length]!), spans: [] })));

/** A flight corpus with no out-of-scope examples: the case synthetic background noise is for. */
const corpus: Corpus = {
  locale: 'en',
  entities: [],
  outOfScope: [],
  intents: [
    { id: 'flight', name: 'flight', utterances: utterances(['show me flights to CITY', 'i need a flight from CITY on DAY', 'book a flight to CITY', 'which flights leave CITY on DAY']) },
    { id: 'airfare', name: 'airfare', utterances: utterances(['how much is a ticket to CITY', 'cheapest fare from CITY on DAY', 'what does a flight to CITY cost', 'show fares to CITY']) },
    { id: 'ground', name: 'ground', utterances: utterances(['car rental in CITY', 'is there a taxi from the CITY airport', 'ground transportation in CITY on DAY', 'limousine service in CITY']) },
  ],
};
const now = new Date('2026-01-01T00:00:00Z');
const foreign = ['play some jazz by miles davis', 'what is the weather like in paris', 'set an alarm for seven', 'add this song to my workout playlist', 'rate this novel five stars'];

describe('a corpus without out-of-scope examples', () => {
  it('leaves statements made of words it never saw unmatched, but answers its own with an unseen city', async () => {
    const u = Understander.fromModel(await trainModel(corpus, { now }));
    for (const statement of foreign) expect((await u.understand(statement)).matched, statement).toBe(false);
    for (const [statement, intent] of [['show me flights to portland', 'flight'], ['cheapest fare from omaha', 'airfare'], ['car rental in reno', 'ground']] as const) {
      expect((await u.understand(statement)).intentName, statement).toBe(intent);
    }
  });

  it('leaves statements with no word of its own unmatched even without the noise', async () => {
    const u = Understander.fromModel(await trainModel(corpus, { now, intent: { backgroundNoise: 0 } }));
    for (const statement of ['play some jazz by miles davis', 'asdkjh qwpoeiru', 'the of my']) expect(u.understandSync(statement).matched, statement).toBe(false);
  });
});
