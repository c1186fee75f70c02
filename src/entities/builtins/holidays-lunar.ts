import { addDays, DAY, wallOf, yearOf } from './calendar.js';
import { easter } from './calendar.js';
import { HINDU_HOLIDAYS } from './holidays-hindu.js';

/**
 * Holidays of the Islamic, Hebrew and Chinese calendars and of the Orthodox churches, found in a Gregorian year
 * through the ICU calendars Node ships (Intl.DateTimeFormat with `-u-ca-…`): Umm al-Qura for the Islamic months,
 * the Hebrew calendar, the Chinese lunisolar calendar; the Hindu festivals, which no ICU calendar gives, from a table
 * (holidays-hindu.ts).
 * Conventions (docs/corpus-format.md): a Jewish holiday begins at sundown, so it is given from the evening it begins
 * (a one-day holiday as that day, a festival from that day to its last); an Islamic holiday is the day of its date
 * in the Umm al-Qura calendar (observed dates may differ by a day where the moon is sighted).
 */

type LunarCalendar = 'islamic-umalqura' | 'hebrew' | 'chinese';

const formatters = new Map<LunarCalendar, Intl.DateTimeFormat>();
/** Per calendar and Gregorian year: "month/day" → the first wall day (UTC midnight) with that date. */
const years = new Map<string, Map<string, number>>();

function yearTable(calendar: LunarCalendar, year: number): Map<string, number> {
  const key = `${calendar}:${year}`;
  let table = years.get(key);
  if (table) return table;
  let f = formatters.get(calendar);
  if (!f) {
    f = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, { timeZone: 'UTC', month: calendar === 'hebrew' ? 'long' : 'numeric', day: 'numeric' });
    formatters.set(calendar, f);
  }
  table = new Map();
  const first = wallOf(year, 1, 1);
  for (let w = first; yearOf(w) === year; w += DAY) {
    const parts = f.formatToParts(new Date(w));
    const month = parts.find((p) => p.type === 'month')?.value;
    const day = parts.find((p) => p.type === 'day')?.value;
    const k = `${month}/${day}`;
    if (!table.has(k)) table.set(k, w);
  }
  years.set(key, table);
  return table;
}

/** The Gregorian day (wall ms) in `year` of a day of a lunar calendar's month, or NaN when it falls in no such day. */
export function lunarDay(calendar: LunarCalendar, year: number, month: string, day: number): number {
  return yearTable(calendar, year).get(`${month}/${day}`) ?? NaN;
}

/** Hebrew dates: Adar is "Adar II" in a leap year (Purim is kept in the second Adar). */
function hebrew(year: number, month: string, day: number): number {
  const w = lunarDay('hebrew', year, month, day);
  return Number.isNaN(w) && month === 'Adar' ? lunarDay('hebrew', year, 'Adar II', day) : w;
}
const eve = (w: number) => addDays(w, -1);

/** Orthodox Easter (Julian computus, as a Gregorian date: valid 1900–2099). */
export function orthodoxEaster(y: number): number {
  const a = y % 4, b = y % 7, c = y % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return addDays(wallOf(y, month, day), 13);
}

/** A holiday: its first day in a Gregorian year, and for a festival its last day. */
export interface Holiday {
  re: RegExp;
  on: (y: number) => number;
  last?: (first: number) => number;
  /** A name that is also a common word ("lent"): a holiday only capitalised, with a year or with this/next/last. */
  weak?: boolean;
}

const ramadanLast = (first: number) => {
  // The day before 1 Shawwal.
  const y = yearOf(first);
  const shawwal = lunarDay('islamic-umalqura', y, '10', 1);
  return eve(Number.isNaN(shawwal) || shawwal < first ? lunarDay('islamic-umalqura', y + 1, '10', 1) : shawwal);
};

