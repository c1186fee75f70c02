/**
 * The builtin entities behind one entry point: extractBuiltins() finds dates and times, durations, numbers,
 * ordinals, percentages, temperatures, distances, money, phone numbers, emails and URLs in a statement and
 * resolves each to one value text (docs/corpus-format.md) against a reference time and a time zone, the only
 * inputs besides the text that change a value. One reading per span: a number inside a date or time
 * ("8:15pm", "the 3rd", "12/24") is no number.
 */
import { NluError } from '../../errors.js';
import { tokenize } from '../../text/tokens.js';
import { findNumbers, formatDecimal, numberFacts, type NumberFacts } from '../numbers.js';
import type { Token } from '../../text/tokens.js';
import { findDatetimesEn, type DatetimeContext } from './datetime-en.js';
import { findDatetimesGlossed, type Glossary } from './datetime-gloss.js';
import { GLOSSARY_DE } from './gloss-de.js';
import { GLOSSARY_NL } from './gloss-nl.js';
import { GLOSSARY_FR } from './gloss-fr.js';
import { GLOSSARY_ES } from './gloss-es.js';
import { GLOSSARY_JA } from './gloss-ja.js';
import { GLOSSARY_IT } from './gloss-it.js';
import { GLOSSARY_PT } from './gloss-pt.js';
import { GLOSSARY_ZH } from './gloss-zh.js';
import { datetimeStartsEn } from './prefilter-en.js';
import { CHRONO_LANGUAGES, findDatetimesChrono, type ChronoLanguage } from './datetime-chrono.js';
import {
  findDistances, findDurations, findOrdinals, findPercentages, findPhones, findTemperatures,
  type AmountResolution, type DurationResolution, type Found,
} from './quantities-en.js';
import { findLatinNumerals } from './numerals/latin.js';
import { NumeralReading } from './numerals/read.js';
import { closeCjkSpaces } from './cjk-spaces.js';
import type { LatinLanguage } from './numerals/lexicons.js';
const LATIN_NUMERALS = ['es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
import { findMoneyIntl, findNumbersIntl, findOrdinalsIntl, NUMERAL_LANGUAGES, type NumeralLanguage } from './quantities-intl.js';
import { findDistancesIntl, findDurationsIntl, findPercentagesIntl, findPhonesIntl, findTemperaturesIntl } from './units-intl.js';
import { findDatetimesRecognizers, RECOGNIZERS_CULTURES, type RecognizersLanguage } from './datetime-recognizers.js';
import { findFestivals } from './holidays-hindu.js';
import { startOfDay } from './calendar.js';
import { readOwnDates } from './datetime-intl-read.js';
import { timeResolution, timeText, type DatetimeResolution, type TimeValue } from './time-value.js';
import { findMoney } from './money-en.js';
import { findNumbersEn } from './numbers-en.js';
import { referenceInstant, toInstant, toWall, zoneOf, type Zone } from './zone.js';

import { BUILTIN_KINDS, type BuiltinKind } from './kinds.js';

export { BUILTIN_KINDS, type BuiltinKind };

export type { DatetimeResolution, DurationResolution, AmountResolution };
export type BuiltinResolution =
  | DatetimeResolution
  | DurationResolution
  | AmountResolution
  | { value: number }
  | { amount: number; currency: string }
  | { digits: string }
  | { text: string };

/** One builtin entity found in a statement. */
export interface BuiltinSpan {
  kind: BuiltinKind;
  /** The value as text, in the kind's form (ISO 8601 for dates, times and durations). */
  value: string;
  /** The text as written. */
  raw: string;
  /** Offsets into the text (JavaScript string indices, end exclusive). */
  start: number;
  end: number;
  /** The value's parts: grain, start and end for a date or time; amount and unit for a quantity. */
  resolution: BuiltinResolution;
}

export interface BuiltinOptions {
  /** The statement's language (BCP 47, "en" or "en-US"); default "en". See supportedLocales(). */
  locale?: string;
  /** The kinds wanted; default all. */
  kinds?: readonly BuiltinKind[];
  /** What "now" is: a Date or ISO 8601 text (without an offset: a wall time in the zone); default the current time. */
  referenceTime?: Date | string;
  /** An IANA zone ("Europe/Paris") or a fixed offset ("-02:00"); default UTC. */
  timeZone?: string;
}

/** The reference time and zone a statement is read against, checked once. */
export interface TimeContext {
  zone: Zone;
  /** The reference instant (milliseconds since the epoch). */
  instant: number;
  /** The statement's language when not English (the date grammar read then: datetime-chrono.ts). */
  language?: string;
}

/** Checks a reference time and zone: INPUT_INVALID naming what was expected when either is bad. */
export function timeContext(referenceTime?: Date | string, timeZone?: string): TimeContext {
  const zone = zoneOf(timeZone ?? 'UTC');
  return { zone, instant: referenceInstant(referenceTime, zone) };
}

/**
 * English reads every kind with our grammars; the others read dates and times through chrono-node (datetime-chrono.ts)
 * and numbers, ordinals and money with our numeral grammars (quantities-intl.ts), durations, percentages, temperatures
 * and distances with those numerals and their unit words (units-intl.ts), and phone numbers as English does (digits).
 */
const LOCALES: Readonly<Record<string, readonly BuiltinKind[]>> = {
  en: BUILTIN_KINDS,
  // Every kind is read in every language now (units-intl.ts: durations, percentages, temperatures, distances).
  ...Object.fromEntries(CHRONO_LANGUAGES.map((l) => [l, BUILTIN_KINDS])),
};
const isNumeralLanguage = (l: string | undefined): l is NumeralLanguage => l !== undefined && (NUMERAL_LANGUAGES as readonly string[]).includes(l);

/** The kinds that hold numbers which the statement's language reads (a kind not read there holds nothing). */
function holders(time: TimeContext): readonly BuiltinKind[] {
  if (time.language === undefined || time.language === 'en') return HOLDERS;
  const read = LOCALES[time.language] ?? [];
  return HOLDERS.filter((k) => read.includes(k));
}

/** The locales extractBuiltins() reads, each with the kinds it finds there. */
export function supportedLocales(): Array<{ locale: string; kinds: BuiltinKind[] }> {
  return Object.entries(LOCALES).map(([locale, kinds]) => ({ locale, kinds: [...kinds] }));
}

/** The base language of a locale ("en-US" → "en"), or INPUT_INVALID when no builtin reads it. */
function languageOf(locale: string): string {
  const language = typeof locale === 'string' ? locale.toLowerCase().split(/[-_]/)[0]! : '';
  if (!(language in LOCALES)) {
    throw new NluError('INPUT_INVALID', `expected a locale among ${Object.keys(LOCALES).join(', ')} for builtin entities, found ${JSON.stringify(locale)}`);
  }
  return language;
}

/** Every builtin entity of the kinds asked for, in text order, no two overlapping. */
export function extractBuiltins(text: string, options: BuiltinOptions = {}): BuiltinSpan[] {
  if (typeof text !== 'string') throw new NluError('INPUT_INVALID', `expected the text to be a string, found ${text === null ? 'null' : typeof text}`);
  const language = languageOf(options.locale ?? 'en');
  const kinds = options.kinds ?? BUILTIN_KINDS;
  for (const k of kinds) if (!(BUILTIN_KINDS as readonly string[]).includes(k)) throw new NluError('INPUT_INVALID', `expected builtin kinds among ${BUILTIN_KINDS.join(', ')}, found ${JSON.stringify(k)}`);
  const time = timeContext(options.referenceTime, options.timeZone);
  if (language !== 'en') {
    // Kinds a locale does not read yet find nothing there (supportedLocales() says which it reads).
    const readable = new Set(kinds.filter((k) => LOCALES[language]!.includes(k)));
    return findBuiltins(text, readable, { ...time, language });
  }
  return findBuiltins(text, new Set(kinds), time);
}

/** Kinds whose spans a number or an ordinal inside them belongs to. */
const HOLDERS: readonly BuiltinKind[] = ['datetime', 'duration', 'percentage', 'temperature', 'distance', 'ordinal'];
/** At equal length, which kind reads a span (higher first). */
const RANK: Record<BuiltinKind, number> = { email: 11, url: 10, datetime: 9, duration: 8, money: 7, temperature: 6, distance: 5, percentage: 4, phone: 3, ordinal: 2, number: 1 };

/**
 * Each wanted kind's spans read alone (one kind's reading never hides another wanted kind's, as a corpus with both
 * `number` and `money` entities wants both over "$50"), numbers and ordinals inside another kind's span dropped.
 * Every grammar runs once.
 */
export function findBuiltinsEach(text: string, wanted: ReadonlySet<BuiltinKind>, time: TimeContext, read?: NumberReading): Map<BuiltinKind, BuiltinSpan[]> {
  const all: BuiltinSpan[] = [];
  const numerals = numeralReading(time);
  for (const kind of wanted) for (const span of findKind(kind, text, time, read, numerals)) all.push(span);
  // The kinds not wanted run only to take numbers and ordinals out of their spans: none found, none to run.
  if (all.some((s) => s.kind === 'number' || s.kind === 'ordinal')) for (const k of holders(time)) if (!wanted.has(k)) for (const span of findKind(k, text, time, read, numerals)) all.push(span);
  const out = new Map<BuiltinKind, BuiltinSpan[]>();
  for (const kind of wanted) {
    const own = all.filter((s) => s.kind === kind);
    if (own.length === 0) { out.set(kind, own); continue; }
    const holding = kind === 'number' || kind === 'ordinal' ? all.filter((s) => s.kind !== kind && s.kind !== 'number' && HOLDERS.includes(s.kind)) : [];
    const others = holding.length === 0 ? holding : outread(holding, all.some((s) => s.kind === 'phone') ? all.filter((s) => s.kind === 'phone') : phonesOf(text, time, read, numerals), new Set());
    out.set(kind, resolve(own.concat(others), new Set([kind])).filter((s) => s.kind === kind));
  }
  return out;
}

/** The phone numbers of a text where the locale reads them (none elsewhere). */
function phonesOf(text: string, time: TimeContext, read?: NumberReading, numerals?: NumeralReading): BuiltinSpan[] {
  return holders(time) === HOLDERS || (LOCALES[time.language ?? 'en'] ?? []).includes('phone') ? findKind('phone', text, time, read, numerals) : [];
}

/**
 * Spans of kinds not wanted that a longer phone number overlaps: that text reads as the phone number, so they hold
 * no number ("1-800-555-0199" is no time "1-800", and its numbers stay numbers as the phone's do).
 */
function outread(spans: BuiltinSpan[], phones: readonly BuiltinSpan[], wanted: ReadonlySet<BuiltinKind>): BuiltinSpan[] {
  if (phones.length === 0) return spans;
  return spans.filter((s) => s.kind === 'phone' || wanted.has(s.kind) || !HOLDERS.includes(s.kind)
    || !phones.some((p) => p.start < s.end && s.start < p.end && p.end - p.start > s.end - s.start));
}

/** The spans of the wanted kinds, overlaps resolved: longer wins, then RANK; numbers and ordinals inside another kind's span go. */
export function findBuiltins(text: string, wanted: ReadonlySet<BuiltinKind>, time: TimeContext): BuiltinSpan[] {
  const spans: BuiltinSpan[] = [];
  const run = new Set<BuiltinKind>(wanted);
  // Numbers and ordinals are masked by every kind that holds them, wanted or not.
  if (wanted.has('number') || wanted.has('ordinal')) for (const k of holders(time)) run.add(k);
  // Nothing with a digit or a word can hold a builtin: most statements have both, a few ("ok", "?") neither.
  const numerals = numeralReading(time);
  for (const kind of run) for (const span of findKind(kind, text, time, undefined, numerals)) spans.push(span);
  const masking = (wanted.has('number') || wanted.has('ordinal')) && spans.some((s) => !wanted.has(s.kind));
  const kept = resolve(masking ? outread(spans, wanted.has('phone') ? spans.filter((s) => s.kind === 'phone') : phonesOf(text, time, undefined, numerals), wanted) : spans, wanted);
  return kept.filter((s) => wanted.has(s.kind));
}

/** The statement's numerals in a language other than English, read once for every kind that needs them (numerals/read.ts). */
function numeralReading(time: TimeContext): NumeralReading | undefined {
  return isNumeralLanguage(time.language) ? new NumeralReading(time.language) : undefined;
}

function resolve(spans: BuiltinSpan[], wanted: ReadonlySet<BuiltinKind>): BuiltinSpan[] {
  const ranked = [...spans].sort((a, b) => (b.end - b.start) - (a.end - a.start) || RANK[b.kind] - RANK[a.kind] || a.start - b.start);
  const kept: BuiltinSpan[] = [];
  for (const span of ranked) {
    const overlapping = kept.filter((k) => k.start < span.end && span.start < k.end);
    // A span of a kind not wanted only masks numbers and ordinals: it never hides a wanted kind's other span. A date
    // masks only the numbers it holds whole, not one it cuts ("dropped by 3.5": "by 3" read as a time is no reading of 3.5).
    const holds = (k: BuiltinSpan) => k.kind !== 'datetime' || (k.start <= span.start && span.end <= k.end);
    if (overlapping.some((k) => wanted.has(k.kind) || ((span.kind === 'number' || span.kind === 'ordinal') && holds(k)))) continue;
    kept.push(span);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** The spans of one kind, overlaps with other kinds not resolved. */
/**
 * Words or signs without which a kind cannot be in a text: one test of the text spares the grammar's scan
 * (most statements hold no temperature, distance or percentage).
 */
const CUES: Partial<Record<BuiltinKind, RegExp>> = {
  percentage: /%|per[ -]?cent|pct/i,
  temperature: /°|º|deg|below zero|\d[CF]\b|cel[sc]ius|centigra[dt]e|fah?renh?[ei]+t|kelvin/i,
  distance: /\d[\s-]*(?:kms?|m|mtrs?|cms?|mms?|mi|ft|in|yds?)\b|kilo|centi|milli|meter|metre|mile|feet|foot|inch|yard|klick|["']/i,
  // (Alternatives grouped by their first letter: as fast as the shorter list before decades, semesters and "qtr".)
  duration: /s(?:ec|emester)|m(?:in|onth|illenni)|h(?:our|r)|day|\bnights?\b|w(?:ee)?k|y(?:ea)?r|fortnight|q(?:uarter|tr)|\bmos?\b|decade|centur|\d\s*[smhdwy](?:\b|\d)/i,
  ordinal: /\d\s?(?:st|nd|rd|th)\b|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|teenth|ieth|hundredth|thousandth|illionth|nineth/i,
  phone: /\d[\d\s().-]{5,}\d/,
  email: /@/,
  url: /http|www\./i,
};

/** The statement's tokens and their number facts, when the caller has them already (the entity extractor). */
export interface NumberReading {
  tokens: readonly Token[];
  facts: readonly NumberFacts[];
}

/** `numerals`: the statement's numerals in a language other than English, shared by the kinds (findBuiltinsEach()). */
export function findKind(kind: BuiltinKind, text: string, time: TimeContext, read?: NumberReading, numerals?: NumeralReading): BuiltinSpan[] {
  if (isNumeralLanguage(time.language) && kind !== 'datetime' && kind !== 'email' && kind !== 'url') {
    const reading = numerals ?? new NumeralReading(time.language);
    // Chinese: the grammars read the text with the spaces between characters closed (cjk-spaces.ts).
    const closed = time.language === 'zh' ? closeCjkSpaces(text) : null;
    if (closed === null) return spansOf(kind, text, findIntl(kind, time.language, text, reading));
    return findIntl(kind, time.language, closed.text, reading).map((f) => {
      const start = closed.start(f.start); const end = closed.end(f.end);
      return { kind, value: f.value, raw: text.slice(start, end), start, end, resolution: f.resolution };
    });
  }
  // The cues are English words: other languages skip them.
  const cue = time.language === undefined || time.language === 'en' ? CUES[kind] : undefined;
  if (cue !== undefined && !cue.test(text)) return [];
  switch (kind) {
    case 'datetime': {
      if (time.language !== undefined && time.language !== 'en') {
        return findDatetimesOther(time.language, text, time, numerals).map((f) => ({
          kind, value: timeText(time.zone, f.value), raw: text.slice(f.start, f.end), start: f.start, end: f.end, resolution: timeResolution(time.zone, f.value),
        }));
      }
      // Only where an anchor of the grammar's lexicon is near (prefilter-en.ts): most statements hold no date.
      const skipStart = datetimeStartsEn(text);
      if (skipStart === null) return [];
      return findDatetimesEn(text, { ...englishContext(time), skipStart }).map((f) => ({
        kind, value: timeText(time.zone, f.value), raw: text.slice(f.start, f.end), start: f.start, end: f.end, resolution: timeResolution(time.zone, f.value),
      }));
    }
    case 'duration': return spansOf(kind, text, findDurations(text));
    case 'ordinal': return spansOf(kind, text, findOrdinals(text));
    case 'percentage': return spansOf(kind, text, findPercentages(text));
    case 'temperature': return spansOf(kind, text, findTemperatures(text));
    case 'distance': return spansOf(kind, text, findDistances(text));
    case 'phone': return spansOf(kind, text, findPhones(text));
    case 'number': {
      // The number rules, and the forms of numbers-en.ts where its reading is longer (fractions, "minus 5", "1.2M").
      const base = numbers(text, false, read);
      const extra = spansOf(kind, text, findNumbersEn(text));
      if (extra.length === 0) return base;
      const spans = [...base, ...extra].sort((a, b) => (b.end - b.start) - (a.end - a.start) || a.start - b.start);
      const kept: BuiltinSpan[] = [];
      for (const s of spans) if (!kept.some((k) => k.start < s.end && s.start < k.end)) kept.push(s);
      return kept.sort((a, b) => a.start - b.start);
    }
    case 'money': {
      // The money grammar (money-en.ts) and the number rules' currencies, the longer reading at each place; at equal
      // length the number rules' (their value keeps every digit typed), unless they name no ISO code ("₡20" as "20 ₡").
      const coded = (s: BuiltinSpan) => (/ [A-Z]{3}$/.test(s.value) ? 0 : 1);
      const spans = [...numbers(text, true, read), ...spansOf(kind, text, findMoney(text))].sort((a, b) => (b.end - b.start) - (a.end - a.start) || coded(a) - coded(b) || a.start - b.start);
      const kept: BuiltinSpan[] = [];
      for (const s of spans) if (!kept.some((k) => k.start < s.end && s.start < k.end)) kept.push(s);
      return kept.sort((a, b) => a.start - b.start);
    }
    case 'email': return patterns(kind, text, EMAIL);
    case 'url': return patterns(kind, text, URL_PATTERN);
  }
}

/** The English grammar's context: the reference as a wall time, and wall-time arithmetic in the zone. */
function englishContext(time: TimeContext): DatetimeContext {
  const now = toWall(time.zone, time.instant);
  const fromOffset = (wall: number, offset: number) => toWall(time.zone, wall - offset * 60_000);
  // From the reference itself when it is the start (its wall time may be one of two instants).
  const later = (wall: number, ms: number) => toWall(time.zone, (wall === now ? time.instant : toInstant(time.zone, wall)) + ms);
  return { now, fromOffset, later };
}

/** Whether a span overlaps one of the glossary's phrases that are never a date. */
function insideNotDate(glossary: Glossary, text: string, span: { start: number; end: number }): boolean {
  if (!glossary.notDates) return false;
  for (const m of text.matchAll(glossary.notDates)) if (m.index < span.end && span.start < m.index + m[0].length) return true;
  return false;
}

/** The number and quantity grammars of the languages other than English (numerals/, quantities-intl.ts, units-intl.ts). */
function findIntl(kind: Exclude<BuiltinKind, 'datetime' | 'email' | 'url'>, language: NumeralLanguage, text: string, reading: NumeralReading): Array<Found<BuiltinResolution>> {
  switch (kind) {
    case 'number': return findNumbersIntl(language, text, reading);
    case 'ordinal': return findOrdinalsIntl(language, text, reading);
    case 'money': return findMoneyIntl(language, text, reading);
    case 'percentage': return findPercentagesIntl(language, text, reading);
    case 'temperature': return findTemperaturesIntl(language, text, reading);
    case 'distance': return findDistancesIntl(language, text, reading);
    case 'duration': return findDurationsIntl(language, text, reading);
    case 'phone': return findPhonesIntl(text);
  }
}

/**
 * Languages whose dates the English grammar reads through a gloss of their date words: first, the other readers
 * asked only when it finds nothing; or, in Spanish and Chinese, after recognizers-text, where that reads the language's
 * own suite better than the gloss does (Recognizers-Text's Spanish specs 68.7 % dev alone, 52.2 % with the gloss
 * first, 70.0 % with the gloss after it; Chinese, Recognizers-Text's specs per distinct text, at the gloss's first
 * commit: 111 of 138 dev with the gloss after it, 55 with it first).
 */
const GLOSSARIES: Partial<Record<string, { glossary: Glossary; first: boolean; wider?: boolean }>> = {
  de: { glossary: GLOSSARY_DE, first: true }, nl: { glossary: GLOSSARY_NL, first: true }, fr: { glossary: GLOSSARY_FR, first: true },
  es: { glossary: GLOSSARY_ES, first: false }, ja: { glossary: GLOSSARY_JA, first: true }, it: { glossary: GLOSSARY_IT, first: true },
  pt: { glossary: GLOSSARY_PT, first: true }, zh: { glossary: GLOSSARY_ZH, first: false, wider: true },
};

/**
 * Dates and times in the other languages: the festivals named; the English grammar over a gloss where the language
 * has a glossary read first (de, nl, fr, it, pt, ja), the other readers asked only when it finds nothing (chrono-node
 * not at all where the glossary says so: it, pt); recognizers-text where it reads far more than chrono-node (es, fr,
 * zh; docs/benchmarks.md), chrono's spans added where it found none, and in Spanish and Chinese the gloss's where neither
 * found one (Chinese: also where it holds their span whole and reads further); chrono alone elsewhere.
 */
function findDatetimesOther(language: string, text: string, time: TimeContext, numerals?: NumeralReading): Array<{ start: number; end: number; value: TimeValue }> {
  const festivals = findFestivals(text, startOfDay(toWall(time.zone, time.instant)));
  const apart = <T extends { start: number; end: number }>(spans: T[], from: ReadonlyArray<{ start: number; end: number }>) => spans.filter((g) => !from.some((f) => f.start < g.end && g.start < f.end));
  const glossed = GLOSSARIES[language];
  const glossary = glossed?.first ? glossed.glossary : undefined;
  const ours = glossary ? [...festivals, ...apart(findDatetimesGlossed(glossary, text, englishContext(time), numeralsFor(glossary, text, numerals)), festivals)] : festivals;
  // Spanish and French: our reader of their common phrases (datetime-intl.ts) where no gloss read first found a date;
  // the peers only when a date word is left outside its spans. (French: the gloss first, then this reader: Duckling's
  // suite 58.9 / 68.9 % dev / check, against 44.6 / 47.0 with this reader alone; Spanish: this reader, then
  // recognizers-text, then the gloss: 63.8 / 61.9 %, against 60.1 / 58.7 without this reader.)
  const now = toWall(time.zone, time.instant);
  if (ours.length === 0 || !glossary) {
    const own = readOwnDates(language, text, { now, later: (wall, ms) => toWall(time.zone, (wall === now ? time.instant : toInstant(time.zone, wall)) + ms) });
    if (own !== null && (own.length > 0 || !glossary)) return [...ours, ...apart(own, ours)].sort((a, b) => a.start - b.start);
  }
  // In a glossed language chrono is asked only when the grammar found nothing (on the German suites, asking it always
  // read one more case in 738); it reads a lone two-letter word as a weekday ("so", "do", "mi"): a word, not a date.
  const chrono = (glossary && (ours.length > 0 || glossary.chrono === false) ? [] : findDatetimesChrono(language as ChronoLanguage, text, time.instant, time.zone.offsetAt(time.instant)))
    .filter((c) => !ours.some((f) => f.start < c.end && c.start < f.end) && !(glossary && /^\p{L}{1,2}$/u.test(text.slice(c.start, c.end))) && !(glossed && insideNotDate(glossed.glossary, text, c)));
  if (!(language in RECOGNIZERS_CULTURES)) return [...ours, ...chrono].sort((a, b) => a.start - b.start);
  // Likewise recognizers-text (its milliseconds) only when the glossed grammar found nothing: on the French suites
  // asking it always changed no case.
  // A glossary's phrases that are no date ("晚上好", "buenas tardes") are kept from recognizers-text too.
  const rt = (glossary && ours.length > 0 ? [] : findDatetimesRecognizers(language as RecognizersLanguage, text, now)).filter((r) => !(glossed && insideNotDate(glossed.glossary, text, r)));
  const out = [...ours, ...apart(rt, ours)];
  if (glossed && !glossed.first) {
    for (const g of findDatetimesGlossed(glossed.glossary, text, englishContext(time), numeralsFor(glossed.glossary, text, numerals))) {
      const over = out.filter((r) => r.start < g.end && g.start < r.end);
      // `wider` (Chinese): the gloss's span also replaces the spans it holds whole and reads further than
      // ("下午三點十五" over recognizers-text's "下午").
      const holds = glossed.wider && over.length > 0 && over.every((r) => g.start <= r.start && r.end <= g.end && g.end - g.start > r.end - r.start);
      if (over.length === 0) out.push(g);
      else if (holds) { for (const r of over) out.splice(out.indexOf(r), 1); out.push(g); }
    }
  }
  for (const c of chrono) if (!rt.some((r) => r.start < c.end && c.start < r.end)) out.push(c);
  // "一点五", "九点九": a decimal (its time would say 分: "九点九分"), not a time, when nothing else says a date.
  // "tres cuartos": a span that is only a fraction in words is a number, not a date ("dos y media" stays a time).
  const latin = (LATIN_NUMERALS as readonly string[]).includes(language) ? language as LatinLanguage : null;
  const wordsOnly = (f: { start: number; end: number }) => {
    const raw = text.slice(f.start, f.end);
    if (latin === null || /\d/.test(raw)) return false;
    const n = findLatinNumerals(latin, raw);
    // "diez y seis" (16, the older spelling): a count under a hundred said alone, with its connector, is no time.
    return n.length === 1 && n[0]!.start === 0 && n[0]!.end === raw.length && !n[0]!.ordinal && ((n[0]!.value > 0 && n[0]!.value < 1) || (Number.isInteger(n[0]!.value) && n[0]!.value < 100 && /\s(?:y|e|et)\s/iu.test(raw)));
  };
  return out.filter((f) => !(language === 'zh' && (DECIMAL_ZH.test(text.slice(f.start, f.end)) || BARE_NUMERAL_ZH.test(text.slice(f.start, f.end)))) && !wordsOnly(f)).sort((a, b) => a.start - b.start);
}
/** The gloss reads the statement's number words as the quantity kinds do: the same numerals, when they are of its language. */
function numeralsFor(glossary: Glossary, text: string, numerals: NumeralReading | undefined) {
  return numerals !== undefined && numerals.language === glossary.numerals ? numerals.of(text) : undefined;
}
const DECIMAL_ZH = /^[零〇一二两三四五六七八九十百0-9０-９]+点[零〇一二三四五六七八九0-9０-９]+$/u;
/** A numeral in characters and nothing else ("三十多岁": thirty-odd years old) says no day: a day takes 号 or 日. */
const BARE_NUMERAL_ZH = /^[零〇一二两兩三四五六七八九十百千万萬亿億]+$/u;

/** Found spans of a quantity grammar as builtin spans (a function, not a closure per call: findKind() runs per kind and statement). */
function spansOf<R extends BuiltinResolution>(kind: BuiltinKind, text: string, found: Array<Found<R>>): BuiltinSpan[] {
  return found.map((f) => ({ kind, value: f.value, raw: text.slice(f.start, f.end), start: f.start, end: f.end, resolution: f.resolution }));
}

export const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
export const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]|\bwww\.[^\s<>"]+[^\s<>".,;:!?)]/giu;

function patterns(kind: BuiltinKind, text: string, re: RegExp): BuiltinSpan[] {
  const out: BuiltinSpan[] = [];
  for (const m of text.matchAll(re)) out.push({ kind, value: m[0], raw: m[0], start: m.index, end: m.index + m[0].length, resolution: { text: m[0] } });
  return out;
}

/** ISO 4217 codes said before an amount ("EUR 20", "usd 5"). */
const CODE_BEFORE = /^(usd|eur|gbp|jpy|cny|inr|chf|cad|aud|nzd|sek|nok|dkk|krw|rub|try|brl|mxn|zar|sgd|hkd|aed)$/i;

/** Numbers (money: those with a currency) as today's number rules read them; money's value is "20 EUR". */
function numbers(text: string, money: boolean, read?: NumberReading): BuiltinSpan[] {
  const tokens = read?.tokens ?? tokenize(text);
  const out: BuiltinSpan[] = [];
  const found = findNumbers(tokens, read?.facts);
  for (let k = 0; k < found.length; k++) {
    const n = found[k]!;
    let first = n.first;
    let last = n.last;
    let currency = n.currency;
    let value = n.value;
    let exact = n.text;
    // A scale word after a numeral ("2 million", "2.33 k", "two dozen"), which the number words alone do not join.
    // (Not after a currency word: "20 dollars" ends the amount.)
    const scale = last + 1 < tokens.length && last === n.numberLast ? SCALE_AFTER.get(tokens[last + 1]!.text.toLowerCase()) : undefined;
    if (scale !== undefined) {
      last++;
      value *= scale;
      exact = formatDecimal(value);
      // The scale word may have been read as a number of its own ("hundred"): it belongs to this one.
      if (found[k + 1]?.first === last) k++;
      const after = last + 1 < tokens.length ? numberFacts(tokens[last + 1]!.text).unit : undefined;
      if (after !== undefined && currency === null) { currency = after; last++; }
    }
    if (currency === null && money && first > 0) {
      const before = tokens[first - 1]!.text;
      if (CODE_BEFORE.test(before)) { currency = before.toUpperCase(); first--; }
      else if (/^rs\.?$/i.test(before)) { currency = 'INR'; first--; }
      else if (before === '.' && first > 1 && /^rs$/i.test(tokens[first - 2]!.text)) { currency = 'INR'; first -= 2; }
    }
    // A currency sign written after the amount ("10$", "20€").
    if (currency === null && money && last + 1 < tokens.length && tokens[last + 1]!.start === tokens[last]!.end) {
      const sign = SIGN_AFTER.get(tokens[last + 1]!.text);
      if (sign !== undefined) { currency = sign; last++; }
    }
    if (money && currency === null) continue;
    const start = tokens[first]!.start;
    const end = tokens[last]!.end;
    const raw = text.slice(start, end);
    if (money) out.push({ kind: 'money', value: `${exact} ${currency}`, raw, start, end, resolution: { amount: value, currency: currency! } });
    else out.push({ kind: 'number', value: exact, raw, start, end, resolution: { value } });
  }
  if (!money) {
    // Counts said without a numeral: "a dozen", "a couple of", "a pair", "a few".
    for (const m of text.matchAll(COUNT_WORDS)) {
      const start = m.index + (m[0].length - m[0].trimStart().length);
      const end = m.index + m[0].length;
      if (out.some((s) => s.start < end && start < s.end)) continue;
      const v = COUNT_VALUES.get(m[1]!.toLowerCase().replace(/\s+/g, ' '))!;
      out.push({ kind: 'number', value: String(v), raw: text.slice(start, end), start, end, resolution: { value: v } });
    }
    out.sort((a, b) => a.start - b.start);
  }
  return out;
}

const SCALE_AFTER: ReadonlyMap<string, number> = new Map([['hundred', 100], ['thousand', 1e3], ['million', 1e6], ['billion', 1e9], ['trillion', 1e12], ['k', 1e3], ['dozen', 12], ['dozens', 12]]);
const SIGN_AFTER: ReadonlyMap<string, string> = new Map([['$', 'USD'], ['€', 'EUR'], ['£', 'GBP'], ['¥', 'JPY'], ['₹', 'INR']]);
const COUNT_VALUES: ReadonlyMap<string, number> = new Map([['a dozen', 12], ['a couple', 2], ['a pair', 2], ['a few', 3], ['half a dozen', 6]]);
const COUNT_WORDS = /(?<![\p{L}\p{N}])(half a dozen|a dozen|a couple|a pair|a few)(?![\p{L}\p{N}])/giu;

export { formatDecimal };
