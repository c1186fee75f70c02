/**
 * Our own reader of the common date and time phrases of Spanish and French (datetime-es.ts, datetime-fr.ts give the
 * words; the grammar is shared): a day ("mañana", "el próximo viernes", "le 12 décembre 2027"), a week ("la semana que
 * viene", "ce week-end"), a part of the day ("esta noche", "demain soir"), a clock time ("a las 9 y media de la noche",
 * "à 21h30", "9h30", "ce soir à 9 heures"), a range of hours ("de 3 a 5", "entre 15h et 17h") and a time from now
 * ("en dos horas", "dans 3 jours"), alone or joined ("mañana a las 9", "samedi soir").
 *
 * It exists for speed: recognizers-text costs milliseconds a statement (docs/runtime-speed.md). It is asked only when
 * our reader cannot account for the statement's date words: when a cue of the language (`cues`) is left outside every
 * span found here, the caller reads the statement as before (recognizers-text, then chrono-node). The values follow
 * recognizers-text's conventions in these languages (its parts of the day, "viernes" said on a Friday is that day,
 * an hour without a part of the day is the first of h:00 and h+12:00 not before the reference).
 */
import { addDays, addMonths, DAY, HOUR, MINUTE, startOfDay, startOfWeek, truncate, weekdayOf, wallOf, yearOf, daysInMonth } from './calendar.js';
import { Reader } from './reader.js';
import type { TimeValue } from './time-value.js';

/** A language's words for the shared grammar. Every regex is sticky (`y`), read on the lower-cased statement. */
export interface IntlDateWords {
  /** Days said relative to today, each with its offset: "pasado mañana" 2, "hier" -1. */
  relativeDay: RegExp;
  relativeDays: ReadonlyMap<string, number>;
  /** Words that make the relative-day word a part of the day when right before it ("la" of "por la mañana"). */
  notRelativeAfter: RegExp;
  /** [article] [next] weekday [next]: groups 1 the article, 2 next before, 3 weekday, 4 next after. */
  weekday: RegExp;
  /** "next Friday" is Friday of next week (Spanish), else the first Friday after today (French). */
  nextWeekdayIsNextWeek: boolean;
  /** What may join two pieces of one expression ("del", ","): read only when a piece follows. */
  joiner: RegExp;
  weekdays: ReadonlyMap<string, number>;
  /** [article] day-number [de] month [[de] year]: groups 1 day, 2 month, 3 year (digits, or a key of `years`). */
  dayMonth: RegExp;
  /**
   * A day of the month said after a weekday without its month ("el viernes 12", "martes, el día 25"): group 1 the
   * day (digits or a number word). Read as the first such day from today on that falls on that weekday.
   */
  weekdayDay?: RegExp;
  /** Years said in words after a date ("mil novecientos noventa"), with their number. */
  years?: ReadonlyMap<string, number>;
  months: ReadonlyMap<string, number>;
  /** A week or weekend: group 1 the phrase, looked up in `weeks` (its offset in weeks, or 'weekend'). */
  week: RegExp;
  weeks: ReadonlyMap<string, number | 'weekend'>;
  /** A part of the day said alone or after a date ("esta noche", "por la tarde", "ce soir", "soir"): group 1 the part. */
  part: RegExp;
  /** A part of the day said after a clock time ("de la noche", "du soir"): group 1 the part. */
  partAfterTime: RegExp;
  /** Each part's hours [from, to) on its day; to 24 is 23:59:59. */
  parts: ReadonlyMap<string, readonly [number, number]>;
  /** Parts of the day whose hours 1–11 are afternoon or evening hours ("tarde", "soir"). */
  latePart: ReadonlySet<string>;
  /** A part of the day said of yesterday in one word ("anoche"): group 1, and its part. */
  lastNight?: { re: RegExp; part: string };
  /** What opens a clock time ("a las", "à", "vers"). */
  timeLead: RegExp;
  /** "mediodía", "midi" (12:00), "medianoche", "minuit" (0:00): group 1, looked up in `namedTimes`. */
  namedTime: RegExp;
  namedTimes: ReadonlyMap<string, number>;
  /** The hour word after a number ("horas", "heures", "h"). */
  hourWord: RegExp;
  /** Minutes after the hour: group 1 the words, looked up in `minuteWords` ("y media" 30, "moins le quart" -15). */
  minutePhrase: RegExp;
  minuteWords: ReadonlyMap<string, number>;
  /** "y" / "et" before a number of minutes, "menos" / "moins" before a number to take off. */
  minutesPlus: RegExp;
  minutesMinus: RegExp;
  /** The word after a number of minutes ("minutos", "minutes"), optional. */
  minuteWord: RegExp;
  /** Words after a clock time that add nothing ("en punto", "pile"). */
  sharp?: RegExp;
  /** Range openers and joiners of hours: group 1 the opener ("de", "desde", "entre"). */
  rangeOpen: RegExp;
  /** Openers that say "from then on" without an end ("desde", "à partir de"). */
  openFrom: RegExp;
  /** The joiner for each opener ("de" → "a", "entre" → "y"). */
  rangeJoin: (opener: string) => RegExp;
  /** "en", "dentro de", "dans": a time from now. */
  inFuture: RegExp;
  /** "hace", "il y a": a time before now. */
  inPast: RegExp;
  /** A month or year relative to now ("el mes que viene", "l'année dernière"): group 1, looked up in `periods`. */
  period: RegExp;
  periods: ReadonlyMap<string, readonly ['month' | 'year', number]>;
  /** Units of a time from now: group 1, looked up in `units`. */
  unit: RegExp;
  units: ReadonlyMap<string, 'minute' | 'hour' | 'day' | 'week'>;
  /** Half an hour said as one phrase ("media hora", "une demi-heure"). */
  halfHour: RegExp;
  /** Number words 0–59 to their value. */
  numbers: ReadonlyMap<string, number>;
  /** A number word at a place: group 1 (the longest first). */
  numberWord: RegExp;
  /** The article before a day number ("el", "le") is part of the date. */
  ordinalDay?: RegExp;
  /** Date and time cues: any left outside our spans sends the statement to recognizers-text. Global. */
  cues: RegExp;
}

