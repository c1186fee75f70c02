import { createRequire } from 'node:module';

/**
 * The one place NLP.js's language packages are loaded, each part on first use and only for the languages a
 * model reads: a package's normaliser, tokenizer, stemmer and stop words, never its sentiment lexicon. The
 * packages are CommonJS, so they load synchronously (Understander.fromModel() stays synchronous). They are
 * resolved from `@nlpjs/lang-all`'s folder, whose dependencies they are, wherever npm placed them.
 */
const requireHere = createRequire(import.meta.url);
let requireFromLangAll: NodeJS.Require | null = null;

function requireNlpjs(id: string): unknown {
  requireFromLangAll ??= createRequire(requireHere.resolve('@nlpjs/lang-all'));
  return requireFromLangAll(id);
}

export interface NlpjsNormalizer {
  normalize(text: string): string;
}

export interface NlpjsTokenizer {
  innerTokenize(text: string): string[];
}

/** A Snowball stemmer of NLP.js (BaseStemmer): driven directly, so its unbounded per-word cache stays empty. */
export interface NlpjsStemmer {
  setCurrent(word: string): void;
  innerStem(): void;
  getCurrent(): string;
  dictionary?: { before: Record<string, string>; after: Record<string, string> };
}

type Part = 'normalizer' | 'tokenizer' | 'stemmer' | 'stopwords';

function load<T>(language: string, part: Part): T | null {
  const path = `@nlpjs/lang-${language}/src/${part}-${language}.js`;
  let Made: new () => T;
  try {
    Made = requireNlpjs(path) as new () => T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
  return new Made();
}

export function nlpjsNormalizer(language: string): NlpjsNormalizer | null {
  return load<NlpjsNormalizer>(language, 'normalizer');
}

export function nlpjsTokenizer(language: string): NlpjsTokenizer | null {
  return load<NlpjsTokenizer>(language, 'tokenizer');
}

export function nlpjsStemmer(language: string): NlpjsStemmer | null {
  const stemmer = load<Partial<NlpjsStemmer>>(language, 'stemmer');
  return stemmer && typeof stemmer.innerStem === 'function' && typeof stemmer.setCurrent === 'function' ? (stemmer as NlpjsStemmer) : null;
}

export function nlpjsStopwords(language: string): string[] {
  const stopwords = load<{ dictionary?: Record<string, unknown> }>(language, 'stopwords');
  return Object.keys(stopwords?.dictionary ?? {});
}

/**
 * The 300 most frequent character trigrams of the language (spaces at word edges), as `@nlpjs/language` keeps
 * them for language detection; null when it has no model of the language.
 */
export function languageTrigrams(language: string): string[] | null {
  const codes = requireNlpjs('@nlpjs/language/src/languages.json') as Array<[string, string, string]>;
  const data = requireNlpjs('@nlpjs/language/src/data.json') as Record<string, Record<string, string>>;
  const alpha3 = [codes.find(([two]) => two === language)?.[1], ...(TRIGRAM_CODES[language] ?? [])];
  for (const script of Object.values(data)) {
    for (const code of alpha3) {
      const model = code === undefined ? undefined : script[code];
      if (model !== undefined) return model.split('|');
    }
  }
  return null;
}

/** Where the detector's data names a language otherwise than ISO 639-3's macrolanguage code. */
const TRIGRAM_CODES: Readonly<Record<string, readonly string[]>> = { no: ['nob', 'nno'], ms: ['zlm'], ar: ['arb'], fa: ['pes', 'fas'], zh: ['cmn'], et: ['ekk'] };
