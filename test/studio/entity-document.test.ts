/** Editing entities in the corpus YAML (list values and synonyms, regex patterns) and the regex live check against the engine. */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CorpusFiles } from '../../src/studio/corpus-files.js';
import { loadCorpus } from '../../src/corpus/load.js';
import { EntityExtractor } from '../../src/entities/entity-extractor.js';
import { CorpusEditError } from '../../src/studio/corpus-document.js';
import { viewOf } from '../../src/studio/corpus-document.js';
import { annotationCounts, applyAddEntity, applyDeleteEntity } from '../../src/studio/entity-definitions.js';
import { applyEntityChange, changeEntityFile, readEntityView, type EntityChange } from '../../src/studio/entity-document.js';
import { checkRegexOn } from '../../src/studio/regex-check.js';
import { changedRegion } from './changed-lines.js';

const ENTITIES = readFileSync('corpus/entities.yaml', 'utf8');
const TINY = readFileSync('test/fixtures/tiny-corpus/entities.yaml', 'utf8');
const PATTERN = '\\b[A-Z]?\\d{5,8}\\b';

function refusal(source: string, change: EntityChange): CorpusEditError {
  try { applyEntityChange(source, change); } catch (error) { expect(error).toBeInstanceOf(CorpusEditError); return error as CorpusEditError; }
  throw new Error('expected a refusal');
}

describe('list values and synonyms', () => {
  it('an edit of synonyms changes that line only, in the file\'s flow style', () => {
    const after = applyEntityChange(ENTITIES, { kind: 'edit-value', entity: 'vendor', index: 4, expected: 'New Balance', value: 'New Balance', synonyms: ['newbalance', 'nb', 'new bal'] });
    expect(changedRegion(ENTITIES, after)).toEqual({ at: 25, removed: ['        synonyms: [newbalance, nb]'], added: ['        synonyms: [newbalance, nb, new bal]'] });
    const renamed = applyEntityChange(ENTITIES, { kind: 'edit-value', entity: 'vendor', index: 0, expected: 'Nike', value: 'Nike Inc', synonyms: [] });
    expect(changedRegion(ENTITIES, renamed)).toEqual({ at: 16, removed: ['      - value: Nike'], added: ['      - value: Nike Inc'] });
  });

  it('adds a value after the list\'s last one, before the blank line and the next entity\'s comment; deleting it gives the file back', () => {
    const added = applyEntityChange(ENTITIES, { kind: 'add-value', entity: 'vendor', value: 'Patagonia', synonyms: ['patagucci'] });
    expect(changedRegion(ENTITIES, added)).toEqual({ at: 176, removed: [], added: ['      - value: Patagonia', '        synonyms: [patagucci]'] });
    const index = ENTITIES.split('\n').filter((l) => l.startsWith('      - value: ')).length;
    expect(applyEntityChange(added, { kind: 'delete-value', entity: 'vendor', index, expected: 'Patagonia' })).toBe(ENTITIES);
  });

  it('deleting a value keeps the comment above it for the next value', () => {
    const after = applyEntityChange(ENTITIES, { kind: 'delete-value', entity: 'vendor', index: 0, expected: 'Nike' });
    expect(changedRegion(ENTITIES, after)).toEqual({ at: 16, removed: ['      - value: Nike', '        synonyms: []'], added: [] });
    expect(after).toContain('      # sportswear and shoes\n      - value: Adidas\n');
  });

  it('refuses an empty value, a value or synonym another value has, a stale value, the last value, and a non-list', () => {
    expect(refusal(TINY, { kind: 'add-value', entity: 'vendor', value: ' ', synonyms: [] }).status).toBe(400);
    expect(refusal(TINY, { kind: 'add-value', entity: 'vendor', value: 'Puma', synonyms: ['NB'] }).message).toMatch(/"NB" to be new to the list, found it already under the value "New Balance"/);
    expect(refusal(TINY, { kind: 'edit-value', entity: 'vendor', index: 0, expected: 'Nike', value: 'nike', synonyms: ['levis'] }).status).toBe(409);
    expect(refusal(TINY, { kind: 'edit-value', entity: 'vendor', index: 0, expected: 'Adidas', value: 'Nike', synonyms: [] }).status).toBe(409);
    expect(refusal('entities:\n  a:\n    type: list\n    values:\n      - value: x\n', { kind: 'delete-value', entity: 'a', index: 0, expected: 'x' }).status).toBe(400);
    expect(refusal(TINY, { kind: 'add-value', entity: 'title', value: 'x', synonyms: [] }).status).toBe(409);
    expect(refusal(TINY, { kind: 'add-value', entity: 'nosuch', value: 'x', synonyms: [] }).status).toBe(404);
  });

  it('an edit keeps its own value\'s synonyms free to stay, and nlu train reads the result', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-entities-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    const file = join(root, 'corpus/entities.yaml');
    await changeEntityFile(new CorpusFiles(root), file, { kind: 'edit-value', entity: 'vendor', index: 1, expected: 'New Balance', value: 'New Balance', synonyms: ['newbalance', 'nb', 'n b'] });
    expect(changedRegion(TINY, readFileSync(file, 'utf8')).added).toEqual(['        synonyms: [newbalance, nb, n b]']);
    const vendor = (await loadCorpus(join(root, 'corpus'))).entities.find((e) => e.name === 'vendor');
    expect(vendor).toMatchObject({ values: [{ value: 'Nike' }, { value: 'New Balance', synonyms: ['newbalance', 'nb', 'n b'] }, { value: "Levi's" }] });
    const view = await readEntityView(join(root, 'corpus'), root);
    expect(view[0]!.entities.map((e) => [e.name, e.type])).toEqual([['vendor', 'list'], ['title', 'learned'], ['toPrice', 'learned'], ['orderNumber', 'regex']]);
    expect(view[0]!.entities[0]!.settings).toEqual([['fuzzy', 'true']]);
    expect(view[0]!.entities[3]).toMatchObject({ pattern: '\\b[A-Z]?\\d{6}\\b', flags: 'i' });
  });
});

