/** Renaming an entity across the corpus's YAML files: the definition and every annotation, only those lines, and `nlu train` reads the result. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CorpusFiles } from '../../src/studio/corpus-files.js';
import { loadCorpus } from '../../src/corpus/load.js';
import { CorpusEditError } from '../../src/studio/corpus-document.js';
import { applyRename, renameEntity, renameInUtterance } from '../../src/studio/entity-rename.js';
import { changedRegion } from './changed-lines.js';

const TINY_INTENTS = readFileSync('test/fixtures/tiny-corpus/intents.yaml', 'utf8');
const TINY_ENTITIES = readFileSync('test/fixtures/tiny-corpus/entities.yaml', 'utf8');

function copy(corpus: string): string {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-rename-'));
  cpSync(corpus, join(root, 'corpus'), { recursive: true });
  return root;
}

async function refusal(run: Promise<unknown>): Promise<CorpusEditError> {
  try { await run; } catch (error) { expect(error).toBeInstanceOf(CorpusEditError); return error as CorpusEditError; }
  throw new Error('expected a refusal');
}

describe('an annotation renamed in an utterance', () => {
  it('renames only annotations of that entity, escaped brackets and text alike left as written', () => {
    expect(renameInUtterance('show me [Nike](vendor) or [vendor](title) by vendor', 'vendor', 'brand')).toBe('show me [Nike](brand) or [vendor](title) by vendor');
    expect(renameInUtterance('a \\[note\\](vendor) and [x]( vendor )', 'vendor', 'brand')).toBe('a \\[note\\](vendor) and [x]( brand )');
    expect(renameInUtterance('[a](vendorX) [b](vendor)', 'vendor', 'brand')).toBe('[a](vendorX) [b](brand)');
    // Not an annotation nlu train reads: left for its report.
    expect(renameInUtterance('[a](vendor', 'vendor', 'brand')).toBe('[a](vendor');
  });
});

describe('a file\'s rename', () => {
  it('changes the definition\'s key and the annotations\' lines only, comments kept; a file with neither is given back as read', () => {
    const source = '# shop\nintents:\n  - id: a\n    name: a\n    utterances:\n      - "[Nike](vendor) shoes" # first\n      - plain words\nentities:\n  # brands\n  vendor:\n    type: list\n    values:\n      - value: Nike\noutOfScope:\n  - "not [Nike](vendor)"\n';
    const { text, utterances, defined } = applyRename(source, 'vendor', 'brand');
    expect({ utterances, defined }).toEqual({ utterances: 2, defined: true });
    expect(text).toBe(source.replace('[Nike](vendor) shoes', '[Nike](brand) shoes').replace('  vendor:\n', '  brand:\n').replace('"not [Nike](vendor)"', '"not [Nike](brand)"'));
    const untouched = 'intents: [ {id: a, name: a, utterances: ["x"]} ]   # odd spacing\n';
    expect(applyRename(untouched, 'vendor', 'brand')).toEqual({ text: untouched, utterances: 0, defined: false });
  });
});

describe('renaming across the corpus', () => {
  it('writes the definition and every annotation, and nlu train reads the corpus with the new name', async () => {
    const root = copy('test/fixtures/tiny-corpus');
    const corpus = join(root, 'corpus');
    const result = await renameEntity(new CorpusFiles(root), corpus, root, join(corpus, 'entities.yaml'), 'vendor', 'brand');
    expect(result).toEqual({ files: 2, utterances: 3 });
    expect(changedRegion(TINY_ENTITIES, readFileSync(join(corpus, 'entities.yaml'), 'utf8'))).toEqual({ at: 3, removed: ['  vendor:'], added: ['  brand:'] });
    const intents = readFileSync(join(corpus, 'intents.yaml'), 'utf8');
    expect(intents).toBe(TINY_INTENTS.replaceAll('](vendor)', '](brand)'));
    expect(TINY_INTENTS.split('](vendor)').length - 1).toBe(3);
    const loaded = await loadCorpus(corpus);
    expect(loaded.entities.map((e) => e.name)).toContain('brand');
    expect(loaded.intents.flatMap((i) => i.utterances).flatMap((u) => u.spans).filter((s) => s.entity === 'brand')).toHaveLength(3);
  });

  it('refuses a bad name, the same name, a name the corpus defines, an entity gone, a file not YAML, and writes nothing', async () => {
    const root = copy('test/fixtures/tiny-corpus');
    const corpus = join(root, 'corpus');
    const entities = join(corpus, 'entities.yaml');
    expect((await refusal(renameEntity(new CorpusFiles(root), corpus, root, entities, 'vendor', '9lives'))).status).toBe(400);
    expect((await refusal(renameEntity(new CorpusFiles(root), corpus, root, entities, 'vendor', 'vendor'))).status).toBe(400);
    expect(await refusal(renameEntity(new CorpusFiles(root), corpus, root, entities, 'vendor', 'title'))).toMatchObject({ status: 409, message: 'corpus/entities.yaml: expected a new entity name, found "title" already defined' });
    expect((await refusal(renameEntity(new CorpusFiles(root), corpus, root, entities, 'nosuch', 'brand'))).status).toBe(409);
    writeFileSync(join(corpus, 'broken.yaml'), 'intents: [\n');
    expect(await refusal(renameEntity(new CorpusFiles(root), corpus, root, entities, 'vendor', 'brand'))).toMatchObject({ status: 409, message: expect.stringMatching(/^corpus\/broken.yaml: the file is not valid YAML/) });
    expect(readFileSync(entities, 'utf8')).toBe(TINY_ENTITIES);
    expect(readFileSync(join(corpus, 'intents.yaml'), 'utf8')).toBe(TINY_INTENTS);
  });
});
