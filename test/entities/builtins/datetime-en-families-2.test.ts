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

describe('English dates: years in words and two-digit years (issue 30)', () => {
  it('reads a year in words after a date, a month, a holiday or "in"', () => {
    expect(value('in nineteen ninety six')).toEqual(['1996']);
    expect(value('in two thousand and fifteen')).toEqual(['2015']);
    expect(value('13 sept nineteen seventy two')).toEqual(['1972-09-13']);
    expect(value('october two thousand and five')).toEqual(['2005-10']);
    expect(value('january twenty five nineteen eighty six')).toEqual(['1986-01-25']);
    expect(value('twenty five january nineteen eighty six')).toEqual(['1986-01-25']);
    expect(value('january first two thousand and thirty two')).toEqual(['2032-01-01']);
    expect(value('christmas twenty twenty')).toEqual(['2020-12-25']);
  });
  it('reads two digits as a year only after "of" or an apostrophe', () => {
    expect(value('april of 87')).toEqual(['1987-04']);
    expect(value('on 15 april of 87')).toEqual(['1987-04-15']);
    expect(value("may '05")).toEqual(['2005-05']);
    expect(spans('five people on may 3')).toEqual(['may 3=2013-05-03']);
  });
});

describe('English dates: numeric and mixed orders (issue 30)', () => {
  it('reads a year first with month and day run together or spaced', () => {
    expect(value('20161016')).toEqual(['2016-10-16']);
    expect(value('on 2016 10 16')).toEqual(['2016-10-16']);
    expect(value('report-20170302.html')).toEqual(['2017-03-02']);
    expect(value('order 20161316')).toEqual([]);
  });
  it('reads a month name, a year and a day in any order joined by one separator', () => {
    expect(value('sep-23-2020')).toEqual(['2020-09-23']);
    expect(value('september-2020-23')).toEqual(['2020-09-23']);
    expect(value('2020/23/sep')).toEqual(['2020-09-23']);
    expect(value('23-2020-september')).toEqual(['2020-09-23']);
    expect(value('this friday-jun-14')).toEqual(['2013-06-14']);
  });
  it('reads a day/month/year after a comma as a date, not its first number as an hour', () => {
    expect(spans('tomorrow, 13/04/21')).toEqual(['tomorrow=2013-02-13', '13/04/21=2021-04-13']);
  });
});

