import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/index.js';

// Wednesday 25 November 2026, 15:00 UTC. Sentences of our own (issue 30), none from a suite.
const AT = { referenceTime: '2026-11-25T15:00:00Z', timeZone: 'UTC' };
const value = (text: string) => extractBuiltins(text, { kinds: ['datetime'], ...AT }).map((s) => s.value);
const spans = (text: string) => extractBuiltins(text, { kinds: ['datetime'], ...AT }).map((s) => `${s.raw}=${s.value}`);

describe('English dates: a day by its place from the end of a period, and in a year or a quarter (issue 30)', () => {
  it('counts weekdays and days from the end: "2nd to last", "second last", "3rd last", "penultimate"', () => {
    expect(spans('payroll runs on the 2nd to last friday of the month')).toEqual(['the 2nd to last friday of the month=2026-11-20']);
    expect(value('the second last friday of december')).toEqual(['2026-12-18']);
    expect(value('the penultimate monday of january')).toEqual(['2027-01-18']);
    expect(value('penultimate friday of june')).toEqual(['2027-06-18']);
    expect(value('rent is due the second to last day of the month')).toEqual(['2026-11-29']);
    expect(value('the third from the last day of february')).toEqual(['2027-02-26']);
  });
  it('counts weeks from the end of a month or a year', () => {
    expect(value('the second to last week of june')).toEqual(['2027-06-14/2027-06-20']);
    expect(value('the penultimate week of the year')).toEqual(['2026-12-21/2026-12-27']);
  });
  it('reads a weekday or a day by its place in a year or a quarter', () => {
    expect(value('the first monday of the year')).toEqual(['2026-01-05']);
    expect(value('the last friday of 2027')).toEqual(['2027-12-31']);
    expect(value('first tuesday of last year')).toEqual(['2025-01-07']);
    expect(value('close the books on the last day of the quarter')).toEqual(['2026-12-31']);
    expect(value('the first day of q3')).toEqual(['2026-07-01']);
    expect(value('the last monday of next quarter')).toEqual(['2027-03-29']);
    expect(value('the 100th day of next year')).toEqual(['2027-04-10']);
  });
  it('reads a weekday of the working week by its place ("the first weekday of january")', () => {
    expect(value('the first weekday of january')).toEqual(['2027-01-01']);
    expect(value('invoices go out the last weekday of the month')).toEqual(['2026-11-30']);
    expect(value('the 3rd weekday of next month')).toEqual(['2026-12-03']);
  });
  it('refuses a place the period does not have', () => {
    expect(value('the fifth monday of february')).not.toContain('2027-03-01');
  });
});

describe('English dates: a weekday or a day counted from another day (issue 30)', () => {
  it('reads the weekday before or after a day, the day itself not counted', () => {
    expect(spans('we close the friday before easter')).toEqual(['the friday before easter=2027-03-26']);
    expect(value('back in the office the monday after thanksgiving')).toEqual(['2026-11-30']);
    expect(value('the last monday before christmas')).toEqual(['2026-12-21']);
    expect(value('the wednesday following labor day')).toEqual(['2027-09-08']);
    expect(value('friday before christmas')).toEqual(['2026-12-18']);
  });
  it('counts the n-th one, and days', () => {
    expect(value('third tuesday after christmas')).toEqual(['2027-01-12']);
    expect(value('the first monday after the 15th')).toEqual(['2026-12-21']);
    expect(value('the 2nd day after christmas')).toEqual(['2026-12-27']);
    expect(value('the third tuesday after christmas 2027')).toEqual(['2028-01-11']);
  });
  it('reads a weekday before last, as after next', () => {
    expect(value('tuesday before last')).toEqual(['2026-11-17']);
    expect(value('friday after next')).toEqual(['2026-12-04']);
  });
  it('leaves a day after something that is no day alone', () => {
    expect(spans('call me monday after the meeting')).toEqual(['monday=2026-11-30']);
    expect(value('the sun after the rain')).toEqual([]);
  });
});

describe('English dates: a time in a zone given by its offset, the next such time to come (issue 30)', () => {
  it('reads UTC or GMT with an offset after a time', () => {
    expect(spans('the call is at 10am UTC+2')).toEqual(['at 10am UTC+2=2026-11-26T08:00:00+00:00']);
    expect(value('9:00 GMT-05:00 on friday')).toEqual(['2026-11-27T14:00:00+00:00']);
    expect(value('starts 9:00 (UTC-05:00)')).toEqual(['2026-11-26T02:00:00+00:00']);
  });
  it('takes the next such time to come in that zone, not in the context\'s', () => {
    // 10:30 EST is 15:30 UTC and 9:30 PST 17:30 UTC: both still to come today, though 10:30 and 9:30 are past by the reference's clock.
    expect(value('at 10:30 EST')).toEqual(['2026-11-25T15:30:00+00:00']);
    expect(value('9:30 am pst')).toEqual(['2026-11-25T17:30:00+00:00']);
    expect(value('at 9 GMT')).toEqual(['2026-11-25T21:00:00+00:00']);
  });
});

