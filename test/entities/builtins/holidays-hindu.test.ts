import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/index.js';

// Friday 27 November 2026, in India.
const AT = { referenceTime: '2026-11-27T10:00:00+05:30', timeZone: 'Asia/Kolkata' };
const value = (text: string, locale = 'en') => extractBuiltins(text, { locale, kinds: ['datetime'], ...AT }).map((s) => [s.raw, s.value]);

describe('Hindu, Sikh, Jain and Buddhist festivals (issue 30)', () => {
  it('reads a festival of a year on its day (dates of 2025 as observed in India)', () => {
    expect(value('diwali 2025')).toEqual([['diwali 2025', '2025-10-20']]);
    expect(value('Raksha Bandhan 2025')).toEqual([['Raksha Bandhan 2025', '2025-08-09']]);
    expect(value('janmashtami of 2025')).toEqual([['janmashtami of 2025', '2025-08-16']]);
    expect(value('maha shivaratri in 2025')).toEqual([['maha shivaratri in 2025', '2025-02-26']]);
  });

  it('counts the festivals around one from it, and gives a festival of several days as its days', () => {
    const dhanteras = value('dhanteras 2027')[0]![1]!;
    const day = (n: number) => new Date(Date.parse(dhanteras) + n * 86_400_000).toISOString().slice(0, 10);
    expect(value('choti diwali 2027')[0]![1]).toBe(day(1));
    expect(value('deepavali 2027')[0]![1]).toBe(day(2));
    expect(value('bhai dooj 2027')[0]![1]).toBe(day(4));
    expect(value('navaratri 2025')).toEqual([['navaratri 2025', '2025-09-22/2025-10-01']]);
  });

  it('without a year, is the next one from the reference', () => {
    expect(value('we close for holi')).toEqual([['holi', '2027-03-22']]);
    expect(value('next diwali')).toEqual([['next diwali', '2027-10-29']]);
  });

  it('reads nothing outside the table\'s years rather than guess, and never a word that only starts like a name', () => {
    expect(value('diwali 2035')).toEqual([['2035', '2035']]);
    expect(extractBuiltins('diwali', { kinds: ['datetime'], referenceTime: '2031-01-20T00:00:00Z', timeZone: 'UTC' })).toEqual([]);
    expect(value('the holiday season')).toEqual([]);
  });

  it('reads the same names in the other languages', () => {
    expect(value('Diwali 2025 in Berlin', 'de')).toEqual([['Diwali 2025', '2025-10-20']]);
    expect(value('celebramos diwali el 20 de octubre', 'es')).toEqual([['diwali', '2027-10-29'], ['el 20 de octubre', '2027-10-20']]);
  });

  it('reads a holiday\'s year said with "in" or in words, for every calendar', () => {
    expect(value('christmas in 2019')).toEqual([['christmas in 2019', '2019-12-25']]);
    expect(value('passover two thousand nineteen')).toEqual([['passover two thousand nineteen', '2019-04-19/2019-04-27']]);
  });
});