export interface IntlClock {
  /** The reference as wall milliseconds in the zone. */
  now: number;
  /** A wall time `ms` after another, through the zone's instants (daylight saving). */
  later: (wall: number, ms: number) => number;
}

export interface IntlSpan { start: number; end: number; value: TimeValue }

/** A clock time read: hour (0–24), minutes, and whether the hour is said on a 24-hour clock. */
interface Clock { end: number; hour: number; minute: number; exact: boolean; signed: boolean; part?: string }

const LAST_SECOND = DAY - 1000;

/**
 * Our spans, and whether they account for every date cue of the statement: when `covered` is false the caller must
 * read the statement with the full readers.
 */
export function readDatesIntl(words: IntlDateWords, text: string, clock: IntlClock, reach = CUE_REACH): { spans: IntlSpan[]; covered: boolean } {
  const r = new Reader(text);
  const s = r.s;
  // Every expression holds a cue within its first few words ("el próximo viernes", "dentro de 3 días", "a las 9"):
  // a statement without one holds no date, and a start far from every cue is not tried.
  const cues = cuesOf(words.cues, s);
  const spans: IntlSpan[] = [];
  // reach Infinity: every word start is tried (the tests check that the reach loses nothing).
  const gated = reach !== Infinity;
  if (gated && cues.length === 0) return { spans, covered: true };
  let at = 0;
  let next = 0;
  while (at < s.length) {
    if (gated) {
      while (next < cues.length && cues[next]!.end <= at) next++;
      if (next === cues.length) break;
      if (cues[next]!.start > at + reach) { at = cues[next]!.start - reach; continue; }
    }
    if (!r.wordStart(at) || s.charCodeAt(at) === 32) { at++; continue; }
    const found = expression(words, r, at, clock);
    if (found) { spans.push(found); at = found.end; continue; }
    at++;
  }
  return { spans, covered: cues.every((c) => spans.some((p) => p.start <= c.start && c.end <= p.end)) };
}

/** How far (characters) an expression's start may be before its first cue ("dentro de 3 días": 12). */
export const CUE_REACH = 24;

/** The cues of a statement, in order. */
function cuesOf(cues: RegExp, s: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  cues.lastIndex = 0;
  for (let m = cues.exec(s); m !== null; m = cues.exec(s)) {
    out.push({ start: m.index, end: m.index + m[0].length });
    if (m[0].length === 0) cues.lastIndex++;
  }
  return out;
}

/** What one place may hold. */
interface Parts { start: number; end: number; day?: number; weekday?: number; dated?: boolean; week?: number | 'weekend'; part?: string; time?: Clock; range?: [Clock, Clock | null] }

