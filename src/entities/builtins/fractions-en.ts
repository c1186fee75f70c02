import { ORDINAL_WORDS, type Reader } from './reader.js';

/**
 * English fractions said in words whose denominator is a compound ordinal or whose whole part is joined by "and":
 * "three twenty firsts" 3/21, "a twenty-first" 1/21, "one hundredth" 0.01, "one hundred thirty fifths" 100/35,
 * "two hundred and fifty-four hundredths" 200.54, "twenty and three and three fifths" 23.6. Where the numerator
 * ends and the denominator starts is decided as Recognizers-Text does (its BaseNumberParser's fraction split, MIT):
 * from the ordinal backwards, words join the denominator while they compose with it as a numeral would
 * ("thirty fifths" 35, "one thousand fifths" 1005), and the words before are the numerator; a numerator after
 * "and" that is smaller than the denominator is a fraction added to the whole before it.
 */

const CARDINALS: ReadonlyMap<string, number> = new Map(Object.entries({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13,
  fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60,
  seventy: 70, eighty: 80, ninety: 90, hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12,
}));

interface Word { text: string; value: number; ordinal: boolean; plural: boolean; and: boolean; end: number }

/** One word's value: a cardinal, an ordinal (singular or plural), or a hyphenated compound ("fifty-four"). */
function wordOf(text: string): Omit<Word, 'end'> | null {
  if (text === 'and') return { text, value: 0, ordinal: false, plural: false, and: true };
  if (text === 'a' || text === 'an') return { text, value: 1, ordinal: false, plural: false, and: false };
  const cardinal = CARDINALS.get(text);
  if (cardinal !== undefined) return { text, value: cardinal, ordinal: false, plural: false, and: false };
  const plural = /s$/.test(text) && !/ss$/.test(text);
  const ordinal = ORDINAL_WORDS.get(plural ? text.slice(0, -1) : text);
  if (ordinal !== undefined && !text.includes(' ')) return { text, value: ordinal, ordinal: true, plural, and: false };
  const parts = text.split('-');
  if (parts.length === 2) {
    const [a, b] = [wordOf(parts[0]!), wordOf(parts[1]!)];
    if (a && b && !a.ordinal && !a.and && !b.and && a.value >= 20 && a.value < 100 && a.value % 10 === 0 && b.value < 10) return { text, value: a.value + b.value, ordinal: b.ordinal, plural: b.plural, and: false };
  }
  return null;
}

/** The value of number words ("two hundred and", "twenty and three", "one thousand fifths" 1005): places add, scales multiply. */
function intOf(words: readonly Word[]): number {
  let total = 0;
  let current = 0;
  for (const w of words) {
    if (w.and) continue;
    if (w.value === 100) current = (current || 1) * 100;
    else if (w.value >= 1000 && !w.ordinal) { total += (current || 1) * w.value; current = 0; }
    else if (w.value >= 1000) { total += (current || (total ? 0 : 1)) * w.value; current = 0; }
    else current += w.value;
  }
  return total + current;
}

/** Recognizers-Text's test of two words that compose as a numeral ("thirty" then "five"; "hundred" then "twenty"). */
const composable = (big: number, small: number) => { const base = small > 10 ? 100 : 10; return big % base === 0 && big / base >= 1; };

/** A fraction in words at `at` (see above), or null. */
export function readWordFraction(r: Reader, at: number): { start: number; end: number; value: number } | null {
  const words: Word[] = [];
  let pos = r.skip(at);
  const start = pos;
  for (;;) {
    const m = r.match(/[a-z]+(?:-[a-z]+)?/y, pos);
    if (!m) break;
    const w = wordOf(m[0]);
    if (!w || ((w.text === 'a' || w.text === 'an') && words.length > 0 && !words[words.length - 1]!.and) || (w.and && (words.length === 0 || words[words.length - 1]!.and))) break;
    // "twenty-first": the tens and the ordinal as two words, as Recognizers-Text splits them.
    const parts = m[0].split('-');
    if (parts.length === 2 && w.ordinal) {
      words.push({ ...wordOf(parts[0]!)!, end: m.index + parts[0]!.length }, { ...wordOf(parts[1]!)!, end: m.index + m[0].length });
    } else words.push({ ...w, end: m.index + m[0].length });
    pos = m.index + m[0].length;
    if (w.ordinal) break;
  }
  const last = words[words.length - 1];
  if (!last || !last.ordinal || words.length < 2) return null;
  // Where the denominator starts.
  let split = words.length - 1;
  let current = last.value;
  let round = 1;
  for (split = words.length - 2; split >= 0; split--) {
    if (words[split]!.and) continue;
    const previous = current;
    current = words[split]!.value;
    if ((previous >= 100 && previous > current) || (previous < 100 && composable(current, previous))) {
      if (previous < 100 && current >= round) round = current;
      else if (previous < 100 && current < round) { split++; break; }
      if (split === 0) {
        split = 1;
        while (split <= words.length - 2) {
          if (words[split]!.value >= 100 && !words[split + 1]!.and && words[split + 1]!.value < 100) { split++; break; }
          split++;
        }
        break;
      }
      continue;
    }
    split++;
    break;
  }
  const denominatorWords = words.slice(split);
  const head = words.slice(0, split);
  if (head.length === 0 || head[head.length - 1]!.and && head.length === 1) return null;
  const denominatorSaid = denominatorWords.filter((w) => !w.and);
  // "two seconds", "the first": a length of time and an ordinal, not fractions.
  if (denominatorSaid.length === 1 && (denominatorSaid[0]!.value === 1 || denominatorSaid[0]!.value === 2) && !/^(?:halves|quarters?)$/.test(denominatorSaid[0]!.text)) return null;
  const denominator = intOf(denominatorWords);
  if (denominator < 2) return null;
  // The numerator: after the last "and" when a whole comes before it ("two hundred and fifty-four hundredths").
  let mixed = head.length;
  for (let i = head.length - 2; i >= 0; i--) if (head[i]!.and) { mixed = i + 1; break; }
  const numerator = mixed < head.length ? intOf(head.slice(mixed)) : 0;
  const whole = intOf(head.slice(0, mixed));
  const numeratorWords = mixed < head.length ? head.slice(mixed) : head;
  // "six million and two thirds": a fraction of the scale said before "and" (numbers-en.ts reads it).
  if (mixed < head.length && mixed >= 2 && head[mixed - 2]!.value >= 1000 && numeratorWords.length === 1 && numeratorWords[0]!.value < 10 && denominatorSaid.length === 1 && denominatorSaid[0]!.value < 10) return null;
  // A singular denominator only after "a", "an" or "one" ("a twenty-first", "one hundredth"); plural after any count.
  if (!last.plural && !(numeratorWords.length === 1 && numeratorWords[0]!.value === 1)) return null;
  if (last.plural && numeratorWords.length === 1 && (numeratorWords[0]!.text === 'a' || numeratorWords[0]!.text === 'an')) return null;
  const value = mixed < head.length && numerator < denominator ? whole + numerator / denominator : (whole + numerator) / denominator;
  return { start, end: last.end, value };
}
