import { stem } from '../text/english.js';
import { unknownToken } from './features.js';

export interface UnseenView {
  /** Index of the statement this is a view of. */
  source: number;
  tokens: string[];
}

/**
 * Each training statement as it would look were it not in the corpus: the words no other statement
 * uses become unknown (their character n-grams stay). On a small corpus many new statements bring
 * unseen words (names above all); these copies teach the classifier that, so the background class
 * learns "no word the corpus knows" rather than "one word the corpus does not know". On a large
 * corpus few words are that rare and the copies are few. A statement left with no known word gives
 * no view: it would look like the noise.
 */
export function unseenViews(statements: readonly (readonly string[])[], stemOf: (word: string) => string = stem): UnseenView[] {
  const df = new Map<string, number>();
  const stems = statements.map((tokens) => tokens.map(stemOf));
  for (const s of stems) for (const w of new Set(s)) df.set(w, (df.get(w) ?? 0) + 1);
  const views: UnseenView[] = [];
  stems.forEach((s, source) => {
    const unseen = s.map((w) => df.get(w) === 1);
    const count = unseen.filter(Boolean).length;
    if (count === 0 || count === s.length) return;
    views.push({ source, tokens: statements[source]!.map((token, k) => (unseen[k] ? unknownToken(token) : token)) });
  });
  return views;
}
