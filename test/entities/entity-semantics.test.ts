import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus, loadCorpusWithWarnings } from '../../src/corpus/load.js';
import type { Corpus, EntityDefinition } from '../../src/corpus/types.js';
import type { NluError } from '../../src/errors.js';
import { corpusExamples } from '../../src/evaluation/examples.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { annotated, tempDir } from '../helpers.js';

function corpusOf(intents: Record<string, string[]>, entities: EntityDefinition[]): Corpus {
  return {
    locale: 'en',
    intents: Object.entries(intents).map(([name, utterances]) => ({ id: name, name, utterances: utterances.map(annotated) })),
    entities,
    outOfScope: [],
  };
}

const airports: EntityDefinition = {
  name: 'airport', type: 'list', fuzzy: false, open: false, scope: 'intent',
  values: [
    { value: 'JFK', synonyms: ['new york', 'kennedy'] },
    { value: 'LHR', synonyms: ['london', 'heathrow'] },
    { value: 'CDG', synonyms: ['paris'] },
    { value: 'NRT', synonyms: ['tokyo'] },
    { value: 'SFO', synonyms: ['san francisco'] },
    { value: 'FOR', synonyms: ['fortaleza'] },
  ],
};

const flights = [
  'fly from [new york](origin) to [london](destination)',
  'a flight from [paris](origin) to [tokyo](destination)',
  'book a flight from [london](origin) to [san francisco](destination)',
  'flights to [paris](destination) from [kennedy](origin)',
  'i want to go to [tokyo](destination) from [heathrow](origin)',
  'from [san francisco](origin) to [new york](destination) please',
  'leaving [paris](origin) going to [london](destination)',
  'to [new york](destination) from [tokyo](origin)',
  'emissions [for](ignored) a flight from [london](origin) to [paris](destination)',
  'what about [for](ignored) a trip from [tokyo](origin) to [heathrow](destination)',
];

describe('roles: one entity, several parameters told apart by context', () => {
  let u: Understander;
  beforeAll(async () => {
    u = Understander.fromModel(await trainModel(corpusOf({
      flight: flights,
      greet: ['hello', 'hi there', 'good morning', 'hey', 'good evening'],
      airportInfo: ['tell me about [heathrow](airport)', 'what is [kennedy](airport) like', 'is [paris](airport) busy', 'info on [tokyo](airport)', 'describe [london](airport) airport'],
    }, [
      airports,
      { name: 'origin', type: 'role', of: 'airport' },
      { name: 'destination', type: 'role', of: 'airport' },
      { name: 'ignored', type: 'ignore' },
    ])));
  });

  it('gives each airport its role, with the list\'s canonical value', async () => {
    const r = await u.understand('a flight from london to tokyo');
    expect(r.intentName).toBe('flight');
    expect(r.params).toEqual({ origin: 'LHR', destination: 'NRT' });
    const d = await u.details('flights from new york to paris');
    expect(d.entities.map((s) => [s.entity, s.value])).toEqual([['origin', 'JFK'], ['destination', 'CDG']]);
  });

  it('answers the list itself where the intent annotates the list, and not where it does not (scope: intent)', async () => {
    expect((await u.understand('tell me about heathrow')).params).toEqual({ airport: 'LHR' });
    const greet = await u.details('hello from paris');
    if (greet.intentName === 'greet') expect(greet.entities).toEqual([]);
  });

  it('never answers a word marked ignore, nor the list value it would be', async () => {
    const d = await u.details('emissions for a flight from paris to london');
    expect(d.entities.map((s) => s.entity)).not.toContain('ignored');
    expect(d.entities.find((s) => s.raw === 'for')).toBeUndefined();
  });

  it('evaluates a role\'s gold value as its entity resolves it, and leaves ignored words out of the gold', () => {
    const examples = corpusExamples(corpusOf({ flight: flights }, [airports, { name: 'origin', type: 'role', of: 'airport' }, { name: 'destination', type: 'role', of: 'airport' }, { name: 'ignored', type: 'ignore' }]));
    expect(examples[0]!.entities.map((e) => [e.entity, e.value])).toEqual([['origin', 'JFK'], ['destination', 'LHR']]);
    expect(examples[8]!.entities.map((e) => e.entity)).toEqual(['origin', 'destination']);
  });
});

