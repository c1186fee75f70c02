import { describe, expect, it } from 'vitest';
import { edgeWordEntries } from '../../src/entities/tagger/edge-words.js';
import { annotated } from '../helpers.js';

describe('edge words: what the corpus writes beside an entity and never inside it', () => {
  const examples = [
    'search for [hoodies](title)',
    'search for [red dresses](title) under [$50](toPrice)',
    'cheap [running shoes](title), please search',
    'show me [cheap monday jeans](title)',
    'show me [Nike](vendor) [shoes](title) for kids',
    'where is my order please',
  ].map(annotated);

  it('keeps, per entity, the words written outside every span at least 3 times in utterances annotating it, and never inside one of its spans', () => {
    expect(edgeWordEntries(examples)).toEqual([
      // "search" and "for" 3 times beside titles; "cheap" is once inside one; "me" and "show" twice only.
      { entity: 'title', words: ['for', 'search'] },
    ]);
    expect(edgeWordEntries(examples, 2)).toEqual([
      { entity: 'title', words: ['for', 'me', 'search', 'show'] },
    ]);
  });

  it('counts an utterance without annotations for no entity, and compares words as list keys (case, accents, possessive)', () => {
    expect(edgeWordEntries(['SEARCH [hats](title)', 'Séarch [caps](title)', "search's [mugs](title)", 'search search search'].map(annotated))).toEqual([{ entity: 'title', words: ['search'] }]);
  });
});
