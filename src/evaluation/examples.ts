/**
 * Bridges a loaded Corpus and evaluation: labelled test examples (intents by NAME, out-of-scope as
 * null) and, for cross-validation, a corpus cut down to some of its examples.
 */
import type { Corpus, Example } from '../corpus/types.js';
import { EntityExtractor } from '../entities/entity-extractor.js';
import { textPipeline } from '../text/languages.js';
import type { LabelledExample, Span } from './types.js';

/** One example of a corpus with where it lives, so a subset can be put back into corpus shape. */
export interface CorpusItem {
  example: LabelledExample;
  /** Index into corpus.intents, or null for corpus.outOfScope. */
  intentIndex: number | null;
  source: Example;
}

/** How gold values are resolved, e.g. "$50" → "50" and "adidas" → "Adidas", as the engine resolves its own. */
type GoldValueResolver = (entity: string, text: string) => string | null;

/**
 * Gold values mean what the corpus's own entity definitions make of the annotated text: a list's
 * canonical value, decimal text for numbers; the text itself otherwise (and for JSON Lines data).
 */
function goldValueResolver(corpus: Corpus): GoldValueResolver {
  const extractor = new EntityExtractor(corpus.entities, null, null, textPipeline(corpus.locale));
  return (entity, text) => extractor.resolveValue(entity, text);
}

export function corpusItems(corpus: Corpus): CorpusItem[] {
  const resolveGold = goldValueResolver(corpus);
  // Words marked never a parameter (type ignore) are no entity to find: not gold.
  const ignored = new Set(corpus.entities.filter((e) => e.type === 'ignore').map((e) => e.name));
  const items: CorpusItem[] = [];
  corpus.intents.forEach((intent, intentIndex) => {
    for (const source of intent.utterances) items.push({ example: labelled(source, intent.name, resolveGold, ignored), intentIndex, source });
  });
  for (const source of corpus.outOfScope) items.push({ example: labelled(source, null, resolveGold, ignored), intentIndex: null, source });
  return items;
}

export function corpusExamples(corpus: Corpus): LabelledExample[] {
  return corpusItems(corpus).map((item) => item.example);
}

/**
 * The corpus with only the given items. Entity definitions are kept whole; an intent left with no
 * utterance is dropped, since a trainer cannot learn it (its test examples then count as errors).
 */
export function subCorpus(corpus: Corpus, items: readonly CorpusItem[]): Corpus {
  const utterances = corpus.intents.map((): Example[] => []);
  const outOfScope: Example[] = [];
  for (const item of items) {
    if (item.intentIndex === null) outOfScope.push(item.source);
    else utterances[item.intentIndex]!.push(item.source);
  }
  return {
    ...corpus,
    intents: corpus.intents
      .map((intent, index) => ({ ...intent, utterances: utterances[index]! }))
      .filter((intent) => intent.utterances.length > 0),
    outOfScope,
  };
}

function labelled(example: Example, intent: string | null, resolveGold: GoldValueResolver, ignored: ReadonlySet<string>): LabelledExample {
  const entities: Span[] = example.spans.filter((span) => !ignored.has(span.entity)).map((span) => ({ entity: span.entity, start: span.start, end: span.end, value: resolveGold(span.entity, span.value) ?? span.value }));
  return { text: example.text, intent, entities };
}
