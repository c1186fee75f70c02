import { SENTENCE_MARKS, tokenize as englishTokens, type Token } from '../../text/tokens.js';

/** The sentence marks the training data writes inside an entity's values ("Crosby, Stills & Nash": a comma), as the model file keeps them. */
export interface ValueMarksEntry {
  entity: string;
  marks: string[];
}

/**
 * Per entity, the sentence marks that stand inside some annotated value of it. A learned span of the entity
 * ends before any other mark (EntityExtractor cuts it there): a corpus written without punctuation teaches the
 * tagger nothing of "?" or ",", and "what's the weather in paris?" would otherwise answer city "paris?",
 * "book a table at nobu, please!" restaurant "nobu, please!". Sorted, so the same data gives the same model.
 */
export function valueMarkEntries(examples: ReadonlyArray<{ text: string; spans: ReadonlyArray<{ entity: string; start: number; end: number }> }>, tokenize: (text: string) => Token[] = englishTokens): ValueMarksEntry[] {
  const inside = new Map<string, Set<string>>();
  for (const { text, spans } of examples) {
    for (const span of spans) {
      for (const token of tokenize(text.slice(span.start, span.end))) {
        if (!SENTENCE_MARKS.has(token.text)) continue;
        let marks = inside.get(span.entity);
        if (!marks) inside.set(span.entity, (marks = new Set()));
        marks.add(token.text);
      }
    }
  }
  return [...inside.keys()].sort().map((entity) => ({ entity, marks: [...inside.get(entity)!].sort() }));
}
