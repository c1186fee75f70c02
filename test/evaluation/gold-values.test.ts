import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { corpusExamples } from '../../src/evaluation/examples.js';
import { TINY_CORPUS } from '../helpers.js';

describe('gold entity values', () => {
  it('mean what the corpus definitions make of the annotated text', async () => {
    const examples = corpusExamples(await loadCorpus(TINY_CORPUS));
    const first = examples.find((e) => e.text === 'show me Nike running shoes under $50')!;
    expect(first.entities).toEqual([
      { entity: 'vendor', start: 8, end: 12, value: 'Nike' },
      { entity: 'title', start: 13, end: 26, value: 'running shoes' },
      { entity: 'toPrice', start: 33, end: 36, value: '50' },
    ]);
    const levis = examples.find((e) => e.text.startsWith('any Levi'))!;
    expect(levis.entities.map((s) => s.value)).toEqual(["Levi's", 'jackets', '100']);
  });
});
