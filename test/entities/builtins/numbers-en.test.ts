import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/index.js';

const numbers = (text: string) => extractBuiltins(text, { kinds: ['number'] }).map((s) => s.value);

describe('English numbers beyond the number rules (numbers-en.ts)', () => {
  it('reads signs, "point" decimals and grouped digits', () => {
    expect(numbers('minus 1,200,000')).toEqual(['-1200000']);
    expect(numbers('negative one')).toEqual(['-1']);
    expect(numbers('two point five')).toEqual(['2.5']);
    expect(numbers('nine point nought four')).toEqual(['9.04']);
    expect(numbers('point 77')).toEqual(['0.77']);
    expect(numbers('40 000 and 12,34,567.89')).toEqual(['40000', '1234567.89']);
  });

  it('reads fractions', () => {
    expect(numbers('three fifths')).toEqual(['0.6']);
    expect(numbers('one - fourth')).toEqual(['0.25']);
    expect(numbers('1 over 3')).toEqual(['0.333333333333333']);
    expect(numbers('two out of five hundred')).toEqual(['0.004']);
    expect(numbers('five and a half')).toEqual(['5.5']);
    expect(numbers('- 1 4/5')).toEqual(['-1.8']);
    expect(numbers('the result is ¾')).toEqual(['0.75']);
    expect(numbers('2000 over 3 boxes')).toEqual(['2000', '3']);
  });

  it('reads scales: letters, Indian words, fractions of a scale', () => {
    expect(numbers('1.2M')).toEqual(['1200000']);
    expect(numbers('30 lakh')).toEqual(['3000000']);
    expect(numbers('three crore twelve lakh fifty-six thousand seven hundred twenty-one')).toEqual(['31256721']);
    expect(numbers('3 million and a half')).toEqual(['3500000']);
    expect(numbers('half million')).toEqual(['500000']);
    expect(numbers('two million and three fifths')).toEqual(['2600000']);
  });

  it('leaves a metre and a minute their own lower-case letters', () => {
    expect(extractBuiltins('3m', { kinds: ['distance'] }).map((s) => s.value)).toEqual(['3 m']);
    expect(extractBuiltins('3M', { kinds: ['distance'] }).map((s) => s.value)).toEqual([]);
  });
});

describe('English durations: fractions of a unit and minutes said bare', () => {
  const duration = (text: string) => extractBuiltins(text, { kinds: ['duration'] }).map((s) => s.value);
  it('reads "one and a half hour", "two and a quarter of hours", "½ hour", "1 hour and thirty"', () => {
    expect(duration('one and a half hour')).toEqual(['PT1H30M']);
    expect(duration('two and a quarter of hours')).toEqual(['PT2H15M']);
    expect(duration('one and three quarters hour')).toEqual(['PT1H45M']);
    expect(duration('a ½ hour call')).toEqual(['PT30M']);
    expect(duration('1 hour and thirty')).toEqual(['PT1H30M']);
    expect(duration('the cold lasted 2W')).toEqual(['P2W']);
  });
});

