import { Reader, readOrdinal, ORDINAL_WORDS } from './reader.js';
import { isNumberWord } from '../numbers.js';
import {
  addDays, addGrain, addMonths, DAY, daysInMonth, easter, HOUR, MINUTE, monthOf, nthWeekday, startOfDay, startOfWeek, truncate,
  wallOf, weekdayOf, yearOf, dateOf, type Grain,
} from './calendar.js';
import type { Moment, TimeValue } from './time-value.js';
import { LUNAR_HOLIDAYS, LUNAR_HOLIDAY_START, lunarDay } from './holidays-lunar.js';
import { twoDigitYear, yearInWords, YEAR_WORD_STARTS } from './datetime-en-years.js';
import { zoneOf } from './zone.js';

/**
 * English dates and times, Duckling-like: a small grammar of parts (a day, a time of day, a part of the day,
 * a whole unit such as a week) composed into a moment, and moments into intervals and open intervals.
 * Conventions (docs/corpus-format.md): weeks start on Monday; a weekday alone is the next one after today
 * ("tuesday" said on a Tuesday is next week's), "this tuesday" is this week's when not past, "next tuesday" is
 * next week's, "last tuesday" the latest before today; a date or time without a year or day is the next one
 * to come; an hour without am/pm is the next such hour, except 1…6 with a day or part of the day, which are
 * afternoon ("friday at 5"); morning is 00–12, afternoon 12–19, evening and night 18–24.
 */

interface Tod {
  hour: number;
  minute: number;
  second: number;
  /** 'am' / 'pm' said, '24h' when the hour tells (13…23, or written 07:00), null when it could be either. */
  half: 'am' | 'pm' | '24h' | null;
  grain: Grain;
  /** The offset (minutes) of a zone said with the time ("9:30 GMT"). */
  zone?: number;
  /** A zone said by its region ("3pm eastern", "10am PT"): its offset is the one in force on that day. */
  zoneName?: string;
}

/** Zone abbreviations said after a time, as fixed offsets in minutes. */
const ZONE_OFFSETS: Record<string, number> = {
  gmt: 0, utc: 0, bst: 60, cet: 60, cest: 120, eet: 120, eest: 180, wet: 0, west: 60, est: -300, edt: -240, cst: -360, cdt: -300,
  mst: -420, mdt: -360, pst: -480, pdt: -420, akst: -540, hst: -600, ist: 330, jst: 540, kst: 540, aest: 600, aedt: 660, nzst: 720, sgt: 480, hkt: 480,
};
const ZONE_ABBREVIATION = new RegExp(`\\(?(${Object.keys(ZONE_OFFSETS).join('|')})\\)?(?![a-z])`, 'y');
/** North American zones said by their region, with daylight saving as in force ("5pm eastern time", "10am PT"). */
const ZONE_REGIONS: Record<string, string> = { eastern: 'America/New_York', et: 'America/New_York', central: 'America/Chicago', ct: 'America/Chicago', mountain: 'America/Denver', mt: 'America/Denver', pacific: 'America/Los_Angeles', pt: 'America/Los_Angeles' };
// "eastern", "eastern time", "eastern standard time", "(pacific time)"; "ET", "PT" only after a time that is one already.
const ZONE_REGION = /\(?(?:(eastern|central|mountain|pacific)(?:\s+(?:standard|daylight))?(?:\s+time\s?zone|\s+time|\s+zone)?|(et|ct|mt|pt))\)?(?![a-z])/y;
// "10am UTC+2", "9:00 GMT-05:00", "(UTC+01:00)": a fixed offset.
const ZONE_OFFSET = /\(?(?:utc|gmt)\s?([+-])\s?(\d{1,2})(?::?(\d{2}))?\)?(?![\d:])/y;

type DaySpec =
  | { k: 'abs'; wall: number }
  | { k: 'md'; month: number; day: number; year?: number }
  | { k: 'dom'; day: number }
  | { k: 'wd'; weekday: number; mod: Mod }
  | { k: 'holiday'; on: (year: number) => number; mod: Mod; year?: number; last?: (first: number) => number };

type Mod = 'this' | 'next' | 'last' | null;
type Pod = { name: string; from: number; to: number };

/** The parts of one moment as read, before resolution against the reference. */
interface Parts {
  day?: DaySpec;
  tod?: Tod;
  pod?: Pod;
  /** A whole value read at once (now, next week, in 2 hours, march): combines with nothing else. */
  whole?: TimeValue;
  /** A part that alone is too weak to be a date or time ("may", a bare "5"): kept only beside a stronger one. */
  weak?: boolean;
}

interface Parse<T> { end: number; value: T }
type DayRead = { end: number; value: DaySpec; weak: boolean };
type TodRead = { end: number; value: Tod; weak: boolean };

const PODS: Record<string, Pod> = {
  morning: { name: 'morning', from: 0, to: 12 },
  afternoon: { name: 'afternoon', from: 12, to: 19 },
  evening: { name: 'evening', from: 18, to: 24 },
  night: { name: 'night', from: 18, to: 24 },
  tonight: { name: 'night', from: 18, to: 24 },
  lunch: { name: 'lunch', from: 12, to: 14 },
  lunchtime: { name: 'lunch', from: 12, to: 14 },
};