function expression(w: IntlDateWords, r: Reader, at: number, c: IntlClock): IntlSpan | null {
  const from = fromNow(w, r, at, c);
  if (from) return from;
  const period = r.match(w.period, at);
  if (period) {
    const [grain, n] = w.periods.get(period[1]!.replace(/\s+/g, ' '))!;
    const wall = grain === 'month' ? addMonths(truncate(c.now, 'month'), n) : wallOf(yearOf(c.now) + n, 1);
    return { start: period.index, end: period.index + period[0].length, value: { t: 'point', wall, grain } };
  }
  const p: Parts = { start: at, end: at };
  let pos = at;
  for (;;) {
    let next = piece(w, r, pos, c, p);
    // "a las 7 del próximo domingo", "8 heures, ce soir": a joiner only when a piece follows it.
    if (next < 0 && pos > at) {
      const joiner = r.match(w.joiner, pos);
      if (joiner) next = piece(w, r, joiner.index + joiner[0].length, c, p);
    }
    if (next < 0) break;
    pos = next;
    p.end = next;
  }
  if (p.end === at) return null;
  const value = valueOf(w, p, c);
  return value ? { start: r.skip(at), end: p.end, value } : null;
}

/** Reads one more piece of an expression into `p` at `at`, in any order, each kind once; its end, or -1. */
function piece(w: IntlDateWords, r: Reader, at: number, c: IntlClock, p: Parts): number {
  if (p.day === undefined) {
    const d = day(w, r, at, c);
    if (d) {
      p.day = d.day; p.weekday = d.weekday; p.dated = d.dated;
      // "el próximo viernes 12 de mayo", "samedi 21 septembre": the date says the day.
      if (d.weekday !== undefined) {
        const dm = dayOfMonth(w, r, d.end, c, false);
        if (dm) { p.day = dm.day; p.weekday = undefined; p.dated = true; return dm.end; }
        const wdd = weekdayDay(w, r, d.end, c, d.weekday);
        if (wdd) { p.day = wdd.day; p.weekday = undefined; p.dated = true; return wdd.end; }
      }
      return d.end;
    }
  }
  if (p.week === undefined && !p.dated && (p.day === undefined || p.weekday !== undefined)) {
    const wk = r.match(w.week, at);
    if (wk) { p.week = w.weeks.get(wk[1]!.replace(/\s+/g, ' '))!; return wk.index + wk[0].length; }
  }
  if (p.part === undefined) {
    if (w.lastNight && p.day === undefined) {
      const n = r.match(w.lastNight.re, at);
      if (n) { p.day = addDays(startOfDay(c.now), -1); p.dated = true; p.part = w.lastNight.part; return n.index + n[0].length; }
    }
    const part = r.match(w.part, at);
    if (part) { p.part = part[1]!; return part.index + part[0].length; }
  }
  if (p.time === undefined && p.range === undefined) {
    const rg = range(w, r, at, c);
    if (rg) { p.range = [rg.from, rg.to]; return rg.end; }
    const t = clockTime(w, r, at);
    if (t) {
      // "las 4:00 a las 7": a second clock time after "a" / "à" makes a range.
      const to = r.match(w.rangeJoin(''), t.end) ? clockTime(w, r, t.end) : null;
      if (to && to.signed) { p.range = [t, to]; return to.end; }
      p.time = t;
      return t.end;
    }
  }
  return -1;
}

/** A day: relative ("mañana"), a weekday, or a day of a month. */
function day(w: IntlDateWords, r: Reader, at: number, c: IntlClock): { end: number; day: number; weekday?: number; dated: boolean } | null {
  const today = startOfDay(c.now);
  const rel = r.match(w.relativeDay, at);
  if (rel && !w.notRelativeAfter.test(r.s.slice(Math.max(0, rel.index - 12), rel.index))) {
    return { end: rel.index + rel[0].length, day: addDays(today, w.relativeDays.get(rel[1]!.replace(/\s+/g, ' '))!), dated: true };
  }
  const wd = r.match(w.weekday, at);
  if (wd) {
    const target = w.weekdays.get(wd[3]!)!;
    const next = wd[2] !== undefined || wd[4] !== undefined;
    let ahead = (target - weekdayOf(today) + 7) % 7;
    // "el próximo viernes": Friday of next week (Spanish, as Duckling and recognizers-text read it); "vendredi
    // prochain", "este próximo viernes": the next Friday after today.
    if (next && w.nextWeekdayIsNextWeek && !/^(?:este|esta|ce)$/.test(wd[1] ?? '')) ahead = target + 7 - weekdayOf(today);
    else if (next && ahead === 0) ahead = 7;
    return { end: wd.index + wd[0].length, day: addDays(today, ahead), weekday: target, dated: false };
  }
  return dayOfMonth(w, r, at, c, true);
}