describe('English dates: a range from noon (issue 30)', () => {
  it('reads a bare hour after noon as the afternoon\'s, not the next night\'s', () => {
    expect(spans('lunch service runs noon to 2')).toEqual(['noon to 2=2026-11-26T12:00:00+00:00/2026-11-26T14:00:00+00:00']);
    expect(value('between noon and 3 on friday')).toEqual(['2026-11-27T12:00:00+00:00/2026-11-27T15:00:00+00:00']);
    expect(value('12:00 to 3')).toEqual(['2026-11-26T12:00:00+00:00/2026-11-26T15:00:00+00:00']);
  });
});

describe('English dates: the night of a day, the month of a month, through the end of, now until a day (issue 30)', () => {
  it('reads "the night of" a day, as its morning and evening', () => {
    expect(spans('we arrive on the night of the 4th')).toEqual(['night of the 4th=2026-12-04T18:00:00+00:00/2026-12-05T00:00:00+00:00']);
    expect(value('the night of december 31')).toEqual(['2026-12-31T18:00:00+00:00/2027-01-01T00:00:00+00:00']);
    expect(value('a good night of sleep')).toEqual([]);
  });
  it('reads "the month of july" as July, not this month', () => {
    expect(spans('closed during the month of july')).toEqual(['the month of july=2027-07']);
    expect(value('for the whole month of march 2027')).toEqual(['2027-03']);
    expect(value('for the month')).toEqual(['2026-11']);
  });
  it('reads "through the end of" a period until it ends, as "until the end of"', () => {
    expect(value('the offer runs through the end of the month')).toEqual(['../2026-12-01']);
    expect(value('thru the end of next week')).toEqual(['../2026-12-07']);
  });
  it('reads now and a day as the days from today to it', () => {
    expect(spans('I am away now until friday')).toEqual(['now until friday=2026-11-25/2026-11-27']);
    expect(value('right now till sunday')).toEqual(['2026-11-25/2026-11-29']);
  });
});

describe('English dates: a holiday some years off, a day some length off at a time (issue 30)', () => {
  it('reads a holiday of the year so many years on or back', () => {
    expect(spans('what day was christmas 2 years ago')).toEqual(['christmas 2 years ago=2024-12-25']);
    expect(value('easter in 2 years')).toEqual(['2028-04-16']);
    expect(value('thanksgiving a year from now')).toEqual(['2027-11-25']);
    expect(value('thanksgiving 1 year ago')).toEqual(['2025-11-27']);
  });
  it('joins a time to a day reached by a length', () => {
    expect(spans('remind me in 2 days at 10am')).toEqual(['in 2 days at 10am=2026-11-27T10:00:00+00:00']);
    expect(value('in two weeks at noon')).toEqual(['2026-12-09T12:00:00+00:00']);
    expect(value('3 days ago at 4pm')).toEqual(['2026-11-22T16:00:00+00:00']);
  });
});

describe('English dates: a time in words after a date is no year (issue 30)', () => {
  it('reads "ten thirty" after a date as 10:30, not the year 1030', () => {
    expect(value('on march 18th ten thirty')).toEqual(['2027-03-18T10:30:00+00:00']);
    expect(value('june 5th eleven fifteen')).toEqual(['2027-06-05T11:15:00+00:00']);
    expect(value('may 3rd nineteen ninety six')).toEqual(['1996-05-03']);
  });
});

describe('English dates: the first or last units of a period, quarters and weeks of a month too (issue 30)', () => {
  it('reads the first or last quarters of a year, this year when none is said', () => {
    expect(spans('what are the sales for the first 2 quarters')).toEqual(['the first 2 quarters=2026-01-01/2026-06-30']);
    expect(value('the first 2 quarters of 2027')).toEqual(['2027-01-01/2027-06-30']);
    expect(value('the last 3 quarters of 2025')).toEqual(['2025-04-01/2025-12-31']);
  });
  it('reads the first or last weeks of a month as its first or last days by sevens, and of "the year"', () => {
    expect(value('the first 2 weeks of june')).toEqual(['2027-06-01/2027-06-14']);
    expect(value('the last week of june')).toEqual(['2027-06-21/2027-06-27']);
    expect(value('the last 2 weeks of the year')).toEqual(['2026-12-21/2027-01-03']);
  });
});

