import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus, loadCorpusWithWarnings } from '../../src/corpus/load.js';
import type { Corpus, EntityDefinition } from '../../src/corpus/types.js';
import type { NluError } from '../../src/errors.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { annotated, tempDir } from '../helpers.js';

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

const sizes: EntityDefinition = {
  name: 'size', type: 'list', fuzzy: true, open: false,
  values: [{ value: 'small', synonyms: [] }, { value: 'medium', synonyms: ['regular'] }, { value: 'large', synonyms: ['big'] }, { value: 'extra large', synonyms: ['xl'] }],
};
const pizzas = {
  orderPizza: [
    'I want a [large](size) pizza',
    'a [small](size) margherita please',
    'can I get a [medium](size) pepperoni',
    'one [extra large](size) pizza',
    'I would like a [big](size) hawaiian',
    '[small](size) veggie pizza',
    'order a [large](size) pizza with olives',
    'two [medium](size) pizzas',
    'get me a [regular](size) cheese pizza',
    'I want a pizza',
    'order pizza',
    'a pizza please',
  ],
  greet: greetings,
};

describe('a closed list: canonical values only, short typos included where unambiguous', () => {
  let u: Understander;
  beforeAll(async () => { u = Understander.fromModel(await trainModel(corpusOf(pizzas, [sizes]))); });

  it.each([
    ['I want a larg pizza', 'large'],
    ['a smal margherita please', 'small'],
    ['can I get a meduim pepperoni', 'medium'],
    ['I want a large pizza', 'large'],
    ['one XL pizza', 'extra large'],
    // A 4-letter word: no fuzzy typo, but the one value word one typo away (issue 26).
    ['I want a lrge pizza', 'large'],
    ['one extra-large pizza', 'extra large'],
  ])('%j → size %s', async (statement, size) => {
    const r = await u.understand(statement);
    expect(r.intentName).toBe('orderPizza');
    expect(r.params.size).toBe(size);
  });

  it.each(['I want a huge pizza', 'a tiny margherita please', 'can I get a family pepperoni', 'I want a lrg pizza'])(
    'answers no value outside the list: %j has no size',
    async (statement) => {
      const d = await u.details(statement);
      expect(d.intentName).toBe('orderPizza');
      expect(d.entities.filter((s) => s.entity === 'size').map((s) => s.value)).toEqual([]);
    },
  );
});

// Issue 26, item 3: a new user does not know `fuzzy` exists; a closed list's unambiguous typos are caught by default.
describe('a closed list without `fuzzy`: one typo caught where only one value word is that near', () => {
  const plainSizes: EntityDefinition = {
    name: 'size', type: 'list', fuzzy: false, open: false,
    values: [{ value: 'small', synonyms: [] }, { value: 'medium', synonyms: [] }, { value: 'large', synonyms: [] }, { value: 'family', synonyms: ['family size'] }],
  };
  const utterances = {
    ...pizzas,
    orderPizza: [...pizzas.orderPizza.filter((u) => !u.includes('(size)') || /\[(small|medium|large)\]/.test(u)), 'a [family size](size) pizza', 'shall I order a pizza'],
  };
  let u: Understander;
  let model: Awaited<ReturnType<typeof trainModel>>;
  beforeAll(async () => {
    model = await trainModel(corpusOf(utterances, [plainSizes]));
    u = Understander.fromModel(model);
  });

  it.each([
    ['i want a larg pizza', 'large'],
    ['one medum pepperoni', 'medium'],
    ['a smal margherita please', 'small'],
    ['I want a lrge pizza', 'large'],
    ['a family-size pizza', 'family'],
    ['a family size pizza', 'family'],
  ])('%j → size %s', async (statement, size) => {
    const r = await u.understand(statement);
    expect(r.intentName).toBe('orderPizza');
    expect(r.params.size).toBe(size);
  });

  it('reads no typo in a word the corpus uses, nor in a 3-letter word, nor in two typos', async () => {
    // "shall" is one typo from "small", but the corpus writes it: a word, not a typo.
    for (const statement of ['shall I order a pizza', 'I want a lrg pizza', 'I want a lorgo pizza please']) {
      expect((await u.details(statement)).entities.filter((s) => s.entity === 'size')).toEqual([]);
    }
  });

  it('a model trained before the rule (no notTypoWords) answers as it did: no typo', async () => {
    const { notTypoWords: _, ...older } = model;
    const before = Understander.fromModel(older);
    expect((await before.details('i want a larg pizza')).entities.filter((s) => s.entity === 'size')).toEqual([]);
    expect((await before.understand('i want a large pizza')).params.size).toBe('large');
  });
});

