import { describe, expect, it } from 'vitest';
import { hyphenForms, ListMatcher, phraseKeys } from '../../src/entities/list-matcher.js';
import { resolveOverlaps } from '../../src/entities/span.js';
import { wordKey } from '../../src/entities/word-key.js';
import { seededRandom } from '../../src/intent/random.js';
import { tokenize } from '../../src/text/tokens.js';

const brands = new ListMatcher([{
  name: 'vendor',
  fuzzy: true,
  values: [
    { value: 'New Balance', synonyms: ['nb'] },
    { value: 'Balance', synonyms: [] },
    { value: "Levi's", synonyms: ['levis', 'levi strauss'] },
    { value: 'Adidas', synonyms: [] },
    { value: 'H&M', synonyms: ['h and m'] },
  ],
}]);
const found = (statement: string) => resolveOverlaps(brands.match(statement)).map((s) => [s.raw, s.value]);

describe('ListMatcher', () => {
  it('takes the longer of two overlapping values: "New Balance" over "Balance"', () => {
    expect(found('new balance shoes')).toEqual([['new balance', 'New Balance']]);
    expect(found('balance boards')).toEqual([['balance', 'Balance']]);
    expect(found('New Balance or Balance?')).toEqual([['New Balance', 'New Balance'], ['Balance', 'Balance']]);
  });

  it('matches case-insensitively, synonyms and possessives to the canonical value', () => {
    expect(found("LEVIS jeans, levi strauss belts, Levi's jackets and Adidas's socks")).toEqual([
      ['LEVIS', "Levi's"], ['levi strauss', "Levi's"], ["Levi's", "Levi's"], ["Adidas's", 'Adidas'],
    ]);
    expect(found('h and m and H&M')).toEqual([['h and m', 'H&M'], ['H&M', 'H&M']]);
  });

  it('matches misspellings of long values on fuzzy lists, not of short ones', () => {
    expect(found('addidas and adiddas')).toEqual([['addidas', 'Adidas'], ['adiddas', 'Adidas']]);
    expect(found('nc')).toEqual([]);
  });

  it('offers a short word the one value word within a typo (for spans the tagger found), none when several are', () => {
    const lists = new ListMatcher([
      { name: 'size', fuzzy: true, values: [{ value: 'large', synonyms: [] }, { value: 'small', synonyms: [] }] },
      { name: 'brand', fuzzy: true, values: [{ value: 'Nike', synonyms: [] }, { value: 'Bose', synonyms: [] }, { value: 'Boss', synonyms: [] }, { value: 'Gap', synonyms: ['ua'] }] },
      { name: 'exact', fuzzy: false, values: [{ value: 'Sony', synonyms: [] }] },
    ]);
    expect(['larg', 'smal', 'nkie', 'nik', 'bose'].map((w) => lists.nearShort(w))).toEqual([['large'], ['small'], ['nike'], ['nike'], []]);
    // Two words as near (bose, boss); a 3-letter value (gap) or 2-letter one (ua); a list without typos (sony); 1-2 letters; 5 letters (near()'s).
    expect(['bost', 'gup', 'ub', 'sonx', 'la', 'lrage'].map((w) => lists.nearShort(w))).toEqual([[], [], [], [], [], []]);
    expect(new ListMatcher([{ name: 'size', fuzzy: false, values: [{ value: 'large', synonyms: [] }] }]).nearShort('larg')).toEqual([]);
  });

  it('reads one typo of a closed list where only one value word of 5 letters or more is that near (oneTypo)', () => {
    const closed = (notTypos?: ReadonlySet<string> | null) => new ListMatcher([
      { name: 'size', fuzzy: false, closed: true, values: [{ value: 'small', synonyms: [] }, { value: 'medium', synonyms: [] }, { value: 'large', synonyms: [] }, { value: 'night', synonyms: [] }, { value: 'five', synonyms: [] }] },
      { name: 'park', fuzzy: false, closed: true, values: [{ value: 'marks', synonyms: [] }, { value: 'parks', synonyms: [] }] },
      { name: 'brand', fuzzy: false, values: [{ value: 'larger', synonyms: [] }] },
    ], notTypos === undefined ? {} : { notTypos });
    const lists = closed();
    expect(['larg', 'lrge', 'lagre', 'medum', 'smal', 'smalll'].map((w) => lists.oneTypo(w))).toEqual(['large', 'large', 'large', 'medium', 'small', 'small']);
    // Under 4 letters; two typos; a plural ("nights": the list says whether it means it); a 4-letter value word ("give"
    // is one typo from "five"); two value words one typo away ("darks": marks? parks?); a word of any list's values.
    expect(['lrg', 'lorgo', 'nights', 'give', 'darks', 'larger', 'large'].map((w) => lists.oneTypo(w))).toEqual([null, null, null, null, null, null, null]);
    // Words the corpus uses are no typos; a model trained before the rule (null) reads none.
    expect(closed(new Set(['smal'])).oneTypo('smal')).toBeNull();
    expect(closed(null).oneTypo('larg')).toBeNull();
    expect(lists.match('a larg pizza and a mediun one').map((s) => [s.raw, s.value])).toEqual([['larg', 'large'], ['mediun', 'medium']]);
    // An open list reads no one-typo word: "larger" is only an open list's value here.
    expect(new ListMatcher([{ name: 'brand', fuzzy: false, values: [{ value: 'Adidas', synonyms: [] }] }]).match('adidsa shoes')).toEqual([]);
  });

  it('matches a phrase with its words joined by a hyphen or apart, as the list writes it or not', () => {
    const sizes = new ListMatcher([{ name: 'size', fuzzy: false, closed: true, values: [{ value: 'family', synonyms: ['family size'] }, { value: 'XL', synonyms: ['extra-large'] }] }]);
    const values = (statement: string) => resolveOverlaps(sizes.match(statement)).map((s) => [s.raw, s.value]);
    expect(values('a family-size pizza and an extra large one')).toEqual([['family-size', 'family'], ['extra large', 'XL']]);
    expect(values('family size, Extra-Large')).toEqual([['family size', 'family'], ['Extra-Large', 'XL']]);
    expect(hyphenForms(['extra', 'large', 'size'])).toEqual([['extra', 'large', 'size'], ['extra-large', 'size'], ['extra', 'large-size'], ['extra-large-size']]);
    expect(hyphenForms(['e-mail'])).toEqual([['e-mail'], ['e', 'mail']]);
    expect(hyphenForms(['h', '&', 'm'])).toEqual([['h', '&', 'm']]);
  });

  it('finds a value and its typo in a list of 2 000 similar values', () => {
    // Its speed is measured by npm run bench:entities (understand() with a 2 000-value list), not by a timed test.
    const values = Array.from({ length: 2000 }, (_, i) => ({ value: `Brand${i.toString(36)}zor`, synonyms: [] }));
    const big = new ListMatcher([{ name: 'vendor', fuzzy: true, values }]);
    const statement = 'show me brand1kzor and brand1kzr shoes with some other words in it';
    expect(big.match(statement).map((s) => s.value)).toEqual(['Brand1kzor', 'Brand1kzor']);
  });
});