export const LUNAR_HOLIDAYS: readonly Holiday[] = [
  // Islamic.
  { re: /(?:eid|id)[\s-]?(?:al|ul|el)?[\s-]?fitr|ramadan bayram|sugar feast/y, on: (y) => lunarDay('islamic-umalqura', y, '10', 1) },
  { re: /(?:eid|id)[\s-]?(?:al|ul|el)?[\s-]?ad(?:h)?a|bakr[\s-]?id|bakrid|sacrifice feast|feast of (?:the )?sacrifice|kurban bayram/y, on: (y) => lunarDay('islamic-umalqura', y, '12', 10) },
  { re: /islamic new year|hijri new year|arabic new year|amun jadid/y, on: (y) => lunarDay('islamic-umalqura', y, '1', 1) },
  { re: /ashura/y, on: (y) => lunarDay('islamic-umalqura', y, '1', 10) },
  { re: /mawlid(?: an[\s-]nabi)?|(?:the )?prophet'?s birthday|milad un[\s-]nabi/y, on: (y) => lunarDay('islamic-umalqura', y, '3', 12) },
  { re: /laylat[\s-]al[\s-][kq]adr|night of (?:power|measures|decree)/y, on: (y) => lunarDay('islamic-umalqura', y, '9', 27) },
  { re: /isra and mi'?raj|(?:the )?prophet'?s ascension|(?:the )?night journey|lailat al[\s-]miraj/y, on: (y) => lunarDay('islamic-umalqura', y, '7', 27) },
  { re: /jamat[\s-]ul[\s-]vida|jumu'?atul[\s-]wida/y, on: (y) => {
    // The last Friday of Ramadan.
    const first = lunarDay('islamic-umalqura', y, '9', 1);
    let d = ramadanLast(first);
    while (new Date(d).getUTCDay() !== 5) d = addDays(d, -1);
    return d;
  } },
  { re: /ramadh?an/y, on: (y) => lunarDay('islamic-umalqura', y, '9', 1), last: ramadanLast },
  // Jewish (from the evening each begins).
  { re: /rosh hashann?ah?/y, on: (y) => eve(hebrew(y, 'Tishri', 1)), last: (f) => addDays(f, 2) },
  { re: /yom kippur/y, on: (y) => eve(hebrew(y, 'Tishri', 10)), last: (f) => addDays(f, 1) },
  { re: /shemini atzeret/y, on: (y) => eve(hebrew(y, 'Tishri', 22)) },
  { re: /simchat torah/y, on: (y) => eve(hebrew(y, 'Tishri', 23)) },
  { re: /sukkot|succos|sukkos|feast of tabernacles/y, on: (y) => eve(hebrew(y, 'Tishri', 15)), last: (f) => addDays(f, 8) },
  { re: /c?hann?uk?kah?|chanukah?/y, on: (y) => eve(hebrew(y, 'Kislev', 25)), last: (f) => addDays(f, 8) },
  { re: /tu b'?shvat|tu bishvat/y, on: (y) => eve(hebrew(y, 'Shevat', 15)) },
  { re: /purim/y, on: (y) => eve(hebrew(y, 'Adar', 14)) },
  { re: /passover|pesach/y, on: (y) => eve(hebrew(y, 'Nisan', 15)), last: (f) => addDays(f, 8) },
  { re: /yom hashoah|holocaust (?:remembrance )?day/y, on: (y) => eve(hebrew(y, 'Nisan', 27)) },
  { re: /yom ha'?atzmaut/y, on: (y) => eve(hebrew(y, 'Iyar', 5)) },
  { re: /lag b'?a?omer/y, on: (y) => eve(hebrew(y, 'Iyar', 18)) },
  { re: /shavuo?th?|shavuos/y, on: (y) => eve(hebrew(y, 'Sivan', 6)), last: (f) => addDays(f, 2) },
  { re: /tisha b'?av/y, on: (y) => eve(hebrew(y, 'Av', 9)) },
  // Chinese.
  { re: /(?:the )?(?:chinese|lunar)(?: lunar)? new year'?s?(?: day)?|spring festival/y, on: (y) => lunarDay('chinese', y, '1', 1) },
  // Orthodox and the Western Lent.
  { re: /orthodox easter mon(?:day)?|orthodox bright monday/y, on: (y) => addDays(orthodoxEaster(y), 1) },
  { re: /orthodox (?:holy|great) saturday/y, on: (y) => addDays(orthodoxEaster(y), -1) },
  { re: /orthodox easter(?: sunday)?|orthodox pascha/y, on: orthodoxEaster },
  { re: /orthodox (?:good|great|holy) friday/y, on: (y) => addDays(orthodoxEaster(y), -2) },
  { re: /clean monday|orthodox shrove monday/y, on: (y) => addDays(orthodoxEaster(y), -48) },
  { re: /lazarus saturday/y, on: (y) => addDays(orthodoxEaster(y), -8) },
  { re: /great (?:lent|fast)/y, on: (y) => addDays(orthodoxEaster(y), -48), last: (f) => addDays(f, 39) },
  { re: /lent/y, on: (y) => addDays(easter(y), -46), last: (f) => addDays(f, 45), weak: true },
  // Hindu, Sikh, Jain and Buddhist festivals, from a table of dates (holidays-hindu.ts).
  ...HINDU_HOLIDAYS,
];

/** Where one of these holidays' names may start: every name's pattern, tried at once (the grammar's start test). */
export const LUNAR_HOLIDAY_START = new RegExp(LUNAR_HOLIDAYS.map((h) => `(?:${h.re.source})`).join('|'), 'y');
