/**
 * Whether a character is a letter (\p{L}), a mark (\p{M}) or a number (\p{N}), as the regex engine's Unicode
 * tables say, asked once per character and remembered: a regex with these classes costs about 0.1 µs a character
 * outside ASCII (a Kazakh statement's words took 3-4 µs through `split(/[^\p{L}\p{M}\p{N}]+/u)`), a table read
 * a few nanoseconds. Code points are read as a `/u` regex reads them: a surrogate pair is one character, a lone
 * surrogate is one character of no class.
 */
export const LETTER = 1;
export const MARK = 2;
export const NUMBER = 4;
const KNOWN = 8;

/** The classes of the Basic Multilingual Plane's code units, filled on first use (0: not asked yet). */
const BMP = new Uint8Array(0x10000);
/** Characters beyond the Basic Multilingual Plane (emoji, rare Han), by code point: few in practice, bounded. */
const ASTRAL = new Map<number, number>();
const ASTRAL_LIMIT = 10_000;

const IS_LETTER = /^\p{L}$/u;
const IS_MARK = /^\p{M}$/u;
const IS_NUMBER = /^\p{N}$/u;

function classesOf(character: string): number {
  return KNOWN | (IS_LETTER.test(character) ? LETTER : 0) | (IS_MARK.test(character) ? MARK : 0) | (IS_NUMBER.test(character) ? NUMBER : 0);
}

/** The classes (LETTER | MARK | NUMBER bits) of the character at `i` and how many code units it takes, packed: classes | width << 4. */
export function characterAt(text: string, i: number): number {
  const unit = text.charCodeAt(i);
  if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
    const next = text.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) {
      const point = ((unit - 0xd800) << 10) + (next - 0xdc00) + 0x10000;
      let k = ASTRAL.get(point);
      if (k === undefined) {
        k = classesOf(String.fromCodePoint(point));
        if (ASTRAL.size >= ASTRAL_LIMIT) ASTRAL.clear();
        ASTRAL.set(point, k);
      }
      return (k & 7) | (2 << 4);
    }
  }
  let k = BMP[unit]!;
  if (k === 0) {
    k = classesOf(String.fromCharCode(unit));
    BMP[unit] = k;
  }
  return (k & 7) | (1 << 4);
}

/**
 * Pushes the runs of letters, marks and numbers of `text` that hold a letter or a number: the pieces of
 * `text.split(/[^\p{L}\p{M}\p{N}]+/u)` that are not empty and match `/[\p{L}\p{N}]/u`, in order.
 */
export function pushWordRuns(text: string, out: string[]): void {
  let start = -1;
  let letterOrNumber = false;
  for (let i = 0; i < text.length;) {
    const c = characterAt(text, i);
    if ((c & 7) !== 0) {
      if (start < 0) { start = i; letterOrNumber = false; }
      if ((c & (LETTER | NUMBER)) !== 0) letterOrNumber = true;
    } else if (start >= 0) {
      if (letterOrNumber) out.push(text.slice(start, i));
      start = -1;
    }
    i += c >> 4;
  }
  if (start >= 0 && letterOrNumber) out.push(text.slice(start));
}

/** The runs of letters and numbers of `text` joined by one space: `text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()`. */
export function lettersAndNumbersSpaced(text: string): string {
  let out = '';
  let start = -1;
  for (let i = 0; i < text.length;) {
    const c = characterAt(text, i);
    if ((c & (LETTER | NUMBER)) !== 0) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out = out.length === 0 ? text.slice(start, i) : `${out} ${text.slice(start, i)}`;
      start = -1;
    }
    i += c >> 4;
  }
  if (start >= 0) out = out.length === 0 ? text.slice(start) : `${out} ${text.slice(start)}`;
  return out;
}