describe('English dates: ranges that end now, and the end of a day (issue 30)', () => {
  it('ends a range of days today and a range of times now', () => {
    expect(value('between jan 22 and now')).toEqual(['2013-01-22/2013-02-12']);
    expect(value('from january to date')).toEqual(['2013-01-01/2013-02-12']);
    expect(value('from 2010-01-01 till current date')).toEqual(['2010-01-01/2013-02-12']);
    expect(value('till date')).toEqual(['../2013-02-12']);
    expect(value("between three o'clock and now")).toEqual(['2013-02-12T03:00:00-02:00/2013-02-12T04:30:00-02:00']);
  });
  it('reads the end of a day as its last second, and "by" it as a deadline', () => {
    expect(value('end of day')).toEqual(['2013-02-12T23:59:59-02:00']);
    expect(value('at the eod')).toEqual(['2013-02-12T23:59:59-02:00']);
    expect(value('end of tomorrow')).toEqual(['2013-02-13T23:59:59-02:00']);
    expect(value('the end of this sunday')).toEqual(['2013-02-17T23:59:59-02:00']);
    expect(value('by the end of the day')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-12T23:59:59-02:00']);
    expect(value('end of march')).toEqual(['2013-03-21/2013-03-31']);
  });
});

describe('English dates: earlier and later in a week, month or year (issue 30)', () => {
  it('reads halves, of the current one only what is past or to come', () => {
    expect(value('earlier this month')).toEqual(['2013-02-01/2013-02-11']);
    expect(value('later this month')).toEqual(['2013-02-16/2013-02-28']);
    expect(value('later this week')).toEqual(['2013-02-14/2013-02-17']);
    expect(value('earlier in the week')).toEqual(['2013-02-11/2013-02-11']);
    expect(value('later in the year')).toEqual(['2013-07-01/2013-12-31']);
    expect(value('earlier this year')).toEqual(['2013-01-01/2013-02-11']);
    expect(value('earlier last week')).toEqual(['2013-02-04/2013-02-06']);
    expect(value('later next month')).toEqual(['2013-03-16/2013-03-31']);
  });
});

describe('English dates: open bounds in every wording (issue 30)', () => {
  it('reads comparisons with a year, strict or inclusive', () => {
    expect(value('year greater than 2012')).toEqual(['2013-01-01/..']);
    expect(value('>= 2019')).toEqual(['2019-01-01/..']);
    expect(value('> = 2019')).toEqual(['2019-01-01/..']);
    expect(value('<= 2019')).toEqual(['../2020-01-01']);
    expect(value('less than 2019')).toEqual(['../2019-01-01']);
    expect(value('after 2016')).toEqual(['2017-01-01/..']);
    expect(value('sales before 2000 in the shop')).toEqual(['../2000-01-01']);
  });
  it('reads more and less than a distance from now', () => {
    expect(value('more than 2 weeks ago')).toEqual(['../2013-01-29']);
    expect(value('less than 3 days ago')).toEqual(['2013-02-09/2013-02-12']);
    expect(value('more than 5 people')).toEqual([]);
  });
});

describe('English dates: spans of units, modifiers, lengths (issue 30)', () => {
  it('reads the count before "next" or "past", one time unit, and a fortnight', () => {
    expect(value('the 2 next days')).toEqual(['2013-02-13/2013-02-14']);
    expect(value('in the 5 past minutes')).toEqual(['2013-02-12T04:25:00-02:00/2013-02-12T04:30:00-02:00']);
    expect(value('the last minute')).toEqual(['2013-02-12T04:29:00-02:00/2013-02-12T04:30:00-02:00']);
    expect(value('the past fortnight')).toEqual(['2013-01-28/2013-02-10']);
  });
  it('reads the last quarter as the one before this, "coming friday" as the next one, "following friday" as next week\'s', () => {
    expect(value('sales for the last quarter')).toEqual(['2012-10-01/2012-12-31']);
    expect(value('the last quarter of 2019')).toEqual(['2019-10-01/2019-12-31']);
    expect(value('coming tuesday')).toEqual(['2013-02-19']);
    expect(value('following friday')).toEqual(['2013-02-22']);
  });
  it('reads a month after this/next/last with an open bound, decades written apart, and lengths from a start', () => {
    expect(value('since this january')).toEqual(['2013-01-01/..']);
    expect(value('in 1990 s')).toEqual(['1990-01-01/1999-12-31']);
    expect(value('in 30 s')).toEqual(['2013-02-12T04:30:30-02:00']);
    expect(value('for 2 weeks starting may 20th')).toEqual(['2013-05-20/2013-06-02']);
    expect(value('for 3 days, from today')).toEqual(['2013-02-12/2013-02-14']);
  });
});

describe('English dates: weekdays with a week or a day of the month, a day then a bound (issue 30)', () => {
  it('reads a weekday of a week said before or after it', () => {
    expect(value('next week on tuesday')).toEqual(['2013-02-19']);
    expect(value('this week monday')).toEqual(['2013-02-11']);
    expect(value("last week's sunday")).toEqual(['2013-02-10']);
    expect(value('wednesday evening next week')).toEqual(['2013-02-20T18:00:00-02:00/2013-02-21T00:00:00-02:00']);
  });
  it('reads a weekday with a day of the month no hour can be', () => {
    expect(value('on sunday 31')).toEqual(['2013-03-31']);
    expect(value('friday the 22nd')).toEqual(['2013-02-22']);
    expect(value('friday 13:00')).toEqual(['2013-02-15T13:00:00-02:00']);
    expect(spans('friday 23 people')).toEqual(['friday=2013-02-15']);
  });
  it('reads a day then a bound on its time', () => {
    expect(value('thursday before 5pm')).toEqual(['../2013-02-14T17:00:00-02:00']);
    expect(value('tomorrow after 6')).toEqual(['2013-02-13T18:00:00-02:00/..']);
  });
});

describe('English dates: business days, to date, ordinal days in words, holidays of a year (issue 30)', () => {
  it('counts business days from tomorrow or back from yesterday', () => {
    expect(value('the next 4 business days')).toEqual(['2013-02-13/2013-02-18']);
    expect(value('previous 2 working days')).toEqual(['2013-02-08/2013-02-11']);
  });
  it('reads a period to date', () => {
    expect(value('the year to date')).toEqual(['2013-01-01/2013-02-12']);
    expect(value('sales mtd')).toEqual(['2013-02-01/2013-02-12']);
  });
  it('reads ordinal days in words, holidays of next or last year, and keeps money out of dates', () => {
    expect(value('the twenty third day of september')).toEqual(['2013-09-23']);
    expect(value('thanksgiving of next year')).toEqual(['2014-11-27']);
    expect(value('the previous easter')).toEqual(['2012-04-08']);
    expect(value('saint patrick 2020')).toEqual(['2020-03-17']);
    expect(spans('for $ 12 december 27')).toEqual(['december 27=2013-12-27']);
  });
  it('keeps a day said before the second end to that end, and parts of a year to partOf', () => {
    expect(value('from 2pm till tomorrow 4:30pm')).toEqual(['2013-02-12T14:00:00-02:00/2013-02-13T16:30:00-02:00']);
    expect(value('from 3 to 5pm tomorrow')).toEqual(['2013-02-13T15:00:00-02:00/2013-02-13T17:00:00-02:00']);
    expect(value('for the last 3 weeks of 2013')).toEqual(['2013-12-09/2013-12-29']);
  });
});

describe('English dates: a length from a start on a day (issue 30)', () => {
  it('reads the day said first, and a bare hour after "from" as the start', () => {
    expect(value('on 14th feb from 9:30am for 7 hours')).toEqual(['2013-02-14T09:30:00-02:00/2013-02-14T16:30:00-02:00']);
    expect(value('tomorrow from 9 for 2 hours')).toEqual(['2013-02-13T09:00:00-02:00/2013-02-13T11:00:00-02:00']);
    expect(value('for 2.5 hours from 9')).toEqual(['2013-02-12T09:00:00-02:00/2013-02-12T11:30:00-02:00']);
  });
});

describe('English dates: ISO 8601 date-times and intervals (issue 30)', () => {
  it('reads a date-time with "T", its offset, and a slash between two of them', () => {
    expect(value('2016-12-23T18:00')).toEqual(['2016-12-23T18:00:00-02:00']);
    expect(value('2016-12-23T18:00:00Z')).toEqual(['2016-12-23T16:00:00-02:00']);
    expect(value('2015-03-28 17:00:00/2015-03-29 21:00:00')).toEqual(['2015-03-28T17:00:00-02:00/2015-03-29T21:00:00-02:00']);
  });
});

describe('English dates: a length starting a day, and a year said first (issue 30)', () => {
  it('reads "a week from tomorrow" as a day, "a week starting tomorrow" as seven days', () => {
    expect(value('a week from tomorrow')).toEqual(['2013-02-20']);
    expect(value('a week starting tomorrow')).toEqual(['2013-02-13/2013-02-19']);
    expect(value('the week beginning february 4')).toEqual(['2014-02-03/2014-02-09']);
  });
  it('reads a year before the month and day', () => {
    expect(value('2016 dec 25')).toEqual(['2016-12-25']);
    expect(value('2016, december 25th at 5pm')).toEqual(['2016-12-25T17:00:00-02:00']);
  });
});

describe('English dates: ends of ranges (issue 30)', () => {
  it('shares a week said with the second weekday, ends whole days after their last day, reads a year after "between"', () => {
    expect(value('between tuesday and thursday next week')).toEqual(['2013-02-19/2013-02-21']);
    expect(value('now till the end of the month')).toEqual(['2013-02-12/2013-02-28']);
    expect(value('from 3pm till the end of the month')).toEqual(['2013-02-12T15:00:00-02:00/2013-03-01T00:00:00-02:00']);
    expect(value('between 2010 and now')).toEqual(['2010-01-01/2013-02-12']);
  });
});

describe('English dates: a year said as next or last, the day before or after a day (issue 30)', () => {
  it('reads them', () => {
    expect(value('june next year')).toEqual(['2014-06']);
    expect(value('march 3 of last year')).toEqual(['2012-03-03']);
    expect(value('the day before christmas')).toEqual(['2013-12-24']);
    expect(value('the day after friday')).toEqual(['2013-02-16']);
  });
});

describe('English times: 24-hour clocks said in more ways, British half hours (issue 30)', () => {
  it('reads them', () => {
    expect(value('at 1730')).toEqual(['2013-02-12T17:30:00-02:00']);
    expect(value('1730 hrs')).toEqual(['2013-02-12T17:30:00-02:00']);
    expect(value('at 17.30')).toEqual(['2013-02-12T17:30:00-02:00']);
    expect(value('at 2015')).toEqual(['2015']);
    expect(value('half seven tomorrow')).toEqual(['2013-02-13T07:30:00-02:00']);
    expect(value('in half an hour')).toEqual(['2013-02-12T05:00:00-02:00']);
    expect(value('noonish')).toEqual(['2013-02-12T12:00:00-02:00']);
  });
});

describe('English dates: seasons of a year, holiday weekends, days of a year (issue 30)', () => {
  it('reads them', () => {
    expect(value('summer 2017')).toEqual(['2017-06-21/2017-09-22']);
    expect(value('the winter of 2016')).toEqual(['2016-12-21/2017-03-19']);
    expect(value('memorial day weekend')).toEqual(['2013-05-25/2013-05-27']);
    expect(value('the weekend of thanksgiving')).toEqual(['2013-11-28/2013-12-01']);
    expect(value('cyber monday')).toEqual(['2013-12-02']);
    expect(value('the last day of the year')).toEqual(['2013-12-31']);
    expect(value('the first day of 2020')).toEqual(['2020-01-01']);
  });
});

describe('English dates: month.day after "on" or a weekday (issue 30)', () => {
  it('reads a dotted date there, and keeps dotted times', () => {
    expect(value('on 5.12')).toEqual(['2013-05-12']);
    expect(value('friday 7.6')).toEqual(['2012-07-06']);
    expect(value('friday 7.30')).toEqual(['2013-02-15T07:30:00-02:00']);
    expect(value('on 7.45pm')).toEqual(['2013-02-12T19:45:00-02:00']);
    expect(value('rated 4.5 stars')).toEqual([]);
  });
});

describe('English dates: "this" before a date, an hour before ", tonight" (issue 30)', () => {
  it('reads this year\'s date even when past, and the hour with the part of the day', () => {
    expect(value('this 1/12')).toEqual(['2013-01-12']);
    expect(value('this january 12th')).toEqual(['2013-01-12']);
    expect(value('10, tonight')).toEqual(['2013-02-12T22:00:00-02:00']);
    expect(spans('a table for 4, tonight')).toEqual(['tonight=2013-02-12T18:00:00-02:00/2013-02-13T00:00:00-02:00']);
  });
});

describe('English dates: a year after a slash date, ranges from now to a day (issue 30)', () => {
  it('reads them', () => {
    expect(value('from 5/1-5/7, 2020')).toEqual(['2020-05-01/2020-05-07']);
    expect(value('between now and may 21')).toEqual(['2013-02-12/2013-05-21']);
    expect(value('between now and 5pm')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-12T17:00:00-02:00']);
    expect(value('at the present time')).toEqual(['2013-02-12T04:30:00-02:00']);
  });
});

describe('English dates: a bare day after "on", days of a month said by its place, 3-digit times (issue 30)', () => {
  it('reads them', () => {
    expect(value('on 15')).toEqual(['2013-02-15']);
    expect(value('on 15 at 3pm')).toEqual(['2013-02-15T15:00:00-02:00']);
    expect(value('on 2 occasions')).toEqual([]);
    expect(value('4-23 in next month')).toEqual(['2013-03-04/2013-03-23']);
    expect(value('from 4 to 22 this month')).toEqual(['2013-02-04/2013-02-22']);
    expect(value('340pm')).toEqual(['2013-02-12T15:40:00-02:00']);
  });
});
