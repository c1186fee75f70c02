/**
 * One server, several languages: `nlu serve --model models/en.json --model models/de.json` serves one model per
 * locale, the first being the default. A request that names its `locale` is answered by that language's model;
 * one that names none by the default's, as the spec has it (docs/http.md, "Locale"). The set is one value in the
 * server's slot, so a reload (SIGHUP, --watch-model) swaps every language's model at once, or none.
 */
import { languageOf } from '../text/locales.js';
import type { TimeOptions, UnderstandDetails, UnderstandOptions, UnderstandResult } from '../types.js';
import type { ModelIdentityInfo, Understanding } from './understanding.js';

/** One served model and the file it came from. */
export interface LocaleModel {
  path: string;
  understanding: Understanding;
}

export class LocaleModels implements Understanding {
  private readonly byLanguage: ReadonlyMap<string, LocaleModel>;

  /** Refuses two models of one language: which one a request meant could not be told. */
  constructor(readonly models: readonly LocaleModel[]) {
    if (models.length === 0) throw new LocaleModelsError('expected at least one model file, found none');
    const byLanguage = new Map<string, LocaleModel>();
    for (const model of models) {
      const locale = model.understanding.info.locale;
      const language = languageOf(locale) ?? locale;
      const other = byLanguage.get(language);
      if (other) throw new LocaleModelsError(`expected one model per language, found two for "${language}": ${other.path} (${other.understanding.info.locale}) and ${model.path} (${locale})`);
      byLanguage.set(language, model);
    }
    this.byLanguage = byLanguage;
  }

  /** The default model's identity (the spec's GET /v1/model fields); `locales` lists every served model. */
  get info(): ModelIdentityInfo {
    return this.models[0]!.understanding.info;
  }

  /** The served locales, the default first. */
  get locales(): string[] {
    return this.models.map((model) => model.understanding.info.locale);
  }

  /** The model of a locale's language, or null when none is served. */
  forLocale(locale: string): Understanding | null {
    const language = languageOf(locale);
    return language === null ? null : (this.byLanguage.get(language)?.understanding ?? null);
  }

  /** The first model: it answers a request that names no locale. */
  get defaultModel(): Understanding {
    return this.models[0]!.understanding;
  }

  understand(statement: string, options?: TimeOptions): Promise<UnderstandResult> {
    return this.defaultModel.understand(statement, options);
  }

  details(statement: string, options: UnderstandOptions): Promise<UnderstandDetails> {
    return this.defaultModel.details(statement, options);
  }
}

export class LocaleModelsError extends Error {
  override name = 'LocaleModelsError';
  readonly code = 'LOCALES_INVALID';
}

/** The served set of an `Understanding`, when it is one (a single model is not). */
export function localeModelsOf(understanding: Understanding): LocaleModels | null {
  return understanding instanceof LocaleModels ? understanding : null;
}
