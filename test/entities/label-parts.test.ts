import { describe, expect, it } from 'vitest';
import { bioLabels, spansToBio } from '../../src/entities/tagger/bio.js';
import { foldParts, labelParts } from '../../src/entities/tagger/label-parts.js';
import { DEFAULT_TAGGER_TRAINING, trainTagger, type TaggerExample } from '../../src/entities/tagger/train-tagger.js';
import { tokenize } from '../../src/text/tokens.js';

describe('label parts', () => {
  it('gives every entity label its kind and, for a dotted name, its family', () => {
    const labels = bioLabels(['arrive_date.day_name', 'city_name', 'depart_date.day_name', 'fromloc.city_name', 'toloc.state_name']);
    const { columns, width } = labelParts(labels);
    // A column by name: the label itself, or a part by the labels that have it.
    const named = (l: number) => Array.from(columns[l]!, (c) =>
      (c < labels.length ? labels[c] : `part of ${labels.filter((_, k) => columns[k]!.includes(c)).join(', ')}`));
    expect(named(labels.indexOf('B-arrive_date.day_name'))).toEqual(['B-arrive_date.day_name', 'part of B-arrive_date.day_name', 'part of B-arrive_date.day_name, B-depart_date.day_name']);
    expect(named(labels.indexOf('I-city_name'))).toEqual(['I-city_name', 'part of I-city_name, I-fromloc.city_name']);
    // A family or kind of one label is a part all the same; O has none.
    expect(named(labels.indexOf('B-toloc.state_name'))).toEqual(['B-toloc.state_name', 'part of B-toloc.state_name', 'part of B-toloc.state_name']);
    expect(named(0)).toEqual(['O']);
    // B and I apart: families arrive_date, depart_date, fromloc, toloc; kinds day_name, city_name, state_name.
    expect(width).toBe(labels.length + 2 * 7);
  });

  it('has none when no name has a dot: the plain tagger', () => {
    const labels = bioLabels(['vendor', 'title', 'fromPrice', 'toPrice']);
    expect(labelParts(labels)).toEqual({ columns: labels.map((_, l) => Int32Array.of(l)), width: labels.length });
  });

  it('scores a label as the sum of its columns', () => {
    const parts = { columns: [Int32Array.of(0), Int32Array.of(1, 3), Int32Array.of(2, 3)], width: 4 };
    const scores = new Float64Array(6);
    foldParts(Float64Array.of(1, 2, 3, 10, 5, 6, 7, 20), scores, 2, parts);
    expect(Array.from(scores)).toEqual([1, 12, 13, 5, 26, 27]);
  });

  it('trains the same tagger with or without parts when no name has a dot', () => {
    const examples: TaggerExample[] = ['show me nike shoes', 'adidas boots under 50', 'red nike socks', 'boots by puma'].map((text, k) => {
      const tokens = tokenize(text);
      const word = ['nike', 'adidas', 'nike', 'puma'][k]!;
      const start = text.indexOf(word);
      return { tokens, hints: tokens.map(() => ({ matches: [] })), labels: spansToBio(tokens, [{ entity: 'vendor', start, end: start + word.length }]) };
    });
    const options = { ...DEFAULT_TAGGER_TRAINING, epochs: 3 };
    expect(trainTagger(['vendor'], examples, { ...options, labelParts: true })).toEqual(trainTagger(['vendor'], examples, { ...options, labelParts: false }));
  });
});
