import { describe, expect, it } from 'vitest';
import { hintsFromSpans } from '../../src/entities/entity-extractor.js';
import { ListMatcher } from '../../src/entities/list-matcher.js';
import { Gazetteer } from '../../src/entities/tagger/gazetteer.js';
import { SequenceTagger } from '../../src/entities/tagger/sequence-tagger.js';
import { sentenceFeatures } from '../../src/entities/tagger/token-features.js';
import { heldOutUnknown, UNKNOWN_FEATURE } from '../../src/entities/tagger/unknown-words.js';
import { annotatedEntities, taggerExamples } from '../../src/entities/tagger/tagger-examples.js';
import { taggerModel, unpackTagger, type TaggerModel } from '../../src/model/pack-tagger.js';
import { trainTagger } from '../../src/entities/tagger/train-tagger.js';
import { loadCorpus } from '../../src/corpus/load.js';
import { matchKey, tokenize } from '../../src/text/tokens.js';
import { trainedModel, DEFAULT_CORPUS } from '../helpers.js';

/** The default corpus's tagger trained with unknown words whatever its size (unknown-words.ts gates them by size). */
async function withUnknownWords(): Promise<TaggerModel> {
  const corpus = await loadCorpus(DEFAULT_CORPUS);
  const { examples, gazetteer } = taggerExamples(corpus);
  const unknown = heldOutUnknown(examples.map((e) => e.tokens), 5);
  const state = trainTagger(annotatedEntities(corpus), examples.map((e, k) => ({ ...e, unknown: unknown[k]! })), { epochs: 2, seed: 1, margin: 10, labelParts: true });
  return taggerModel({ ...state, gazetteer });
}

describe('SequenceTagger', () => {
  it.each([
    ['the default model', false],
    ['a model trained with unknown words', true],
  ])('scores tokens exactly as the sum of the weights of their named features: %s', async (_name, unknownWords) => {
    const state = unknownWords ? await withUnknownWords() : unpackTagger((await trainedModel(DEFAULT_CORPUS)).tagger!);
    const tagger = new SequenceTagger(state);
    const L = state.labels.length;
    const dense = new Float32Array(state.features.length * L);
    state.positions.forEach((p, k) => { dense[p] = state.values[k]!; });
    const index = new Map(state.features.map((f, i) => [f, i]));
    expect(index.has(UNKNOWN_FEATURE)).toBe(unknownWords);
    const lists = new ListMatcher([{ name: 'vendor', fuzzy: true, values: [{ value: 'Nike', synonyms: [] }] }]);
    const gazetteer = new Gazetteer(state.gazetteer ?? []);
    const long = Array.from({ length: 30 }, (_, i) => ['show', 'me', 'red', 'nike', 'shoes', 'under', '50', 'and', 'a', 'winter', 'coat'][i % 11]).join(' ');
    for (const statement of ['show me nike running shoes under $60', 'x', 'Zzz qqq 12,000 -- ??', 'I want a winter coat from Patagonia please', 'nike nike nike', long]) {
      const tokens = tokenize(statement);
      const hints = hintsFromSpans(tokens, [...lists.match(statement, tokens), ...gazetteer.match(statement, tokens)]);
      // A word the model has no "w=" feature of reads as unknown (unknown-words.ts), when trained with them.
      const unknown = tokens.map((t) => unknownWords && !index.has(`w=${matchKey(t.text)}`));
      const expected = sentenceFeatures(tokens, hints, unknown).map((features) => {
        const scores = new Float64Array(L);
        for (const f of features) {
          const i = index.get(f);
          if (i !== undefined) for (let l = 0; l < L; l++) scores[l]! += dense[i * L + l]!;
        }
        return Array.from(scores);
      });
      const actual = tagger.emissionScores(tokens, hints).map((s) => Array.from(s));
      expect(actual.length).toBe(expected.length);
      if (statement === long) expect(hints.some((h) => h.matches.some((m) => m.startsWith('~')))).toBe(true);
      if (statement.startsWith('Zzz')) expect(unknown.some(Boolean)).toBe(unknownWords);
      actual.forEach((row, t) => row.forEach((v, l) => expect(v).toBeCloseTo(expected[t]![l]!, 9)));
    }
  });
});
