/**
 * `--record-mask`: what is hidden before a statement is stored. E-mail addresses first (so their
 * digits go with them), then every decimal digit of any script (\p{Nd}: 0-9, ٣, ３…) becomes "0":
 * numbers keep their length and stay numbers, so the entity rules and the model read a masked message
 * much as they read the real one ("order 000000" is still an order number), and an evaluation on
 * exported masked messages stays meaningful.
 */
export const EMAIL_MASK = '<email>';
export const DIGIT_MASK = '0';

const LOCAL = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
/** A dotted local part, "@", and a domain of two or more dot-separated labels (name@example.com). */
const EMAIL = new RegExp(`${LOCAL}(?:\\.${LOCAL})*@${LABEL}(?:\\.${LABEL})+`, 'gu');
const DIGIT = /\p{Nd}/gu;

export function maskText(text: string): string {
  const withoutEmails = text.includes('@') ? text.replace(EMAIL, EMAIL_MASK) : text;
  return withoutEmails.replace(DIGIT, DIGIT_MASK);
}
