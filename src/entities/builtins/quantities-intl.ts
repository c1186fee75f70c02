/**
 * Numbers, ordinals and money in the languages other than English (es, fr, de, pt, it, nl, ja, zh), in words and
 * digits, written in our value forms (docs/corpus-format.md): number "23", ordinal "3", money "23 EUR".
 * The numeral readers are numerals/latin.ts and numerals/cjk.ts; this file adds the currencies around them.
 */
import { createRequire } from 'node:module';
import { formatDecimal } from '../numbers.js';
import { cjkValue } from './numerals/cjk.js';
import { findLatinNumerals, type Numeral } from './numerals/latin.js';
import { readNumerals, type NumeralReading } from './numerals/read.js';
import type { LatinLanguage } from './numerals/lexicons.js';
import type { Found } from './quantities-en.js';

export const NUMERAL_LANGUAGES = ['es', 'fr', 'de', 'pt', 'it', 'nl', 'ja', 'zh'] as const;
export type NumeralLanguage = (typeof NUMERAL_LANGUAGES)[number];

/**
 * The numerals of a text, with scientific notation and powers ("1e10", "-12e-1", "2^5", "2.5^-1") in any language over
 * the readers' pieces of them. `reading`: the statement's numerals, read once for every kind (numerals/read.ts); read
 * here when the caller has none.
 */
function numeralsOf(language: NumeralLanguage, text: string, reading?: NumeralReading): readonly Numeral[] {
  const read = reading !== undefined && reading.language === language ? reading.of(text) : readNumerals(language, text);
  const powers = findPowers(text);
  return powers.length === 0 ? read : [...powers, ...read.filter((n) => !powers.some((p) => p.start < n.end && n.start < p.end))].sort((x, y) => x.start - y.start);
}

