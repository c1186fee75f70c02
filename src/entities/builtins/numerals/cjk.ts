/**
 * Numbers and ordinals in Chinese and Japanese: characters ("三百二十五", "两千", "一万零五", "3万", "1.5億"), digits
 * (half or full width), fractions ("三分之一"), negatives ("负五", "マイナス5"), and ordinals ("第三", "3番目").
 */
import type { Numeral } from './latin.js';

const DIGITS: Readonly<Record<string, number>> = {
  〇: 0, 零: 0, 一: 1, 壱: 1, 壹: 1, 二: 2, 弐: 2, 贰: 2, 貳: 2, 两: 2, 兩: 2, 三: 3, 参: 3, 叁: 3, 參: 3, 四: 4, 肆: 4, 五: 5, 伍: 5,
  六: 6, 陆: 6, 陸: 6, 七: 7, 柒: 7, 八: 8, 捌: 8, 九: 9, 玖: 9,
  // Colloquial Chinese "two (of them)", "three (of them)": "我们俩", "他们仨" (Recognizers-Text's chineseNumeric reads them).
  俩: 2, 倆: 2, 仨: 3,
};
const UNITS: Readonly<Record<string, number>> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000, 阡: 1000 };
const BIG: Readonly<Record<string, number>> = { 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8, 兆: 1e12 };
/** Tens written as one character ("廿" 20, "卅" 30). */
const TENS: Readonly<Record<string, number>> = { 廿: 20, 卄: 20, 卅: 30, 卌: 40 };
/** Counts after a numeral that multiply it: a dozen ("打", "ダース"), a pair ("对", "雙"). */
const TIMES = /^\s*(打|ダース)/u;
const SUFFIX: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, g: 1e9 };

/** A run that may be a numeral: number characters, digits, grouping and decimal marks. */
const CH = '0-9０-９〇零一壱壹二弐贰貳两兩俩倆仨三参叁參四肆五伍六陆陸七柒八捌九玖十拾百佰千仟阡万萬亿億兆廿卄卅卌';
const CJK_CH = CH.slice(6);
// Spaces join characters only ("三千 八百"), never two digit numbers ("1 4/3"); commas group digits only ("1,100.9亿").
// A sign after another or after digits is no sign ("－－9" is 9, "10-20元" is 10 to 20), a point after another no decimal point ("...9" is 9), and 两 says no
// decimal digit ("两百点两" is 200 and 2): Recognizers-Text's chineseNumeric (NegativeNumberTermsRegexNum,
// DoubleSpecialsCharsWithNegatives, AllFloatRegex).
/** The run's parts; Japanese "about" before a big unit ("二十数万", "千五百あまり万") only where the text says one (ABOUT). */
const RUN_PARTS = `(?:[负負]\\s*|マイナス|(?<![-−－0-9０-９]\\s*)[-−－])?(?:[${CH}]|(?<![.．])[.．点點・](?=[0-9０-９〇零一二三四五六七八九壹贰貳叁參肆伍陆陸柒捌玖])|[,，](?=[0-9０-９]{3}(?![0-9０-９]))|\\s{1,3}(?=[${CJK_CH}])|(?<=[万萬亿億千百])\\s{1,3}(?=[0-9０-９])|\\s?[余多几幾来](?=\\s?[万萬亿億])`;
const RUN_END = `)+(?:\\s?[kKmMgGｋＫｍＭｇＧ](?![A-Za-zＡ-Ｚａ-ｚ]))?`;
const RUN = new RegExp(RUN_PARTS + RUN_END, 'gu');
const RUN_ABOUT = new RegExp(`${RUN_PARTS}|(?:数|余り|あまり)(?<=[${CH}](?:数|余り|あまり))(?=[万萬亿億])${RUN_END}`, 'gu');
const ABOUT = /数|余り|あまり/u;

