/**
 * Reads the public test suites of Duckling (BSD licence, facebook/duckling: Duckling/<Kind>/EN/Corpus.hs) and
 * Microsoft Recognizers-Text (MIT licence, microsoft/Recognizers-Text: Specs/**.json) from checkouts outside
 * this repository and writes one JSON list of cases in our value forms (docs/corpus-format.md), for
 * `npm run bench:builtins`. Nothing of them is copied into the repository.
 *
 *   tsx scripts/builtins/assemble-suites.ts --duckling ../duckling --recognizers ../Recognizers-Text --out ../builtin-suites.json
 *
 * Each case: { suite, kind, locale, text, referenceTime, timeZone, accepted }. `accepted` lists every value
 * that counts as right; "*" in one matches any text (Recognizers-Text gives a time of day without its date).
 * Where the peers' own convention differs from ours only in form (an interval's end exclusive or inclusive,
 * 90 minutes as PT90M or PT1H30M), both forms are accepted.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { SuiteCase } from './score.js';
import { RT_DISTANCE, RT_TEMPERATURE } from './rt-units.js';


const pad = (n: number, w = 2) => String(n).padStart(w, '0');

// ---------- Duckling ----------
const DUCKLING_REF = '2013-02-12T04:30:00-02:00';
const DUCKLING_ZONE = '-02:00';

/** Every `examples (<value>) [ "a", "b" ]` of a Haskell corpus file, in the parts tests run by default. */
function ducklingExamples(source: string): Array<{ value: string; texts: string[] }> {
  // The latent, negative and diff corpora are not the default corpus.
  const cut = (name: string) => { const at = source.search(new RegExp(`^${name} ::`, 'm')); return at; };
  const skipRanges: Array<[number, number]> = [];
  for (const name of ['negativeCorpus', 'latentCorpus', 'diffCorpus', 'diffContext']) {
    const at = cut(name);
    if (at < 0) continue;
    const next = source.slice(at + 1).search(/^\S.* ::/m);
    skipRanges.push([at, next < 0 ? source.length : at + 1 + next]);
  }
  const out: Array<{ value: string; texts: string[] }> = [];
  const re = /examples\s*\(/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(source))) {
    if (skipRanges.some(([a, b]) => m!.index >= a && m!.index < b)) continue;
    let depth = 1;
    let i = re.lastIndex;
    for (; i < source.length && depth > 0; i++) { if (source[i] === '(') depth++; else if (source[i] === ')') depth--; }
    const value = source.slice(re.lastIndex, i - 1).replace(/\s+/g, ' ').trim();
    const open = source.indexOf('[', i);
    let close = open + 1;
    const texts: string[] = [];
    while (close < source.length && source[close] !== ']') {
      if (source[close] === '"') {
        let j = close + 1; let s = '';
        while (source[j] !== '"') {
          if (source[j] !== '\\') { s += source[j++]; continue; }
          // Haskell string escapes: "\x20ac" and "\8364" are characters ("€"), "\&" separates, others stand for themselves.
          const hex = /^x([0-9a-fA-F]+)/.exec(source.slice(j + 1, j + 10));
          const decimal = /^(\d+)/.exec(source.slice(j + 1, j + 10));
          if (hex) { s += String.fromCodePoint(parseInt(hex[1]!, 16)); j += 1 + hex[0].length; }
          else if (decimal) { s += String.fromCodePoint(Number(decimal[1])); j += 1 + decimal[0].length; }
          else if (source[j + 1] === '&') j += 2;
          else { s += source[j + 1]; j += 2; }
        }
        texts.push(s); close = j + 1;
      } else if (source.startsWith('--', close)) close = source.indexOf('\n', close);
      else close++;
    }
    out.push({ value, texts });
  }
  return out;
}

type Tuple = [number, number, number, number, number, number];
const tuple = (s: string): Tuple => s.split(',').map((x) => Number(x.trim())) as Tuple;
const GRAIN_MS: Record<string, number> = { Second: 1e3, Minute: 6e4, Hour: 36e5, Day: 864e5 };

