/** Editing an entity's settings in the corpus YAML: only the setting's lines change, comments stay, and `nlu train` reads the result. */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CorpusFiles } from '../../src/studio/corpus-files.js';
import { loadCorpus } from '../../src/corpus/load.js';
import { CorpusEditError } from '../../src/studio/corpus-document.js';
import { applyAddEntity } from '../../src/studio/entity-definitions.js';
import { rewrite } from '../../src/studio/entity-document.js';
import { applySettingsChange, type SettingsChange } from '../../src/studio/entity-settings.js';
import { changedRegion } from './changed-lines.js';

const ENTITIES = readFileSync('corpus/entities.yaml', 'utf8');
const TINY = readFileSync('test/fixtures/tiny-corpus/entities.yaml', 'utf8');
const LIST = { fuzzy: true, open: true };

function refusal(source: string, change: SettingsChange): CorpusEditError {
  try { applySettingsChange(source, change); } catch (error) { expect(error).toBeInstanceOf(CorpusEditError); return error as CorpusEditError; }
  throw new Error('expected a refusal');
}

describe('a list\'s fuzzy and open', () => {
  it('a key the file has keeps its line with the new value, its comment kept', () => {
    const after = applySettingsChange(ENTITIES, { entity: 'vendor', type: 'list', expected: LIST, fuzzy: false, open: true });
    expect(changedRegion(ENTITIES, after)).toEqual({ at: 12, removed: ['    fuzzy: true'], added: ['    fuzzy: false'] });
    const commented = 'entities:\n  a:\n    type: list\n    # typos too\n    fuzzy: true   # "addidas"\n    values:\n      - value: x\n';
    expect(applySettingsChange(commented, { entity: 'a', type: 'list', expected: { fuzzy: true, open: false }, fuzzy: false, open: false }))
      .toBe(commented.replace('fuzzy: true   #', 'fuzzy: false #'));
  });

  it('an absent key is added only to say true, after the settings before it; the default adds nothing', () => {
    const after = applySettingsChange(TINY, { entity: 'vendor', type: 'list', expected: { fuzzy: true, open: false }, fuzzy: true, open: true });
    expect(changedRegion(TINY, after)).toEqual({ at: 6, removed: [], added: ['    open: true'] });
    const bare = 'entities:\n  a:\n    type: list\n    values:\n      - value: x\n';
    expect(changedRegion(bare, applySettingsChange(bare, { entity: 'a', type: 'list', expected: { fuzzy: false, open: false }, fuzzy: true, open: false }))).toEqual({ at: 4, removed: [], added: ['    fuzzy: true'] });
    expect(applySettingsChange(bare, { entity: 'a', type: 'list', expected: { fuzzy: false, open: false }, fuzzy: false, open: false })).toBe(bare);
  });

  it('refuses settings that changed on disk since the page drew them, another type, and an entity the file lacks', () => {
    expect(refusal(ENTITIES, { entity: 'vendor', type: 'list', expected: { fuzzy: false, open: true }, fuzzy: true, open: true })).toMatchObject({ status: 409, message: expect.stringMatching(/expected the settings of "vendor" to be fuzzy: false, open: true, found fuzzy: true, open: true/) });
    expect(refusal(ENTITIES, { entity: 'title', type: 'list', expected: LIST, fuzzy: true, open: true }).status).toBe(409);
    expect(refusal(ENTITIES, { entity: 'nosuch', type: 'list', expected: LIST, fuzzy: true, open: true }).status).toBe(404);
  });
});

