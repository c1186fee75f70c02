import { tokenize as englishTokens, type Token } from '../../text/tokens.js';
import { wordKey } from '../word-key.js';

/** Words the training data writes beside an entity's spans and never inside one, as the model file keeps them. */
export interface EdgeWordsEntry {
  entity: string;
  words: string[];
}

/**
 * How many times a word must stand beside an entity's spans (in utterances annotating it), outside every
 * span, never inside one of that entity, to be one of its edge words: "show me", "cheap", "search for"
 * next to titles; a word seen once is no evidence.
 */
export const EDGE_WORD_MIN_COUNT = 3;

/**
 * Per entity, the word keys (wordKey) the utterances that annotate it write outside every span at least
 * EDGE_WORD_MIN_COUNT times, and never inside a span of it: what the corpus says is not part of such a
 * value ("search", "cheap", "me" beside titles). A learned span of the entity never starts or ends with
 * one (EntityExtractor trims them). Sorted, so the same data gives the same model.
 */
export function edgeWordEntries(examples: ReadonlyArray<{ text: string; spans: ReadonlyArray<{ entity: string; start: number; end: number }> }>, minCount = EDGE_WORD_MIN_COUNT, tokenize: (text: string) => Token[] = englishTokens): EdgeWordsEntry[] {
  const inside = new Map<string, Set<string>>();
  const beside = new Map<string, Map<string, number>>();
  for (const { text, spans } of examples) {
    if (spans.length === 0) continue;
    const outside: string[] = [];
    for (const token of tokenize(text)) {
      const key = wordKey(token.text);
      let free = true;
      for (const s of spans) {
        if (token.start < s.end && s.start < token.end) {
          free = false;
          let words = inside.get(s.entity);
          if (!words) inside.set(s.entity, (words = new Set()));
          words.add(key);
        }
      }
      if (free) outside.push(key);
    }
    for (const entity of new Set(spans.map((s) => s.entity))) {
      let counts = beside.get(entity);
      if (!counts) beside.set(entity, (counts = new Map()));
      for (const key of outside) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...beside.keys()].sort().map((entity) => {
    const never = inside.get(entity) ?? new Set<string>();
    const words = [...beside.get(entity)!].filter(([key, count]) => count >= minCount && !never.has(key)).map(([key]) => key).sort();
    return { entity, words };
  }).filter((e) => e.words.length > 0);
}