function fixedIso(t: Tuple): string { return `${t[0]}-${pad(t[1])}-${pad(t[2])}T${pad(t[3])}:${pad(t[4])}:${pad(t[5])}${DUCKLING_ZONE}`; }
function day(t: Tuple): string { return `${t[0]}-${pad(t[1])}-${pad(t[2])}`; }
function shift(t: Tuple, grain: string, by: number): Tuple {
  const d = new Date(Date.UTC(t[0], t[1] - 1, t[2], t[3], t[4], t[5]));
  if (grain === 'Month') d.setUTCMonth(d.getUTCMonth() + by);
  else if (grain === 'Quarter') d.setUTCMonth(d.getUTCMonth() + 3 * by);
  else if (grain === 'Year') d.setUTCFullYear(d.getUTCFullYear() + by);
  else if (grain === 'Week') d.setUTCDate(d.getUTCDate() + 7 * by);
  else d.setTime(d.getTime() + by * GRAIN_MS[grain]!);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()];
}
/** A point of a grain in our value forms. */
function point(t: Tuple, grain: string): string {
  switch (grain) {
    case 'Year': return String(t[0]);
    case 'Month': return `${t[0]}-${pad(t[1])}`;
    case 'Day': return day(t);
    case 'Week': return `${day(t)}/${day(shift(t, 'Day', 6))}`;
    case 'Quarter': return `${day(t)}/${day(shift(shift(t, 'Quarter', 1), 'Day', -1))}`;
    default: return fixedIso(t);
  }
}
/** An interval's bound: days and longer as days, else the instant. */
const bound = (t: Tuple, grain: string) => (['Day', 'Week', 'Month', 'Quarter', 'Year'].includes(grain) ? day(t) : fixedIso(t));

function ducklingTime(value: string): string[] | null {
  let m = /^datetime(?:Holiday)? \(([^)]*)\) (\w+)/.exec(value);
  if (m) return [point(tuple(m[1]!), m[2]!)];
  m = /^datetimeInterval(?:Holiday)? \(\(([^)]*)\), \(([^)]*)\)\) (\w+)/.exec(value);
  if (m) {
    const [a, b, grain] = [tuple(m[1]!), tuple(m[2]!), m[3]!];
    const dayish = ['Day', 'Week', 'Month', 'Quarter', 'Year'].includes(grain);
    // Duckling's end is exclusive; ours is the last day for days and the stated instant for times: both accepted.
    const last = dayish ? shift(b, 'Day', -1) : shift(b, grain, -1);
    return [...new Set([`${bound(a, grain)}/${bound(b, grain)}`, `${bound(a, grain)}/${bound(last, grain)}`])];
  }
  m = /^datetimeOpenInterval (After|Before) \(([^)]*)\) (\w+)/.exec(value);
  if (m) {
    const t = tuple(m[2]!); const g = m[3]!;
    const b = ['Second', 'Minute', 'Hour'].includes(g) ? fixedIso(t) : point(t, g);
    // A day or longer bound may be written as its first day too ("2014/.." or "2014-01-01/..").
    const forms = [...new Set([b, ['Second', 'Minute', 'Hour'].includes(g) ? b : day(t)])];
    return forms.map((f) => (m![1] === 'After' ? `${f}/..` : `../${f}`));
  }
  return null;
}

const DURATION_UNIT: Record<string, [string, number]> = { Second: ['S', 1], Minute: ['M', 60], Hour: ['H', 3600], Day: ['D', 86400], Week: ['W', 0], Month: ['M', 0], Quarter: ['M', 0], Year: ['Y', 0] };
function ducklingDuration(value: string): string[] | null {
  const m = /^DurationData (\d+) (\w+)/.exec(value);
  if (!m) return null;
  const n = Number(m[1]); const g = m[2]!;
  if (g === 'Quarter') return [`P${3 * n}M`];
  if (g === 'Week') return [`P${n}W`, `P${7 * n}D`];
  // 27 months is 2 years 3 months: the same length in larger units too.
  if (g === 'Month' && n >= 12) return [`P${n}M`, `P${Math.floor(n / 12)}Y${n % 12 ? `${n % 12}M` : ''}`];
  if (g === 'Month' || g === 'Year' || g === 'Day') return [`P${n}${DURATION_UNIT[g]![0]}`];
  const accepted = [`PT${n}${DURATION_UNIT[g]![0]}`];
  // The same length in larger units too: "an hour and a half" may be PT1H30M or PT90M.
  let s = n * DURATION_UNIT[g]![1];
  const d = Math.floor(s / 86400); s -= d * 86400;
  const h = Math.floor(s / 3600); s -= h * 3600;
  const mi = Math.floor(s / 60); s -= mi * 60;
  const iso = `P${d ? `${d}D` : ''}${h || mi || s ? 'T' : ''}${h ? `${h}H` : ''}${mi ? `${mi}M` : ''}${s ? `${s}S` : ''}`;
  if (!accepted.includes(iso)) accepted.push(iso);
  return accepted;
}

