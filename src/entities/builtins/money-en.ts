import { formatDecimal } from '../numbers.js';
import { Reader } from './reader.js';
import { readNumber } from './numbers-en.js';
import type { Found } from './quantities-en.js';
import { currencyPhraseAt } from './currency-phrases-en.js';

/**
 * English amounts of money: an amount with a currency said before or after it, written apart or glued ("$20",
 * "20 €", "EUR 20", "USD3.14", "42MYR", "Rs20", "ten shekels", "c$ 1.34", "a dollar"), with a scale ("16.4 million
 * dollars", "120 MEUR", "half a million usd") and cents ("20 dollars and 43 cents", "$20.43", "3 GBP 1 pence"). The
 * value is the amount and its ISO 4217 code: "20.43 USD".
 */

export interface MoneyResolution { amount: number; currency: string }

/** Every ISO 4217 code of a currency in use (Intl knows them), upper case. */
const ISO_CODES: ReadonlySet<string> = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'CHF', 'CAD', 'AUD']);

/** Signs, before or after the amount. "$" alone is the US dollar; "c$", "a$", "us$"… name theirs. */
const SIGNS: Record<string, string> = {
  '$': 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', '₩': 'KRW', '₽': 'RUB', '₺': 'TRY', '₪': 'ILS', '₱': 'PHP', '₫': 'VND',
  '₴': 'UAH', '₦': 'NGN', '₡': 'CRC', '₾': 'GEL', '₭': 'LAK', '฿': 'THB', '₮': 'MNT', '₸': 'KZT', '₲': 'PYG', '₵': 'GHS', '¢': 'USD-cent',
  '€ur': 'EUR', '৳': 'BDT', '៛': 'KHR', '₼': 'AZN', '₿': 'BTC', '؋': 'AFN', 'gh₵': 'GHS', 'лв': 'BGN', 'ден': 'MKD', 'дин.': 'RSD',
  // The yuan as Chinese input methods type it (fullwidth; "¥" stays the yen), and the characters of both.
  '￥': 'CNY', '元': 'CNY', '円': 'JPY',
  // The Arabic abbreviations of the Gulf's and North Africa's currencies.
  'د.إ': 'AED', 'ر.س': 'SAR', 'ر.ق': 'QAR', 'د.ك': 'KWD', 'د.ب': 'BHD', 'ر.ع.': 'OMR', 'د.ا': 'JOD', 'ج.م': 'EGP', 'ل.ل': 'LBP', 'ل.س': 'SYP',
  'د.م.': 'MAD', 'د.ج': 'DZD', 'د.ت': 'TND', 'ع.د': 'IQD',
};
/** Dollars named by a prefix to "$" ("c$ 15", "c $ 15", "aud$ 15", "us$ 3"). */
const DOLLAR_PREFIX: Record<string, string> = {
  us: 'USD', usd: 'USD', 'u.s.': 'USD', c: 'CAD', ca: 'CAD', cad: 'CAD', a: 'AUD', au: 'AUD', aud: 'AUD', nz: 'NZD', nzd: 'NZD', hk: 'HKD',
  hkd: 'HKD', s: 'SGD', sgd: 'SGD', mex: 'MXN', mxn: 'MXN', r: 'BRL', brl: 'BRL', nt: 'TWD', twd: 'TWD', 'u.s': 'USD', can: 'CAD',
  j: 'JMD', n: 'NAD', b: 'BND', bvi: 'USD', ci: 'KYD', si: 'SBD', ws: 'WST', gy: 'GYD', mop: 'MOP', ntd: 'TWD',
};

