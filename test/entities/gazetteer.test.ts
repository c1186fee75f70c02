import { describe, expect, it } from 'vitest';
import { Gazetteer, gazetteerEntries } from '../../src/entities/tagger/gazetteer.js';
import { tokenize } from '../../src/text/tokens.js';

describe('gazetteer', () => {
  const examples = [
    { text: 'play Bohemian Rhapsody by Queen', spans: [{ entity: 'track', start: 5, end: 22 }, { entity: 'artist', start: 26, end: 31 }] },
    { text: 'play queen', spans: [{ entity: 'artist', start: 5, end: 10 }] },
  ];

  it('keeps each entity\'s distinct phrases (case ignored) as most often written, the first written of equals, sorted by lower case', () => {
    expect(gazetteerEntries(examples)).toEqual([
      { entity: 'artist', phrases: ['Queen'] },
      { entity: 'track', phrases: ['Bohemian Rhapsody'] },
    ]);
    const more = [...examples, { text: 'queen again', spans: [{ entity: 'artist', start: 0, end: 5 }] }, { text: 'abba', spans: [{ entity: 'artist', start: 0, end: 4 }] }];
    expect(gazetteerEntries(more)).toEqual([
      { entity: 'artist', phrases: ['abba', 'queen'] },
      { entity: 'track', phrases: ['Bohemian Rhapsody'] },
    ]);
  });

  it('finds phrases seen before as hints named apart from list entities', () => {
    const statement = 'Bohemian Rhapsody, QUEEN\'s best';
    const found = new Gazetteer(gazetteerEntries(examples)).match(statement, tokenize(statement));
    expect(found.map((s) => [s.entity, s.raw])).toEqual([['~track', 'Bohemian Rhapsody'], ['~artist', "QUEEN's"]]);
  });
});
