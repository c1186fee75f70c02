import { stem, words } from '../text/english.js';

/** Which n-grams describe a statement; stored in the model so runtime extracts what training did. */
export interface FeatureSettings {
  /** Stemmed word n-gram orders, e.g. [1, 2]. */
  wordNgrams: number[];
  /** Character n-gram lengths inside each word (with boundary marks), e.g. [3, 4, 5]; [] for none. */
  charNgrams: number[];
}

export const DEFAULT_FEATURE_SETTINGS: FeatureSettings = { wordNgrams: [1, 2], charNgrams: [3, 4, 5] };

/**
 * The named features of a statement with their counts. Prefixes keep the kinds apart:
 * `w:` stemmed word n-grams, `c:` character n-grams of the unstemmed lower-cased words.
 */
export function extractFeatures(text: string, settings: FeatureSettings): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (feature: string) => counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const tokens = words(text);
  const stems = tokens.map(stem);
  for (const n of settings.wordNgrams) {
    if (n === 1) {
      for (const s of stems) add(`w:${s}`);
      continue;
    }
    // Boundary marks let "cancel my order" and "my order cancel" differ at the edges.
    const padded = ['<s>', ...stems, '</s>'];
    for (let i = 0; i + n <= padded.length; i++) add(`w:${padded.slice(i, i + n).join(' ')}`);
  }
  if (settings.charNgrams.length > 0) {
    for (const token of tokens) {
      const marked = `<${token}>`;
      for (const n of settings.charNgrams) {
        for (let i = 0; i + n <= marked.length; i++) add(`c:${marked.slice(i, i + n)}`);
      }
    }
  }
  return counts;
}