describe('English dates: a day of "the month", the next one to come (issue 30)', () => {
  it('reads "the 1st of the month" as the next 1st, not the month', () => {
    expect(spans('rent is due on the 1st of the month')).toEqual(['the 1st of the month=2026-12-01']);
    expect(value('the first of the month')).toEqual(['2026-12-01']);
    expect(value('the 28th of the month')).toEqual(['2026-11-28']);
    expect(value('the fifteenth day of the month')).toEqual(['2026-12-15']);
    expect(value('the last day of the month')).toEqual(['2026-11-30']);
  });
});

describe('English dates: early or late said before a day and its part, "first thing" (issue 30)', () => {
  it('narrows the part of the day as when said after the day', () => {
    expect(spans('can we do early friday morning')).toEqual(['early friday morning=2026-11-27T00:00:00+00:00/2026-11-27T09:00:00+00:00']);
    expect(value('late friday night')).toEqual(['2026-11-27T21:00:00+00:00/2026-11-28T00:00:00+00:00']);
    expect(value('late tomorrow afternoon')).toEqual(['2026-11-26T16:00:00+00:00/2026-11-26T19:00:00+00:00']);
  });
  it('reads "first thing" before a day as its early morning', () => {
    expect(spans('call me first thing tomorrow')).toEqual(['first thing tomorrow=2026-11-26T00:00:00+00:00/2026-11-26T09:00:00+00:00']);
    expect(value('first thing on monday')).toEqual(['2026-11-30T00:00:00+00:00/2026-11-30T09:00:00+00:00']);
  });
  it('leaves "late" before a day alone without a part of the day', () => {
    expect(spans('I am running late tomorrow')).toEqual(['tomorrow=2026-11-26']);
  });
});

describe('English dates: the rest of a period in more wordings (issue 30)', () => {
  it('reads "remaining", "remaining days of" and the decade', () => {
    expect(spans('take the remaining of the month off')).toEqual(['the remaining of the month=2026-11-25/2026-11-30']);
    expect(value('the remaining days of the year')).toEqual(['2026-11-25/2026-12-31']);
    expect(value('the rest of week')).toEqual(['2026-11-25/2026-11-29']);
    expect(value('for the rest of the decade')).toEqual(['2026-11-25/2029-12-31']);
    expect(value('remaining of the week')).toEqual(['2026-11-25/2026-11-29']);
  });
});

describe('English dates: a month then "between" two of its days (issue 30)', () => {
  it('reads the days of the month said before them', () => {
    expect(spans('march between the 3rd and the 10th, 2027')).toEqual(['march between the 3rd and the 10th, 2027=2027-03-03/2027-03-10']);
    expect(value('some time in june between 3 and 7')).toEqual(['2027-06-03/2027-06-07']);
    expect(value('September between the 10th and 12th')).toEqual(['2027-09-10/2027-09-12']);
  });
  it('leaves hours and the verb "may" alone', () => {
    expect(value('june between 3 and 7 pm')).toEqual(['2027-06', '2026-11-25T15:00:00+00:00/2026-11-25T19:00:00+00:00']);
    expect(value('we may between 3 and 7 go')).toEqual(['2026-11-25T15:00:00+00:00/2026-11-25T19:00:00+00:00']);
  });
});

describe('English dates: this time next month or year (issue 30)', () => {
  it('reads now\'s time of day on that day of the month or year before or after', () => {
    expect(spans('remind me this time next year')).toEqual(['this time next year=2027-11-25T15:00:00+00:00']);
    expect(value('same time last month')).toEqual(['2026-10-25T15:00:00+00:00']);
    expect(value('this time next week')).toEqual(['2026-12-02T15:00:00+00:00']);
  });
});

describe('English dates: a time in a North American zone said by its region, daylight saving as in force (issue 30)', () => {
  it('reads eastern, central, mountain and pacific time, and ET/CT/MT/PT after a time', () => {
    expect(spans('call me at 5pm eastern time')).toEqual(['at 5pm eastern time=2026-11-25T22:00:00+00:00']);
    expect(value('noon central')).toEqual(['2026-11-25T18:00:00+00:00']);
    expect(value('2-4pm ET')).toEqual(['2026-11-25T19:00:00+00:00/2026-11-25T21:00:00+00:00']);
    expect(value('july 4th at 5pm pacific')).toEqual(['2027-07-05T00:00:00+00:00']);
  });
  it('leaves "pt" after a bare number alone', () => {
    expect(value('give me 3 pt')).toEqual([]);
  });
});