// The base may have a decimal comma ("1,1^23", es, pt, fr, de...).
const POWER = /(?<![\p{L}\p{N}.,])([-−]?\d+(?:[.,]\d+)?)(?:[eE]([-+−]?\d+)|\^([-+−]*)(\d+))(?![\p{L}\p{N}])/gu;
function findPowers(wide: string): Numeral[] {
  // No digit before an exponent's sign, in either width: none (the test below, without rewriting the text first).
  if (!/[0-9０-９][eEｅＥ^＾]/.test(wide)) return [];
  // Full-width digits and signs ("２.７８９０e－１") as ASCII: one UTF-16 unit each, so offsets stay.
  const text = wide.replace(/[０-９．＋－ｅＥ＾]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  if (!/\d[eE^]/.test(text)) return [];
  const out: Numeral[] = [];
  for (const m of text.matchAll(POWER)) {
    const base = Number(m[1]!.replace('−', '-').replace(',', '.'));
    const value = m[2] !== undefined
      ? base * 10 ** Number(m[2].replace('−', '-'))
      // "^--23": each minus turns the sign of the power.
      : base ** (((m[3]!.match(/[-−]/g) ?? []).length % 2 === 1 ? -1 : 1) * Number(m[4]));
    if (Number.isFinite(value)) out.push({ start: m.index, end: m.index + m[0].length, value: Number(value.toPrecision(15)), ordinal: false });
  }
  return out;
}

/** The numbers of a text (no ordinals) as amounts: what the unit grammars read (units-intl.ts). */
export function findAmountsIntl(language: NumeralLanguage, text: string, reading?: NumeralReading): Array<{ start: number; end: number; value: number }> {
  const out: Array<{ start: number; end: number; value: number }> = [];
  for (const n of numeralsOf(language, text, reading)) if (!n.ordinal) out.push({ start: n.start, end: n.end, value: n.value });
  return out;
}

export function findNumbersIntl(language: NumeralLanguage, text: string, reading?: NumeralReading): Array<Found<{ value: number }>> {
  return numeralsOf(language, text, reading).filter((n) => !n.ordinal).map((n) => ({ start: n.start, end: n.end, value: formatDecimal(n.value), resolution: { value: n.value } }));
}

export function findOrdinalsIntl(language: NumeralLanguage, text: string, reading?: NumeralReading): Array<Found<{ value: number }>> {
  const out = numeralsOf(language, text, reading).filter((n) => n.ordinal && Number.isInteger(n.value) && n.value >= 0).map((n) => ({ start: n.start, end: n.end, value: String(n.value), resolution: { value: n.value } }));
  // Japanese "最初の": the first (Recognizers-Text's japaneseNumeric OrdinalRegex); an ordinal word, not a numeral the
  // date gloss reads ("最初の週" stays its week).
  if (language === 'ja' && text.includes('最初の')) {
    for (const m of text.matchAll(/最初(?=の)/gu)) out.push({ start: m.index, end: m.index + 2, value: '1', resolution: { value: 1 } });
    out.sort((a, b) => a.start - b.start);
  }
  return out;
}

/** Currency words and signs (lower case, accents off) and their ISO 4217 codes. */
const CURRENCIES: ReadonlyMap<string, string> = new Map(Object.entries({
  '€': 'EUR', euro: 'EUR', euros: 'EUR', eur: 'EUR', euri: 'EUR', ユーロ: 'EUR', 欧元: 'EUR', 歐元: 'EUR',
  '$': 'USD', 'us$': 'USD', dollar: 'USD', dollars: 'USD', dolar: 'USD', dolares: 'USD', dollaro: 'USD', dollari: 'USD', usd: 'USD', ドル: 'USD', 美元: 'USD', 美金: 'USD',
  '£': 'GBP', pound: 'GBP', pounds: 'GBP', libra: 'GBP', libras: 'GBP', livre: 'GBP', livres: 'GBP', pfund: 'GBP', pond: 'GBP', sterlina: 'GBP', sterline: 'GBP', gbp: 'GBP', ポンド: 'GBP', 英镑: 'GBP', 英鎊: 'GBP',
  '¥': 'JPY', '￥': 'JPY', yen: 'JPY', yens: 'JPY', yenes: 'JPY', jpy: 'JPY', 円: 'JPY', 日元: 'JPY', 日圓: 'JPY',
  元: 'CNY', 块: 'CNY', 塊: 'CNY', 块钱: 'CNY', 塊錢: 'CNY', 人民币: 'CNY', 人民幣: 'CNY', rmb: 'CNY', cny: 'CNY', yuan: 'CNY', 人民元: 'CNY',
  // Dollars written with their country's letters before the sign ("HK$100", "NT$100", "S$5", "C$20", "A$9", "NZ$3"),
  // the signs of the lira, won, rupee, ruble, colón and bitcoin, and the ruble and won said in Chinese and Japanese
  // (Recognizers-Text's CurrencyPrefixList and CurrencySuffixList, MIT).
  'hk$': 'HKD', 'nt$': 'TWD', 's$': 'SGD', 'sg$': 'SGD', 'c$': 'CAD', 'ca$': 'CAD', 'can$': 'CAD', 'a$': 'AUD', 'au$': 'AUD', 'nz$': 'NZD', 'mx$': 'MXN',
  '₺': 'TRY', '₩': 'KRW', '₹': 'INR', '₽': 'RUB', '₡': 'CRC', '₿': 'BTC', btc: 'BTC', 卢布: 'RUB', 盧布: 'RUB', ルーブル: 'RUB', ウォン: 'KRW',
  // Japanese names written without Recognizers-Text's middle dot ("カナダドル"), the short "豪ドル", and bitcoin.
  澳币: 'AUD', 澳幣: 'AUD', 加币: 'CAD', 加幣: 'CAD', 镑: 'GBP', 鎊: 'GBP',
  カナダドル: 'CAD', 豪ドル: 'AUD', 豪州ドル: 'AUD', ニュージーランドドル: 'NZD', シンガポールドル: 'SGD', ビットコイン: 'BTC', 比特币: 'BTC', 比特幣: 'BTC',
  pta: 'PTS', ptas: 'PTS', peseta: 'PTS', pesetas: 'PTS', chf: 'CHF', franken: 'CHF', 瑞士法郎: 'CHF', スイスフラン: 'CHF', 台币: 'TWD', 台幣: 'TWD', 新台币: 'TWD', 新台幣: 'TWD', 台湾ドル: 'TWD', 台湾元: 'TWD', ニュー台湾ドル: 'TWD', twd: 'TWD', 'r$': 'BRL', real: 'BRL', reais: 'BRL', brl: 'BRL', 港元: 'HKD', 港币: 'HKD', 港幣: 'HKD', hkd: 'HKD',
}));
/** Signs and codes said before an amount ("$10", "EUR 20", "R$ 5"). */
const BEFORE = /((?:AUD|CAD|NZD|HKD|SGD|MXN)\$|(?<![A-Za-z])(?:US|HK|NT|SG|S|CAN|CA|C|AU|A|NZ|MX)\$|R\$|[$€£¥￥₺₩₹₽₡₿]|人民币|人民幣|港币|港幣|美元|美金|\b(?:EUR|USD|GBP|JPY|CNY|CHF|BRL|HKD|RMB|TWD)\b)\s*$/iu;
/** A currency after the amount: a sign glued or spaced, or a word. */
const AFTER_LATIN = /^\s*([$€£¥₺₩₹₽₡₿]|[\p{L}$]+)/u;
// "100多元", "三千余美元": about that many, the currency after 多/余/来.
const AFTER_CJK = /^\s*(?:[多余餘来來](?=\s*[^\s多余餘来來]))?(块钱|塊錢|人民币|人民幣|日元|日圓|美元|美金|欧元|歐元|英镑|英鎊|港元|港币|港幣|人民元|瑞士法郎|新台币|新台幣|台币|台幣|スイスフラン|ニュー台湾ドル|台湾ドル|ニュージーランドドル|シンガポールドル|カナダドル|豪州ドル|豪ドル|ビットコイン|比特币|比特幣|ユーロ|ドル|ポンド|卢布|盧布|ルーブル|ウォン|[元块塊円€$£¥￥₺₩₹₽₡₿]|澳币|澳幣|加币|加幣|镑|鎊|[A-Za-z]+)/u;
/** Smaller coins after a CJK amount: "五元三角", "2ドル3セント", "2222円13銭". */
const COINS_CJK = /^\s*(?:と|又|再|零)?\s*([0-9０-９]+|[一二两三四五六七八九十]+)\s*(角|毛|セント|日本銭|銭|美分|分)(?:\s*([0-9０-９]|[一二两三四五六七八九])\s*分)?/u;
/**
 * A coin said after an amount, with no larger unit: a jiao (毛, 角: written with digits or with 钱, not 三角 "a
 * triangle"), a fen with 钱 (分 alone is a minute or a point), a US cent (美分, セント). Then the clause goes on with
 * no word of its own ("五毛钱的", "一毛不拔" is an idiom, "五角大楼" the Pentagon).
 */
const COIN_ALONE = /^\s*(?:(毛钱|角钱|分钱|美分|セント|ペンス|便士)|(毛|角)(?=$|[\s，。！？、,.!?)）]|的))/u;

