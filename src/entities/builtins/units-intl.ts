/**
 * Percentages, temperatures, distances and durations in the languages other than English (es, fr, de, pt, it, nl,
 * ja, zh), in our value forms (docs/corpus-format.md): percentage "25", temperature "20 celsius" ("degree" when no
 * scale is said), distance "3 km", duration "PT2H30M". The amounts are our numeral grammars' (quantities-intl.ts,
 * numerals/); this file reads the unit words around them.
 */
import { formatDecimal } from '../numbers.js';
import { findAmountsIntl, findNumbersIntl, findOrdinalsIntl, type NumeralLanguage } from './quantities-intl.js';
import type { NumeralReading } from './numerals/read.js';
import { addDurationField, findPhones, isoDuration, type AmountResolution, type DurationResolution, type Found } from './quantities-en.js';

interface Amount { start: number; end: number; value: number }

const isCjk = (language: NumeralLanguage) => language === 'ja' || language === 'zh';
/** After a Latin unit word no letter follows ("3 m" is metres, "3 mesas" is not). */
const END = '(?![\\p{L}\\p{N}])';

/** The numerals of a statement (ordinals are not amounts); `reading` the statement's, read once for every kind. */
function numeralsOf(language: NumeralLanguage, text: string, reading?: NumeralReading): Amount[] {
  const amounts = findAmountsIntl(language, text, reading);
  for (let k = 0; k < amounts.length; k++) {
    const n = amounts[k]!;
    // "5-20%": a dash between two numbers is a range, not a minus.
    if (/^[-−]/.test(text.slice(n.start, n.end)) && /[0-9０-９]\s*$/.test(text.slice(Math.max(0, n.start - 3), n.start))) amounts[k] = { start: n.start + 1, end: n.end, value: -n.value };
  }
  return decimalWords(text, amounts);
}

/** A decimal said in words: "siete con cincuenta" 7.5, "quarenta e sete vírgula vinte e oito" 47.28, "drei Komma fünf". */
const DECIMAL_WORD = /^\s+(?:con|coma|v[ií]rgula|virgola|virgule|komma)\s+$/iu;
function decimalWords(text: string, amounts: Amount[]): Amount[] {
  if (amounts.length < 2 || !/\s(?:con|coma|v[ií]rgula|virgola|virgule|komma)\s/iu.test(text)) return amounts;
  const out: Amount[] = [];
  for (let i = 0; i < amounts.length; i++) {
    const a = amounts[i]!; const b = amounts[i + 1];
    if (b && Number.isInteger(a.value) && Number.isInteger(b.value) && b.value >= 0 && DECIMAL_WORD.test(text.slice(a.end, b.start))) {
      const fraction = b.value / 10 ** String(b.value).length;
      out.push({ start: a.start, end: b.end, value: round(a.value + Math.sign(a.value || 1) * fraction) });
      i++;
    } else out.push(a);
  }
  return out;
}