/** Common words that hold a number character but say no number (一起 "together", 一些 "some", 万一 "in case"). */
const NOT_NUMBERS = /^(?:一起|一下|一样|一樣|一些|一点|一點|一直|一定|一般|一切|一边|一邊|一致|一旦|万一|萬一|统一|統一|唯一|一緒|一番|一応|一部|一度|千万|千萬|一人で|十分|伎俩|伎倆)$/u;

const toHalf = (s: string) => s.replace(/[０-９ｋＫｍＭｇＧ]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[．]/g, '.').replace(/[，]/g, ',').replace(/[−－]/g, '-');

/** The value of a run of characters and digits, or null. */
export function cjkValue(run: string, language: 'ja' | 'zh' = 'zh'): number | null {
  let s = toHalf(run);
  let sign = 1;
  const neg = /^(?:[负負]\s*|マイナス|-)/.exec(s);
  if (neg) { sign = -1; s = s.slice(neg[0].length); }
  let mult = 1;
  const suffix = /\s?([kKmMgG])$/.exec(s);
  if (suffix) { mult = SUFFIX[suffix[1]!.toLowerCase()]!; s = s.slice(0, -suffix[0].length); }
  // "五百余万", "十多万", Japanese "二十数万", "千五百あまり万": about that many, read as said.
  s = s.replace(/\s?(?:[余多几幾来]|数|余り|あまり)(?=\s?[万萬亿億])/gu, '');
  if (s === '') return null;
  if (/\s/.test(s)) {
    // "7万 5千 4百": spaced parts of one numeral, read together.
    const joined = cjkValue(s.replace(/\s+/g, ''), language);
    return joined === null ? null : sign * mult * joined;
  }
  const v = cjkUnsigned(s, language);
  return v === null ? null : sign * mult * v;
}

function cjkUnsigned(s: string, language: 'ja' | 'zh'): number | null {
  const sign = 1;
  // Digits alone, with grouping commas or a decimal point.
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(s)) return sign * Number(s.replace(/,/g, ''));
  // Characters written digit by digit ("二〇一六", "零一二三"; in Japanese also three or more without a zero, "二二二"
  // of a phone number said digit by digit): read as digits.
  if (/^[〇零一二三四五六七八九]{2,}$/.test(s) && (/[〇零]/.test(s) || (language === 'ja' && s.length >= 3))) return sign * Number([...s].map((ch) => DIGITS[ch]).join(''));
  let total = 0;
  let section = 0;
  let num: number | null = null;
  let i = 0;
  let decimal: string | null = null;
  let decimalScale = 1;
  // The unit just said: a lone digit after it counts in the next lower unit ("二百五" 250, "一万三" 13000).
  let lastUnit = 0;
  let zeroSaid = false;
  while (i < s.length) {
    const ch = s[i]!;
    const digits = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?|^\d+(?:\.\d+)?/.exec(s.slice(i));
    if (digits) {
      if (num !== null) return null;
      num = Number(digits[0].replace(/,/g, ''));
      i += digits[0].length;
      continue;
    }
    if (ch === '点' || ch === '點' || ch === '.' || ch === '・') {
      decimal = '';
      for (i++; i < s.length && ((DIGITS[s[i]!] !== undefined && !/[两兩俩倆仨]/u.test(s[i]!)) || /\d/.test(s[i]!)); i++) decimal += /\d/.test(s[i]!) ? s[i]! : String(DIGITS[s[i]!]);
      // "三点五亿", "十二点五万": a decimal of a big unit said after it.
      if (decimal !== '' && i === s.length - 1 && BIG[s[i]!] !== undefined && total === 0) { decimalScale = BIG[s[i]!]!; i++; }
      if (decimal === '' || i < s.length) return null;
      break;
    }
    if (DIGITS[ch] !== undefined) {
      // "零" between parts only marks a gap ("一千零五").
      if (num !== null && DIGITS[ch] !== 0) return null;
      if (DIGITS[ch] === 0) { zeroSaid = true; lastUnit = 0; } else num = DIGITS[ch]!;
      i++;
      continue;
    }
    if (UNITS[ch] !== undefined) {
      // "五十千": a unit right after a smaller or equal one says no numeral (two: 五十, 千).
      if (num === null && lastUnit >= 10 && lastUnit <= UNITS[ch]! && section > 0) return null;
      section += (num ?? 1) * UNITS[ch]!;
      num = null;
      lastUnit = UNITS[ch]!;
      i++;
      continue;
    }
    if (TENS[ch] !== undefined) {
      if (num !== null) return null;
      section += TENS[ch]!;
      lastUnit = 10;
      i++;
      continue;
    }
    if (BIG[ch] !== undefined) {
      section += num ?? 0;
      if (section === 0 && total === 0) section = 1;
      const big = BIG[ch]!;
      // "一万亿", "四万万": a scale after a bigger or equal one multiplies what is said before it.
      if (total > 0 && (total < big || (section === 0 && num === null))) total = (total + section) * big;
      else total += section * big;
      lastUnit = big;
      section = 0;
      num = null;
      i++;
      continue;
    }
    return null;
  }
  void zeroSaid;
  // Chinese only: Japanese "百一" is 101.
  if (language === 'zh' && num !== null && lastUnit >= 100 && s.length > 1 && DIGITS[s[s.length - 1]!] !== undefined && DIGITS[s[s.length - 2]!] === undefined) num *= lastUnit / 10;
  let value = total + section + (num ?? 0);
  if (decimal !== null) value = Number((Number(`${value}.${decimal}`) * decimalScale).toPrecision(15));
  // A run no numeral reads ("2千222.2千2百2十2.2"): no value, never NaN.
  return Number.isFinite(value) ? sign * value : null;
}

