import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/index.js';

// Tuesday 12 February 2013, 04:30 at -02:00 (Duckling's reference).
const AT = { referenceTime: '2013-02-12T04:30:00-02:00', timeZone: '-02:00' };
const value = (text: string) => extractBuiltins(text, { kinds: ['datetime'], ...AT }).map((s) => s.value);
const numbers = (text: string) => extractBuiltins(text, { kinds: ['number'], ...AT }).map((s) => `${s.raw}=${s.value}`);

describe('English dates: a fraction of something is a number, no date (issue 30)', () => {
  it('leaves a slash fraction before "of" and a determiner, a pronoun or a count to the numbers', () => {
    expect(value('she won 1/3 of the votes')).toEqual([]);
    expect(numbers('she won 1/3 of the votes')).toEqual(['1/3=0.333333333333333']);
    expect(value('about 3/4 of them agreed')).toEqual([]);
    expect(numbers('about 3/4 of them agreed')).toEqual(['3/4=0.75']);
    expect(value('we spent 2/3 of our budget')).toEqual([]);
    expect(value('2/3 of 300 people came')).toEqual([]);
    expect(value('keep 1/4 of it')).toEqual([]);
    expect(numbers('only 2/3 of 20 seats')).toEqual(['2/3=0.666666666666667', '20=20']);
  });
  it('leaves a slash fraction before a measure of a recipe, "price", "majority" or "share" to the numbers', () => {
    expect(value('add 1/2 cup of sugar')).toEqual([]);
    expect(numbers('add 1/2 cup of sugar')).toEqual(['1/2=0.5']);
    expect(value('3/4 teaspoon salt and 1/2 lb of beef')).toEqual([]);
    expect(value('it passed with a 2/3 majority')).toEqual([]);
    expect(value('1/2 price tickets')).toEqual([]);
  });
  it('still reads slash dates: alone, with a year, a time, after "on", or before "of" and a year', () => {
    expect(value('the rent is due 1/3')).toEqual(['2014-01-03']);
    expect(value('see you on 3/4')).toEqual(['2013-03-04']);
    expect(value('3/4 at 5pm')).toEqual(['2013-03-04T17:00:00-02:00']);
    expect(value('3/4/2021')).toEqual(['2021-03-04']);
    expect(value('born 1/3 of 2001')).toEqual(['2001-01-03']);
    expect(value('on 1/3 of each year')).toEqual(['2014-01-03']);
  });
});

