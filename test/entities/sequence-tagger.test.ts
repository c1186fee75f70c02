import { describe, expect, it } from 'vitest';
import { hintsFromSpans } from '../../src/entities/entity-extractor.js';
import { ListMatcher } from '../../src/entities/list-matcher.js';
import { Gazetteer } from '../../src/entities/tagger/gazetteer.js';
import { SequenceTagger } from '../../src/entities/tagger/sequence-tagger.js';
import { unpackTagger } from '../../src/model/pack-tagger.js';
import { featureName } from '../../src/entities/tagger/feature-table.js';
import { weightPositions, weightValue } from '../../src/entities/tagger/tagger-weights.js';
import { sentenceFeatures } from '../../src/entities/tagger/token-features.js';
import { tokenize } from '../../src/text/tokens.js';
import { trainedModel, DEFAULT_CORPUS } from '../helpers.js';

describe('SequenceTagger', () => {
  it('scores tokens exactly as the sum of the weights of their named features', async () => {
    const packed = (await trainedModel(DEFAULT_CORPUS)).tagger!;
    const state = unpackTagger(packed);
    const tagger = new SequenceTagger(state);
    const L = state.labels.length;
    const names = Array.from(state.features.template, (_, f) => featureName(state.features, f));
    const dense = new Float32Array(names.length * L);
    weightPositions(state.weights, L).forEach((p, k) => { dense[p] = weightValue(state.weights, k); });
    const index = new Map(names.map((f, i) => [f, i]));
    const lists = new ListMatcher([{ name: 'vendor', fuzzy: true, values: [{ value: 'Nike', synonyms: [] }] }]);
    const gazetteer = new Gazetteer(state.gazetteer ?? []);
    const long = Array.from({ length: 30 }, (_, i) => ['show', 'me', 'red', 'nike', 'shoes', 'under', '50', 'and', 'a', 'winter', 'coat'][i % 11]).join(' ');
    for (const statement of ['show me nike running shoes under $60', 'x', 'Zzz qqq 12,000 -- ??', 'I want a winter coat from Patagonia please', 'nike nike nike', long]) {
      const tokens = tokenize(statement);
      const hints = hintsFromSpans(tokens, [...lists.match(statement, tokens), ...gazetteer.match(statement, tokens)]);
      const expected = sentenceFeatures(tokens, hints).map((features) => {
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
      actual.forEach((row, t) => row.forEach((v, l) => expect(v).toBeCloseTo(expected[t]![l]!, 9)));
    }
  });
});
