import { stem, words } from '../text/english.js';

/** Which n-grams describe a statement; stored in the model so runtime extracts what training did. */
export interface FeatureSettings {
  /** Stemmed word n-gram orders, e.g. [1, 2]. */
  wordNgrams: number[];
  /** Character n-gram lengths inside each word (with boundary marks), e.g. [3, 4, 5]; [] for none. */
  charNgrams: number[];
}

// Char 3–4-grams: on the valid splits as good as 3–5 (banking77 split 90.3 vs 89.7 %, atis 95.6 vs 95.4,
// snips 98.3 vs 98.6) with a third fewer features per statement, so faster training and smaller models.
export const DEFAULT_FEATURE_SETTINGS: FeatureSettings = { wordNgrams: [1, 2], charNgrams: [3, 4] };

/** `w:` stemmed word n-grams; boundary marks let "cancel my order" and "my order cancel" differ at the edges. */
export function wordNgramFeatures(stems: readonly string[], orders: readonly number[]): string[] {
  const out: string[] = [];
  for (const n of orders) {
    if (n === 1) {
      for (const s of stems) out.push(`w:${s}`);
      continue;
    }
    const padded = ['<s>', ...stems, '</s>'];
    for (let i = 0; i + n <= padded.length; i++) out.push(`w:${padded.slice(i, i + n).join(' ')}`);
  }
  return out;
}

/** `c:` character n-grams of one unstemmed lower-cased word, marked at its edges: "<shoe>". */
export function charNgramFeatures(word: string, lengths: readonly number[]): string[] {
  const out: string[] = [];
  const marked = `<${word}>`;
  for (const n of lengths) for (let i = 0; i + n <= marked.length; i++) out.push(`c:${marked.slice(i, i + n)}`);
  return out;
}

/** The named features of a statement with their counts: the definition training and runtime share. */
export function extractFeatures(text: string, settings: FeatureSettings): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (feature: string) => counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const tokens = words(text);
  for (const f of wordNgramFeatures(tokens.map(stem), settings.wordNgrams)) add(f);
  if (settings.charNgrams.length > 0) for (const token of tokens) for (const f of charNgramFeatures(token, settings.charNgrams)) add(f);
  return counts;
}