/** Nationalities said before a currency's name ("swiss francs", "canadian dollars"), to that country's code. */
const COUNTRY: Record<string, string> = {
  us: 'USD', 'u.s.': 'USD', american: 'USD', canadian: 'CAD', hk: 'HKD', australian: 'AUD', 'new zealand': 'NZD', 'hong kong': 'HKD', singapore: 'SGD',
  singaporean: 'SGD', mexican: 'MXN', swiss: 'CHF', chinese: 'CNY', japanese: 'JPY', indian: 'INR', pakistani: 'PKR', british: 'GBP',
  sterling: 'GBP', egyptian: 'EGP', lebanese: 'LBP', kuwaiti: 'KWD', qatari: 'QAR', saudi: 'SAR', 'saudi arabian': 'SAR', bahraini: 'BHD',
  omani: 'OMR', jordanian: 'JOD', iraqi: 'IQD', malaysia: 'MYR', malaysian: 'MYR', turkish: 'TRY', russian: 'RUB', 'south african': 'ZAR',
  brazilian: 'BRL', jamaican: 'JMD', belize: 'BZD', trinidad: 'TTD', namibian: 'NAD', taiwan: 'TWD', taiwanese: 'TWD', korean: 'KRW',
  'south korean': 'KRW', philippine: 'PHP', thai: 'THB', israeli: 'ILS', emirati: 'AED', uae: 'AED', danish: 'DKK', swedish: 'SEK',
  norwegian: 'NOK', icelandic: 'ISK', czech: 'CZK', polish: 'PLN', hungarian: 'HUF', ukrainian: 'UAH', nigerian: 'NGN', kenyan: 'KES',
  ghanaian: 'GHS', moroccan: 'MAD', tunisian: 'TND', algerian: 'DZD', libyan: 'LYD', serbian: 'RSD', bulgarian: 'BGN', romanian: 'RON',
};

/** Currency names (singular and plural) to the code they mean without a nationality. */
const NAMES: Record<string, string> = {
  dollar: 'USD', buck: 'USD', euro: 'EUR', pound: 'GBP', 'pound sterling': 'GBP', quid: 'GBP', yen: 'JPY', yuan: 'CNY', renminbi: 'CNY',
  rmb: 'CNY', rupee: 'INR', franc: 'CHF', ringgit: 'MYR', shekel: 'ILS', sheqel: 'ILS', tugrik: 'MNT', 'tögrög': 'MNT', hryvnia: 'UAH',
  hryvna: 'UAH', won: 'KRW', rouble: 'RUB', ruble: 'RUB', lira: 'TRY', rand: 'ZAR', peso: 'MXN', real: 'BRL', reais: 'BRL', baht: 'THB',
  dong: 'VND', naira: 'NGN', cedi: 'GHS', shilling: 'KES', dirham: 'AED', riyal: 'SAR', rial: 'SAR', dinar: 'KWD', krona: 'SEK', kronor: 'SEK',
  krone: 'NOK', kroner: 'NOK', zloty: 'PLN', forint: 'HUF', koruna: 'CZK', lev: 'BGN', leva: 'BGN', leu: 'RON', lei: 'RON', bitcoin: 'BTC',
  egyptianpound: 'EGP', saudiriyal: 'SAR', kuai: 'CNY', sterling: 'GBP', 'pounds sterling': 'GBP',
};
/** Names that are common English words too ("one real problem", "I won"): a currency only after a nationality. */
const NEEDS_COUNTRY: ReadonlySet<string> = new Set(['real', 'reais', 'won', 'rand', 'lev', 'leva', 'leu', 'lei', 'dong']);
/** ISO codes read in any case; the others ("ALL", "TOP", "CUP", "MAD") only when written in capitals. */
const COMMON_CODES: ReadonlySet<string> = new Set(['usd', 'eur', 'gbp', 'jpy', 'cny', 'inr', 'chf', 'cad', 'aud', 'nzd', 'sek', 'nok', 'dkk', 'krw', 'rub', 'brl', 'mxn', 'zar', 'sgd', 'hkd', 'aed', 'myr', 'sar', 'qar', 'kwd', 'egp', 'ils', 'uah', 'pln', 'huf', 'czk', 'bgn', 'ron', 'mnt', 'btc']);
/** Short forms written against or beside the amount: "rs 20", "20rs", "rm 42", "42 le". */
const SHORT: Record<string, string> = { rs: 'INR', 'rs.': 'INR', rm: 'MYR', le: 'EGP', 'l.e': 'EGP', 'l.e.': 'EGP', mil: 'USD', 'zł': 'PLN', 'kč': 'CZK', nis: 'ILS', tl: 'TRY', ntd: 'TWD' };
/** The hundredth of a currency, said after its amount ("and 43 cents"). */
const CENT_WORDS = /(cents?|c|pence|pennies|penny|p|sen|sens|kopiykas?|kopecks?|kopeks?|paise|paisa|poisha|centimes?|centavos?|centimos?|céntimos?|centesimos?|centésimos?|agorot|agoras?|øre|öre|groszy|grosze|grosz|halalas?|fils|millimes?|baisa|piastres?|kuruş|kurus|kobo|satang|stotinki|stotinka|bani|tetri|pesewas?|haler|haléř|fillér|filler|rappen|tiyin|thebe|lipa|jiao|mao|fen)\b/y;
/** Subunits that are a tenth ("5 yuan 3 jiao"); fils, millimes and baisa a thousandth where the currency has three decimals. */
const TENTHS: ReadonlySet<string> = new Set(['jiao', 'mao']);
const THOUSANDTHS: ReadonlySet<string> = new Set(['fils', 'millime', 'millimes', 'baisa']);
/** How many of its smallest unit a currency counts (Intl's decimals: 100 for most, 1000 for the dinars of Kuwait, Bahrain, Jordan…). */
function subunits(code: string, word: string): number {
  if (TENTHS.has(word)) return 10;
  if (!THOUSANDTHS.has(word)) return 100;
  try { return 10 ** (new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2); } catch { return 100; }
}

