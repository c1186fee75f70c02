import { beforeAll, describe, expect, it } from 'vitest';
import type { Corpus } from '../src/corpus/types.js';
import { foldExample } from '../src/train/fold-corpus.js';
import { trainModel } from '../src/train/train.js';
import { Understander } from '../src/understander.js';
import { annotated, DEFAULT_CORPUS, trainedModel } from './helpers.js';

// Issue 26, item 1: real users type full-width and "font generator" letters; the statement is read in NFKC.
describe('statements in Unicode compatibility forms (tiny corpus)', () => {
  let u: Understander;
  beforeAll(async () => { u = Understander.fromModel(await trainedModel()); });

  it('answers full-width and mathematical letters as the plain statement', async () => {
    const plain = await u.understand('show me nike running shoes under $50');
    expect(plain.intentName).toBe('productSearch');
    for (const written of ['ｓｈｏｗ ｍｅ ｎｉｋｅ ｒｕｎｎｉｎｇ ｓｈｏｅｓ ｕｎｄｅｒ ＄５０', '𝓼𝓱𝓸𝔀 𝓶𝓮 𝓷𝓲𝓴𝓮 𝓻𝓾𝓷𝓷𝓲𝓷𝓰 𝓼𝓱𝓸𝓮𝓼 𝓾𝓷𝓭𝓮𝓻 $50']) {
      expect(await u.understand(written)).toEqual(plain);
    }
    expect(await u.understand('ｈｅｌｌｏ')).toMatchObject({ intentName: 'greeting', fullMatch: true });
  });

  it("gives entity offsets and raw text in the statement as written, and the value as read", async () => {
    const written = 'where is order Ａ７８４５１２ for 𝓷𝓲𝓴𝓮 ﬁlters';
    const d = await u.details(written);
    const byEntity = new Map(d.entities.map((s) => [s.entity, s]));
    expect(byEntity.get('orderNumber')).toMatchObject({ value: 'A784512', raw: 'Ａ７８４５１２', start: 15, end: 22 });
    expect(byEntity.get('vendor')).toMatchObject({ value: 'Nike', raw: '𝓷𝓲𝓴𝓮', start: 27, end: 35 });
    for (const span of d.entities) expect(written.slice(span.start, span.end)).toBe(span.raw);
  });
});

describe('training utterances are read the same way', () => {
  it('moves an annotation to the folded offsets', () => {
    const example = foldExample(annotated('ﬁnd [𝓷𝓲𝓴𝓮](vendor) shoes'));
    expect(example.text).toBe('find nike shoes');
    expect(example.spans).toEqual([{ entity: 'vendor', start: 5, end: 9, value: 'nike' }]);
  });

  it('a corpus written in full-width letters answers the plain statement, and the other way round', async () => {
    const corpus: Corpus = {
      locale: 'en',
      intents: [
        { id: 'refund', name: 'refund', utterances: ['ｉ ｗａｎｔ ａ ｒｅｆｕｎｄ', 'refund my money', 'give me my money back', 'can i get a refund'].map(annotated) },
        { id: 'greet', name: 'greet', utterances: ['hello', 'hi there', 'good morning', 'hey'].map(annotated) },
      ],
      entities: [],
      outOfScope: [],
    };
    const u = Understander.fromModel(await trainModel(corpus, { now: new Date('2026-01-01T00:00:00Z') }));
    expect(await u.understand('i want a refund')).toMatchObject({ intentName: 'refund', fullMatch: true });
    expect(await u.understand('ｈｅｌｌｏ')).toMatchObject({ intentName: 'greet', fullMatch: true });
  });
});

describe('the default model (issue 26)', () => {
  let u: Understander;
  beforeAll(async () => { u = Understander.fromModel(await trainedModel(DEFAULT_CORPUS)); });

  it.each(['ｃａｎｃｅｌ ｍｙ ｏｒｄｅｒ', '𝓘 𝔀𝓪𝓷𝓽 𝓬𝓪𝓷𝓬𝓮𝓵 𝓸𝓻𝓭𝓮𝓻', 'ＣＡＮＣＥＬ ＭＹ ＯＲＤＥＲ'])('answers %j as cancelOrder', async (statement) => {
    expect(await u.understand(statement)).toMatchObject({ intentName: 'cancelOrder', matched: true });
  });
});
