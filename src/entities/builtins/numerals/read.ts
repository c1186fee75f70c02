/**
 * A statement's numerals, read once and handed to every kind that needs them: numbers, ordinals and money
 * (quantities-intl.ts), the units around them (units-intl.ts) and the date gloss's number words (datetime-gloss.ts).
 * One reading per text: the statement, and in Chinese also its form with the spaces between characters closed
 * (cjk-spaces.ts), which the quantity grammars read instead.
 */
import { findCjkNumerals } from './cjk.js';
import { findLatinNumerals, type Numeral } from './latin.js';
import type { LatinLanguage } from './lexicons.js';

export type NumeralsLanguage = LatinLanguage | 'ja' | 'zh';

/** Every number and ordinal in a text of `language` (numerals/latin.ts, numerals/cjk.ts). */
export function readNumerals(language: NumeralsLanguage, text: string): Numeral[] {
  return language === 'ja' || language === 'zh' ? findCjkNumerals(text, language) : findLatinNumerals(language, text);
}

/** The numerals of one statement's texts, each read on first need (made per statement: findBuiltinsEach()). */
export class NumeralReading {
  private readonly texts: string[] = [];
  private readonly numerals: Numeral[][] = [];

  constructor(readonly language: NumeralsLanguage) {}

  /** The numerals of `text` (the statement, or a form of it of the same language). */
  of(text: string): readonly Numeral[] {
    for (let k = 0; k < this.texts.length; k++) if (this.texts[k] === text) return this.numerals[k]!;
    const read = readNumerals(this.language, text);
    this.texts.push(text);
    this.numerals.push(read);
    return read;
  }
}