/** Scale words and letters after an amount: "2 million", "1.2m", "120 meur" (million euros), "5bn", "3k". */
const SCALES: Record<string, number> = { hundred: 1e2, thousand: 1e3, k: 1e3, grand: 1e3, million: 1e6, millions: 1e6, m: 1e6, mm: 1e6, mn: 1e6, mil: 1e6, mln: 1e6, mio: 1e6, billion: 1e9, mrd: 1e9, billions: 1e9, bn: 1e9, bln: 1e9, b: 1e9, trillion: 1e12, t: 1e12, lakh: 1e5, lakhs: 1e5, crore: 1e7, crores: 1e7 };

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: string[]) => words.sort((a, b) => b.length - a.length).map(esc).join('|');
const NAME_RE = new RegExp(`(?:(${alternation(Object.keys(COUNTRY))})\\s*)?(${alternation(Object.keys(NAMES))})(?:s|es)?\\b`, 'y');
const SIGN_RE = new RegExp(`(${alternation(Object.keys(SIGNS))})`, 'y');
const SIGN_FIRST: ReadonlySet<string> = new Set(Object.keys(SIGNS).map((k) => k[0]!));
const DOLLAR_RE = new RegExp(`(${alternation(Object.keys(DOLLAR_PREFIX))})\\s?\\$`, 'y');
const SCALED_CODE_RE = /(mm|m|k|bn)([a-z]{3})(?![a-z])/y;
const CODE_RE = /([a-z]{3})(?![a-z])/y;
const SHORT_RE = new RegExp(`(${alternation(Object.keys(SHORT))})(?![a-z])`, 'y');
const SCALE_RE = new RegExp(`(?:(half|quarter|three quarters)\\s+(?:of\\s+)?(?:an?\\s+)?)?(${alternation(Object.keys(SCALES))})\\b`, 'y');
// Digits grouped by thousands with commas, spaces ("1 234") or apostrophes ("1'500"), or the Indian way ("1,00,000"), or not at all.
const COMMA_DECIMAL_RE = /(\d+),(\d{2}(?![\d,.])|\d{1,2}(?=\s*(?:mln|mn|bn|bln|m|k|b|million|billion|thousand|trillion)\b))/y;
// "1.000.000 €", "1.500,50 €": dots between groups of three are grouping (much of Europe), a comma then the decimals.
const DOTTED_RE = /(\d{1,3}(?:\.\d{3}){2,}|\d{1,3}(?:\.\d{3})+(?=,\d{2}(?![\d,.])))(?:,(\d{2}))?(?![\d.])/y;
const NUMERAL_RE = /(\d{1,2}(?:,\d{2})+,\d{3}(?!\d)|\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d/])|\d{1,3}(?:['’]\d{3})+(?![\d'’])|\d+)(?:\.(\d+))?|\.(\d+)/y;

