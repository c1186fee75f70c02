import { describe, expect, it } from 'vitest';
import { extractBuiltins, type BuiltinKind } from '../../../src/index.js';

// Tuesday 12 February 2013, 04:30 at -02:00 (Duckling's reference).
const AT = { referenceTime: '2013-02-12T04:30:00-02:00', timeZone: '-02:00' };
const value = (text: string, kind: BuiltinKind = 'datetime') => extractBuiltins(text, { kinds: [kind], ...AT }).map((s) => s.value);

describe('English dates: families of expressions (issue 30)', () => {
  it('reads both bounds said apart, and "or later"', () => {
    expect(value('after 3:30pm but before 6pm')).toEqual(['2013-02-12T15:30:00-02:00/2013-02-12T18:00:00-02:00']);
    expect(value('later than 9:30 but before 11:00 on thursday')).toEqual(['2013-02-14T09:30:00-02:00/2013-02-14T11:00:00-02:00']);
    expect(value('2018 or later')).toEqual(['2018-01-01/..']);
    expect(value('as late as tomorrow')).toEqual(['../2013-02-13']);
    expect(value('on 1/1/2016 and after 6pm')).toEqual(['2016-01-01', '2013-02-12T18:00:00-02:00/..']);
  });

  it('reads "within" as from now until then, and counted weekdays', () => {
    expect(value('within 2 weeks')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-26T00:00:00-02:00']);
    expect(value('within 5 minutes')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-12T04:35:00-02:00']);
    expect(value('2 sundays from now')).toEqual(['2013-02-24']);
    expect(value('2 thursdays ago')).toEqual(['2013-01-31']);
    expect(value('in 2 more minutes')).toEqual(['2013-02-12T04:32:00-02:00']);
    expect(value('next few days')).toEqual(['2013-02-13/2013-02-15']);
  });

  it('counts a month\'s weeks as its whole weeks and a year\'s as ISO 8601 weeks', () => {
    expect(value('first week of october 2014')).toEqual(['2014-10-06/2014-10-12']);
    expect(value('last week of september 2014')).toEqual(['2014-09-22/2014-09-28']);
    expect(value('the 2nd last week of october 2018')).toEqual(['2018-10-15/2018-10-21']);
    expect(value('first week of 2015')).toEqual(['2014-12-29/2015-01-04']);
    expect(value('the third last week of 2018')).toEqual(['2018-12-10/2018-12-16']);
    expect(value('week 31 of 2018')).toEqual(['2018-07-30/2018-08-05']);
    expect(value('the week beginning february 4')).toEqual(['2014-02-03/2014-02-09']);
  });

  it('reads decades, centuries and seasons', () => {
    expect(value('music of the 1990s')).toEqual(['1990-01-01/1999-12-31']);
    expect(value('in the nineties')).toEqual(['1990-01-01/1999-12-31']);
    expect(value('the 21st century')).toEqual(['2000-01-01/2099-12-31']);
    expect(value('this season')).toEqual(['2012-12-21/2013-03-19']);
    expect(value('next season')).toEqual(['2013-03-20/2013-06-20']);
  });

  it('finds the month where a weekday and a day of the month agree', () => {
    expect(value('thu 15th')).toEqual(['2013-08-15']);
    expect(value('april of 1987')).toEqual(['1987-04']);
  });
});

describe('English dates: holidays of other calendars (holidays-lunar.ts)', () => {
  it('finds Islamic, Jewish, Chinese and Orthodox holidays through the ICU calendars', () => {
    expect(value('eid al-adha 2018')).toEqual(['2018-08-21']);
    expect(value('ramadan 2046')).toEqual(['2046-07-05/2046-08-03']);
    expect(value('laylat al-qadr 2018')).toEqual(['2018-06-11']);
    expect(value('rosh hashanah 2018')).toEqual(['2018-09-09/2018-09-11']);
    expect(value('passover 2018')).toEqual(['2018-03-30/2018-04-07']);
    expect(value('hanukkah 2018')).toEqual(['2018-12-02/2018-12-10']);
    expect(value('last chinese new year')).toEqual(['2013-02-10']);
    expect(value('orthodox easter 2018')).toEqual(['2018-04-08']);
    expect(value('clean monday 2018')).toEqual(['2018-02-19']);
    expect(value("boss's day 2021")).toEqual(['2021-10-15']);
    expect(value("king's day 2014")).toEqual(['2014-04-26']);
    expect(value('next martin luther kings day')).toEqual(['2014-01-20']);
  });

  it('reads "lent" as the season only when it is named as one', () => {
    expect(value('Lent 2018')).toEqual(['2018-02-14/2018-03-31']);
    expect(value('I lent him my car')).toEqual([]);
  });
});

describe('English dates: parts of a period and written forms', () => {
  it('reads the first or last units of a year or month, and its n-th month', () => {
    expect(value('the first 2 weeks of 2021')).toEqual(['2021-01-04/2021-01-17']);
    expect(value('the last four months of 2021')).toEqual(['2021-09-01/2021-12-31']);
    expect(value('first ten days of last year')).toEqual(['2012-01-01/2012-01-10']);
    expect(value('the 9th month of next year')).toEqual(['2014-09']);
  });

  it('reads half years, dashed quarters, month/day and glued dates', () => {
    expect(value('2019-H2')).toEqual(['2019-07-01/2019-12-31']);
    expect(value('H1 2019')).toEqual(['2019-01-01/2019-06-30']);
    expect(value('q1-2019')).toEqual(['2019-01-01/2019-03-31']);
    expect(value('back oct/2')).toEqual(['2013-10-02']);
    expect(value('on Dec31 , 1994')).toEqual(['1994-12-31']);
    expect(value('14april 2015')).toEqual(['2015-04-14']);
  });

  it('shares a year said at the second end, and reads ordinal day ranges', () => {
    expect(value('Nov 18-Dec 19, 2015')).toEqual(['2015-11-18/2015-12-19']);
    expect(value('april ninth through seventeenth')).toEqual(['2013-04-09/2013-04-17']);
    expect(value('between ninth and seventeenth of april')).toEqual(['2013-04-09/2013-04-17']);
  });
});

describe('English dates: small written forms', () => {
  it('keeps two dates after a comma apart, the hours of one day in one half, and a year after "the year" or "in"', () => {
    expect(value('on 11/20, 11/22 or 11/25')).toEqual(['2013-11-20', '2013-11-22', '2013-11-25']);
    expect(value('next monday 6-8')).toEqual(['2013-02-18T18:00:00-02:00/2013-02-18T20:00:00-02:00']);
    expect(value('after the year 2020')).toEqual(['2021-01-01/..']);
    expect(value('on 28 june in 2020')).toEqual(['2020-06-28']);
    expect(value('12-2015')).toEqual(['2015-12']);
    expect(value('3ish pm')).toEqual(['2013-02-12T15:00:00-02:00']);
    expect(value('late tonite')).toEqual(['2013-02-12T21:00:00-02:00/2013-02-13T00:00:00-02:00']);
  });
});

describe('English dates: two bare hours are one pair', () => {
  const at = (text: string, referenceTime: string) => extractBuiltins(text, { kinds: ['datetime'], referenceTime, timeZone: 'Europe/Paris' }).map((s) => s.value);
  it('puts both in one half, the first pair not over yet', () => {
    expect(at("I'm free from 2 to 4", '2026-03-06T15:00:00')).toEqual(['2026-03-06T14:00:00+01:00/2026-03-06T16:00:00+01:00']);
    expect(at('a table from 7 to 9', '2026-03-06T15:00:00')).toEqual(['2026-03-06T19:00:00+01:00/2026-03-06T21:00:00+01:00']);
    expect(at('from 7 to 9', '2026-03-06T22:00:00')).toEqual(['2026-03-07T07:00:00+01:00/2026-03-07T09:00:00+01:00']);
  });
});
