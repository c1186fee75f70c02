import { formatDecimal } from '../numbers.js';
import { Reader, readOrdinal } from './reader.js';
import { readNumber } from './numbers-en.js';

/** A quantity found in a statement: its span, value text and structured resolution. */
export interface Found<R> { start: number; end: number; value: string; resolution: R }

export interface DurationResolution { years: number; months: number; weeks: number; days: number; hours: number; minutes: number; seconds: number }
export interface AmountResolution { value: number; unit: string }

/** Scans word starts with a reader function, longest match first, no overlap. */
function scan<R>(text: string, read: (r: Reader, at: number) => (Found<R> | null)): Array<Found<R>> {
  const r = new Reader(text);
  const out: Array<Found<R>> = [];
  for (let at = 0; at < r.s.length; at++) {
    if (r.s.charCodeAt(at) === 32 || !r.wordStart(at)) continue;
    const f = read(r, at);
    if (f) { out.push(f); at = f.end - 1; }
  }
  return out;
}

/** A signed amount: "-5", "minus 5", "5", "five", "2.5". */
function amount(r: Reader, at: number): { value: number; end: number; start: number } | null {
  // Every form of English number ("eight point five", "five and a half", "1.2k"), else a count.
  const full = readNumber(r, at);
  if (full && Number.isFinite(full.value)) return full;
  const minus = r.match(/(minus|negative|-|−)\s*/y, at, false);
  const from = minus ? minus.index + minus[0].length : at;
  const n = r.count(from, false);
  if (!n) return null;
  // A numeral glued to letters ("3rd", "5km" is read by the unit) is read by the callers.
  const start = minus ? minus.index : r.skip(at);
  return { value: minus ? -n.value : n.value, end: n.end, start };
}

// ---------- ordinal ----------

/** "3rd", "third", "twenty-first": the number. */
export function findOrdinals(text: string): Array<Found<{ value: number }>> {
  return scan(text, (r, at) => {
    const o = readOrdinal(r, at);
    if (!o) return null;
    // "one hundredth of a second", "times one thousandth": a fraction, not the 100th, where no "the" comes before it
    // and "of" or the clause's end after it ("the one hundredth visitor", "our one hundredth" stay the ordinal).
    if (/^(?:one|a)\s+(?:hundred|thousand|million|billion|trillion)th$/.test(r.s.slice(r.skip(at), o.end)) && !/\b(?:the|our|my|your|his|her|its|their)\s+$/.test(r.s.slice(Math.max(0, at - 8), at))
      && /^\s*(?:of\b|[.,;!?)]|$)/.test(r.s.slice(o.end))) return null;
    return { start: r.skip(at), end: o.end, value: String(o.value), resolution: { value: o.value } };
  });
}

// ---------- percentage ----------

/** "25%", "25 percent", "twenty five per cent": the number. */
export function findPercentages(text: string): Array<Found<{ value: number }>> {
  return scan(text, (r, at) => {
    // "percent of 10": the unit before the amount.
    const before = r.match(/(?:percents?|per cent|percentage)\s+of\s+/y, at);
    if (before) {
      const b = amount(r, before.index + before[0].length);
      if (b) return { start: before.index, end: b.end, value: formatDecimal(b.value), resolution: { value: b.value } };
    }
    const a = amount(r, at);
    if (!a) return null;
    const unit = r.match(/\s*(?:of\s+)?(?:an?\s+)?(%|percentages?|percents?|per[ -]cent|pct)/y, a.end, true) ?? r.match(/%/y, a.end, false);
    if (!unit) return null;
    return { start: a.start, end: unit.index + unit[0].length, value: formatDecimal(a.value), resolution: { value: a.value } };
  });
}

// ---------- temperature ----------

// Common misspellings of the scales too ("farenheit", "celcius", "centigrate").
const TEMPERATURE_UNIT = /(?:°|º|degrees?|deg\.?)?\s*(celsius|celcius|centigrade|centigrate|fahrenheit|farenheit|fahrenhiet|kelvin|c|f|k)\b|(°|º|degrees?|deg\.?)/y;