/** "el 12 de diciembre (de 2027)", "le 1er mai": this year's, or next year's when `forward` and it is past. */
function dayOfMonth(w: IntlDateWords, r: Reader, at: number, c: IntlClock, forward: boolean): { end: number; day: number; dated: boolean } | null {
  const dm = r.match(w.dayMonth, at);
  if (!dm) return null;
  const d = dayNumber(w, dm[1]!);
  const m = w.months.get(dm[2]!)!;
  if (d === null || d < 1) return null;
  const said = dm[3] === undefined ? undefined : /^\d/.test(dm[3]) ? Number(dm[3]) : w.years?.get(dm[3].replace(/\s+/g, ' '));
  if (said === undefined && dm[3] !== undefined) return null;
  let y = said ?? yearOf(c.now);
  if (d > daysInMonth(y, m)) return null;
  if (forward && dm[3] === undefined && wallOf(y, m, d) < startOfDay(c.now)) { y++; if (d > daysInMonth(y, m)) return null; }
  return { end: dm.index + dm[0].length, day: wallOf(y, m, d), dated: true };
}

/** "el viernes 12": the first 12th from today on that is a Friday (within two years), or null. */
function weekdayDay(w: IntlDateWords, r: Reader, at: number, c: IntlClock, weekday: number): { end: number; day: number } | null {
  const m = w.weekdayDay ? r.match(w.weekdayDay, at) : null;
  if (!m) return null;
  const n = dayNumber(w, m[1]!);
  if (n === null || n < 1 || n > 31) return null;
  const today = startOfDay(c.now);
  for (let k = 0; k < 24; k++) {
    const month = addMonths(truncate(today, 'month'), k);
    const [y, mo] = [yearOf(month), new Date(month).getUTCMonth() + 1];
    if (n > daysInMonth(y, mo)) continue;
    const day = wallOf(y, mo, n);
    if (day >= today && weekdayOf(day) === weekday) return { end: m.index + m[0].length, day };
  }
  return null;
}

function dayNumber(w: IntlDateWords, t: string): number | null {
  if (/^\d+/.test(t)) return parseInt(t, 10);
  return w.numbers.get(t) ?? (t === 'primero' || t === 'premier' ? 1 : null);
}

function weekValue(n: number | 'weekend', now: number): TimeValue {
  const monday = startOfWeek(now);
  if (n === 'weekend') return { t: 'interval', from: addDays(monday, 5), to: addDays(monday, 6), grain: 'day' };
  const first = addDays(monday, 7 * n);
  return { t: 'interval', from: first, to: addDays(first, 6), grain: 'day' };
}

/** A number in digits or words at `at`. */
function numberAt(w: IntlDateWords, r: Reader, at: number): { value: number; end: number } | null {
  const d = r.match(/\d{1,2}(?!\d)/y, at, false);
  if (d) return { value: Number(d[0]), end: d.index + d[0].length };
  const m = r.match(w.numberWord, at);
  return m ? { value: w.numbers.get(m[1]!)!, end: m.index + m[0].length } : null;
}

const MERIDIEM = /([ap])\.?\s?m\.?(?![\p{L}])/uy;

/**
 * A clock time: [lead] (HH:MM | HHhMM | N [hour word] [minutes]) [a.m./p.m.] [part of the day], or a named time. A bare
 * number is a time only after a lead ("a las", "à") or before a part of the day ("6 de la mañana"), unless
 * `needLead` is false (a range's bounds).
 */
