import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CorpusFiles } from '../../src/studio/corpus-files.js';
import { applyUtteranceChange, changeUtteranceFile, CorpusEditError, viewOf } from '../../src/studio/corpus-document.js';

const CANCEL = readFileSync('corpus/intents/cancel-order.yaml', 'utf8');
const TINY = readFileSync('test/fixtures/tiny-corpus/intents.yaml', 'utf8');

/** The lines of `after` that differ from `before`, as [line number, before, after], when both have as many lines. */
function changedLines(before: string, after: string): [number, string | undefined, string | undefined][] {
  const a = before.split('\n');
  const b = after.split('\n');
  const out: [number, string | undefined, string | undefined][] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) out.push([i + 1, a[i], b[i]]);
  return out;
}

describe('the corpus YAML round trip', () => {
  it('an edit changes only its line, keeping the file\'s quoting, comments and order', () => {
    const after = applyUtteranceChange(CANCEL, { kind: 'edit', intent: { intentId: 'cancel-order' }, index: 1, expected: 'please cancel [A77120](orderNumber)', text: 'please cancel order [A77120](orderNumber) now' });
    expect(changedLines(CANCEL, after)).toEqual([[9, '      - "please cancel [A77120](orderNumber)"', '      - "please cancel order [A77120](orderNumber) now"']]);
  });

  it('an edit of a plain utterance stays plain, and one that cannot be plain is quoted', () => {
    const plain = applyUtteranceChange(TINY, { kind: 'edit', intent: { intentId: 'greeting' }, index: 0, expected: 'hello', text: 'hello again' });
    expect(changedLines(TINY, plain)).toEqual([[25, '      - hello', '      - hello again']]);
    const bracket = applyUtteranceChange(TINY, { kind: 'edit', intent: { intentId: 'product-search' }, index: 1, expected: 'I want [jeans](title)', text: '[jeans](title) please' });
    const changes = changedLines(TINY, bracket);
    expect(changes).toHaveLength(1);
    expect(changes[0]![2]).toMatch(/^ {6}- (["'])\[jeans\]\(title\) please\1$/);
  });

  it('every file of the default corpus round-trips byte for byte through an edit and back', () => {
    for (const name of readdirSync('corpus/intents')) {
      const source = readFileSync(join('corpus/intents', name), 'utf8');
      const view = viewOf(name, source);
      const first = view.intents[0]!.utterances[0]!;
      const edited = applyUtteranceChange(source, { kind: 'edit', intent: { intentId: view.intents[0]!.id }, index: 0, expected: first, text: `${first} x` });
      expect(changedLines(source, edited)).toHaveLength(1);
      expect(applyUtteranceChange(edited, { kind: 'edit', intent: { intentId: view.intents[0]!.id }, index: 0, expected: `${first} x`, text: first })).toBe(source);
    }
  });

  it('adding appends one line after the intent\'s last utterance', () => {
    const after = applyUtteranceChange(TINY, { kind: 'add', intent: { intentId: 'order-status' }, text: 'where is [B123456](orderNumber)' });
    const a = TINY.split('\n');
    const b = after.split('\n');
    expect(b).toEqual([...a.slice(0, 21), '      - where is [B123456](orderNumber)', ...a.slice(21)]);
  });

  it('deleting removes only that line and keeps the comment above it for the next utterance', () => {
    const view = viewOf('cancel-order.yaml', CANCEL);
    const index = view.intents[0]!.utterances.indexOf('cancel my order');
    const after = applyUtteranceChange(CANCEL, { kind: 'delete', intent: { intentId: 'cancel-order' }, index, expected: 'cancel my order' });
    expect(after).toBe(CANCEL.replace('      - "cancel my order"\n', ''));
    expect(after).toContain('# --- without a number ---\n      - "I want to cancel my order"');
  });

  it('refuses an edit whose utterance changed on disk, a bad annotation, a line break and a missing intent', () => {
    const refused = (run: () => unknown) => {
      try { run(); } catch (error) { expect(error).toBeInstanceOf(CorpusEditError); return (error as CorpusEditError); }
      throw new Error('expected a refusal');
    };
    expect(refused(() => applyUtteranceChange(TINY, { kind: 'edit', intent: { intentId: 'greeting' }, index: 0, expected: 'hi', text: 'yo' })).status).toBe(409);
    const annotation = refused(() => applyUtteranceChange(TINY, { kind: 'add', intent: { intentId: 'greeting' }, text: 'hello [there(title)' }));
    expect(annotation.status).toBe(400);
    expect(refused(() => applyUtteranceChange(TINY, { kind: 'add', intent: { intentId: 'greeting' }, text: 'a\nb' })).message).toMatch(/one line/);
    expect(refused(() => applyUtteranceChange(TINY, { kind: 'add', intent: { intentId: 'nope' }, text: 'hello' })).status).toBe(409);
  });

  it('writes the change to disk atomically, leaving no temp file beside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nlu-studio-doc-'));
    mkdirSync(join(dir, 'corpus'));
    const file = join(dir, 'corpus', 'intents.yaml');
    writeFileSync(file, TINY);
    await changeUtteranceFile(new CorpusFiles(dir), file, { kind: 'delete', intent: { intentId: 'greeting' }, index: 4, expected: 'hiya' });
    expect(readFileSync(file, 'utf8')).toBe(TINY.replace('      - hiya\n', ''));
    expect(readdirSync(join(dir, 'corpus'))).toEqual(['intents.yaml']);
  });
});