/** "37°C", "70 degrees fahrenheit", "45 degrees", "minus 5 c": "37 celsius", "45 degree" when no scale is said. */
export function findTemperatures(text: string): Array<Found<AmountResolution>> {
  return scan(text, (r, at) => {
    const a = amount(r, at);
    if (!a) return null;
    const u = r.match(TEMPERATURE_UNIT, a.end, true) ?? r.match(/(°|º)\s*(c|f|k)?\b|(°|º)/y, a.end, false);
    // "3 below zero": degrees without their word.
    const belowOnly = u ? null : r.match(/below zero\b/y, a.end);
    if (belowOnly) return { start: a.start, end: belowOnly.index + belowOnly[0].length, value: `${formatDecimal(-Math.abs(a.value))} degree`, resolution: { value: -Math.abs(a.value), unit: 'degree' } };
    if (!u) return null;
    const word = u[1] ?? (u[2] && u[2].length === 1 ? u[2] : undefined);
    // "5 c" or "5 f" alone are no temperature: a degree sign or word must come before a one-letter scale.
    // (Glued in capitals it is one: "25C", "77F".)
    const gluedCapital = word !== undefined && word.length === 1 && u.index === a.end && /^[CF]$/.test(r.text.slice(u.index, u.index + 1));
    if (word && word.length === 1 && !/(°|º|deg)/.test(u[0]) && !gluedCapital) return null;
    const unit = word === undefined ? 'degree' : word.startsWith('c') ? 'celsius' : word.startsWith('f') ? 'fahrenheit' : word.startsWith('k') ? 'kelvin' : 'degree';
    let end = u.index + u[0].length;
    let value = a.value;
    const below = r.match(/below zero\b/y, end);
    if (below) { value = -Math.abs(value); end = below.index + below[0].length; }
    return { start: a.start, end, value: `${formatDecimal(value)} ${unit}`, resolution: { value, unit } };
  });
}

// ---------- distance ----------

const DISTANCE_UNITS: Record<string, string> = {
  km: 'km', kms: 'km', 'kilo meter': 'km', 'kilo meters': 'km', 'kilo metre': 'km', 'kilo metres': 'km', kilometer: 'km', kilometers: 'km', kilometre: 'km', kilometres: 'km', klick: 'km', klicks: 'km',
  m: 'm', meter: 'm', meters: 'm', metre: 'm', metres: 'm', cm: 'cm', centimeter: 'cm', centimeters: 'cm', centimetre: 'cm', centimetres: 'cm', cms: 'cm', 'centi meter': 'cm', 'centi meters': 'cm', 'centi metre': 'cm', 'centi metres': 'cm',
  mm: 'mm', mms: 'mm', 'milli meter': 'mm', 'milli meters': 'mm', 'milli metre': 'mm', 'milli metres': 'mm', millimeter: 'mm', millimeters: 'mm', millimetre: 'mm', millimetres: 'mm',
  mtr: 'm', mtrs: 'm', mi: 'mi', mile: 'mi', miles: 'mi', ft: 'ft', foot: 'ft', feet: 'ft', in: 'in', inch: 'in', inches: 'in', '"': 'in', "'": 'ft',
  yd: 'yd', yds: 'yd', yard: 'yd', yards: 'yd',
};
const IMPERIAL = new Set(['mi', 'yd', 'ft', 'in']);
const TO_MM: Record<string, number> = { km: 1e6, m: 1e3, cm: 10, mm: 1, mi: 1_609_344, yd: 914.4, ft: 304.8, in: 25.4 };

