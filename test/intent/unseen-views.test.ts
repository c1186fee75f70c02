import { describe, expect, it } from 'vitest';
import { unknownToken } from '../../src/intent/features.js';
import { unseenViews } from '../../src/intent/unseen-views.js';

describe('unseenViews', () => {
  it('makes the words no other statement uses unknown, keeping the rest', () => {
    const views = unseenViews([
      ['flights', 'to', 'boston'],
      ['flights', 'to', 'denver'],
      ['cheapest', 'flights'],
    ]);
    expect(views).toEqual([
      { source: 0, tokens: ['flights', 'to', unknownToken('boston')] },
      { source: 1, tokens: ['flights', 'to', unknownToken('denver')] },
      { source: 2, tokens: [unknownToken('cheapest'), 'flights'] },
    ]);
  });

  it('counts words by stem, and gives no view of a statement with no unique word or with nothing else', () => {
    const views = unseenViews([
      ['show', 'flight'],
      ['show', 'flights'],
      ['zanzibar', 'quokka'],
    ]);
    expect(views).toEqual([]);
  });
});
