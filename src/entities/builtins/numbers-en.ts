import { formatDecimal } from '../numbers.js';
import { readWordFraction } from './fractions-en.js';
import { ORDINAL_WORDS, Reader } from './reader.js';
import type { Found } from './quantities-en.js';

/**
 * English numbers beyond the number rules of src/entities/numbers.ts (which read numerals, number words and
 * currencies token by token): signs said as words ("minus 5", "negative one"), decimals said with "point" ("two
 * point five", "point 77"), fractions ("three fifths", "one over three", "two out of five", "1 4/5", "¾", "five and
 * a half"), scale letters and words ("1.2M", "10G", "3k", "30 lakh", "three crore", "half a million", "2 dozen"),
 * digits grouped by spaces ("40 000") or the Indian way ("12,34,567"), and exponents ("1e10", "1.3e6").
 * index.ts keeps, at each place, the longer of this reading and the number rules'.
 */

/** Words and signs without which none of these forms is in a text: most statements skip the scan. */
export const EXTRA_NUMBER_CUE = /(?:ty|hundred|thousand|and)(?:[- ](?:first|second)s?\b|s\b)|point|minus|negative|over|out of|one in\b|half|quarter|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|ths?\b|naught|lakh|lac|lkh|crore|krore|\bcr\b|\^|\d\s*[x×*]\s*10|\d\s?[x×]\s?\d|[a-z]\s+-\s+[a-z]|nought|\bnil\b|doz|dz|million|billion|trillion|\d[ ,]\d|['’]\d{3}|-\s+\d|\d\/\d|1 in\b|\.\d|\d\s*[kmgbt]|\d\s?(?:bn|mm|mil)\b|\de[-+]?\d|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/i;

const WORD_FRACTION_CUE = /(?:th|first|second|third)s?\b/i;
const VULGAR: Record<string, number> = { '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅕': 1 / 5, '⅖': 2 / 5, '⅗': 3 / 5, '⅘': 4 / 5, '⅙': 1 / 6, '⅚': 5 / 6, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8 };
const DIGIT_WORD_RE = /(zero|nought|naught|oh|one|two|three|four|five|six|seven|eight|nine)\b/y;
const DIGIT_WORDS: Record<string, number> = { zero: 0, nought: 0, naught: 0, oh: 0, o: 0, nil: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };

/** Scale words after a number ("three crore", "two million", "30 lakh"): each multiplies what came before. */
const SCALE_WORDS: Record<string, number> = {
  lakh: 1e5, lakhs: 1e5, lac: 1e5, lacs: 1e5, lkh: 1e5, crore: 1e7, crores: 1e7, krore: 1e7, krores: 1e7, cr: 1e7, million: 1e6, millions: 1e6,
  billion: 1e9, billions: 1e9, trillion: 1e12, trillions: 1e12, dozen: 12, dozens: 12, dz: 12, dzs: 12,
  // The abbreviations of finance and recipes ("3 mln", "2 bln", "1.5 tln", "3 doz").
  mln: 1e6, mlns: 1e6, bln: 1e9, blns: 1e9, tln: 1e12, tlns: 1e12, doz: 12, dozs: 12,
  // Europe's abbreviations in English finance ("EUR 5 mio", "2 mrd").
  mio: 1e6, mrd: 1e9,
  // After digits ("4 thousand 3 hundred"), and plural after a count ("two hundreds", "3 thousands").
  hundred: 100, thousand: 1e3, hundreds: 100, thousands: 1e3,
};
const SCALE_RE = /(lakhs?|lacs?|lkh|crores?|krores?|cr|millions?|billions?|trillions?|dozens?|dzs?|[mbt]lns?|dozs?|mio|mrd|hundreds?|thousands?)\b/y;
/** Scale letters: "k" glued in any case ("3k"), the others in capitals ("1.2M", "10G", "1MM") or glued "bn", "mil". */
const LETTER_RE = /(k|mm|m|g|b|bn|t|mil)\b/y;
const LETTERS: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, g: 1e9, b: 1e9, bn: 1e9, t: 1e12, mil: 1e6 };

