import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/index.js';

// Tuesday 12 February 2013, 04:30 at -02:00 (Duckling's reference).
const AT = { referenceTime: '2013-02-12T04:30:00-02:00', timeZone: '-02:00' };
const value = (text: string) => extractBuiltins(text, { kinds: ['datetime'], ...AT }).map((s) => s.value);
const spans = (text: string) => extractBuiltins(text, { kinds: ['datetime'], ...AT }).map((s) => `${s.raw}=${s.value}`);

describe('English dates: a part of a day named by its day (issue 30)', () => {
  it('reads next, following, last and previous mornings, afternoons, evenings and nights', () => {
    expect(spans('can we talk next evening?')).toEqual(['next evening=2013-02-13T18:00:00-02:00/2013-02-14T00:00:00-02:00']);
    expect(value('we spoke last evening')).toEqual(['2013-02-11T18:00:00-02:00/2013-02-12T00:00:00-02:00']);
    expect(value('she left the following morning')).toEqual(['2013-02-13T00:00:00-02:00/2013-02-13T12:00:00-02:00']);
    expect(value('it rained the previous night')).toEqual(['2013-02-11T18:00:00-02:00/2013-02-12T00:00:00-02:00']);
    expect(value('yesterday night')).toEqual(['2013-02-11T18:00:00-02:00/2013-02-12T00:00:00-02:00']);
    expect(value('this night')).toEqual(['2013-02-12T18:00:00-02:00/2013-02-13T00:00:00-02:00']);
  });
  it('joins a time or a range to them', () => {
    expect(value('next evening at 8')).toEqual(['2013-02-13T20:00:00-02:00']);
    expect(value('last morning between 7 and 9')).toEqual(['2013-02-11T07:00:00-02:00/2013-02-11T09:00:00-02:00']);
  });
  it('reads "in the night" and "at night", not a night alone nor "the last evening" of something', () => {
    expect(spans('the alarm went off in the night')).toEqual(['in the night=2013-02-12T18:00:00-02:00/2013-02-13T00:00:00-02:00']);
    expect(value('can you call at night')).toEqual(['2013-02-12T18:00:00-02:00/2013-02-13T00:00:00-02:00']);
    expect(value('a good night of sleep')).toEqual([]);
    expect(value('on the last evening of the trip')).not.toContain('2013-02-11T18:00:00-02:00/2013-02-12T00:00:00-02:00');
  });
});

