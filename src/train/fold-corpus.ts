import type { Corpus, Example } from '../corpus/types.js';
import { foldCompatibility } from '../text/compatibility-fold.js';

/**
 * The corpus as the runtime reads statements: every utterance in compatibility form (compatibility-fold.ts),
 * its annotations moved to the folded offsets. An utterance already in that form is kept as it is.
 */
export function foldCorpus(corpus: Corpus): Corpus {
  return {
    ...corpus,
    intents: corpus.intents.map((intent) => ({ ...intent, utterances: intent.utterances.map(foldExample) })),
    outOfScope: corpus.outOfScope.map(foldExample),
  };
}

export function foldExample(example: Example): Example {
  const folded = foldCompatibility(example.text);
  if (folded.text === example.text) return example;
  const spans = example.spans.map((span) => {
    const [start, end] = folded.fromOriginal(span.start, span.end);
    return { ...span, start, end, value: folded.text.slice(start, end) };
  });
  return { ...example, text: folded.text, spans };
}