/** Cents after the amount ("1 USD et 23 centimes"). */
const CENTS = /^\s*(?:\p{L}{1,3}\s+)?(\d{1,2}|\p{L}+)\s*(?:cents?|centimes?|c[eé]ntimos?|centavos?|centesimi|centesimo)\b/iu;

/**
 * Every ISO currency's names in Japanese and Chinese ("ナイラ", "パナマ・バルボア", "尼日利亚奈拉"), from Microsoft's
 * recognizers-text-number-with-unit (MIT, its published per-language unit lexicons): read only when the signs and
 * names above found no currency after an amount. Loaded once, on first need.
 */
type UnitLexicon = { CurrencySuffixList: Map<string, string>; CurrencyNameToIsoCodeMap: Map<string, string> };
const cjkNames = new Map<'ja' | 'zh', Array<[string, string]>>();
function cjkCurrencyNames(language: 'ja' | 'zh'): Array<[string, string]> {
  let names = cjkNames.get(language);
  if (names) return names;
  const units = createRequire(import.meta.url)('@microsoft/recognizers-text-number-with-unit') as Record<'JapaneseNumericWithUnit' | 'ChineseNumericWithUnit', UnitLexicon>;
  const lexicon = units[language === 'ja' ? 'JapaneseNumericWithUnit' : 'ChineseNumericWithUnit'];
  names = [];
  for (const [name, forms] of lexicon.CurrencySuffixList) {
    const code = lexicon.CurrencyNameToIsoCodeMap.get(name);
    // Only names of one currency (its ISO code; "__D" is any dollar), written in two letters or more.
    if (!code || !/^[A-Z]{3}$/.test(code)) continue;
    for (const form of forms.split('|')) if ([...form].length >= 2 && /[^\x00-\x7f]/.test(form)) names.push([form, code]);
  }
  names.sort((a, b) => b[0].length - a[0].length);
  cjkNames.set(language, names);
  return names;
}