const MONTHS: Record<string, number> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6, july: 7, jul: 7,
  august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10, november: 11, nov: 11, december: 12, dec: 12,
};
/** Month names that are also common words: a month only with a day, a year or a preposition. */
const WEAK_MONTHS = new Set(['may', 'mar', 'jan', 'jun', 'sep', 'oct', 'dec', 'aug', 'apr']);
const MONTH = /(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?/y;

const WEEKDAYS: Record<string, number> = {
  monday: 0, mon: 0, tuesday: 1, tues: 1, tue: 1, wednesday: 2, wed: 2, thursday: 3, thurs: 3, thur: 3, thu: 3,
  friday: 4, fri: 4, saturday: 5, sat: 5, sunday: 6, sun: 6,
};
const WEAK_WEEKDAYS = new Set(['wed', 'sat', 'sun']);
const WEEKDAY = /(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tues|thurs|thur|mon|tue|wed|thu|fri|sat|sun)\.?/y;

const UNIT_GRAIN: Record<string, Grain> = {
  s: 'second', sec: 'second', secs: 'second', second: 'second', seconds: 'second',
  m: 'minute', min: 'minute', mins: 'minute', minute: 'minute', minutes: 'minute',
  h: 'hour', hr: 'hour', hrs: 'hour', hour: 'hour', hours: 'hour',
  d: 'day', day: 'day', days: 'day', w: 'week', wk: 'week', wks: 'week', week: 'week', weeks: 'week',
  mo: 'month', month: 'month', months: 'month', q: 'quarter', quarter: 'quarter', quarters: 'quarter',
  y: 'year', yr: 'year', yrs: 'year', year: 'year', years: 'year', fortnight: 'week', fortnights: 'week',
};
const UNIT = /(fortnights?|seconds|second|secs|sec|minutes|minute|mins|min|hours|hour|hrs|hr|days|day|weeks|week|wks|wk|months|month|quarters|quarter|years|year|yrs|yr|[smhdwy])\b/y;

/** Holidays: the day in a year. */
const HOLIDAYS: Array<[RegExp, (y: number) => number]> = [
  [/christmas eve|xmas eve/y, (y) => wallOf(y, 12, 24)],
  [/(christmas|xmas)(?: day)?/y, (y) => wallOf(y, 12, 25)],
  [/new year'?s eve/y, (y) => wallOf(y, 12, 31)],
  [/new year'?s?(?: day)?/y, (y) => wallOf(y, 1, 1)],
  [/(?:saint |st\.? )?valentine'?s(?: day)?/y, (y) => wallOf(y, 2, 14)],
  [/hall?owe'?en(?: day)?/y, (y) => wallOf(y, 10, 31)],
  [/(?:independence day|(?:the )?(?:4th|fourth) of july)/y, (y) => wallOf(y, 7, 4)],
  [/thanksgiving(?: day)?/y, (y) => nthWeekday(y, 11, 3, 4)],
  [/black friday/y, (y) => addDays(nthWeekday(y, 11, 3, 4), 1)],
  [/memorial day/y, (y) => nthWeekday(y, 5, 0, -1)],
  [/labou?r day/y, (y) => nthWeekday(y, 9, 0, 1)],
  [/(?:martin luther king'?s?|mlk)(?:,? jr\.?)?(?: day)?/y, (y) => nthWeekday(y, 1, 0, 3)],
  // Boss's Day: October 16, kept on the Friday before when it falls on a weekend.
  [/boss'?s'?(?: day)?/y, (y) => { const d = wallOf(y, 10, 16); const wd = weekdayOf(d); return wd === 5 ? addDays(d, -1) : wd === 6 ? addDays(d, -2) : d; }],
  // King's Day (Netherlands): April 27, the Saturday before when it falls on a Sunday.
  [/koningsdag|king'?s day/y, (y) => { const d = wallOf(y, 4, 27); return weekdayOf(d) === 6 ? addDays(d, -1) : d; }],
  [/world vegan day/y, (y) => wallOf(y, 11, 1)],
  [/presidents'? day|washington'?s birthday/y, (y) => nthWeekday(y, 2, 0, 3)],
  [/mother'?s day/y, (y) => nthWeekday(y, 5, 6, 2)],
  [/father'?s day/y, (y) => nthWeekday(y, 6, 6, 3)],
  [/easter mon(?:day)?/y, (y) => addDays(easter(y), 1)],
  [/easter(?: sunday)?/y, (y) => easter(y)],
  [/palm sunday/y, (y) => addDays(easter(y), -7)],
  [/maundy thursday/y, (y) => addDays(easter(y), -3)],
  [/ash wednesday/y, (y) => addDays(easter(y), -46)],
  [/mardi gras|shrove tuesday|pancake day/y, (y) => addDays(easter(y), -47)],
  [/pentecost|whit sunday|white sunday/y, (y) => addDays(easter(y), 49)],
  [/whit monday/y, (y) => addDays(easter(y), 50)],
  [/trinity sunday/y, (y) => addDays(easter(y), 56)],
  [/(?:saint |st\.? )?pad(?:dy|dy's|dy'?s) day/y, (y) => wallOf(y, 3, 17)],
  [/valentine day/y, (y) => wallOf(y, 2, 14)],
  [/good friday/y, (y) => addDays(easter(y), -2)],
  [/holy saturday|easter saturday|easter eve/y, (y) => addDays(easter(y), -1)],
  [/ascension (?:day|thursday)|(?:the )?feast of the ascension/y, (y) => addDays(easter(y), 39)],
  // Not after "to", "from", "in", "at": Corpus Christi is also a city in Texas ("fly to corpus christi").
  [/(?<!\b(?:to|from|in|at)\s+)corpus christi(?: day)?/y, (y) => addDays(easter(y), 60)],
  [/(?:saint |st\.? )?patrick'?s day|(?:saint|st\.?) patrick'?s?/y, (y) => wallOf(y, 3, 17)],
  [/boxing day/y, (y) => wallOf(y, 12, 26)],
  [/cyber monday/y, (y) => addDays(nthWeekday(y, 11, 3, 4), 4)],
  [/veterans'? day/y, (y) => wallOf(y, 11, 11)],
  [/columbus day/y, (y) => nthWeekday(y, 10, 0, 2)],
  [/earth day/y, (y) => wallOf(y, 4, 22)],
  // Fixed days named the world over (and in Recognizers-Text's list).
  [/juneteenth|freedom day|jubilee day/y, (y) => wallOf(y, 6, 19)],
  [/may day|workers'? day/y, (y) => wallOf(y, 5, 1)],
  [/all saint'?s'? day|all hallows'? day|all hallow day/y, (y) => wallOf(y, 11, 1)],
  [/all souls'? day/y, (y) => wallOf(y, 11, 2)],
  [/guy fawkes(?: day| night)?|bonfire night/y, (y) => wallOf(y, 11, 5)],
  [/cinco de mayo/y, (y) => wallOf(y, 5, 5)],
  [/(?:saint |st\.? )?george'?s? day/y, (y) => wallOf(y, 4, 23)],
  [/april fools'?(?: day)?/y, (y) => wallOf(y, 4, 1)],
  [/women'?s day/y, (y) => wallOf(y, 3, 8)],
  [/groundhog day/y, (y) => wallOf(y, 2, 2)],
  [/bastille day/y, (y) => wallOf(y, 7, 14)],
  [/inauguration day/y, (y) => wallOf(y, 1, 20)],
  [/singles'? day|single's day/y, (y) => wallOf(y, 11, 11)],
  [/children'?s? day/y, (y) => wallOf(y, 6, 1)],
  [/white monday/y, (y) => addDays(easter(y), 50)],
  [/arbor day/y, (y) => nthWeekday(y, 4, 4, -1)],
  [/canberra day/y, (y) => nthWeekday(y, 3, 0, 2)],
  [/(?:saint[- ]jean[- ]|st\.? jean )?baptiste day/y, (y) => wallOf(y, 6, 24)],
  [/mao'?s birthday/y, (y) => wallOf(y, 12, 26)],
  [/yuan ?dan/y, (y) => wallOf(y, 1, 1)],
  // Chinese festivals of the lunar calendar (ICU's): here, behind HOLIDAY_START, not in LUNAR_HOLIDAYS, whose start
  // pattern the pre-filter tries on every word.
  [/(?:the )?lantern festival|yuan ?xiao(?: festival)?/y, (y) => lunarDay('chinese', y, '1', 15)],
  [/(?:the )?dragon boat festival|duanwu(?: festival)?/y, (y) => lunarDay('chinese', y, '5', 5)],
  [/(?:the )?mid[\s-]autumn(?: festival| day)?|(?:the )?moon festival/y, (y) => lunarDay('chinese', y, '8', 15)],
  [/(?:the )?double (?:ninth|nine) festival|chong ?yang(?: festival)?/y, (y) => lunarDay('chinese', y, '9', 9)],
  [/qixi(?: festival)?/y, (y) => lunarDay('chinese', y, '7', 7)],
];

export interface DatetimeContext {
  /** The reference time as wall milliseconds in the zone. */
  now: number;
  /** The wall time in the context's zone of a wall time read in a fixed offset (minutes), for "9:30 GMT". */
  fromOffset?: (wall: number, offset: number) => number;
  /** The wall time `ms` real milliseconds after a wall time ("in 2 hours" across a daylight-saving change). */
  later?: (wall: number, ms: number) => number;
  /** Starts a pre-filter knows to read nothing (prefilter-en.ts): not tried. */
  skipStart?: (at: number) => boolean;
}

/** Every date or time expression of the statement, longest first at each place, not overlapping. */
export function findDatetimesEn(text: string, ctx: DatetimeContext): Array<{ start: number; end: number; value: TimeValue }> {
  const r = new Reader(text);
  const g = new Grammar(r, ctx.now, ctx.fromOffset ?? ((w) => w), ctx.later ?? ((w, ms) => w + ms));
  const found: Array<{ start: number; end: number; value: TimeValue }> = [];
  const s = r.s;
  for (let at = 0; at < s.length; at++) {
    if (!r.wordStart(at) || s.charCodeAt(at) === 32) continue;
    // Most words start no date or time: a word must be a digit's or one of the grammar's first words. The pre-filter's
    // test first: a binary search and a lookup, where mayStart() runs a regex or two at every word.
    if (ctx.skipStart?.(at) === true || !mayStart(s, at)) continue;
    // "18 and 19 june", "the 3rd or 4th of may": a day number before a date of a month is a day of that month.
    // Only at a digit, "on", "at" or "the".
    const c0 = s.charCodeAt(at);
    RE_LEAD_LIST.lastIndex = at;
    const lead = (c0 >= 48 && c0 <= 57) || c0 === 111 || c0 === 97 || c0 === 116 ? RE_LEAD_LIST.exec(s) : null;
    if (lead) {
      const second = g.expression(lead.index + lead[0].length);
      const first = second ? sameMonthDay(second.value, parseInt(lead[1]!, 10)) : null;
      if (first) {
        const end = lead.indices![1]![1];
        found.push({ start: at, end, value: first });
        at = end - 1;
        continue;
      }
    }
    const p = g.expression(at);
    // A date no calendar gives (a festival outside its table's years) is no reading.
    if (p && !unknownDate(p.value)) {
      found.push({ start: at, end: p.end, value: p.value });
      at = p.end - 1;
      // "june 18 and 19", "may 3rd, 4th or 5th": day numbers after a date of a month are days of that month.
      for (let end = p.end, last = p.value; ;) {
        RE_LIST_NEXT_DAY.lastIndex = end;
        const next = RE_LIST_NEXT_DAY.exec(s);
        const day = next ? sameMonthDay(last, Number(next[1])) : null;
        if (!next || !day || (last.t === 'point' && day.t === 'point' && day.wall <= last.wall)) break;
        const numEnd = next.index + next[0].length;
        if (RE_LIST_NOT_DAY.test(s.slice(numEnd, numEnd + 12))) break;
        found.push({ start: numEnd - next[0].trimStart().replace(/^(?:,\s*(?:and|or)?|and|or|&)\s*/, '').length, end: numEnd, value: day });
        end = numEnd; last = day; at = numEnd - 1;
      }
    }
  }
  return found;
}

const MONTH_NAMES = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec';
const RE_LEAD_LIST = new RegExp(`(?:(?:on|at)\\s+)?(?:the\\s+)?(\\d{1,2}(?:st|nd|rd|th)?)\\s*(?:,\\s*(?:and|or)?|and|or|&)\\s*(?=(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTH_NAMES})\\b)`, 'yd');
const RE_LIST_NEXT_DAY = /\s*(?:,\s*(?:and|or)?|and|or|&)\s*(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\b/y;
// Not a day of the list: a time, a count of something, a fraction or a date of its own after the number.
const RE_LIST_NOT_DAY = new RegExp(`^(?:\\s*(?:[:./-]\\d|(?:am|pm|a\\.m|p\\.m|o'?clock|h|hrs?|hours?|minutes?|mins?|days?|weeks?|months?|years?|people|persons?|guests|of us|adults|kids|children|items|tickets|seats|percent|%|${MONTH_NAMES})\\b))`);

/** The day `day` of the month of a day's value, or null when that month has no such day or the value is no day. */
function sameMonthDay(v: TimeValue, day: number): TimeValue | null {
  if (v.t !== 'point' || v.grain !== 'day' || day < 1) return null;
  const y = yearOf(v.wall); const m = monthOf(v.wall);
  if (day > daysInMonth(y, m)) return null;
  return { t: 'point', wall: wallOf(y, m, day), grain: 'day' };
}

function unknownDate(v: TimeValue): boolean {
  return v.t === 'interval' ? Number.isNaN(v.from) || Number.isNaN(v.to) : Number.isNaN(v.wall);
}

class Grammar {
  private readonly today: number;
  /** Whether the statement holds the words some rules need (tested once: those rules are then not tried at each start). */
  private readonly saysAround: boolean;
  private readonly saysBetween: boolean;
  private readonly saysEdge: boolean;
  private readonly saysMonthOf: boolean;

  constructor(private readonly r: Reader, private readonly now: number, private readonly fromOffset: (wall: number, offset: number) => number, private readonly later: (wall: number, ms: number) => number) {
    this.today = startOfDay(now);
    const s = r.s;
    this.saysAround = s.includes('before') || s.includes('after') || s.includes('following') || s.includes('preceding');
    this.saysBetween = s.includes('between');
    this.saysEdge = s.includes('early') || s.includes('late') || s.includes('first thing');
    this.saysMonthOf = s.includes('month');
  }

  /** An interval, an open interval or a moment at `at`. */
  expression(at: number): Parse<TimeValue> | null {
    // No closure here: expression() runs at every start, and each closure made is garbage (and a defineProperty of its name under tsx).
    let best = longer(this.interval(at), this.open(at));
    best = longer(best, this.dayThenBound(at));
    best = longer(best, this.bounded(at));
    best = longer(best, this.relativeSpan(at));
    const m = this.moment(at);
    if (m && !m.value.weak) best = longer(best, { end: m.end, value: this.resolve(m.value) });
    return best;
  }

  // ---------- intervals ----------

  /** "from 3 to 5pm", "between monday and friday", "3-4pm", "march 3 - 5", "tomorrow from 9 to 11". */
  private interval(at: number): Parse<TimeValue> | null {
    const r = this.r;
    // "next week from tuesday to thursday", "this week between monday and wednesday": the week said first holds both days.
    const weekDays = r.match(RE_WEEK_DAYS, at);
    if (weekDays) {
      const offset = /next|coming|following/.test(weekDays[1]!) ? 1 : /last|previous/.test(weekDays[1]!) ? -1 : 0;
      const a = WEEKDAYS[weekDays[2]!]!; const b = WEEKDAYS[weekDays[3]!]!;
      const monday = addDays(startOfWeek(this.now), 7 * offset);
      if (b > a) return { end: weekDays.index + weekDays[0].length, value: { t: 'interval', from: addDays(monday, a), to: addDays(monday, b), grain: 'day' } };
    }
    // "march between the 3rd and the 10th", "June between 3 and 7, 2027": days of the month said before them.
    const mb = this.saysBetween && MONTH_INITIALS.has(r.s[r.skip(at)] ?? '') ? r.match(RE_MONTH_BETWEEN, at) : null;
    if (mb && (!WEAK_MONTHS.has(mb[1]!) || /[A-Z]/.test(r.text[mb.index] ?? ''))) {
      const mo = MONTHS[mb[1]!]!; const a = Number(mb[2]); const b = Number(mb[3]);
      let y = mb[4] ? Number(mb[4]) : yearOf(this.now);
      if (!mb[4] && mo < monthOf(this.now)) y++;
      if (a >= 1 && a < b && b <= daysInMonth(y, mo)) return { end: mb.index + mb[0].length, value: { t: 'interval', from: wallOf(y, mo, a), to: wallOf(y, mo, b), grain: 'day' } };
    }
    // A day said first applies to both ends: "tomorrow from 3 to 5".
    let shared: Parse<Parts> | null = null;
    let pos = at;
    const lead = this.moment(at);
    if (lead && !lead.value.tod && !lead.value.whole && lead.value.day) {
      const kw = r.end(RE_1, lead.end);
      if (kw >= 0) { shared = lead; pos = lead.end; }
    }
    const open = r.match(RE_1, pos);
    const between = open?.[1] === 'between';
    const startAt = open ? open.index + open[0].length : pos;
    if (shared && !open) return null;
    const days = this.dayRange(startAt, between);
    if (days) return days;
    // "on 14th feb from 9:30am for 7 hours": the day said first is the start's.
    const lasting = shared ? this.lasting(pos, shared.value.day) : this.lasting(at);
    if (lasting) return lasting;
    const years = r.match(RE_2, at);
    // "2007 and 2009" are two years; "between 2007 and 2009" one range.
    if (years && (years[2] !== 'and' || /^between/.test(years[0])) && Number(years[1]) < Number(years[3]) && Number(years[1]) >= 1000 && Number(years[3]) <= 2999) {
      return { end: years.index + years[0].length, value: { t: 'interval', from: wallOf(Number(years[1]), 1), to: wallOf(Number(years[3]), 12, 31), grain: 'day' } };
    }
    // Both ends may be bare hours ("from 3 to 5pm"); without "from" or "between", one end must be a clear time.
    // The first end is read only when a separator may follow it (RE_INTERVAL_SEPARATORS' test, below).
    if (!mayHoldSeparator(r.s, startAt)) return null;
    const a = this.moment(startAt, true);
    if (!a) return null;
    // "2015-03-28 17:00/2015-03-29 21:00": ISO 8601's interval, a slash before a full date.
    const sep = r.match(between ? RE_BETWEEN_SEPARATOR : RE_RANGE_SEPARATOR, a.end);
    if (!sep) return null;
    const sepEnd = sep.index + sep[0].length;
    // "and now", "to date", "till the current date": the end is now (today for days and longer).
    const nowEnd = r.match(RE_NOW_END, sepEnd);
    let b = nowEnd && nowEnd[1] ? { end: nowEnd.index + nowEnd[0].length, value: { day: { k: 'abs', wall: this.today } as DaySpec } } : this.moment(sepEnd, true);
    // "march 3 - 5", "3 to 5 march": a bare day number after a date of the same month.
    if (a.value.day?.k === 'md' && !a.value.tod) {
      const digits = r.match(RE_3, sepEnd);
      // "april ninth through seventeenth", "april twenty-seventh to the third".
      const theAt = r.end(RE_53, sepEnd);
      const word = digits ? null : readOrdinalDay(r, theAt >= 0 ? theAt : sepEnd);
      const n = digits ? { day: Number(digits[1]), end: digits.index + digits[0].length } : word ? { day: word.value, end: word.end } : null;
      if (n && (!b || n.end >= b.end) && n.day <= 31) {
        const year = this.yearAfter(n.end);
        const end = year ? year.index + year[0].length : n.end;
        const dayA = { ...a.value.day, ...(year ? { year: Number(year[1]) } : {}) };
        const from = this.dayOf(dayA);
        // A smaller day is in the next month ("the 27th to the 3rd").
        const to = n.day > dayA.day ? addDays(from, n.day - dayA.day) : n.day < dayA.day && !year && !digits ? addDays(addMonths(truncate(from, 'month'), 1), n.day - 1) : from;
        if (to > from) return { end, value: { t: 'interval', from, to, grain: 'day' } };
      }
    }
    if (!b) return null;
    // "between 2 and 4 bedrooms", "from 5 to 10 pizzas", "from 10 to 20 EUR", "3 to 5 nights": two bare numbers before a
    // unit, a currency or a noun that counts are a range of quantities, no hours.
    if (RE_BARE_HOUR.test(r.s.slice(startAt, a.end)) && RE_BARE_HOUR.test(r.s.slice(sepEnd, b.end)) && RE_COUNTED_AFTER.test(r.s.slice(b.end, b.end + 16))) return null;
    // Without "from" or "between", three or four bare digits are no clear time ("room 101-105", "call 1-800", "123-456"
    // were 13:01-13:05, 13:00-20:00, 13:23-16:56); "0930" with its leading zero still is one.
    const bare = (from: number, to: number) => /^\s*[1-9]\d{2,3}\s*$/.test(r.s.slice(from, to));
    if (!open && (a.value.weak || bare(startAt, a.end)) && (b.value.weak || bare(sepEnd, b.end))) return null;
    // Nor, without them, a phone number's shape: three digits, a dash, four digits whose minutes are no multiple of five
    // ("at 555-1234" was 05:55-12:34; "at 930-1030" stays a time range).
    if (!open && sep[0] === '-' && sep.index === a.end && RE_PHONE_START.test(r.s.slice(startAt, a.end)) && RE_PHONE_END.test(r.s.slice(sepEnd, b.end))) return null;
    if (!open && !a.value.tod && !b.value.tod && !(a.value.day && b.value.day)) {
      // Without "from" or "between", only explicit dates or times make an interval ("monday - friday"), or now and a day
      // ("now until friday", "now through the 15th").
      if (!(a.value.whole && b.value.whole) && !(RE_NOW_START.test(r.s.slice(startAt, a.end).trim()) && b.value.day && !b.value.weak)) return null;
    }
    let end = b.end;
    let pa = a.value;
    let pb = b.value;
    if (shared) pa = { ...pa, day: pa.day ?? shared.value.day, pod: pa.pod ?? shared.value.pod };
    // A day said after the second end applies to the first: "from 3 to 5pm tomorrow"; one said before it is its own
    // ("from 2pm till tomorrow 4:30pm": today's 2pm).
    if (pb.day && !pa.day && pa.tod && !this.dayPart(sepEnd)) pa = { ...pa, day: pb.day };
    if (pa.day && !pb.day && pb.tod) pb = { ...pb, day: pa.day };
    if (pa.pod && !pb.pod && pb.tod) pb = { ...pb, pod: pa.pod };
    if (pa.tod && pb.tod?.zone !== undefined && pa.tod.zone === undefined) pa = { ...pa, tod: { ...pa.tod, zone: pb.tod.zone } };
    if (pa.tod && pb.tod?.zoneName !== undefined && pa.tod.zoneName === undefined && pa.tod.zone === undefined) pa = { ...pa, tod: { ...pa.tod, zoneName: pb.tod.zoneName } };
    if (pb.pod && !pa.pod && pa.tod) pa = { ...pa, pod: pb.pod };
    // "noon to 2", "between 12:00 and 3": a bare hour after noon is in the afternoon.
    if (pa.tod && pb.tod && pa.tod.half === '24h' && pa.tod.hour === 12 && pb.tod.half === null && pb.tod.hour >= 1 && pb.tod.hour <= 11) pb = { ...pb, tod: { ...pb.tod, half: 'pm' } };
    // "3-5pm": the half said after the second end applies to the first when that fits.
    if (pa.tod && pb.tod && pa.tod.half === null && (pb.tod.half === 'am' || pb.tod.half === 'pm')) {
      const h = pb.tod.half === 'pm' && pa.tod.hour % 12 > pb.tod.hour % 12 ? 'am' : pb.tod.half;
      pa = { ...pa, tod: { ...pa.tod, half: h } };
    }
    if (pa.tod && pb.tod && pb.tod.half === null && (pa.tod.half === 'am' || pa.tod.half === 'pm') && pb.tod.hour <= 12) {
      const h = pa.tod.half === 'am' && pb.tod.hour % 12 < pa.tod.hour % 12 ? 'pm' : pa.tod.half;
      pb = { ...pb, tod: { ...pb.tod, half: h } };
    }
    // "between tuesday and thursday next week": the week said with the second weekday is the first's too.
    if (pa.day?.k === 'wd' && pa.day.mod === null && pb.day?.k === 'abs' && RE_WEEK_WORD.test(r.s.slice(sepEnd, b.end)) && weekdayOf(pb.day.wall) >= pa.day.weekday) {
      pa = { ...pa, day: { k: 'abs', wall: addDays(startOfWeek(pb.day.wall), pa.day.weekday) } };
    }
    let va = this.resolve(pa);
    let vb = this.resolve(pb);
    // A day or month said without its year before a later end ("nov 18 - dec 19, 2015", "nov-feb 2017", "from 2 july
    // to 10 july" said on July 5): the first end is the latest such day or month not after the second.
    const endDay = vb.t !== 'open' ? lastDayOf(vb) : null;
    const yearAtEnd = /\d{4}/.test(r.s.slice(sepEnd, b.end));
    if (va.t === 'point' && !pa.tod && (pa.day?.k === 'md' || (pa.whole && va.grain === 'month')) && endDay !== null && (va.wall > endDay || yearAtEnd) && !/\d{4}/.test(r.s.slice(startAt, a.end))) {
      let w = addGrain(va.wall, 'year', yearOf(endDay) - yearOf(va.wall));
      if (w > endDay) w = addGrain(w, 'year', -1);
      va = { ...va, wall: w };
    }
    // "from january 2017 to february", "nov 18 2015 - dec 19": a second end without its year takes the first's (the
    // next year's when it would fall before the first).
    const startDay = startOf(va);
    if (vb.t === 'point' && !pb.tod && (pb.day?.k === 'md' || (pb.whole && vb.grain === 'month')) && startDay !== null && !yearAtEnd && /\d{4}/.test(r.s.slice(startAt, a.end))) {
      let w = addGrain(vb.wall, 'year', yearOf(startDay) - yearOf(vb.wall));
      if (w < startDay) w = addGrain(w, 'year', 1);
      vb = { ...vb, wall: w };
    }
    // "from 2 to 4", "7-9": two bare hours with no day are one pair, both morning or both afternoon, the first pair
    // not over yet (said at 15:00, "from 2 to 4" is 14:00–16:00 and "from 7 to 9" 19:00–21:00).
    const ta = pa.tod; const tb = pb.tod;
    if (ta && tb && !pa.day && !pb.day && !pa.pod && !pb.pod && ta.half === null && tb.half === null && ta.zone === undefined && tb.zone === undefined && ta.zoneName === undefined && tb.zoneName === undefined
      && ta.hour >= 1 && tb.hour <= 12 && ta.hour < tb.hour) {
      const at = (d: number, h: number, t: Tod) => addDays(this.today, d) + h * HOUR + t.minute * MINUTE + t.second * 1000;
      pairs: for (const d of [0, 1]) for (const half of [0, 12]) {
        const from = at(d, (ta.hour % 12) + half, ta);
        const to = at(d, (tb.hour % 12) + half + (tb.hour === 12 ? 12 : 0), tb);
        if (to > from && to > this.now) { va = { t: 'point', wall: from, grain: ta.grain }; vb = { t: 'point', wall: to, grain: tb.grain }; break pairs; }
      }
    }
    // "from 9 to 5", "from 11 to 2", "12 to 3": a later bare hour before an earlier one runs from the morning (or noon)
    // into the afternoon, today or, once over, tomorrow.
    if (ta && tb && !pa.day && !pb.day && !pa.pod && !pb.pod && ta.half === null && tb.half === null && ta.zone === undefined && tb.zone === undefined && ta.zoneName === undefined && tb.zoneName === undefined
      && ta.hour >= 6 && ta.hour <= 12 && tb.hour >= 1 && tb.hour < ta.hour) {
      for (const d of [0, 1]) {
        const from = addDays(this.today, d) + ta.hour * HOUR + ta.minute * MINUTE + ta.second * 1000;
        const to = addDays(this.today, d) + (tb.hour + 12) * HOUR + tb.minute * MINUTE + tb.second * 1000;
        if (to > this.now) { va = { t: 'point', wall: from, grain: ta.grain }; vb = { t: 'point', wall: to, grain: tb.grain }; break; }
      }
    }
    // "between now and may 21": the days from today to that day.
    if (RE_NOW_START.test(r.s.slice(startAt, a.end).trim()) && !isTimeGrain(vb.grain) && vb.t !== 'open') {
      return { end, value: { t: 'interval', from: this.today, to: lastDayOf(vb)!, grain: 'day' } };
    }
    if (nowEnd && b.end === nowEnd.index + nowEnd[0].length) {
      // "between jan 22 and now": days up to today; "between eight o'clock and now": the latest such time before now.
      if (!isTimeGrain(va.grain)) vb = { t: 'point', wall: this.today, grain: 'day' };
      else if (va.t === 'point' && !pa.day && va.wall > this.now) {
        let w = va.wall;
        while (w > this.now) w -= pa.tod?.half === null ? 12 * HOUR : DAY;
        va = { ...va, wall: w };
      }
    }
    const sa = startOf(va);
    if (sa === null) return null;
    // The second end after the first: a time of day past midnight is the next day's, a weekday next week's.
    if (vb.t === 'point' && vb.wall <= sa && !pb.day && pb.tod) vb = { ...vb, wall: addDays(vb.wall, Math.ceil((sa - vb.wall + 1) / DAY)) };
    // "next monday 6-8": two bare hours of one day are in the same half ("6" read as 18:00 makes "8" 20:00).
    if (vb.t === 'point' && vb.wall < sa && pb.tod && pb.tod.half === null && pa.tod && pa.tod.half === null && pb.tod.hour < 12 && vb.wall + 12 * HOUR > sa) vb = { ...vb, wall: vb.wall + 12 * HOUR };
    if (vb.t === 'point' && vb.wall < sa && pb.day?.k === 'wd') vb = { ...vb, wall: addDays(vb.wall, 7) };
    const grainA = grainOf(va);
    const grainB = grainOf(vb);
    if (grainA === null || grainB === null) return null;
    const timeGrain = isTimeGrain(grainA) || isTimeGrain(grainB);
    // A second end of whole days ("now till the end of the month") ends after its last day.
    const eb = timeGrain ? (vb.t === 'interval' ? (vb.grain === 'day' ? addDays(vb.to, 1) : vb.to) : startOf(vb)) : lastDayOf(vb);
    if (eb === null || eb < sa) return null;
    // "from 3 to 5 tomorrow": a day after the second end.
    if (!pa.day && !pb.day) {
      const tail = this.dayAfter(end);
      if (tail) {
        end = tail.end;
        const shift = (w: number) => tail.value - startOfDay(sa) + w;
        return { end, value: { t: 'interval', from: shift(sa), to: shift(eb), grain: timeGrain ? finest(grainA, grainB) : 'day' } };
      }
    }
    return { end, value: { t: 'interval', from: timeGrain ? (va.t === 'interval' ? va.from : sa) : truncate(sa, 'day'), to: eb, grain: timeGrain ? finest(grainA, grainB) : 'day' } };
  }

  /** A start and how long: "from 4pm for 30 minutes", "4pm for 2 hours", "for 2 hours from 2pm", "18th dec for 10 days". */
  private lasting(at: number, day?: DaySpec): Parse<TimeValue> | null {
    const r = this.r;
    let start: Parse<Parts> | null = null;
    let length: { grain: Grain; amount: number; end: number } | null = null;
    let end = -1;
    // A bare hour after "from" or "at" with a length is a time ("from 9 for 2 hours").
    let cued = false;
    const lead = r.match(RE_5, at);
    // "a week starting tomorrow": without "for", only "starting" or "beginning" joins a length to its start.
    const bareLength = lead ? null : lengthAtIn(r, at);
    const bareStart = bareLength ? r.match(RE_STARTING, bareLength.end) : null;
    if (lead || bareStart) {
      length = lead ? lengthAtIn(r, lead.index + lead[0].length) : bareLength;
      const from = length ? r.match(lead ? RE_6 : RE_STARTING, length.end) : null;
      start = from ? this.moment(from.index + from[0].length, true) : null;
      cued = from !== null;
      if (start) end = start.end;
    } else {
      const from = r.match(RE_7, at);
      cued = from !== null;
      start = this.moment(from ? from.index + from[0].length : at, !!from);
      const forWord = start ? r.match(RE_8, start.end) : null;
      length = forWord ? lengthAtIn(r, forWord.index + forWord[0].length) : null;
      if (length) end = length.end;
    }
    if (!start || !length || (start.value.weak && !(cued && start.value.tod && isTimeGrain(length.grain))) || start.value.whole) return null;
    if (day && (!start.value.tod || start.value.day)) return null;
    const v = this.resolve(day ? { ...start.value, day } : start.value);
    const s0 = startOf(v);
    if (s0 === null) return null;
    if (isTimeGrain(length.grain)) {
      const ms = length.amount * (length.grain === 'hour' ? HOUR : length.grain === 'minute' ? MINUTE : 1000);
      if (!start.value.tod) return null;
      return { end, value: { t: 'interval', from: s0, to: s0 + ms, grain: start.value.tod.grain } };
    }
    if (start.value.tod || !Number.isInteger(length.amount)) return null;
    return { end, value: { t: 'interval', from: s0, to: addDays(addGrain(s0, length.grain, length.amount), -1), grain: 'day' } };
  }

  /**
   * "13 to 15 july", "from the 13th to the 15th of july", "1-8 september": days of the month said after. "18 and 19
   * june" is a list, not a range (only "between" makes "and" a range): its first day, with the month said after.
   */
  private dayRange(at: number, between: boolean): Parse<TimeValue> | null {
    const r = this.r;
    const digits = r.match(RE_9, at);
    // "between ninth and seventeenth of april": ordinal words too.
    const theAt = digits ? -1 : r.end(RE_53, at);
    const word = digits ? null : readOrdinalDay(r, theAt >= 0 ? theAt : at);
    const a = digits ?? (word ? Object.assign([word.end - at > 0 ? r.s.slice(at, word.end) : '', String(word.value)], { index: at }) as unknown as RegExpExecArray : null);
    if (!a) return null;
    const sep = r.match(RE_10, a.index + a[0].length);
    if (!sep) return null;
    // "4-23 in next month", "from 4 to 22 this month": days of a month said by its place.
    const second = r.match(RE_DAY_IN_MONTH, sep.index + sep[0].length);
    if (second && !between || second && sep[1] === 'and') {
      const offset = /next|following/.test(second[2]!) ? 1 : /last|previous/.test(second[2]!) ? -1 : 0;
      const month = addMonths(wallOf(yearOf(this.now), monthOf(this.now)), offset);
      const [d1, d2] = [Number(a[1]), Number(second[1])];
      const last = daysInMonth(yearOf(month), monthOf(month));
      if (d1 >= 1 && d1 < d2 && d2 <= last) return { end: second.index + second[0].length, value: { t: 'interval', from: addDays(month, d1 - 1), to: addDays(month, d2 - 1), grain: 'day' } };
    }
    const b = this.calendarDate(sep.index + sep[0].length);
    if (!b || b.value.k === 'dom' || b.value.k === 'wd' || b.value.k === 'holiday') return null;
    const to = this.dayOf(b.value);
    const from = wallOf(yearOf(to), monthOf(to), Number(a[1]));
    if (Number(a[1]) < 1 || from > to) return null;
    if (sep[1] === 'and' && !between) return { end: a.index + a[0].length, value: { t: 'point', wall: from, grain: 'day' } };
    return { end: b.end, value: { t: 'interval', from, to, grain: 'day' } };
  }

  /** A day said after an expression: ", tomorrow", "on friday". */
  private dayAfter(at: number): Parse<number> | null {
    const conn = this.r.end(RE_11, at);
    const from = conn >= 0 ? conn : at;
    const d = this.dayPart(from);
    return d ? { end: d.end, value: this.dayOf(d.value) } : null;
  }

  /** "thursday before 5pm", "23/12 after 6": a day, then a bound on its time. */
  private dayThenBound(at: number): Parse<TimeValue> | null {
    const m = this.moment(at);
    if (!m || !m.value.day || m.value.tod || m.value.pod || m.value.whole || m.value.weak) return null;
    const bound = this.open(m.end, m.value.day);
    return bound ? { end: bound.end, value: bound.value } : null;
  }

  /** "after 6", "before friday", "since monday", "until 2pm", "by tomorrow"; `day`: the day a time said is on. */
  private open(at: number, day?: DaySpec): Parse<TimeValue> | null {
    const r = this.r;
    // "from now on": from this moment, with no end.
    const onward = day ? null : r.match(RE_FROM_NOW_ON, at);
    if (onward) return { end: onward.index + onward[0].length, value: { t: 'open', dir: 'after', wall: truncate(this.now, 'second'), grain: 'second' } };
    const kw = r.match(RE_12, at);
    if (!kw) return null;
    const said = kw[1] ?? kw[2]!.replace(/\s+/g, '');
    // "not before 9am", "not later than friday": the other bound, it included; "on or after june 1", "on or before
    // june 1": the bound included. The words before the bound are left out of the span.
    const lead = r.s.slice(Math.max(0, kw.index - 7), kw.index);
    const negated = RE_NOT_BEFORE.test(lead);
    const inclusive = negated || RE_ON_OR_BEFORE.test(lead);
    const afterWord = /^(after|since|later than|greater than|more than|no earlier than)$/.test(said);
    const beforeWord = /^(before|until|till|til|prior to|earlier than|less than|no later than)$/.test(said);
    const word = inclusive && (afterWord || beforeWord) ? ((afterWord !== negated) ? 'no earlier than' : 'no later than') : said;
    // "till date", "until the current date": until today.
    const dateWord = r.match(RE_NOW_END, kw.index + kw[0].length);
    let m: Parse<Parts> | null = dateWord?.[1] ? { end: dateWord.index + dateWord[0].length, value: { day: { k: 'abs', wall: this.today } as DaySpec } as Parts } : this.moment(kw.index + kw[0].length, true);
    if (!m) return null;
    if (day) {
      if (!m.value.tod || m.value.day || m.value.whole) return null;
      m = { end: m.end, value: { ...m.value, day } };
    }
    const v = this.resolve(m.value);
    // "more than 2 weeks ago": before that day; "less than 3 days ago": from then until now (and the same ahead).
    if ((word === 'more than' || word === 'less than') && v.t === 'point' && RE_SHIFT_TAIL.test(r.s.slice(kw.index, m.end))) {
      const past = v.wall < this.now;
      const day = !isTimeGrain(v.grain);
      const nowish = day ? this.today : truncate(this.now, 'second');
      if (word === 'more than') return { end: m.end, value: { t: 'open', dir: past ? 'before' : 'after', wall: past || !day ? v.wall : addDays(v.wall, 1), grain: v.grain } };
      return { end: m.end, value: past ? { t: 'interval', from: v.wall, to: nowish, grain: v.grain } : { t: 'interval', from: nowish, to: v.wall, grain: v.grain } };
    }
    if (word === 'more than' || word === 'less than') { if (v.t !== 'point' || v.grain !== 'year') return null; }
    const after = /^(after|since|as of|from|starting|beginning|later than|no earlier than|greater than|more than|>)/.test(word);
    if (word === 'by' && !m.value.tod && !m.value.day && !(m.value.whole?.t === 'point' && isTimeGrain(m.value.whole.grain))) return null;
    // "a 4 by 4 grid", "2 by 4 lumber", "four by four": a number before "by" and a bare one after it are dimensions.
    if (word === 'by' && RE_BARE_HOUR.test(r.s.slice(kw.index + kw[0].length, m.end)) && RE_NUMBER_BEFORE.test(r.s.slice(0, kw.index))) return null;
    // "from next week on", "from june onwards": open from its start.
    const onTail = word === 'from' ? r.match(RE_FROM_ON_TAIL, m.end) : null;
    if (onTail) { const s0 = startOf(v); if (s0 !== null) return { end: onTail.index + onTail[0].length, value: { t: 'open', dir: 'after', wall: s0, grain: isTimeGrain(grainOf(v) ?? 'day') ? grainOf(v)! : 'day' } }; }
    if (word === 'from' && !m.value.tod) return null;
    // "from 5 to 10 people", "prices from 5 to 10 dollars": a bare number whose range the interval rules did not read
    // as times is a range of numbers, no "from 5pm on".
    if (word === 'from' && RE_BARE_HOUR.test(r.s.slice(kw.index + kw[0].length, m.end)) && RE_NUMBER_RANGE_TAIL.test(r.s.slice(m.end, m.end + 14))) return null;
    const grain = grainOf(v);
    if (grain === null) return null;
    if (after) {
      const start = startOf(v);
      if (start === null) return null;
      // "after 6": from 6; "after friday", "after 2018": from the day after it ends; "since friday": from it.
      const strictly = /^(after|later than|greater than|more than|>$)/.test(word) && !isTimeGrain(grain) && v.t !== 'open';
      const wall = strictly ? addDays(lastDayOf(v)!, 1) : start;
      return { end: m.end, value: { t: 'open', dir: 'after', wall, grain: isTimeGrain(grain) && v.t !== 'interval' ? grain : isTimeGrain(grain) ? v.grain : 'day' } };
    }
    const start = startOf(v);
    if (start === null) return null;
    // "by friday", "by 2pm": from now until then (a deadline); "until", "before": open.
    if (word === 'by') {
      const until = v.t === 'interval' ? v.to : isTimeGrain(grain) ? start : addDays(lastDayOf(v)!, 1);
      if (until > this.now) return { end: m.end, value: { t: 'interval', from: truncate(this.now, 'second'), to: until, grain: 'second' } };
    }
    // "<= 2019", "no later than friday", "until (through) the end of the month": until it ends, it included.
    const toItsEnd = /^(until|till|til|up to|through|thru)$/.test(word) && RE_END_OF_AHEAD.test(r.s.slice(kw.index + kw[0].length, kw.index + kw[0].length + 12));
    if ((/^(<=|< =|no later than)/.test(word) || toItsEnd) && !isTimeGrain(grain) && v.t !== 'open') return { end: m.end, value: { t: 'open', dir: 'before', wall: addDays(lastDayOf(v)!, 1), grain: 'day' } };
    return { end: m.end, value: { t: 'open', dir: 'before', wall: start, grain: isTimeGrain(grain) ? grain : 'day' } };
  }

  /**
   * Both bounds said apart: "after 9:30 but before 11 on thursday", "later than 3pm and before 6pm" (a day said with
   * either end applies to both); one bound with "or later": "2018 or later", "1/1/2016 and after", "as early as 7am"
   * (from it on, it included), "as late as tomorrow" (until it).
   */
  private bounded(at: number): Parse<TimeValue> | null {
    const r = this.r;
    const early = r.match(RE_AS_EARLY, at);
    if (early) {
      const m = this.moment(early.index + early[0].length, true);
      if (!m || m.value.weak) return null;
      const v = this.resolve(m.value);
      const start = startOf(v);
      if (start === null) return null;
      const grain = isTimeGrain(v.grain) ? v.grain : 'day';
      return { end: m.end, value: early[1] === 'early' ? { t: 'open', dir: 'after', wall: start, grain } : { t: 'open', dir: 'before', wall: start, grain } };
    }
    const first = r.match(RE_AFTER_WORD, at);
    if (!first) {
      // "2018 or later", "1/1/2016 and after": the bound first.
      const bare = r.match(RE_32, at);
      const yearLater = bare ? r.match(RE_OR_LATER, bare.index + bare[0].length) : null;
      if (bare && yearLater && Number(bare[1]) >= 1000) return { end: yearLater.index + yearLater[0].length, value: { t: 'open', dir: 'after', wall: wallOf(Number(bare[1]), 1), grain: 'day' } };
      const m = this.moment(at);
      if (!m || m.value.weak) return null;
      const later = r.match(RE_OR_LATER, m.end);
      if (!later) {
        // "11:00 at the latest" (until it, as "no later than 11:00"; a day until it ends), "14:00 at the earliest".
        const bound = r.match(RE_AT_THE_LATEST, m.end);
        if (!bound) return null;
        const v = this.resolve(m.value);
        const start = startOf(v);
        if (start === null || v.t === 'open') return null;
        const end = bound.index + bound[0].length;
        if (bound[1] === 'earliest') return { end, value: { t: 'open', dir: 'after', wall: start, grain: isTimeGrain(v.grain) ? v.grain : 'day' } };
        if (isTimeGrain(v.grain)) return { end, value: { t: 'open', dir: 'before', wall: start, grain: v.grain } };
        return { end, value: { t: 'open', dir: 'before', wall: addDays(lastDayOf(v)!, 1), grain: 'day' } };
      }
      const v = this.resolve(m.value);
      const start = startOf(v);
      if (start === null) return null;
      return { end: later.index + later[0].length, value: { t: 'open', dir: 'after', wall: start, grain: isTimeGrain(v.grain) ? v.grain : 'day' } };
    }
    const a = this.moment(first.index + first[0].length, true);
    if (!a) return null;
    const second = r.match(RE_BEFORE_WORD, a.end);
    if (!second) return null;
    const b = this.moment(second.index + second[0].length, true);
    if (!b) return null;
    let pa = a.value;
    let pb = b.value;
    if (pb.day && !pa.day && pa.tod) pa = { ...pa, day: pb.day };
    if (pa.day && !pb.day && pb.tod) pb = { ...pb, day: pa.day };
    const va = this.resolve(pa);
    const vb = this.resolve(pb);
    const sa = startOf(va);
    const sb = startOf(vb);
    if (sa === null || sb === null) return null;
    if (isTimeGrain(va.grain) || isTimeGrain(vb.grain)) {
      if (sb <= sa) return null;
      return { end: b.end, value: { t: 'interval', from: sa, to: sb, grain: finest(va.grain, vb.grain) } };
    }
    // Days and longer: from the day after the first to the day before the second.
    const from = addDays(lastDayOf(va)!, 1);
    const to = addDays(sb, -1);
    if (to < from) return null;
    return { end: b.end, value: { t: 'interval', from, to, grain: 'day' } };
  }

  /** "next 3 days", "the last 2 weeks", "past 24 hours", "within the next hour". */
  private relativeSpan(at: number): Parse<TimeValue> | null {
    const r = this.r;
    // "the 3 next weeks", "5 past minutes": the count said before the word.
    const countFirst = r.match(RE_COUNT_FIRST, at);
    const nFirst = countFirst ? r.count(countFirst.index + countFirst[0].length, false) : null;
    const kwFirst = nFirst ? r.match(RE_13_WORD, nFirst.end) : null;
    const kw = kwFirst ?? r.match(RE_13, at);
    if (!kw) return null;
    const fewWords = kwFirst ? null : r.match(RE_FEW, kw.index + kw[0].length);
    const n = kwFirst ? nFirst : fewWords ? { value: /couple/.test(fewWords[1]!) ? 2 : 3, end: fewWords.index + fewWords[0].length } : r.count(kw.index + kw[0].length, false);
    const unitAt = kwFirst ? kw.index + kw[0].length : n ? n.end : kw.index + kw[0].length;
    // "the next 4 business days", "previous 3 working days": Monday to Friday only, from tomorrow (back from yesterday).
    const business = r.match(RE_BUSINESS_DAYS, unitAt);
    if (business) {
      const count = n ? n.value : 1;
      if (!Number.isInteger(count) || count <= 0 || count > 366) return null;
      const forward = /next|coming|following|upcoming/.test(kw[1]!);
      const days: number[] = [];
      for (let d = addDays(this.today, forward ? 1 : -1); days.length < count; d = addDays(d, forward ? 1 : -1)) if (weekdayOf(d) < 5) days.push(d);
      const [first, last] = forward ? [days[0]!, days[days.length - 1]!] : [days[days.length - 1]!, days[0]!];
      return { end: business.index + business[0].length, value: { t: 'interval', from: first, to: last, grain: 'day' } };
    }
    const unit = r.match(UNIT, unitAt);
    if (!unit) return null;
    const grain = UNIT_GRAIN[unit[1]!]!;
    if (unit[1]!.length === 1) return null;
    // "the last minute", "the past hour", "the past fortnight": one unit (two weeks).
    const count = (n ? n.value : 1) * (/fortnight/.test(unit[1]!) ? 2 : 1);
    if (!n && !/s$/.test(unit[1]!) && !isTimeGrain(grain) && !/fortnight/.test(unit[1]!)) return null;
    if (!Number.isInteger(count) || count <= 0 || count > 1000) return null;
    const forward = /next|coming|following|upcoming/.test(kw[1]!);
    const end = unit.index + unit[0].length;
    // "the last 3 weeks of this year", "the first 2 months of 2021": parts of a year or month (partOf).
    if (r.match(RE_OF_PERIOD, end)) return null;
    if (isTimeGrain(grain)) {
      const from = forward ? this.now : addGrain(this.now, grain, -count);
      return { end, value: { t: 'interval', from: truncate(from, 'second'), to: truncate(forward ? addGrain(this.now, grain, count) : this.now, 'second'), grain: 'second' } };
    }
    // Whole units after (or before) the current one: "next 3 days" is tomorrow and the two days after.
    const unitStart = truncate(this.now, grain);
    const from = forward ? addGrain(unitStart, grain, 1) : addGrain(unitStart, grain, -count);
    const to = addDays(addGrain(from, grain, count), -1);
    return { end, value: { t: 'interval', from, to, grain: 'day' } };
  }

  // ---------- moments ----------

  private readonly moments = new Map<number, Parse<Parts> | null>();
  /**
   * The parts read at each place, kept for the statement like moments: every start tries the places after it again
   * (an interval, an open interval, a span and a moment each read the day, the time and the whole value there). Each
   * read is a function of the place alone (the reference is the grammar's), and no caller changes what it is given.
   */
  private readonly dayParts: Array<DayRead | null | undefined> = [];
  private readonly nths: Array<DayRead | null | undefined> = [];
  private readonly dates: Array<DayRead | null | undefined> = [];
  private readonly tods: Array<TodRead | null | undefined> = [];
  private readonly wholes: Array<Parse<TimeValue> | null | undefined> = [];

  /**
   * One moment: parts in any order with small words between ("friday at 7:30pm", "8pm on friday", "tomorrow
   * morning", "tonight at 9", "the 3rd of march at noon"). `afterCue`: a bare hour is a time here ("after 6").
   */
  moment(at: number, afterCue = false): Parse<Parts> | null {
    // A cue changes only how the first part's time of day is read, and todCore() reads it differently only at digits
    // or an hour word (RE_66): elsewhere ("friday", "tomorrow") the moment after a cue is the moment without one.
    if (afterCue && !this.cueMayMatter(at)) return this.moment(at, false);
    // Intervals, open intervals and spans try the same places again: each is read once.
    const key = at * 2 + (afterCue ? 1 : 0);
    if (this.moments.has(key)) return this.moments.get(key)!;
    const read = this.readMoment(at, afterCue);
    this.moments.set(key, read);
    return read;
  }

  /** Whether a time of day at `at` may read otherwise after a cue: todCore()'s digits (RE_58, RE_59) or an hour word (RE_66). */
  private cueMayMatter(at: number): boolean {
    const c = this.r.s.charCodeAt(this.r.skip(at));
    return (c >= 48 && c <= 57) || this.r.match(RE_66, at) !== null;
  }

  private readMoment(at: number, afterCue: boolean): Parse<Parts> | null {
    const r = this.r;
    // "early friday morning", "late saturday night", "first thing tomorrow": the early or late part of that day's part
    // (as "friday early morning"); "first thing" is the early morning.
    const c0 = r.s.charCodeAt(r.skip(at));
    const edge = this.saysEdge && (c0 === 101 || c0 === 108 || c0 === 102) ? r.match(RE_EDGE_OF_DAY, at) : null;
    if (edge) {
      const m = this.moment(edge.index + edge[0].length, afterCue);
      const first = edge[1] === 'first thing';
      if (m && m.value.day && !m.value.tod && !m.value.whole && (m.value.pod || first)) {
        const pod = first || !m.value.pod ? PODS.morning! : m.value.pod;
        const early = edge[1] !== 'late';
        const cut = early ? { ...pod, to: pod.name === 'morning' ? 9 : pod.from + Math.ceil((pod.to - pod.from) / 2) } : { ...pod, from: pod.to - Math.floor((pod.to - pod.from) / 2) };
        return { end: m.end, value: { ...m.value, pod: cut, weak: false } };
      }
    }
    let parts: Parts = {};
    let end = -1;
    let pos = at;
    let count = 0;
    let cue = afterCue;
    for (;;) {
      // Small words between parts belong to the expression only when a part follows them.
      const lead = r.match(RE_14, pos);
      const here = lead && count > 0 ? lead.index + lead[0].length : pos;
      const timeCue = cue || (lead !== null && /^(at|@|around|about|approximately)$/.test(lead[1] ?? lead[0]));
      let part = this.part(here, parts, timeCue);
      // A bare number after a comma is no time of the date before it: "11/20, 11/22" are two dates.
      if (part && count > 0 && lead?.[0] === ',' && part.value.tod && !parts.tod && part.value.tod.grain === 'hour' && part.value.tod.half === null) part = null;
      // "for" joins a day ("friday for dinner" no; "tomorrow for lunch") but never a bare number: "tomorrow for six" is six people.
      if (part && count > 0 && lead?.[1] === 'for' && part.value.tod && !parts.tod && part.value.tod.grain === 'hour' && part.value.tod.half === null) part = null;
      if (!part) {
        if (count === 0 && !lead) {
          // "8 tonight", "9 tomorrow morning", "3 in the morning": a bare hour before a part of the day.
          const t = this.tod(pos, true);
          // "table for eight this evening", "party of 6 tonight": a number after "for" or "of" counts people, not hours.
          const counted = /\b(for|of|party|us|are)\s*$/.test(r.s.slice(Math.max(0, pos - 8), pos));
          if (t && t.weak && !counted) {
            const next = this.part(t.end, { tod: t.value }, false);
            // Not when a time follows the part of the day ("four tonight at 9": four is no time).
            if (next && next.value.pod && r.match(RE_15, next.end) === null) { parts = next.value; end = next.end; pos = end; count += 2; continue; }
            const lead2 = r.match(RE_16, t.end) ?? r.match(RE_COMMA_POD, t.end);
            if (lead2) {
              const n2 = this.part(lead2.index + (lead2[1] === 'in the' || lead2[0].startsWith(',') ? lead2[0].length : 0), { tod: t.value }, false);
              if (n2 && n2.value.pod && r.match(RE_15, n2.end) === null) { parts = n2.value; end = n2.end; pos = end; count += 2; continue; }
            }
          }
        }
        if (count === 0 && lead && /^(at|@|around|about|approximately)$/.test(lead[1] ?? lead[0])) {
          // "at 7" at the start: the cue is not part of the span, the hour after it is a time.
          const p = this.part(lead.index + lead[0].length, parts, true);
          // After "at" a bare hour is a time: not weak.
          if (p) { parts = { ...p.value, weak: false }; end = p.end; pos = end; count++; cue = false; continue; }
        }
        break;
      }
      parts = part.value;
      // A time after "at" is a time ("the 3rd at 7").
      if (count > 0 && lead && /^(at|@|around|about|approximately)$/.test(lead[1] ?? lead[0])) parts = { ...parts, weak: false };
      end = part.end;
      pos = end;
      count++;
      cue = false;
      if (parts.whole) break;
    }
    if (count === 0) return null;
    // "in 3 days at 5pm", "2 weeks from now at noon", "a week from tomorrow at 9": a day reached by a length, then its time.
    const w = parts.whole;
    if (w && w.t === 'point' && w.grain === 'day') {
      const cue = r.match(RE_TIME_CUE, end);
      const t = cue ? this.tod(cue.index + cue[0].length, true) : null;
      if (t) { parts = { day: { k: 'abs', wall: w.wall }, tod: t.value }; end = t.end; }
    }
    // "wednesday evening next week", "monday at 5 of next week": the week said after the moment.
    if (parts.day?.k === 'wd' && parts.day.mod === null && (parts.tod || parts.pod)) {
      const week = r.match(RE_40, end);
      if (week) {
        const offset = week[1] === 'next' ? 1 : week[1] === 'last' ? -1 : 0;
        parts = { ...parts, day: { k: 'abs', wall: addDays(startOfWeek(this.now), 7 * offset + parts.day.weekday) } };
        end = week.index + week[0].length;
      }
    }
    return { end, value: parts };
  }

  /**
   * One more part for `parts` at `at`, or null when none fits (a second day, a second time): the longest of a whole
   * value, a day, "tonight"-like words, a time of day and a part of the day, the first at equal length. Only the
   * longest one's parts are built (part() runs at every place each moment reads: most candidates lose).
   */
  private part(at: number, parts: Parts, timeCue: boolean): Parse<Parts> | null {
    const r = this.r;
    const hasAny = parts.day || parts.tod || parts.pod;
    let end = -1;
    let w: Parse<TimeValue> | null = null;
    let d: DayRead | null = null;
    let tonight: RegExpExecArray | null = null;
    let t: TodRead | null = null;
    let p: RegExpExecArray | null = null;
    if (!hasAny) {
      w = this.whole(at);
      if (w) end = w.end;
    }
    if (!parts.day) {
      d = this.dayPart(at);
      if (d && d.end > end) { end = d.end; w = null; } else d = null;
      tonight = parts.pod ? null : r.match(RE_17, at);
      if (tonight && tonight.index + tonight[0].length > end) { end = tonight.index + tonight[0].length; w = null; d = null; } else tonight = null;
    }
    if (!parts.tod) {
      t = this.tod(at, timeCue || !!parts.day || !!parts.pod);
      if (t && t.end > end) { end = t.end; w = null; d = null; tonight = null; } else t = null;
    }
    if (!parts.pod) {
      p = r.match(RE_18, at);
      // "lunch" and "night" alone are no time ("I had lunch"), but "at lunch" and "lunchtime" are.
      // "in the night" and "at night" are.
      // "the night of the 4th" is: a day said after it.
      const said = p !== null && (hasAny || !/^(lunch|night)/.test(p[1]!) || /^lunch ?time$/.test(p[1]!) || (timeCue && /^(lunch|night)/.test(p[1]!)) || (p[1] === 'night' && (p[0].includes('in the ') || this.dayOfAfter(p.index + p[0].length))));
      if (p && said && p.index + p[0].length > end) { end = p.index + p[0].length; w = null; d = null; tonight = null; t = null; } else p = null;
    }
    if (w) return { end, value: { whole: w.value } };
    if (d) return { end, value: { ...parts, day: d.value, weak: hasAny ? !!parts.weak && d.weak : d.weak } };
    if (tonight) {
      const words = tonight[1]!;
      const day = /^(?:the )?(tomorrow|tmrw|next|following)/.test(words) ? addDays(this.today, 1) : /^(?:the )?(yesterday|last|previous)/.test(words) ? addDays(this.today, -1) : this.today;
      const podName = /late (?:toni(?:ght|te)|at night)/.test(words) ? 'late' : (words.split(' ').pop() === 'tonite' ? 'tonight' : words.split(' ').pop()!);
      const pod = podName === 'late' ? { name: 'night', from: 21, to: 24 } : PODS[podName]!;
      return { end, value: { ...parts, day: { k: 'abs', wall: day }, pod, weak: false } };
    }
    // A bare hour joined to a weak part ("the 3rd one") stays weak.
    if (t) return { end, value: { ...parts, tod: t.value, weak: hasAny ? !!parts.weak && t.weak : t.weak } };
    if (p) {
      let pod = PODS[p[1]!.replace(' ', '')]!;
      if (p[0].startsWith('early ')) pod = { ...pod, to: pod.name === 'morning' ? 9 : pod.from + Math.ceil((pod.to - pod.from) / 2) };
      if (p[0].startsWith('late ')) pod = { ...pod, from: pod.to - Math.floor((pod.to - pod.from) / 2) };
      const day = p[1] === 'tonight' && !parts.day ? { day: { k: 'abs', wall: this.today } as DaySpec } : {};
      return { end, value: { ...parts, ...day, pod, weak: false } };
    }
    return null;
  }

  /** Whether "of" and a day follow `at` ("night of the 4th", "night of friday"). */
  private dayOfAfter(at: number): boolean {
    const of = this.r.match(RE_OF_DAY, at);
    return of !== null && this.dayPart(of.index + of[0].length) !== null;
  }

  /** Whole values: now, weeks, months, quarters, years, weekends, "in 2 hours", "3 days ago". */
  private whole(at: number): Parse<TimeValue> | null {
    const known = this.wholes[at];
    if (known !== undefined) return known;
    const read = this.readWhole(at);
    this.wholes[at] = read;
    return read;
  }

  private readWhole(at: number): Parse<TimeValue> | null {
    const r = this.r;
    // "the week after next", "the year before last": two units on (before partOf, which reads "the week" alone).
    const two = r.match(RE_UNIT_AFTER_NEXT, at);
    if (two) {
      const offset = two[2] === 'after next' ? 2 : -2;
      const end = two.index + two[0].length;
      if (two[1] === 'weekend' || two[1] === 'week-end') {
        const friday = addDays(startOfWeek(this.now), 4 + 7 * offset);
        return { end, value: { t: 'interval', from: friday + 18 * HOUR, to: addDays(friday, 3), grain: 'hour' } };
      }
      const grain = two[1] as Grain;
      return { end, value: { t: 'point', wall: addGrain(truncate(this.now, grain), grain, offset), grain } };
    }
    // "this time tomorrow", "same time next friday": now's time of day on that day.
    const sameTime = r.match(RE_SAME_TIME, at);
    if (sameTime) {
      const from = sameTime.index + sameTime[0].length;
      const clock = truncate(this.now, 'minute') - this.today;
      const week = r.match(RE_SAME_TIME_WEEK, from);
      // "this time next week", "same time last year": that day of the unit before or after, at now's time of day.
      if (week) return { end: week.index + week[0].length, value: { t: 'point', wall: addGrain(this.today, week[2] as Grain, week[1] === 'next' ? 1 : -1) + clock, grain: 'minute' } };
      const m = this.moment(from);
      if (m && m.value.day && !m.value.tod && !m.value.pod && !m.value.whole && !m.value.weak) {
        return { end: m.end, value: { t: 'point', wall: this.dayOf(m.value.day) + clock, grain: 'minute' } };
      }
    }
    const part = this.partOf(at);
    if (part) return part;
    // ISO 8601 date-times: "2016-12-23T18:00", "2016-12-23T18:00:00Z", "2016-12-23T18:00+01:00".
    const iso = r.match(RE_ISO_DATETIME, at);
    if (iso) {
      const [y, mo, d, h, mi, sec] = [1, 2, 3, 4, 5, 6].map((i) => Number(iso[i] ?? 0)) as [number, number, number, number, number, number];
      if (mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo) && h <= 23 && mi <= 59 && sec <= 59) {
        let wall = wallOf(y, mo, d) + h * HOUR + mi * MINUTE + sec * 1000;
        const zone = iso[7];
        if (zone) wall = this.fromOffset(wall, zone === 'z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2))));
        return { end: iso.index + iso[0].length, value: { t: 'point', wall, grain: iso[6] !== undefined ? 'second' : 'minute' } };
      }
    }
    const now = r.match(RE_19, at);
    if (now) {
      const wall = truncate(this.now, 'second');
      const asap = /asap|as soon/.test(now[1]!);
      return { end: now.index + now[0].length, value: asap ? { t: 'open', dir: 'after', wall, grain: 'second' } : { t: 'point', wall, grain: 'second' } };
    }
    // "this week", "next month", "last year", "the following week", "this quarter", "this weekend".
    const work = r.match(RE_20, at);
    if (work) {
      const offset = /next|coming/.test(work[1]!) ? 1 : /last|previous/.test(work[1]!) ? -1 : 0;
      const monday = addDays(startOfWeek(this.now), 7 * offset);
      return { end: work.index + work[0].length, value: { t: 'interval', from: monday, to: addDays(monday, 4), grain: 'day' } };
    }
    // "the month of july", "during the whole month of may": that month (not this one).
    const m0 = r.s.charCodeAt(r.skip(at));
    const monthSaid = this.saysMonthOf && (m0 === 116 || m0 === 109 || m0 === 119 || m0 === 101 || m0 === 102) ? r.match(RE_MONTH_OF, at) : null;
    const named = monthSaid ? this.whole(monthSaid.index + monthSaid[0].length) : null;
    if (named && named.value.t === 'point' && named.value.grain === 'month') return named;
    const rel = r.match(RE_21, at);
    if (rel) {
      const unit = ({ qtr: 'quarter', yr: 'year' } as Record<string, string>)[rel[2] ?? ''] ?? (rel[2] ?? rel[3]!).replace('-', '');
      const mod = rel[1] ?? 'this';
      const offset = /next|following|coming|upcoming/.test(mod) ? 1 : /last|past|previous/.test(mod) ? -1 : 0;
      const end = rel.index + rel[0].length;
      if (unit === 'weekend') {
        // "the coming weekend" is the next one not yet begun: this week's until Friday evening.
        const thisFriday = addDays(startOfWeek(this.now), 4);
        const ahead = /coming|upcoming/.test(mod) ? (this.now < thisFriday + 18 * HOUR ? 0 : 1) : offset;
        const friday = addDays(thisFriday, 7 * ahead);
        return { end, value: { t: 'interval', from: friday + 18 * HOUR, to: addDays(friday, 3), grain: 'hour' } };
      }
      const grain = unit as Grain;
      // "the week" alone is the rest of this week (Duckling's reading); "this week" the whole one.
      const start = addGrain(truncate(this.now, grain), grain, offset);
      // "[next] year 2014": a year said after wins.
      return { end, value: { t: 'point', wall: start, grain } };
    }
    // "in 2 hours", "in a week", "2 days from now", "3 days ago", "a week later".
    const inside = r.match(RE_22, at);
    const countAt = inside ? inside.index + inside[0].length : at;
    const n = r.count(countAt);
    if (n) {
      // "3 fridays from now", "2 thursdays ago": the n-th such weekday after (before) today.
      const days = r.match(RE_WEEKDAYS_PLURAL, n.end);
      const dayTail = days ? r.match(RE_24, days.index + days[0].length) : null;
      if (days && dayTail && Number.isInteger(n.value) && n.value > 0) {
        const weekday = WEEKDAYS[days[1]!]!;
        const back = /ago|before|back|earlier/.test(dayTail[1]!);
        const first = this.dayOf({ k: 'wd', weekday, mod: back ? 'last' : null });
        return { end: dayTail.index + dayTail[0].length, value: { t: 'point', wall: addDays(first, (back ? -7 : 7) * (n.value - 1)), grain: 'day' } };
      }
      // "in 2 more minutes", "in 2 and a half hours".
      const extra = r.match(RE_MORE, n.end);
      const unit = r.match(UNIT, extra ? extra.index + extra[0].length : n.end);
      // "in 1990 s", "the 90 s": a decade, not seconds ("in 30 s" stays 30 seconds).
      const decadeS = unit?.[1] === 's' && unit.index > n.end && n.value % 10 === 0 && (n.value >= 1000 || (n.value < 100 && /\bthe\s+$/.test(r.s.slice(Math.max(0, countAt - 5), countAt))));
      if (unit && (unit[1]!.length > 1 || !n.article) && !decadeS) {
        const grain = UNIT_GRAIN[unit[1]!]!;
        let end = unit.index + unit[0].length;
        let sign = 0;
        const and = r.match(RE_23, end);
        let value = (n.value + (extra && /half/.test(extra[0]) ? 0.5 : 0)) * (/fortnight/.test(unit[1]!) ? 2 : 1);
        if (and) { value += /half/.test(and[0]) ? 0.5 : 0.25; end = and.index + and[0].length; }
        // "within 2 weeks": from now until then.
        if (inside?.[1] === 'within' && !r.match(RE_24, end)) {
          const from = truncate(this.now, 'second');
          if (isTimeGrain(grain)) return { end, value: { t: 'interval', from, to: this.shifted(grain, value).t === 'point' ? (this.shifted(grain, value) as { wall: number }).wall : from, grain: 'second' } };
          if (Number.isInteger(value)) return { end, value: { t: 'interval', from, to: addGrain(this.today, grain, value), grain: 'second' } };
        }
        if (inside && inside[1] !== 'after') sign = 1;
        const tail = r.match(RE_24, end);
        if (tail) { sign = /ago|before|back|earlier/.test(tail[1]!) ? -1 : 1; end = tail.index + tail[0].length; }
        if (sign !== 0 && (inside === null || tail === null)) {
          return { end, value: this.shifted(grain, sign * value) };
        }
        const relation = inside ? null : r.match(RE_25, end);
        const base = relation ? this.dayPart(relation.index + relation[0].length) : null;
        if (relation && base && !isTimeGrain(grain) && Number.isInteger(value)) {
          const day = this.dayOf(base.value);
          return { end: base.end, value: { t: 'point', wall: addGrain(day, grain, relation[1] === 'before' ? -value : value), grain: 'day' } };
        }
      }
    }
    // "this august", "since next march": the modifier read with the month (which looks back at it).
    const modMonth = r.match(RE_MOD_MONTH, at);
    if (modMonth) {
      const w = this.whole(modMonth.index + modMonth[0].length);
      // Not when a day follows: "this may 12th" is a date (calendarDate).
      const date = w ? this.calendarDate(modMonth.index + modMonth[0].length) : null;
      if (w && w.value.t === 'point' && w.value.grain === 'month' && !(date && date.end > w.end)) return w;
    }
    // Months and quarters: "march", "march 2014", "in may", "q3", "the third quarter", "2014".
    const month = r.match(MONTH, at);
    if (month) {
      const name = month[1]!;
      const year = this.yearAfter(month.index + month[0].length);
      const afterMonth = year ? year.index + year[0].length : month.index + month[0].length;
      const before = this.r.s.slice(Math.max(0, at - 10), at);
      const capital = /[A-Z]/.test(r.text[month.index] ?? '');
      // A range's end is a month too ("from march to may", "march through may"), but not "to mar" (the verb).
      const rangeEnd = name !== 'mar' && /\b(to|till|thru|through|until)\s*$|[-–]\s*$/.test(before);
      if (WEAK_MONTHS.has(name) && !year && !rangeEnd && !(capital && name !== 'may' && name !== 'mar') && !(capital && r.skip(afterMonth) >= r.s.length && month.index === r.skip(0)) && !/\b(in|of|for|until|since|by|from|this|next|last|coming|upcoming|following|previous|past)\s*$/.test(before)) return null;
      const m = MONTHS[name]!;
      let y = year ? Number(year[1]) : yearOf(this.now);
      // "coming may", "the following june" as next; "previous april", "past september" as last.
      const modWord = /\b(this|next|last|coming|upcoming|following|previous|past)\s*$/.exec(before)?.[1];
      const mod = modWord === undefined ? undefined : /^(coming|upcoming|following)$/.test(modWord) ? 'next' : /^(previous|past)$/.test(modWord) ? 'last' : modWord;
      if (!year && m < monthOf(this.now) && mod !== 'this') y++;
      if (!year && mod === 'last' && wallOf(y, m) >= wallOf(yearOf(this.now), monthOf(this.now))) y--;
      return { end: afterMonth, value: { t: 'point', wall: wallOf(y, m), grain: 'month' } };
    }
    const ym = r.match(RE_26, at);
    if (ym) {
      const [y, mo] = ym[1] ? [Number(ym[1]), Number(ym[2])] : [Number(ym[4]), Number(ym[3])];
      if (mo >= 1 && mo <= 12) return { end: ym.index + ym[0].length, value: { t: 'point', wall: wallOf(y, mo), grain: 'month' } };
    }
    // "2019-H2", "H1 2019", "the first half of 2019".
    const halfYear = r.match(RE_HALF_YEAR, at);
    if (halfYear) {
      // "the first half of next year": a year named by its place.
      const y = halfYear[7] ? yearOf(this.now) + (halfYear[7] === 'next' ? 1 : halfYear[7] === 'last' ? -1 : 0) : Number(halfYear[1] ?? halfYear[4] ?? halfYear[6]);
      const h = halfYear[2] ?? halfYear[3] ?? (/^(first|1st)$/.test(halfYear[5]!) ? '1' : '2');
      const from = wallOf(y, h === '1' ? 1 : 7, 1);
      return { end: halfYear.index + halfYear[0].length, value: { t: 'interval', from, to: addDays(addMonths(from, 6), -1), grain: 'day' } };
    }
    const qShort = r.match(RE_27, at);
    if (qShort && !((qShort[1] || qShort[2]) && (qShort[4] || qShort[5]))) {
      const yText = qShort[1] ?? qShort[2] ?? qShort[4] ?? qShort[5];
      const place = qShort[6] === 'next' ? 1 : qShort[6] === 'last' ? -1 : 0;
      const y = yText === undefined ? yearOf(this.now) + place : yText.length === 2 ? 2000 + Number(yText) : Number(yText);
      return { end: qShort.index + qShort[0].length, value: { t: 'point', wall: wallOf(y, 3 * (Number(qShort[3]) - 1) + 1), grain: 'quarter' } };
    }
    const quarter = r.match(RE_28, at);
    // "the last quarter" alone is the one before this ("last quarter", below); "the last quarter of 2019" its fourth.
    if (quarter && !(quarter[3] === 'last' && !quarter[4] && !quarter[5])) {
      const q = quarter[2] ? Number(quarter[2]) : ({ first: 1, second: 2, third: 3, fourth: 4, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, last: 4 } as Record<string, number>)[quarter[3]!]!;
      // "q1 next year", "the first quarter of last year": a year named by its place.
      const y = quarter[4] ? Number(quarter[4]) : yearOf(this.now) + (quarter[5] === 'next' ? 1 : quarter[5] === 'last' ? -1 : 0);
      return { end: quarter.index + quarter[0].length, value: { t: 'point', wall: wallOf(y, 3 * (q - 1) + 1), grain: 'quarter' } };
    }
    // "in nineteen ninety six", "the year two thousand and five".
    const yearLead = r.match(RE_YEAR_WORDS_LEAD, at);
    const yearWords = yearLead ? yearInWords(r, yearLead.index + yearLead[0].length) : null;
    if (yearWords) return { end: yearWords.end, value: { t: 'point', wall: wallOf(yearWords.value, 1), grain: 'year' } };
    const year = r.match(RE_29, at);
    if (year) {
      const y = Number(year[1] ?? year[2]);
      if (y >= (year[2] ? 1900 : 1000) && y <= (year[2] ? 2100 : 2999)) return { end: year.index + year[0].length, value: { t: 'point', wall: wallOf(y, 1), grain: 'year' } };
    }
    return null;
  }

  /**
   * Parts of a month, year or week: "end of the month" (its last 10 days, EOM), "beginning of the year" (its first
   * quarter, BOY), "early/mid/late march", "the first week of october", "the last weekend of october", seasons.
   */
  private partOf(at: number): Parse<TimeValue> | null {
    const r = this.r;
    // "earlier this week", "later in the month", "later this year": the first or second half of the week (Monday to
    // Wednesday, Thursday to Sunday), month (1–15, 16–end) or year; of the current one, only what is past (earlier)
    // or to come (later).
    const half = r.match(RE_EARLIER_LATER, at);
    if (half) {
      const grain: Grain = half[3] === 'week' ? 'week' : half[3] === 'month' ? 'month' : 'year';
      const offset = half[2] && /next|coming|following/.test(half[2]) ? 1 : half[2] && /last|previous|past/.test(half[2]) ? -1 : 0;
      const start = addGrain(truncate(this.now, grain), grain, offset);
      const last = addDays(addGrain(start, grain, 1), -1);
      const mid = grain === 'week' ? addDays(start, 3) : grain === 'month' ? addDays(start, 15) : addMonths(start, 6);
      let [from, to] = half[1] === 'earlier' ? [start, addDays(mid, -1)] : [mid, last];
      if (offset === 0 && half[1] === 'earlier' && addDays(this.today, -1) >= start && addDays(this.today, -1) < to) to = addDays(this.today, -1);
      if (offset === 0 && half[1] === 'later' && this.today > from && this.today <= to) from = this.today;
      return { end: half.index + half[0].length, value: { t: 'interval', from, to, grain: 'day' } };
    }
    // "year to date", "ytd", "month to date": from the start of the unit until today.
    const toDate = r.match(RE_TO_DATE, at);
    if (toDate) {
      const word = toDate[1] ?? toDate[2]!;
      const grain: Grain = word.startsWith('y') ? 'year' : word.startsWith('q') ? 'quarter' : word.startsWith('m') ? 'month' : 'week';
      return { end: toDate.index + toDate[0].length, value: { t: 'interval', from: truncate(this.now, grain), to: this.today, grain: 'day' } };
    }
    // "end of day", "eod", "end of tomorrow", "the end of this sunday": that day's last second.
    const endOfDay = r.match(RE_END_OF_DAY, at);
    if (endOfDay) {
      const after = endOfDay.index + endOfDay[0].length;
      const onAt = endOfDay[1] ? r.end(RE_ON_DAY, after) : -1;
      const named = endOfDay[1] ? this.dayPart(onAt >= 0 ? onAt : after) : null;
      const d = endOfDay[1] ? (named && !named.weak ? named : null) : this.dayPart(after);
      if (endOfDay[1] || d) {
        const day = d ? this.dayOf(d.value) : this.today;
        return { end: d ? d.end : endOfDay.index + endOfDay[0].length, value: { t: 'point', wall: day + DAY - 1000, grain: 'second' } };
      }
    }
    const m = r.match(RE_30, at);
    if (m) {
      const pos = m.index + m[0].length;
      const kind = m[1]!;
      const unit = r.match(RE_31, pos, kind === 'eo' || kind === 'bo' ? false : true);
      const month = unit ? null : this.monthRef(pos);
      const yearM = unit || month ? null : r.match(RE_32, pos);
      // "the end of q2", "early q3 2019": a quarter named.
      const namedQuarter = unit || month || yearM ? null : this.whole(pos);
      let start: number | null = null; let grain: Grain = 'month'; let end = -1;
      if (namedQuarter && namedQuarter.value.t === 'point' && namedQuarter.value.grain === 'quarter') { start = namedQuarter.value.wall; grain = 'quarter'; end = namedQuarter.end; }
      else if (unit && (unit[2]!.length > 1 || kind === 'eo' || kind === 'bo')) {
        grain = unit[2]!.startsWith('y') ? 'year' : unit[2]!.startsWith('w') ? 'week' : unit[2]!.startsWith('q') ? 'quarter' : 'month';
        const offset = unit[1] && /next|coming|following/.test(unit[1]) ? 1 : unit[1] && /last|past|previous/.test(unit[1]) ? -1 : 0;
        start = addGrain(truncate(this.now, grain), grain, offset); end = unit.index + unit[0].length;
      } else if (month) { start = month.value; grain = 'month'; end = month.end; }
      else if (yearM) { start = wallOf(Number(yearM[1]), 1); grain = 'year'; end = yearM.index + yearM[0].length; }
      if (start !== null && !(kind.length === 2 && !unit)) {
        const last = addDays(addGrain(start, grain, 1), -1);
        const early = kind === 'beginning' || kind === 'start' || kind === 'early' || kind === 'bo';
        const mid = kind === 'mid' || kind === 'middle';
        let from: number; let to: number;
        if (grain === 'month') { from = early ? start : mid ? addDays(start, 10) : addDays(start, 20); to = early ? addDays(start, 9) : mid ? addDays(start, 19) : last; }
        else if (grain === 'year') { from = early ? start : mid ? addMonths(start, 4) : addMonths(start, 8); to = early ? addDays(addMonths(start, 3), -1) : mid ? addDays(addMonths(start, 8), -1) : last; }
        // A quarter's thirds are its months.
        else if (grain === 'quarter') { from = early ? start : mid ? addMonths(start, 1) : addMonths(start, 2); to = early ? addDays(addMonths(start, 1), -1) : mid ? addDays(addMonths(start, 2), -1) : last; }
        else { from = early ? start : mid ? addDays(start, 2) : addDays(start, 4); to = early ? addDays(start, 2) : mid ? addDays(start, 4) : last; }
        // "by the end of the month": from now until then.
        if (/^by\b/.test(m[0])) return { end, value: { t: 'interval', from: truncate(this.now, 'second'), to: addDays(to, 1), grain: 'second' } };
        return { end, value: { t: 'interval', from, to, grain: 'day' } };
      }
    }
    const short = r.match(RE_33, at);
    if (short) {
      const w = short[1]!;
      const grain: Grain = w.endsWith('m') ? 'month' : w.endsWith('y') && w !== 'eoy' && w !== 'boy' ? 'day' : w === 'eod' ? 'day' : 'year';
      const start = truncate(this.now, grain);
      const last = addDays(addGrain(start, grain, 1), -1);
      const early = w.startsWith('b');
      const end = short.index + short[0].length;
      if (/^by/.test(short[0])) return { end, value: { t: 'interval', from: truncate(this.now, 'second'), to: addDays(last, 1), grain: 'second' } };
      if (w === 'eod') return null;
      const from = grain === 'month' ? (early ? start : addDays(start, 20)) : early ? start : addMonths(start, 8);
      const to = grain === 'month' ? (early ? addDays(start, 9) : last) : early ? addDays(addMonths(start, 3), -1) : last;
      return { end, value: { t: 'interval', from, to, grain: 'day' } };
    }
    const weekOf = r.match(RE_34, at);
    if (weekOf) {
      const d = this.dayPart(weekOf.index + weekOf[0].length);
      if (d) return { end: d.end, value: { t: 'point', wall: startOfWeek(this.dayOf(d.value)), grain: 'week' } };
    }
    const week = r.match(RE_35, at);
    if (week) {
      const ordinal = (w: string) => ({ first: 1, second: 2, third: 3, fourth: 4, fifth: 5, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5 } as Record<string, number>)[w];
      // "the 3rd last week", "the second to last week", "the penultimate week", "the last week": counted from the end.
      const penultimate = week[1] === 'penultimate';
      const fromEnd = week[2] === 'last' || week[1] === 'last' || penultimate;
      const n = week[1] === 'last' ? 1 : penultimate ? 2 : ordinal(week[1]!)!;
      const after = week.index + week[0].length;
      const month = this.monthRef(after);
      const theYear = month ? null : r.match(RE_THE_YEAR, after);
      const year = month ? null : theYear ? { end: theYear.index + theYear[0].length, value: yearOf(this.now) } : this.yearRef(after);
      if (month && week[3] === 'week') {
        // A month's weeks are the whole weeks (Monday to Sunday) inside it, counted from its start or its end.
        const y = yearOf(month.value); const mo = monthOf(month.value);
        const monday = fromEnd ? addDays(nthWeekday(y, mo, 6, -1), -6 - 7 * (n - 1)) : nthWeekday(y, mo, 0, n);
        return { end: month.end, value: { t: 'point', wall: monday, grain: 'week' } };
      }
      if (month) {
        const friday = nthWeekday(yearOf(month.value), monthOf(month.value), 4, fromEnd ? -n : n);
        return { end: month.end, value: { t: 'interval', from: friday + 18 * HOUR, to: addDays(friday, 3), grain: 'hour' } };
      }
      if (year && week[3] === 'week') {
        // A year's weeks are its ISO 8601 weeks (week 1 holds January 4).
        const monday = fromEnd ? addDays(isoWeekOne(year.value + 1), -7 * n) : addDays(isoWeekOne(year.value), 7 * (n - 1));
        return { end: year.end, value: { t: 'point', wall: monday, grain: 'week' } };
      }
    }
    // "the first 2 weeks of 2021", "the last four months of 2021", "first ten days of last year", "the 9th month of next year".
    const firstN = r.match(RE_FIRST_N, at);
    if (firstN) {
      const countAt = firstN.index + firstN[0].length;
      const count = firstN[1] === 'first' || firstN[1] === 'last' ? r.count(countAt, false) : null;
      const unit = r.match(RE_PART_UNIT, count ? count.end : countAt);
      const nth = count ? null : readOrdinal(r, firstN.index + (r.match(RE_THE, firstN.index)?.[0].length ?? 0));
      const of = unit ? r.match(RE_OF, unit.index + unit[0].length) : null;
      const theYear = of ? r.match(RE_THE_YEAR, of.index + of[0].length) : null;
      let year = of ? (theYear ? { end: theYear.index + theYear[0].length, value: yearOf(this.now) } : this.yearRef(of.index + of[0].length)) : null;
      // "the first 2 quarters": of this year (a quarter is a part of a year only).
      if (!of && unit && count && /^quarter/.test(unit[1]!)) year = { end: unit.index + unit[0].length, value: yearOf(this.now) };
      // "the first 2 weeks of june": its first 14 days.
      const month = of && !year && (/^day/.test(unit![1]!) || (count && /^week/.test(unit![1]!))) ? this.monthRef(of.index + of[0].length) : null;
      if (unit && (year || month)) {
        const end = (year ?? month)!.end;
        const fromEnd = firstN[1] === 'last';
        const grain: Grain = /^day/.test(unit[1]!) || month ? 'day' : /^week/.test(unit[1]!) ? 'week' : /^quarter/.test(unit[1]!) ? 'quarter' : 'month';
        const n = count ? count.value * (month && /^week/.test(unit[1]!) ? 7 : 1) : nth ? nth.value : 0;
        if (Number.isInteger(n) && n >= 1) {
          let first: number; let last: number;
          if (month) { const start = month.value; first = start; last = addDays(addMonths(start, 1), -1); }
          else if (grain === 'week') { first = isoWeekOne(year!.value); last = addDays(isoWeekOne(year!.value + 1), -1); }
          else { first = wallOf(year!.value, 1, 1); last = wallOf(year!.value, 12, 31); }
          if (!count) {
            // "the 9th month of next year": one unit.
            const from = addGrain(first, grain, n - 1);
            if (grain === 'month' && n <= 12) return { end, value: { t: 'point', wall: from, grain: 'month' } };
            if (grain === 'week') return { end, value: { t: 'point', wall: from, grain: 'week' } };
            if (grain === 'day' && from <= last) return { end, value: { t: 'point', wall: from, grain: 'day' } };
          } else if (fromEnd) {
            const from = addGrain(addDays(last, 1), grain, -n);
            if (from >= first) return { end, value: { t: 'interval', from, to: last, grain: 'day' } };
          } else {
            const to = addDays(addGrain(first, grain, n), -1);
            if (to <= last) return { end, value: { t: 'interval', from: first, to, grain: 'day' } };
          }
        }
      }
    }
    // "week 31", "the week 1", "week 27 of last year": ISO 8601 week numbers.
    const numbered = r.match(RE_WEEK_NUMBER, at);
    if (numbered && Number(numbered[1]) >= 1 && Number(numbered[1]) <= 53) {
      const tail = r.match(RE_OF, numbered.index + numbered[0].length);
      const year = tail ? this.yearRef(tail.index + tail[0].length) : null;
      const y = year ? year.value : yearOf(this.now);
      return { end: year ? year.end : numbered.index + numbered[0].length, value: { t: 'point', wall: addDays(isoWeekOne(y), 7 * (Number(numbered[1]) - 1)), grain: 'week' } };
    }
    // "the week beginning february 4", "w/c feb 4": the week (Monday to Sunday) holding that day, as "the week of".
    const beginning = r.match(RE_WEEK_BEGINNING, at);
    if (beginning) {
      const d = this.dayPart(beginning.index + beginning[0].length);
      if (d) return { end: d.end, value: { t: 'point', wall: startOfWeek(this.dayOf(d.value)), grain: 'week' } };
    }
    // "the 1990s", "the 90's", "the nineties"; "the 21st century".
    const decade = r.match(RE_DECADE, at);
    if (decade) {
      const start = decade[1] !== undefined ? (decade[1].length === 2 ? 1900 + Number(decade[1]) : Number(decade[1])) : 1900 + 10 * DECADE_WORDS.indexOf(decade[2]!);
      if (start % 10 === 0) return { end: decade.index + decade[0].length, value: { t: 'interval', from: wallOf(start, 1, 1), to: wallOf(start + 9, 12, 31), grain: 'day' } };
    }
    // "this decade", "next decade", "the last two decades": calendar decades (as "the 2010s") from the one holding today.
    const decadeRel = r.match(RE_DECADE_REL, at);
    if (decadeRel) {
      const afterMod = decadeRel.index + decadeRel[0].length;
      const n = r.count(afterMod, false);
      const word = r.match(RE_DECADE_WORD, n ? n.end : afterMod);
      const count = n ? n.value : 1;
      if (word && Number.isInteger(count) && count >= 1 && count <= 10 && (count === 1 || word[0].startsWith('decades')) && !(n && /this|current/.test(decadeRel[1]!))) {
        const current = yearOf(this.now) - (yearOf(this.now) % 10);
        const offset = /next|coming|following/.test(decadeRel[1]!) ? 1 : /last|past|previous/.test(decadeRel[1]!) ? -count : 0;
        const from = current + 10 * offset;
        return { end: word.index + word[0].length, value: { t: 'interval', from: wallOf(from, 1, 1), to: wallOf(from + 10 * (offset === 1 ? count : offset === 0 ? 1 : count) - 1, 12, 31), grain: 'day' } };
      }
    }
    const centuryAt = r.match(RE_THE, at);
    const century = readOrdinal(r, centuryAt ? centuryAt.index + centuryAt[0].length : at);
    const centuryWord = century ? r.match(RE_CENTURY, century.end) : null;
    if (century && centuryWord && century.value >= 1 && century.value <= 30) {
      const start = (century.value - 1) * 100;
      return { end: centuryWord.index + centuryWord[0].length, value: { t: 'interval', from: wallOf(start, 1, 1), to: wallOf(start + 99, 12, 31), grain: 'day' } };
    }
    // "this season", "last season", "next season": the astronomical season holding today, or the one before or after.
    const seasonRel = r.match(RE_SEASON_REL, at);
    if (seasonRel) {
      const offset = /next|coming|following/.test(seasonRel[1]!) ? 1 : /last|past|previous/.test(seasonRel[1]!) ? -1 : 0;
      const [from, to] = seasonAround(this.today, offset);
      return { end: seasonRel.index + seasonRel[0].length, value: { t: 'interval', from, to, grain: 'day' } };
    }
    // "summer 2017", "the winter of 2016": that year's season (winter to the next March).
    const seasonYear = r.match(RE_SEASON_YEAR, at);
    if (seasonYear) {
      const k = ['spring', 'summer', 'fall', 'winter'].indexOf(seasonYear[1] === 'autumn' ? 'fall' : seasonYear[1]!);
      const [mo, d] = SEASON_STARTS[k]!;
      const [from, to] = seasonAround(wallOf(Number(seasonYear[2]), mo, d), 0);
      return { end: seasonYear.index + seasonYear[0].length, value: { t: 'interval', from, to, grain: 'day' } };
    }
    // "memorial day weekend", "the weekend of halloween": the days off around the holiday (Saturday and Sunday, and
    // the holiday when it is a Monday, Tuesday, Thursday or Friday next to them).
    const weekendOf = r.match(RE_WEEKEND_OF, at);
    const holidayAt = weekendOf ? weekendOf.index + weekendOf[0].length : at;
    if (weekendOf || mayBeHoliday(r.s, r.skip(at))) {
      const h = this.dayPart(holidayAt);
      const tail = h && !weekendOf ? r.match(RE_WEEKEND_TAIL, h.end) : null;
      if (h && h.value.k === 'holiday' && (weekendOf || tail)) {
        const day = this.dayOf(h.value);
        const wd = weekdayOf(day);
        const from = wd === 0 ? addDays(day, -2) : wd === 1 ? addDays(day, -3) : wd === 2 ? addDays(day, 3) : wd === 6 ? addDays(day, -1) : day;
        const to = wd <= 1 ? day : addDays(day, 6 - wd);
        return { end: tail ? tail.index + tail[0].length : h.end, value: { t: 'interval', from, to, grain: 'day' } };
      }
    }
    const season = r.match(RE_36, at);
    if (season && season[1] !== undefined) {
      // Astronomical seasons of the northern hemisphere (as Duckling): spring from March 20, summer June 21, fall September 23, winter December 21.
      const starts: Record<string, [number, number]> = { spring: [3, 20], summer: [6, 21], fall: [9, 23], autumn: [9, 23], winter: [12, 21] };
      const [mo, d] = starts[season[2]!]!;
      let from = wallOf(yearOf(this.now), mo, d);
      const lengthTo = (f: number) => { const order = ['spring', 'summer', 'fall', 'winter']; const name = season[2] === 'autumn' ? 'fall' : season[2]!; const next = starts[order[(order.indexOf(name) + 1) % 4]!]!; let t = wallOf(yearOf(f), next[0], next[1]); if (t <= f) t = wallOf(yearOf(f) + 1, next[0], next[1]); return addDays(t, -1); };
      if (lengthTo(addGrain(from, 'year', -1)) >= this.today && season[1] !== 'next') from = addGrain(from, 'year', -1);
      else if (lengthTo(from) < this.today) from = addGrain(from, 'year', 1);
      if (season[1] === 'next' && from <= this.today) from = addGrain(from, 'year', 1);
      if (season[1] === 'last') from = addGrain(from, 'year', -1);
      return { end: season.index + season[0].length, value: { t: 'interval', from, to: lengthTo(from), grain: 'day' } };
    }
    // "within the hour": the next hour; "within the week": from now to the week's end.
    const withinThe = r.match(RE_WITHIN_THE, at);
    if (withinThe) {
      const end = withinThe.index + withinThe[0].length;
      const from = truncate(this.now, 'second');
      const unit = withinThe[1] as Grain;
      const to = unit === 'hour' ? from + HOUR : unit === 'day' ? addDays(this.today, 1) : unit === 'week' ? addDays(startOfWeek(this.now), 7) : addGrain(truncate(this.now, unit), unit, 1);
      return { end, value: { t: 'interval', from, to, grain: 'second' } };
    }
    const restOf = r.match(RE_REST, at);
    // "later today at 5", "later today after 3pm": the time said reads with "today" alone (the moment there).
    const timeAfter = restOf !== null && restOf[1] === undefined && RE_TIME_AFTER_TODAY.test(r.s.slice(restOf.index + restOf[0].length, restOf.index + restOf[0].length + 12));
    if (restOf && !timeAfter) {
      const end = restOf.index + restOf[0].length;
      if (restOf[1] === 'day' || restOf[1] === undefined) return { end, value: { t: 'interval', from: truncate(this.now, 'second'), to: addDays(this.today, 1), grain: 'second' } };
      const grain = restOf[1] as Grain | 'decade';
      const y = yearOf(this.now);
      const last = grain === 'decade' ? wallOf(y - (y % 10) + 9, 12, 31) : grain === 'week' ? addDays(startOfWeek(this.now), 6) : addDays(addGrain(truncate(this.now, grain), grain, 1), -1);
      return { end, value: { t: 'interval', from: this.today, to: last, grain: 'day' } };
    }
    // "this fortnight": this week and the next (a fortnight is 14 days; "next fortnight" is the next two weeks).
    const fortnight = r.match(RE_THIS_FORTNIGHT, at);
    if (fortnight) return { end: fortnight.index + fortnight[0].length, value: { t: 'interval', from: startOfWeek(this.now), to: addDays(startOfWeek(this.now), 13), grain: 'day' } };
    const rest = r.match(RE_37, at);
    if (rest) {
      const from = /rest|^the week/.test(rest[1]!) || rest[0] === 'the week' ? this.today : startOfWeek(this.now);
      if (rest[0] === 'the week' && at > 0 && !/\b(of|for)\s*$/.test(r.s.slice(0, at))) return { end: rest.index + rest[0].length, value: { t: 'interval', from, to: addDays(startOfWeek(this.now), 6), grain: 'day' } };
      return { end: rest.index + rest[0].length, value: { t: 'interval', from, to: addDays(startOfWeek(this.now), 6), grain: 'day' } };
    }
    return null;
  }

  /** The reference moved by a count of a grain: time grains in real time to the second, longer ones as days. */
  private shifted(grain: Grain, amount: number): TimeValue {
    if (isTimeGrain(grain)) {
      const ms = { second: 1000, minute: MINUTE, hour: HOUR }[grain as 'second' | 'minute' | 'hour'] * amount;
      return { t: 'point', wall: truncate(this.later(this.now, ms), 'second'), grain: 'second', real: true };
    }
    const whole = Math.trunc(amount);
    let wall = addGrain(this.now, grain, whole);
    const rest = amount - whole;
    if (rest !== 0) wall = grain === 'day' ? wall + rest * DAY : grain === 'week' ? wall + rest * 7 * DAY : addDays(wall, Math.round(rest * (grain === 'month' ? 30 : grain === 'quarter' ? 91 : 365)));
    return { t: 'point', wall: truncate(wall, 'day'), grain: 'day' };
  }

  /** A day: today, tomorrow, friday, march 3rd, 3/15, the 3rd, christmas. `weak`: may not stand alone. */
  private dayPart(at: number): DayRead | null {
    const known = this.dayParts[at];
    if (known !== undefined) return known;
    const read = this.readDayPart(at);
    this.dayParts[at] = read;
    return read;
  }

  private readDayPart(at: number): { end: number; value: DaySpec; weak: boolean } | null {
    const r = this.r;
    const rel = r.match(RE_38, at);
    if (rel) {
      const w = rel[1]!;
      const offset = /after tomorrow/.test(w) ? 2 : /before yesterday/.test(w) ? -2 : /^(tomorrow|tmrw|tmr|tomorow|(?:the )?(?:next|following) day)$/.test(w) ? 1 : /^(yesterday|(?:the )?previous day)$/.test(w) ? -1 : 0;
      if (w === 'tonight') return null;
      return { end: rel.index + rel[0].length, value: { k: 'abs', wall: addDays(this.today, offset) }, weak: false };
    }
    const best: Array<{ end: number; value: DaySpec; weak: boolean }> = [];
    // "the day before christmas", "the day after my birthday" no: "the day after friday".
    const dayBeside = r.match(RE_DAY_BESIDE, at);
    const beside = dayBeside ? this.dayPart(dayBeside.index + dayBeside[0].length) : null;
    if (dayBeside && beside && !beside.weak) best.push({ end: beside.end, value: { k: 'abs', wall: addDays(this.dayOf(beside.value), dayBeside[1] === 'before' ? -1 : 1) }, weak: false });
    // "next week on tuesday", "this week monday", "last week's sunday": that week's day.
    const weekDay = r.match(RE_WEEK_WEEKDAY, at);
    if (weekDay) {
      const offset = /next|following|coming/.test(weekDay[1]!) ? 1 : /last|previous/.test(weekDay[1]!) ? -1 : 0;
      best.push({ end: weekDay.index + weekDay[0].length, value: { k: 'abs', wall: addDays(startOfWeek(this.now), 7 * offset + WEEKDAYS[weekDay[2]!]!) }, weak: false });
    }
    // Weekdays: "friday", "next friday", "this friday", "last friday", "friday next week", "friday, march 3".
    const wd = r.match(RE_39, at);
    if (wd) {
      const name = wd[2]!;
      const modWord = wd[1];
      const mod: Mod = modWord === undefined ? null : /next|following/.test(modWord) ? 'next' : /last|past|previous/.test(modWord) ? 'last' : 'this';
      let end = wd.index + wd[0].length;
      const weekTail = r.match(RE_40, end);
      // "coming friday": the next one after today, as a weekday alone.
      let spec: DaySpec = { k: 'wd', weekday: WEEKDAYS[name]!, mod: modWord === 'coming' ? null : mod };
      if (weekTail) {
        const offset = weekTail[1] === 'next' ? 1 : weekTail[1] === 'last' ? -1 : 0;
        spec = { k: 'abs', wall: addDays(startOfWeek(this.now), 7 * offset + WEEKDAYS[name]!) };
        end = weekTail.index + weekTail[0].length;
      } else if (!modWord) {
        // "monday two weeks from now", "friday in 3 weeks": that weekday of the week so many weeks on.
        const inWord = r.match(RE_IN_WORD, end);
        const n = r.count(inWord ? inWord.index + inWord[0].length : end, false);
        const weeks = n ? r.match(RE_WEEKS_ON, n.end) : null;
        if (n && weeks && (inWord || weeks[1]) && Number.isInteger(n.value) && n.value >= 1 && n.value <= 52) {
          spec = { k: 'abs', wall: addDays(startOfWeek(this.now), 7 * n.value + WEEKDAYS[name]!) };
          end = weeks.index + weeks[0].length;
        }
      }
      // "sunday 31", "friday the 23rd": a day of the month no hour can be; the month in which it is that weekday.
      const dom = modWord ? null : r.match(RE_WEEKDAY_DOM, end);
      if (dom) best.push({ end: dom.index + dom[0].length, value: this.withWeekday({ k: 'dom', day: Number(dom[1]) }, WEEKDAYS[name]!), weak: false });
      // "friday, march 3": the date says which friday.
      const date = this.calendarDate(r.end(RE_41, end) >= 0 ? r.end(RE_41, end) : end);
      if (date && (!modWord || modWord === 'this')) best.push({ end: date.end, value: this.withWeekday(date.value, WEEKDAYS[name]!), weak: false });
      // "sat", "sun" and "wed" are words too: a weekday when capitalised, after a cue, or with a date or time.
      const capital = /[A-Z]/.test(r.text[wd.index + (modWord ? modWord.length + 1 : 0)] ?? '');
      const weak = WEAK_WEEKDAYS.has(name) && !modWord && !capital && !/\b(on|by|until|till|since|every|from|before|after)\s*$/.test(r.s.slice(Math.max(0, at - 7), at));
      best.push({ end, value: spec, weak });
    }
    const date = this.calendarDate(at);
    if (date) {
      best.push(date);
      const wdAfter = r.match(RE_42, date.end);
      if (wdAfter) best.push({ end: wdAfter.index + wdAfter[0].length, value: this.withWeekday(date.value, WEEKDAYS[wdAfter[1]!]!), weak: false });
    }
    const nth = this.nthOf(at);
    if (nth) best.push(nth);
    // Holidays, with an optional year or modifier: "christmas", "next thanksgiving", "thanksgiving 2014".
    const mod = r.match(RE_43, at);
    const hAt = mod ? mod.index + mod[0].length : at;
    // Another calendar's new year ("chinese new year", "islamic new year") is not January 1: left unread.
    const otherCalendar = /\b(chinese|lunar|islamic|hijri|jewish|parsi|persian|hindu|thai|tamil|sinhala|vietnamese|korean)\s+$/.test(r.s.slice(Math.max(0, at - 12), at));
    for (const [re, on] of mayBeHoliday(r.s, r.skip(hAt)) && !otherCalendar ? HOLIDAYS : []) {
      const h = r.match(re, hAt);
      if (!h) continue;
      let end = h.index + h[0].length;
      const year = this.yearAfter(end, RE_HOLIDAY_YEAR);
      if (year) end = year.index + year[0].length;
      const m = mod?.[1];
      // "christmas 2 years ago", "easter in 3 years", "thanksgiving a year from now": that holiday of the year so far off.
      const shift = year || mod ? null : this.yearsOff(end);
      if (shift) best.push({ end: shift.end, value: { k: 'holiday', on, mod: null, year: yearOf(this.now) + shift.years }, weak: false });
      // "thanksgiving of next year", "mlk day of last year".
      const yearRel = year ? null : r.match(RE_OF_REL_YEAR, end);
      if (yearRel) {
        const y = yearOf(this.now) + (yearRel[1] === 'next' ? 1 : yearRel[1] === 'last' ? -1 : 0);
        best.push({ end: yearRel.index + yearRel[0].length, value: { k: 'holiday', on, mod: null, year: y }, weak: false });
      }
      best.push({ end, value: { k: 'holiday', on, mod: m === 'next' ? 'next' : m === 'last' || m === 'previous' ? 'last' : null, ...(year ? { year: Number(year[1]) } : {}) }, weak: false });
    }
    // Holidays of the Islamic, Hebrew and Chinese calendars and the Orthodox churches (holidays-lunar.ts).
    LUNAR_HOLIDAY_START.lastIndex = r.skip(hAt);
    if (LUNAR_HOLIDAY_START.test(r.s)) {
      for (const { re, on, last, weak } of LUNAR_HOLIDAYS) {
        const h = r.match(re, hAt);
        if (!h) continue;
        let end = h.index + h[0].length;
        const year = this.yearAfter(end, RE_HOLIDAY_YEAR);
        if (weak && !year && !mod && !/[A-Z]/.test(r.text[h.index] ?? '')) continue;
        if (year && Number.isNaN(on(Number(year[1])))) continue;
        if (year) end = year.index + year[0].length;
        const m = mod?.[1];
        best.push({ end, value: { k: 'holiday', on, mod: m === 'next' ? 'next' : m === 'last' ? 'last' : null, ...(year ? { year: Number(year[1]) } : {}), ...(last ? { last } : {}) }, weak: false });
        break;
      }
    }
    let pick: { end: number; value: DaySpec; weak: boolean } | null = null;
    for (const b of best) if (!pick || b.end > pick.end) pick = b;
    return pick;
  }

  /**
   * Days named by their place: "the first monday of march", "last friday of the month", "the last day of october 2015",
   * "third day of october", "the 20th of next month", "friday after next".
   */
  private nthOf(at: number): DayRead | null {
    const known = this.nths[at];
    if (known !== undefined) return known;
    const read = this.readNthOf(at);
    this.nths[at] = read;
    return read;
  }

  private readNthOf(at: number): { end: number; value: DaySpec; weak: boolean } | null {
    const r = this.r;
    const m = r.match(RE_45, at);
    // "last last friday" is no place; "the 3 last days" a count (relativeSpan).
    const n = m && !(m[2] && (m[1] === 'last' || m[1] === 'penultimate' || /^\d+$/.test(m[1]!))) ? placeOf(m[1]!, m[2] !== undefined) : 0;
    if (m && n !== 0) {
      const after = m.index + m[0].length;
      // A period: a month ("of june", "of next month"), a quarter ("of q3", "of the quarter") or a year ("of 2020",
      // "of the year", "of next year"). Its n-th day, weekday or weekday of a kind, from its start or its end.
      let span: { end: number; first: number; last: number } | null = null;
      let month = this.monthRef(after);
      // "the 15th day of the month": the next one to come, as "the 15th of the month".
      if (month && m[3] === 'day' && n > 0 && RE_THE_MONTH_ALONE.test(r.s.slice(after, month.end)) && addDays(month.value, n - 1) < this.today) month = { ...month, value: addMonths(month.value, 1) };
      if (month) span = { end: month.end, first: month.value, last: addDays(addMonths(month.value, 1), -1) };
      const theYear = span ? null : r.match(RE_THE_YEAR, after);
      const year = span ? null : theYear ? { end: theYear.index + theYear[0].length, value: yearOf(this.now) } : this.yearRef(after);
      if (year) span = { end: year.end, first: wallOf(year.value, 1, 1), last: wallOf(year.value, 12, 31) };
      const quarter = span ? null : this.whole(after);
      if (quarter && quarter.value.t === 'point' && quarter.value.grain === 'quarter') span = { end: quarter.end, first: quarter.value.wall, last: addDays(addMonths(quarter.value.wall, 3), -1) };
      const wall = span ? nthDayIn(span.first, span.last, m[3]!, n) : NaN;
      if (span && !Number.isNaN(wall)) return { end: span.end, value: { k: 'abs', wall }, weak: false };
    }
    // "the twenty third day of september": a day in ordinal words.
    const theAt = r.end(RE_53, at);
    const nthWord = m ? null : readOrdinalDay(r, theAt >= 0 ? theAt : at);
    const dayOf = nthWord ? r.match(RE_DAY_OF, nthWord.end) : null;
    let dayMonth = dayOf ? this.monthRef(dayOf.index + dayOf[0].length) : null;
    if (dayMonth && nthWord && RE_THE_MONTH_ALONE.test(r.s.slice(dayOf!.index + dayOf![0].length, dayMonth.end)) && addDays(dayMonth.value, nthWord.value - 1) < this.today) dayMonth = { ...dayMonth, value: addMonths(dayMonth.value, 1) };
    if (nthWord && dayMonth && nthWord.value <= daysInMonth(yearOf(dayMonth.value), monthOf(dayMonth.value))) return { end: dayMonth.end, value: { k: 'abs', wall: addDays(dayMonth.value, nthWord.value - 1) }, weak: false };
    // "the 2nd of next month"; in words, "the first of next month", "the twenty first day of this month".
    const ofMonth = nthWord ? r.match(RE_OF_REL_MONTH, nthWord.end) : null;
    const dom = ofMonth ? null : r.match(RE_46, at);
    if (dom || ofMonth) {
      const word = dom ? dom[2] : ofMonth![1];
      const d = dom ? Number(dom[1]) : nthWord!.value;
      // "the 1st of the month": this month's when still to come, else next month's.
      const offset = word === undefined ? (d < dateOf(this.today) ? 1 : 0) : /next|following/.test(word) ? 1 : /last|previous/.test(word) ? -1 : 0;
      const month = addMonths(wallOf(yearOf(this.now), monthOf(this.now)), offset);
      const domEnd = dom ? dom.index + dom[0].length : ofMonth!.index + ofMonth![0].length;
      if (d >= 1 && d <= daysInMonth(yearOf(month), monthOf(month))) return { end: domEnd, value: { k: 'abs', wall: addDays(month, d - 1) }, weak: false };
    }
    // "the friday before easter", "the monday after thanksgiving", "third tuesday after christmas", "the 2nd day after
    // the 15th": counted from that day, which is not counted ("the monday after" a Monday is a week on).
    const around = this.saysAround ? r.match(RE_AROUND_DAY, at) : null;
    const base = around ? this.dayPart(around.index + around[0].length) : null;
    if (around && base && !base.weak) {
      const [, place, what, relation] = around;
      const dir = /^(after|following)$/.test(relation!) ? 1 : -1;
      const n = place === undefined ? 1 : place === 'last' ? (dir < 0 ? 1 : 0) : ordinalOf(place);
      // "sat", "sun", "wed" are words too: a weekday here only after "the" or a place ("the sun after the rain" no).
      const weakName = WEAK_WEEKDAYS.has(what!) && place === undefined && !/^the\s/.test(around[0]);
      if (Number.isInteger(n) && n >= 1 && n <= 53 && !weakName && (what !== 'day' || place !== undefined)) {
        const from = this.dayOf(base.value);
        let wall: number;
        if (what === 'day') wall = addDays(from, dir * n);
        else {
          const wd = WEEKDAYS[what!]!;
          const gap = dir > 0 ? (wd - weekdayOf(from) + 7) % 7 || 7 : (weekdayOf(from) - wd + 7) % 7 || 7;
          wall = addDays(from, dir * (gap + 7 * (n - 1)));
        }
        return { end: base.end, value: { k: 'abs', wall }, weak: false };
      }
    }
    const afterNext = r.match(RE_47, at);
    if (afterNext) {
      // "tuesday before last": the one a week before last tuesday.
      const back = /^before/.test(afterNext[2]!);
      const one = this.dayOf({ k: 'wd', weekday: WEEKDAYS[afterNext[1]!]!, mod: back ? 'last' : null });
      return { end: afterNext.index + afterNext[0].length, value: { k: 'abs', wall: addDays(one, back ? -7 : 7) }, weak: false };
    }
    return null;
  }

  /** "in 2 years", "a year from now", "3 years ago" at `at`: the years on (back when negative). */
  private yearsOff(at: number): { end: number; years: number } | null {
    const r = this.r;
    const inWord = r.match(RE_IN_WORD, at);
    const n = r.count(inWord ? inWord.index + inWord[0].length : at);
    const unit = n && Number.isInteger(n.value) && n.value >= 1 && n.value <= 100 ? r.match(RE_YEARS_WORD, n.end) : null;
    if (!n || !unit) return null;
    const tail = r.match(RE_24, unit.index + unit[0].length);
    if (inWord ? tail !== null : tail === null || /^(before now)$/.test(tail[1]!)) return null;
    const back = tail !== null && /ago|back|earlier/.test(tail[1]!);
    return { end: tail ? tail.index + tail[0].length : unit.index + unit[0].length, years: back ? -n.value : n.value };
  }

  /** A date said with its weekday ("fri, jul 18"): without a year, the year in which that date is that weekday. */
  private withWeekday(spec: DaySpec, weekday: number): DaySpec {
    if (spec.k === 'dom') {
      // "thu 15th": the next month whose 15th is a Thursday.
      let month = wallOf(yearOf(this.today), monthOf(this.today));
      for (let i = 0; i < 36; i++, month = addMonths(month, 1)) {
        if (spec.day > daysInMonth(yearOf(month), monthOf(month))) continue;
        const w = addDays(month, spec.day - 1);
        if (w >= this.today && weekdayOf(w) === weekday) return { k: 'abs', wall: w };
      }
      return spec;
    }
    if (spec.k !== 'md' || spec.year !== undefined) return spec;
    const y0 = yearOf(this.now);
    for (const y of [y0, y0 + 1, y0 - 1, y0 + 2, y0 - 2, y0 + 3, y0 - 3, y0 + 4, y0 + 5, y0 + 6]) {
      if (spec.day > daysInMonth(y, spec.month)) continue;
      const w = wallOf(y, spec.month, spec.day);
      if (weekdayOf(w) === weekday) return { k: 'abs', wall: w };
    }
    return spec;
  }

  /** A year: "2018", "this year", "next year", "last year": the year's number. */
  private yearRef(at: number): Parse<number> | null {
    const m = this.r.match(RE_YEAR_REF, at);
    if (!m) return null;
    const value = m[2] !== undefined ? Number(m[2]) : yearOf(this.now) + (/next|following/.test(m[1]!) ? 1 : /last|previous/.test(m[1]!) ? -1 : 0);
    return { end: m.index + m[0].length, value };
  }

  /** A month named with an optional year, or "the month", "this month", "next month": its first day. */
  private monthRef(at: number): Parse<number> | null {
    const r = this.r;
    const rel = r.match(RE_48, at);
    if (rel) {
      const offset = rel[1] && /next|following/.test(rel[1]) ? 1 : rel[1] && /last|previous/.test(rel[1]) ? -1 : 0;
      return { end: rel.index + rel[0].length, value: addMonths(wallOf(yearOf(this.now), monthOf(this.now)), offset) };
    }
    const m = r.match(MONTH, at);
    if (!m) return null;
    const mo = MONTHS[m[1]!]!;
    const year = this.yearAfter(m.index + m[0].length);
    let y = year ? Number(year[1]) : yearOf(this.now);
    if (!year && mo < monthOf(this.now)) y++;
    return { end: year ? year.index + year[0].length : m.index + m[0].length, value: wallOf(y, mo) };
  }

  /** Calendar dates: "march 3rd", "3rd of march 2015", "3/15", "2015-03-15", "the 3rd", "15.03.2015". */
  private calendarDate(at: number): DayRead | null {
    const known = this.dates[at];
    if (known !== undefined) return known;
    const read = this.readCalendarDate(at);
    this.dates[at] = read;
    return read;
  }

  private readCalendarDate(at: number): { end: number; value: DaySpec; weak: boolean } | null {
    const r = this.r;
    const out: Array<{ end: number; value: DaySpec; weak: boolean }> = [];
    // "20161016", "2016 10 16", "2016/10/16": a year first, then month and day (no other order is written so).
    const compact = r.match(RE_YMD, at);
    if (compact && Number(compact[1]) >= 1900 && Number(compact[1]) <= 2099) { const v = this.validDay(+compact[1]!, +compact[3]!, +compact[4]!); if (v) out.push({ end: compact.index + compact[0].length, value: v, weak: false }); }
    // "2016 dec 25", "2016, december 25th": a year first, then the month's name and the day.
    const yearFirst = r.match(RE_YEAR_MONTH_DAY, at);
    if (yearFirst) { const v = this.validDay(Number(yearFirst[1]), MONTHS[yearFirst[2]!]!, Number(yearFirst[3])); if (v) out.push({ end: yearFirst.index + yearFirst[0].length, value: v, weak: false }); }
    // A month's name, a four-digit year and a day, in any order, joined by one separator: "sep-23-2020",
    // "september-2020-23", "2020/23/sep", "23-2020-september".
    const three = r.match(RE_THREE_PARTS, at);
    if (three) {
      const parts = [three[1]!, three[3]!, three[4]!];
      const name = parts.find((p) => MONTHS[p.replace(/\.$/, '')] !== undefined);
      const yearText = parts.find((p) => /^\d{4}$/.test(p));
      const dayText = parts.find((p) => /^\d{1,2}$/.test(p));
      if (name && yearText && dayText) { const v = this.validDay(Number(yearText), MONTHS[name.replace(/\.$/, '')]!, Number(dayText)); if (v) out.push({ end: three.index + three[0].length, value: v, weak: false }); }
    }
    const iso = r.match(RE_49, at);
    if (iso && Number(iso[1]) >= 1000) { const v = this.validDay(+iso[1]!, +iso[3]!, +iso[4]!); if (v) out.push({ end: iso.index + iso[0].length, value: v, weak: false }); }
    const slash = r.match(RE_50, at);
    if (slash) {
      const sep = slash[2]!;
      let [a, b] = [Number(slash[1]), Number(slash[3])];
      const yText = slash[4];
      // Dashes and dots read as dates only with a year ("10-31-74"), slashes alone too ("12/24"); a dot also after "on"
      // or a weekday when no time follows ("on 5.12", "friday 7.6"; "on 7.45pm" is a time).
      // After a weekday only a one-digit day ("friday 7.6"; "friday 7.30" is a time).
      const dotCue = sep === '.' && yText === undefined ? RE_DOT_DATE_CUE.exec(r.s.slice(Math.max(0, at - 12), at)) : null;
      const dotDay = dotCue !== null && (dotCue[1] === 'on' || slash[3]!.length === 1) && !r.match(RE_HALF_AFTER, slash.index + slash[0].length);
      if (sep === '/' || yText !== undefined || dotDay) {
        // Month first (US) unless the first cannot be a month ("31/10/2014").
        if (a > 12 && b <= 12) [a, b] = [b, a];
        const year = yText === undefined ? undefined : yText.length === 2 ? (Number(yText) < 50 ? 2000 : 1900) + Number(yText) : Number(yText);
        if (a >= 1 && a <= 12 && b >= 1 && b <= 31) {
          // "1/3 of the votes", "3/4 of them", "2/3 of 300 people", "1/2 cup", "a 2/3 majority": a fraction of something,
          // no date, nor "2/3 of 20" a year. "1/3 of 2021", "2/15 of next year" (read below) and "on 1/3 of each month" stay dates.
          // "open 24/7" says always, no 24th of July (a year after it, "24/7/2025", is a date).
          const always = year === undefined && sep === '/' && slash[1] === '24' && slash[3] === '7';
          const fraction = always || (year === undefined && sep === '/' && !/\bon\s*$/.test(r.s.slice(Math.max(0, slash.index - 4), slash.index)) && RE_FRACTION_OF.test(r.s.slice(slash.index + slash[0].length, slash.index + slash[0].length + 24)));
          const v: DaySpec | null = fraction ? null : year === undefined ? { k: 'md', month: a, day: b } : this.validDay(year, a, b);
          if (v) out.push({ end: slash.index + slash[0].length, value: v, weak: false });
          // "5/7, 2020": a year said after a slash date.
          const later = year === undefined && sep === '/' && !fraction ? this.yearAfter(slash.index + slash[0].length, RE_44) : null;
          const withYear = later ? this.validDay(Number(later[1]), a, b) : null;
          if (later && withYear) out.push({ end: later.index + later[0].length, value: withYear, weak: false });
        }
      }
    }
    // "2019/aug/01", "2019-aug-1".
    const ymd = r.match(RE_51, at);
    if (ymd) { const v = this.validDay(Number(ymd[1]), MONTHS[ymd[2]!]!, Number(ymd[3])); if (v) out.push({ end: ymd.index + ymd[0].length, value: v, weak: false }); }
    const dmy = r.match(RE_52, at);
    if (dmy) {
      const y = dmy[3]!.length === 2 ? (Number(dmy[3]) < 50 ? 2000 : 1900) + Number(dmy[3]) : Number(dmy[3]);
      const v = this.validDay(y, MONTHS[dmy[2]!]!, Number(dmy[1]));
      if (v) out.push({ end: dmy.index + dmy[0].length, value: v, weak: false });
    }
    // "oct/2", "dec31", "mar4", "sep-23-2020", "14april".
    const monthSlash = r.match(RE_MONTH_SLASH_DAY, at);
    if (monthSlash) {
      const m = MONTHS[monthSlash[1]!]!;
      const d = Number(monthSlash[2]);
      const year = monthSlash[3] ? null : this.yearAfter(monthSlash.index + monthSlash[0].length);
      const y = monthSlash[3] ?? year?.[1];
      const v = y !== undefined ? this.validDay(Number(y), m, d) : d >= 1 && d <= daysInMonth(2012, m) ? { k: 'md' as const, month: m, day: d } : null;
      if (v) out.push({ end: year ? year.index + year[0].length : monthSlash.index + monthSlash[0].length, value: v, weak: false });
    }
    const glued = r.match(RE_DAY_GLUED_MONTH, at);
    if (glued) {
      const m = MONTHS[glued[2]!]!;
      const d = Number(glued[1]);
      const year = this.yearAfter(glued.index + glued[0].length);
      const v = year ? this.validDay(Number(year[1]), m, d) : d >= 1 && d <= daysInMonth(2012, m) ? { k: 'md' as const, month: m, day: d } : null;
      if (v) out.push({ end: year ? year.index + year[0].length : glued.index + glued[0].length, value: v, weak: false });
    }
    // Month then day: "march 3", "march 3rd, 2015", "march the 3rd", "mar. 3".
    const month = r.match(MONTH, at);
    if (month) {
      const m = MONTHS[month[1]!]!;
      const day = r.match(RE_9, month.index + month[0].length);
      const afterMonth = month.index + month[0].length;
      const theEnd = r.end(RE_53, afterMonth);
      const dayWord = day ? null : readOrdinalDay(r, theEnd >= 0 ? theEnd : afterMonth);
      const d = day ? Number(day[1]) : dayWord?.value;
      const dEnd = day ? day.index + day[0].length : dayWord?.end;
      if (d !== undefined && dEnd !== undefined && d >= 1 && d <= 31) {
        const year = this.yearAfter(dEnd);
        if (year) { const v = this.validDay(Number(year[1]), m, d); if (v) out.push({ end: year.index + year[0].length, value: v, weak: false }); }
        else if (d <= daysInMonth(2012, m)) out.push({ end: dEnd, value: { k: 'md', month: m, day: d }, weak: false });
      }
      // "january twenty five nineteen eighty six": a day in cardinal words, only with a year after it.
      const cardinal = day || dayWord ? null : r.numberWords(afterMonth);
      const cardinalYear = cardinal && Number.isInteger(cardinal.value) && cardinal.value >= 1 && cardinal.value <= 31 ? this.yearAfter(cardinal.end) : null;
      if (cardinal && cardinalYear) { const v = this.validDay(Number(cardinalYear[1]), m, cardinal.value); if (v) out.push({ end: cardinalYear.index + cardinalYear[0].length, value: v, weak: false }); }
    }
    // "twenty five january nineteen eighty six": the same, day first.
    const cardinalFirst = r.numberWords(at);
    if (cardinalFirst && Number.isInteger(cardinalFirst.value) && cardinalFirst.value >= 1 && cardinalFirst.value <= 31) {
      const mm = r.match(MONTH, cardinalFirst.end);
      const year = mm ? this.yearAfter(mm.index + mm[0].length) : null;
      if (mm && year) { const v = this.validDay(Number(year[1]), MONTHS[mm[1]!]!, cardinalFirst.value); if (v) out.push({ end: year.index + year[0].length, value: v, weak: false }); }
    }
    // Day then month: "3rd of march", "3 march 2015", "the 3rd of march", "the third of march".
    const dayFirst = r.match(RE_9, at);
    const theAt = r.end(RE_53, at);
    const dayFirstWord = readOrdinalDay(r, theAt >= 0 ? theAt : at);
    // "$ 12 december 27": an amount of money is no day.
    const money = /[$€£¥]\s*$/.test(r.s.slice(Math.max(0, at - 3), at));
    for (const dd of money ? [] : [dayFirst ? { value: Number(dayFirst[1]), end: dayFirst.index + dayFirst[0].length, ordinal: /(st|nd|rd|th)$/.test(dayFirst[0]) } : null, dayFirstWord ? { ...dayFirstWord, ordinal: true } : null]) {
      if (!dd || dd.value < 1 || dd.value > 31) continue;
      const mAt = r.end(RE_54, dd.end);
      const mm = r.match(MONTH, mAt >= 0 ? mAt : dd.end);
      if (mm) {
        const m = MONTHS[mm[1]!]!;
        const year = this.yearAfter(mm.index + mm[0].length);
        if (year) { const v = this.validDay(Number(year[1]), m, dd.value); if (v) out.push({ end: year.index + year[0].length, value: v, weak: false }); }
        else if (dd.value <= daysInMonth(2012, m)) out.push({ end: mm.index + mm[0].length, value: { k: 'md', month: m, day: dd.value }, weak: false });
      } else if (dd.ordinal && RE_ORDINAL_NOUN_AFTER.test(r.s.slice(dd.end, dd.end + 16))) {
        // "on the 3rd floor", "at the third intersection": an ordinal of a thing, no day.
      } else if (dd.ordinal) {
        // "the 3rd": a day of the month, but alone only after a cue ("on the 3rd"); else it is an ordinal.
        const before = r.s.slice(Math.max(0, at - 8), at);
        const cue = /\b(on|for|by|until|till|since|from|before|after|to|through)\s*$/.test(before);
        out.push({ end: dd.end, value: { k: 'dom', day: dd.value }, weak: !cue });
      } else if (/\bon\s+$/.test(r.s.slice(Math.max(0, at - 4), at)) && RE_DAY_END.test(r.s.slice(dd.end))) {
        // "on 15": a bare number after "on" is a day of the month when the clause ends or a time follows ("on 2
        // occasions" is no day).
        out.push({ end: dd.end, value: { k: 'dom', day: dd.value }, weak: false });
      }
    }
    let pick: { end: number; value: DaySpec; weak: boolean } | null = null;
    for (const o of out) if (!pick || o.end > pick.end) pick = o;
    // "this 5/12", "this may 12th": this year's, even when past (as "this march").
    if (pick && pick.value.k === 'md' && RE_THIS_BEFORE.test(r.s.slice(Math.max(0, at - 6), at))) {
      const y = yearOf(this.now);
      if (pick.value.day <= daysInMonth(y, pick.value.month)) pick = { ...pick, value: { k: 'abs', wall: wallOf(y, pick.value.month, pick.value.day) } };
    }
    return pick;
  }

  /**
   * A year said after a date, a month or a holiday: digits ("march 3, 2015", "in 2015"), words ("nineteen ninety
   * six", "two thousand and five") or two digits after "of" or "'" ("april of 87"); as a match of `digits`.
   */
  private yearAfter(pos: number, digits: RegExp = RE_4): RegExpExecArray | null {
    const r = this.r;
    const m = r.match(digits, pos);
    if (m) return m;
    // "june next year", "march 3 of last year".
    const rel = r.match(RE_REL_YEAR_AFTER, pos);
    if (rel) {
      const y = yearOf(this.now) + (rel[1] === 'next' ? 1 : rel[1] === 'last' ? -1 : 0);
      return Object.assign([r.s.slice(rel.index, rel.index + rel[0].length), String(y)], { index: rel.index, input: r.s, groups: undefined }) as RegExpExecArray;
    }
    const leadEnd = r.end(RE_YEAR_LEAD, pos);
    const y = yearInWords(r, leadEnd >= 0 ? leadEnd : pos) ?? twoDigitYear(r, pos);
    if (!y) return null;
    const from = r.skip(pos);
    return Object.assign([r.s.slice(from, y.end), String(y.value)], { index: from, input: r.s, groups: undefined }) as RegExpExecArray;
  }

  private validDay(y: number, m: number, d: number): DaySpec | null {
    if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
    return { k: 'abs', wall: wallOf(y, m, d) };
  }

  /** A time of day: "8:15pm", "7.45pm", "19:00", "noon", "half past seven", "7 o'clock", "at 9" (with a cue). */
  private tod(at: number, cue: boolean): TodRead | null {
    const key = 2 * at + (cue ? 1 : 0);
    const known = this.tods[key];
    if (known !== undefined) return known;
    const read = this.readTod(at, cue);
    this.tods[key] = read;
    return read;
  }

  private readTod(at: number, cue: boolean): { end: number; value: Tod; weak: boolean } | null {
    const t = this.todCore(at, cue);
    if (!t) return null;
    // A zone said after the time ("9:30 GMT", "4pm CET"): the time is that zone's, the value the context's.
    const z0 = this.r.s[this.r.skip(t.end)];
    const offset = z0 === 'u' || z0 === 'g' || z0 === '(' ? this.r.match(ZONE_OFFSET, t.end) : null;
    if (offset && Number(offset[2]) <= 14 && Number(offset[3] ?? 0) < 60) {
      const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3] ?? 0));
      return { end: offset.index + offset[0].length, value: { ...t.value, zone: minutes }, weak: false };
    }
    const z = this.r.match(ZONE_ABBREVIATION, t.end);
    if (z) return { end: z.index + z[0].length, value: { ...t.value, zone: ZONE_OFFSETS[z[1]!]! }, weak: false };
    const region = this.r.match(ZONE_REGION, t.end);
    // "3 pt" (points, pints) is no time: the two letters only after a time that stands alone.
    if (region && (region[1] !== undefined || !t.weak)) return { end: region.index + region[0].length, value: { ...t.value, zoneName: ZONE_REGIONS[region[1] ?? region[2]!]! }, weak: false };
    return t;
  }

  private todCore(at: number, cue: boolean): { end: number; value: Tod; weak: boolean } | null {
    const r = this.r;
    // "half seven" (British): half past the hour.
    const halfHour = r.match(RE_HALF_HOUR, at);
    if (halfHour) {
      const hr = this.todCore(halfHour.index + halfHour[0].length, true);
      if (hr && hr.value.minute === 0 && hr.value.grain === 'hour' && hr.value.hour >= 1 && hr.value.hour <= 12) return { end: hr.end, value: { ...hr.value, minute: 30, grain: 'minute' }, weak: false };
    }
    // "12 noon", "12 midnight": the number says the same hour.
    const twelve = r.match(RE_TWELVE, at);
    const named = r.match(RE_55, twelve ? twelve.index + twelve[0].length : at);
    if (named) return { end: (r.match(RE_56, named.index + named[0].length, false)?.index === named.index + named[0].length ? r.end(RE_56, named.index + named[0].length) : named.index + named[0].length), value: { hour: /noon|mid ?day/.test(named[1]!) ? 12 : 0, minute: 0, second: 0, half: '24h', grain: 'hour' }, weak: false };
    // Words: "half past seven", "quarter to eight", "ten past 6pm", "20 minutes past 3pm", "15 to noon".
    const past = r.match(RE_57, at);
    if (past) {
      const amount = past[1] === 'half' ? 30 : /quarter/.test(past[1]!) ? 15 : /^\d+$/.test(past[1]!) ? Number(past[1]) : (r.numberWords(past.index)?.value ?? NaN);
      const hourAt = past.index + past[0].length;
      const hr = this.todCore(hourAt, true);
      const clear = /half|quarter/.test(past[1]!) || /minute/.test(past[0]) || amount > 12;
      const forwardWord = /past|after/.test(past[2]!);
      if (hr && hr.value.minute === 0 && Number.isInteger(amount) && amount > 0 && amount < 60 && (forwardWord ? past[2] === 'past' || clear : clear)) {
        const forward = /past|after/.test(past[2]!);
        const v = hr.value;
        let hour = v.hour;
        let minute = amount;
        let half = v.half;
        if (!forward) {
          minute = 60 - amount;
          if (hour === 0 && half === '24h') { hour = 23; }
          else if (half === 'am' || half === 'pm') { hour = hour % 12 === 0 ? (half === 'am' ? 23 : 11) : hour - 1; if (hour === 11 && v.hour % 12 === 0) half = half === 'pm' ? 'am' : 'pm'; }
          else hour = hour === 0 ? 23 : hour - 1;
          if (hour === 0 && half === null) hour = 12;
        }
        return { end: hr.end, value: { hour, minute, second: 0, half, grain: 'minute' }, weak: false };
      }
    }
    // Digits: "8:15", "8:15:30", "8.15pm", "19h00", "16h", "8pm", "8 o'clock", "730pm", "at 1030".
    const d = r.match(RE_58, at, false);
    const military = r.match(RE_59, at, false);
    if (military && !d?.[2] && !d?.[5] && !d?.[7]) {
      const [hour, minute] = [Number(military[1]), Number(military[2])];
      const end = military.index + military[0].length;
      const hv = readHalfIn(r, end);
      // "at 0930": four digits with a leading zero are the 24-hour clock.
      if (minute < 60 && !hv && cue && military[0].length === 4 && military[0][0] === '0') {
        return { end, value: { hour, minute, second: 0, half: '24h', grain: 'minute' }, weak: false };
      }
      if (minute < 60 && hour <= 23 && (hv ? hour >= 1 && hour <= 12 : cue && hour <= 12 && military[0].length >= 3)) {
        return { end: hv ? hv.end : end, value: { hour, minute, second: 0, half: hv ? hv.half : null, grain: 'minute' }, weak: false };
      }
      // "1730 hrs", "at 1730": a 24-hour clock (after a cue, not 19xx or 20xx, which read as years).
      const hrs = hv ? null : r.match(RE_HRS, end);
      if (minute < 60 && hour <= 23 && military[0].length === 4 && (hrs || (hour >= 13 && cue && hour !== 19 && hour !== 20))) {
        return { end: hrs ? hrs.index + hrs[0].length : end, value: { hour, minute, second: 0, half: '24h', grain: 'minute' }, weak: false };
      }
    }
    // "13/04/21" is a date, its "13" no hour.
    if (d && !/\d/.test(r.s[d.index + d[0].length] ?? '') && !(d[0].length <= 2 && /^\/\d/.test(r.s.slice(d.index + d[0].length, d.index + d[0].length + 2)))) {
      const hour = Number(d[1]);
      let minute = Number(d[3] ?? d[6] ?? d[8] ?? 0);
      const second = Number(d[4] ?? 0);
      let end = d.index + d[0].length;
      const colon = d[2] !== undefined;
      const dot = d[5] !== undefined;
      const h = d[7] !== undefined;
      // "at 3 15": an hour and its minutes said apart, after a cue.
      const apart = !colon && !dot && !h && cue ? r.match(RE_60, end, false) : null;
      if (apart && apart.index === end + 1 && Number(apart[1]) < 60 && !r.match(RE_61, apart.index + 2)) { minute = Number(apart[1]); end = apart.index + apart[0].length; }
      // "3ish pm", "11ish": "-ish" against an hour makes it a time, as "o'clock" does.
      const ishAt = hour <= 12 ? r.match(RE_64, end, false) : null;
      if (ishAt && ishAt.index === end) end = ishAt.index + ishAt[0].length;
      const oclock = r.match(RE_62, end) ?? (ishAt && ishAt.index + ishAt[0].length === end ? ishAt : null);
      if (oclock) end = oclock.index + oclock[0].length;
      const hv = readHalfIn(r, end);
      if (dot && !hv && !(cue && Number(d[6]) < 60 && hour <= 23)) return null;
      if (hour > 24 || minute > 59 || second > 59) return null;
      if (hv) {
        if (hour === 0 || hour > 12) { if (!(colon && hour <= 23)) return null; }
        end = hv.end;
      }
      const clock = colon || h || apart !== null;
      // "19:00", "07:30", "16h": a 24-hour clock; "7:30" could be either half.
      const halfOf: Tod['half'] = hv && hour <= 12 ? hv.half : (clock && (hour === 0 || hour > 12 || d[1]!.startsWith('0'))) || h || hour > 12 ? '24h' : null;
      if (!clock && !hv && !oclock && !cue) return null;
      if (!clock && !hv && !oclock && hour > 12 && !cue) return null;
      if (hour === 24 && minute !== 0) return null;
      // A bare number after a cue ("at 7") is a time only when no unit or noun follows it ("at 7 people").
      if (!clock && !hv && !oclock && r.match(RE_63, end)) return null;
      const grain: Grain = second ? 'second' : colon || dot || apart || (h && d[8] !== undefined) ? 'minute' : 'hour';
      if (!colon && !dot && !h && !apart) minute = 0;
      const ish = r.match(RE_64, end, false);
      if (ish && ish.index === end) end = ish.index + ish[0].length;
      return { end, value: { hour: hour === 24 ? 0 : hour, minute, second, half: halfOf, grain }, weak: !clock && !hv && !oclock };
    }
    const hw = this.hourWord(at);
    if (hw) {
      let end = hw.end;
      let minute = 0;
      let grain: Grain = 'hour';
      const mins = r.match(RE_65, end, false);
      const minWords = mins ? null : r.numberWords(r.s[end] === '-' ? end + 1 : end);
      if (mins) {
        const v = r.numberWords(mins.index + mins[0].length - mins[2]!.length);
        if (v && v.value > 0 && v.value < 10) { minute = v.value; end = v.end; grain = 'minute'; }
      } else if (minWords && minWords.value >= 10 && minWords.value < 60) { minute = minWords.value; end = minWords.end; grain = 'minute'; }
      // "seven-ish", "sevenish": "-ish" makes the hour word a time, as "o'clock" does.
      const ish = grain === 'hour' ? r.match(RE_64, end, false) : null;
      const oclock = ish && ish.index === end ? ish : r.match(RE_62, end);
      if (oclock) end = oclock.index + oclock[0].length;
      const hv = readHalfIn(r, end);
      if (!hv && !oclock && grain === 'hour' && !cue) return null;
      if (hv) end = hv.end;
      // "friday in two weeks", "at two people": an hour word before a unit or a noun counts them.
      if (!hv && !oclock && grain === 'hour' && r.match(RE_63, end)) return null;
      return { end, value: { hour: hw.value, minute, second: 0, half: hv ? hv.half : null, grain }, weak: !hv && !oclock && grain === 'hour' };
    }
    return null;
  }

  /** An hour in words: "seven", "twelve". */
  private hourWord(at: number): { value: number; end: number } | null {
    const m = this.r.match(RE_66, at);
    if (!m) return null;
    return { value: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].indexOf(m[1]!) + 1, end: m.index + m[0].length };
  }

  // ---------- resolution ----------

  /** The day a day part names, against the reference. */
  dayOf(spec: DaySpec): number {
    const today = this.today;
    switch (spec.k) {
      case 'abs': return spec.wall;
      case 'md': {
        if (spec.year !== undefined) return wallOf(spec.year, spec.month, Math.min(spec.day, daysInMonth(spec.year, spec.month)));
        let y = yearOf(today);
        for (let i = 0; i < 8; i++, y++) {
          if (spec.day > daysInMonth(y, spec.month)) continue;
          const w = wallOf(y, spec.month, spec.day);
          if (w >= today) return w;
        }
        return wallOf(yearOf(today) + 1, spec.month, Math.min(spec.day, daysInMonth(yearOf(today) + 1, spec.month)));
      }
      case 'dom': {
        let month = wallOf(yearOf(today), monthOf(today));
        for (let i = 0; i < 12; i++, month = addMonths(month, 1)) {
          if (spec.day > daysInMonth(yearOf(month), monthOf(month))) continue;
          const w = addDays(month, spec.day - 1);
          if (w >= today) return w;
        }
        return today;
      }
      case 'wd': {
        const wd = weekdayOf(today);
        if (spec.mod === 'next') return addDays(startOfWeek(today), 7 + spec.weekday);
        if (spec.mod === 'last') return addDays(today, -(((wd - spec.weekday + 6) % 7) + 1));
        if (spec.mod === 'this') return spec.weekday >= wd ? addDays(today, spec.weekday - wd) : addDays(today, 7 - wd + spec.weekday);
        return addDays(today, ((spec.weekday - wd + 6) % 7) + 1);
      }
      case 'holiday': {
        if (spec.year !== undefined) return spec.on(spec.year);
        const y = yearOf(today);
        if (spec.mod === 'last') { const t = spec.on(y); return t < today ? t : spec.on(y - 1); }
        const t = spec.on(y);
        return t >= today ? t : spec.on(y + 1);
      }
    }
  }

  /** A moment's value against the reference. */
  resolve(p: Parts): TimeValue {
    if (p.whole) return p.whole;
    const day = p.day ? this.dayOf(p.day) : null;
    if (p.tod) {
      const t = p.tod;
      const hours = this.hoursOf(t, p.pod, day !== null);
      const base = day ?? this.today;
      // A time said in a zone ("10am GMT-5", "9:30 PST", "10am pacific") is the next one to come there: compared with now in the context's zone.
      let best: number | null = null;
      if (day !== null) {
        best = wallAtTime(base, hours[0]!, t);
        for (const h of hours) if (this.inZone(t, wallAtTime(base, h, t)) >= this.now) { best = wallAtTime(base, h, t); break; }
      } else {
        for (let k = 0; k < 2 && best === null; k++) for (const h of hours) if (this.inZone(t, wallAtTime(addDays(base, k), h, t)) >= truncate(this.now, 'minute') && best === null) best = wallAtTime(addDays(base, k), h, t);
        best ??= wallAtTime(addDays(base, 1), hours[0]!, t);
      }
      // "midnight tonight", "friday night at midnight": the midnight that ends that evening or night.
      if (p.pod && p.pod.from >= 18 && p.pod.to === 24 && hours.length === 1 && hours[0] === 0) best = wallAtTime(addDays(base, 1), 0, t);
      return { t: 'point', wall: this.inZone(t, best), grain: t.grain };
    }
    if (p.pod) {
      const d = day ?? this.today;
      return { t: 'interval', from: d + p.pod.from * HOUR, to: d + p.pod.to * HOUR, grain: 'hour' };
    }
    // A festival of several days: "ramadan", "passover", "hanukkah".
    if (day !== null && p.day?.k === 'holiday' && p.day.last) return { t: 'interval', from: day, to: p.day.last(day), grain: 'day' };
    return { t: 'point', wall: day ?? this.today, grain: 'day' };
  }

  /** A wall time of a time of day said in a zone ("9:30 GMT"), in the context's zone; others as they are. */
  private inZone(t: Tod, wall: number): number {
    return t.zone !== undefined ? this.fromOffset(wall, t.zone) : t.zoneName !== undefined ? this.fromOffset(wall, zoneOffsetAtWall(t.zoneName, wall)) : wall;
  }

  /** The hours a time of day may be, in order of preference. */
  private hoursOf(t: Tod, pod: Pod | undefined, withDay: boolean): number[] {
    const h = t.hour;
    if (t.half === 'am') return [h % 12];
    if (t.half === 'pm') return [(h % 12) + 12];
    if (t.half === '24h' || h === 0 || h > 12) return [h];
    // 12 in the evening or at night is midnight (resolve() puts it after that evening), in the afternoon noon.
    if (pod) return pod.from >= 12 ? [h === 12 ? (pod.from >= 18 && pod.to === 24 ? 0 : 12) : h + 12] : pod.to <= 12 ? [h % 12] : [h];
    if (h === 12) return [12, 0];
    if (withDay && h <= 6) return [h + 12];
    return [h, h + 12];
  }
}

const DECADE_WORDS = ['', '', 'twenties', 'thirties', 'forties', 'fifties', 'sixties', 'seventies', 'eighties', 'nineties'];

/**
 * Words an expression may start with (besides digits and number and ordinal words): exported for any pre-filter
 * that must not skip a statement the grammar reads.
 */
export const FIRST_WORDS: ReadonlySet<string> = new Set([
  ...Object.keys(MONTHS), ...Object.keys(WEEKDAYS), 'mondays',
  'a', 'an', 'half', 'quarter', 'few', 'couple', 'three-quarters', 'today', 'tomorrow', 'tmrw', 'tmr', 'tomorow', 'yesterday', 'tonight', 'tonite',
  'now', 'same', 'right', 'just', 'immediately', 'asap', 'as', 'this', 'next', 'last', 'past', 'previous', 'coming', 'upcoming', 'following', 'current',
  'the', 'from', 'between', 'after', 'since', 'starting', 'beginning', 'later', 'no', 'before', 'until', 'till', 'til', 'untill', 'through', 'thru',
  'prior', 'by', 'up', 'earlier', 'greater', 'more', 'less', 'in', 'within', 'during', 'over', 'for', 'at', 'around', 'about', 'approximately', 'on', 'of', 'noon', 'noonish', 'midday',
  'mid', 'midnight', 'mid-night', 'end', 'close', 'cob', 'start', 'early', 'middle', 'late', 'eom', 'bom', 'eoy', 'boy', 'eod', 'week', 'weekend', 'week-end', 'wkend',
  'rest', 'remaining', 'remainder', 'all', 'spring', 'summer', 'fall', 'autumn', 'winter', 'q1', 'q2', 'q3', 'q4', 'morning', 'afternoon', 'evening', 'night', 'lunch',
  'lunchtime', 'penultimate', 'year', 'christmas', 'xmas', 'new', 'saint', 'st', 'valentine', 'valentines', 'halloween', 'independence', 'fourth', 'thanksgiving',
  'black', 'memorial', 'labor', 'labour', 'martin', 'mlk', 'presidents', 'washington', 'mother', 'mothers', 'father', 'fathers', 'easter', 'palm',
  'maundy', 'ash', 'mardi', 'shrove', 'pancake', 'pentecost', 'whit', 'white', 'trinity', 'paddy', 'patrick', 'good', 'holy', 'ascension', 'feast', 'corpus', 'boxing', 'cyber', 'veterans', 'columbus', 'earth',
  'otd', 'juneteenth', 'freedom', 'jubilee', 'workers', 'guy', 'bonfire', 'cinco', 'women', 'womens', 'groundhog', 'bastille', 'inauguration', 'singles', 'single', 'children', 'childrens', 'arbor', 'canberra', 'baptiste', 'mao', 'maos', 'yuan', 'yuandan', 'yuanxiao', 'lantern', 'dragon', 'duanwu', 'moon', 'double', 'chong', 'chongyang', 'qixi',
  ...YEAR_WORD_STARTS, 'fortnight', 'month', 'ytd', 'qtd', 'mtd', 'wtd', 'q', 'h', 'boss', 'bosss', 'koningsdag', 'king', 'kings', 'world', 'day', 'season', 'seasons', 'anytime', 'w', 'calendar', ...DECADE_WORDS.filter(Boolean),
]);
/** Characters other than digits an expression may start with ("@ 5pm", "> = 2019", "<= 2019"): for a pre-filter too. */
export const FIRST_SYMBOLS: ReadonlySet<string> = new Set(['@', '<', '>']);
/** The unit words a length is read with ("for 2 hours", "the next 3 days"; UNIT less its one-letter forms): exported for the pre-filter. */
export const LENGTH_UNITS: ReadonlySet<string> = new Set(Object.keys(UNIT_GRAIN).filter((u) => u.length > 1));
const WORD_AT = /[a-z]+(?:-[a-z]+)?/y;

/** Whether a date or time may start at `at`: a digit, "@", ">" or "<", or a first word of the grammar (number and ordinal words too). */
/** Whether a date may start at `at` (a word start): a digit, a first symbol or one of the grammar's first words. */
export function mayStart(s: string, at: number): boolean {
  const c = s.charCodeAt(at);
  if ((c >= 48 && c <= 57) || FIRST_SYMBOLS.has(s[at]!)) return true;
  WORD_AT.lastIndex = at;
  const m = WORD_AT.exec(s);
  if (!m) return false;
  const word = m[0];
  if (FIRST_WORDS.has(word) || isNumberWord(word) || ORDINAL_WORDS.has(word)) return true;
  const head = word.split('-')[0]!;
  if (FIRST_WORDS.has(head) || isNumberWord(head)) return true;
  LUNAR_HOLIDAY_START.lastIndex = at;
  return LUNAR_HOLIDAY_START.test(s);
}

/** First letters of the holidays' names: the holiday regexes are tried only after one. */
const HOLIDAY_INITIALS = new Set([...'cxnsvhit4fbmlpwegarkjydq']);
const HOLIDAY_START = /(christmas|xmas|new|saint|st|valentine|hallo|indep|the|4th|fourth|thanks|black|memorial|labo|martin|mlk|presid|washing|mother|father|easter|palm|maundy|ash|mardi|shrove|pancake|pente|whit|white|trinity|pad|patrick|good|holy|ascension|feast|corpus|boxing|cyber|veteran|columbus|earth|boss|koningsdag|king|world|juneteenth|freedom|jubilee|may day|workers|all (?:saint|hallow|soul)|guy|bonfire|cinco|george|april fools|women|groundhog|bastille|inauguration|single|children|arbor|canberra|baptiste|mao|yuan|lantern|dragon|duanwu|mid[\s-]autumn|moon|double|chong|qixi)/y;
function mayBeHoliday(s: string, at: number): boolean {
  if (!HOLIDAY_INITIALS.has(s[at] ?? '')) return false;
  HOLIDAY_START.lastIndex = at;
  return HOLIDAY_START.test(s);
}

function readOrdinalDay(r: Reader, at: number): { value: number; end: number } | null {
  if (at < 0) return null;
  const o = readOrdinal(r, at);
  return o && o.value <= 31 ? o : null;
}

const isTimeGrain = (g: Grain) => g === 'second' || g === 'minute' || g === 'hour';
const GRAIN_ORDER: Grain[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'];
const finest = (a: Grain, b: Grain): Grain => (GRAIN_ORDER.indexOf(a) <= GRAIN_ORDER.indexOf(b) ? a : b);

function grainOf(v: TimeValue): Grain | null {
  return v.grain;
}

function startOf(v: TimeValue): number | null {
  if (v.t === 'point') return v.wall;
  if (v.t === 'interval') return v.from;
  return null;
}

/** The last day a value covers (for day-grain intervals, whose end is the last day). */
function lastDayOf(v: TimeValue): number | null {
  if (v.t === 'interval') return truncate(v.grain === 'day' ? v.to : v.to - 1, 'day');
  if (v.t !== 'point') return null;
  if (v.grain === 'day' || isTimeGrain(v.grain)) return truncate(v.wall, 'day');
  return addDays(addGrain(v.wall, v.grain, 1), -1);
}

export type { Moment };
export { dateOf };

/** The Monday of ISO 8601 week 1 of a year (the week holding January 4). */
function isoWeekOne(year: number): number {
  return startOfWeek(wallOf(year, 1, 4));
}

/** Astronomical seasons of the northern hemisphere (as Duckling): their first days, in order from spring. */
const SEASON_STARTS: ReadonlyArray<[number, number]> = [[3, 20], [6, 21], [9, 23], [12, 21]];
/** The first and last day of the season holding `day`, moved by `offset` seasons. */
function seasonAround(day: number, offset: number): [number, number] {
  const starts: number[] = [];
  for (let y = yearOf(day) - 2; y <= yearOf(day) + 2; y++) for (const [m, d] of SEASON_STARTS) starts.push(wallOf(y, m, d));
  let k = 0;
  while (k + 1 < starts.length && starts[k + 1]! <= day) k++;
  k += offset;
  return [starts[k]!, addDays(starts[k + 1]!, -1)];
}


/** The grammar's sticky regexes, made once (a literal in a function makes a new object at each call). */
const RE_1 = /(from|between)\b/y;
const RE_2 = /(?:from\s+|between\s+)?(\d{4})\s*(-|–|~|to|till|until|through|thru|and)\s*(\d{4})\b/y;
const RE_3 = /(\d{1,2})(?:st|nd|rd|th)?\b/y;
const RE_4 = /,?\s*(?:of\s+|in\s+|[/-](?=\d{4}))?(\d{4})\b/y;
const RE_AS_EARLY = /as (early|late) as\b/y;
const RE_AFTER_WORD = /(?:anytime\s+)?(after|later than|since|from)\b/y;
const RE_BEFORE_WORD = /,?\s*(?:but|and)\s+(?:also\s+)?(before|earlier than|no later than|until|till)\b/y;
// "and after" only at a clause's end: "1/1/2016 and after 6pm" is a date and a time.
const RE_OR_LATER = /(?:(?:or|and)\s+(?:later|after|beyond|onwards?)|onwards?)(?=\s*(?:[.,;!?)]|$))/y;
const RE_AT_THE_LATEST = /,?\s*at the (latest|earliest)\b/y;
const RE_FEW = /(a few|few|a couple of|a couple|couple of|several)\b/y;
const RE_WEEKDAYS_PLURAL = /(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s\b/y;
const RE_MORE = /(?:more|additional|extra|and an? half)\b/y;
const RE_YEAR_REF = /(?:the\s+)?(?:(this|next|last|previous|following|current)\s+year|(?:year\s+)?(\d{4}))\b/y;
const RE_WEEK_NUMBER = /(?:the\s+)?(?:calendar\s+)?week\s+(?:number\s+|no\.?\s+|#)?(\d{1,2})\b/y;
const RE_OF = /(?:of|in)\s+/y;
// "a week from tomorrow" is seven days after it, not a calendar week: only "the week" or "week" alone.
const RE_WEEK_BEGINNING = /(?:the\s+)?(?<!\ba\s)(?:week\s+(?:beginning|commencing|starting|from)(?:\s+on)?|w\/c)\s*/y;
const RE_DECADE = /(?:the\s+)?(?:'?(\d{2}|1\d{3}|20\d{2})\s?'?s|(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties))\b/y;
const RE_THE = /the\s+/y;
const RE_DECADE_REL = /(?:the\s+)?(this|current|next|coming|following|last|past|previous)\s+/y;
const RE_DECADE_WORD = /decades?\b/y;
const RE_FIRST_N = /(?:the\s+)?(first|last|\d{1,2}(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\s+/y;
const RE_PART_UNIT = /(days?|weeks?|months?|quarters?)\b/y;
const RE_HALF_YEAR = /(?:(\d{4})[\s-]?h([12])|h([12])[\s-]?(\d{4})|(?:the\s+)?(first|second|1st|2nd)\s+half\s+of\s+(?:(?:the\s+year\s+)?(\d{4})|(this|next|last)\s+year))\b/y;
// The end of a range that is now: group 1 when it is said as a date ("to date", "till the current date").
const RE_NOW_END = /(?:right\s+)?now\b|(?:the\s+)?(?:(?:current|present|today'?s)\s+)?(date)\b|(?:the\s+)?present(?:\s+time)?\b/y;
const RE_END_OF_DAY = /(?:at\s+)?(?:the\s+)?(?:(eod|cob|end of (?:the\s+)?(?:business\s+)?day|(?:close|end) of business)\b|end of\s+)/y;
// The day after "eod" or "close of business": "eod friday", "close of business on monday".
const RE_ON_DAY = /,?\s*on\b|,/y;
const RE_EARLIER_LATER = /(earlier|later)\s+(?:in\s+|during\s+)?(?:the\s+)?(?:(this|current|next|coming|following|last|previous|past)\s+)?(week|month|year)\b/y;
const RE_SHIFT_TAIL = /\b(ago|before|after|from now|from today|later|hence|earlier|back)\b/;
const RE_MOD_MONTH = /(?:this|next|last|coming|upcoming|following|previous|past)\s+(?=(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b)/y;
const RE_WEEK_WEEKDAY = /(?:the\s+)?(this|next|last|previous|coming|following)\s+week(?:'s)?\s*,?\s*(?:on\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tues|thurs|thur|mon|tue|wed|thu|fri|sat|sun)\b\.?/y;
const RE_WEEKDAY_DOM = /,?\s*(?:the\s+)?(1[3-9]|2\d|3[01])(?:st|nd|rd|th)?\b(?!\s*(?::|\.\d|h\b|hours?\b|hrs?\b|o'?clock|[ap]\.?m\b|people|persons|guests))/y;
const RE_DAY_OF = /\s*day\s+(?:of|in)\s+/y;
const RE_OF_REL_YEAR = /,?\s*(?:of|in)\s+(?:the\s+)?(next|last|this)\s+year\b/y;
const RE_OF_PERIOD = /(?:of|in)\s+(?:the\s+)?(?:(?:this|next|last|previous|current)\s+(?:year|month)|\d{4}|january|february|march|april|may|june|july|august|september|october|november|december)\b/y;
const RE_BUSINESS_DAYS = /(?:business|working|work)\s*days?\b|workdays?\b/y;
const RE_TO_DATE = /(?:the\s+)?(year|quarter|month|week)[- ]to[- ]date\b|(ytd|qtd|mtd|wtd)\b/y;
const RE_ISO_DATETIME = /(\d{4})-(\d{2})-(\d{2})t(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(z|[+-]\d{2}:?\d{2})?(?![\w:])/y;
const RE_STARTING = /,?\s*(?:starting|beginning)(?:\s+(?:from|on|at))?\b/y;
const RE_YEAR_MONTH_DAY = /(\d{4}),?\s+(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b/y;
const RE_WEEK_WORD = /\bweek\b/;
const RE_WEEK_DAYS = /(?:the\s+)?(this|next|last|previous|coming|following)\s+week\s*,?\s+(?:from|between)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tues|thurs|thur|mon|tue|wed|thu|fri|sat|sun)\.?\s*(?:to|till|until|through|thru|and|-)\s*(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tues|thurs|thur|mon|tue|wed|thu|fri|sat|sun)\b\.?/y;
const RE_REL_YEAR_AFTER = /,?\s*(?:(?:of|in)\s+)?(?:the\s+)?(next|last|this)\s+year\b/y;
const RE_DAY_BESIDE = /(?:the\s+)?day\s+(before|after)\s+/y;
const RE_HRS = /(?:hrs|hours|h)\b/y;
const RE_HALF_HOUR = /half\s+(?=(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})\b(?!\s*(?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|past|an?\b|%)))/y;
const RE_SEASON_YEAR = /(?:(?:the|in)\s+)?(spring|summer|fall|autumn|winter)\s+(?:of\s+)?(\d{4})\b/y;
const RE_WEEKEND_OF = /(?:the\s+)?(?:long\s+)?week-?end\s+of\s+/y;
const RE_WEEKEND_TAIL = /\s*(?:long\s+)?week-?end\b/y;
const RE_THE_YEAR = /the\s+year\b/y;
const RE_DOT_DATE_CUE = /\b(on|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?,?\s*$/;
const RE_HALF_AFTER = /\s*(?:a\.?m\.?|p\.?m\.?|o'?clock|h)\b/y;
const RE_THIS_BEFORE = /\bthis\s+$/;
const RE_COMMA_POD = /,\s*(?=tonight|tonite|this (?:morning|afternoon|evening)|tomorrow (?:morning|afternoon|evening|night))/y;
const RE_NOW_START = /^(?:right\s+)?now$/;
const RE_DAY_END = /^\s*(?:$|[.,;!?)]|(?:at|from|to|till|until|and|or|in|this|next)\b)/;
const RE_DAY_IN_MONTH = /(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:(?:of|in)\s+)?(?:the\s+)?(this|next|last|previous|current|following)\s+month\b/y;
const RE_YMD = /(\d{4})(?:([ /.])?)(\d{2})\2(\d{2})\b/y;
const RE_THREE_PARTS = /([a-z]+|\d{1,4})([-/])([a-z]+|\d{1,4})\2([a-z]+\.?|\d{1,4})(?![\w/-])/y;
const RE_MONTH_SLASH_DAY = /(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\/|-(?=\d)|(?=\d))(\d{1,2})(?:st|nd|rd|th)?(?:[-/](\d{4}))?\b/y;
const RE_DAY_GLUED_MONTH = /(\d{1,2})(?:st|nd|rd|th)?(january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\b/y;
const RE_CENTURY = /century\b/y;
const RE_SEASON_REL = /(this|current|last|past|previous|next|coming|following)\s+seasons?\b/y;
const RE_5 = /for\s+/y;
const RE_6 = /,?\s*(?:(?:starting|beginning)(?:\s+(?:from|on|at))?|from|at)\b/y;
// "from 10am for 2 hours", "starting at 3 for 45 minutes", "from 9 lasting 3 hours".
const RE_7 = /(?:starting\s+)?from\b|(?:starting|beginning)\s+(?:at|on)\b/y;
const RE_8 = /for\b|lasting(?:\s+for)?\b/y;
const RE_9 = /(?:the\s+)?(\d{1,2})(?:\s?(?:st|nd|rd|th))?\b/y;
const RE_10 = /(to|till|until|through|thru|and)\b|-|–/y;
const RE_11 = /,?\s*(on|for)?\b/y;
const RE_SAME_TIME = /(?:at\s+)?(?:this|the\s+same|same)\s+time\s+(?:on\s+)?/y;
const RE_SAME_TIME_WEEK = /(next|last)\s+(week|month|year)\b/y;
const RE_FROM_NOW_ON = /from\s+now\s+on(?:wards?)?\b/y;
const RE_FROM_ON_TAIL = /on(?:wards?)?(?=\s*(?:[.,;!?)]|$))/y;
const RE_END_OF_AHEAD = /^\s+(?:the\s+)?end\s+of\b/;
const RE_NOT_BEFORE = /\bnot\s+$/;
const RE_ON_OR_BEFORE = /\b(?:on|at)\s+or\s+$/;
const RE_12 = /(after|since|as of|from|starting(?: from| at| on)?|beginning(?: from| at| on)?|later than|no earlier than|greater than|more than|before|until|till|til|through|thru|prior to|by|no later than|earlier than|less than|up to)\b|(>\s?=|<\s?=|>|<)/y;
const RE_COUNT_FIRST = /(?:for |within |in |during |over )?(?:the )?/y;
const RE_13_WORD = /(next|coming|following|last|past|previous|upcoming)\b/y;
const RE_13 = /(?:for |within |in |during |over )?(?:the )?(next|coming|following|last|past|previous|upcoming)\b/y;
// ", at 7": a comma before a cue joins the time to the day before it ("march 3rd, at noon").
const RE_14 = /(?:,\s*(?=(?:at|around|about)\b))?(at|@|on|in the|in|of|the|this|around|about|approximately|for|,)\b|,|@/y;
const RE_15 = /(at|@|around|about)\s+(\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)/y;
const RE_16 = /(in the|this|tomorrow)\b/y;
// A part of a day named by its day: "this night", "tomorrow evening", "the next morning" (the day after the reference),
// "last evening", "the previous night" (the day before). Not "the last evening" ("the last evening of the trip").
const RE_17 = /(tonight|tonite|late tonight|late tonite|late at night|this (?:evening|afternoon|morning|night)|(?:tomorrow|tmrw|yesterday|(?<!\bthe\s)last|previous|the previous|next|the next|following|the following) (?:morning|afternoon|evening|night))\b(?!\s+of\b)/y;
const RE_OF_DAY = /of\s+/y;
const RE_MONTH_OF = /(?:the\s+)?(?:(?:whole|entire|full)\s+)?month\s+of\s+/y;
const RE_YEARS_WORD = /(?:years?|yrs?)\b/y;
const MONTH_INITIALS: ReadonlySet<string> = new Set([...'jfmasond']);
const RE_MONTH_BETWEEN = /(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?,?\s+between\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s*(?:and|-|to)\s*(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b(?!\s*(?:[ap]\.?m\b|o'?clock|:|h\b|hours?\b|in the))/y;
const RE_EDGE_OF_DAY = /(early|late|first thing)\s+(?:on\s+)?/y;
const RE_TIME_CUE = /,?\s*(?:at|@|around|about)\s*/y;
const RE_18 = /(?:early |late )?(?:in the )?(morning|afternoon|evening|night|tonight|lunch ?time|lunch)(?:-?ish)?\b/y;
const RE_19 = /(right now|just now|now|immediately|at the moment|at the present time|at present|asap|as soon as possible)\b/y;
const RE_20 = /(this|the|next|last|previous|coming|current)\s+(?:working week|work ?week|business week)\b/y;
// "the year 2020" is 2020, not this year.
const RE_21 = /(?:this\s+(?=(?:coming|upcoming)\s))?(this|the|next|last|past|previous|coming|upcoming|following|current)\s+(?:calendar\s+)?(week-?end|week|month|quarter|qtr|year|yr)\b(?!\s+\d{4})|(week-?end)\b/y;
// Not "the week after next friday" (after that friday).
const RE_UNIT_AFTER_NEXT = /(?:the\s+)?(week-?end|week|month|quarter|year)\s+(after next|before last)\b(?!\s+(?:mon|tue|wed|thu|fri|sat|sun))/y;
// "in about 10 minutes": the count after the hedge.
const RE_22 = /(in|within|after)\b(?:\s+(?:about|around|approximately))?/y;
const RE_23 = /and an? half\b|and a quarter\b/y;
const RE_24 = /(from now|from today|later|hence|ago|before now|back|earlier)\b/y;
const RE_25 = /(after|before|from)\s+/y;
const RE_26 = /(\d{4})[-/](\d{1,2})\b(?![-/]\d)|(\d{1,2})[-/](\d{4})\b/y;
const RE_27 = /(?:(\d{4})[\s-]?|(\d{2}))?q([1-4])(?:(?:-|,?\s+(?:of\s+)?)?(\d{4})|(\d{2})|\s+(?:of\s+)?(this|next|last)\s+year)?\b/y;
const RE_28 = /(?:(q)\s?([1-4])|(?:the )?(first|second|third|fourth|1st|2nd|3rd|4th|last) (?:quarter|qtr))(?:,?\s*(?:of\s+)?(\d{4})|\s+(?:of\s+)?(this|next|last)\s+year)?\b/y;
// A bare year: at the end, in a list of years ("2007 and 2009", "2015, 2016 or 2017"), or after a bound ("after
// 2016", "greater than 2012", ">= 2019").
const RE_29 = /(?:the year |year |in )(\d{4})\b(?!\s?'?s\b)|(?:(?<=\b(?:after|before|since|until|till|than|by|during|through|thru|between|from)\s{1,3}|[<>=]\s{0,2})|(?=\d{4}(?:\s*$|\s*(?:,|and|or)\s+(?:in\s+)?\d{4}\b)))(\d{4})\b/y;
const RE_30 = /(?:(?:at|by|in|until|till)\s+)?(?:the\s+)?(end|beginning|start|early|middle|mid|late|eo|bo)(?:\s+of|-)?\s*(?:the\s+)?/y;
const RE_31 = /(?:(this|next|last|current|coming|past|previous|following|around next)\s+)?(month|year|week|quarter|m|y)\b/y;
const RE_32 = /(\d{4})\b/y;
const RE_33 = /(?:by\s+)?(?:the\s+)?(eom|bom|eoy|boy|eod)\b/y;
const RE_34 = /(?:the\s+)?week\s+of\s+/y;
const RE_35 = /(?:the\s+)?(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|penultimate)\s+(?:(?:to[\s-])?(last)\s+)?(week|weekend|week-end|week end|wkend)\s+(?:of|in)\s+/y;
const RE_36 = /(?:(this|next|last|current|the)\s+)?(spring|summer|fall|autumn|winter)\b/y;
const RE_37 = /(?:the\s+)?(rest of the week|the week|all week|this whole week)\b/y;
// "the rest of the month", "the remainder of this year", "rest of the day": from today (now, for the day) to its end.
const RE_WITHIN_THE = /within\s+the\s+(hour|day|week|month|year)\b/y;
const RE_THIS_FORTNIGHT = /(?:the\s+)?(?:this|current)\s+fortnight\b/y;
// "later today", "the rest of today": the rest of the day.
// Not sticky: it tests the text after "later today" (the pre-filter's test reads the sticky patterns' words).
const RE_TIME_AFTER_TODAY = /^\s*(?:at|around|by|after|before|between|from|until|till|\d)/;
// "the rest of the week", "the remaining of the month", "the remaining days of the year", "the rest of the decade".
const RE_REST = /(?:(?:the\s+)?(?:rest|remainder|remaining)(?:\s+days)?\s+of\s+(?:(?:(?:the|this|current)\s+)?(day|week|month|year|decade)|today)|later\s+today)\b/y;
// "the next day", "the following day" (tomorrow), "the previous day" (yesterday), "for the day", "the current date" and
// "otd" (on this day) (today).
const RE_38 = /(the day after tomorrow|day after tomorrow|the day before yesterday|day before yesterday|today|tomorrow|tmrw|tmr|tomorow|yesterday|tonight|(?:the )?current date|otd|(?:(?:the )?(?:next|following|previous) day|for the day)(?!\s+(?:of|before|after)\b))\b/y;
const RE_39 = /(?:(this|next|last|coming|past|previous|following)\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tues|thurs|thur|mon|tue|wed|thu|fri|sat|sun)\.?/y;
const RE_IN_WORD = /in\b/y;
const RE_WEEKS_ON = /weeks?(?:\s+(from\s+(?:now|today)|later|hence))?\b/y;
const RE_40 = /,?\s*(?:of\s+)?(this|next|last) week\b/y;
const RE_41 = /,|-(?=[a-z]{3})/y;
const RE_42 = /,?\s*(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)\b\.?/y;
const RE_43 = /(this|next|last|coming|previous)\s+/y;
const RE_44 = /,?\s*(?:of\s+)?(\d{4})\b/y;
// A holiday's year: "christmas 2019", "diwali of 2019", "durga puja in 2018".
const RE_HOLIDAY_YEAR = /,?\s*(?:of\s+|in\s+)?(\d{4})\b/y;
const RE_YEAR_LEAD = /,?\s*(?:(?:of|in)\s+)?/y;
const RE_YEAR_WORDS_LEAD = /(?:the year|year|in)\s+/y;
// "the 2nd to last friday of", "the third last day of", "the penultimate monday in": group 2 counts from the end.
const RE_45 = /(?:the\s+)?(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|\d{1,3}(?:st|nd|rd|th)|\d{1,2}|penultimate)\s+(?:(?:to[\s-]|from\s+(?:the\s+)?)?(last)\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|day|weekday)\s+(?:of|in)\s+/y;
// "of next month", "of this month"; "of the month" alone (group 1 undefined): the next such day to come.
// Not sticky: it tests the words of a month reference (the pre-filter's test reads the sticky patterns).
const RE_THE_MONTH_ALONE = /^\s*(?:the\s+)?month$/;
const RE_OF_REL_MONTH = /(?:day\s+)?of\s+(?:the\s+)?(?:(next|this|current|last|previous|following)\s+)?month\b/y;
const RE_46 = /(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?:\s+day)?\s+of\s+(?:the\s+)?(?:(next|this|current|last|previous|following)\s+)?month\b/y;
const RE_AROUND_DAY = /(?:the\s+)?(?:(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|\d{1,2}(?:st|nd|rd|th))\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|day)\s+(before|after|following|preceding)\s+/y;
const RE_47 = /(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(after\s+next|before\s+last)\b/y;
const RE_48 = /(?:the\s+)?(this|next|last|previous|current|following)?\s*month\b/y;
// "2015-3-8", "2015/10/1", "2016.3.5": a year first, then month and day, one separator.
const RE_49 = /(\d{4})([-/.])(\d{1,2})\2(\d{1,2})\b(?![-/.]\d)/y;
// Not sticky: they test an interval's ends, "at 555" and "1234" (the pre-filter's test reads the sticky patterns).
const RE_PHONE_START = /^\s*(?:at\s+)?[1-9]\d\d$/;
const RE_PHONE_END = /^\d\d\d[1-46-9]$/;
// Not sticky: they test the text of an open interval's bound and after it (the pre-filter's test reads the sticky ones).
/** The hours in words, for the guards below that read a bare number said as one. */
const HOUR_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
// Not sticky: the text before "by" ends with a number said first or after a determiner ("a 4 by 4", "2 by 4 lumber",
// "four by four"); after any other word it may be what is due ("task 3 by 5").
const RE_NUMBER_BEFORE = new RegExp(`(?:^|(?:^|[^\\w'])(?:a|an|the|one|my|your|our|their|this|that)\\s+)(?:\\d+|${HOUR_WORDS})\\s*$`);
// Not sticky: the noun an ordinal counts, after "the 3rd" ("floor", "intersection", "time"): no day of the month.
const RE_ORDINAL_NOUN_AFTER = /^\s*(?:floors?|stor(?:e)?y|times?|place|row|seats?|options?|choices?|items?|intersections?|crossings?|streets?|avenues?|turns?|turnings?|exits?|doors?|houses?|grades?|levels?|pages?|chapters?|steps?|questions?|rounds?|attempts?|tries|try|games?|matches|episodes?|editions?|versions?|lines?|stops?|stations?|buildings?|rooms?|tables?|courses?|class|sets?|laps?|person|persons|child|children|car|cars|largest|biggest|best|place|prize|player|team)\b/;
const RE_BARE_HOUR = new RegExp(`^\\s*(?:\\d{1,2}|${HOUR_WORDS})\\s*$`);
// Not sticky, like RE_FRACTION_OF: what follows a range of two bare numbers when they count something (a currency, a
// unit, a noun of people or things), read on the text after the range.
const RE_COUNTED_AFTER = /^\s*(?:[€£$¥₹%°]|(?:dollars?|bucks?|euros?|pounds?|quid|yen|yuan|rupees?|francs?|pesos?|usd|eur|gbp|jpy|cny|inr|chf|cad|aud|kgs?|kilos?|kilograms?|grams?|lbs?|oz|ounces?|tons?|tonnes?|cm|mm|meters?|metres?|kms?|kilometers?|kilometres?|miles?|ft|feet|foot|inches|yards?|liters?|litres?|ml|gallons?|mph|kph|degrees?|percent|gb|mb|tb|people|persons?|guests?|adults?|kids?|children|items?|pieces?|pcs|units?|tickets?|seats?|rooms?|bedrooms?|bathrooms?|beds?|nights?|days?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?|seconds?|secs?|times|points?|pages?|copies|bottles?|boxes|bags?|pairs?|players?|users?|members?|students?|servings?|portions?|slices?|cups?|glasses|stars?|votes?|floors?|words?|lines?|files?|photos?|cars?|pizzas?|burgers?|tables?|orders?|packs?|cans?)\b)/;
const RE_NUMBER_RANGE_TAIL = new RegExp(`^\\s*(?:to|-|–|till|until|through|thru)\\s*(?:\\d|(?:${HOUR_WORDS})\\b)`);
// Not sticky: it tests the text after a slash date ("of them", "cup"), it reads no date's words (the pre-filter's test reads the sticky ones).
const RE_FRACTION_OF = /^\s*(?:of\s+(?:(?:the|a|an|all|each|every|any|some|both|my|your|his|her|its|our|their|them|us|it|you|these|those|people|votes?|members?)\b|(?!\d{4}\b)\d)|(?:cups?|teaspoons?|tablespoons?|tsp|tbsp|pounds?|lbs?|oz|ounces?|pints?|quarts?|gallons?|liters?|litres?|grams?|kilos?|price|majority|share|off)\b)/;
const RE_50 = /(\d{1,2})\s?([/.-])\s?(\d{1,2})(?:\2(\d{4}|\d{2}))?\b/y;
const RE_51 = /(\d{4})[/-](jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[/-](\d{1,2})\b/y;
const RE_52 = /(\d{1,2})[/-](jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[/-](\d{4}|\d{2})\b/y;
const RE_53 = /the\s+/y;
const RE_54 = /(?:of\s+|,\s*)?/y;
const RE_55 = /(noon|midday|mid day|midnight|mid-night)(?:-?ish)?\b/y;
const RE_56 = /-?ish\b/y;
const RE_TWELVE = /12\s+(?=noon|midnight)/y;
const RE_57 = /(half|quarter|a quarter|\d{1,2}|[a-z]+(?:[- ][a-z]+)?)\s+(?:minutes?\s+)?(past|after|to|till|before|of)\s+/y;
/**
 * The words that join minutes to an hour in RE_57 ("ten past 6", "quarter to eight"), read from its last group: its
 * first part may be any two words ("twenty five past 6"), so prefilter-en.ts keeps a start two words before a link.
 */
export const MINUTES_LINKS: ReadonlySet<string> = new Set(/\(([a-z|]+)\)\\s\+$/.exec(RE_57.source)![1]!.split('|'));
const RE_58 = /(\d{1,2})(?:(:)(\d{2})(?::(\d{2}))?|(\.)(\d{2})|(h)(\d{2})?)?/y;
const RE_59 = /(\d{1,2})(\d{2})(?!\d)/y;
const RE_60 = /(\d{2})\b/y;
const RE_61 = /(people|persons|guests|minutes|mins|hours|days)\b/y;
const RE_62 = /o'?\s?clock\b/y;
const RE_63 = /(people|persons|person|guests|of us|adults|kids|children|items|tickets|seats|dollars|euros|percent|days|weeks|months|years|hours|minutes|km|miles|degrees)\b|%/y;
const RE_64 = /ish\b|-ish\b/y;
const RE_65 = /[- ]?(o|oh|ou|zero)[- ]([a-z]+)\b/y;
const RE_66 = /(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/y;
// "7 p m", "7 a. m.": the letters said apart too.
const RE_HALF_OF_DAY = /\s*(a\.m\.?|p\.m\.?|[ap]\.?\s[m](?![a-z])\.?|am|pm|a|p|in the morning|in the afternoon|in the evening|at night)(?![a-z])/y;

/** The separators of an interval's two ends ("between 2 and 4", "3-4pm", "from 3 till 5", "2015-03-28 17:00/2015-03-29 21:00"). */
export const RE_BETWEEN_SEPARATOR = /(and|-|to)\b|-/y;
export const RE_RANGE_SEPARATOR = /(to|till|til|until|untill|through|thru)\b|-|–|~|\/(?=\d{4}-\d{2}-\d{2})/y;
/**
 * Whether a separator of RE_BETWEEN_SEPARATOR or RE_RANGE_SEPARATOR may be anywhere in `s` from `at`: a search for
 * a piece every one of them holds ("and", "to", "til" of till/until/untill, "thr" of through/thru, a dash, "~", "/"),
 * glued to other words or not, so it is never false where either pattern could match (prefilter-en.test.ts checks
 * the pieces against both patterns' alternatives). An interval's first end is read only when it is true: where it is
 * false, the interval fails at its separator whatever the first end is.
 */
export const SEPARATOR_PIECES = /and|to|til|thr|[-–~/]/g;
function mayHoldSeparator(s: string, at: number): boolean {
  SEPARATOR_PIECES.lastIndex = at;
  return SEPARATOR_PIECES.test(s);
}

/** Every module-level pattern of the grammar: prefilter-en.ts reads their words (a new pattern goes here too; a test checks). */
export const DATE_PATTERNS: readonly RegExp[] = [
  ...HOLIDAYS.map(([re]) => re),
  ZONE_ABBREVIATION, ZONE_REGION, ZONE_OFFSET, MONTH, WEEKDAY, UNIT, WORD_AT, HOLIDAY_START, RE_1, RE_2, RE_3, RE_4, RE_AS_EARLY, RE_AFTER_WORD, RE_BEFORE_WORD, RE_OR_LATER, RE_AT_THE_LATEST, RE_FEW, RE_WEEKDAYS_PLURAL, RE_MORE, RE_YEAR_REF, RE_WEEK_NUMBER, RE_OF, RE_WEEK_BEGINNING, RE_DECADE, RE_THE, RE_DECADE_REL, RE_DECADE_WORD, RE_FIRST_N, RE_PART_UNIT, RE_HALF_YEAR, RE_MONTH_SLASH_DAY, RE_DAY_GLUED_MONTH, RE_CENTURY, RE_SEASON_REL, RE_5, RE_6, RE_7, RE_8, RE_9, RE_10, RE_11, RE_12, RE_13, RE_14, RE_15, RE_16, RE_17, RE_OF_DAY, RE_MONTH_OF, RE_YEARS_WORD, RE_MONTH_BETWEEN, RE_EDGE_OF_DAY, RE_TIME_CUE, RE_18, RE_19, RE_20, RE_21, RE_UNIT_AFTER_NEXT, RE_22, RE_23, RE_24, RE_25, RE_26, RE_27, RE_28, RE_29, RE_30, RE_31, RE_32, RE_33, RE_34, RE_35, RE_36, RE_37, RE_WITHIN_THE, RE_REST, RE_THIS_FORTNIGHT, RE_WEEK_DAYS, RE_38, RE_39, RE_IN_WORD, RE_WEEKS_ON, RE_40, RE_41, RE_42, RE_43, RE_44, RE_HOLIDAY_YEAR, RE_45, RE_AROUND_DAY, RE_OF_REL_MONTH, RE_46, RE_47, RE_48, RE_49, RE_50, RE_51, RE_52, RE_53, RE_54, RE_55, RE_56, RE_TWELVE, RE_57, RE_58, RE_59, RE_60, RE_61, RE_62, RE_63, RE_64, RE_65, RE_66,
  RE_BETWEEN_SEPARATOR, RE_RANGE_SEPARATOR, RE_NOW_END, RE_END_OF_DAY, RE_EARLIER_LATER, RE_MOD_MONTH, RE_WEEK_WEEKDAY, RE_WEEKDAY_DOM, RE_DAY_OF, RE_OF_REL_YEAR, RE_OF_PERIOD, RE_BUSINESS_DAYS,
  RE_TO_DATE, RE_ON_DAY, RE_ISO_DATETIME, RE_YMD, RE_THREE_PARTS, RE_COUNT_FIRST, RE_13_WORD, RE_YEAR_LEAD, RE_YEAR_WORDS_LEAD,
  RE_STARTING, RE_YEAR_MONTH_DAY, RE_REL_YEAR_AFTER, RE_DAY_BESIDE, RE_HRS, RE_HALF_HOUR, RE_SEASON_YEAR, RE_WEEKEND_OF, RE_WEEKEND_TAIL, RE_THE_YEAR,
  RE_HALF_AFTER, RE_COMMA_POD, RE_DAY_IN_MONTH, RE_HALF_OF_DAY, RE_FROM_NOW_ON, RE_SAME_TIME, RE_SAME_TIME_WEEK,
];

// Helpers of the grammar's hot methods, at module level: a closure made at every start costs an allocation (and a
// defineProperty of its name under tsx, whose transform keeps function names).

/** The longer of two parses, the first at equal length. */
function longer<T>(a: Parse<T> | null, b: Parse<T> | null): Parse<T> | null {
  return b && (!a || b.end > a.end) ? b : a;
}

/** How long, at `pos`: a count and a unit ("30 minutes", "2 weeks"). */
function lengthAtIn(r: Reader, pos: number): { grain: Grain; amount: number; end: number } | null {
  const n = r.count(pos);
  const u = n ? r.match(UNIT, n.end) : null;
  if (!n || !u || u[1]!.length === 1) return null;
  return { grain: UNIT_GRAIN[u[1]!]!, amount: n.value * (/fortnight/.test(u[1]!) ? 2 : 1), end: u.index + u[0].length };
}

/** "am", "p.m.", "in the evening" after a time at `pos`. */
function readHalfIn(r: Reader, pos: number): { end: number; half: 'am' | 'pm' } | null {
  const m = r.match(RE_HALF_OF_DAY, pos, false);
  if (!m) return null;
  // "a" and "p" alone only right against the digits ("7p", "7a"): "at 7 a table" is no time.
  const word = m[1]!;
  if ((word === 'a' || word === 'p') && m.index !== pos) return null;
  if (/morning/.test(word)) return { end: m.index + m[0].length, half: 'am' };
  return { end: m.index + m[0].length, half: word.startsWith('a') && !/night/.test(word) ? 'am' : 'pm' };
}

const ORDINAL_PLACES: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };

/** "first" 1 … "fifth" 5, "last" -1, "3rd" 3. */
function ordinalOf(w: string): number {
  return w === 'last' ? -1 : ORDINAL_PLACES[w] ?? parseInt(w, 10);
}

/** A place in a period: "third" 3, "last" -1, "penultimate" -2, "third" with "last" after it -3; 0 when none. */
function placeOf(w: string, fromLast: boolean): number {
  if (w === 'penultimate') return -2;
  const n = ordinalOf(w);
  if (!Number.isInteger(n) || n === 0 || n > 366) return 0;
  return fromLast ? -n : n;
}

/**
 * The n-th (from the end when negative) day, weekday ("friday") or weekday of the working week ("weekday") from
 * `first` to `last`, or NaN when the period has no such day.
 */
function nthDayIn(first: number, last: number, what: string, n: number): number {
  let wall: number;
  if (what === 'day') wall = n > 0 ? addDays(first, n - 1) : addDays(last, n + 1);
  else if (what === 'weekday') {
    // Monday to Friday, counted one by one (at most 5 a week: a place past 366 is refused above).
    wall = n > 0 ? first : last;
    for (let k = Math.abs(n); ; wall = addDays(wall, n > 0 ? 1 : -1)) {
      if (wall < first || wall > last) return NaN;
      if (weekdayOf(wall) < 5 && --k === 0) break;
    }
  } else {
    const wd = WEEKDAYS[what]!;
    const edge = n > 0 ? addDays(first, (wd - weekdayOf(first) + 7) % 7) : addDays(last, -((weekdayOf(last) - wd + 7) % 7));
    wall = addDays(edge, 7 * (n > 0 ? n - 1 : n + 1));
  }
  return wall >= first && wall <= last ? wall : NaN;
}

/** The offset (minutes) of an IANA zone at a wall time of that zone (the offset before a change when the wall time is ambiguous). */
function zoneOffsetAtWall(name: string, wall: number): number {
  const zone = zoneOf(name);
  const first = zone.offsetAt(wall);
  return zone.offsetAt(wall - first * MINUTE);
}

/** The wall time at hour `h` of the day `day`, with the time's minutes and seconds. */
function wallAtTime(day: number, h: number, t: Tod): number {
  return day + h * HOUR + t.minute * MINUTE + t.second * 1000;
}
