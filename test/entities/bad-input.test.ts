import { beforeAll, describe, expect, it } from 'vitest';
import type { Corpus } from '../../src/corpus/types.js';
import { loadCorpus } from '../../src/corpus/load.js';
import { Understander } from '../../src/understander.js';
import { DEFAULT_CORPUS, trainedModel } from '../helpers.js';
import { cachedModel } from '../support/model-cache.js';

let u: Understander;
beforeAll(async () => { u = Understander.fromModel(await trainedModel(DEFAULT_CORPUS)); });

/** Every param a string, prices plain decimal text. */
function expectWellFormed(params: Record<string, string>): void {
  for (const value of Object.values(params)) expect(typeof value).toBe('string');
  for (const key of ['fromPrice', 'toPrice']) if (key in params) expect(params[key]).toMatch(/^\d+(\.\d+)?$/);
}

const long = {
  'repeated product searches': 'show me nike running shoes under $60 and '.repeat(250).slice(0, 10_000),
  'numbers only': '1234 5,678.90 1k twenty five '.repeat(400).slice(0, 10_000),
  'symbols only': '$$$ ??? !!! --- ¥€£ '.repeat(600).slice(0, 10_000),
  'one 10 000-letter word': 'a'.repeat(10_000),
  'long made-up words': `${'x'.repeat(30)} `.repeat(320).slice(0, 10_000),
  '10 000 digits': '9'.repeat(10_000),
  'misspelt brands': 'addidas nikee samsumg levis '.repeat(400).slice(0, 10_000),
};

describe('bad input: a sensible result in bounded time, never a crash', () => {
  it.each(Object.entries(long))('a 10 000-character statement: %s', async (_, statement) => {
    const t0 = performance.now();
    const details = await u.details(statement);
    const result = await u.understand(statement);
    // Generous for a slow CI machine; it takes tens of milliseconds.
    expect(performance.now() - t0).toBeLessThan(2_000);
    expectWellFormed(result.params);
    for (const span of details.entities) expect(span.raw).toBe(statement.slice(span.start, span.end));
  });

  it.each(['12345', '42 42 42 42', '1,000,000', '0', '99.99', '1k 2k 3k'])('numbers only: %j', async (statement) => {
    const r = await u.understand(statement);
    expectWellFormed(r.params);
    expect(r.params.title ?? '').not.toMatch(/^[\d.,\sk]+$/);
  });

  it.each(['$$$ ??? !!!', '!!!', '$', '-', '…', '🙂🙂🙂', '\u0000\u0001', '   '])('symbols only: %j is left unmatched', async (statement) => {
    expect(await u.understand(statement)).toMatchObject({ matched: false, params: {} });
  });

  it.each([
    ['under 50 nike shoes', { toPrice: '50', vendor: 'Nike', title: 'shoes' }],
    ['nike shoes under 50', { vendor: 'Nike', title: 'shoes', toPrice: '50' }],
    ['shoes nike under 50', { title: 'shoes', vendor: 'Nike', toPrice: '50' }],
    ['$25-$50 backpacks', { fromPrice: '25', toPrice: '50', title: 'backpacks' }],
    ['backpacks $25-$50', { title: 'backpacks', fromPrice: '25', toPrice: '50' }],
    ['jeans from 40 to 20 dollars', { title: 'jeans', fromPrice: '20', toPrice: '40' }],
    ['under fifty dollars backpacks', { toPrice: '50', title: 'backpacks' }],
  ])('prices in any order: %j', async (statement, params) => {
    expect((await u.understand(statement)).params).toEqual(params);
  });

  it.each([
    ['shoes under ¥500', '500'],
    ['shoes under ₹500', '500'],
    ['shoes under 500 rupees', '500'],
    ['jackets below 3000 yen', '3000'],
    ['shoes under 80 CHF', '80'],
    ['shoes under €50', '50'],
  ])('an unsupported or foreign currency keeps the amount, without the currency: %j', async (statement, toPrice) => {
    const r = await u.understand(statement);
    expect(r.intentName).toBe('productSearch');
    expect(r.params.toPrice).toBe(toPrice);
  });

  it.each(['nike shoes under constructor', 'shoes under 40 constructor', 'shoes between constructor and 40', 'shoes under __proto__', 'toString 50 shoes', 'hasOwnProperty valueOf'])(
    'names of object properties are plain words, not numbers or currencies: %j',
    async (statement) => {
      const details = await u.details(statement);
      expectWellFormed((await u.understand(statement)).params);
      for (const span of details.entities) expect(span.value).not.toMatch(/NaN|function|\[object/);
    },
  );

  it('gives every digit typed, however many, never a rounded float', async () => {
    expect((await u.understand(`shoes under ${'9'.repeat(400)}`)).params.toPrice).toBe('9'.repeat(400));
    expect((await u.understand('shoes under 99999999999999999999 dollars')).params.toPrice).toBe('99999999999999999999');
    expect((await u.understand('shoes over 12345678901234567.89')).params.fromPrice).toBe('12345678901234567.89');
  });

  it.each(['shoes under -5 dollars', 'shoes under -$5', 'boots over -20', 'jackets below -100 bucks'])(
    'reads no negative price (prices are never negative): %j has no bound',
    async (statement) => {
      const r = await u.understand(statement);
      expect(r.intentName).toBe('productSearch');
      expect(r.params.toPrice).toBeUndefined();
      expect(r.params.fromPrice).toBeUndefined();
    },
  );
});

describe('overlapping brand names in one list', () => {
  let withBalance: Understander;
  beforeAll(async () => {
    // The default corpus with a second brand, "Balance", inside "New Balance".
    const corpus: Corpus = await loadCorpus(DEFAULT_CORPUS);
    const entities = corpus.entities.map((e) => (e.type === 'list' && e.name === 'vendor' ? { ...e, values: [...e.values, { value: 'Balance', synonyms: [] }] } : e));
    withBalance = Understander.fromModel(await cachedModel({ ...corpus, entities }));
  });

  it.each([
    ['new balance running shoes', 'New Balance'],
    ['NEW BALANCE sneakers under 90', 'New Balance'],
    ['balance yoga mats', 'Balance'],
    ['nb trail shoes', 'New Balance'],
  ])('%j → %s', async (statement, vendor) => {
    expect((await withBalance.understand(statement)).params.vendor).toBe(vendor);
  });
});
