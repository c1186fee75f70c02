import type { TextPipeline } from './pipeline.js';
import { characterSegmenter, icuSegmenter, scriptTokenizer, UNSPACED } from './script-tokens.js';
import { languageTrigrams, nlpjsNormalizer, nlpjsStemmer, nlpjsStopwords, nlpjsTokenizer, type NlpjsStemmer } from './nlpjs-packages.js';
import { trigramShare } from './spelling.js';
import { pushWordRuns } from './char-classes.js';

/**
 * Choices the benchmark measures (scripts/bench-languages.ts); the defaults are what it found best
 * (docs/languages.md).
 */
export interface PipelineChoices {
  /** The classifier's words in Chinese, Japanese and Thai: Node's ICU word segmenter, or NLP.js's package's tokenizer. */
  wordSegmenter: 'icu' | 'nlpjs';
  /**
   * The entity tokens of Chinese and Japanese: ICU's words, or one token per Han or kana character (Thai keeps
   * ICU's words: its characters are letters, not morphemes). Characters measured better on xSID's train splits by
   * cross-validation (scripts/experiments/cjk-segmentation.ts): slot F1 zh unspaced 0.610 → 0.630, ja unspaced
   * 0.753 → 0.802, an annotated value's edges not always falling on ICU's word edges.
   */
  entitySegments: 'words' | 'characters';
}

export const DEFAULT_PIPELINE_CHOICES: PipelineChoices = { wordSegmenter: 'icu', entitySegments: 'characters' };

/** Languages written without spaces between words. */
const UNSPACED_LANGUAGES: ReadonlySet<string> = new Set(['zh', 'ja', 'th']);
/** Languages that elide articles and pronouns with an apostrophe ("l'indirizzo"). */
const ELISION_LANGUAGES: ReadonlySet<string> = new Set(['fr', 'it', 'ca']);
/** Languages whose NLP.js stemmer needs a dictionary loaded asynchronously (Japanese: kuromoji) or translates (Chinese: to pinyin): no stemming, character n-grams do that work. */
const NO_STEMMER: ReadonlySet<string> = new Set(['ja', 'zh']);

/** Arabic (harakat, tatweel, Quranic marks) and Hebrew (niqqud, cantillation) vowel and reading marks: optional in writing, dropped. */
const VOWEL_MARKS = /[\u0591-\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/gu;
const SPACES = /\s+/u;
const ASCII = /^[\x00-\x7f]*$/;
const STEM_CACHE_LIMIT = 50_000;

/** Accents off and lower case, as NLP.js's normalisers do for a language with none of its own. */
function plainNormalize(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** A language other than English: NLP.js's package's parts where it has them, the script rules for the rest. */
export function languagePipeline(language: string, choices: PipelineChoices = DEFAULT_PIPELINE_CHOICES): TextPipeline {
  const normalizer = nlpjsNormalizer(language);
  // ASCII text is its own NFD form and holds no vowel mark: lower case is all a plain normalisation does to it.
  const normalize = (text: string): string => (normalizer ? normalizer.normalize(text).replace(VOWEL_MARKS, '') : ASCII.test(text) ? text.toLowerCase() : plainNormalize(text).replace(VOWEL_MARKS, ''));
  const unspaced = UNSPACED_LANGUAGES.has(language);
  const tokenizer = unspaced && choices.wordSegmenter === 'icu' ? null : nlpjsTokenizer(language);
  const icu = unspaced ? icuSegmenter(language) : null;

  // The words: the pieces of the tokenizer (or of white space, ICU's words in an unspaced run), each cut at what is
  // no letter, mark or number, those holding a letter or a number kept (pushWordRuns(): a table, not a \p regex).
  const words = (text: string): string[] => {
    const normalized = normalize(text);
    const out: string[] = [];
    if (tokenizer) {
      for (const piece of tokenizer.innerTokenize(normalized)) pushWordRuns(piece, out);
    } else if (icu) {
      for (const part of normalized.split(SPACES)) {
        if (!UNSPACED.test(part)) { pushWordRuns(part, out); continue; }
        for (const [s, e] of icu(part)) pushWordRuns(part.slice(s, e), out);
      }
    } else {
      // White space is no letter, mark or number: cutting at it first changes nothing.
      pushWordRuns(normalized, out);
    }
    return out;
  };

  const stemmer = NO_STEMMER.has(language) ? null : nlpjsStemmer(language);
  const stemCache = new Map<string, string>();
  const stem = (word: string): string => {
    if (stemmer === null || word.length <= 2 || /\d/.test(word)) return word;
    let stemmed = stemCache.get(word);
    if (stemmed === undefined) {
      stemmed = stemWith(stemmer, word) || word;
      if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
      stemCache.set(word, stemmed);
    }
    return stemmed;
  };

  const functionWords = [...new Set(nlpjsStopwords(language).flatMap((w) => words(w)))].sort();
  const functionWordSet = new Set(functionWords);

  const segment = !unspaced ? null : choices.entitySegments === 'characters' && language !== 'th' ? characterSegmenter : icuSegmenter(language);
  const tokenize = scriptTokenizer({ elision: ELISION_LANGUAGES.has(language), segment });

  let trigrams: ReadonlySet<string> | null | undefined;
  const spelledLike = (word: string, alsoKnown: (trigram: string) => boolean = () => false): number => {
    trigrams ??= edgeMarked(languageTrigrams(language), normalize);
    // No spelling model of the language (Chinese, Japanese, Thai…): no word is judged a keyboard mash by its spelling.
    if (trigrams === null) return 1;
    return trigramShare(word, trigrams, alsoKnown);
  };

  return { language, words, stem, functionWords, isFunctionWord: (w) => functionWordSet.has(w), tokenize, spelledLike };
}

/** As BaseStemmer.stemWord() without its unbounded cache: the package's exceptions before and after its rules. */
function stemWith(stemmer: NlpjsStemmer, word: string): string {
  const before = stemmer.dictionary?.before;
  if (before && Object.hasOwn(before, word)) return before[word]!;
  stemmer.setCurrent(word);
  stemmer.innerStem();
  const result = stemmer.getCurrent();
  const after = stemmer.dictionary?.after;
  return after && Object.hasOwn(after, result) ? after[result]! : result;
}

/** The detector's trigrams (" de", "der", "er ") as edge-marked ones ("<de", "der", "er>"), normalised as words are. */
function edgeMarked(trigrams: string[] | null, normalize: (text: string) => string): ReadonlySet<string> | null {
  if (trigrams === null) return null;
  const set = new Set<string>();
  for (const t of trigrams) {
    const n = normalize(t);
    if (n.length !== 3) continue;
    set.add(n.replace(/^ /, '<').replace(/ $/, '>'));
  }
  return set;
}