/** What makes an ordinal of a numeral after it: "番目", "つ目", "个目"; in Japanese also the counters with 目 ("三回目", "2人目"), a rank ("二位", "一等"; not "三位一体", "三等分", "二等辺"). */
const ORDINAL_AFTER = /^(?:番目|つ目|個目|号目|位)/u;
const JA_ORDINAL_AFTER = /^(?:(?:番|つ|個|号|回|度|人|枚|本|杯|件|行|周|代|問|軒|台|冊|戦|試合)目|位(?!一体)|等(?![分辺身しい]))/u;

/** Japanese numbers written in kana ("にじゅうさん" 23, "さんぜん" 3000), longest readings first. */
const KANA: ReadonlyArray<[string, string]> = ([
  ['ぜろ', '〇'], ['れい', '〇'], ['いち', '一'], ['いっ', '一'], ['に', '二'], ['さん', '三'], ['よん', '四'], ['し', '四'], ['ご', '五'],
  ['ろく', '六'], ['ろっ', '六'], ['なな', '七'], ['しち', '七'], ['はち', '八'], ['はっ', '八'], ['きゅう', '九'], ['く', '九'],
  ['じゅう', '十'], ['じゅっ', '十'], ['ひゃく', '百'], ['びゃく', '百'], ['ぴゃく', '百'], ['せん', '千'], ['ぜん', '千'], ['まん', '万'],
  ['おく', '億'], ['ちょう', '兆'],
] as Array<[string, string]>).sort((x, y) => y[0].length - x[0].length);
/** Lone kana words that are more often something else ("に" a particle, "さん" an honorific, "ご" a prefix). */
const KANA_ALONE = new Set(['いち', 'なな', 'しち', 'はち', 'きゅう', 'じゅう', 'ひゃく', 'せん', 'まん', 'ろく', 'よん', 'ぜろ']);

/** A run of hiragana as kanji numerals, or null when it is not all number words (`alone`: one word will do). */
function kanaNumeral(run: string, alone = false): string | null {
  let out = '';
  let words = 0;
  for (let i = 0; i < run.length;) {
    const hit = KANA.find(([kana]) => run.startsWith(kana, i));
    if (!hit) return null;
    out += hit[1];
    i += hit[0].length;
    words++;
  }
  return words > 1 || alone || KANA_ALONE.has(run) ? out : null;
}