describe('an intent\'s only role of an entity takes that entity\'s match the tagger gave no role', () => {
  it('answers "buy a fridge" with the intent\'s one parameter of the appliances list', async () => {
    const appliances: EntityDefinition = { name: 'appliances', type: 'list', fuzzy: false, open: false, scope: 'intent', values: ['tv', 'fridge', 'oven', 'washer', 'toaster', 'kettle'].map((value) => ({ value, synonyms: [] })) };
    const u = Understander.fromModel(await trainModel(corpusOf({
      buy: ['i want to buy a [tv](appliance)', 'order a [washer](appliance) for me', 'can i get a new [toaster](appliance)', 'purchase an [oven](appliance)', 'buy a kettle please', 'i would like to buy something'],
      compare: ['compare the [tv](first) with the [oven](second)', 'is a [kettle](first) better than a [toaster](second)', '[washer](first) or [tv](second)', 'which is cheaper, the [oven](first) or the [washer](second)', 'compare two appliances'],
      greet: ['hello', 'hi there', 'good morning', 'hey'],
    }, [appliances, { name: 'appliance', type: 'role', of: 'appliances' }, { name: 'first', type: 'role', of: 'appliances' }, { name: 'second', type: 'role', of: 'appliances' }])));
    // Worded so that the tagger gives "fridge" no role: the intent's one role of the list takes the list's match.
    for (const statement of ['buy fridge', 'i need a fridge to buy', 'fridge please buy']) {
      const r = await u.understand(statement);
      expect(r.intentName).toBe('buy');
      expect(r.params).toEqual({ appliance: 'fridge' });
    }
  });
});

describe('normalising synonyms: they rename what the tagger found, and find nothing themselves', () => {
  let u: Understander;
  beforeAll(async () => {
    u = Understander.fromModel(await trainModel(corpusOf({
      pay: [
        'pay my [credit card](account) bill',
        'pay off my [card](account)',
        'i want to pay my [credit account](account)',
        'pay the [credit card](account)',
        'pay my [savings](account) balance',
        'move money to pay my [checking](account)',
      ],
      chat: ['tell me about the rasa company', 'what is a card game', 'do you like credit scores', 'hello there', 'hi'],
    }, [{ name: 'account', type: 'learned', normalize: [{ value: 'credit', synonyms: ['credit card', 'card', 'credit account'] }] }])));
  });

  it('answers the synonym\'s value for a span the tagger found', async () => {
    expect((await u.understand('pay my credit card bill')).params).toEqual({ account: 'credit' });
    expect((await u.understand('pay my savings')).params).toEqual({ account: 'savings' });
  });

  it('is no extraction rule: a synonym where the tagger sees no account is no span', async () => {
    const d = await u.details('what is a card game');
    expect(d.entities.filter((s) => s.entity === 'account')).toEqual([]);
  });
});

describe('scope: feature, an entity only the classifier and tagger read', () => {
  it('answers no span of it', async () => {
    const u = Understander.fromModel(await trainModel(corpusOf({
      weather: ['weather in paris', 'is it raining in london', 'forecast for berlin', 'will it snow in oslo'],
      greet: ['hello', 'hi there', 'good morning', 'hey'],
    }, [{ name: 'city', type: 'list', fuzzy: false, open: false, scope: 'feature', values: [{ value: 'paris', synonyms: [] }, { value: 'london', synonyms: [] }] }])));
    const d = await u.details('weather in paris');
    expect(d.intentName).toBe('weather');
    expect(d.entities).toEqual([]);
    expect(d.params).toEqual({});
  });

  it('does not cut a learned span over the same words (a lookup table beside a learned entity)', async () => {
    const u = Understander.fromModel(await trainModel(corpusOf({
      ask: ['tell me about [rasa x](product)', 'what is [rasa open source](product)', 'how do i install [rasa x](product)', 'explain [rasa open source](product) to me', 'is [rasa x](product) free', 'what does [nlu](product) do'],
      greet: ['hello', 'hi there', 'good morning', 'hey'],
    }, [
      { name: 'product', type: 'learned' },
      { name: 'product_lookup', type: 'list', fuzzy: false, open: false, scope: 'feature', values: [{ value: 'rasa x', synonyms: [] }, { value: 'rasa', synonyms: [] }] },
    ])));
    const d = await u.details('tell me about rasa x');
    expect(d.entities.map((s) => [s.entity, s.raw])).toEqual([['product', 'rasa x']]);
  });
});