/** Ordinal words used as denominators ("fifths", "a quarter", "twenty-firsts"): the number. */
function denominator(r: Reader, at: number): { value: number; end: number } | null {
  // One word first ("five eighths of"), then two ("twenty firsts", "thirty fifths").
  const one = r.match(/(halves|half|quarters?|thirds?|[a-z]+(?:-[a-z]+)?)\b/y, at);
  if (one && !/\s/.test(one[1]!)) {
    const single = one[1]!.replace(/s$/, '');
    const v = /^(half|halves)$/.test(one[1]!) ? 2 : /^quarters?$/.test(one[1]!) ? 4 : ORDINAL_WORDS.get(single);
    const next = r.match(/[a-z]+\b/y, one.index + one[0].length);
    const joined = next ? ORDINAL_WORDS.get(`${one[1]} ${next[0].replace(/s$/, '')}`) : undefined;
    if (v !== undefined && joined === undefined && (v === 2 || v === 4 || (v >= 3 && single !== 'second'))) return { value: v, end: one.index + one[0].length };
  }
  const m = r.match(/(halves|half|quarters?|thirds?|[a-z]+(?:[- ][a-z]+)?)\b/y, at);
  if (!m) return null;
  const word = m[1]!;
  if (/^(half|halves)$/.test(word)) return { value: 2, end: m.index + m[0].length };
  if (/^quarters?$/.test(word)) return { value: 4, end: m.index + m[0].length };
  const single = word.replace(/s$/, '');
  const v = ORDINAL_WORDS.get(single);
  if (v !== undefined && v >= 3 && single !== 'second') return { value: v, end: m.index + m[0].length };
  // "one hundred and thirty fifths": only the last word is the ordinal.
  const last = single.split(/[- ]/).pop()!;
  const tail = ORDINAL_WORDS.get(last);
  if (tail !== undefined && tail >= 3 && last !== 'second' && word.includes(' ')) return { value: tail, end: m.index + m[0].length };
  return null;
}

