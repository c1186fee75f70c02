/**
 * Dates and times in the languages our own grammar does not read yet (es, fr, de, pt, it, nl, ja, zh), through
 * chrono-node's locale parsers (a well-kept, dependency-free library; measured in docs/benchmarks.md), written in our
 * value forms. chrono reads the statement against the reference's offset; its parsed fields are wall times, which
 * we write with the zone's offset at each value's own instant (daylight saving included).
 */
import { de, es, fr, it, ja, nl, pt, zh, type ParsedComponents } from 'chrono-node';
import { wallOf, type Grain } from './calendar.js';
import type { TimeValue } from './time-value.js';

const PARSERS = { de, es, fr, it, ja, nl, pt, zh } as const;
export type ChronoLanguage = keyof typeof PARSERS;
export const CHRONO_LANGUAGES = Object.keys(PARSERS) as ChronoLanguage[];

/** A component's wall time and grain: a time when chrono is sure of the hour, else a day, else a month. */
function pointOf(c: ParsedComponents, offset: number): { wall: number; grain: Grain } {
  let wall = wallOf(c.get('year')!, c.get('month')!, c.get('day')!, c.get('hour') ?? 0, c.get('minute') ?? 0, c.get('second') ?? 0);
  // A zone said with the time ("8:00 GMT", "alle 4 CET"): that instant, as a wall time in the statement's zone.
  if (c.isCertain('hour') && c.isCertain('timezoneOffset')) wall = c.date().getTime() + offset * 60_000;
  if (c.isCertain('hour')) return { wall, grain: c.isCertain('second') ? 'second' : c.isCertain('minute') ? 'minute' : 'hour' };
  if (c.isCertain('day') || c.isCertain('weekday')) return { wall: wallOf(c.get('year')!, c.get('month')!, c.get('day')!), grain: 'day' };
  if (c.isCertain('month')) return { wall: wallOf(c.get('year')!, c.get('month')!), grain: 'month' };
  return { wall: wallOf(c.get('year')!, c.get('month')!, c.get('day')!), grain: 'day' };
}

/** The dates and times chrono finds in a statement of `language`. `offset`: the zone's offset at the reference, minutes. */
export function findDatetimesChrono(language: ChronoLanguage, text: string, instant: number, offset: number): Array<{ start: number; end: number; value: TimeValue }> {
  const results = PARSERS[language].parse(text, { instant: new Date(instant), timezone: offset }, { forwardDate: true }).filter((r) => !cutsNumber(text, r.index, r.index + r.text.length) && !prepositionAsMeridiem(language, r.text));
  return results.map((r) => {
    const start = pointOf(r.start, offset);
    let value: TimeValue = { t: 'point', wall: start.wall, grain: start.grain };
    if (r.end) {
      const end = pointOf(r.end, offset);
      const time = start.grain === 'hour' || start.grain === 'minute' || start.grain === 'second';
      value = { t: 'interval', from: start.wall, to: end.wall, grain: time ? start.grain : 'day' };
    }
    return { start: r.index, end: r.index + r.text.length, value };
  });
}

/**
 * chrono's readings that are a number's pieces, not a date: a span starting inside a number ("000 est" of "40 000 est"),
 * holding five digits in a row ("a 12567" read as 12:56:07), or an amount with a scale letter ("10M").
 */
function cutsNumber(text: string, start: number, end: number): boolean {
  const span = text.slice(start, end);
  if (/\d[\s.]$/.test(text.slice(0, start)) && /^\d{3}(?!\d)/.test(span)) return true;
  if (/\d{5,}/.test(span)) return true;
  return /^\d+(?:[.,]\d+)?\s?[kKmMgG]$/.test(span);
}

/** Languages where "a" after a number is a preposition ("de 3 a 5", "para 3 a las 7"), which chrono reads as "a.m.". */
const A_IS_PREPOSITION = new Set<ChronoLanguage>(['es', 'pt', 'it']);

/** chrono's "3 a" (3 a.m.) where "a" is the preposition "to" or "at". */
function prepositionAsMeridiem(language: ChronoLanguage, span: string): boolean {
  return A_IS_PREPOSITION.has(language) && /\d\s+a$/i.test(span);
}