describe('regex entities', () => {
  it('a pattern edit changes its line only, in the file\'s quoting; no flags drops the flags line', () => {
    const after = applyEntityChange(ENTITIES, { kind: 'regex', entity: 'orderNumber', expected: PATTERN, pattern: "\\b[A-Z]{0,2}\\d{5,8}\\b", flags: 'i' });
    expect(changedRegion(ENTITIES, after)).toEqual({ at: 181, removed: ["    pattern: '\\b[A-Z]?\\d{5,8}\\b'"], added: ["    pattern: '\\b[A-Z]{0,2}\\d{5,8}\\b'"] });
    const noFlags = applyEntityChange(ENTITIES, { kind: 'regex', entity: 'orderNumber', expected: PATTERN, pattern: PATTERN, flags: '' });
    expect(changedRegion(ENTITIES, noFlags)).toEqual({ at: 182, removed: ['    flags: i'], added: [] });
    expect(applyEntityChange(noFlags, { kind: 'regex', entity: 'orderNumber', expected: PATTERN, pattern: PATTERN, flags: 'i' })).toBe(ENTITIES);
  });

  it('refuses what nlu train refuses (an invalid pattern, one matching nothing, bad flags), with its message, and a stale pattern', () => {
    expect(refusal(TINY, { kind: 'regex', entity: 'orderNumber', expected: '\\b[A-Z]?\\d{6}\\b', pattern: '[A-Z', flags: 'i' })).toMatchObject({ status: 400, message: expect.stringMatching(/^expected a valid regular expression, found \/\[A-Z\/ \(Invalid regular expression/) });
    expect(refusal(TINY, { kind: 'regex', entity: 'orderNumber', expected: '\\b[A-Z]?\\d{6}\\b', pattern: '\\d*', flags: '' }).message).toMatch(/matches the empty string/);
    expect(refusal(TINY, { kind: 'regex', entity: 'orderNumber', expected: '\\b[A-Z]?\\d{6}\\b', pattern: '\\d+', flags: 'x' }).message).toMatch(/^expected flags: expected regex flags among g i m s u y, found "x"/);
    expect(refusal(TINY, { kind: 'regex', entity: 'orderNumber', expected: 'old', pattern: '\\d+', flags: '' }).status).toBe(409);
    expect(refusal(TINY, { kind: 'regex', entity: 'vendor', expected: 'x', pattern: '\\d+', flags: '' }).status).toBe(409);
  });

  it('the live check says what nlu train says of a bad pattern', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-entities-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(root, 'corpus/entities.yaml'), TINY.replace("'\\b[A-Z]?\\d{6}\\b'", "'(A|'"));
    const trained = await loadCorpus(join(root, 'corpus')).then(() => null, (error: { issues: { message: string }[] }) => error.issues.map((i) => i.message));
    expect(trained).toContain(checkRegexOn('(A|', 'i', 'x').problem);
  });

  it('the live check finds what the engine extracts, flags and the g flag as the engine takes them', () => {
    const cases: [string, string, string][] = [
      [PATTERN, 'i', 'where are A93817 and b1234567, not 1234 or #553201'],
      [PATTERN, '', 'a93817 is lower case, A93817 is not'],
      ['PZ-\\d{4}', 'g', 'PZ-1234 and PZ-9876 and pz-1111'],
      ['^order \\d+', 'im', 'hello\nOrder 55 then order 66'],
      ['\\p{Lu}{2}\\d', 'u', 'codes AB1, ÉÈ2 and ab3'],
      ['a*b', '', 'aab b ab'],
    ];
    for (const [pattern, flags, statement] of cases) {
      const engine = new EntityExtractor([{ name: 'code', type: 'regex', pattern, flags }], null).extract(statement).map((s) => ({ start: s.start, end: s.end, text: s.value }));
      const check = checkRegexOn(pattern, flags, statement);
      expect(check.problem).toBeNull();
      expect(check.matches).toEqual(engine);
      expect(check.matches.length).toBeGreaterThan(0);
    }
  });
});

