import { lettersAndNumbersSpaced } from './char-classes.js';

/**
 * The normal form used to compare statements: accents stripped, lower case, punctuation
 * dropped, white space collapsed. "Hi there!!" and "hi  there" are the same statement.
 */
export function normalizeStatement(text: string): string {
  // ASCII text is its own NFD form, and its only letters and digits are [a-z0-9] once lower case: the same
  // result without the Unicode work (test/text/normalize.test.ts checks the two agree).
  if (ASCII.test(text)) return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    // Arabic and Hebrew vowel marks are optional in writing: "شغِّل" is "شغل".
    .replace(/[\u0591-\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/gu, '')
    .toLowerCase();
  // Runs of letters and numbers joined by one space: replace(/[^\p{L}\p{N}]+/gu, ' ').trim(), read through a table.
  return lettersAndNumbersSpaced(folded);
}

const ASCII = /^[\x00-\x7f]*$/;