const brands = (open: boolean, values: string[]): EntityDefinition => ({ name: 'brand', type: 'list', fuzzy: true, open, values: values.map((value) => ({ value, synonyms: [] })) });
const shoes = {
  findShoes: [
    'show me [Nike](brand) shoes',
    'shoes by [Adidas](brand)',
    'do you have [Asics](brand) sneakers',
    'boots from [Timberland](brand)',
    'anything from [Birkenstock](brand)',
    'I want [Hoka](brand) running shoes',
    'sandals by [Teva](brand)',
    'show me [on running](brand) sneakers',
    'shoes by [Salomon](brand)',
    'show me shoes',
    'I need sneakers',
  ],
  greet: greetings,
};

describe('an open list: the corpus states it, and says how new values come back', () => {
  it('answers a value the corpus annotates as the corpus writes it, a new one as typed with capitals, a known one canonical', async () => {
    const u = Understander.fromModel(await trainModel(corpusOf(shoes, [brands(true, ['Nike', 'Adidas', 'Asics', 'Timberland'])])));
    const brand = async (statement: string) => (await u.understand(statement)).params.brand;
    expect(await brand('shoes by birkenstock')).toBe('Birkenstock');
    // A value the corpus annotates is known wherever it stands, context or not.
    expect(await brand('teva sneakers please')).toBe('Teva');
    expect((await u.details('salomon')).entities.map((s) => [s.entity, s.value, s.source])).toEqual([['brand', 'Salomon', 'list']]);
    expect(await brand('show me on running sneakers')).toBe('On Running');
    expect(await brand('shoes by allbirds')).toBe('Allbirds');
    expect(await brand('shoes by eBay')).toBe('eBay');
    expect(await brand('shoes by nkie')).toBe('Nike');
    expect(await brand('show me adidas shoes')).toBe('Adidas');
  });

  it('keeps new values as typed when the list is not capitalised', async () => {
    const u = Understander.fromModel(await trainModel(corpusOf(shoes, [brands(true, ['nike', 'adidas', 'asics', 'timberland'])])));
    expect((await u.understand('shoes by allbirds')).params.brand).toBe('allbirds');
  });

  it('the same list closed answers its values only, whatever the tagger finds', async () => {
    // Trained in code, so unchecked: the corpus checks would refuse these annotations of a closed list.
    const u = Understander.fromModel(await trainModel(corpusOf(shoes, [brands(false, ['Nike', 'Adidas', 'Asics', 'Timberland'])])));
    for (const statement of ['shoes by allbirds', 'shoes by birkenstock', 'boots from patagonia']) {
      expect((await u.details(statement)).entities.filter((s) => s.entity === 'brand')).toEqual([]);
    }
    expect((await u.understand('shoes by adidas')).params.brand).toBe('Adidas');
  });
});

describe('the corpus checks: an open list is a stated choice', () => {
  const check = async (entities: string, utterances: string[]) => {
    const dir = tempDir();
    await writeFile(join(dir, 'corpus.yaml'), `intents:\n  - id: find\n    name: find\n    utterances:\n${utterances.map((u) => `      - "${u}"`).join('\n')}\nentities:\n${entities}`);
    try {
      await loadCorpus(dir);
      return [];
    } catch (error) {
      return (error as NluError).issues.map((i) => i.message);
    }
  };
  const list = (extra: string) => `  brand:\n    type: list\n    fuzzy: true\n${extra}    values:\n      - value: Nike\n      - value: Adidas\n`;

  it('warns of an annotation of a value outside a closed list (Dialogflow exports have them), saying how to open it', async () => {
    const warned = async (extra: string, utterances: string[]) => {
      const dir = tempDir();
      await writeFile(join(dir, 'corpus.yaml'), `intents:\n  - id: find\n    name: find\n    utterances:\n${utterances.map((u) => `      - "${u}"`).join('\n')}\nentities:\n${list(extra)}`);
      return (await loadCorpusWithWarnings(dir)).warnings.map((w) => w.message);
    };
    expect(await check(list(''), ['shoes by [Patagonia](brand)', 'shoes by [nikee](brand)', 'shoes by [ADIDAS](brand)'])).toEqual([]);
    expect(await warned('', ['shoes by [Patagonia](brand)', 'shoes by [nikee](brand)', 'shoes by [ADIDAS](brand)'])).toEqual([
      expect.stringContaining('"Patagonia" in annotation "[Patagonia](brand)" is no value of the closed list "brand"'),
    ]);
    expect((await warned('', ['shoes by [Patagonia](brand)']))[0]).toContain('"open: true"');
    expect(await warned('    open: true\n', ['shoes by [Patagonia](brand)', 'shoes by [nike](brand)'])).toEqual([]);
  });

  it('refuses an open list that no utterance annotates, and "open" on anything but a list', async () => {
    expect(await check(list('    open: true\n'), ['show me shoes'])).toEqual([expect.stringContaining('the open list "brand" is annotated in no utterance')]);
    expect(await check(`  code:\n    type: regex\n    pattern: 'X\\\\d+'\n    open: true\n`, ['order [X12](code)'])).toEqual([expect.stringMatching(/open/)]);
    expect(await check(list('    open: yes please\n'), ['shoes by [Nike](brand)'])).toEqual([expect.stringMatching(/boolean/)]);
  });
});
