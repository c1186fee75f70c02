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

describe('English dates: Easter\'s movable feasts (issue 30)', () => {
  it('reads Good Friday, Holy Saturday, Ascension Day and Corpus Christi from Easter', () => {
    expect(spans('open on good friday?')).toEqual(['good friday=2013-03-29']);
    expect(value('holy saturday 2014')).toEqual(['2014-04-19']);
    expect(value('on ascension day')).toEqual(['2013-05-09']);
    expect(value('the feast of the ascension')).toEqual(['2013-05-09']);
    expect(value('corpus christi')).toEqual(['2013-05-30']);
    expect(value('whit monday')).toEqual(['2013-05-20']);
  });
  it('reads the Orthodox Easter Monday whole', () => {
    expect(spans('orthodox easter monday')).toEqual(['orthodox easter monday=2013-05-06']);
  });
  it('leaves the city of Corpus Christi and a good day alone', () => {
    expect(value('fly to corpus christi')).toEqual([]);
    expect(value('have a good day')).toEqual([]);
  });
});

describe('English dates: two units on, "the week after next" (issue 30)', () => {
  it('reads "after next" and "before last" with a week, month, quarter or year', () => {
    expect(spans('show sales in the week after next')).toEqual(['the week after next=2013-02-25/2013-03-03']);
    expect(value('the month after next')).toEqual(['2013-04']);
    expect(value('the year after next')).toEqual(['2015']);
    expect(value('the year before last')).toEqual(['2011']);
    expect(value('week before last')).toEqual(['2013-01-28/2013-02-03']);
  });
  it('keeps "the week after next friday" a week and a friday as before', () => {
    expect(spans('the week after next friday')).toEqual(['the week=2013-02-12/2013-02-17', 'after next friday=2013-02-23/..']);
  });
});

describe('English dates: a bound said after, "at the latest", "at the earliest" (issue 30)', () => {
  it('reads "at the latest" as "no later than" and "at the earliest" as from then on', () => {
    expect(value('11:00 at the latest')).toEqual(['../2013-02-12T11:00:00-02:00']);
    expect(value('14:00 at the earliest')).toEqual(['2013-02-12T14:00:00-02:00/..']);
    expect(value('friday at the latest')).toEqual(value('no later than friday'));
    expect(value('the earliest flight')).toEqual([]);
  });
});

describe('English dates: a quarter with its year after it, a zero-led 24-hour clock, the coming weekend (issue 30)', () => {
  it('reads "Q3 2020" and "q1 of 2021" as one quarter of that year', () => {
    expect(spans('revenue in Q3 2020')).toEqual(['Q3 2020=2020-07-01/2020-09-30']);
    expect(value('q1 of 2021')).toEqual(['2021-01-01/2021-03-31']);
  });

  it('reads "at 0930" as 09:30, not 21:30', () => {
    expect(value('at 0930')).toEqual(['2013-02-12T09:30:00-02:00']);
  });

  it('reads "this coming weekend" as the next weekend not yet begun', () => {
    // Tuesday: the weekend of this week.
    expect(spans('this coming weekend')).toEqual(['this coming weekend=2013-02-15T18:00:00-02:00/2013-02-18T00:00:00-02:00']);
    // Saturday: that weekend has begun; the coming one is next week's.
    expect(extractBuiltins('the coming weekend', { kinds: ['datetime'], referenceTime: '2013-02-16T10:00:00-02:00', timeZone: '-02:00' }).map((s) => s.value))
      .toEqual(['2013-02-22T18:00:00-02:00/2013-02-25T00:00:00-02:00']);
  });
});

describe('English dates: a range whose second end has no year, and "may" ending a range (issue 30)', () => {
  it('gives the second end the first end\'s year', () => {
    expect(value('from january 2017 to february')).toEqual(['2017-01-01/2017-02-28']);
    expect(value('from november 18 2015 to december 19')).toEqual(['2015-11-18/2015-12-19']);
  });

  it('reads "may" after "to" as a month, never "mar" (the verb)', () => {
    expect(value('from march to may')).toEqual(['2013-03-01/2013-05-31']);
    expect(value('it would mar the day')).toEqual([]);
    expect(value('we may go')).toEqual([]);
  });
});

describe('English dates: lunch as a time only where it is said as one (issue 30)', () => {
  it('reads "at lunch", "around lunch" and "lunchtime", not "lunch" alone', () => {
    expect(value('at lunch')).toEqual(['2013-02-12T12:00:00-02:00/2013-02-12T14:00:00-02:00']);
    expect(value('lunchtime tomorrow')).toEqual(['2013-02-13T12:00:00-02:00/2013-02-13T14:00:00-02:00']);
    expect(value('I had lunch with Bob')).toEqual([]);
  });
});

describe('English dates: "from now on" and "as of" (issue 30)', () => {
  it('reads both as open intervals from that moment or day', () => {
    expect(value('from now on')).toEqual(['2013-02-12T04:30:00-02:00/..']);
    expect(value('as of monday')).toEqual(['2013-02-18/..']);
  });
});

describe('English dates: "this time tomorrow", "same time next week" (issue 30)', () => {
  it('reads the reference time of day on the day named', () => {
    expect(value('this time tomorrow')).toEqual(['2013-02-13T04:30:00-02:00']);
    expect(value('same time next week')).toEqual(['2013-02-19T04:30:00-02:00']);
    expect(value('at the same time on friday')).toEqual(['2013-02-15T04:30:00-02:00']);
    expect(value('the same as before')).toEqual([]);
  });
});

describe('English dates: halves of a year named by its place (issue 30)', () => {
  it('reads "the second half of next year"', () => {
    expect(value('the second half of next year')).toEqual(['2014-07-01/2014-12-31']);
    expect(value('the first half of last year')).toEqual(['2012-01-01/2012-06-30']);
  });
});

describe('English dates: a month and its year joined by a slash or dash (issue 30)', () => {
  it('reads "Dec/2018" and "dec-2018" as the month', () => {
    expect(value('Dec/2018')).toEqual(['2018-12']);
    expect(value('from Dec/2018 to May/2019')).toEqual(['2018-12-01/2019-05-31']);
  });
});

describe('English dates: a quarter of a year named by its place (issue 30)', () => {
  it('reads "q1 next year" and "the first quarter of last year"', () => {
    expect(value('q1 next year')).toEqual(['2014-01-01/2014-03-31']);
    expect(value('the first quarter of last year')).toEqual(['2012-01-01/2012-03-31']);
  });
});
