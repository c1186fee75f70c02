import type { Token } from './tokens.js';
import { characterAt, LETTER, MARK, NUMBER as DIGIT } from './char-classes.js';

/**
 * Offset tokens for any script: numbers keep their separators and a unit letter ("1,200.50", "4k"); words keep
 * their combining marks (Arabic and Hebrew vowel marks, Devanagari vowel signs: "شغِّل" is one word, not four),
 * inner apostrophes, ampersands and hyphens; any other symbol is a token alone. English keeps tokens.ts, which
 * this extends with marks and the options below.
 */
export interface ScriptTokenizerOptions {
  /**
   * Elided articles and pronouns are words of their own: "l'indirizzo" → "l'" "indirizzo", "qu'est-ce" →
   * "qu'" "est-ce" (French, Italian, Catalan).
   */
  elision: boolean;
  /**
   * Splits runs of a script written without spaces (Han, kana, Thai) into words; null for scripts with spaces.
   * Gives [start, end) offsets into the run.
   */
  segment: ((run: string) => Array<[number, number]>) | null;
}

const WORD = String.raw`[\p{L}\p{M}][\p{L}\p{M}\p{N}]*(?:['’&-][\p{L}\p{M}\p{N}]+)*`;
const NUMBER = String.raw`\p{N}+(?:[.,]\p{N}+)*\p{L}*`;
const ELIDED = String.raw`\p{L}+['’](?=\p{L})`;
/** The tokens' definition: what tokenEnd() reads through the character table (char-classes.ts), about six times faster on Cyrillic. */
export const TOKEN_AT = new RegExp(`${NUMBER}|${WORD}|[^\\s\\p{L}\\p{N}]`, 'uy');
export const TOKEN_AT_ELISION = new RegExp(`${NUMBER}|${ELIDED}|${WORD}|[^\\s\\p{L}\\p{N}]`, 'uy');

/** White space as a regex's \s reads it. */
function isSpace(unit: number): boolean {
  return unit === 32 || (unit >= 9 && unit <= 13) || unit === 0xa0 || unit === 0x1680 || (unit >= 0x2000 && unit <= 0x200a) || unit === 0x2028 || unit === 0x2029 || unit === 0x202f || unit === 0x205f || unit === 0x3000 || unit === 0xfeff;
}

const WORDLIKE = LETTER | MARK | DIGIT;

/** Where the token that starts at `start` (no white space) ends: the first of TOKEN_AT's (or TOKEN_AT_ELISION's) alternatives that matches there. */
function tokenEnd(text: string, start: number, elision: boolean): number {
  const first = characterAt(text, start);
  const n = text.length;
  let at = start;
  if (first & DIGIT) {
    // \p{N}+(?:[.,]\p{N}+)*\p{L}*
    at = run(text, at, DIGIT);
    for (;;) {
      const c = text.charCodeAt(at);
      if ((c === 46 || c === 44) && at + 1 < n && characterAt(text, at + 1) & DIGIT) at = run(text, at + 1, DIGIT);
      else break;
    }
    return run(text, at, LETTER);
  }
  if (elision && first & LETTER) {
    // \p{L}+['’](?=\p{L}): a shorter run of letters would be followed by a letter, not an apostrophe.
    const end = run(text, at, LETTER);
    const c = text.charCodeAt(end);
    if ((c === 39 || c === 0x2019) && end + 1 < n && characterAt(text, end + 1) & LETTER) return end + 1;
  }
  if (first & (LETTER | MARK)) {
    // [\p{L}\p{M}][\p{L}\p{M}\p{N}]*(?:['’&-][\p{L}\p{M}\p{N}]+)*
    at = run(text, at, WORDLIKE);
    for (;;) {
      const c = text.charCodeAt(at);
      if ((c === 39 || c === 0x2019 || c === 38 || c === 45) && at + 1 < n && characterAt(text, at + 1) & WORDLIKE) at = run(text, at + 1, WORDLIKE);
      else break;
    }
    return at;
  }
  // Any other character alone (a surrogate pair is one).
  return start + (first >> 4);
}

/** The end of the run of characters of any of `classes` from `at`. */
function run(text: string, at: number, classes: number): number {
  while (at < text.length) {
    const c = characterAt(text, at);
    if ((c & classes) === 0) break;
    at += c >> 4;
  }
  return at;
}
/** Characters of the scripts written without spaces between words. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー々〆]/u;

export function scriptTokenizer(options: ScriptTokenizerOptions): (text: string) => Token[] {
  const elision = options.elision;
  const segment = options.segment;
  return (text) => {
    const tokens: Token[] = [];
    let at = 0;
    for (;;) {
      let start = at;
      while (start < text.length && isSpace(text.charCodeAt(start))) start++;
      if (start >= text.length) break;
      at = tokenEnd(text, start, elision);
      const word = text.slice(start, at);
      if (segment !== null && UNSPACED.test(word)) {
        for (const [s, e] of segment(word)) tokens.push({ text: word.slice(s, e), start: start + s, end: start + e });
      } else {
        tokens.push({ text: word, start, end: at });
      }
    }
    return tokens;
  };
}

/** Word segments of a run by Node's ICU dictionaries (Intl.Segmenter, granularity "word"), white space left out. */
export function icuSegmenter(language: string): (run: string) => Array<[number, number]> {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  return (run) => {
    const out: Array<[number, number]> = [];
    for (const s of segmenter.segment(run)) if (/\S/u.test(s.segment)) out.push([s.index, s.index + s.segment.length]);
    return out;
  };
}

/** Each character of an unspaced script its own token (with its combining marks); other letters and digits stay together. */
export function characterSegmenter(run: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of run.matchAll(CHARACTER_PIECE)) out.push([m.index, m.index + m[0].length]);
  return out;
}

const CHARACTER_PIECE = new RegExp(`${UNSPACED.source}\\p{M}*|(?:(?!${UNSPACED.source})[\\s\\S])+`, 'gu');
