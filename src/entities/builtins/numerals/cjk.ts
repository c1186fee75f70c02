/**
 * Numbers and ordinals in Chinese and Japanese: characters ("三百二十五", "两千", "一万零五", "3万", "1.5億"), digits
 * (half or full width), fractions ("三分之一"), negatives ("负五", "マイナス5"), and ordinals ("第三", "3番目").
 */
import type { Numeral } from './latin.js';

const DIGITS: Readonly<Record<string, number>> = {
  〇: 0, 零: 0, 一: 1, 壱: 1, 壹: 1, 二: 2, 弐: 2, 贰: 2, 貳: 2, 两: 2, 兩: 2, 三: 3, 参: 3, 叁: 3, 參: 3, 四: 4, 肆: 4, 五: 5, 伍: 5,
  六: 6, 陆: 6, 陸: 6, 七: 7, 柒: 7, 八: 8, 捌: 8, 九: 9, 玖: 9,
};
const UNITS: Readonly<Record<string, number>> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000, 阡: 1000 };
const BIG: Readonly<Record<string, number>> = { 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8, 兆: 1e12 };

/** A run that may be a numeral: number characters, digits, grouping and decimal marks. */
const RUN = /(?:[负負]|マイナス|-)?(?:[0-9０-９〇零一壱壹二弐贰貳两兩三参叁參四肆五伍六陆陸七柒八捌九玖十拾百佰千仟阡万萬亿億兆]|[.,．，点點](?=[0-9０-９〇零一二两三四五六七八九]))+/gu;

/** Common words that hold a number character but say no number (一起 "together", 一些 "some", 万一 "in case"). */
const NOT_NUMBERS = /^(?:一起|一下|一样|一樣|一些|一点|一點|一直|一定|一般|一切|一边|一邊|一致|一旦|万一|萬一|统一|統一|唯一|一緒|一番|一応|一部|一度|千万|千萬|一人で|十分)$/u;

const toHalf = (s: string) => s.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[．]/g, '.').replace(/[，]/g, ',');

/** The value of a run of characters and digits, or null. */
export function cjkValue(run: string): number | null {
  let s = toHalf(run);
  let sign = 1;
  const neg = /^(?:[负負]|マイナス|-)/.exec(s);
  if (neg) { sign = -1; s = s.slice(neg[0].length); }
  if (s === '') return null;
  // Digits alone, with grouping commas or a decimal point.
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(s)) return sign * Number(s.replace(/,/g, ''));
  // Characters written digit by digit ("二〇一六"): read as digits.
  if (/^[〇零一二三四五六七八九]{2,}$/.test(s) && !/[十百千万億亿]/.test(s) && /〇/.test(s)) return sign * Number([...s].map((ch) => DIGITS[ch]).join(''));
  let total = 0;
  let section = 0;
  let num: number | null = null;
  let i = 0;
  let decimal: string | null = null;
  while (i < s.length) {
    const ch = s[i]!;
    const digits = /^\d+(?:\.\d+)?/.exec(s.slice(i));
    if (digits) {
      if (num !== null) return null;
      num = Number(digits[0]);
      i += digits[0].length;
      continue;
    }
    if (ch === '点' || ch === '點' || ch === '.') {
      decimal = '';
      for (i++; i < s.length && DIGITS[s[i]!] !== undefined; i++) decimal += String(DIGITS[s[i]!]);
      if (decimal === '' || i < s.length) return null;
      break;
    }
    if (DIGITS[ch] !== undefined) {
      // "零" between parts only marks a gap ("一千零五").
      if (num !== null && DIGITS[ch] !== 0) return null;
      num = DIGITS[ch] === 0 && num !== null ? num : DIGITS[ch]!;
      if (DIGITS[ch] === 0) num = null;
      i++;
      continue;
    }
    if (UNITS[ch] !== undefined) {
      section += (num ?? 1) * UNITS[ch]!;
      num = null;
      i++;
      continue;
    }
    if (BIG[ch] !== undefined) {
      section += num ?? 0;
      if (section === 0 && total === 0) section = 1;
      const big = BIG[ch]!;
      // "一万亿": the bigger scale multiplies what is said before it.
      if (total > 0 && total < big) total = (total + section) * big;
      else total += section * big;
      section = 0;
      num = null;
      i++;
      continue;
    }
    return null;
  }
  let value = total + section + (num ?? 0);
  if (decimal !== null) value = Number(`${value}.${decimal}`);
  return sign * value;
}

/** Every number and ordinal in a Chinese or Japanese statement. */
export function findCjkNumerals(text: string): Numeral[] {
  const out: Numeral[] = [];
  for (const m of text.matchAll(RUN)) {
    let start = m.index;
    let end = start + m[0].length;
    // A trailing grouping comma is punctuation.
    let run = m[0];
    while (/[,，]$/.test(run)) { run = run.slice(0, -1); end--; }
    const word = text.slice(start, Math.min(text.length, end + 1));
    if (NOT_NUMBERS.test(run) || NOT_NUMBERS.test(word) || NOT_NUMBERS.test(text.slice(Math.max(0, start - 1), end))) continue;
    let value = cjkValue(run);
    if (value === null) continue;
    let ordinal = false;
    // "三分之一": a fraction.
    const frac = /^分之((?:[0-9０-９〇零一二两三四五六七八九十百千]|[.．](?=[0-9]))+)/u.exec(text.slice(end));
    if (frac) {
      const numerator = cjkValue(frac[1]!);
      if (numerator !== null && value !== 0) { value = numerator / value; end += frac[0].length; }
    }
    if (start > 0 && text[start - 1] === '第') { start--; ordinal = true; }
    const after = /^(?:番目|つ目|個目|号目|位)/u.exec(text.slice(end));
    if (after && (after[0] !== '位' || ordinal)) { end += after[0].length; ordinal = true; }
    out.push({ start, end, value, ordinal });
  }
  return out;
}
