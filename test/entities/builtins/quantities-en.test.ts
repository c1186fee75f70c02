import { describe, expect, it } from 'vitest';
import { extractBuiltins, type BuiltinKind } from '../../../src/index.js';

const read = (kind: BuiltinKind, text: string) => extractBuiltins(text, { kinds: [kind] }).map((s) => s.value);

describe('English quantities: amounts in every number form (quantities-en.ts)', () => {
  it('reads percentages with any English number and the unit\'s spellings', () => {
    expect(read('percentage', 'eight point five percent')).toEqual(['8.5']);
    expect(read('percentage', 'five and a half percent')).toEqual(['5.5']);
    expect(read('percentage', 'twenty-three percentage')).toEqual(['23']);
    expect(read('percentage', 'fifty per-cent')).toEqual(['50']);
    expect(read('percentage', 'three tenths of a percent')).toEqual(['0.3']);
  });

  it('reads lengths: hyphened, feet and inches, never negative, capitals MM a million', () => {
    expect(read('distance', 'a three-foot trip')).toEqual(['3 ft']);
    expect(read('distance', 'the length is 12 ft 2 in more or less')).toEqual(['146 in']);
    expect(read('distance', 'ef 75 -300mm lens')).toEqual(['300 mm']);
    expect(read('distance', 'a target of 1MM')).toEqual([]);
    expect(read('distance', '2 yds, 7 feet and 10 inches')).toEqual(['166 in']);
    expect(read('distance', '4 kilo meters, about 7 kms')).toEqual(['4 km', '7 km']);
    expect(read('distance', 'a mile, half a mile')).toEqual(['1 mi', '0.5 mi']);
    expect(read('distance', 'I am at home')).toEqual([]);
    expect(read('distance', 'he is 5\'10" and she is 6 foot 2')).toEqual(['70 in', '74 in']);
    expect(read('distance', 'a 10-km race')).toEqual(['10 km']);
    expect(read('distance', "I said '5' and the 90's")).toEqual([]);
  });
});

describe('English durations: quantifiers, nights, "h" apart (quantities-en.ts)', () => {
  it('reads quantifier words as counts and nights as days', () => {
    expect(read('duration', 'I will leave for several weeks')).toEqual(['P3W']);
    expect(read('duration', 'for some days')).toEqual(['P3D']);
    expect(read('duration', 'for another day')).toEqual(['P1D']);
    expect(read('duration', 'offline for the hour')).toEqual(['PT1H']);
    expect(read('duration', 'a room for 2 nights')).toEqual(['P2D']);
    expect(read('duration', '1/2 h')).toEqual(['PT30M']);
    expect(read('duration', 'the day after tomorrow')).toEqual([]);
    expect(read('duration', 'some day')).toEqual([]);
    expect(['a fortnight', '3 mos', '1h30'].map((t) => read('duration', t))).toEqual([['P2W'], ['P3M'], ['PT1H30M']]);
  });
});

describe('English ordinals: scales, dashes, a misspelling (reader.ts)', () => {
  it('reads scale ordinals and tens joined by any dash', () => {
    expect(read('ordinal', 'two hundred thousandth')).toEqual(['200000']);
    expect(read('ordinal', 'one millionth')).toEqual(['1000000']);
    expect(read('ordinal', 'one hundred twenty-fifth')).toEqual(['125']);
    expect(read('ordinal', 'thirty\u2014first')).toEqual(['31']);
    expect(read('ordinal', 'the nineth meeting')).toEqual(['9']);
  });
});

describe('English temperatures: below zero alone, a capital scale glued', () => {
  it('reads "3 below zero" and "25C", not "5 c"', () => {
    expect(read('temperature', '3 below zero')).toEqual(['-3 degree']);
    expect(read('temperature', "it's 25C")).toEqual(['25 celsius']);
    expect(read('temperature', '5 c')).toEqual([]);
  });
});

describe('English distances: "m" apart after digits', () => {
  const distances = (text: string) => extractBuiltins(text, { kinds: ['distance'] }).map((s) => s.value);
  it.each([
    ['the room is 4 m wide', ['4 m']],
    ['100 m', ['100 m']],
    ['raised 5 m dollars', []],
    ['$5 m', []],
  ])('"%s"', (text, values) => expect(distances(text)).toEqual(values));
});

describe('English durations: a hyphen before the unit, parts of a unit', () => {
  it.each([
    ['a 5-minute break', ['PT5M']],
    ['a three-day weekend', ['P3D']],
    ['1/2h', ['PT30M']],
    ['1/4h', ['PT15M']],
    ['quarter of an hour', ['PT15M']],
    ['a half-hour', ['PT30M']],
    // Still no duration: a half of something else.
    ['the second half of the day', []],
  ])('"%s"', (text, values) => expect(read('duration', text)).toEqual(values));
});

describe('English money: a decimal comma before two digits', () => {
  it.each([
    ['it costs 3,50 €', ['3.5 EUR']],
    ['i paid 12,99 euros', ['12.99 EUR']],
    ['$3,500', ['3500 USD']],
    ['$1,00,000', ['100000 USD']],
    ['100 hk dollars', ['100 HKD']],
  ])('"%s"', (text, values) => expect(read('money', text)).toEqual(values));
});

describe('"forty-second" stays an ordinal', () => {
  it('a hyphen before "second" makes a duration only after digits', () => {
    expect(read('ordinal', 'forty-second')).toEqual(['42']);
    expect(read('duration', 'a 40-second ad')).toEqual(['PT40S']);
  });
});

describe('English durations: decades and centuries, parts said after the unit, minutes bare after hours', () => {
  it('reads decades, centuries and millennia as years, and "qtr" as a quarter', () => {
    expect(read('duration', 'it took two decades')).toEqual(['P20Y']);
    expect(read('duration', 'it lasted 3 centuries')).toEqual(['P300Y']);
    expect(read('duration', 'a decade and a half')).toEqual(['P15Y']);
    expect(read('duration', 'for 2 qtrs')).toEqual(['P6M']);
  });

  it('reads a quarter or three quarters of the unit just said, and hyphened halves', () => {
    expect(read('duration', 'we drove 3 hours and a quarter')).toEqual(['PT3H15M']);
    expect(read('duration', '2 days and three quarters')).toEqual(['P2DT18H']);
    expect(read('duration', 'two-and-a-half hours')).toEqual(['PT2H30M']);
    expect(read('duration', 'wait 1/2 an hour')).toEqual(['PT30M']);
  });

  it('reads minutes said bare after hours at a clause\'s end only', () => {
    expect(read('duration', 'the flight takes 2 hours 30')).toEqual(['PT2H30M']);
    expect(read('duration', 'for 2 hours 30 people waited')).toEqual(['PT2H']);
  });
});

describe('English distances: fractions of a unit, a speed is no distance; durations: semesters', () => {
  it('reads a fraction of one unit and half of the unit said', () => {
    expect(read('distance', 'three quarters of a mile')).toEqual(['0.75 mi']);
    expect(read('distance', 'a mile and a half away')).toEqual(['1.5 mi']);
    expect(read('distance', 'about 200 mtrs')).toEqual(['200 m']);
  });

  it('leaves a speed alone', () => {
    expect(read('distance', 'at 50 km per hour')).toEqual([]);
    expect(read('distance', '5 miles an hour')).toEqual([]);
    expect(read('distance', 'wind at 30 m/s')).toEqual([]);
  });

  it('reads a semester as six months', () => {
    expect(read('duration', 'for a semester')).toEqual(['P6M']);
  });
});