interface Currency { code: string; end: number }

/** ISO codes that are English words or common abbreviations too ("20 kgs", "3 cups", "2 try"): a currency only in capitals. */
const WORD_CODES: ReadonlySet<string> = new Set(['all', 'bam', 'bob', 'cop', 'cup', 'gel', 'kgs', 'mad', 'mop', 'pen', 'php', 'std', 'top', 'try', 'sos', 'ars', 'nio']);

/**
 * A currency said at `at`: a sign, a name (with its nationality), a short form or an ISO code, or a currency's name
 * in CLDR's list (currency-phrases-en.ts), the longer. `after`: right after an amount, where a code may be written in
 * lower case ("20 clp") and any name is read; before one only a name ending with a sign ("Canadian $ 20").
 */
function currencyAt(r: Reader, at: number, glued: boolean, after = true, signs = true, names = true): Currency | null {
  const from = glued ? at : r.skip(at);
  const known = knownCurrencyAt(r, from, after, signs);
  // Before an amount the names end with a sign: a statement without one spares the look-up.
  if ((!after && !signs) || !names) return known;
  // Glued: the name starts right here ("20€", "hk$20"), never after a space.
  if (glued && r.s.charCodeAt(from) === 32) return known;
  const phrase = currencyPhraseAt(r.s, from);
  if (!phrase || (!after && !/[$£]$/.test(r.s.slice(0, phrase.end)))) return known;
  return known && known.end >= phrase.end ? known : phrase;
}

function knownCurrencyAt(r: Reader, from: number, after: boolean, signs: boolean): Currency | null {
  // (A prefixed dollar only in a text with a dollar sign; a sign only where one of the signs' first characters is.)
  const dollar = signs ? r.match(DOLLAR_RE, from, false) : null;
  if (dollar && dollar.index === from) return { code: DOLLAR_PREFIX[dollar[1]!]!, end: dollar.index + dollar[0].length };
  const sign = SIGN_FIRST.has(r.s[r.skip(from)] ?? '') ? r.match(SIGN_RE, from, false) : null;
  if (sign && sign.index === from) return { code: SIGNS[sign[1]!]!, end: sign.index + sign[0].length };
  const name = r.match(NAME_RE, from, false);
  if (name && name.index === from) {
    const base = name[2]!;
    if (name[1] === undefined && NEEDS_COUNTRY.has(base)) return null;
    // A nationality names its country's currency: "swiss francs", "canadian dollars", "kuwaiti dinar".
    return { code: name[1] !== undefined ? COUNTRY[name[1]]! : NAMES[base]!, end: name.index + name[0].length };
  }
  const short = r.match(SHORT_RE, from, false);
  if (short && short.index === from && short[1] !== 'mil') return { code: SHORT[short[1]!]!, end: short.index + short[0].length };
  const code = r.match(CODE_RE, from, false);
  const written = code ? r.text.slice(code.index, code.index + 3) : '';
  if (code && code.index === from && (ISO_CODES.has(written.toUpperCase()) || COMMON_CODES.has(code[1]!)) && (COMMON_CODES.has(code[1]!) || written === written.toUpperCase() || (after && !WORD_CODES.has(code[1]!)))) return { code: code[1]!.toUpperCase(), end: code.index + code[0].length };
  return null;
}

