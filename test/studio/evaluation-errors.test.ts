/** From a report's errors to the place a developer fixes each: the utterance, its intent's add field, or the out-of-scope examples. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { IntentError } from '../../src/evaluation/report-schema.js';
import { viewOf } from '../../src/studio/corpus-document.js';
import { entityErrorRows, intentErrorRows } from '../../src/studio/evaluation-errors.js';

const files = [viewOf('corpus/intents.yaml', readFileSync('test/fixtures/tiny-corpus/intents.yaml', 'utf8'))];
const error = (text: string, expected: string | null, predicted: string | null = null): IntentError => ({ text, expected, predicted, topIntent: predicted, confidence: 0.4 });

describe('links from evaluation errors', () => {
  it('links a corpus statement to its utterance, found by plain text whatever its annotations, case and spacing', () => {
    const [annotated, plain] = intentErrorRows([
      error('show me Nike running shoes under $50', 'productSearch'),
      error('Has my  package shipped', 'orderStatus', 'greeting'),
    ], files);
    expect(annotated!.fix).toEqual({ kind: 'utterance', href: '/#utterance-product-search-0', intentName: 'productSearch', index: 0 });
    expect(plain!.fix).toEqual({ kind: 'utterance', href: '/#utterance-order-status-3', intentName: 'orderStatus', index: 3 });
    expect(plain!.confidence).toBe(0.4);
  });

  it('links a test statement the corpus lacks to its expected intent\'s add field, filled (by name, or by id as JSON Lines may label it)', () => {
    const rows = intentErrorRows([error('do you sell hats & caps?', 'productSearch'), error('yo', 'greeting')], files);
    expect(rows[0]!.fix).toEqual({ kind: 'add', href: '/?add=product-search&text=do+you+sell+hats+%26+caps%3F', intentName: 'productSearch' });
    expect(new URLSearchParams(rows[0]!.fix.kind === 'add' ? rows[0]!.fix.href.slice(2) : '').get('text')).toBe('do you sell hats & caps?');
    expect(intentErrorRows([error('yo', 'order-status')], files)[0]!.fix).toMatchObject({ kind: 'add', href: '/?add=order-status&text=yo' });
  });

  it('offers an out-of-scope statement the engine answered to the out-of-scope examples, unless it is one already', () => {
    const [fresh, known] = intentErrorRows([error('hello there my order', null, 'greeting'), error('Tell me a joke', null, 'greeting')], files);
    expect(fresh!.fix).toEqual({ kind: 'out-of-scope', text: 'hello there my order' });
    expect(known!.fix).toEqual({ kind: 'none', why: 'an out-of-scope example in corpus/intents.yaml' });
  });

  it('says why there is no link when the expected intent is not in the corpus', () => {
    expect(intentErrorRows([error('book a flight', 'bookFlight')], files)[0]!.fix).toEqual({ kind: 'none', why: 'no intent named bookFlight in the corpus' });
  });

  it('links an entity error to the utterance holding the statement, whatever its intent', () => {
    const span = { entity: 'orderNumber', start: 12, end: 18, value: '784512' };
    const rows = entityErrorRows([
      { text: 'track order 784512', expected: [span], predicted: [], missed: [span], spurious: [], wrongValue: [] },
      { text: 'track parcel 784512', expected: [span], predicted: [], missed: [span], spurious: [], wrongValue: [] },
    ], files);
    expect(rows[0]!.fix).toEqual({ kind: 'utterance', href: '/#utterance-order-status-1', intentName: 'orderStatus', index: 1 });
    expect(rows[1]!.fix.kind).toBe('none');
  });
});