describe('English phones, distances and temperatures: written forms', () => {
  const of = (kind: 'phone' | 'distance' | 'temperature', text: string) => extractBuiltins(text, { kinds: [kind] }).map((s) => s.value);
  it('reads phone numbers with a country code before parentheses, slashes, spaced dashes and glued extensions', () => {
    expect(of('phone', 'call 1 (877) 609-2233')).toEqual(['18776092233']);
    expect(of('phone', 'call +49 176/12345678')).toEqual(['+4917612345678']);
    expect(of('phone', '(+1)   650 - 701  8887')).toEqual(['+16507018887']);
    expect(of('phone', 'call 004407624938475')).toEqual(['004407624938475']);
    expect(of('phone', 'at 269-541-4584x068.')).toEqual(['2695414584;ext=068']);
  });

  it('reads a hyphenated distance, a mixed one in its first unit, and misspelt scales', () => {
    expect(of('distance', 'a 2.5-mile stretch')).toEqual(['2.5 mi']);
    expect(of('distance', '1 meter and 1 foot')).toEqual(['1.3048 m']);
    expect(of('distance', '7 feet 10 inches')).toEqual(['94 in']);
    expect(of('temperature', '34.5 celcius')).toEqual(['34.5 celsius']);
  });

  it('reads digits with scale words, spaced dashes, powers and fractions of a scale', () => {
    expect(numbers('4 thousand 3 hundred and 21')).toEqual(['4321']);
    expect(numbers('2 thousand 5 thousand')).toEqual(['2000', '5000']);
    expect(numbers('fifty - two')).toEqual(['52']);
    expect(numbers('- 10 k')).toEqual(['-10000']);
    expect(numbers('1.1^2 and 6.23x10^-4')).toEqual(['1.21', '0.000623']);
    expect(numbers('two thirds of a million')).toEqual(['666666.666666667']);
    expect(numbers('one-eighth, five eighths of it')).toEqual(['0.125', '0.625']);
    expect(numbers('three quarters')).toEqual(['0.75']);
    expect(numbers('12 out of 10')).toEqual(['12', '10']);
    expect(numbers('one and half, naught')).toEqual(['1.5', '0']);
    expect(numbers('one-and-a-half')).toEqual(['1.5']);
    expect(extractBuiltins('3 quarters', { kinds: ['duration'] }).map((s) => s.value)).toEqual(['P9M']);
  });
});

describe('fractions in words split as Recognizers-Text splits them (fractions-en.ts)', () => {
  it.each([
    ['three twenty firsts', '0.142857142857143'],
    ['a twenty-first', '0.0476190476190476'],
    ['one hundred thirty fifths', '2.85714285714286'],
    ['one hundred one thousand fifths', '0.0995024875621891'],
    ['two hundred and fifty-four hundredths', '200.54'],
    ['one thousand and two hundredths', '1000.02'],
    ['twenty and three and three fifths', '23.6'],
    // A fraction of the scale said before "and" stays numbers-en.ts's reading.
    ['six million and two thirds', '6666666.66666667'],
  ])('"%s"', (text, value) => expect(numbers(text)).toEqual([value]));
  it('leaves lengths of time and ordinals alone', () => {
    expect(numbers('thirty seconds')).toEqual([]);
    expect(numbers('the twenty first')).toEqual([]);
  });
});

describe('a number a date cuts is still a number', () => {
  it('"by 3" read as a time does not hold 3.5', () => expect(numbers('the price dropped by 3.5')).toEqual(['3.5']));
  it('numbers inside a time stay masked', () => expect(numbers('table for 7 at 8:15pm')).toEqual(['7']));
});

describe('English number families read by the peers\' grammars (Recognizers-Text englishNumeric, Duckling EN rules)', () => {
  it('reads the abbreviated scales of finance and recipes, and plural scales after a count', () => {
    expect(numbers('we shipped 3 mln units')).toEqual(['3000000']);
    expect(numbers('a budget of 1.5 bln')).toEqual(['1500000000']);
    expect(numbers('debt near 2 tln')).toEqual(['2000000000000']);
    expect(numbers('buy 3 doz eggs')).toEqual(['36']);
    expect(numbers('two hundreds and 5 thousands')).toEqual(['200', '5000']);
  });

  it('reads "point" with digit words and no whole part', () => {
    expect(numbers('point five')).toEqual(['0.5']);
    expect(numbers('it rose point oh seven')).toEqual(['0.07']);
  });

  it('reads a whole glued to a vulgar fraction and a fraction of a scale after "a"', () => {
    expect(numbers('add 3½ cups')).toEqual(['3.5']);
    expect(numbers('2 ¾ cups of flour, 4 ½ more')).toEqual(['2.75', '4.5']);
    expect(numbers('a quarter million fans')).toEqual(['250000']);
    expect(numbers('a third of a billion')).toEqual(['333333333.333333']);
  });

  it('reads a chance, "1 in 20", at the end of a clause only, and the spelling "fourty"', () => {
    expect(numbers('the odds are 1 in 20.')).toEqual(['0.05']);
    expect(numbers('one in fifty')).toEqual(['0.02']);
    expect(numbers('table for 2 in 10')).toEqual(['2', '10']);
    expect(numbers('one in five people')).toEqual(['1', '5']);
    expect(numbers('fourty two')).toEqual(['42']);
  });

  it('reads a fraction of the scale said after it, "mil" and "bn" apart, and digits grouped by dots', () => {
    expect(numbers('two billion and three quarters million')).toEqual(['2000750000']);
    expect(numbers('raised 2 mil and 3 bn')).toEqual(['2000000', '3000000000']);
    expect(numbers('2.500.000 people')).toEqual(['2500000']);
    expect(numbers('version 1.2')).toEqual(['1.2']);
  });
});

