import { NluError } from './errors.js';
import { guessLanguages } from './text/language-detector.js';
import { languageOf } from './text/locales.js';
import type { UnderstandDetails, UnderstandOptions, UnderstandResult } from './types.js';
import { Understander } from './understander.js';

/** Which of a project's locales answered, and whether it was given or detected. */
export interface LocaleChoice {
  /** The locale of the model that answered, as its corpus names it ("de", "pt-BR"). */
  locale: string;
  /** True when the statement came without a locale and it was detected among the project's locales. */
  localeDetected: boolean;
}

export interface MultilingualOptions extends UnderstandOptions {
  /** The statement's locale ("de", "de-AT"): answered by the project's model of that language. Absent: detected. */
  locale?: string;
}

/**
 * One project, several languages, as a Dialogflow agent has them: one model per locale (each trained from its own
 * corpus), one object that answers in any of them. A statement that names its locale goes to that language's model;
 * one that does not is given to the model whose vocabulary knows most of its words, and where two know as many,
 * to the language NLP.js's guesser (`@nlpjs/language`) finds likelier, among the project's languages only; where
 * neither tells, to the first (default) locale. details() says which locale answered and whether it was detected.
 */
export class MultilingualUnderstander {
  private readonly byLanguage: ReadonlyMap<string, Understander>;
  private readonly languages: readonly string[];

  private constructor(private readonly understanders: readonly Understander[]) {
    const byLanguage = new Map<string, Understander>();
    for (const u of understanders) {
      const language = languageOf(u.info.locale)!;
      if (byLanguage.has(language)) throw new NluError('INPUT_INVALID', `expected one model per language, found two for "${language}" (${byLanguage.get(language)!.info.locale} and ${u.info.locale})`);
      byLanguage.set(language, u);
    }
    this.byLanguage = byLanguage;
    this.languages = [...byLanguage.keys()];
  }

  /** From loaded models, the first being the default locale (for statements in none the project can tell). */
  static fromUnderstanders(understanders: readonly Understander[]): MultilingualUnderstander {
    if (understanders.length === 0) throw new NluError('INPUT_INVALID', 'expected at least one model, found none');
    return new MultilingualUnderstander(understanders);
  }

  /** Loads model files (one per locale), the first being the default locale; fails as Understander.load() does. */
  static async load(paths: readonly string[]): Promise<MultilingualUnderstander> {
    return MultilingualUnderstander.fromUnderstanders(await Promise.all(paths.map((path) => Understander.load(path))));
  }

  /** The project's locales, the default first. */
  get locales(): string[] {
    return this.understanders.map((u) => u.info.locale);
  }

  /** The model of a locale (its language's), or null when the project has none. */
  understanderFor(locale: string): Understander | null {
    const language = languageOf(locale);
    return language === null ? null : (this.byLanguage.get(language) ?? null);
  }

  async understand(statement: string, options: { locale?: string } = {}): Promise<UnderstandResult & LocaleChoice> {
    return this.understandSync(statement, options);
  }

  async details(statement: string, options: MultilingualOptions = {}): Promise<UnderstandDetails & LocaleChoice> {
    return this.detailsSync(statement, options);
  }

  understandSync(statement: string, options: { locale?: string } = {}): UnderstandResult & LocaleChoice {
    const choice = this.choose(statement, options.locale);
    return { ...choice.understander.understandSync(statement), locale: choice.locale, localeDetected: choice.localeDetected };
  }

  detailsSync(statement: string, options: MultilingualOptions = {}): UnderstandDetails & LocaleChoice {
    const { locale, ...rest } = options;
    const choice = this.choose(statement, locale);
    return { ...choice.understander.detailsSync(statement, rest), locale: choice.locale, localeDetected: choice.localeDetected };
  }

  /** Which model answers: the one of the locale given, else the detected one (see the class). */
  private choose(statement: string, locale: string | undefined): LocaleChoice & { understander: Understander } {
    if (locale !== undefined) {
      const understander = typeof locale === 'string' ? this.understanderFor(locale) : null;
      if (understander === null) throw new NluError('INPUT_INVALID', `expected a locale of this project (${this.locales.join(', ')}), found ${JSON.stringify(locale)}`);
      return { understander, locale: understander.info.locale, localeDetected: false };
    }
    const fallback = this.understanders[0]!;
    if (this.understanders.length === 1) return { understander: fallback, locale: fallback.info.locale, localeDetected: false };
    // Guessed once, only where the vocabularies do not tell (two models know as many words).
    let guessed: readonly string[] | null = null;
    const rank = (language: string) => {
      guessed ??= guessLanguages(statement, this.languages);
      const at = guessed.indexOf(language);
      return at < 0 ? guessed.length : at;
    };
    let best: { language: string; known: number } | null = null;
    let anyWords = false;
    for (const language of this.languages) {
      const { known, words } = this.byLanguage.get(language)!.knownWords(statement);
      if (words === 0) continue;
      anyWords = true;
      if (best === null || known > best.known || (known === best.known && rank(language) < rank(best.language))) best = { language, known };
    }
    // No word in any of the languages ("?!", an emoji): nothing to tell them apart by.
    if (!anyWords || best === null) return { understander: fallback, locale: fallback.info.locale, localeDetected: false };
    const understander = this.byLanguage.get(best.language)!;
    const told = best.known > 0 || (guessed ?? guessLanguages(statement, this.languages)).length > 0;
    return told ? { understander, locale: understander.info.locale, localeDetected: true } : { understander: fallback, locale: fallback.info.locale, localeDetected: false };
  }
}