describe('the corpus checks of the new definitions', () => {
  const load = async (yaml: string) => {
    const dir = tempDir();
    await writeFile(join(dir, 'corpus.yaml'), yaml);
    try {
      const { warnings, corpus } = await loadCorpusWithWarnings(dir);
      return { issues: [] as string[], warnings: warnings.map((w) => w.message), corpus };
    } catch (error) {
      return { issues: (error as NluError).issues.map((i) => i.message), warnings: [], corpus: null };
    }
  };

  it('refuses a role of no entity, or of a role', async () => {
    const r = await load('intents:\n  - id: f\n    name: f\n    utterances: ["from [x](origin)"]\nentities:\n  origin:\n    type: role\n    of: airport\n');
    expect(r.issues).toEqual([expect.stringContaining('the role "origin" is of "airport", which is no entity')]);
    const r2 = await load('intents:\n  - id: f\n    name: f\n    utterances: ["from [x](origin)"]\nentities:\n  a:\n    type: learned\n  b:\n    type: role\n    of: a\n  origin:\n    type: role\n    of: b\n');
    expect(r2.issues).toEqual([expect.stringContaining('a role: expected a list, regex, learned or builtin entity')]);
  });

  it('warns of an emoticon-only utterance and leaves it out of training; refuses a blank one', async () => {
    const r = await load('intents:\n  - id: happy\n    name: happy\n    utterances: [":)", "i am happy"]\n');
    expect(r.issues).toEqual([]);
    expect(r.warnings).toEqual([expect.stringContaining('the utterance ":)" has no words: left out of training')]);
    expect(r.corpus!.intents[0]!.utterances.map((x) => x.text)).toEqual(['i am happy']);
    const only = await load('intents:\n  - id: happy\n    name: happy\n    utterances: [":)"]\n  - id: b\n    name: b\n    utterances: [hi]\n');
    expect(only.issues).toEqual([expect.stringContaining('intent "happy" has no utterances with words')]);
    await expect(loadCorpus(await (async () => { const d = tempDir(); await writeFile(join(d, 'c.yaml'), 'intents:\n  - id: a\n    name: a\n    utterances: ["  "]\n'); return d; })())).rejects.toThrow(/problem/);
  });

  it('reads scope, normalize, role and ignore from YAML', async () => {
    const r = await load('intents:\n  - id: f\n    name: f\n    utterances: ["from [paris](origin) [for](skip) [card](acct)"]\nentities:\n  city:\n    type: list\n    scope: intent\n    values: [{ value: paris }]\n  origin:\n    type: role\n    of: city\n  skip:\n    type: ignore\n  acct:\n    type: learned\n    normalize: [{ value: credit, synonyms: [card] }]\n');
    expect(r.issues).toEqual([]);
    expect(r.corpus!.entities).toEqual([
      { name: 'city', type: 'list', values: [{ value: 'paris', synonyms: [] }], fuzzy: false, open: false, scope: 'intent' },
      { name: 'origin', type: 'role', of: 'city' },
      { name: 'skip', type: 'ignore' },
      { name: 'acct', type: 'learned', normalize: [{ value: 'credit', synonyms: ['card'] }] },
    ]);
  });
});
