import type { Corpus, Example } from '../../corpus/types.js';
import { tokenize } from '../../text/tokens.js';
import { EntityExtractor, hintsFromSpans } from '../entity-extractor.js';
import { spansToBio } from './bio.js';
import type { TaggerExample } from './train-tagger.js';

/** Entities annotated in at least one utterance (in-scope or not), sorted: the tagger's entities. */
export function annotatedEntities(corpus: Corpus): string[] {
  const all: Example[] = [...corpus.intents.flatMap((i) => i.utterances), ...corpus.outOfScope];
  return [...new Set(all.flatMap((u) => u.spans.map((s) => s.entity)))].sort();
}

/** Every utterance as tokens, the rule matches the tagger sees as hints, and gold BIO labels. */
export function taggerExamples(corpus: Corpus): TaggerExample[] {
  const all: Example[] = [...corpus.intents.flatMap((i) => i.utterances), ...corpus.outOfScope];
  const rules = new EntityExtractor(corpus.entities, null);
  return all.map((u) => {
    const tokens = tokenize(u.text);
    return { tokens, hints: hintsFromSpans(tokens, rules.ruleSpans(u.text, tokens)), labels: spansToBio(tokens, u.spans) };
  });
}
