import { describe, expect, it } from 'vitest';
import { Understander } from '../src/understander.js';
import { trainedModel } from './helpers.js';

const understander = async () => Understander.fromModel(await trainedModel());

describe('Understander on the tiny corpus', () => {
  it('answers a training utterance as a full match with confidence exactly 1', async () => {
    const u = await understander();
    const r = await u.understand('Hello!');
    expect(r).toMatchObject({ intentId: 'greeting', intentName: 'greeting', confidence: 1, matched: true, fullMatch: true, params: {} });
  });

  it('answers other statements with a confidence below 1', async () => {
    const u = await understander();
    const r = await u.understand('hello there friend');
    expect(r.intentName).toBe('greeting');
    expect(r.confidence).toBeGreaterThan(0);
    expect(r.confidence).toBeLessThan(1);
    expect(r.fullMatch).toBe(false);
  });

  it('returns params as strings, numbers as decimal text', async () => {
    const u = await understander();
    const r = await u.understand('show me nike boots under $1,200');
    expect(r.intentName).toBe('productSearch');
    expect(r.params).toMatchObject({ vendor: 'Nike', toPrice: '1200' });
    for (const value of Object.values(r.params)) expect(typeof value).toBe('string');
  });

  it('leaves out entities the statement does not have and those the intent does not use', async () => {
    const u = await understander();
    expect((await u.understand('track order 784512')).params).toEqual({ orderNumber: '784512' });
    expect((await u.understand('where is my order')).params).toEqual({});
  });

  it('leaves unrelated statements unmatched, never with a fake intent', async () => {
    const u = await understander();
    for (const statement of ['what is the weather like', 'zxqv blorp', '12345 !!!']) {
      const r = await u.understand(statement);
      expect(r, statement).toMatchObject({ intentId: null, intentName: null, params: {}, matched: false });
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('gives ranked alternatives and entity spans to callers who ask', async () => {
    const u = await understander();
    const d = await u.details('show me nike running shoes', { top: 2 });
    expect(d.alternatives).toHaveLength(2);
    expect(d.alternatives[0]!.intentName).toBe('productSearch');
    expect(d.alternatives[0]!.confidence).toBeGreaterThanOrEqual(d.alternatives[1]!.confidence);
    expect(d.entities).toContainEqual({ entity: 'vendor', value: 'Nike', raw: 'nike', start: 8, end: 12, source: 'list' });
  });

  it('gives no alternatives for top 0, five when unset, and refuses a top that is not a whole number 0 or more', async () => {
    const u = await understander();
    const none = await u.details('show me nike running shoes', { top: 0 });
    expect(none.alternatives).toEqual([]);
    expect(none.intentName).toBe('productSearch');
    expect((await u.details('show me nike running shoes')).alternatives.length).toBe(Math.min(5, u.info.intents.length));
    for (const top of [-1, 1.5, Number.NaN]) {
      await expect(u.details('hello', { top })).rejects.toMatchObject({ code: 'INPUT_INVALID', message: expect.stringMatching(/^expected top to be a whole number, 0 or more, found /) });
    }
  });

  it('is safe on any string', async () => {
    const u = await understander();
    for (const statement of ['', '   ', '\u0000\u0007\n\t', '😀🔥🎉', 'ｈｅｌｌｏ', '\ud800', 'a'.repeat(10_000), '[](){}$$$ 1,2,3,,, ...']) {
      const r = await u.understand(statement);
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
      expect(typeof r.matched).toBe('boolean');
    }
    expect((await u.understand('')).matched).toBe(false);
  });

  it('refuses too long and non-string statements with a clear error', async () => {
    const u = await understander();
    await expect(u.understand('word '.repeat(20_001))).rejects.toMatchObject({ code: 'INPUT_INVALID', message: expect.stringMatching(/at most 10000 characters, found 100005/) });
    await expect(u.understand(42 as unknown as string)).rejects.toMatchObject({ code: 'INPUT_INVALID', message: 'expected the statement to be a string, found number' });
  });

  it('takes a threshold override', async () => {
    const u = await understander();
    u.setThreshold(1);
    expect((await u.understand('hello there friend')).matched).toBe(false);
    expect((await u.understand('hello')).matched).toBe(true);
    expect(() => u.setThreshold(2)).toThrow(/between 0 and 1/);
  });

  it('loads from a parsed object with the same checks as a file', () => {
    expect(() => Understander.fromModel({ kind: 'something' })).toThrow(expect.objectContaining({ code: 'MODEL_NOT_A_MODEL' }));
  });
});