/** A distance unit after an amount: "in" apart only at the end or before a mark ("5 in", not "5 in the morning"). */
function distanceUnit(r: Reader, at: number, afterFeet = false): { unit: string; end: number } | null {
  const marks = r.match(/(''|"|”|′′|″)/y, at, false);
  if (marks && marks.index === at) return { unit: 'in', end: marks.index + marks[0].length };
  // "5'10\"", "6'": a foot's mark against the number, not a quote's ("5's").
  const foot = r.match(/(['′’])(?![a-z])/y, at, false);
  if (foot && foot.index === at && !/^['′’]\s*[a-z]/.test(r.s.slice(at, at + 3))) return { unit: 'ft', end: at + 1 };
  const u = r.match(DISTANCE_UNIT, at, true);
  if (!u) return null;
  const word = u[1]!;
  const end = u.index + u[0].length;
  // "100 m" apart is metres after digits ("5 m wide"), not after a currency ("$5 m" is five million).
  if (word === 'm' && u.index !== at && !(/\d$/.test(r.s.slice(0, at)) && !/[$€£¥]\s*[\d.,]*$/.test(r.s.slice(Math.max(0, at - 20), at)) && !/^\s*(?:dollars?|euros?|pounds?|bucks|usd|eur|gbp|yen|rupees?)\b/.test(r.s.slice(end)))) return null;
  // "3M" is three million, not three metres: the metre's symbol is lower case.
  if (word === 'm' && r.text[u.index] === 'M') return null;
  // "3MM" is three million (finance's capitals): the millimetre's symbol is lower case.
  if (word === 'mm' && r.text.slice(u.index, u.index + 2) === 'MM') return null;
  // "12 ft 2 in more or less": inches after feet.
  if (word === 'in' && u.index !== at && !afterFeet && !/^\s*([.,;!?)]|$)/.test(r.s.slice(end))) return null;
  return { unit: DISTANCE_UNITS[word]!, end };
}

const DISTANCE_UNIT = new RegExp(`\\s*(${Object.keys(DISTANCE_UNITS).filter((u) => /^[a-z]/.test(u)).sort((a, b) => b.length - a.length).join('|')})\\b\\.?`, 'y');

/** "3 km", "8 miles", "5 feet": "3 km", "8 mi", "5 ft". "in" is a unit only against the number ("5in"). */
export function findDistances(text: string): Array<Found<AmountResolution>> {
  return scan(text, (r, at) => {
    // "a mile", "half a mile": an article or a half counts before a unit's name.
    const article = r.match(/(half\s+an?|an?)\s+(?=[a-z])/y, at);
    const counted = amount(r, at);
    const a = counted ?? (article ? { value: article[1]!.startsWith('half') ? 0.5 : 1, end: article.index + article[0].length - 1, start: article.index } : null);
    // A length is never negative: "75 -300mm" is a range's end.
    if (!a || a.value < 0) return null;
    if (article && !counted && !/^\s*(?:kilo|centi|milli|met|mile|f[oe]+t|inch|yard)/.test(r.s.slice(a.end))) return null;
    // "three quarters of a mile", "two thirds of a meter", "half a mile": a fraction of one unit.
    const of = a.value < 1 ? r.match(/(?:of\s+)?an?\s+/y, a.end) : null;
    const unitAt = of ? of.index + of[0].length : a.end;
    // "a 2.5-mile stretch": the unit after a hyphen.
    const first = distanceUnit(r, unitAt) ?? (r.s[unitAt] === '-' ? distanceUnit(r, unitAt + 1) : null);
    if (!first) return null;
    // "50 km per hour", "5 miles an hour", "30 m/s": a speed, no distance.
    if (/^\s*(?:per\s+(?:hour|hr|h|second|sec|s|minute|min)\b|\/\s*(?:hour|hr|h|second|sec|s|min)\b|an?\s+hour\b)/.test(r.s.slice(first.end))) return null;
    // "I said '5'": a quoted number, not feet.
    if (/['′’]/.test(r.s[first.end - 1] ?? '') && first.end === a.end + 1 && /['‘’]/.test(r.s[a.start - 1] ?? '')) return null;
    // "7 feet 10 inches", "2 km and 1 meter": one length in the smaller unit (exact); across metric and imperial
    // ("1 meter and 1 foot") in the first unit said.
    let value = a.value;
    let unit = first.unit;
    let end = first.end;
    // "a mile and a half": half of the unit just said.
    const half = r.match(/and\s+(?:a\s+)?half\b/y, end);
    if (half && !amount(r, half.index + half[0].length)) { value += 0.5; end = half.index + half[0].length; }
    for (;;) {
      const joiner = r.match(/(?:,|and|,\s*and)?\s*/y, end, false);
      const next = amount(r, joiner ? joiner.index + joiner[0].length : end);
      const u = next ? distanceUnit(r, next.end, unit === 'ft') : null;
      // "6 foot 2": inches said bare after feet, at the clause's end.
      const bare = !u && next && unit === 'ft' && Number.isInteger(next.value) && next.value > 0 && next.value < 12 && /^\s*([.,;!?)]|$)/.test(r.s.slice(next.end));
      if (bare) { value = value * 12 + next!.value; unit = 'in'; end = next!.end; break; }
      if (!next || !u || u.unit === unit || next.value < 0) break;
      if (IMPERIAL.has(u.unit) !== IMPERIAL.has(unit)) value += (next.value * TO_MM[u.unit]!) / TO_MM[unit]!;
      else if (TO_MM[u.unit]! < TO_MM[unit]!) { value = (value * TO_MM[unit]!) / TO_MM[u.unit]! + next.value; unit = u.unit; }
      else break;
      end = u.end;
    }
    value = Math.round(value * 1e6) / 1e6;
    return { start: a.start, end, value: `${formatDecimal(value)} ${unit}`, resolution: { value, unit } };
  });
}

// ---------- duration ----------

const DURATION_UNITS: Record<string, keyof DurationResolution> = {
  s: 'seconds', sec: 'seconds', secs: 'seconds', second: 'seconds', seconds: 'seconds',
  m: 'minutes', min: 'minutes', mins: 'minutes', minute: 'minutes', minutes: 'minutes', mn: 'minutes',
  h: 'hours', hr: 'hours', hrs: 'hours', hour: 'hours', hours: 'hours',
  d: 'days', day: 'days', days: 'days', night: 'days', nights: 'days', w: 'weeks', wk: 'weeks', wks: 'weeks', week: 'weeks', weeks: 'weeks',
  fortnight: 'weeks', fortnights: 'weeks', mo: 'months', mos: 'months', month: 'months', months: 'months', quarter: 'months', quarters: 'months',
  y: 'years', yr: 'years', yrs: 'years', year: 'years', years: 'years', qtr: 'months', qtrs: 'months', semester: 'months', semesters: 'months',
  decade: 'years', decades: 'years', century: 'years', centuries: 'years', millennium: 'years', millennia: 'years', millenniums: 'years',
};
/** Units that are a number of another: a quarter is 3 months, a semester 6 (its name's six months), a fortnight 2 weeks, a decade 10 years. */
const UNIT_TIMES: Record<string, number> = { quarter: 3, quarters: 3, qtr: 3, qtrs: 3, semester: 6, semesters: 6, fortnight: 2, fortnights: 2, decade: 10, decades: 10, century: 100, centuries: 100, millennium: 1000, millennia: 1000, millenniums: 1000 };
const DURATION_UNIT = /(seconds|second|secs|sec|minutes|minute|mins|min|mn|hours|hour|hrs|hr|days|day|nights|night|weeks|week|wks|wk|fortnights|fortnight|months|month|mos|mo|quarters|quarter|qtrs|qtr|semesters|semester|years|year|yrs|yr|decades|decade|centuries|century|millennium|millennia|millenniums|[smhdwy])(?:\b|(?<=h)(?=\d))/y;
const QUANTIFIER = /(several|some|all(?:\s+the)?|another|the\s+(?:whole|entire)|an?\s+(?:whole|full|entire)|the)\b/y;
const SMALLER: Array<[keyof DurationResolution, keyof DurationResolution, number]> = [
  ['years', 'months', 12], ['months', 'days', 30], ['weeks', 'days', 7], ['days', 'hours', 24], ['hours', 'minutes', 60], ['minutes', 'seconds', 60],
];

/** A part of a unit the count reader leaves: "1/2h", "1/4h" (a fraction glued to a unit), "quarter of an hour", "half-hour". */
function partOfUnit(r: Reader, at: number): { value: number; end: number; article: boolean } | null {
  const glued = r.match(/(\d)\/(\d)(?=[a-z])/y, at, false);
  if (glued && glued.index === r.skip(at) && Number(glued[2]) > Number(glued[1])) return { value: Number(glued[1]) / Number(glued[2]), end: glued.index + glued[0].length, article: false };
  const part = r.match(/(half|quarter)(?:-|\s+of\s+an?\s+|\s+)(?=(?:second|minute|hour|day|week|month|year)\b)/y, at, false);
  if (part && part.index === r.skip(at)) return { value: part[1] === 'half' ? 0.5 : 0.25, end: part.index + part[0].length, article: false };
  return null;
}

/** "2 hours and 30 minutes", "an hour and a half", "1.5 hours", "half an hour", "2h30", "3 days": ISO 8601 ("PT2H30M"). */
export function findDurations(text: string): Array<Found<DurationResolution>> {
  return scan(text, (r, at) => {
    const parts: DurationResolution = { years: 0, months: 0, weeks: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };
    let end = -1;
    let start = -1;
    let pos = at;
    for (let k = 0; k < 5; k++) {
      const joiner = k > 0 ? r.match(/(,?\s*and|,)\s*/y, pos) : null;
      const from = joiner ? joiner.index + joiner[0].length : pos;
      // "several weeks", "some days" (3, as "a few"); "all month", "another day", "the whole day", "for the hour" (1).
      const quantifier = k === 0 ? r.match(QUANTIFIER, from) : null;
      const unitAfter = quantifier ? r.match(DURATION_UNIT, quantifier.index + quantifier[0].length) : null;
      const plural = unitAfter ? /s$/.test(unitAfter[1]!) && unitAfter[1]!.length > 3 : false;
      const fits = quantifier && unitAfter && unitAfter[1]!.length > 2 && (/^(several|some)$/.test(quantifier[1]!) ? plural : !plural)
        && (quantifier[1] !== 'the' || /\b(for|all)\s+$/.test(r.s.slice(0, quantifier.index)));
      const n = fits ? { value: /^(several|some)$/.test(quantifier[1]!) ? 3 : 1, end: quantifier.index + quantifier[0].length, article: false } : partOfUnit(r, from) ?? r.count(from);
      if (!n) break;
      // "one and a half hour", "two and a quarter of hours", "one and three quarters hour": a fraction of the unit.
      // ("two-and-a-half hours": hyphens for spaces.)
      const frac = r.match(/-?and[\s-]+(?:(an?|one|two|three)[\s-]+)?(half|quarters?)(?:\s+of)?(?:\s+an?)?\b/y, n.end);
      const fraction = frac ? (frac[2] === 'half' ? 0.5 : 0.25 * (frac[1] === 'two' ? 2 : frac[1] === 'three' ? 3 : 1)) : 0;
      const afterCount = frac ? frac.index + frac[0].length : n.end;
      const more = r.match(/(more|additional|extra|less|fewer|full|whole)\b/y, afterCount);
      // "1/2 an hour": an article between a fraction in digits and its unit.
      const article = !more && n.value < 1 && !n.article && /\d/.test(r.s.slice(from, n.end)) ? r.match(/an?\b/y, afterCount) : null;
      const unitAt = more ? more.index + more[0].length : article ? article.index + article[0].length : afterCount;
      // "a 5-minute break", "a three-day trip": the unit's name after a hyphen, singular.
      const hyphened = r.s[unitAt] === '-' ? r.match(DURATION_UNIT, unitAt + 1, true) : null;
      // ("forty-second" in words is the ordinal 42: "second" after a hyphen only after digits).
      const u = hyphened && hyphened.index === unitAt + 1 && /^(second|minute|hour|day|night|week|month|year)$/.test(hyphened[1]!) && (hyphened[1] !== 'second' || /\d$/.test(r.s.slice(0, unitAt))) ? hyphened : r.match(DURATION_UNIT, unitAt, true) ?? r.match(DURATION_UNIT, unitAt, false);
      if (!u || (u[1]!.length === 1 && u[1] !== 'h' && u.index !== unitAt) || (u[1]!.length <= 2 && n.article)) break;
      // "3M" is three million: the minute's letter is lower case ("3m").
      if (u[1] === 'm' && r.text[u.index] === 'M') break;
      // "three quarters" is a fraction; "3 quarters", "a quarter", "two quarters of a year" are lengths of time.
      if (/^quarters?$/.test(u[1]!) && !/\d/.test(r.s.slice(from, n.end)) && !n.article && !/^\s*of\s+(?:an?\s+)?year/.test(r.s.slice(u.index + u[0].length))) break;
      // A unit glued on, then more digits ("2h30"): minutes after hours.
      const field = DURATION_UNITS[u[1]!]!;
      let value = (n.value + fraction) * (UNIT_TIMES[u[1]!] ?? 1);
      let uEnd = u.index + u[0].length;
      // "3 hours and a half", "2 days and a quarter": a part of the unit just said (not before a unit of its own).
      const part = r.match(/and (?:(an?|one|three) )?(half|quarters?)\b/y, uEnd);
      const partOk = part && (part[2] === 'half' || (!r.match(DURATION_UNIT, part.index + part[0].length) && (part[1] === 'three') === (part[2] === 'quarters')));
      const half = partOk ? part : null;
      if (half) { value += (half[2] === 'half' ? 0.5 : half[1] === 'three' ? 0.75 : 0.25) * (UNIT_TIMES[u[1]!] ?? 1); uEnd = half.index + half[0].length; }
      if (start < 0) start = r.skip(at);
      addDurationField(parts, field, value);
      end = uEnd;
      pos = uEnd;
      // "1 hour and thirty", "2 hour and 10": minutes said without their unit after "and", at the clause's end.
      const andMinutes = field === 'hours' && !half ? r.match(/and\s+/y, uEnd) : null;
      const bare = andMinutes ? (r.match(/(\d{1,2})\b/y, andMinutes.index + andMinutes[0].length) ?? null) : null;
      const bareWords = andMinutes && !bare ? r.numberWords(andMinutes.index + andMinutes[0].length) : null;
      const bareValue = bare ? Number(bare[1]) : bareWords?.value;
      const bareEnd = bare ? bare.index + bare[0].length : bareWords?.end;
      if (bareValue !== undefined && bareEnd !== undefined && bareValue > 0 && bareValue < 60 && /^\s*([.,;!?)]|$)/.test(r.s.slice(bareEnd))) {
        addDurationField(parts, 'minutes', bareValue); end = pos = bareEnd; continue;
      }
      const trailing = field === 'hours' ? r.match(/(\d{1,2})\b/y, uEnd, false) : null;
      // "2h30", or "2 hours 30" at the clause's end: minutes said without their unit.
      if (trailing && (trailing.index === uEnd || (!half && Number(trailing[1]) < 60 && /^\s*([.,;!?)]|$)/.test(r.s.slice(trailing.index + trailing[0].length))))) { addDurationField(parts, 'minutes', Number(trailing[1])); end = pos = trailing.index + trailing[0].length; }
      else if (field === 'hours' && !half) {
        // "1 hour thirty": minutes said without their unit.
        const words = r.numberWords(uEnd);
        if (words && words.value >= 10 && words.value < 60 && !r.match(DURATION_UNIT, words.end)) { addDurationField(parts, 'minutes', words.value); end = pos = words.end; }
      }
    }
    if (end < 0) return null;
    return { start, end, value: isoDuration(parts), resolution: parts };
  });
}

/** Adds a value to a field, a fraction carried to the smaller fields (1.5 hours: 1 hour 30 minutes); every language's durations. */
export function addDurationField(parts: DurationResolution, field: keyof DurationResolution, value: number): void {
  const whole = Math.floor(value + 1e-9);
  parts[field] += whole;
  let rest = value - whole;
  let f = field;
  while (rest > 1e-9) {
    const step = SMALLER.find(([big]) => big === f);
    if (!step) { parts[f] += rest; break; }
    const v = rest * step[2];
    const w = Math.floor(v + 1e-9);
    parts[step[1]] += w;
    rest = v - w;
    f = step[1];
  }
}

export function isoDuration(p: DurationResolution): string {
  const n = (v: number) => formatDecimal(Math.round(v * 1e6) / 1e6);
  const date = `${p.years ? `${n(p.years)}Y` : ''}${p.months ? `${n(p.months)}M` : ''}${p.weeks && !p.days && !p.years && !p.months && !p.hours && !p.minutes && !p.seconds ? `${n(p.weeks)}W` : ''}${p.days || (p.weeks && (p.days || p.years || p.months || p.hours || p.minutes || p.seconds)) ? `${n(p.days + 7 * p.weeks)}D` : ''}`;
  const time = `${p.hours ? `${n(p.hours)}H` : ''}${p.minutes ? `${n(p.minutes)}M` : ''}${p.seconds ? `${n(p.seconds)}S` : ''}`;
  return `P${date}${time ? `T${time}` : ''}` === 'P' ? 'PT0S' : `P${date}${time ? `T${time}` : ''}`;
}

// ---------- phone ----------

/**
 * Phone numbers: an optional "+" and country code, then 7 to 15 digits in groups separated by spaces, dashes,
 * dots or parentheses ("(+33) 1 46 64 79 98", "650-701-8887", "+1 650 701 8887"): the digits, "+" kept.
 */
export function findPhones(text: string): Array<Found<{ digits: string }>> {
  const out: Array<Found<{ digits: string }>> = [];
  PHONE.lastIndex = 0;
  for (const m of text.matchAll(PHONE)) {
    const raw = m[0].replace(/[\s.(-]+$/, '');
    const start = m.index;
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    // A bare run of digits with a decimal point or a date's slashes is no phone number.
    if (/^\d+\.\d+$/.test(raw)) continue;
    // Groups must look like a phone's: a single group of 7+ digits, or several groups.
    const groups = raw.split(/[^\d]+/).filter(Boolean);
    if (groups.length === 1 && !raw.includes('+') && digits.length < 9 && !/^\d{7,8}$/.test(raw)) continue;
    // One long group is a phone number only with an international prefix ("004407624938475").
    if (groups.some((g) => g.length > 12) && !(groups.length === 1 && /^00\d{9,13}$/.test(groups[0]!))) continue;
    const plus = /^\(?\+/.test(raw.trim());
    let end = start + raw.length;
    const ext = /^\s*(?:ext\.?|extension|x)\s*(\d{1,6})\b/i.exec(text.slice(end));
    let value = (plus ? '+' : '') + digits;
    if (ext) { end += ext[0].length; value += `;ext=${ext[1]}`; }
    out.push({ start, end, value, resolution: { digits: value } });
  }
  return out;
}

/**
 * Digit groups: an optional "+" or "(+33)", then groups of digits apart by a space, dot, dash or slash (a few spaces
 * around it allowed: "650 - 701  8887", "0176/ 12345678") or in parentheses ("1 (877) 609-2233", "( 19 ) 38294427"),
 * ending where no digit, slash or word follows (an extension "x123", "ext 897" may).
 */
const PHONE = /(?<![\w+])(?:\+|\(\s*\+?)?\d{1,5}(?:\s*\))?(?:(?:\s{0,3}[.\-/]?\s{0,3}|\s*\(\s*)\d{1,12}(?:\s*\))?){1,6}(?!\d|[/:]|(?!x|ext)[a-z])/gi;