/** A form of "one" used as an article before a unit ("una hora", "uma milha", "ein Tag"), which the numeral reader leaves. */
const ARTICLE = /(?<![\p{L}\p{N}])(?:un|una|uno|une|ein|eine|einen|einem|einer|um|uma|een|één)(?=\s)/giu;
function withArticles(language: NumeralLanguage, text: string, numerals: Amount[]): Amount[] {
  if (isCjk(language)) return numerals;
  const out = [...numerals];
  for (const m of text.matchAll(ARTICLE)) {
    const start = m.index; const end = start + m[0].length;
    if (!numerals.some((n) => n.start < end && start < n.end)) out.push({ start, end, value: 1 });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Digit fractions ("1/4", "10 1/2") in place of the numerals the reader found in them. */
const DIGIT_FRACTION = /(?<![\d/])(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)(?![\d/])/g;
function withFractions(text: string, amounts: Amount[]): Amount[] {
  if (!text.includes('/')) return amounts;
  const out = [...amounts];
  for (const m of text.matchAll(DIGIT_FRACTION)) {
    if (Number(m[3]) === 0) continue;
    const start = m.index; const end = start + m[0].length;
    for (let i = out.length - 1; i >= 0; i--) if (out[i]!.start < end && start < out[i]!.end) out.splice(i, 1);
    out.push({ start, end, value: round(Number(m[1] ?? 0) + Number(m[2]) / Number(m[3])) });
  }
  return out.sort((a, b) => a.start - b.start);
}
/** "250m", "1,65m", "1.9 m": the reader takes the "m" for a million; before a length it is the metre. */
function metreNotMillion(amounts: Amount[], text: string): Amount[] {
  return amounts.map((a) => {
    const m = /^(\d+(?:[.,]\d+)?)(\s*)m$/.exec(text.slice(a.start, a.end));
    return m ? { start: a.start, end: a.start + m[1]!.length, value: Number(m[1]!.replace(',', '.')) } : a;
  });
}

/** A sticky match at a position. */
function at(re: RegExp, text: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(text);
}
const round = (v: number) => Number(v.toPrecision(12));

// ---------- percentage ----------

const PERCENT_AFTER: Record<NumeralLanguage, RegExp> = {
  es: new RegExp(`\\s*(?:%|％|por\\s*cien(?:to)?${END}|porciento${END})`, 'iuy'),
  pt: new RegExp(`\\s*(?:%|％|por\\s*cento${END}|porcento${END})`, 'iuy'),
  fr: new RegExp(`\\s*(?:%|％|pour[\\s-]?cents?${END}|pourcents?${END}|pourcentages?${END})`, 'iuy'),
  de: new RegExp(`\\s*(?:%|％|prozent(?:punkte?n?)?${END})`, 'iuy'),
  it: new RegExp(`\\s*(?:%|％|per\\s*cento${END}|percento${END}|percentuale${END})`, 'iuy'),
  nl: new RegExp(`\\s*(?:%|％|procent(?:punten?)?${END}|percent${END})`, 'iuy'),
  // Japanese "ポイント" (points of a percentage), "/100"; "割" (a tenth) is read below.
  ja: /\s*(?:%|％|パ\s*ー\s*セ\s*ン\s*ト|ﾊﾟｰｾﾝﾄ|ポイント|\/\s*100(?![0-9]))/uy,
  zh: /\s*(?:%|％|个百分点|個百分點|\/\s*100(?![0-9]))/uy,
};
/** "pourcentage de vingt", "percentage van 100": the unit before the amount. */
const PERCENT_BEFORE = /(?:porcentaje\s+de|porcentagem\s+de|pourcentage\s+de|pourcents?\s+des|percentuale\s+di|percentage\s+van|prozentsatz\s+von)\s*$/iu;
/** "百分之二十", "千分之五", "万分之四", "百分の2", "百 分 之2.4": per hundred, thousand, ten thousand, million. */
// A minus before it makes the share negative ("负百分之五" -5).
const CJK_PER = /([负負]\s*)?(百万|百萬|[百千仟万萬])\s*分\s*[之の]\s*/gu;
const PER_SCALE: Record<string, number> = { 百: 1, 千: 0.1, 仟: 0.1, 万: 0.01, 萬: 0.01, 百万: 0.0001, 百萬: 0.0001 };
/**
 * Tenths: Japanese "3割" (30 %), "7割半" (75), "3割8分7厘" (38.7), "8割引" (a discount of 80 %: 20 % paid);
 * Chinese "九成" (90 %) and "8折" (a price at 80 %; "75折" 75 %).
 */
const TENTHS_JA = /\s*割(?:(半)|\s*([0-9０-９一二三四五六七八九])\s*分(?:\s*([0-9０-９一二三四五六七八九])\s*厘)?)?(引)?/uy;
const TENTHS_ZH = /\s*(成|折)/uy;
/** Words that are a percentage alone: "半額", "对折" (half price), "半成" (5 %). */
const PERCENT_WORDS: Array<[RegExp, number]> = [[/半額|对折|對折|半折/gu, 50], [/半成/gu, 5]];
const DIGIT_PAIR_DISCOUNT = /(?<![〇零一二两三四五六七八九十百千万亿点點])([一二三四五六七八九])([〇零一二三四五六七八九])\s*折/gu;
const isDigit = (v: number) => Number.isInteger(v) && v >= 0 && v <= 9;
const digitOf = (c: string) => '0123456789'.indexOf(c) >= 0 ? Number(c) : '０１２３４５６７８９'.indexOf(c) >= 0 ? '０１２３４５６７８９'.indexOf(c) : '〇一二三四五六七八九'.indexOf(c);

export function findPercentagesIntl(language: NumeralLanguage, text: string, reading?: NumeralReading): Array<Found<{ value: number }>> {
  const out: Array<Found<{ value: number }>> = [];
  const numerals = numeralsOf(language, text, reading);
  for (const n of numerals) {
    const raw = text.slice(n.start, n.end);
    let value: number | null = null;
    let { start, end } = n;
    const tenths = language === 'ja' ? at(TENTHS_JA, text, n.end) : language === 'zh' ? at(TENTHS_ZH, text, n.end) : null;
    if (/^[百千仟万萬]分[之の]/u.test(raw)) continue;
    if (tenths && language === 'ja') {
      const extra = tenths[1] ? 0.5 : tenths[2] ? digitOf(tenths[2]) / 10 + (tenths[3] ? digitOf(tenths[3]) / 100 : 0) : 0;
      const share = round((n.value + extra) * 10);
      value = tenths[4] ? round(100 - share) : share;
      end = tenths.index + tenths[0].length;
    } else if (tenths) {
      value = tenths[1] === '折' && n.value >= 10 ? n.value : round(n.value * 10);
      end = tenths.index + tenths[0].length;
      // "7 2 折": a discount said digit by digit (72 %); "七成六": tenths and a digit of hundredths (76 %).
      const prev = numerals[numerals.indexOf(n) - 1];
      if (tenths[1] === '折' && isDigit(n.value) && prev && isDigit(prev.value) && prev.value > 0 && /^\s+$/u.test(text.slice(prev.end, n.start))) { value = prev.value * 10 + n.value; start = prev.start; }
      const more = tenths[1] === '成' && isDigit(n.value) ? /^\s*([一二三四五六七八九0-9０-９])(?![〇零一二两三四五六七八九十百千万亿0-9０-９.．点點成折])/u.exec(text.slice(end)) : null;
      if (more) { value += digitOf(more[1]!); end += more[0].length; }
      // "一成半" 15 %: tenths and a half (Recognizers-Text's SpecialsPercentageRegex).
      else if (tenths[1] === '成' && text[end] === '半') { value += 5; end += 1; }
    } else {
      const after = at(PERCENT_AFTER[language], text, n.end);
      if (after) { value = n.value; end = after.index + after[0].length; }
      else {
        const before = PERCENT_BEFORE.exec(text.slice(Math.max(0, n.start - 24), n.start));
        if (before) { value = n.value; start = n.start - before[0].length; }
      }
      // "3/4%": a fraction of digits before the sign.
      const over = value !== null ? /(\d+)\s*\/\s*$/.exec(text.slice(Math.max(0, n.start - 12), n.start)) : null;
      if (over && Number.isInteger(n.value) && n.value > 0 && !/^\/\s*100/.test(text.slice(n.end).trimStart())) { value = round(Number(over[1]) / n.value); start = n.start - over[0].length; }
    }
    if (value === null) continue;
    out.push({ start, end, value: formatDecimal(value), resolution: { value } });
  }
  if (language === 'ja' || language === 'zh') {
    // The amount after "百分之" read alone (the numeral reader would read "百分之２．４" as a fraction cut short).
    for (const m of text.matchAll(CJK_PER)) {
      const from = m.index + m[0].length;
      const n = findNumbersIntl(language, text.slice(from))[0];
      if (!n || n.start !== 0) continue;
      const value = round((m[1] ? -1 : 1) * n.resolution.value * PER_SCALE[m[2]!]!);
      out.push({ start: m.index, end: from + n.end, value: formatDecimal(value), resolution: { value } });
    }
    // "三八折", "九九折": a discount's two digits in characters, which read as no one numeral.
    for (const m of language === 'zh' ? text.matchAll(DIGIT_PAIR_DISCOUNT) : []) {
      const start = m.index; const end = start + m[0].length; const value = digitOf(m[1]!) * 10 + digitOf(m[2]!);
      if (!out.some((o) => o.start < end && start < o.end)) out.push({ start, end, value: String(value), resolution: { value } });
    }
    for (const [re, value] of PERCENT_WORDS) for (const m of text.matchAll(re)) {
      const start = m.index; const end = start + m[0].length;
      if (!out.some((o) => o.start < end && start < o.end)) out.push({ start, end, value: String(value), resolution: { value } });
    }
    out.sort((a, b) => a.start - b.start);
  }
  return out;
}

// ---------- temperature ----------

const DEGREE_WORD = '(?:grados?|gº|degr[éèe]s?|grad(?:e|en)?|graus?|gradi|grado|graden|deg\\.?)';
const SCALE_WORD = '(?:cel[sc]ius|cent[ií]grados?|centigrades?|centigrado|centigradi|centigraad|fahrenh?eit|farenheit|kelvin)';
/** After the amount: a degree sign or word, then perhaps a scale; or a scale alone; a bare c/f/k only after a degree. */
const TEMPERATURE_AFTER = new RegExp(
  `\\s*(?:(°|º|˚|${DEGREE_WORD}${END})\\s*(${SCALE_WORD}${END}|[cfk](?![\\p{L}\\p{N}]))?|(${SCALE_WORD})${END}|([cfk])(?![\\p{L}\\p{N}])|\\s([CFK])(?![\\p{L}\\p{N}]))`, 'iuy',
);
const TEMPERATURE_AFTER_CJK = /\s*(摄氏度|攝氏度|摂氏度|华氏度|華氏度|摄氏°|攝氏°|华氏°|華氏°|度|°|º|℃|℉)\s*([CFcfK](?![A-Za-z]))?/uy;
const CJK_SCALE_BEFORE = /(摂氏|摄氏|攝氏|華氏|华氏)(?:温度|溫度)?の?\s*(?:マイナス|零下)?\s*$/u;
/** "10 en dessous de zéro", "5 bajo cero", "3 unter null": below zero. */
const BELOW_ZERO = /\s*(?:en\s+dessous\s+de\s+z[eé]ro|sous\s+z[eé]ro|bajo\s+cero|abaixo\s+de\s+zero|sotto\s+(?:lo\s+)?zero|unter\s+null|onder\s+nul)(?![\p{L}])/iuy;
/** After "200 K", a currency says thousands ("200 K euros"), not kelvin. */
const K_THOUSAND_BEFORE = /^\s*(?:[€$£¥]|euros?|d[oó]lar(?:es|s)?|dollars?|libras?|pesos?|reais|francs?|franken|yen(?:es)?|usd|eur|gbp)(?![\p{L}])/iu;
const MINUS_BEFORE = /(?:マイナス|零下|负|負)\s*$/u;

function scaleOf(word: string | undefined): string | null {
  if (!word) return null;
  const w = word.toLowerCase();
  if (/^(?:c|cel|cent|摂氏|摄氏|攝氏|℃)/.test(w)) return 'celsius';
  if (/^(?:f|far|fah|華氏|华氏|℉)/.test(w)) return 'fahrenheit';
  if (/^k/.test(w)) return 'kelvin';
  return null;
}

/**
 * "37ºC", "99º f": Spanish, Portuguese and Italian read "37º" as an ordinal (their sign of one: "1º" is "primero");
 * with a scale after it, it is a temperature's amount. A bare "45º" stays the ordinal the language writes.
 */
function degreeOrdinals(language: NumeralLanguage, text: string, reading?: NumeralReading): Amount[] {
  if (!/\d\s*[°º]/.test(text)) return [];
  return findOrdinalsIntl(language, text, reading).filter((o) => /\d\s*[°º]$/.test(text.slice(o.start, o.end)) && (new RegExp(`^\\s*(?:${SCALE_WORD}|[cfkCFK])(?![\\p{L}\\p{N}])`, 'iu').test(text.slice(o.end)) || degreesSaid(text, o.start, o.end))).map((o) => ({ start: o.start, end: o.start + /^[-−]?\d+/.exec(text.slice(o.start, o.end))![0].length, value: o.resolution.value }));
}

/**
 * "Ajuste el termostato a 85°", "está em 20°.": the degree sign (°, not the ordinal's º) after a word that sets or
 * measures (a, en, em, de, hasta, até...), ending the clause, says degrees; "quedó 3°", "la 3° vez" stay ordinals.
 */
const DEGREE_CUE_BEFORE = /(?:^|[^\p{L}])(?:a|à|al|en|em|no|na|de|del|do|da|hasta|até|ate|entre|sobre|unos|unas|uns|umas|cerca\s+de|alrededor\s+de|di|fino\s+a|circa|sui|verso)\s+$/iu;
function degreesSaid(text: string, start: number, end: number): boolean {
  return text[end - 1] === '°' && /^\s*(?:$|[.,;:!?)])/u.test(text.slice(end)) && DEGREE_CUE_BEFORE.test(text.slice(Math.max(0, start - 20), start));
}

export function findTemperaturesIntl(language: NumeralLanguage, text: string, reading?: NumeralReading): Array<Found<AmountResolution>> {
  const out: Array<Found<AmountResolution>> = [];
  const numerals = numeralsOf(language, text, reading);
  const ordinals = degreeOrdinals(language, text, reading).filter((o) => !numerals.some((n) => n.start < o.end && o.start < n.end));
  for (const n of ordinals.length ? [...numerals, ...ordinals].sort((a, b) => a.start - b.start) : numerals) {
    let { start, end, value } = n;
    // "200 K": the reader takes a spaced capital K for a thousand; before nothing else of a temperature it is kelvin.
    const spacedK = isCjk(language) ? null : /\s+K$/.exec(text.slice(start, end));
    if (spacedK && !at(TEMPERATURE_AFTER, text, end) && !K_THOUSAND_BEFORE.test(text.slice(end))) { end -= spacedK[0].length; value /= 1000; }
    let unit: string | null = null;
    let said = false;
    if (isCjk(language)) {
      const before = CJK_SCALE_BEFORE.exec(text.slice(Math.max(0, start - 8), start));
      if (before) { unit = scaleOf(before[1]); start -= before[0].length; said = true; if (/マイナス|零下/.test(before[0]) && value > 0) value = -value; }
      const after = at(TEMPERATURE_AFTER_CJK, text, end);
      if (after) { unit = scaleOf(after[2]) ?? scaleOf(after[1]!.replace(/度$/, '')) ?? unit; end = after.index + after[0].length; said = true; }
      const minus = MINUS_BEFORE.exec(text.slice(Math.max(0, start - 4), start));
      if (said && minus && value > 0) { value = -value; start -= minus[0].length; }
    } else {
      const after = at(TEMPERATURE_AFTER, text, end);
      if (after) {
        // A bare letter glued to the digits ("70F"), or apart in capitals ("200 K"), not "5 k".
        if (after[4] && after[0].length !== after[4].length && after[4] !== after[4].toUpperCase()) continue;
        // A spaced bare letter only in capitals ("200 K"), not "5 c".
        if (after[5] && after[5] !== after[5].toUpperCase()) continue;
        unit = scaleOf(after[2] ?? after[3] ?? after[4] ?? after[5]);
        end = after.index + after[0].length; said = true;
      }
      // "- diez grados": a minus sign apart from a numeral in words.
      const sign = value > 0 ? /(?:^|[^\p{L}\p{N}])([-−]\s+)$/u.exec(text.slice(Math.max(0, start - 4), start)) : null;
      if (sign) { value = -value; start -= sign[1]!.length; }
      const below = at(BELOW_ZERO, text, end);
      if (below) { value = -Math.abs(value); end = below.index + below[0].length; said = true; }
    }
    if (!said) continue;
    const scale = unit ?? 'degree';
    out.push({ start, end, value: `${formatDecimal(value)} ${scale}`, resolution: { value, unit: scale } });
  }
  return out;
}

// ---------- distance ----------

/** Length units in every language read, lower case, to our unit codes. */
const LATIN_LENGTHS: Array<[string, string]> = [
  ['km|kms|kil[oó]metros?|kilom[eè]tres?|kilometers?|kilometern|quil[oô]metros?|chilometri|chilometro', 'km'],
  ['cm|cent[ií]metros?|centim[eè]tres?|zentimetern?|centimeters?|centimetri|centimetro', 'cm'],
  ['mm|mil[ií]metros?|millim[eè]tres?|millimetern?|millimeters?|millimetri|millimetro', 'mm'],
  ['m|metros?|m[eè]tres?|metern?|meters|metri|metro', 'm'],
  ['millas?|milles?|miles?|meilen?|milhas?|miglia|miglio|mijlen|mijl|mi', 'mi'],
  ['pies?|pieds?|fu(?:ß|ss)|p[eé]s?|piedi|piede|voet|feet|foot|ft', 'ft'],
  ['pulgadas?|pouces?|zoll|polegadas?|pollici|pollice|duim|inch(?:es)?|in\\.|"', 'in'],
  ['yardas?|yards?|iarde|iarda|jardas?', 'yd'],
];
const LATIN_LENGTH = new RegExp(`\\s*(?:de\\s+)?(${LATIN_LENGTHS.map(([w]) => w).join('|')})(?![\\p{L}\\p{N}])`, 'iuy');
const CJK_LENGTHS: Array<[RegExp, string]> = [
  [/^(?:公里|公裏|千米|キロメートル|km)/iu, 'km'], [/^(?:厘米|公分|センチメートル|センチ|cm)/iu, 'cm'], [/^(?:毫米|ミリメートル|ミリ|mm)/iu, 'mm'],
  [/^(?:英里|英裏|マイル|miles?)/iu, 'mi'], [/^(?:英尺|呎|フィート|feets?|foot|ft)/iu, 'ft'], [/^(?:英寸|英吋|インチ|inch(?:es)?)/iu, 'in'], [/^(?:码|碼|ヤード|yards?)/iu, 'yd'],
  [/^(?:米|公尺|メートル|m(?![A-Za-z]))/u, 'm'],
];

function lengthUnit(word: string): string {
  const w = word.toLowerCase();
  return LATIN_LENGTHS.find(([re]) => new RegExp(`^(?:${re})$`, 'iu').test(w))![1];
}

export function findDistancesIntl(language: NumeralLanguage, text: string, reading?: NumeralReading): Array<Found<AmountResolution>> {
  const out: Array<Found<AmountResolution>> = [];
  for (const n of withFractions(text, metreNotMillion(withArticles(language, text, numeralsOf(language, text, reading)), text))) {
    let unit: string | undefined;
    let end = n.end;
    if (isCjk(language)) {
      const rest = text.slice(n.end).replace(/^\s*/, '');
      const hit = CJK_LENGTHS.find(([re]) => re.test(rest));
      if (hit) { unit = hit[1]; end = text.length - rest.length + hit[0].exec(rest)![0].length; }
      // "两公里半" 2.5 km; "一米八" 1.8 m, "一米七五" 1.75 m (a height): a half or the decimals said after the unit.
      const after = unit !== undefined && language === 'zh' ? CJK_AFTER_UNIT.exec(text.slice(end)) : null;
      if (after && (after[1] !== undefined || ((unit === 'm' || unit === 'km') && Number.isInteger(n.value) && n.value > 0))) {
        const value = after[1] !== undefined ? n.value + 0.5 : Number(`${n.value}.${[...after[2]!].map(digitOf).join('')}`);
        end += after[0].length;
        out.push({ start: n.start, end, value: `${formatDecimal(value)} ${unit}`, resolution: { value, unit: unit! } });
        continue;
      }
    } else {
      const m = at(LATIN_LENGTH, text, n.end);
      // The inch mark only glued to the digits ("5\""); a capital "M" is a million ("3M"), not a metre.
      if (m && !(m[1] === '"' && m[0] !== '"') && m[1] !== 'M') { unit = lengthUnit(m[1]!); end = m.index + m[0].length; }
    }
    if (unit === undefined) continue;
    out.push({ start: n.start, end, value: `${formatDecimal(n.value)} ${unit}`, resolution: { value: n.value, unit } });
  }
  return out;
}

// ---------- duration ----------

type Field = keyof DurationResolution;
const LATIN_DURATION_UNITS: Array<[string, Field, number]> = [
  ['segundos?|segs?|secondes?|secs?|sekunden?|seks?|secondi|secondo|seconden|seconde', 'seconds', 1],
  ['minutos?|minutes?|minuten?|minuti|minuto|minuut|mins?|mn', 'minutes', 1],
  // A quarter of an hour said as one unit: "3 kwartier", "drei Viertelstunden", "tres cuartos de hora".
  ['kwartier|viertelstunden?|cuartos?\\s+de\\s+horas?|quarts?\\s+d[\'’]heures?|quartos?\\s+de\\s+horas?|quarti?\\s+d[\'’]ora', 'minutes', 15],
  ['horas?|hras?|heures?|stunden?|std|ore|ora|uren|uur|hrs?|h', 'hours', 1],
  ['d[ií]as?|jours?|journ[ée]es?|tage?n?|giorni|giorno|dagen|dag|noches?|nuits?|n[äa]chte|nacht|notti|notte|noites?|nachten', 'days', 1],
  ['semanas?|semaines?|wochen?|settimane|settimana|weken|week|wk', 'weeks', 1],
  ['trimestres?|quartale?n?|trimestri|kwartalen|kwartaal', 'months', 3],
  ['meses|mes|mois|monaten?|monate?|mesi|mese|maanden|maand|mnd', 'months', 1],
  ['años?|anos?|ans?|années?|annees?|jahren?|jahre?|anni|anno|jaren|jaar|jr', 'years', 1],
];
const LATIN_DURATION = new RegExp(`\\s*(?:(?:m[aá]s|otros?|otras?|autres?|weitere[nr]?|outros?|outras?|altri|altre|altro|altra|andere)\\s+)?(?:(${LATIN_DURATION_UNITS.map(([w]) => w).join('|')})(?![\\p{L}\\p{N}])|(h)(?=[0-5][0-9](?![\\p{L}\\p{N}])))`, 'iuy');
const CJK_AFTER_UNIT = /^(?:(半)|([〇零一二两三四五六七八九0-9０-９]{1,2}))(?![〇零一二两三四五六七八九十百千万亿0-9０-９点點.．米里尺寸码公英厘毫个個])/u;
const CJK_DURATION_UNITS: Array<[RegExp, Field]> = [
  [/^(?:秒钟|秒鐘|秒間|秒)/u, 'seconds'], [/^(?:分钟|分鐘|分半[钟鐘]|分間|分)/u, 'minutes'],
  [/^(?:小时|小時|钟头|鐘頭|钟|鐘|時間)/u, 'hours'], [/^(?:天|日間|日|泊)/u, 'days'], [/^(?:星期|礼拜|禮拜|週間|周|週)/u, 'weeks'],
  [/^(?:个月|個月|ヶ月|ヵ月|か月|カ月|ケ月|月間|月)/u, 'months'], [/^(?:年間|年)/u, 'years'],
];
/** "y media", "et demie", "und eine halbe", "e meia", "e mezza", "en een half": half a unit more. */
const HALF_AFTER = /\s*(?:(y\s+medi[oa]|et\s+demie?|und\s+(?:eine?\s+)?halbe?|e\s+mei[oa]|e\s+mezz[oa]|en\s+een\s+half)|(y\s+(?:un\s+)?cuarto|et\s+(?:un\s+)?quart|und\s+(?:ein\s+)?viertel|e\s+(?:um\s+)?quarto|e\s+(?:un\s+)?quarto|en\s+een\s+kwart))(?![\p{L}])/iuy;
/** "media hora", "une demi-heure", "eine halbe Stunde", "meia hora", "mezz'ora", "een half uur": half a unit. */
const HALF_BEFORE = /(?<![\p{L}\p{N}])(?:(?:una?|une|eine[nmr]?|uma|een)\s+)?(?:medi[oa]|demi-?|halbe[nmr]?|mei[oa]|mezz[oa]\s*|mezz'|halve|half)(?=\s*\p{L})/giu;
/** Amounts said as a fraction: "1/2", "3/4", "½", "anderhalf", "dreiviertel", "zweieinhalb". */
const FRACTION_AMOUNT = /(?<![\p{L}\p{N}/])(?:(\d+)\s*\/\s*(\d+)(?![\d/])|(½|¼|¾|anderhalf|anderhalve|anderthalb|eineinhalb|dreiviertel|drei\s+viertel)|(\p{L}+)einhalb)/giu;
const FRACTION_WORDS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, anderhalf: 1.5, anderhalve: 1.5, anderthalb: 1.5, eineinhalb: 1.5, dreiviertel: 0.75, 'drei viertel': 0.75 };
/** "un par de", "een paar", "un paio di": two. */
const PAIR = /(?<![\p{L}\p{N}])(?:un\s+par\s+de|um\s+par\s+de|een\s+paar|paar|un\s+paio\s+di|une\s+paire\s+de)(?=\s)/giu;
/** "todo el día", "toute la journée", "den ganzen Tag", "tutto il giorno": one unit; "unos días", "qualche ora": three (as "a few"). */
const WHOLE = /(?<![\p{L}\p{N}])(?:todo\s+el|toda\s+la|tout\s+le|toute\s+la|den\s+ganzen|die\s+ganze|das\s+ganze|o\s+dia\s+todo|todo\s+o|toda\s+a|tutto\s+il|tutta\s+la|de\s+hele|het\s+hele|hele|heel|ganze[nr]?)(?=\s)/giu;
const FEW = /(?<![\p{L}\p{N}])(?:unos|unas|algunos|algunas|varios|varias|quelques|plusieurs|einige|mehrere|ein\s+paar|alguns|algumas|v[aá]rios|v[aá]rias|qualche|alcuni|alcune|diversi|diverse|parecchi|parecchie|enkele|enige|verscheidene)(?=\s)/giu;
/** Minutes bare after "h": two digits under 60, glued to it or then the clause's end. */
const H_MINUTES = /^([0-5][0-9])(?![\p{L}\p{N}])|^\s([0-5][0-9])(?=\s*(?:$|[.,;:!?)]))/u;
/** Between two parts of one length: a comma, "and", or "plus" ("3 uur plus 20 minuten", Duckling NL's composite duration). */
const JOIN = /\s*(?:,\s*)?(?:(?:und|et|en|y|e|plus)(?![\p{L}])\s*)?/iuy;
const CJK_JOIN = /\s*(?:零|又|和|と)?\s*/uy;