const TEMP_UNIT: Record<string, string> = { Celsius: 'celsius', Fahrenheit: 'fahrenheit', Degree: 'degree', Kelvin: 'kelvin' };
const DISTANCE_UNIT: Record<string, string> = { Kilometre: 'km', Metre: 'm', M: 'm', Centimetre: 'cm', Millimetre: 'mm', Mile: 'mi', Foot: 'ft', Inch: 'in', Yard: 'yd' };
const MONEY_UNIT: Record<string, string> = { Dollar: 'USD', USD: 'USD', EUR: 'EUR', Pound: 'GBP', GBP: 'GBP', INR: 'INR', JPY: 'JPY', CNY: 'CNY', KRW: 'KRW', AUD: 'AUD', CAD: 'CAD', Cent: 'cent', Bitcoin: 'BTC', AED: 'AED', SGD: 'SGD', MYR: 'MYR', IDR: 'IDR', SAR: 'SAR', QAR: 'QAR', KWD: 'KWD', BGN: 'BGN', CHF: 'CHF', SEK: 'SEK', NOK: 'NOK', DKK: 'DKK', HKD: 'HKD', NZD: 'NZD', PTS: 'PTS', RUB: 'RUB', EGP: 'EGP', JMD: 'JMD', ZAR: 'ZAR', TTD: 'TTD', BZD: 'BZD', PHP: 'PHP', VND: 'VND', UAH: 'UAH', ILS: 'ILS', MNT: 'MNT', TRY: 'TRY', BHD: 'BHD', OMR: 'OMR', LBP: 'LBP', JOD: 'JOD', NGN: 'NGN', GHS: 'GHS', KES: 'KES', MAD: 'MAD', IQD: 'IQD' };
const dec = (x: string) => String(Number(x));

/** Duckling writes 100_000 for 100000. */
const ducklingNumber = (x: string) => dec(x.replace(/[()_]/g, ''));
function ducklingNumeral(v: string): string[] | null { const m = /^NumeralValue (-?[\d._e]+|\(-?[\d._e]+\))/.exec(v); return m ? [ducklingNumber(m[1]!)] : null; }
function ducklingOrdinal(v: string): string[] | null { const m = /^OrdinalData (-?\d+|\(-?\d+\))/.exec(v); return m ? [ducklingNumber(m[1]!)] : null; }
function ducklingMoney(v: string): string[] | null { const m = /^simple (\w+) \(?(-?[\d._]+)\)?$/.exec(v); return m && MONEY_UNIT[m[1]!] && m[1] !== 'Cent' ? [`${ducklingNumber(m[2]!)} ${MONEY_UNIT[m[1]!]}`] : null; }

function ducklingTemperature(v: string): string[] | null { const m = /^simple (\w+) \(?(-?[\d.]+)\)?$/.exec(v); return m && TEMP_UNIT[m[1]!] ? [`${dec(m[2]!)} ${TEMP_UNIT[m[1]!]}`] : null; }
function ducklingDistance(v: string): string[] | null { const m = /^simple (\w+) \(?(-?[\d.]+)\)?$/.exec(v); return m && DISTANCE_UNIT[m[1]!] ? [`${dec(m[2]!)} ${DISTANCE_UNIT[m[1]!]}`] : null; }
function ducklingPhone(v: string): string[] | null { const m = /^PhoneNumberValue "([^"]*)"/.exec(v); return m ? [phoneDigits(m[1]!)] : null; }

