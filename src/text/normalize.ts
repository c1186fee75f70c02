/**
 * The normal form used to compare statements: accents stripped, lower case, punctuation
 * dropped, white space collapsed. "Hi there!!" and "hi  there" are the same statement.
 */
export function normalizeStatement(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
