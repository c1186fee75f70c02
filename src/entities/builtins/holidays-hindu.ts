import { addDays, wallOf, yearOf } from './calendar.js';
import { HINDU_TABLE } from './holidays-hindu-table.js';
import type { TimeValue } from './time-value.js';

/**
 * Hindu, Sikh, Jain and Buddhist festivals. Their dates follow lunar days (tithis) and sidereal months that Node's
 * ICU has no calendar for, so they come from a table of dates, 2000–2030 (holidays-hindu-table.ts, generated from
 * Duckling's), and the festivals around one are counted from it as Duckling counts them (Diwali two days after
 * Dhanteras, Holi 39 days after Vasant Panchami). A year outside the table reads nothing: no date is guessed.
 */

type Table = keyof typeof HINDU_TABLE;

const rows = new Map<Table, string[]>();

/** The Gregorian day (wall ms) of a table's festival in `year`, or NaN outside the table. */
function tableDay(name: Table, year: number): number {
  const [first, days] = HINDU_TABLE[name];
  let row = rows.get(name);
  if (!row) rows.set(name, (row = days.split(' ')));
  const md = row[year - first];
  return md ? wallOf(year, Number(md.slice(0, 2)), Number(md.slice(2))) : NaN;
}

/** The festival `n` days after a table's (NaN stays NaN). */
const after = (name: Table, n = 0) => (year: number) => addDays(tableDay(name, year), n);

/**
 * Names as sticky patterns, written from Duckling's rules (Duckling/Time/EN/Rules.hs), with a few common spellings
 * added ("ram navami", "shivratri"). Where one name starts another's, the longer comes first.
 */
export const HINDU_HOLIDAYS: ReadonlyArray<{ re: RegExp; on: (year: number) => number; last?: (first: number) => number }> = [
  // Diwali's five days and Chhath, counted from Dhanteras.
  { re: /naraka?\s+(?:nivaran\s+)?chaturdashi|(?:kali|roop)\s+chaudas|chh?oti\s+diwali/y, on: after('dhanteras', 1) },
  { re: /dhanatrayodashi|dhanteras|dhanvantari\s+trayodashi/y, on: after('dhanteras') },
  { re: /deepavali|diwali|lakshmi\s+puja/y, on: after('dhanteras', 2) },
  { re: /govardhan\s+puja|annak(?:u|oo)t/y, on: after('dhanteras', 3) },
  { re: /bhai(?:ya)?\s+d(?:u|oo)j|bhau[\s-]beej|bhai\s+(?:tika|phonta)/y, on: after('dhanteras', 4) },
  { re: /chhath\s+(?:parv|puja)|dala\s+(?:chhath|puja)|surya\s+shashthi|chhathi?/y, on: after('dhanteras', 8) },
  // Navaratri (through Vijayadashami, as Duckling gives it) and its days.
  { re: /durga\s+puja|durgotsava|nava?rath?ri/y, on: after('navaratri'), last: (first) => addDays(first, 9) },
  { re: /(?:durga|maha)(?:\s+a|a)?shtami/y, on: after('navaratri', 7) },
  { re: /maha\s+navami/y, on: after('navaratri', 8) },
  { re: /maha\s+saptami/y, on: after('navaratri', 6) },
  { re: /dasara|duss(?:eh|he)ra|vijayadashami/y, on: after('navaratri', 9) },
  // Holi, counted from Vasant Panchami.
  { re: /holika\s+dahan|kamudu\s+pyre|chh?oti\s+holi/y, on: after('vasantPanchami', 38) },
  { re: /(?:rangwali\s+)?holi|dhuleti|dhulandi|phagwah/y, on: after('vasantPanchami', 39) },
  { re: /[bv]asant\s+panchami/y, on: after('vasantPanchami') },
  // Pongal's days.
  { re: /boghi|bogi\s+pandigai/y, on: after('thaiPongal', -1) },
  { re: /maa?ttu\s+pongal/y, on: after('thaiPongal', 1) },
  { re: /(?:kaanum|kanni)\s+pongal/y, on: after('thaiPongal', 2) },
  { re: /(?:thai\s+)?pongal(?:\s+pandigai)?|(?:makara?\s+|magha\s+)?sankranth?i|maghi/y, on: after('thaiPongal') },
  // Each its own table.
  { re: /raksha\s*bandhan|rakhi/y, on: after('rakshaBandhan') },
  { re: /rama?\s+navami/y, on: after('ramaNavami') },
  { re: /(?:ganesh|vinayaka?)\s+chaturthi/y, on: after('ganeshChaturthi') },
  { re: /ratha?[\s-]?yatra|rathjatra|chariot\s+festival/y, on: after('rathaYatra') },
  { re: /pargat\s+diwas|(?:maharishi\s+)?valmiki\s+jayanti/y, on: after('pargatDiwas') },
  { re: /(?:mahavir|mahaveer)\s+(?:jayanti|janma\s+kalyanak)/y, on: after('mahavirJayanti') },
  { re: /maha\s*shivar?atri/y, on: after('mahaShivaRatri') },
  { re: /(?:(?:maharishi|swami)\s+)?(?:dayananda\s+)?saraswati\s+jayanti/y, on: after('saraswatiJayanti') },
  { re: /karva\s+chauth|karaka\s+chaturthi/y, on: after('karvaChauth') },
  { re: /(?:krishna\s+)?janmashtami|gokulashtami/y, on: after('krishnaJanmashtami') },
  { re: /(?:thiru(?:v|\s+))?onam/y, on: after('thiruOnam') },
  { re: /guru\s+(?:gobind|govind)\s+singh\s+(?:birthday|jayanti)/y, on: after('guruGobindSinghJayanti') },
  { re: /guru\s+ravidass?\s+(?:birthday|jayanti)/y, on: after('ravidassJayanti') },
  { re: /rabindra(?:nath)?\s+jayanti/y, on: after('rabindraJayanti') },
  { re: /mesadi|[bv]aisakhi|vaisakhadi|vasakhi|vaishakhi/y, on: after('vaisakhi') },
  { re: /y?ugadi|samvatsaradi|chaitra\s+sukh?ladi/y, on: after('ugadi') },
  { re: /v(?:e|ai)sak(?:ha)?|buddha\s+(?:day|purnima|jayanti)/y, on: after('vesak') },
];