describe('phraseKeys', () => {
  it('gives the word keys of the phrase\'s tokens, for plain lower-case phrases and others alike', () => {
    const random = seededRandom(5);
    const pieces = ['a', 'b', 'z', 'K', '4', '0', ' ', '  ', "'s", "'", '-', '&', '.', ',', 'é', 'levi'];
    for (let k = 0; k < 20_000; k++) {
      const phrase = Array.from({ length: 1 + Math.floor(random() * 8) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      expect(phraseKeys(phrase)).toEqual(tokenize(phrase).map((t) => wordKey(t.text)));
    }
    expect(phraseKeys('new balance 574')).toEqual(['new', 'balance', '574']);
  });
});

describe('ListMatcher.addKeyed()', () => {
  it('finds what the same phrases added as lists find, in the same order, whichever statement reaches a node first', () => {
    const lists = [{ name: 'vendor', fuzzy: true, values: [{ value: 'New Balance', synonyms: ['nb'] }, { value: 'Balance', synonyms: [] }] }];
    const gazetteer = [
      { entity: '~title', phrases: ['New York', 'new york state of mind', 'Café Society', 'cafe society', 'the', 'The The', 'New Balance'] },
      { entity: '~city', phrases: ['New York', 'York', 'balance'] },
      // Tokens whose key is empty (a lone combining mark): keys "x  y" and "".
      { entity: '~mark', phrases: ['x \u0301 y', '\u0301'] },
    ];
    const statements = ['play new york state of mind', 'the the new york', 'cafe society in NEW YORK', 'New Balance in york', 'balance of the new', 'nothing here', 'new yorkers', 'a x \u0301 y \u0301 b'];
    const random = seededRandom(3);
    for (let round = 0; round < 5; round++) {
      const eager = new ListMatcher([...lists, ...gazetteer.map((e) => ({ name: e.entity, fuzzy: false, values: e.phrases.map((value) => ({ value, synonyms: [] })) }))]);
      const lazy = new ListMatcher(lists);
      for (const e of gazetteer) lazy.addKeyed(e.entity, e.phrases, e.phrases.map((p) => phraseKeys(p).join(' ')));
      // Its first words expanded at load (prepare(), as a loaded model's is: "new" starts 3 phrases, the rest fewer).
      const prepared = new ListMatcher(lists);
      for (const e of gazetteer) prepared.addKeyed(e.entity, e.phrases, e.phrases.map((p) => phraseKeys(p).join(' ')));
      prepared.prepare(round % 3);
      // In another order each round: what a node holds must not depend on which statement expanded it.
      const order = [...statements].sort(() => random() - 0.5);
      for (const statement of order) {
        expect(lazy.match(statement)).toEqual(eager.match(statement));
        expect(prepared.match(statement)).toEqual(eager.match(statement));
      }
    }
    expect(phraseKeys('x \u0301 y')).toEqual(['x', '', 'y']);
    expect(new ListMatcher([]).match('a x \u0301 y \u0301 b').length).toBe(0);
  });
});
