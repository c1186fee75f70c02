/** How `nlu understand --explain` lays out its answer: compact JSON, and the summary a person reads at a terminal. */
import { describe, expect, it } from 'vitest';
import { compactJson } from '../../src/cli/compact-json.js';
import { explanationSummary } from '../../src/cli/explanation-summary.js';
import { Understander } from '../../src/understander.js';
import { trainedModel } from '../helpers.js';

describe('compactJson', () => {
  it('keeps objects and arrays of plain values on one line, and parses back to the same value', () => {
    const value = { a: 1, list: [{ x: 1, y: 'two' }, { x: null, y: [] }], words: ['a', 'b'], empty: {}, nested: { deep: { z: true } }, gone: undefined };
    const text = compactJson(value);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
    expect(text).toBe([
      '{',
      '  "a": 1,',
      '  "list": [',
      '    {"x": 1, "y": "two"},',
      '    {',
      '      "x": null,',
      '      "y": []',
      '    }',
      '  ],',
      '  "words": ["a", "b"],',
      '  "empty": {},',
      '  "nested": {',
      '    "deep": {"z": true}',
      '  }',
      '}',
    ].join('\n'));
  });
});

describe('explanationSummary', () => {
  it('says who won, what pushed each of the two best intents, what decided and where the entities came from', async () => {
    const u = Understander.fromModel(await trainedModel());
    const summary = explanationSummary(u.detailsSync('looking for kalumbo boots', { explain: true }));
    const lines = summary.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^why: answered productSearch; productSearch \(score [\d.]+, probability [\d.]+\) against \w+ \(score -?[\d.]+, probability [\d.e-]+\)$/);
    expect(lines[1]).toBe('  read as: looking for <e:title>');
    expect(lines[2]).toMatch(/^ {2}productSearch: bias [+−][\d.]+; ([+−][\d.]+ (chars )?"[^"]+"(, |$)){5}/);
    expect(lines[4]).toMatch(/^ {2}productSearch over \w+ by [\d.]+: .*; against: /);
    expect(lines[5]).toMatch(/^ {2}decided by: classifier; in-scope score [\d.]+, cutoff [\d.]+$/);
    expect(lines[6]).toBe('  entities: title "kalumbo boots" (learned, param)');
  });

  it('says why a statement with no words was left unmatched, and nothing for an answer without an explanation', async () => {
    const u = Understander.fromModel(await trainedModel());
    expect(explanationSummary(u.detailsSync('?!', { explain: true }))).toBe('why: the statement has no words\n  decided by: empty; in-scope score 0.000, cutoff 0.000, unmatched: empty\n');
    expect(explanationSummary(u.detailsSync('hello'))).toBe('');
  });
});