/** An amount at `at`: a numeral or number words ("a" before a currency name: one), with an optional scale. */
function amountAt(r: Reader, at: number, glued: boolean, article = true): { value: number; end: number; start: number; decimals: boolean; article?: boolean } | null {
  const from = glued ? at : r.skip(at);
  let value: number; let end: number; let decimals = false; let said = false;
  const first = r.s.charCodeAt(from);
  const digit = (first >= 48 && first <= 57) || first === 46;
  const numeral = digit ? r.match(NUMERAL_RE, from, false) : null;
  // "3,50 €", "12,99 euros": a comma before two last digits is a decimal comma (a thousands comma has three); so one
  // or two before a scale ("5,5 million euros", "€1,5m").
  const comma = digit ? r.match(COMMA_DECIMAL_RE, from, false) : null;
  const dotted = comma || !digit ? null : r.match(DOTTED_RE, from, false);
  if (dotted && dotted.index === from) {
    value = Number(`${dotted[1]!.replace(/\./g, '')}${dotted[2] !== undefined ? `.${dotted[2]}` : ''}`); decimals = dotted[2] !== undefined; end = from + dotted[0].length;
  } else if (comma && comma.index === from) {
    value = Number(`${comma[1]}.${comma[2]}`); decimals = true; end = comma.index + comma[0].length;
  } else if (numeral && numeral.index === from && !/\d/.test(r.s[numeral.index + numeral[0].length] ?? '')) {
    value = Number(numeral[3] !== undefined ? `0.${numeral[3]}` : `${numeral[1]!.replace(/[,\s'’]/g, '')}${numeral[2] !== undefined ? `.${numeral[2]}` : ''}`);
    decimals = numeral[2] !== undefined || numeral[3] !== undefined;
    end = numeral.index + numeral[0].length;
    // "20,- €", "15.- EUR": a whole amount written with a dash for its cents (said, so no cents follow).
    if (!decimals && /^[.,]-(?![\d-])/.test(r.s.slice(end, end + 3))) { end += 2; decimals = true; }
  } else {
    const plainWords = r.numberWords(from);
    // Fractions and their scales in words ("three quarters billion", "five and a half"): the English number reader.
    const full = readNumber(r, from);
    const words = full && full.start === from && full.value > 0 && (!plainWords || full.end > plainWords.end) ? full : plainWords;
    const fractionScale = words ? null : r.match(SCALE_RE, from, true);
    if (words) { value = words.value; end = words.end; decimals = !Number.isInteger(value); }
    else if (fractionScale && fractionScale.index === from && fractionScale[1] !== undefined) {
      // "half a million", "quarter million", "three quarters billion".
      const part = fractionScale[1] === 'half' ? 0.5 : fractionScale[1] === 'quarter' ? 0.25 : 0.75;
      return { value: part * SCALES[fractionScale[2]!]!, end: fractionScale.index + fractionScale[0].length, start: from, decimals: true };
    } else {
      const one = article ? r.match(/an?\b/y, from) : null;
      if (!one || one.index !== from) return null;
      value = 1; end = one.index + one[0].length; said = true;
      // "a dollar", "a million dollars": the article counts one only before a currency or a scale.
    }
  }
  const scale = r.match(SCALE_RE, end, true) ?? r.match(SCALE_RE, end, false);
  // A glued scale letter ("1.2m", "5bn") or a scale word apart ("2 million").
  if (scale && (scale.index === end || scale[2]!.length > 2 || scale[2] === 'bn')) {
    const part = scale[1] === 'half' ? 0.5 : scale[1] === 'quarter' ? 0.25 : scale[1] === 'three quarters' ? 0.75 : 1;
    value *= part * SCALES[scale[2]!]!;
    end = scale.index + scale[0].length;
  }
  return { value, end, start: from, decimals, article: said && end === from + (r.s[from + 1] === 'n' ? 2 : 1) };
}

/**
 * Cents after a whole amount: "and 43 cents", "43c", "and one", " 43" (a bare number under 100 at a clause's end), or
 * another subunit of the currency ("3 pounds 20 pence", "5 yuan 3 jiao", "2 dinars 500 fils"): the fraction of a unit.
 */
