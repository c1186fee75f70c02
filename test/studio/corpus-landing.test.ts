/** Landing a statement by meaning: under an intent by id, or out of scope, in the right file, once. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CorpusFiles } from '../../src/studio/corpus-files.js';
import { loadCorpus } from '../../src/corpus/load.js';
import { applyUtteranceChange, CorpusEditError, viewOf } from '../../src/studio/corpus-document.js';
import { landInCorpus } from '../../src/studio/corpus-landing.js';

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'nlu-landing-'));
  cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
  return root;
}

describe('landing a statement in the corpus', () => {
  it('appends to the intent with that id, annotations kept, and nlu train reads it', async () => {
    const root = project();
    const landed = await landInCorpus(new CorpusFiles(root), join(root, 'corpus'), root, { intentId: 'order-status' }, 'where is parcel [A12345](orderNumber)');
    expect(landed).toEqual({ file: 'corpus/intents.yaml', intentId: 'order-status', index: 6 });
    const corpus = await loadCorpus(join(root, 'corpus'));
    const utterances = corpus.intents.find((i) => i.id === 'order-status')!.utterances;
    expect(utterances.at(-1)).toMatchObject({ text: 'where is parcel A12345', spans: [{ entity: 'orderNumber', value: 'A12345' }] });
  });

  it('refuses a statement the intent already holds, whatever its case and annotations, and an unknown intent', async () => {
    const root = project();
    const before = readFileSync(join(root, 'corpus/intents.yaml'), 'utf8');
    await expect(landInCorpus(new CorpusFiles(root), join(root, 'corpus'), root, { intentId: 'greeting' }, 'Hi  there')).rejects.toThrow(/already there/);
    await expect(landInCorpus(new CorpusFiles(root), join(root, 'corpus'), root, { intentId: 'nope' }, 'hi')).rejects.toBeInstanceOf(CorpusEditError);
    expect(readFileSync(join(root, 'corpus/intents.yaml'), 'utf8')).toBe(before);
  });

  it('appends an out-of-scope example to the file holding the list, one line more', async () => {
    const root = project();
    const before = readFileSync(join(root, 'corpus/intents.yaml'), 'utf8');
    await landInCorpus(new CorpusFiles(root), join(root, 'corpus'), root, { outOfScope: true }, 'book me a taxi');
    expect(readFileSync(join(root, 'corpus/intents.yaml'), 'utf8')).toBe(`${before}  - book me a taxi\n`);
    await expect(landInCorpus(new CorpusFiles(root), join(root, 'corpus'), root, { outOfScope: true }, 'Tell me a joke')).rejects.toThrow(/already there/);
  });

  it('creates out-of-scope.yaml in a corpus folder that has no list, which nlu train reads', async () => {
    const root = project();
    const path = join(root, 'corpus/intents.yaml');
    writeFileSync(path, readFileSync(path, 'utf8').replace(/outOfScope:[\s\S]*$/, ''));
    await landInCorpus(new CorpusFiles(root), join(root, 'corpus'), root, { outOfScope: true }, 'book me a "taxi"');
    const corpus = await loadCorpus(join(root, 'corpus'));
    expect(corpus.outOfScope.map((e) => e.text)).toEqual(['book me a "taxi"']);
    rmSync(root, { recursive: true });
  });

  it('adds a list to a file without one as a block list', () => {
    const after = applyUtteranceChange('locale: en\n', { kind: 'add', intent: 'outOfScope', text: 'book me a taxi' });
    expect(after).toBe('locale: en\noutOfScope:\n  - book me a taxi\n');
    expect(viewOf('x.yaml', after).outOfScope).toEqual(['book me a taxi']);
  });

  it('lands out-of-scope examples sent at once into one new file, none lost', async () => {
    const root = project();
    const intents = join(root, 'corpus/intents.yaml');
    writeFileSync(intents, readFileSync(intents, 'utf8').replace(/outOfScope:\n(?: {2}- .*\n)+/, ''));
    const files = new CorpusFiles(root);
    const texts = ['book a taxi', 'play some jazz', 'what time is it', 'order a pizza', 'call my mum'];
    await Promise.all(texts.map((text) => landInCorpus(files, join(root, 'corpus'), root, { outOfScope: true }, text)));
    expect((await loadCorpus(join(root, 'corpus'))).outOfScope.map((u) => u.text).sort()).toEqual([...texts].sort());
  });
});
