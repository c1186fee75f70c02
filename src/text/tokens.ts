/** A word of a statement with its offsets (end exclusive), for entity extraction. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

// Numbers keep their separators and a unit letter ("1,200.50", "1k", "4k"); words keep inner
// apostrophes, ampersands and hyphens ("Levi's", "H&M", "e-mail"); any other symbol is a token alone.
// Every character but white space starts a token (the last alternative takes any other symbol), so the
// tokens are found by skipping white space and matching there: sticky test() calls, which allocate no
// match array, give exactly the matches a global search would.
const TOKEN_AT = /\p{N}+(?:[.,]\p{N}+)*\p{L}*|\p{L}[\p{L}\p{N}]*(?:['’&-][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/uy;
const SPACE = /\s*/uy;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  for (;;) {
    SPACE.lastIndex = at;
    SPACE.test(text);
    const start = SPACE.lastIndex;
    if (start >= text.length) break;
    TOKEN_AT.lastIndex = start;
    // Cannot fail at a character that is not white space; a guard all the same.
    if (!TOKEN_AT.test(text)) break;
    at = TOKEN_AT.lastIndex;
    tokens.push({ text: text.slice(start, at), start, end: at });
  }
  return tokens;
}

/** Sentence marks, each a token of its own: a learned value holds one only when its entity's values do (value-marks.ts). */
export const SENTENCE_MARKS: ReadonlySet<string> = new Set(['.', ',', '!', '?', ';', ':', '…', '¿', '¡', '"', '“', '”', '(', ')', '[', ']', '{', '}', '。', '、', '「', '」', '؟', '،', '؛']);

/**
 * How list values and statement words are compared: compatibility form (a list value written "ﬁlter" is
 * "filter", as statements are read: compatibility-fold.ts), lower case, no accents, no possessive "'s".
 */
export function matchKey(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s$/, '');
}