function centsAt(r: Reader, at: number, code: string, named = false): { fraction: number; end: number } | null {
  const and = r.match(/(?:,\s*)?and\b/y, at);
  const from = and ? and.index + and[0].length : at;
  const n = r.match(/(\d{1,3})(?!\d)/y, from, false);
  const words = n && n.index === r.skip(from) ? null : r.numberWords(from);
  const value = n && n.index === r.skip(from) ? Number(n[1]) : words?.value;
  if (value === undefined || !Number.isInteger(value)) return null;
  const numberEnd = n && n.index === r.skip(from) ? n.index + n[0].length : words!.end;
  const unit = r.match(CENT_WORDS, numberEnd, false);
  if (unit && r.skip(numberEnd) === unit.index) {
    const ratio = subunits(code, unit[1]!);
    if (value >= ratio) return null;
    // "5 yuan 3 jiao 2 fen": fen after jiao.
    const fen = TENTHS.has(unit[1]!) ? r.match(/(\d)\s*fen\b/y, unit.index + unit[0].length) : null;
    if (fen) return { fraction: value / 10 + Number(fen[1]) / 100, end: fen.index + fen[0].length };
    return { fraction: value / ratio, end: unit.index + unit[0].length };
  }
  if (value >= 100) return null;
  // Without a unit only right before the end of a clause ("$20 43", "twenty dollars and 43."), never before more words.
  if (/^\s*([.,;!?](?!\d)|$)/.test(r.s.slice(numberEnd))) return { fraction: value / 100, end: numberEnd };
  // After a currency's code, two digits are its cents ("15 USD 50 more"; not after a name: "20 dollars 15 times").
  // ("3 USD50": digits glued to the code are an amount of their own, written code first.)
  if (named && !and && n && n.index === r.skip(from) && n.index > at && n[1]!.length === 2) return { fraction: value / 100, end: numberEnd };
  return null;
}

/** Every amount of money in the text, longest first at each place, none overlapping. */
export function findMoney(text: string): Array<Found<MoneyResolution>> {
  const r = new Reader(text);
  const signs = text.includes('$') || text.includes('£');
  const out: Array<Found<MoneyResolution>> = [];
  for (let at = 0; at < r.s.length; at++) {
    if (r.s.charCodeAt(at) === 32 || !(r.wordStart(at) || !/[a-z0-9]/.test(r.s[at - 1] ?? ''))) continue;
    // Never inside a number ("000" of "1.000.000").
    const c = r.s.charCodeAt(at);
    const p = r.s.charCodeAt(at - 1);
    if (c >= 48 && c <= 57 && (p === 46 || p === 44 || p === 39 || p === 8217) && /\d/.test(r.s[at - 2] ?? '')) continue;
    const f = readMoney(r, at, signs);
    if (f) {
      const first = rangeStart(r, f, out[out.length - 1]?.end ?? 0);
      if (first) out.push(first);
      out.push(f); at = f.end - 1;
    }
  }
  return out;
}

