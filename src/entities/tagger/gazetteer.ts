import type { Token } from '../../text/tokens.js';
import type { EntitySpan } from '../../types.js';
import { ListMatcher, type ListEntity } from '../list-matcher.js';

/** Phrases annotated as each entity in the training data, as the model file keeps them. */
export interface GazetteerEntry {
  entity: string;
  phrases: string[];
}

/** What a gazetteer hint's name starts with; no corpus entity may (the corpus checks refuse one). */
export const GAZETTEER_PREFIX = '~';

/** Hint name of a gazetteer match: apart from list entities' own matches. */
export const gazetteerHint = (entity: string) => `${GAZETTEER_PREFIX}${entity}`;

/**
 * Distinct annotated phrases per entity (case ignored), each as the corpus writes it: its most frequent
 * spelling, the first written of equals; sorted by their lower case, so the same data gives the same
 * model. The tagger matches them case-insensitively; an open list answers with their spelling.
 */
export function gazetteerEntries(examples: ReadonlyArray<{ text: string; spans: ReadonlyArray<{ entity: string; start: number; end: number }> }>): GazetteerEntry[] {
  // entity → lower-case phrase → spelling → count (Maps keep first-written order).
  const byEntity = new Map<string, Map<string, Map<string, number>>>();
  for (const { text, spans } of examples) {
    for (const s of spans) {
      const spelling = text.slice(s.start, s.end).trim();
      if (spelling.length === 0) continue;
      let phrases = byEntity.get(s.entity);
      if (!phrases) byEntity.set(s.entity, (phrases = new Map()));
      const key = spelling.toLowerCase();
      let spellings = phrases.get(key);
      if (!spellings) phrases.set(key, (spellings = new Map()));
      spellings.set(spelling, (spellings.get(spelling) ?? 0) + 1);
    }
  }
  const preferred = (spellings: Map<string, number>) => [...spellings].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
  return [...byEntity.keys()].sort().map((entity) => {
    const phrases = byEntity.get(entity)!;
    return { entity, phrases: [...phrases.keys()].sort().map((key) => preferred(phrases.get(key)!)) };
  });
}

/** The entries as list entities named by their hints ("~title"), never fuzzy: how a list matcher holds them. */
export function gazetteerLists(entries: readonly GazetteerEntry[]): ListEntity[] {
  return entries.map((e) => ({ name: gazetteerHint(e.entity), fuzzy: false, asWritten: true, values: e.phrases.map((value) => ({ value, synonyms: [] })) }));
}

/**
 * Phrases seen as an entity in training, matched exactly (word keys, longest first) in a statement:
 * the tagger's hint that a span looked like this entity before. Spans only feed the tagger.
 */
export class Gazetteer {
  private readonly matcher: ListMatcher;

  constructor(entries: readonly GazetteerEntry[], tokenize?: (text: string) => Token[]) {
    this.matcher = new ListMatcher(gazetteerLists(entries), tokenize ? { tokenize } : {});
  }

  match(statement: string, tokens: readonly Token[]): EntitySpan[] {
    return this.matcher.match(statement, tokens);
  }
}
