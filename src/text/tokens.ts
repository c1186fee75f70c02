/** A word of a statement with its offsets (end exclusive), for entity extraction. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

// Numbers keep their separators and a unit letter ("1,200.50", "1k", "4k"); words keep inner
// apostrophes, ampersands and hyphens ("Levi's", "H&M", "e-mail"); any other symbol is a token alone.
const TOKEN = /\p{N}+(?:[.,]\p{N}+)*\p{L}*|\p{L}[\p{L}\p{N}]*(?:['’&-][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return tokens;
}

/** How list values and statement words are compared: lower case, no accents, no possessive "'s". */
export function matchKey(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s$/, '');
}