// Half of a unit said as one word (Recognizers-Text's NumbersWithHalfDozen: 半 before 十/百/千/万/亿 or 打).
const HALVES = { zh: /一半|半[个個]|半百|半打|半千|半[万萬]|半[亿億]/gu, ja: /半分|半ダース/gu };
const HALF_VALUES: Record<string, number> = { 一半: 0.5, 半个: 0.5, 半個: 0.5, 半百: 50, 半打: 6, 半千: 500, 半万: 5000, 半萬: 5000, 半亿: 5e7, 半億: 5e7, 半分: 0.5, 半ダース: 6 };

/** Every number and ordinal in a Chinese or Japanese statement. */
export function findCjkNumerals(text: string, language: 'ja' | 'zh'): Numeral[] {
  const out: Numeral[] = [];
  if (language === 'ja' && /[ぁ-ゖ]/u.test(text)) {
    for (const m of text.matchAll(/[ぁ-ゖ]+/gu)) {
      // "だいさん": 第三 in kana, an ordinal (one number word will do after だい).
      const dai = m[0].startsWith('だい') && m[0].length > 2;
      const kanji = dai ? kanaNumeral(m[0].slice(2), true) : kanaNumeral(m[0]);
      const value = kanji === null ? null : cjkValue(kanji, 'ja');
      if (value !== null) out.push({ start: m.index, end: m.index + m[0].length, value, ordinal: dai });
    }
  }
  for (const m of text.matchAll(language === 'ja' && ABOUT.test(text) ? RUN_ABOUT : RUN)) {
    const lead = m[0].length - m[0].trimStart().length;
    const whole = m[0].trimStart().replace(/[,，\s]+$/u, '');
    m.index += lead;
    if (cjkValue(whole, language) !== null) { read(text, m.index, m.index + whole.length, out, language); continue; }
    // Digits side by side ("三八折" 3.8 off) are read by the callers that know them.
    if (!/\s/.test(whole)) { if (/[十拾百佰千仟阡]/u.test(whole) && !/[〇零一二两三四五六七八九]{2}/u.test(whole)) readParts(text, m.index, whole, out, language); else read(text, m.index, m.index + whole.length, out, language); continue; }
    // Spaced parts that do not make one numeral: each part alone.
    for (const part of whole.matchAll(/\S+/gu)) read(text, m.index + part.index, m.index + part.index + part[0].length, out, language);
  }
  if (language === 'ja' && text.includes('乗')) powers(text, out);
  // Halves said as words: "一半", "半个" 0.5, "半百" 50; "半分" 0.5, "半ダース" 6.
  for (const h of text.matchAll(HALVES[language])) {
    const end = h.index + h[0].length;
    const kept = out.filter((n) => n.end <= h.index || n.start >= end);
    out.length = 0;
    out.push(...kept, { start: h.index, end, value: HALF_VALUES[h[0]]!, ordinal: false });
  }
  return out.sort((x, y) => x.start - y.start);
}

/**
 * Japanese powers, "XのY乗" ("2の10乗" 1024, "2.5のマイナス1乗" 0.4; each sign before the power turns it), and a
 * number times a power of ten ("-12×10の-1乗" -1.2): the numerals read as one (Recognizers-Text's japaneseNumeric
 * DoubleExponentialNotationRegex and its kanji form).
 */