/** Lower case, accents off Latin letters only (a kana's voicing mark is part of it). */
const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/(?<=[a-z])\p{M}+/gu, '').normalize('NFC');

export function findMoneyIntl(language: NumeralLanguage, text: string, reading?: NumeralReading): Array<Found<{ amount: number; currency: string }>> {
  const cjk = language === 'ja' || language === 'zh';
  const out: Array<Found<{ amount: number; currency: string }>> = [];
  const all = numeralsOf(language, text, reading);
  const numerals = all.filter((n) => !n.ordinal);
  for (const n of numerals) {
    let { start, end } = n;
    let amount = n.value;
    let currency: string | undefined;
    const before = BEFORE.exec(text.slice(Math.max(0, start - 6), start));
    if (before) {
      // A code that ends the amount before ("75 USD millones") is not this one's.
      const prev = out[out.length - 1];
      if (!prev || prev.end <= start - before[0].length) {
        currency = CURRENCIES.get(fold(before[1]!)) ?? before[1]!.toUpperCase().replace('RMB', 'CNY').replace(/\$$/, '');
        start -= before[0].length;
      }
    }
    if (currency === undefined) {
      const after = (cjk ? AFTER_CJK : AFTER_LATIN).exec(text.slice(end));
      const code = after ? CURRENCIES.get(fold(after[1]!)) : undefined;
      if (code !== undefined) { currency = code; end += after![0].length; }
      else if (cjk) {
        const rest = text.slice(end).trimStart();
        // Names are written in CJK, some after Latin letters ("USドル").
        const named = /^[A-Za-z]{0,3}[^\x00-\x7f]/.test(rest) ? cjkCurrencyNames(language as 'ja' | 'zh').find(([form]) => rest.startsWith(form)) : undefined;
        if (named) { currency = named[1]; end += text.slice(end).length - rest.length + named[0].length; }
      }
    }
    // Coins alone: Chinese "五毛钱", "5角", "三分钱" (tenths and hundredths of a yuan), "10美分", Japanese "50セント".
    if (currency === undefined && cjk) {
      const coin = COIN_ALONE.exec(text.slice(end));
      const digitsSaid = /^[0-9０-９.．]+$/.test(text.slice(start, end));
      const said = coin ? coin[1] ?? coin[2]! : '';
      if (coin && (said !== '角' || digitsSaid)) {
        const cent = said === '美分' || said === 'セント' || said === '分钱' || said === 'ペンス' || said === '便士';
        currency = said === '美分' || said === 'セント' ? 'USD' : said === 'ペンス' || said === '便士' ? 'GBP' : 'CNY';
        amount = Math.round(amount * (cent ? 1 : 10)) / 100;
        end += coin[0].length;
      }
    }
    if (currency === undefined) continue;
    // A scale said after the currency ("75 USD millones").
    const scaleAfter = !cjk ? /^\s+(\p{L}+)/u.exec(text.slice(end)) : null;
    if (scaleAfter) {
      const scale = findLatinNumerals(language as LatinLanguage, scaleAfter[1]!)[0];
      if (scale && scale.start === 0 && scale.end === scaleAfter[1]!.length && scale.value >= 1000 && /^\p{L}+$/u.test(scaleAfter[1]!) && !/^(?:un|una|une|ein|een|um|uma)$/i.test(scaleAfter[1]!)) {
        const isScale = all.some((m) => m.start === end + scaleAfter[0].length - scaleAfter[1]!.length && m.value === scale.value);
        if (isScale) { amount *= scale.value; end += scaleAfter[0].length; }
      }
    }
    if (currency === undefined) continue;
    // Cents said after ("1 USD et 23 centimes", "10 euros y 50 céntimos").
    const coins = cjk ? COINS_CJK.exec(text.slice(end)) : null;
    if (coins) {
      const first = cjkValue(coins[1]!, language as 'ja' | 'zh');
      const tenth = coins[2] === '角' || coins[2] === '毛';
      if (first !== null && first < (tenth ? 10 : 100)) {
        const second = coins[3] !== undefined ? cjkValue(coins[3], language as 'ja' | 'zh') ?? 0 : 0;
        amount = Math.round(amount * 100 + (tenth ? first * 10 + second : first)) / 100;
        end += coins[0].length;
      }
    }
    // Chinese yuan said with its tenths unnamed (Duckling ZH's implicit dimes and cents): "三块五" 3.5, "十块半" 10.5,
    // "十块零五" 10.05; the digit is the last of the amount ("两块五一斤" 2.5 a jin).
    const yuan = language === 'zh' && !coins && currency === 'CNY' && /[元块塊圆]$/u.test(text.slice(start, end)) && Number.isInteger(amount)
      ? /^(?:(半)|(零)?([1-9一二两三四五六七八九]))(?![0-9０-９〇零十百千万亿萬億点點.角毛分])/u.exec(text.slice(end)) : null;
    if (yuan) {
      const digit = yuan[1] ? 5 : cjkValue(yuan[3]!, 'zh')!;
      amount = Math.round(amount * 100 + (yuan[2] ? digit : digit * 10)) / 100;
      end += yuan[0].length;
    }
    // "100ユーロと30です": the cents said bare after と, at the clause's end.
    const bare = cjk && !coins ? /^\s*と\s*(\d{1,2}|[一二三四五六七八九十]{1,3})(?=\s*(?:です|でした|。|、|$))/u.exec(text.slice(end)) : null;
    const bareCents = bare ? cjkValue(bare[1]!, language as 'ja' | 'zh') : null;
    if (bare && bareCents !== null && bareCents < 100 && Number.isInteger(amount)) { amount = Math.round(amount * 100 + bareCents) / 100; end += bare[0].length; }
    // "20 dollar 43c", "20 dollar 43" at the clause's end: cents glued to a "c" or said bare.
    const shortCents = !cjk && Number.isInteger(amount) ? /^\s+(\d{2})(?:\s*ct?\b|(?=\s*(?:[.,;!?]|$)))/u.exec(text.slice(end)) : null;
    if (shortCents) { amount = Math.round(amount * 100 + Number(shortCents[1])) / 100; end += shortCents[0].length; }
    const cents = !cjk && !shortCents ? CENTS.exec(text.slice(end)) : null;
    if (cents) {
      const c = /^\d+$/.test(cents[1]!) ? Number(cents[1]) : findLatinNumerals(language as LatinLanguage, cents[1]!)[0]?.value;
      if (c !== undefined && c < 100 && Number.isInteger(c)) { amount = Math.round(amount * 100 + c) / 100; end += cents[0].length; }
    }
    out.push({ start, end, value: `${formatDecimal(amount)} ${currency}`, resolution: { amount, currency } });
  }
  return out;
}

/**
 * Whether a word (as a text pipeline writes it: lower case, perhaps without accents) is a number or ordinal word of
 * the language ("veintitrés", "zweiundzwanzig", "三百"): words that say how many, never what a statement is about.
 */
export function isNumberWordIn(language: string, word: string): boolean {
  if (!(NUMERAL_LANGUAGES as readonly string[]).includes(language) || !/\p{L}/u.test(word)) return false;
  const found = readNumerals(language as NumeralLanguage, word);
  return found.length === 1 && found[0]!.start === 0 && found[0]!.end === word.length;
}
