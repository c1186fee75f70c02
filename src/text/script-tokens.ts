import type { Token } from './tokens.js';

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
const TOKEN_AT = new RegExp(`${NUMBER}|${WORD}|[^\\s\\p{L}\\p{N}]`, 'uy');
const TOKEN_AT_ELISION = new RegExp(`${NUMBER}|${ELIDED}|${WORD}|[^\\s\\p{L}\\p{N}]`, 'uy');
const SPACE = /\s*/uy;
/** Characters of the scripts written without spaces between words. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー々〆]/u;

export function scriptTokenizer(options: ScriptTokenizerOptions): (text: string) => Token[] {
  const tokenAt = options.elision ? TOKEN_AT_ELISION : TOKEN_AT;
  const segment = options.segment;
  return (text) => {
    const tokens: Token[] = [];
    let at = 0;
    for (;;) {
      SPACE.lastIndex = at;
      SPACE.test(text);
      const start = SPACE.lastIndex;
      if (start >= text.length) break;
      tokenAt.lastIndex = start;
      if (!tokenAt.test(text)) break;
      at = tokenAt.lastIndex;
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