describe('English dates: "later today" and "this fortnight" (issue 30)', () => {
  it('reads "later today" and "the rest of today" as the rest of the day from now, as "the rest of the day"', () => {
    expect(value('can we talk later today?')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-13T00:00:00-02:00']);
    expect(value('busy for the rest of today')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-13T00:00:00-02:00']);
    expect(value('rest of the day')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-13T00:00:00-02:00']);
  });
  it('leaves a time said after "later today" to "today"', () => {
    expect(value('later today at 5pm')).toEqual(['2013-02-12T17:00:00-02:00']);
  });
  it('reads this fortnight as this week and the next, next fortnight as the two weeks after this one', () => {
    expect(value('I am away this fortnight')).toEqual(['2013-02-11/2013-02-24']);
    expect(value('the current fortnight')).toEqual(['2013-02-11/2013-02-24']);
    expect(value('next fortnight')).toEqual(['2013-02-18/2013-03-03']);
    expect(value('last fortnight')).toEqual(['2013-01-28/2013-02-10']);
  });
});

describe('English dates: ranges of numbers that are no times (issue 30)', () => {
  it('reads "from 5 to 10 people" as two numbers, no open interval from 5pm', () => {
    expect(value('groups from 5 to 10 people')).toEqual([]);
    expect(numbers('groups from 5 to 10 people')).toEqual(['5=5', '10=10']);
    expect(value('from 2 to 3 kids')).toEqual([]);
  });
  it('reads two bare numbers before a currency, a unit or a counted noun as quantities, with or without "from"/"between"', () => {
    expect(value('a flat with between 2 and 4 bedrooms')).toEqual([]);
    expect(numbers('a flat with between 2 and 4 bedrooms')).toEqual(['2=2', '4=4']);
    expect(value('order from 5 to 10 pizzas')).toEqual([]);
    expect(value('stay 3 to 5 nights')).toEqual([]);
    expect(value('from 10 to 20 kg')).toEqual([]);
    expect(value('from three to five guests')).toEqual([]);
    const money = (text: string) => extractBuiltins(text, { kinds: ['money'], ...AT }).map((s) => s.value);
    expect(value('tickets from 10 to 20 EUR')).toEqual([]);
    expect(money('tickets from 10 to 20 EUR')).toEqual(['10 EUR', '20 EUR']);
    expect(money('from 10 to 20 €')).toEqual(['10 EUR', '20 EUR']);
  });
  it('reads "a 4 by 4 grid" as dimensions, no deadline, and "1/3 off" as a discount, no date', () => {
    expect(value('a 4 by 4 grid')).toEqual([]);
    expect(numbers('a 4 by 4 grid')).toEqual(['4=4', '4=4']);
    expect(value('2 by 4 lumber')).toEqual([]);
    expect(value('four by four')).toEqual([]);
    expect(value('we need it by 4')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-12T16:00:00-02:00']);
    expect(value('done by 4')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-12T16:00:00-02:00']);
    expect(value('finish task 3 by 5')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-12T05:00:00-02:00']);
    expect(value('get 1/3 off')).toEqual([]);
    expect(numbers('get 1/3 off')).toEqual(['1/3=0.333333333333333']);
    expect(value('i am off 2/3')).toEqual(['2014-02-03']);
  });
  it('reads "on the 3rd floor" and "the third intersection" as ordinals of things, no day', () => {
    const kinds = (text: string) => extractBuiltins(text, { kinds: ['datetime', 'ordinal'], ...AT }).map((s) => `${s.kind}:${s.raw}`);
    expect(kinds('our room is on the 3rd floor')).toEqual(['ordinal:3rd']);
    expect(kinds('turn right at the third intersection')).toEqual(['ordinal:third']);
    expect(value('see you on the 3rd')).toEqual(['2013-03-03']);
    expect(value('on the 3rd of may')).toEqual(['2013-05-03']);
  });
  it('still reads a range of bare hours before a day, a part of the day or a word that is no count', () => {
    expect(value('from 9 to 5 on friday')).toEqual(['2013-02-15T09:00:00-02:00/2013-02-15T17:00:00-02:00']);
    expect(value('between 2 and 4 tomorrow')).toEqual(['2013-02-13T14:00:00-02:00/2013-02-13T16:00:00-02:00']);
    expect(value('from 2 to 4 this afternoon')).toEqual(['2013-02-12T14:00:00-02:00/2013-02-12T16:00:00-02:00']);
  });
  it('still reads "from 5 to 10", "from 5 to 10pm", "from 9 to 5 weekdays" and "from 5" as times', () => {
    expect(value('from 5 to 10')).toEqual(['2013-02-12T05:00:00-02:00/2013-02-12T10:00:00-02:00']);
    expect(value('from 5 to 10pm')).toEqual(['2013-02-12T17:00:00-02:00/2013-02-12T22:00:00-02:00']);
    expect(value('open from 9 to 5 weekdays')).toEqual(['2013-02-12T09:00:00-02:00/2013-02-12T17:00:00-02:00']);
    expect(value('from 5')).toEqual(['2013-02-12T05:00:00-02:00/..']);
  });
  it('leaves "at 555-1234" to the phone number: bare digits whose minutes are no multiple of five make no range', () => {
    // Alone, "at 555" is still a time; the phone number takes the longer span.
    expect(value('call us at 555-1234')).toEqual(['2013-02-12T05:55:00-02:00']);
    expect(extractBuiltins('call us at 555-1234', AT).map((s) => `${s.kind}:${s.raw}`)).toEqual(['phone:555-1234']);
    expect(value('meet at 1030-1130')).toEqual(['2013-02-12T10:30:00-02:00/2013-02-12T11:30:00-02:00']);
    expect(value('from 931 to 1047')).toEqual(['2013-02-12T09:31:00-02:00/2013-02-12T10:47:00-02:00']);
  });
});

describe('"24/7" says always (issue 30)', () => {
  it('is no 24th of July and no fraction; with a year after it, it is a date', () => {
    const at = { referenceTime: '2026-03-04T10:00:00Z', timeZone: 'UTC' };
    const found = (text: string) => extractBuiltins(text, { kinds: ['datetime', 'number'], ...at }).map((s) => `${s.kind}:${s.raw}=${s.value}`);
    expect(found('are you open 24/7?')).toEqual(['number:24=24', 'number:7=7']);
    expect(found('we deliver 24/7/2025')).toEqual(['datetime:24/7/2025=2025-07-24']);
    // Numbers joined by an x are each their own: "24x7" as "24/7"; sizes ("2x4", "1920×1080", "2x4x8"), not "2x10^3".
    expect(found('open 24x7')).toEqual(['number:24=24', 'number:7=7']);
    expect(found('a 10 x 20 tent')).toEqual(['number:10=10', 'number:20=20']);
    expect(found('a 2x4x8 beam on a 1920×1080 screen')).toEqual(['number:2=2', 'number:4=4', 'number:8=8', 'number:1920=1920', 'number:1080=1080']);
    expect(found('2x10^3')).toEqual(['number:2x10^3=2000']);
    expect(found('see you on 7/24')).toEqual(['datetime:7/24=2026-07-24']);
  });
});