function ducklingCases(root: string): SuiteCase[] {
  const cases: SuiteCase[] = [];
  const files: Array<[string, string, (v: string) => string[] | null]> = [
    ['Time/EN/Corpus.hs', 'datetime', ducklingTime],
    ['Duration/EN/Corpus.hs', 'duration', ducklingDuration],
    ['Numeral/EN/Corpus.hs', 'number', ducklingNumeral],
    ['Ordinal/EN/Corpus.hs', 'ordinal', ducklingOrdinal],
    ['Temperature/EN/Corpus.hs', 'temperature', ducklingTemperature],
    ['Distance/EN/Corpus.hs', 'distance', ducklingDistance],
    ['AmountOfMoney/EN/Corpus.hs', 'money', ducklingMoney],
    ['PhoneNumber/Corpus.hs', 'phone', ducklingPhone],
  ];
  for (const [file, kind, convert] of files) {
    const path = join(root, 'Duckling', file);
    if (!existsSync(path)) { console.error(`duckling: no ${path}`); continue; }
    for (const { value, texts } of ducklingExamples(readFileSync(path, 'utf8'))) {
      const accepted = convert(value);
      void 0;
      if (!accepted) continue;
      for (const text of texts) cases.push({ suite: 'duckling', kind, locale: 'en', text, referenceTime: DUCKLING_REF, timeZone: DUCKLING_ZONE, accepted });
    }
  }
  // Dates and times, numbers, ordinals and money in the other languages both suites test.
  const otherFiles: Array<[string, string, (v: string) => string[] | null]> = [
    ['Time', 'datetime', ducklingTime], ['Numeral', 'number', ducklingNumeral], ['Ordinal', 'ordinal', ducklingOrdinal], ['AmountOfMoney', 'money', ducklingMoney],
    // The other kinds, read exactly as the English files are (Duckling's phone corpus is language-free but for PT/AR).
    ['Duration', 'duration', ducklingDuration], ['Temperature', 'temperature', ducklingTemperature], ['Distance', 'distance', ducklingDistance], ['PhoneNumber', 'phone', ducklingPhone],
  ];
  for (const [dir, locale] of OTHER_LANGUAGES) {
    for (const [folder, kind, convert] of otherFiles) {
      const path = join(root, 'Duckling', folder, dir.toUpperCase(), 'Corpus.hs');
      if (!existsSync(path)) continue;
      for (const { value, texts } of ducklingExamples(readFileSync(path, 'utf8'))) {
        const accepted = convert(value);
        if (!accepted) continue;
        for (const text of texts) cases.push({ suite: 'duckling', kind, locale, text, referenceTime: DUCKLING_REF, timeZone: DUCKLING_ZONE, accepted });
      }
    }
  }
  return cases;
}

/** Duckling's folder and Recognizers-Text's language name of each other language measured. */
const OTHER_LANGUAGES: Array<[string, string, string]> = [
  ['es', 'es', 'Spanish'], ['fr', 'fr', 'French'], ['de', 'de', 'German'], ['pt', 'pt', 'Portuguese'],
  ['it', 'it', 'Italian'], ['nl', 'nl', 'Dutch'], ['ja', 'ja', 'Japanese'], ['zh', 'zh', 'Chinese'],
];