function clockTime(w: IntlDateWords, r: Reader, at: number, needLead = true): Clock | null {
  const lead = r.match(w.timeLead, at);
  const pos = lead ? lead.index + lead[0].length : at;
  const named = r.match(w.namedTime, pos);
  let hour: number, minute = 0, end: number, exact = false, signed = false;
  const hm = named ? null : r.match(/(\d{1,2})\s*(?::|h|\.)\s*(\d{2})(?!\d)/y, pos, true);
  if (named) {
    // "midi", "midi quinze", "mediodía y media".
    hour = w.namedTimes.get(named[1]!)!; end = named.index + named[0].length; exact = true; signed = true;
    // Not "et 2" ("entre midi et 2" is a range).
    minute = minutesAfter(w, r, end, true, (e) => { end = e; }, false);
  } else if (hm && !(/\./.test(hm[0]) && !lead)) {
    hour = Number(hm[1]); minute = Number(hm[2]); end = hm.index + hm[0].length; exact = hm[1]!.length === 2 && hm[1]![0] === '0'; signed = true;
    if (!/h/.test(hm[0])) { const hw = r.match(w.hourWord, end); if (hw) end = hw.index + hw[0].length; }
  } else {
    const n = numberAt(w, r, pos);
    if (!n) return null;
    hour = n.value; end = n.end;
    const hw = r.match(w.hourWord, end);
    if (hw) { end = hw.index + hw[0].length; signed = true; }
    minute = minutesAfter(w, r, end, signed, (e) => { end = e; });
  }
  const meridiem = r.match(MERIDIEM, end);
  if (meridiem) {
    end = meridiem.index + meridiem[0].length;
    if (hour > 12) return null;
    hour = meridiem[1] === 'p' ? (hour % 12) + 12 : hour % 12;
    exact = true; signed = true;
  }
  if (hour > 24 || minute >= 60) return null;
  if (hour === 24) hour = 0;
  if (hour >= 13 || hour === 0) exact = true;
  if (w.sharp) { const sh = r.match(w.sharp, end); if (sh) end = sh.index + sh[0].length; }
  const part = r.match(w.partAfterTime, end);
  if (!lead && !signed && !part && (needLead || hour === 0)) return null;
  const clock: Clock = { end, hour, minute, exact, signed: signed || lead !== null || part !== null };
  if (part) { clock.part = part[1]!; clock.end = part.index + part[0].length; }
  return clock;
}

/** The minutes said after an hour ("y media", "moins le quart", "y 10", "heures 30"); `moved` gets their end. */
function minutesAfter(w: IntlDateWords, r: Reader, end: number, signed: boolean, moved: (end: number) => void, plusJoiner = true): number {
  const phrase = r.match(w.minutePhrase, end);
  if (phrase) { moved(phrase.index + phrase[0].length); return w.minuteWords.get(phrase[1]!.replace(/\s+/g, ' '))!; }
  const plus = plusJoiner ? r.match(w.minutesPlus, end) : null;
  const minus = plus ? null : r.match(w.minutesMinus, end);
  const joiner = plus ?? minus;
  // "9 heures 30", "midi quinze": minutes right after the hour word.
  const after = joiner ? numberAt(w, r, joiner.index + joiner[0].length) : signed ? numberAt(w, r, end) : null;
  if (!after || after.value <= 0 || after.value >= 60) return 0;
  const mw = r.match(w.minuteWord, after.end);
  // "a las 3 y 5 personas" is no time: "y N" then a word needs "minutos" or a round number of minutes.
  if (joiner !== null && !mw && after.value % 5 !== 0 && /^\s*\p{L}/u.test(r.s.slice(after.end))) return 0;
  moved(mw ? mw.index + mw[0].length : after.end);
  return minus ? -after.value : after.value;
}

/** "de 3 a 5 (de la tarde)", "entre 15h et 17h", "desde las 8 hasta las 10". */
function range(w: IntlDateWords, r: Reader, at: number, c: IntlClock): { from: Clock; to: Clock | null; end: number } | null {
  const open = r.match(w.rangeOpen, at);
  if (!open) return null;
  const from = clockTime(w, r, open.index + open[0].length, false);
  if (!from) return null;
  const join = r.match(w.rangeJoin(open[1]!), from.end);
  // "desde las 8", "à partir de 9h30": from then on.
  if (!join) return w.openFrom.test(open[1]!) ? { from, to: null, end: from.end } : null;
  const to = clockTime(w, r, join.index + join[0].length, false);
  if (!to) return null;
  // "de 2 a 8 personas": two bare numbers followed by a word are no hours.
  if (!from.signed && !to.signed && /^\s*\p{L}/u.test(r.s.slice(to.end)) && !day(w, r, to.end, c) && !r.match(w.part, to.end)) return null;
  if (from.part === undefined && to.part !== undefined) from.part = to.part;
  return { from, to, end: to.end };
}