/** A plain number at `at`: digits in their written forms or number words. */
function plain(r: Reader, at: number): { value: number; end: number; words: boolean } | null {
  const from = r.skip(at);
  const vulgar = VULGAR[r.s[from] ?? ''];
  if (vulgar !== undefined) return { value: vulgar, end: from + 1, words: false };
  const exp = r.match(/(\d+(?:\.\d+)?)e([-+]?\d+)\b/y, from, false);
  if (exp && exp.index === from) return { value: Number(`${exp[1]}e${exp[2]}`), end: from + exp[0].length, words: false };
  // "1.000.000": two or more dots between groups of three are grouping, as much of Europe writes it.
  const c = r.s.charCodeAt(from);
  const p = r.s.charCodeAt(from - 1);
  const digit = c >= 48 && c <= 57 && !((p >= 48 && p <= 57) || p === 44 || p === 46 || p === 39 || p === 8217);
  const dotted = digit ? r.match(/\d{1,3}(?:\.\d{3}){2,}(?![\d.])/y, from, false) : null;
  if (dotted && dotted.index === from && !/[a-z\d]/.test(r.s[from + dotted[0].length] ?? '')) return { value: Number(dotted[0].replace(/\./g, '')), end: from + dotted[0].length, words: false };
  // "1'000'000": groups of three after apostrophes, as Switzerland writes them ("5'10" is feet and inches).
  const swiss = digit ? r.match(/\d{1,3}(?:['’]\d{3})+(?![\d'’"])/y, from, false) : null;
  if (swiss && swiss.index === from && !/[a-z]/.test(r.s[from + swiss[0].length] ?? '')) return { value: Number(swiss[0].replace(/['’]/g, '')), end: from + swiss[0].length, words: false };
  // "2,50", "1,5 million", "12 345,67": a lone decimal comma before one or two digits (a thousands comma has three;
  // "22,24,26" is a list).
  const comma = digit ? r.match(/(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+),(\d{1,2})(?![\d,]|[.]\d)/y, from, false) : null;
  if (comma && comma.index === from && !/[a-z]/.test(r.s[from + comma[0].length] ?? '')) return { value: Number(`${comma[1]!.replace(/\s/g, '')}.${comma[2]}`), end: from + comma[0].length, words: false };
  // "555.123.4567", "1.2.3": dots between runs that are no groups of three make no decimals: each run is a number.
  if (c === 46 && p >= 48 && p <= 57) return null;
  const chained = p === 46 && /\d/.test(r.s[from - 2] ?? '');
  const numeral = chained ? r.match(/\d+/y, from, false) : r.match(/\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?(?!\d)|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:\.\d+)?(?![\d/])|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+(?!\d|\.\d))?|\.\d+/y, from, false);
  if (numeral && numeral.index === from && (!/[a-z\d]/.test(r.s[from + numeral[0].length] ?? '') || /^[x×]\s*10\s*\^/.test(r.s.slice(from + numeral[0].length))) || (numeral && numeral.index === from && /^[kmgbt]/.test(r.s.slice(from + numeral[0].length)))) {
    return { value: Number(numeral![0].replace(/[,\s]/g, '')), end: from + numeral![0].length, words: false };
  }
  const zero = r.match(/(nought|naught|nil)\b/y, from);
  if (zero && zero.index === from) return { value: 0, end: from + zero[0].length, words: true };
  const words = r.numberWords(from);
  if (words) return { ...words, words: true };
  return null;
}

/** A number with its scales and "point" decimals: "two point five million", "1.2M", "three crore twelve lakh". */
function scaled(r: Reader, at: number): { value: number; end: number; scale: number } | null {
  let total = 0;
  let pos = at;
  let read = false;
  let lastScale = 1;
  for (let k = 0; k < 4; k++) {
    // "six crore and two hundred": "and" between terms.
    if (read) { const and = r.match(/and\s+/y, pos); if (and && plain(r, and.index + and[0].length)) pos = and.index + and[0].length; }
    // "point 77", "point five", "point oh seven": no whole part.
    const atPoint = !read && r.s.startsWith('point', r.skip(pos));
    if (atPoint && r.match(/point\s+\d/y, pos, false)) { const d = r.match(/point\s+(\d+)\b/y, pos)!; return { value: Number(`0.${d[1]}`), end: d.index + d[0].length, scale: 1 }; }
    if (atPoint && r.match(/point\s+(?:zero|nought|naught|oh|one|two|three|four|five|six|seven|eight|nine)\b/y, pos)) {
      const point = r.match(/point\s+/y, pos)!;
      let after = point.index + point[0].length;
      let text = '';
      for (let d = r.match(DIGIT_WORD_RE, after); d; d = r.match(DIGIT_WORD_RE, after)) { text += String(DIGIT_WORDS[d[1]!]); after = d.index + d[0].length; }
      return { value: Number(`0.${text}`), end: after, scale: 1 };
    }
    // "half a million", "quarter million": a fraction of the scale.
    const part = read ? null : r.match(/(half|quarter|three quarters)\s+(?:of\s+)?(?:an?\s+)?(?=million|billion|trillion|lakh|crore|thousand\b|hundred\b)/y, pos);
    let n = part ? { value: part[1] === 'half' ? 0.5 : part[1] === 'quarter' ? 0.25 : 0.75, end: part.index + part[0].length, words: true } : plain(r, pos);
    if (!n) break;
    const before = lastScale;
    // "two point five", "point 77", "nine point nought four".
    const point = r.match(/point\s+/y, n.end);
    if (point) {
      const digits = r.match(/(\d+)\b/y, point.index + point[0].length);
      if (digits) n = { value: Number(`${Math.trunc(n.value)}.${digits[1]}`), end: digits.index + digits[0].length, words: n.words };
      else {
        let after = point.index + point[0].length;
        let text = '';
        for (;;) {
          const d = r.match(DIGIT_WORD_RE, after);
          if (!d) break;
          text += String(DIGIT_WORDS[d[1]!]);
          after = d.index + d[0].length;
        }
        // "point seventy-one", "point eleven": the decimals as one number.
        const w = text === '' ? r.numberWords(point.index + point[0].length) : null;
        if (w) { text = String(w.value); after = w.end; }
        if (text !== '') n = { value: Number(`${Math.trunc(n.value)}.${text}`), end: after, words: n.words };
      }
    }
    let value = n.value;
    let end = n.end;
    // Scale letters: glued ("3k", "1.2M") or apart in capitals ("1,674.5 G").
    const letter = n.words ? null : r.match(LETTER_RE, end, true);
    if (letter) {
      const written = r.text.slice(letter.index, letter.index + letter[0].length);
      const glued = letter.index === end;
      if ((glued && (written === 'k' || written === 'bn' || written === 'mil' || written === written.toUpperCase())) || (!glued && ((written === written.toUpperCase() && written !== 'B') || written === 'k' || written === 'bn' || written === 'mil'))) {
        value *= LETTERS[letter[1]!]!; end = letter.index + letter[0].length;
      }
    }
    // Scale words, each multiplying: "three lakh crore".
    let scaledHere = false;
    for (;;) {
      const s = r.match(SCALE_RE, end);
      if (!s) break;
      value *= SCALE_WORDS[s[1]!]!; end = s.index + s[0].length; scaledHere = true; lastScale = SCALE_WORDS[s[1]!]!;
    }
    // Number words carry their own scale ("two million"): the last one said.
    if (!scaledHere && n.words) {
      const own = /(thousand|million|billion|trillion)$/.exec(r.s.slice(pos, end).trim());
      if (own) lastScale = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 }[own[1] as 'thousand']!;
    }
    // "4 thousand 3 hundred": a further term is smaller than the scale before it ("2 thousand 5 thousand" is two numbers).
    if (read && value >= before) { lastScale = before; break; }
    total += value;
    pos = end;
    read = true;
    // "three crore twelve lakh …": another term after a scale word.
    if (!scaledHere) break;
  }
  return read ? { value: total, end: pos, scale: lastScale } : null;
}

/** One number at `at` with its sign and fraction, in every form above (the quantities' amounts read it too). */
export function readNumber(r: Reader, at: number): { start: number; end: number; value: number } | null {
  const start = r.skip(at);
  // A dash inside a word ("three-nought-four") is no sign.
  const signed = !/[a-z\d]/.test(r.s[start - 1] ?? '');
  const sign0 = signed ? r.match(/(minus|negative|-|−)\s*/y, start, false) : null;
  // A dash apart from the number ("- 3") is a sign only where no word or number comes before it ("5 - 3" is no -3).
  const sign = sign0 && /^[-−]\s/.test(sign0[0]) && !/(?:^|[^\w\s])\s*$/.test(r.s.slice(0, start)) ? null : sign0;
  const from = sign && sign.index === start ? sign.index + sign[0].length : start;
  // "a fifth", "a twenty-first": one of the denominator.
  const article = r.match(/an?\s+/y, from, false);
  let n = article && article.index === from ? null : scaled(r, from);
  let value: number;
  let end: number;
  if (!n) {
    // "half", "half of the people": one half.
    const half = (!article || article.index !== from) && r.s.startsWith('half', from) ? r.match(/half\b(?!-)/y, from) : null;
    if (half && half.index === from && !/\b(?:a|an|and|one)\s+$/.test(r.s.slice(Math.max(0, from - 5), from))) return { start, end: half.index + half[0].length, value: sign && sign.index === start ? -0.5 : 0.5 };
    if (!article || article.index !== from) return null;
    const d = denominator(r, article.index + article[0].length);
    if (!d) return null;
    value = 1 / d.value; end = d.end;
    // "a quarter million", "a third of a billion": a fraction of the scale after it.
    const of = r.match(/(?:of\s+an?\s+)?(million|billion|trillion|thousand|hundred|lakh|crore|dozen)\b/y, end);
    if (of) { value *= SCALE_WORDS[of[1]!]!; end = of.index + of[0].length; }
  } else {
    value = n.value; end = n.end;
    // Powers: "1.1^23", "2.5^-1", "6.23x10^-4", "3 * 10^5".
    const power = r.match(/\s*(?:[x×*]\s*10\s*)?\^\s*([-+]?\d+)\b/y, end, false);
    if (power && !/[a-z]/.test(r.s.slice(from, n.end))) {
      const base = power[0].includes('10') && /[x×*]/.test(power[0]) ? value * 10 ** Number(power[1]) : value ** Number(power[1]);
      return { start, end: power.index + power[0].length, value: sign && sign.index === start ? -base : base };
    }
    // Fractions: "three fifths", "one - fourth", "1 over 3", "two out of five hundred", "1 4/5", "five and a half".
    const dash = r.match(/-\s*/y, end, false);
    const d = denominator(r, dash ? dash.index + dash[0].length : end);
    // "two million and three fifths": the number words took "and three"; the fraction is three fifths.
    const split = d ? /^(.*\S)\s+and\s+(one|two|three|four|five|six|seven|eight|nine)$/.exec(r.s.slice(from, end)) : null;
    const head = split ? r.numberWords(from) : null;
    const headValue = split ? scaled(new Reader(split[1]!), 0) : null;
    if (d && split && head && headValue && headValue.end === split[1]!.length) {
      // "two billion and three quarters million": the fraction of the scale said after it, else of the last one before.
      const after = r.match(/(million|billion|trillion|thousand|lakh|crore)\b/y, d.end);
      value = headValue.value + (DIGIT_WORDS[split[2]!]! / d.value) * (after ? SCALE_WORDS[after[1]!]! : headValue.scale);
      end = after ? after.index + after[0].length : d.end;
    }
    else if (d && Number.isInteger(value)) {
      value /= d.value; end = d.end;
      // "two thirds of a million": a fraction of a scale.
      // "three quarters billion": a fraction of the scale after it.
      const of = r.match(/(?:of\s+an?\s+)?(million|billion|trillion|thousand|hundred|lakh|crore|dozen)\b/y, end);
      if (of) { value *= SCALE_WORDS[of[1]!]!; end = of.index + of[0].length; }
    }
    else {
      const over = r.match(/(over|out of|in)\s+/y, end);
      const den = over ? scaled(r, over.index + over[0].length) : null;
      // "2000 over 3 years" is no fraction: "over" only before the end of a clause. A chance, "1 in 20", there too, and
      // one only ("table for 2 in 10", "3 in 2026" are a count and a time).
      const clauseEnd = den ? /^\s*([.,;!?)]|$)/.test(r.s.slice(den.end)) : false;
      const fits = over?.[1] === 'in' ? clauseEnd && value === 1 && den!.value > 1 && den!.value < 1000 && Number.isInteger(den!.value) : over?.[1] === 'out of' ? value <= (den?.value ?? 0) : clauseEnd;
      if (den && den.value !== 0 && fits) { value /= den.value; end = den.end; }
      else {
        // "3½", "2 ¾": a whole and a vulgar fraction.
        const glyph = VULGAR[r.s[r.skip(end)] ?? ''];
        const mixed = glyph !== undefined ? null : r.match(/(\d+)\/(\d+)(?![\d/])/y, end, false);
        // "3 1/4 million", "1/2 million": a fraction written with a slash, of the scale after it.
        const ofScale = () => { const sc = r.match(/(thousand|million|billion|trillion|lakh|crore|mln|bln|bn)\b/y, end); if (sc) { value *= SCALE_WORDS[sc[1]!] ?? LETTERS[sc[1]!]!; end = sc.index + sc[0].length; } };
        if (glyph !== undefined && Number.isInteger(value) && !/[a-z]/.test(r.s.slice(from, end)) && r.skip(end) - end <= 1) { value += glyph; end = r.skip(end) + 1; }
        else if (mixed && mixed.index === end + 1 && Number(mixed[2]) > Number(mixed[1]) && Number.isInteger(value)) { value += Number(mixed[1]) / Number(mixed[2]); end = mixed.index + mixed[0].length; ofScale(); }
        else {
          const slash = r.match(/\/(\d+)(?![\d/])/y, end, false);
          // "24/7" says always: no fraction (its two numbers stay numbers).
          const always = value === 24 && slash?.[1] === '7' && r.s.slice(from, end).trim() === '24';
          if (slash && slash.index === end && Number(slash[1]) !== 0 && !always) { value /= Number(slash[1]); end = slash.index + slash[0].length; ofScale(); }
          else {
            // "and a half", "-and-a-half" ("two-and-a-half").
            const and = r.match(/-?and[\s-]+(?:an?[\s-]+|one\s+)?/y, end, false) ?? r.match(/and\s+(?:an?\s+|one\s+)?/y, end);
            const numer = and ? r.match(/(one|two|three|four|five|six|seven|eight|nine)\s+/y, and.index + and[0].length) : null;
            const frac = and ? denominator(r, numer ? numer.index + numer[0].length : and.index + and[0].length) : null;
            // "one and half" too: "half" needs no article.
            const article2 = and !== null && (and[0].trim() !== 'and' || numer !== null || (frac !== null && frac.value === 2 && !numer));
            if (frac && article2) {
              const part = (numer ? DIGIT_WORDS[numer[1]!]! : 1) / frac.value;
              end = frac.end;
              const s = r.match(SCALE_RE, end);
              const after = s ? SCALE_WORDS[s[1]!]! : 1;
              if (s) end = s.index + s[0].length;
              // "3 million and a half": a fraction of the scale said last; "five and a half million": of the one after;
              // "one billion and three quarters million": a scaled number plus a fraction of the next scale.
              if (n.scale > 1 && after > 1) value += part * after;
              else if (n.scale > 1) value += part * n.scale;
              else value = (value + part) * after;
            }
          }
        }
      }
    }
  }
  if (sign && sign.index === start) value = -value;
  return { start, end, value };
}

/** Every number of the forms above, longest at each place, none overlapping. */
export function findNumbersEn(text: string): Array<Found<{ value: number }>> {
  const out: Array<Found<{ value: number }>> = [];
  if (!EXTRA_NUMBER_CUE.test(text)) return out;
  const r = new Reader(text);
  // Fractions in words need an ordinal word ("fifths", "twenty-first", "hundredth").
  const ordinalWord = WORD_FRACTION_CUE.test(text);
  for (let at = 0; at < r.s.length; at++) {
    if (r.s.charCodeAt(at) === 32 || !(r.wordStart(at) || r.s[at] === '.' || r.s[at] === '-' || VULGAR[r.s[at]!] !== undefined)) continue;
    let n = readNumber(r, at);
    // A fraction in words as Recognizers-Text splits it, where it reads as far ("one hundred thirty fifths" 100/35).
    const f = ordinalWord && /[a-z]/.test(r.s[at]!) ? readWordFraction(r, at) : null;
    if (f && (!n || f.end >= n.end)) n = f;
    if (n && Number.isFinite(n.value)) {
      const value = Number(n.value.toPrecision(15));
      out.push({ start: n.start, end: n.end, value: formatDecimal(value), resolution: { value } });
      at = n.end - 1;
    }
  }
  return withDimensions(text, out);
}

/** "a 2x4 board", "10 x 20 tent", "1920×1080", "open 24x7": numbers joined by an x, each its own (not "2x10^3"). */
const DIMENSIONS_RE = /(?<![\w.])(\d+(?:\.\d+)?)(\s?[x×]\s?)(\d+(?:\.\d+)?)(?:\s?[x×]\s?(\d+(?:\.\d+)?))?(?![\w.^]|\s*\^)/gi;

function withDimensions(text: string, found: Array<Found<{ value: number }>>): Array<Found<{ value: number }>> {
  if (!/\d\s?[x×]\s?\d/i.test(text)) return found;
  const dims: Array<Found<{ value: number }>> = [];
  for (const m of text.matchAll(DIMENSIONS_RE)) {
    let at = m.index;
    for (const [i, digits] of [m[1], m[3], m[4]].entries()) {
      if (digits === undefined) break;
      if (i > 0) at += (i === 1 ? m[2]! : /^\s?[x×]\s?/i.exec(text.slice(at))![0]).length;
      const value = Number(digits);
      dims.push({ start: at, end: at + digits.length, value: formatDecimal(value), resolution: { value } });
      at += digits.length;
    }
  }
  if (dims.length === 0) return found;
  const apart = found.filter((f) => !dims.some((d) => d.start < f.end && f.start < d.end));
  return [...apart, ...dims].sort((a, b) => a.start - b.start);
}