describe('adding and deleting an entity', () => {
  it('appends a list with its first value, a regex in single quotes, a learned entity; deleting each gives the file back', () => {
    const list = applyAddEntity(ENTITIES, { name: 'size', type: 'list', value: 'small', synonyms: ['s'] });
    expect(changedRegion(ENTITIES, list)).toMatchObject({ removed: [], added: ['  size:', '    type: list', '    values:', '      - value: small', '        synonyms: [s]'] });
    expect(applyDeleteEntity(list, 'size')).toBe(ENTITIES);
    const regex = applyAddEntity(TINY, { name: 'sku', type: 'regex', pattern: '\\bSKU-\\d+\\b', flags: 'i' });
    expect(changedRegion(TINY, regex).added).toEqual(['  sku:', '    type: regex', "    pattern: '\\bSKU-\\d+\\b'", '    flags: i']);
    expect(applyDeleteEntity(regex, 'sku')).toBe(TINY);
    expect(applyAddEntity('intents: []\n', { name: 'color', type: 'learned' })).toBe('intents: []\nentities:\n  color:\n    type: learned\n');
  });

  it('deleting an entity takes its comment and keeps the blank line between the others', () => {
    const after = applyDeleteEntity(ENTITIES, 'orderNumber');
    expect(changedRegion(ENTITIES, after).removed).toEqual(['  # Order numbers: an optional letter followed by 5 to 8 digits ("784512",', '  # "A93817", "b12345678"). A leading "#" is not part of the number.', '  orderNumber:', '    type: regex', "    pattern: '\\b[A-Z]?\\d{5,8}\\b'", '    flags: i', '']);
  });

  it('refuses a bad name, a name the file has, a bad pattern, an empty first value, and deleting what is not there', () => {
    const refused = (run: () => unknown) => { try { run(); } catch (error) { return error as CorpusEditError; } throw new Error('expected a refusal'); };
    expect(refused(() => applyAddEntity(TINY, { name: '~x', type: 'learned' })).status).toBe(400);
    expect(refused(() => applyAddEntity(TINY, { name: 'vendor', type: 'learned' })).status).toBe(409);
    expect(refused(() => applyAddEntity(TINY, { name: 'x', type: 'regex', pattern: '(', flags: '' })).message).toMatch(/^expected a valid regular expression/);
    expect(refused(() => applyAddEntity(TINY, { name: 'x', type: 'list', value: ' ', synonyms: [] })).status).toBe(400);
    expect(refused(() => applyDeleteEntity(TINY, 'nosuch')).status).toBe(409);
  });

  it('counts the utterances annotating each entity (once per utterance)', () => {
    const view = viewOf('intents.yaml', readFileSync('test/fixtures/tiny-corpus/intents.yaml', 'utf8'));
    expect(Object.fromEntries(annotationCounts([view]))).toEqual({ vendor: 3, title: 8, toPrice: 3, orderNumber: 3 });
  });
});