/** One unit of time after a position: its field and end (CJK: a classifier and "半" may come between). */
function durationUnit(language: NumeralLanguage, text: string, pos: number): { field: Field; end: number; half: boolean; times?: number } | null {
  if (isCjk(language)) {
    const lead = /^\s*([个個]?)(半?)/u.exec(text.slice(pos))!;
    const rest = text.slice(pos + lead[0].length);
    const hit = CJK_DURATION_UNITS.find(([re]) => re.test(rest));
    if (!hit) return null;
    const word = hit[0].exec(rest)![0];
    // A bare "月", "日" or "分" after a numeral is a date or a fraction unless a classifier or "間" says a length.
    // "半日" is half a day (not "半月", a half moon as often as half a month).
    if ((word === '月' || word === '日') && !lead[1] && !/[个個]半$/u.test(text.slice(Math.max(0, pos - 2), pos)) && !(word === '日' && text[pos - 1] === '半' && !lead[0])) return null;
    // "二分の一" is a half: "分の" is a fraction, not minutes.
    if (word === '分' && text[pos + lead[0].length + 1] === 'の') return null;
    // "2018年" is a year: a bare "年" after a number of four digits or more is a date.
    if (word === '年' && !lead[1] && !lead[2] && /[0-9０-９]{4}\s*$|[千仟]/u.test(text.slice(Math.max(0, pos - 6), pos))) return null;
    // Chinese "分" alone is a fraction or a cent; a minute when seconds or a half follow ("五分三十秒", "一分半").
    if (word === '分' && language === 'zh' && !/^(?:半|[钟鐘]|\s*[0-9０-９零一二两兩三四五六七八九十]+\s*秒)/u.test(text.slice(pos + lead[0].length + 1))) return null;
    return { field: hit[1], end: pos + lead[0].length + word.length, half: lead[2] === '半' || word.includes('半') };
  }
  const m = at(LATIN_DURATION, text, pos);
  if (!m) return null;
  // "1h45": an hour's "h" glued to the minutes after it (read by the caller).
  const word = m[1] ?? m[2]!;
  // One-letter units only glued to the digits ("2h"), never after a word; "h" also a space after them, as French
  // typography writes it ("pendant 1 h", "2 h 30").
  if (word.length === 1 && m[0].length !== 1 && !(m[0] === ' h' && /[0-9]$/.test(text.slice(0, pos)))) return null;
  const [, field, times] = LATIN_DURATION_UNITS.find(([re]) => new RegExp(`^(?:${re})$`, 'iu').test(word))!;
  return { field, end: m.index + m[0].length, half: false, times };
}

