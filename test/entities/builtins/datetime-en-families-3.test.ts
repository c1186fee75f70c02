import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/index.js';

// Tuesday 12 February 2013, 04:30 at -02:00 (Duckling's reference).
const AT = { referenceTime: '2013-02-12T04:30:00-02:00', timeZone: '-02:00' };
const value = (text: string) => extractBuiltins(text, { kinds: ['datetime'], ...AT }).map((s) => s.value);
const spans = (text: string) => extractBuiltins(text, { kinds: ['datetime'], ...AT }).map((s) => `${s.raw}=${s.value}`);

describe('English dates: "atm" is the cash machine (issue 30)', () => {
  it('never reads "atm" as now, keeps "at the moment"', () => {
    expect(value('atm')).toEqual([]);
    expect(spans('the atm kept my card yesterday')).toEqual(['yesterday=2013-02-11']);
    expect(value('busy at the moment')).toEqual(['2013-02-12T04:30:00-02:00']);
  });
});
