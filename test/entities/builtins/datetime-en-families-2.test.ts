import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/index.js';

// Tuesday 12 February 2013, 04:30 at -02:00 (Duckling's reference).
const AT = { referenceTime: '2013-02-12T04:30:00-02:00', timeZone: '-02:00' };
const value = (text: string) => extractBuiltins(text, { kinds: ['datetime'], ...AT }).map((s) => s.value);
const spans = (text: string) => extractBuiltins(text, { kinds: ['datetime'], ...AT }).map((s) => `${s.raw}=${s.value}`);

describe('English dates: lists are not ranges (issue 30)', () => {
  it('reads "X and Y" as two values, "between X and Y" as one range', () => {
    expect(spans('sales of 2007 and 2009')).toEqual(['2007=2007', '2009=2009']);
    expect(value('between 2007 and 2009')).toEqual(['2007-01-01/2009-12-31']);
    expect(spans('on 18 and 19 june')).toEqual(['18=2013-06-18', '19 june=2013-06-19']);
    expect(value('between 18 and 19 june')).toEqual(['2013-06-18/2013-06-19']);
  });
});
