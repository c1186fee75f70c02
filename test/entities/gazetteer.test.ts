import { describe, expect, it } from 'vitest';
import { Gazetteer, gazetteerEntries } from '../../src/entities/tagger/gazetteer.js';
import { tokenize } from '../../src/text/tokens.js';

describe('gazetteer', () => {
  const examples = [
    { text: 'play Bohemian Rhapsody by Queen', spans: [{ entity: 'track', start: 5, end: 22 }, { entity: 'artist', start: 26, end: 31 }] },
    { text: 'play queen', spans: [{ entity: 'artist', start: 5, end: 10 }] },
  ];

  it('keeps each entity\'s distinct phrases, lower case and sorted', () => {
    expect(gazetteerEntries(examples)).toEqual([
      { entity: 'artist', phrases: ['queen'] },
      { entity: 'track', phrases: ['bohemian rhapsody'] },
    ]);
  });

  it('finds phrases seen before as hints named apart from list entities', () => {
    const statement = 'Bohemian Rhapsody, QUEEN\'s best';
    const found = new Gazetteer(gazetteerEntries(examples)).match(statement, tokenize(statement));
    expect(found.map((s) => [s.entity, s.raw])).toEqual([['~track', 'Bohemian Rhapsody'], ['~artist', "QUEEN's"]]);
  });
});
