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

/** Distinct annotated phrases per entity (lower case), sorted: the same data gives the same model. */
export function gazetteerEntries(examples: ReadonlyArray<{ text: string; spans: ReadonlyArray<{ entity: string; start: number; end: number }> }>): GazetteerEntry[] {
  const byEntity = new Map<string, Set<string>>();
  for (const { text, spans } of examples) {
    for (const s of spans) {
      const phrase = text.slice(s.start, s.end).trim().toLowerCase();
      if (phrase.length === 0) continue;
      let set = byEntity.get(s.entity);
      if (!set) byEntity.set(s.entity, (set = new Set()));
      set.add(phrase);
    }
  }
  return [...byEntity.keys()].sort().map((entity) => ({ entity, phrases: [...byEntity.get(entity)!].sort() }));
}

/** The entries as list entities named by their hints ("~title"), never fuzzy: how a list matcher holds them. */
export function gazetteerLists(entries: readonly GazetteerEntry[]): ListEntity[] {
  return entries.map((e) => ({ name: gazetteerHint(e.entity), fuzzy: false, values: e.phrases.map((value) => ({ value, synonyms: [] })) }));
}

/**
 * Phrases seen as an entity in training, matched exactly (word keys, longest first) in a statement:
 * the tagger's hint that a span looked like this entity before. Spans only feed the tagger.
 */
export class Gazetteer {
  private readonly matcher: ListMatcher;

  constructor(entries: readonly GazetteerEntry[]) {
    this.matcher = new ListMatcher(gazetteerLists(entries));
  }

  match(statement: string, tokens: readonly Token[]): EntitySpan[] {
    return this.matcher.match(statement, tokens);
  }
}
