import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { NluError } from '../../src/errors.js';
import { FIXTURES, TINY_CORPUS, tempDir } from '../helpers.js';
import { sharedDataset } from '../support/shared-datasets.js';

const askUbuntu = sharedDataset('braun-askubuntu/train.jsonl');

async function problems(path: string): Promise<string[]> {
  try {
    await loadCorpus(path);
  } catch (error) {
    expect(error).toBeInstanceOf(NluError);
    expect((error as NluError).code).toBe('CORPUS_INVALID');
    return (error as NluError).issues.map((i) => `${i.file ? `${i.file.split('/').pop()}: ` : ''}${i.path}: ${i.message}`);
  }
  throw new Error('expected the corpus to be invalid');
}

describe('loadCorpus: our format', () => {
  it('merges every file of a folder', async () => {
    const corpus = await loadCorpus(TINY_CORPUS);
    expect(corpus.intents.map((i) => i.name)).toEqual(['productSearch', 'orderStatus', 'greeting']);
    expect(corpus.entities.map((e) => e.name).sort()).toEqual(['orderNumber', 'title', 'toPrice', 'vendor']);
    expect(corpus.outOfScope).toHaveLength(4);
    expect(corpus.intents[0]!.utterances[0]).toMatchObject({ text: 'show me Nike running shoes under $50' });
  });

  it('reports every problem at once, each with file, path and what was expected', async () => {
    const found = await problems(join(FIXTURES, 'invalid-corpus'));
    const expected = [
      /a\.yaml: entities\.code: expected a valid regular expression/,
      /a\.yaml: intents\[0\]\.utterances\[1\]: unbalanced brackets/,
      /a\.yaml: intents\[0\]\.utterances\[2\]: unknown entity "tittle"/,
      /a\.yaml: intents\[1\]: duplicate intent id "greet"/,
      /a\.yaml: intents\[1\]\.utterances\[1\]: the utterance "Hello!" is under intent "farewell" and also under intent "greeting"/,
      /a\.yaml: intents\[2\]: duplicate intent name "greeting"/,
      /a\.yaml: intents\[2\]: intent "greeting" has no utterances/,
      /b\.yaml: line \d+, column \d+: expected valid YAML, found: [^\n]*[^:]$/,
    ];
    for (const pattern of expected) expect(found.some((line) => pattern.test(line)), `${pattern} in\n${found.join('\n')}`).toBe(true);
  });

  it('reports YAML syntax errors by line and column, ending with what is wrong (issue 26, item 13)', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'c.yaml'), 'intents: []\nintents: []\n');
    expect(await problems(dir)).toEqual([expect.stringMatching(/c\.yaml: line 2, column 1: expected valid YAML, found: map keys must be unique$/)]);
  });

  it('says what was expected and found for a wrongly typed field', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'c.yaml'), 'intents:\n  - id: x\n    name: 42\n    utterances: hello\n');
    const found = await problems(dir);
    expect(found).toContain('c.yaml: intents[0].name: expected string, found number 42');
    expect(found).toContain('c.yaml: intents[0].utterances: expected array, found "hello"');
  });

  it('wants range bounds in pairs', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'c.yaml'), 'intents: [{id: a, name: a, utterances: [hi]}]\nentities:\n  low: {type: learned, range: lower}\n');
    expect(await problems(dir)).toEqual(['entities.low: expected an entity with range: upper to pair with range: lower, found none']);
  });

  it('reports a pattern that does not compile beside a closed list (whose check runs the matchers), not a crash', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'c.yaml'), "intents: [{id: a, name: a, utterances: ['order [A1](code) from [Nike](brand)']}]\nentities:\n  brand: {type: list, values: [{value: Nike}]}\n  code: {type: regex, pattern: '(A|'}\n");
    expect(await problems(dir)).toEqual(['c.yaml: entities.code: expected a valid regular expression, found /(A|/ (Invalid regular expression: /(A|/g: Unterminated group)']);
  });

  it('fails clearly on a missing path', async () => {
    await expect(loadCorpus('/nonexistent/corpus')).rejects.toMatchObject({ code: 'CORPUS_UNREADABLE' });
  });

  it('reports an unreadable file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ok.yaml'), 'intents: [{id: a, name: a, utterances: [hi]}]\n');
    writeFileSync(join(dir, 'bad.json'), '{"intents": [');
    expect(await problems(dir)).toEqual([expect.stringMatching(/bad\.json: : expected valid JSON/)]);
  });
});