/** The bare amount and connector before an amount whose currency is said after it: "5 to 10 dollars", "between 20 and 30 euros". */
const RANGE_BEFORE_RE = /(?:^|[^\w.,$€£¥])(between\s+|from\s+)?((?:\d[\d,]*(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)\s*(?:k|thousand|million|billion)?)\s*(-|–|to|and|or)\s*$/;

/**
 * "5 to 10 dollars", "between 20 and 30 euros", "10-20 EUR": the currency said after the second amount is the first's
 * too, which is money then, not a bare number. "and" joins them only after "between" ("5 apples and 10 dollars" no).
 */
function rangeStart(r: Reader, f: Found<MoneyResolution>, notBefore: number): Found<MoneyResolution> | null {
  if (!/[\da-z]/.test(r.s[f.start] ?? '')) return null;
  const from = Math.max(notBefore, f.start - 40);
  const m = RANGE_BEFORE_RE.exec(r.s.slice(from, f.start));
  if (!m || (m[3] === 'and' && !m[1])) return null;
  const start = from + m.index + m[0].length - m[0].slice(m[0].indexOf(m[2]!)).length;
  const a = amountAt(r, start, true, false);
  if (!a || a.start !== start || a.end > start + m[2]!.trimEnd().length) return null;
  // "3.5 to 4.5 million dollars": a scale said only after the second amount is the first's too.
  const digits = /^\d+(?:\.\d+)?(?![\d,])/.exec(r.s.slice(f.start));
  const scale = digits && !/[a-z]/.test(m[2]!) ? f.resolution.amount / Number(digits[0]) : 1;
  const amount = Math.round(a.value * (scale >= 1000 && Number.isInteger(Math.log10(scale)) ? scale : 1) * 1e6) / 1e6;
  const currency = f.resolution.currency;
  return { start: a.start, end: a.end, value: `${formatDecimal(amount)} ${currency}`, resolution: { amount, currency } };
}

function readMoney(r: Reader, at: number, signs: boolean): Found<MoneyResolution> | null {
  let best: { start: number; end: number; amount: number; code: string; decimals: boolean; named?: boolean } | null = null;
  const take = (c: typeof best) => { if (c && (!best || c.end > best.end)) best = c; };
  // The currency first: "$20", "EUR 20", "USD3.14", "rs. 20".
  const before = currencyAt(r, at, true, false, signs);
  if (before) {
    const a = amountAt(r, before.end, false, false);
    if (a) take({ start: at, end: a.end, amount: a.value, code: before.code, decimals: a.decimals });
  }
  // The amount first: "20 dollars", "20€", "42MYR", "a dollar", "ten shekels", "16.4 million usd".
  const a = amountAt(r, at, true);
  if (a) {
    // "120 MEUR": a scale letter glued to the code, in capitals.
    const scaled = r.match(SCALED_CODE_RE, a.end, true);
    const scaledCode = scaled ? r.text.slice(scaled.index + scaled[1]!.length, scaled.index + scaled[0].length) : '';
    if (scaled && scaledCode === scaledCode.toUpperCase() && ISO_CODES.has(scaledCode)) {
      take({ start: a.start, end: scaled.index + scaled[0].length, amount: a.value * SCALES[scaled[1]!]!, code: scaledCode, decimals: true });
    }
    // (After a bare article the names the known ones miss are not looked up: "a Swiss franc" is known; most "a" are no amount.)
    const after = currencyAt(r, a.end, false, true, true, !a.article);
    // "one-yen", "5-dollar": a hyphen between.
    const glued = currencyAt(r, a.end, true) ?? (r.s[a.end] === '-' ? currencyAt(r, a.end + 1, true) : null);
    // "3 USD50 cards", "3 $50 bills": a currency glued to digits after it is theirs, not the count's before it.
    const c0 = glued ?? after;
    const c = c0 && !glued && /\d/.test(r.s[c0.end] ?? '') ? null : c0;
    if (c) {
      // "75 USD million": a scale word after the currency.
      const scale = r.match(SCALE_RE, c.end, true);
      const late = scale && scale[1] === undefined && scale[2]!.length > 2 ? SCALES[scale[2]!]! : 1;
      take({ start: a.start, end: late > 1 ? scale!.index + scale![0].length : c.end, amount: a.value * late, code: c.code, decimals: a.decimals || late > 1, named: late === 1 && /^[A-Z]{3}$/.test(r.text.slice(a.end, c.end).trim()) });
    }
  }
  if (!best) return null;
  const found: { start: number; end: number; amount: number; code: string; decimals: boolean; named?: boolean } = best;
  // Cents: "20 dollars and 43 cents", "$20 43", "3 GBP 1 pence".
  if (!found.decimals && Number.isInteger(found.amount) && found.code !== 'USD-cent') {
    const cents = centsAt(r, found.end, found.code, found.named);
    if (cents) { found.amount = Math.round((found.amount + cents.fraction) * 1000) / 1000; found.end = cents.end; }
  }
  if (found.code === 'USD-cent') { found.code = 'USD'; found.amount /= 100; }
  const amount = Math.round(found.amount * 1e6) / 1e6;
  return { start: found.start, end: found.end, value: `${formatDecimal(amount)} ${found.code}`, resolution: { amount, currency: found.code } };
}
