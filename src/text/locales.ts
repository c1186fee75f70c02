/**
 * The languages a corpus may be in: every language NLP.js ships an `@nlpjs/lang-xx` package for (its normaliser,
 * tokenizer, stemmer and stop words read them), and a few it has none for, read by the script rules alone
 * (no stemmer, no stop words). A corpus names its locale as a language ("de") or a language and region
 * ("pt-BR", "zh_TW"): the language chooses the pipeline.
 */
export const NLPJS_LANGUAGES = [
  'ar', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'eu', 'fa', 'fi', 'fr', 'ga', 'gl', 'hi', 'hu', 'hy', 'id', 'it',
  'ja', 'ko', 'lt', 'ms', 'ne', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sl', 'sr', 'sv', 'ta', 'th', 'tl', 'tr', 'uk', 'zh',
] as const;

/** Languages NLP.js has no package for that the script rules read well enough to offer (measured: kk in docs/benchmarks.md). */
export const SCRIPT_ONLY_LANGUAGES = ['he', 'kk'] as const;

export const SUPPORTED_LANGUAGES: readonly string[] = [...NLPJS_LANGUAGES, ...SCRIPT_ONLY_LANGUAGES].sort();

/** Norwegian Bokmål and Nynorsk ("nb", "nn") are read as NLP.js's Norwegian; "iw" is Hebrew's former code. */
const ALIASES: Readonly<Record<string, string>> = { nb: 'no', nn: 'no', iw: 'he', in: 'id', fil: 'tl' };

/** The language a locale names ("pt-BR" → "pt"), or null when it names none we read. */
export function languageOf(locale: string): string | null {
  const primary = locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const language = ALIASES[primary] ?? primary;
  return SUPPORTED_LANGUAGES.includes(language) ? language : null;
}

/** Why a locale is refused, naming what is accepted. */
export function unsupportedLocaleMessage(locale: string): string {
  return `expected a locale whose language is one of ${SUPPORTED_LANGUAGES.join(', ')} (a language code, optionally with a region, as "pt-BR"), found ${JSON.stringify(locale)}`;
}