describe('a learned entity\'s resolve and range', () => {
  const none = { resolve: false, range: null };
  it('resolve on adds its line after type; a range adds its line after resolve; off removes each line', () => {
    const resolved = applySettingsChange(TINY, { entity: 'title', type: 'learned', expected: none, resolve: true, range: null });
    expect(changedRegion(TINY, resolved)).toEqual({ at: 15, removed: [], added: ['    resolve: number'] });
    const ranged = applySettingsChange(TINY, { entity: 'toPrice', type: 'learned', expected: { resolve: true, range: null }, resolve: true, range: 'upper' });
    expect(changedRegion(TINY, ranged)).toEqual({ at: 18, removed: [], added: ['    range: upper'] });
    expect(applySettingsChange(ranged, { entity: 'toPrice', type: 'learned', expected: { resolve: true, range: 'upper' }, resolve: true, range: null })).toBe(TINY);
    const plain = applySettingsChange(TINY, { entity: 'toPrice', type: 'learned', expected: { resolve: true, range: null }, ...none });
    expect(changedRegion(TINY, plain)).toEqual({ at: 17, removed: ['    resolve: number'], added: [] });
  });

  it('a range on an entity without resolve writes both lines; a bound changes its line only; none and off remove both', () => {
    const both = applySettingsChange(TINY, { entity: 'title', type: 'learned', expected: none, resolve: true, range: 'lower' });
    expect(changedRegion(TINY, both).added).toEqual(['    resolve: number', '    range: lower']);
    const lower = applySettingsChange(ENTITIES, { entity: 'toPrice', type: 'learned', expected: { resolve: true, range: 'upper' }, resolve: true, range: 'lower' });
    expect(changedRegion(ENTITIES, lower)).toMatchObject({ removed: ['    range: upper'], added: ['    range: lower'] });
    const gone = applySettingsChange(ENTITIES, { entity: 'fromPrice', type: 'learned', expected: { resolve: true, range: 'lower' }, ...none });
    expect(changedRegion(ENTITIES, gone)).toEqual({ at: 192, removed: ['    resolve: number', '    range: lower'], added: [] });
    // The comment above the entity is the key's, untouched.
    expect(gone).toContain('# "[fifty](toPrice) bucks"); the value is resolved to decimal text.\n  fromPrice:\n    type: learned\n  toPrice:');
  });

  it('a range written without resolve reads as resolved (as the loader reads it); removing it keeps the comment above for what follows', () => {
    const source = 'entities:\n  p:\n    type: learned\n    # the bound\n    range: lower\n  q:\n    type: learned\n';
    const after = applySettingsChange(source, { entity: 'p', type: 'learned', expected: { resolve: true, range: 'lower' }, resolve: true, range: null });
    expect(after).toBe('entities:\n  p:\n    type: learned\n    resolve: number\n    # the bound\n  q:\n    type: learned\n');
  });

  it('refuses a range with resolve off (400) and stale settings (409)', () => {
    expect(refusal(TINY, { entity: 'title', type: 'learned', expected: none, resolve: false, range: 'upper' })).toMatchObject({ status: 400, message: expect.stringMatching(/^expected resolve: number with range: upper/) });
    expect(refusal(TINY, { entity: 'toPrice', type: 'learned', expected: none, resolve: true, range: null }).status).toBe(409);
    expect(refusal(TINY, { entity: 'vendor', type: 'learned', expected: none, resolve: true, range: null }).status).toBe(409);
  });
});

describe('a learned entity with resolve: datetime', () => {
  it('is left as the file writes it: the form, which edits resolve: number and range, refuses to touch it', () => {
    const source = 'entities:\n  when:\n    type: learned\n    resolve: datetime\n';
    expect(refusal(source, { entity: 'when', type: 'learned', expected: { resolve: false, range: null }, resolve: false, range: null }).status).toBe(409);
  });
});

describe('what nlu train reads', () => {
  it('after each change, and a builtin entity added with its kind', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-settings-'));
    cpSync('corpus', join(root, 'corpus'), { recursive: true });
    const file = join(root, 'corpus/entities.yaml');
    const entity = async (name: string) => (await loadCorpus(join(root, 'corpus'))).entities.find((e) => e.name === name);
    // (Closing vendor would make nlu train refuse the brands its utterances annotate that the list lacks: its own report, not the edit's.)
    await rewrite(new CorpusFiles(root), file, (s) => applySettingsChange(s, { entity: 'vendor', type: 'list', expected: LIST, fuzzy: false, open: true }));
    expect(await entity('vendor')).toMatchObject({ type: 'list', fuzzy: false, open: true });
    await rewrite(new CorpusFiles(root), file, (s) => applySettingsChange(s, { entity: 'vendor', type: 'list', expected: { fuzzy: false, open: true }, fuzzy: true, open: true }));
    expect(readFileSync(file, 'utf8')).toBe(ENTITIES);
    // Swap the bounds: none first (both or neither is checked corpus-wide, so the corpus is whole again after the second change).
    await rewrite(new CorpusFiles(root), file, (s) => applySettingsChange(s, { entity: 'fromPrice', type: 'learned', expected: { resolve: true, range: 'lower' }, resolve: true, range: null }));
    await rewrite(new CorpusFiles(root), file, (s) => applySettingsChange(s, { entity: 'toPrice', type: 'learned', expected: { resolve: true, range: 'upper' }, resolve: true, range: null }));
    const from = await entity('fromPrice');
    expect(from).toMatchObject({ type: 'learned', resolve: 'number' });
    expect(from).not.toHaveProperty('range');
    await rewrite(new CorpusFiles(root), file, (s) => applySettingsChange(s, { entity: 'title', type: 'learned', expected: { resolve: false, range: null }, resolve: true, range: null }));
    expect(await entity('title')).toMatchObject({ resolve: 'number' });
    await rewrite(new CorpusFiles(root), file, (s) => applyAddEntity(s, { name: 'amount', type: 'builtin', builtin: 'money' }));
    expect(changedRegion(ENTITIES, readFileSync(file, 'utf8')).added.slice(-3)).toEqual(['  amount:', '    type: builtin', '    builtin: money']);
    expect(await entity('amount')).toMatchObject({ type: 'builtin', builtin: 'money' });
  });
});
