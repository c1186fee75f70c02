/** Which languages our own date reader serves (datetime-intl.ts), with their words. */
import { readDatesIntl, type IntlClock, type IntlDateWords, type IntlSpan } from './datetime-intl.js';
import { SPANISH_DATE_WORDS } from './datetime-es.js';
import { FRENCH_DATE_WORDS } from './datetime-fr.js';

const WORDS: Readonly<Record<string, IntlDateWords>> = { es: SPANISH_DATE_WORDS, fr: FRENCH_DATE_WORDS };

/**
 * The dates and times our reader finds in a statement of `language`, or null when it does not serve the language or
 * cannot account for every date cue of the statement (the caller then reads it with recognizers-text and chrono-node).
 */
export function readOwnDates(language: string, text: string, clock: IntlClock): IntlSpan[] | null {
  const words = WORDS[language];
  if (words === undefined) return null;
  const read = readDatesIntl(words, text, clock);
  return read.covered ? read.spans : null;
}