/** Any festival name anywhere: the one test a statement of another language pays when it names none. */
const ANY_NAME = new RegExp(HINDU_HOLIDAYS.map((h) => `(?:${h.re.source})`).join('|'), 'i');
const YEAR_AFTER = /\s*(\d{4})(?![\p{L}\p{N}])/uy;
const WORD = /[\p{L}\p{N}]/u;

/**
 * The festivals named in a statement of another language than English ("diwali 2019", "Vaisakhi 2018"): the names
 * are the same words there. A festival without a year is its next day from `today` (wall ms of the reference's day).
 */
export function findFestivals(text: string, today: number): Array<{ start: number; end: number; value: TimeValue }> {
  if (!ANY_NAME.test(text)) return [];
  const s = text.toLowerCase();
  const found: Array<{ start: number; end: number; value: TimeValue }> = [];
  for (let at = 0; at < s.length; at++) {
    if (!WORD.test(s[at]!) || (at > 0 && WORD.test(s[at - 1]!))) continue;
    for (const { re, on, last } of HINDU_HOLIDAYS) {
      re.lastIndex = at;
      const m = re.exec(s);
      if (!m || WORD.test(s[at + m[0].length] ?? '')) continue;
      let end = at + m[0].length;
      YEAR_AFTER.lastIndex = end;
      const year = YEAR_AFTER.exec(s);
      if (year) end += year[0].length;
      const y = yearOf(today);
      const first = year ? on(Number(year[1])) : on(y) >= today ? on(y) : on(y + 1);
      if (Number.isNaN(first)) break;
      found.push({ start: at, end, value: last ? { t: 'interval', from: first, to: last(first), grain: 'day' } : { t: 'point', wall: first, grain: 'day' } });
      at = end - 1;
      break;
    }
  }
  return found;
}