describe('English dates: the next, following and previous day, the rest of a period (issue 30)', () => {
  it('reads the day after or before the reference', () => {
    expect(spans('we can meet the next day')).toEqual(['the next day=2013-02-13']);
    expect(value('on the following day at 10am')).toEqual(['2013-02-13T10:00:00-02:00']);
    expect(value('the previous day')).toEqual(['2013-02-11']);
    expect(spans("I'm done for the day")).toEqual(['for the day=2013-02-12']);
  });
  it('leaves "the next day of the festival" alone', () => {
    expect(value('the next day of the festival')).toEqual([]);
  });
  it('reads the rest of a day, week, month or year from the reference', () => {
    expect(value('blocked for the rest of the day')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-13T00:00:00-02:00']);
    expect(value('off for the rest of this week')).toEqual(['2013-02-12/2013-02-17']);
    expect(value('the remainder of the month')).toEqual(['2013-02-12/2013-02-28']);
    expect(value('the rest of the year')).toEqual(['2013-02-12/2013-12-31']);
  });
});

describe('English dates: "the middle of" a month, week or year (issue 30)', () => {
  it('reads "middle" as "mid"', () => {
    expect(spans('in the middle of March')).toEqual(['in the middle of March=2013-03-11/2013-03-20']);
    expect(value('middle of next month')).toEqual(['2013-03-11/2013-03-20']);
    expect(value('the middle of 2014')).toEqual(['2014-05-01/2014-08-31']);
  });
});

describe('English dates: month ranges with "through", months named as coming, following, previous or past (issue 30)', () => {
  it('reads "through" and "until" between months, "may" included', () => {
    expect(spans('closed from April through May')).toEqual(['from April through May=2013-04-01/2013-05-31']);
    expect(value('open june through august')).toEqual(['2013-06-01/2013-08-31']);
  });
  it('reads coming and following as next, previous and past as last', () => {
    expect(value('the wedding is coming june')).toEqual(['2013-06']);
    expect(value('the following april')).toEqual(['2013-04']);
    expect(value('we met previous november')).toEqual(['2012-11']);
    expect(value('since past september')).toEqual(['2012-09-01/..']);
  });
});

describe('English dates: a week said before its weekdays (issue 30)', () => {
  it('reads the weekdays in the week said first', () => {
    expect(spans('free next week from tuesday to thursday')).toEqual(['next week from tuesday to thursday=2013-02-19/2013-02-21']);
    expect(value('this week between mon and wed')).toEqual(['2013-02-11/2013-02-13']);
    expect(value('last week, from monday through friday')).toEqual(['2013-02-04/2013-02-08']);
  });
});

describe('English dates: decades named by their place (issue 30)', () => {
  it('reads this, next and last decades and a count of them as calendar decades', () => {
    expect(spans('prices rose over the last two decades')).toEqual(['the last two decades=1990-01-01/2009-12-31']);
    expect(value('next decade')).toEqual(['2020-01-01/2029-12-31']);
    expect(value('this decade')).toEqual(['2010-01-01/2019-12-31']);
    expect(value('the past decade')).toEqual(['2000-01-01/2009-12-31']);
  });
});

describe('English dates: hedged lengths, "within the hour", the end of a named day, midnight after an evening (issue 30)', () => {
  it('reads "in about 10 minutes" as a length, not ten o\'clock', () => {
    expect(spans('back in about 10 mins')).toEqual(['in about 10 mins=2013-02-12T04:40:00-02:00']);
    expect(value('in around an hour')).toEqual(['2013-02-12T05:30:00-02:00']);
  });
  it('reads "within the hour" and "within the week" from now', () => {
    expect(value('within the hour')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-12T05:30:00-02:00']);
    expect(value('within the week')).toEqual(['2013-02-12T04:30:00-02:00/2013-02-18T00:00:00-02:00']);
  });
  it('reads eod, cob and close of business with the day said after them', () => {
    expect(spans('send it eod friday')).toEqual(['eod friday=2013-02-15T23:59:59-02:00']);
    expect(value('end of business tomorrow')).toEqual(['2013-02-13T23:59:59-02:00']);
    expect(value('close of business on monday')).toEqual(['2013-02-18T23:59:59-02:00']);
    expect(value('end of day')).toEqual(['2013-02-12T23:59:59-02:00']);
  });
  it('reads midnight and 12 tonight as the midnight that ends the night', () => {
    expect(value('midnight tonight')).toEqual(['2013-02-13T00:00:00-02:00']);
    expect(value('tonight at 12')).toEqual(['2013-02-13T00:00:00-02:00']);
    expect(value('friday night at midnight')).toEqual(['2013-02-16T00:00:00-02:00']);
    expect(value('this afternoon at 12')).toEqual(['2013-02-12T12:00:00-02:00']);
  });
});

describe('English dates: more holidays by name (issue 30)', () => {
  it('reads fixed days named the world over', () => {
    expect(value('juneteenth')).toEqual(['2013-06-19']);
    expect(value('on may day')).toEqual(['2013-05-01']);
    expect(value("all saints' day")).toEqual(['2013-11-01']);
    expect(value('all souls day')).toEqual(['2013-11-02']);
    expect(value('guy fawkes night')).toEqual(['2013-11-05']);
    expect(value('cinco de mayo')).toEqual(['2013-05-05']);
    expect(value("st george's day")).toEqual(['2013-04-23']);
    expect(value("april fools' day")).toEqual(['2013-04-01']);
    expect(value("international women's day")).toEqual(['2013-03-08']);
    expect(value('groundhog day')).toEqual(['2014-02-02']);
    expect(value('bastille day')).toEqual(['2013-07-14']);
    expect(value('arbor day')).toEqual(['2013-04-26']);
  });
  it('reads Chinese festivals of the lunar calendar', () => {
    expect(value('the lantern festival')).toEqual(['2013-02-24']);
    expect(value('dragon boat festival')).toEqual(['2013-06-12']);
    expect(value('mid-autumn festival')).toEqual(['2013-09-19']);
  });
  it('leaves the same words in other statements alone', () => {
    expect(value('how many cards can I make in a single day')).toEqual([]);
    expect(value('the children are asleep')).toEqual([]);
    expect(value('a guy called me')).toEqual([]);
  });
});

describe('English times: spaced am and pm, "12 noon", an hour word with "-ish", military hours (issue 30)', () => {
  it('reads "7 p m" and "8 a. m."', () => {
    expect(spans('call me at 7 p m')).toEqual(['at 7 p m=2013-02-12T19:00:00-02:00']);
    expect(value('8 a. m. tomorrow')).toEqual(['2013-02-13T08:00:00-02:00']);
    expect(value('the 7 p meeting')).toEqual([]);
  });
  it('reads "12 noon" and "12 midnight" as one time', () => {
    expect(spans('leaving after 12 noon')).toEqual(['after 12 noon=2013-02-12T12:00:00-02:00/..']);
    expect(value('at 12 midnight')).toEqual(['2013-02-13T00:00:00-02:00']);
  });
  it('reads "seven-ish" and "0900 hours"', () => {
    expect(value('see you seven-ish')).toEqual(['2013-02-12T07:00:00-02:00']);
    expect(value('report at 0900 hours')).toEqual(['2013-02-12T09:00:00-02:00']);
    expect(value('1800 hours')).toEqual(['2013-02-12T18:00:00-02:00']);
  });
});

describe('English dates: a year first with one-digit parts, ordinal words of a month by its place, the current date (issue 30)', () => {
  it('reads "2015/10/1" and "2016.3.5" whole', () => {
    expect(spans('due 2015/10/1')).toEqual(['2015/10/1=2015-10-01']);
    expect(value('2016.3.5')).toEqual(['2016-03-05']);
    expect(value('release 2016.3.5.1')).toEqual([]);
  });
  it('reads "the first of next month" and "the twenty first day of this month"', () => {
    expect(spans('on the first of next month')).toEqual(['the first of next month=2013-03-01']);
    expect(value('the twenty first day of this month')).toEqual(['2013-02-21']);
  });
  it('reads "the current date" and "otd" as today', () => {
    expect(value('what is the current date')).toEqual(['2013-02-12']);
    expect(value('born otd')).toEqual(['2013-02-12']);
  });
});

describe('English times: office hours said with bare hours, a start with how long it lasts, late at night (issue 30)', () => {
  it('reads "from 9 to 5" as the working day, not 9 pm to 5 the next afternoon', () => {
    expect(spans('open from 9 to 5')).toEqual(['from 9 to 5=2013-02-12T09:00:00-02:00/2013-02-12T17:00:00-02:00']);
    expect(value('between 11 and 2')).toEqual(['2013-02-12T11:00:00-02:00/2013-02-12T14:00:00-02:00']);
    expect(value('from 12 to 3')).toEqual(['2013-02-12T12:00:00-02:00/2013-02-12T15:00:00-02:00']);
  });
  it('reads a start with "lasting" or "starting at … for"', () => {
    expect(value('from 10am lasting 3 hours')).toEqual(['2013-02-12T10:00:00-02:00/2013-02-12T13:00:00-02:00']);
    expect(value('starting at 3pm for 45 minutes')).toEqual(['2013-02-12T15:00:00-02:00/2013-02-12T15:45:00-02:00']);
  });
  it('reads "late at night" as late tonight', () => {
    expect(value('call me late at night')).toEqual(['2013-02-12T21:00:00-02:00/2013-02-13T00:00:00-02:00']);
  });
});

describe('English dates: a time after a comma, a weekday some weeks on, lists of days of one month (issue 30)', () => {
  it('joins ", at 7pm" to the day before it', () => {
    expect(spans('on friday, at 5pm')).toEqual(['friday, at 5pm=2013-02-15T17:00:00-02:00']);
    expect(value('march 3rd, at noon')).toEqual(['2013-03-03T12:00:00-02:00']);
  });
  it('reads "monday two weeks from now" and "friday in 3 weeks", and "two weeks" as no hour', () => {
    expect(spans('back monday two weeks from now')).toEqual(['monday two weeks from now=2013-02-25']);
    expect(value('friday in 3 weeks')).toEqual(['2013-03-08']);
    expect(value('my card has not come after two weeks')).toEqual([]);
  });
  it('reads each day of a list sharing one month', () => {
    expect(spans('free on 18 and 19 june')).toEqual(['18=2013-06-18', '19 june=2013-06-19']);
    expect(spans('june 18th or 19th')).toEqual(['june 18th=2013-06-18', '19th=2013-06-19']);
    expect(value('may 3rd, 4th or 5th')).toEqual(['2013-05-03', '2013-05-04', '2013-05-05']);
  });
  it('leaves counts and times after a date out of its list', () => {
    expect(value('june 18 and 2 people')).toEqual(['2013-06-18']);
    expect(value('march 3 and 4pm')).toEqual(['2013-03-03', '2013-02-12T16:00:00-02:00']);
  });
});

describe('English dates: the beginning, middle and end of a quarter (issue 30)', () => {
  it('reads a quarter\'s thirds as its months', () => {
    expect(spans('due by the end of q2')).toEqual(['by the end of q2=2013-02-12T04:30:00-02:00/2013-07-01T00:00:00-02:00']);
    expect(value('the end of next quarter')).toEqual(['2013-06-01/2013-06-30']);
    expect(value('the beginning of the quarter')).toEqual(['2013-01-01/2013-01-31']);
    expect(value('early q3 2014')).toEqual(['2014-07-01/2014-07-31']);
  });
});

describe('English dates: bounds said with "not" or "on or", until the end of a period (issue 30)', () => {
  it('reads "not before" and "not later than" as the other bound, not the opposite', () => {
    expect(value('not before 9am')).toEqual(['2013-02-12T09:00:00-02:00/..']);
    expect(value('not later than friday')).toEqual(['../2013-02-16']);
  });
  it('includes the day in "on or after" and "on or before"', () => {
    expect(value('on or after june 1st')).toEqual(['2013-06-01/..']);
    expect(value('on or before june 1st')).toEqual(['../2013-06-02']);
    expect(value('after june 1st')).toEqual(['2013-06-02/..']);
  });
  it('reads "until the end of the month" to its last day, included', () => {
    expect(value('till the end of the month')).toEqual(['../2013-03-01']);
  });
});

describe('English dates: "from … on" (issue 30)', () => {
  it('reads "from next week on" and "from 5pm on" as open from their start', () => {
    expect(spans('busy from next week on')).toEqual(['from next week on=2013-02-18/..']);
    expect(value('from 5pm on, i am free')).toEqual(['2013-02-12T17:00:00-02:00/..']);
    expect(value('from monday on the list')).toEqual(['2013-02-18']);
  });
});

describe('English dates: three or four bare digits around a dash are no time range (issue 30)', () => {
  it('leaves room numbers, toll-free prefixes and number ranges to the numbers', () => {
    expect(value('rooms 101-105 are free')).toEqual([]);
    expect(value('call 1-800 for help')).toEqual([]);
    expect(value('dial 123-456')).toEqual([]);
    const numbers = extractBuiltins('rooms 101-105 are free', { kinds: ['number'], ...AT }).map((s) => s.value);
    expect(numbers).toEqual(['101', '105']);
  });
  it('still reads them as times after from or between, with a leading zero, or with am or pm', () => {
    expect(value('from 930 to 1030')).toEqual(['2013-02-12T09:30:00-02:00/2013-02-12T10:30:00-02:00']);
    expect(value('0930-1030')).toEqual(['2013-02-12T09:30:00-02:00/2013-02-12T10:30:00-02:00']);
    expect(value('730-830pm')).toEqual(['2013-02-12T19:30:00-02:00/2013-02-12T20:30:00-02:00']);
    expect(value('3-5pm')).toEqual(['2013-02-12T15:00:00-02:00/2013-02-12T17:00:00-02:00']);
  });
});
