import { createRequire } from 'node:module';
import { languageOf } from './locales.js';

/** NLP.js's language guesser (`@nlpjs/language`, character trigrams of 200 languages after franc), as far as we use it. */
interface NlpjsLanguageGuesser {
  guess(text: string, allowList?: readonly string[], limit?: number): Array<{ alpha2: string; score: number }>;
}

let guesser: NlpjsLanguageGuesser | null = null;

function nlpjsGuesser(): NlpjsLanguageGuesser {
  if (guesser === null) {
    const { Language } = createRequire(import.meta.url)('@nlpjs/language') as { Language: new () => NlpjsLanguageGuesser };
    guesser = new Language();
  }
  return guesser;
}

/**
 * The languages a statement may be in, among those given (base language codes), most likely first, by NLP.js's
 * guesser restricted to them. Empty when it cannot tell (too short a statement, or none of their scripts).
 */
export function guessLanguages(text: string, languages: readonly string[]): string[] {
  if (languages.length === 0) return [];
  const guesses = nlpjsGuesser().guess(text, languages);
  const out: string[] = [];
  for (const g of guesses) {
    const language = languageOf(g.alpha2);
    if (language !== null && languages.includes(language) && !out.includes(language)) out.push(language);
  }
  return out;
}