/** "en dos horas", "dentro de 3 días", "dans une demi-heure", "hace dos días", "il y a 3 heures". */
function fromNow(w: IntlDateWords, r: Reader, at: number, c: IntlClock): IntlSpan | null {
  const future = r.match(w.inFuture, at);
  const lead = future ?? r.match(w.inPast, at);
  if (!lead) return null;
  const sign = future ? 1 : -1;
  const pos = lead.index + lead[0].length;
  const half = r.match(w.halfHour, pos);
  if (half) return { start: lead.index, end: half.index + half[0].length, value: { t: 'point', wall: c.later(c.now, sign * 30 * MINUTE), grain: 'minute' } };
  const n = numberAt(w, r, pos);
  const article = n ? null : r.match(/(un|una|une|un)(?!\p{L})/uy, pos);
  const count = n ? n.value : article ? 1 : null;
  if (count === null || count < 1) return null;
  const u = r.match(w.unit, n ? n.end : article!.index + article![0].length);
  if (!u) return null;
  const unit = w.units.get(u[1]!)!;
  const end = u.index + u[0].length;
  const today = startOfDay(c.now);
  const value: TimeValue = unit === 'minute' ? { t: 'point', wall: c.later(c.now, sign * count * MINUTE), grain: 'minute' }
    : unit === 'hour' ? { t: 'point', wall: c.later(c.now, sign * count * HOUR), grain: 'minute' }
      : { t: 'point', wall: addDays(today, sign * (unit === 'week' ? 7 * count : count)), grain: 'day' };
  return { start: lead.index, end, value };
}

/** The hours of a part of the day on a day. */
function partInterval(w: IntlDateWords, part: string, day: number): TimeValue {
  const [from, to] = w.parts.get(part)!;
  return { t: 'interval', from: day + from * HOUR, to: to === 24 ? day + LAST_SECOND : day + to * HOUR, grain: 'minute' };
}

/** The hour a clock says, with the part of the day that may make it an afternoon hour. */
function hourIn(w: IntlDateWords, clock: Clock, part: string | undefined): number | null {
  const said = clock.part ?? part;
  if (said === undefined || clock.exact) return null;
  return w.latePart.has(said) && clock.hour < 12 ? clock.hour + 12 : clock.hour;
}

/** The wall time of a clock on a day: said, else the first of h and h+12 not before the reference, else the last. */
function clockOn(w: IntlDateWords, clock: Clock, part: string | undefined, day: number, now: number): number {
  const min = clock.minute * MINUTE;
  const fixed = hourIn(w, clock, part);
  if (fixed !== null) return day + fixed * HOUR + min;
  if (clock.exact || clock.hour === 12) return day + clock.hour * HOUR + min;
  const early = day + clock.hour * HOUR + min;
  const late = early + 12 * HOUR;
  return early >= now ? early : late;
}

function valueOf(words: IntlDateWords, p: Parts, c: IntlClock): TimeValue | null {
  const today = startOfDay(c.now);
  if (p.week !== undefined) {
    // "el lunes de la próxima semana", "la semaine prochaine mardi": that weekday of that week.
    if (p.weekday === undefined) return p.time || p.part || p.range ? null : weekValue(p.week, c.now);
    p.day = addDays(startOfWeek(c.now), 7 * (p.week === 'weekend' ? 0 : p.week) + p.weekday);
  }
  const day = p.day ?? today;
  if (p.range) {
    const [a, b] = p.range;
    if (b === null) return { t: 'open', dir: 'after', wall: clockOn(words, a, p.part, day, c.now), grain: 'minute' };
    // "de 5 a 6pm", "de 3 a 17h": a start said without its half of the day takes the end's afternoon.
    const late = !a.exact && a.part === undefined && p.part === undefined && b.exact && a.hour < 12 && a.hour + 12 <= b.hour;
    const from = late ? day + (a.hour + 12) * HOUR + a.minute * MINUTE : clockOn(words, a, p.part, day, c.now);
    let to = clockOn(words, b, b.part ?? p.part ?? a.part, day, c.now);
    // "de 3 a 5": the end in the same half of the day as the start; "de 22 a 2" ends the next day.
    if (!b.exact && b.part === undefined && to < from && to + 12 * HOUR > from && hourIn(words, b, p.part) === null) to += 12 * HOUR;
    if (to <= from) to += DAY;
    return { t: 'interval', from, to, grain: 'minute' };
  }
  if (p.time) return { t: 'point', wall: clockOn(words, p.time, p.part, day, c.now), grain: 'minute' };
  if (p.part) return partInterval(words, p.part, day);
  if (p.day !== undefined) return { t: 'point', wall: p.day, grain: 'day' };
  return null;
}

/** The alternation of a list of words or phrases, longest first, spaces as any white space, for a sticky regex. */
export function alternation(words: Iterable<string>): string {
  return [...words].sort((a, b) => b.length - a.length).map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|');
}
