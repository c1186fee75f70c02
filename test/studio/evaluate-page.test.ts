/** The Evaluate page's entity errors in words: a missed and a wrongly found span over the same words say how they differ. */
import { describe, expect, it } from 'vitest';
import { entityErrorWords } from '../../src/studio/pages/evaluate-page.js';

const span = (entity: string, text: string, from: string, value = from) => ({ entity, value, start: text.indexOf(from), end: text.indexOf(from) + from.length });

describe('an entity error in words', () => {
  it('pairs a missed and a found span over the same words and says which words the found one took or left out', () => {
    const text = 'a table for italian food tonight';
    const expected = span('cuisine', text, 'italian');
    const found = span('cuisine', text, 'italian food', 'italian');
    expect(entityErrorWords({ text, missed: [expected], spurious: [found], wrongValue: [] }))
      .toBe('cuisine: expected “italian”, found “italian food” (also took “ food” after it)');
    const shorter = span('cuisine', 'some sri lankan curry', 'lankan', 'sri lankan');
    expect(entityErrorWords({ text: 'some sri lankan curry', missed: [span('cuisine', 'some sri lankan curry', 'sri lankan')], spurious: [shorter], wrongValue: [] }))
      .toBe('cuisine: expected “sri lankan”, found “lankan” (left out “sri ” at its start)');
  });

  it('keeps spans over other words, or of another entity, as missed and found wrongly', () => {
    const text = 'italian or thai';
    expect(entityErrorWords({ text, missed: [span('cuisine', text, 'italian')], spurious: [span('cuisine', text, 'thai'), span('city', text, 'italian')], wrongValue: [] }))
      .toBe('missed cuisine “italian”; found wrongly cuisine “thai”, city “italian”');
  });
});