export function findDurationsIntl(language: NumeralLanguage, text: string, reading?: NumeralReading): Array<Found<DurationResolution>> {
  const amounts = withArticles(language, text, numeralsOf(language, text, reading));
  const starts: Array<{ start: number; end: number; value: number; unitFixed?: Field; halfBefore?: number }> = [];
  for (const a of amounts) {
    // "5 und eine halbe Minuten", "uno y cuarto año": the fraction between the count and its unit.
    const half = !isCjk(language) ? at(HALF_AFTER, text, a.end) : null;
    starts.push(half && durationUnit(language, text, half.index + half[0].length) ? { ...a, end: half.index + half[0].length, halfBefore: half[1] ? 0.5 : 0.25 } : a);
  }
  if (!isCjk(language)) {
    for (const m of text.matchAll(FRACTION_AMOUNT)) {
      const whole = m[4] !== undefined ? findNumbersIntl(language, m[4])[0] : undefined;
      const value = m[1] ? Number(m[1]) / Number(m[2]) : m[3] ? FRACTION_WORDS[m[3].toLowerCase().replace(/\s+/g, ' ')] ?? NaN : whole && whole.end === m[4]!.length ? whole.resolution.value + 0.5 : NaN;
      if (!Number.isFinite(value)) continue;
      const start = m.index; const end = start + m[0].length;
      for (let i = starts.length - 1; i >= 0; i--) if (starts[i]!.start < end && start < starts[i]!.end) starts.splice(i, 1);
      starts.push({ start, end, value });
    }
    for (const m of text.matchAll(PAIR)) starts.push({ start: m.index, end: m.index + m[0].length, value: 2 });
    for (const m of text.matchAll(HALF_BEFORE)) starts.push({ start: m.index, end: m.index + m[0].length, value: 0.5 });
    for (const m of text.matchAll(WHOLE)) starts.push({ start: m.index, end: m.index + m[0].length, value: 1 });
    for (const m of text.matchAll(FEW)) starts.push({ start: m.index, end: m.index + m[0].length, value: 3 });
  } else {
    for (const m of text.matchAll(/半(?=[个個]?(?:小时|小時|钟头|鐘頭|時間|天|日|年|个月|個月|ヶ月|か月|カ月|月間|分钟|分鐘|分間|秒))/gu)) starts.push({ start: m.index, end: m.index + 1, value: 0.5 });
    // "数日間", "几个小时": a few (3, as in English).
    for (const m of text.matchAll(/[数數几幾](?=[个個]?(?:小时|小時|钟头|鐘頭|時間|天|日間|年|个月|個月|ヶ月|か月|カ月|分钟|分鐘|分間|秒|星期|週間|周))/gu)) starts.push({ start: m.index, end: m.index + 1, value: 3 });
    // Cantonese "個半鐘", "個半小時" (an hour and a half) and "分半鐘" (a minute and a half), no numeral before: one
    // unit and its half (Duckling ZH's "a <unit-of-duration> and a half" rules).
    if (language === 'zh' && text.includes('半')) {
      for (const m of text.matchAll(/(?<![〇零一二两兩三四五六七八九十百千万萬0-9０-９])(?:[個个](?=半(?:[钟鐘]|小时|小時|钟头|鐘頭|天|日|星期|礼拜|禮拜|年|月))|(?=分半[钟鐘]))/gu)) starts.push({ start: m.index, end: m.index, value: 1 });
    }
  }
  starts.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Array<Found<DurationResolution>> = [];
  let covered = -1;
  for (const first of starts) {
    if (first.start < covered) continue;
    const parts: DurationResolution = { years: 0, months: 0, weeks: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };
    let end = -1;
    let next: typeof first | undefined = first;
    for (let k = 0; k < 5 && next; k++) {
      if (next.unitFixed) { addDurationField(parts, next.unitFixed, next.value); end = next.end; }
      else {
        const unit = durationUnit(language, text, next.end);
        if (!unit) break;
        let value = next.value + (unit.half ? 0.5 : 0) + (next.halfBefore ?? 0);
        let uEnd = unit.end;
        const half = !isCjk(language) ? at(HALF_AFTER, text, uEnd) : null;
        if (half) { value += half[1] ? 0.5 : 0.25; uEnd = half.index + half[0].length; }
        // "3年半", "1時間半": half a unit more, said after it (not "半月", the start of another length).
        else if (isCjk(language) && text[uEnd] === '半' && !durationUnit(language, text, uEnd + 1)) { value += 0.5; uEnd += 1; }
        addDurationField(parts, unit.field, value * (unit.times ?? 1));
        end = uEnd;
        // "1h45", and "2 h 30" where the clause ends: minutes said bare after an hour's "h" (French typography).
        const minutes = !isCjk(language) && unit.field === 'hours' && /h$/i.test(text.slice(0, uEnd)) && Number.isInteger(value) ? H_MINUTES.exec(text.slice(uEnd)) : null;
        if (minutes) { addDurationField(parts, 'minutes', Number(minutes[1] ?? minutes[2])); end = uEnd + minutes[0].length; break; }
      }
      // Another part after a joiner: "2 horas y 30 minutos", "4 weken en 2 dagen", "一年零三个月".
      const join = at(isCjk(language) ? CJK_JOIN : JOIN, text, end);
      const from = join ? join.index + join[0].length : end;
      // The numeral reader may keep the joiner ("零三十"): a part may start at the joiner too.
      const bare = end + (/^\s*/.exec(text.slice(end))![0].length);
      next = starts.find((s) => (s.start === from || s.start === bare) && s.start > end - 1 && s !== first);
      if (next && !next.unitFixed && !durationUnit(language, text, next.end)) next = undefined;
    }
    if (end < 0) continue;
    covered = end;
    out.push({ start: first.start, end, value: isoDuration(parts), resolution: parts });
  }
  return out;
}

// ---------- phone ----------

/** An extension said after the number in another language: "ramal 897", "extensión 12", "Durchwahl 3", "分机 8". */
const EXTENSION = /^\s*(?:ramal|extensi[oó]n|extension|poste|durchwahl|interno|toestel|内线|內線|分机|分機|内線)\s*[.:]?\s*(\d{1,6})(?!\d)/iu;

/** Phone numbers as English reads them (digits and signs), with the extension words of the other languages. */
export function findPhonesIntl(text: string): Array<Found<{ digits: string }>> {
  return findPhones(text).map((f) => {
    const ext = f.value.includes(';ext=') ? null : EXTENSION.exec(text.slice(f.end));
    if (!ext) return f;
    const value = `${f.value};ext=${ext[1]}`;
    return { start: f.start, end: f.end + ext[0].length, value, resolution: { digits: value } };
  });
}