/** Our phone value: the digits, a leading + kept ("(+33) 1 46" → "+33146"). */
function phoneDigits(text: string): string {
  const plus = /^\s*\(?\s*\+/.test(text) ? '+' : '';
  return plus + text.replace(/\D/g, '');
}

// ---------- Recognizers-Text ----------
interface RtCase { Input: string; Context?: { ReferenceDateTime?: string }; Results?: Array<{ Text: string; TypeName: string; Resolution?: Record<string, any> }> }
const readJson = (p: string): RtCase[] => JSON.parse(readFileSync(p, 'utf8').replace(/^\uFEFF/, ''));
const RT_REF = '2016-11-07T00:00:00';

function utc(s: string): string { return `${s.replace(' ', 'T')}+00:00`; }
function dayBefore(d: string): string { const t = new Date(`${d}T00:00:00Z`); t.setUTCDate(t.getUTCDate() - 1); return t.toISOString().slice(0, 10); }
function rtDatetimeValue(v: Record<string, string>): string[] {
  switch (v.type) {
    case 'date': return v.value ? [v.value] : [];
    case 'datetime': return v.value ? [utc(v.value)] : [];
    case 'time': return v.value ? [`*T${v.value}+00:00`] : [];
    case 'daterange': {
      if (!v.start) return v.end ? [`../${v.end}`, `../${dayBefore(v.end)}`] : [];
      if (!v.end) return [`${v.start}/..`];
      const out = [`${v.start}/${dayBefore(v.end)}`, `${v.start}/${v.end}`];
      const [ys, ms, ds] = v.start.split('-');
      const [ye, me, de] = v.end.split('-');
      if (ds === '01' && de === '01') {
        if (ms === '01' && me === '01' && Number(ye) === Number(ys) + 1) out.push(ys!);
        else if ((Number(ye) * 12 + Number(me)) - (Number(ys) * 12 + Number(ms)) === 1) out.push(`${ys}-${ms}`);
      }
      return out;
    }
    case 'datetimerange':
      if (!v.start) return v.end ? [`../${utc(v.end)}`] : [];
      if (!v.end) return [`${utc(v.start)}/..`];
      return [`${utc(v.start)}/${utc(v.end)}`];
    case 'timerange':
      if (!v.start) return v.end ? [`../*T${v.end}+00:00`] : [];
      if (!v.end) return [`*T${v.start}+00:00/..`];
      return [`*T${v.start}+00:00/*T${v.end}+00:00`];
    case 'duration': return [];
    default: return [];
  }
}
/**
 * Recognizers-Text writes a fraction of a unit as a decimal ("PT1.5H", "P3.5Y"); ours the same length in whole
 * smaller units ("PT1H30M", "P3Y6M"): the same value in another form, so both count.
 */
function wholeUnits(timex: string): string[] {
  const m = /^P(T?)(\d+)\.(\d+)([YMWDHS])$/.exec(timex);
  if (!m) return [];
  const [, t, whole, fractionText, unit] = m;
  const fraction = Number(`0.${fractionText}`);
  const smaller: Record<string, [string, number, boolean]> = { Y: ['M', 12, false], H: ['M', 60, true], M: [t ? 'S' : 'D', t ? 60 : 30, !!t], W: ['D', 7, false], D: ['H', 24, true] };
  const next = smaller[unit!];
  if (!next) return [];
  const rest = fraction * next[1];
  if (!Number.isInteger(Math.round(rest * 1e6) / 1e6)) return [];
  const head = Number(whole) > 0 ? `${whole}${unit}` : '';
  if (t) return [`PT${head}${Math.round(rest)}${next[0]}`];
  return [next[2] ? `P${head}T${Math.round(rest)}${next[0]}` : `P${head}${Math.round(rest)}${next[0]}`];
}


/** Some languages' specs write a decimal comma in the value ("10,5"; three digits after a comma are a thousands group): the same number. */
const unitValue = (v: string) => (/^-?\d+,(?:\d{1,2}|\d{4,})$/.test(v) ? v.replace(',', '.') : v);
const rtPercentage = (r: Record<string, any>) => (typeof r.value === 'string' && /^-?[\d.,]+%$/.test(r.value) && !Number.isNaN(Number(unitValue(r.value.slice(0, -1)))) ? dec(unitValue(r.value.slice(0, -1))) : null);
const rtTemperature = (r: Record<string, any>) => (RT_TEMPERATURE[r.unit] && r.value && !Number.isNaN(Number(unitValue(r.value))) ? `${dec(unitValue(r.value))} ${RT_TEMPERATURE[r.unit]}` : null);
const rtDistance = (r: Record<string, any>) => (RT_DISTANCE[r.unit] && r.value && !Number.isNaN(Number(unitValue(r.value))) ? `${dec(unitValue(r.value))} ${RT_DISTANCE[r.unit]}` : null);
// "15,5" (a decimal comma) is 15.5; a value that is no number ("kuai en vijf mao vijf" → NaN) makes no case.
const rtMoney = (r: Record<string, any>) => (r.isoCurrency && r.value && !Number.isNaN(Number(unitValue(r.value))) ? `${dec(unitValue(r.value))} ${r.isoCurrency}` : null);
const rtPhone = (r: Record<string, any>) => (r.value ? phoneDigits(r.value) : null);

function recognizersCases(root: string): SuiteCase[] {
  const cases: SuiteCase[] = [];
  const push = (kind: string, c: RtCase, given: string[], locale = 'en') => {
    // Recognizers-Text writes "not resolved" for an impossible date ("2月30日"): no value of ours, no case.
    const accepted = given.filter((v) => !/not resolved/i.test(v));
    if (accepted.length > 0) cases.push({ suite: 'recognizers', kind, locale, text: c.Input, referenceTime: `${c.Context?.ReferenceDateTime ?? RT_REF}+00:00`, timeZone: 'UTC', accepted });
  };
  const specs = join(root, 'Specs');
  for (const c of readJson(join(specs, 'DateTime/English/DateTimeModel.json'))) {
    for (const r of c.Results ?? []) {
      const values: Array<Record<string, string>> = r.Resolution?.values ?? [];
      if (r.TypeName === 'datetimeV2.duration') push('duration', c, values.flatMap((v) => (v.timex ? [v.timex, ...wholeUnits(v.timex)] : [])));
      else if (/datetimeV2\.(date|time|datetime|daterange|timerange|datetimerange)$/.test(r.TypeName)) push('datetime', c, [...new Set(values.flatMap(rtDatetimeValue))]);
    }
  }
  const simple = (file: string, kind: string, type: RegExp, value: (res: Record<string, any>) => string | null, locale = 'en') => {
    for (const c of readJson(join(specs, file))) for (const r of c.Results ?? []) {
      if (!type.test(r.TypeName) || !r.Resolution) continue;
      const v = value(r.Resolution);
      if (v !== null) push(kind, c, [v], locale);
    }
  };
  for (const [, locale, language] of OTHER_LANGUAGES) {
    const path = join(specs, `DateTime/${language}/DateTimeModel.json`);
    if (!existsSync(path)) continue;
    for (const c of readJson(path)) for (const r of c.Results ?? []) {
      const values: Array<Record<string, string>> = r.Resolution?.values ?? [];
      if (r.TypeName === 'datetimeV2.duration') push('duration', c, values.flatMap((v) => (v.timex ? [v.timex, ...wholeUnits(v.timex)] : [])), locale);
      else if (/datetimeV2\.(date|time|datetime|daterange|timerange|datetimerange)$/.test(r.TypeName)) push('datetime', c, [...new Set(values.flatMap(rtDatetimeValue))], locale);
    }
  }
  for (const [, locale, language] of OTHER_LANGUAGES) {
    const at = (file: string) => join('Number', language, file);
    if (existsSync(join(specs, at('NumberModel.json')))) simple(at('NumberModel.json'), 'number', /^number$/, (r) => (r.value !== undefined && /^-?[\d.]+$/.test(r.value) ? dec(r.value) : null), locale);
    if (existsSync(join(specs, at('OrdinalModel.json')))) simple(at('OrdinalModel.json'), 'ordinal', /^ordinal$/, (r) => (r.value !== undefined && /^\d+$/.test(r.value) ? r.value : null), locale);
    const money = join('NumberWithUnit', language, 'CurrencyModel.json');
    if (existsSync(join(specs, money))) simple(money, 'money', /^currency$/, rtMoney, locale);
    // The other kinds, read exactly as the English files are below.
    if (existsSync(join(specs, at('PercentModel.json')))) simple(at('PercentModel.json'), 'percentage', /^percentage$/, rtPercentage, locale);
    const unitFile = (name: string) => join('NumberWithUnit', language, name);
    if (existsSync(join(specs, unitFile('TemperatureModel.json')))) simple(unitFile('TemperatureModel.json'), 'temperature', /^temperature$/, rtTemperature, locale);
    if (existsSync(join(specs, unitFile('DimensionModel.json')))) simple(unitFile('DimensionModel.json'), 'distance', /^dimension$/, rtDistance, locale);
    const phone = join('Sequence', language, 'PhoneNumberModel.json');
    if (existsSync(join(specs, phone))) simple(phone, 'phone', /^phonenumber$/, rtPhone, locale);
  }
  simple('Number/English/NumberModel.json', 'number', /^number$/, (r) => (r.value !== undefined && /^-?[\d.]+$/.test(r.value) ? dec(r.value) : null));
  simple('Number/English/OrdinalModel.json', 'ordinal', /^ordinal$/, (r) => (r.value !== undefined && /^\d+$/.test(r.value) ? r.value : null));
  simple('Number/English/PercentModel.json', 'percentage', /^percentage$/, rtPercentage);
  simple('NumberWithUnit/English/TemperatureModel.json', 'temperature', /^temperature$/, rtTemperature);
  simple('NumberWithUnit/English/DimensionModel.json', 'distance', /^dimension$/, rtDistance);
  simple('NumberWithUnit/English/CurrencyModel.json', 'money', /^currency$/, (r) => (r.isoCurrency && r.value ? `${dec(r.value)} ${r.isoCurrency}` : null));
  simple('Sequence/English/PhoneNumberModel.json', 'phone', /^phonenumber$/, rtPhone);
  return cases;
}

function main(): void {
  const { values } = parseArgs({ options: { duckling: { type: 'string' }, recognizers: { type: 'string' }, out: { type: 'string' } } });
  const cases = [...(values.duckling ? ducklingCases(values.duckling) : []), ...(values.recognizers ? recognizersCases(values.recognizers) : [])];
  writeFileSync(values.out ?? 'builtin-suites.json', JSON.stringify(cases, null, 0).replace(/},{/g, '},\n{'));
  const counts: Record<string, number> = {};
  for (const c of cases) counts[`${c.suite} ${c.locale} ${c.kind}`] = (counts[`${c.suite} ${c.locale} ${c.kind}`] ?? 0) + 1;
  console.log(counts);
}

main();