function powers(text: string, out: Numeral[]): void {
  for (let k = 0; k + 1 < out.length; k++) {
    const [base, power] = [out[k]!, out[k + 1]!];
    const gap = /^の((?:マイナス|[-−－])*)$/u.exec(text.slice(base.end, power.start));
    if (!gap || base.ordinal || power.ordinal || text[power.end] !== '乗' || !Number.isInteger(power.value)) continue;
    const turns = (gap[1]!.match(/マイナス|[-−－]/gu) ?? []).length;
    const value = base.value ** (turns % 2 === 1 ? -power.value : power.value);
    const times = out[k - 1];
    const timesTen = base.value === 10 && times !== undefined && !times.ordinal && /^\s*[×xX＊*]\s*$/u.test(text.slice(times.end, base.start));
    const whole = timesTen ? times.value * value : value;
    if (!Number.isFinite(whole)) continue;
    const merged: Numeral = { start: timesTen ? times.start : base.start, end: power.end + 1, value: Number(whole.toPrecision(15)), ordinal: false };
    if (timesTen) out.splice(--k, 3, merged);
    else out.splice(k, 2, merged);
  }
}

/** A run that is no one numeral ("五十千"): the longest numerals from its start, one after another. */
function readParts(text: string, start: number, run: string, out: Numeral[], language: 'ja' | 'zh'): void {
  let at = 0;
  while (at < run.length) {
    let end = run.length;
    while (end > at && cjkValue(run.slice(at, end), language) === null) end--;
    if (end === at) { at++; continue; }
    read(text, start + at, start + end, out, language);
    at = end;
  }
}

function read(text: string, start: number, end: number, out: Numeral[], language: 'ja' | 'zh'): void {
  const run = text.slice(start, end);
  const word = text.slice(start, Math.min(text.length, end + 1));
  // "十分之三" (three tenths) is no 十分 ("very").
  const fraction = /^\s*分\s*[之の]/u.test(text.slice(end));
  if (NOT_NUMBERS.test(run) || (NOT_NUMBERS.test(word) && !fraction) || NOT_NUMBERS.test(text.slice(Math.max(0, start - 1), end))) return;
  let value = cjkValue(run, language);
  if (value === null) return;
  let ordinal = false;
  const times = TIMES.exec(text.slice(end));
  if (times) { value *= 12; end += times[0].length; }
  // "一个半", "两个半小时": a count and a half (Duckling ZH's "<number>个" and "half").
  if (language === 'zh' && Number.isInteger(value) && value > 0 && /^[个個]半/u.test(text.slice(end))) { value += 0.5; end += 2; }
  // "三分之一", "４分の３": a fraction said denominator first; "３／５" numerator first.
  const frac = new RegExp(`^\\s*(分\\s*之|分\\s*の|[/／])\\s*((?:[负負]\\s*|マイナス)?(?:[${CH}]|[.．](?=[0-9]))+)`, 'u').exec(text.slice(end));
  if (frac) {
    const other = cjkValue(frac[2]!, language);
    const slash = frac[1] === '/' || frac[1] === '／';
    if (other !== null && (slash ? other : value) !== 0) {
      value = slash ? value / other : other / value;
      end += frac[0].length;
      // "１と４分の１": a whole number and a fraction.
      const prev = out[out.length - 1];
      if (prev && !prev.ordinal && (/^\s*(?:[と又]|また)\s*$/u.test(text.slice(prev.end, start)) || (slash && /^\s+$/u.test(text.slice(prev.end, start))))) { out.pop(); start = prev.start; value = prev.value < 0 ? prev.value - value : prev.value + value; }
    }
  }
  if (start > 0 && text[start - 1] === '第') { start--; ordinal = true; }
  // Japanese "だい" is 第 in kana ("だい3", "だい一万回").
  else if (language === 'ja' && start >= 2 && text.startsWith('だい', start - 2)) { start -= 2; ordinal = true; }
  const after = (language === 'ja' ? JA_ORDINAL_AFTER : ORDINAL_AFTER).exec(text.slice(end));
  // Chinese 位 after a bare numeral counts people ("三位客人"); Japanese 位 and 等 are a rank ("二位", "一等").
  if (after && (after[0] !== '位' || ordinal || language === 'ja')) { end += after[0].length; ordinal = true; }
  out.push({ start, end, value, ordinal });
}