describe('English ordinals: compound words and grouped digits', () => {
  const ordinals = (text: string) => extractBuiltins(text, { kinds: ['ordinal'] }).map((s) => s.value);
  it('reads "and" before the ordinal word, the ordinal\'s own scale, and "1,000th"', () => {
    expect(ordinals('our one hundred and twenty-fifth client')).toEqual(['125']);
    expect(ordinals('the one thousand two hundredth visitor')).toEqual(['1200']);
    expect(ordinals('the 1,000th order')).toEqual(['1000']);
    expect(ordinals('the two hundred forty-first')).toEqual(['241']);
  });
});

describe('English numbers: more of the families the peers\' grammars read', () => {
  it('reads a scale right after a smaller one as their product, and "trillion" in words', () => {
    expect(numbers('one hundred thousand million')).toEqual(['100000000000']);
    expect(numbers('two thousand million')).toEqual(['2000000000']);
    expect(numbers('one million two hundred thousand')).toEqual(['1200000']);
    expect(numbers('it costs a trillion')).toEqual(['1000000000000']);
  });

  it('reads a lone decimal comma, Swiss apostrophes, and a slash fraction of a scale', () => {
    expect(numbers('it weighs 2,50 kilos')).toEqual(['2.5']);
    expect(numbers('1,5 million people')).toEqual(['1500000']);
    expect(numbers('12 345,67 in total')).toEqual(['12345.67']);
    expect(numbers('pages 22,24,26 and 31')).toEqual(['22', '24', '26', '31']);
    expect(numbers("1'000'000 visitors")).toEqual(['1000000']);
    expect(numbers('3 1/4 million and 1/2 million')).toEqual(['3250000', '500000']);
  });

  it('reads "half" alone and "half a thousand", and a spaced minus only where nothing comes before it', () => {
    expect(numbers('half of the people')).toEqual(['0.5']);
    expect(numbers('half a thousand')).toEqual(['500']);
    expect(numbers('- 3')).toEqual(['-3']);
    expect(numbers('5 - 3')).toEqual(['5', '3']);
  });
});

describe('"one hundredth": a fraction before "of" or at a clause\'s end, else the ordinal', () => {
  const all = (text: string) => extractBuiltins(text, { kinds: ['number', 'ordinal'] }).map((s) => `${s.kind} ${s.value}`);
  it('reads the fraction where no article or possessive comes before it', () => {
    expect(all('one hundredth of a second')).toEqual(['number 0.01']);
    expect(all('multiply by one thousandth')).toEqual(['number 0.001']);
    expect(all('the one hundredth visitor')).toEqual(['ordinal 100']);
    expect(all('our one thousandth.')).toEqual(['ordinal 1000']);
  });
});

describe('English numbers in digit runs a phone number reads', () => {
  it('keeps the numbers of a text a phone number reads, where a shorter time or date inside it is no reading', () => {
    expect(numbers('call 1-800-555-0199')).toEqual(['1', '800', '555', '199']);
    expect(numbers('123-456-7890')).toEqual(['123', '456', '7890']);
    expect(numbers('from 3-4pm')).toEqual([]);
  });

  it('reads runs joined by dots that are no groups of three as numbers of their own, never a decimal and a stray one', () => {
    expect(numbers('555.123.4567')).toEqual(['555', '123', '4567']);
    expect(numbers('version 1.2.3')).toEqual(['1', '2', '3']);
    expect(numbers('it is 3.5.')).toEqual(['3.5']);
    expect(numbers('2.500.000 people')).toEqual(['2500000']);
  });
});