describe('loadCorpus: other formats', () => {
  it('reads an NLP.js corpus unchanged', async () => {
    const dir = tempDir();
    const file = join(dir, 'corpus.json');
    writeFileSync(file, JSON.stringify({
      name: 'demo', locale: 'en-US',
      data: [{ intent: 'greet', utterances: ['hello', 'hi'], answers: ['hey'] }, { intent: 'None', utterances: ['the weather'] }],
      entities: { hero: { options: { spiderman: ['spiderman', 'spider-man'] } }, code: { regex: '/\\d{4}/gi' } },
    }));
    const corpus = await loadCorpus(file);
    expect(corpus.locale).toBe('en');
    expect(corpus.intents).toMatchObject([{ id: 'greet', name: 'greet' }]);
    expect(corpus.outOfScope.map((e) => e.text)).toEqual(['the weather']);
    expect(corpus.entities).toEqual([
      { name: 'hero', type: 'list', values: [{ value: 'spiderman', synonyms: ['spiderman', 'spider-man'] }], fuzzy: false, open: false },
      { name: 'code', type: 'regex', pattern: '\\d{4}', flags: 'i' },
    ]);
  });

  it('reads JSON Lines with spans; oos, None and null are out of scope', async () => {
    const dir = tempDir();
    const file = join(dir, 'data.jsonl');
    writeFileSync(file, [
      { text: 'book a table for 4', intent: 'Book', entities: [{ entity: 'size', start: 17, end: 18, value: '4' }] },
      { text: 'hello', intent: 'None', entities: [] },
      { text: 'what', intent: null, entities: [] },
      { text: 'huh', intent: 'oos', entities: [] },
    ].map((l) => JSON.stringify(l)).join('\n'));
    const corpus = await loadCorpus(file);
    expect(corpus.intents).toHaveLength(1);
    expect(corpus.intents[0]!.utterances[0]!.spans).toEqual([{ entity: 'size', start: 17, end: 18, value: '4' }]);
    expect(corpus.outOfScope).toHaveLength(3);
    expect(corpus.entities).toEqual([{ name: 'size', type: 'learned' }]);
  });

  it('reports a JSON Lines span whose offsets do not match its value, by line', async () => {
    const dir = tempDir();
    const file = join(dir, 'data.jsonl');
    writeFileSync(file, `${JSON.stringify({ text: 'hi there', intent: 'greet', entities: [{ entity: 'x', start: 0, end: 2, value: 'yo' }] })}\nnot json\n`);
    const found = await problems(file);
    expect(found).toEqual([
      expect.stringMatching(/data\.jsonl: line 1: entities\[0\]: expected text\.slice\(0, 2\) to equal "yo", found "hi"$/),
      expect.stringMatching(/line 2: expected a JSON object, found invalid JSON/),
    ]);
  });

  it('reports a JSON Lines field by line, then the field\'s path (issue 26, item 13)', async () => {
    const file = join(tempDir(), 'data.jsonl');
    writeFileSync(file, `${JSON.stringify({ text: 'hi', intent: 'greet', entities: [{ entity: 'x', start: 0, end: 2, value: 5 }] })}\n[1]\n`);
    expect(await problems(file)).toEqual([
      expect.stringMatching(/data\.jsonl: line 1: entities\[0\]\.value: expected string, found number 5$/),
      expect.stringMatching(/data\.jsonl: line 2: expected object, found an array$/),
    ]);
  });

  it('refuses entity names starting with "~", which the tagger keeps for its phrase lists, in any format', async () => {
    const dir = tempDir();
    const nlpjs = join(dir, 'corpus.json');
    writeFileSync(nlpjs, JSON.stringify({ locale: 'en', data: [{ intent: 'greet', utterances: ['hello'] }], entities: { '~hero': { options: { spiderman: [] } } } }));
    expect(await problems(nlpjs)).toEqual([expect.stringMatching(/corpus\.json: entities\.~hero: expected an entity name that does not start with "~" .*found "~hero"/)]);
    const jsonl = join(dir, 'data.jsonl');
    writeFileSync(jsonl, JSON.stringify({ text: 'book for 4', intent: 'Book', entities: [{ entity: '~size', start: 9, end: 10, value: '4' }] }));
    expect(await problems(jsonl)).toEqual([expect.stringMatching(/data\.jsonl: entity ~size: expected an entity name that does not start with "~" .*found "~size"/)]);
  });

  it.skipIf(!askUbuntu)('reads a shared data set’s train split (braun-askubuntu)', async () => {
    const corpus = await loadCorpus(askUbuntu!);
    expect(corpus.intents.length).toBe(4);
    expect(corpus.outOfScope.length).toBeGreaterThan(0);
  });
});
