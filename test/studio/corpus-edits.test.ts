/** Moving utterances and adding and deleting intents in the corpus YAML: only the changed lines differ, comments and quoting kept. */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CorpusFiles } from '../../src/studio/corpus-files.js';
import { loadCorpus } from '../../src/corpus/load.js';
import { applyUtteranceChange, CorpusEditError } from '../../src/studio/corpus-document.js';
import { moveUtterance, planMove } from '../../src/studio/corpus-move.js';
import { addIntent, applyAddIntent, applyDeleteIntent, deleteIntent } from '../../src/studio/intent-document.js';
import { changedRegion } from './changed-lines.js';

const TINY = readFileSync('test/fixtures/tiny-corpus/intents.yaml', 'utf8');
const CANCEL = readFileSync('corpus/intents/cancel-order.yaml', 'utf8');
const STATUS = readFileSync('corpus/intents/order-status.yaml', 'utf8');

function refusal(run: () => unknown): CorpusEditError {
  try { run(); } catch (error) { expect(error).toBeInstanceOf(CorpusEditError); return error as CorpusEditError; }
  throw new Error('expected a refusal');
}

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-edits-'));
  cpSync('corpus', join(root, 'corpus'), { recursive: true });
  return root;
}

describe('moving an utterance', () => {
  it('in one file: the line leaves its list and is appended to the other, nothing else changes', () => {
    const { from, to } = planMove({ from: { path: 'f', intent: { intentId: 'greeting' }, index: 1, expected: 'hi there' }, to: { path: 'f', intent: { intentId: 'order-status' } } }, { from: TINY, to: TINY });
    expect(from).toBe(to);
    const lines = TINY.split('\n');
    const expected = [...lines.slice(0, 21), '      - hi there', ...lines.slice(21, 25), ...lines.slice(26)].join('\n');
    expect(from).toBe(expected);
  });

  it('in one file, to the out-of-scope examples and back', () => {
    const out = planMove({ from: { path: 'f', intent: { intentId: 'greeting' }, index: 4, expected: 'hiya' }, to: { path: 'f', intent: 'outOfScope' } }, { from: TINY, to: TINY }).from;
    expect(out).toBe(`${TINY.replace('      - hiya\n', '')}  - hiya\n`);
    expect(planMove({ from: { path: 'f', intent: 'outOfScope', index: 4, expected: 'hiya' }, to: { path: 'f', intent: { intentId: 'greeting' } } }, { from: out, to: out }).from).toBe(TINY);
  });

  it('across files: one line less in the source, one more in the target in its own quoting', () => {
    const { from, to } = planMove({ from: { path: 'a', intent: { intentId: 'cancel-order' }, index: 0, expected: 'cancel order [784513](orderNumber)' }, to: { path: 'b', intent: { intentId: 'order-status' } } }, { from: CANCEL, to: STATUS });
    expect(changedRegion(CANCEL, from)).toMatchObject({ removed: ['      - "cancel order [784513](orderNumber)"'], added: [] });
    const region = changedRegion(STATUS, to);
    expect(region.removed).toEqual([]);
    expect(region.added).toEqual(['      - "cancel order [784513](orderNumber)"']);
    expect(to.split('\n')[region.at - 2]).toBe(STATUS.split('\n')[region.at - 2]);
  });

  it('refuses a stale utterance (409) and a move to the same list (400), writing nothing', async () => {
    expect(refusal(() => planMove({ from: { path: 'f', intent: { intentId: 'greeting' }, index: 1, expected: 'good night' }, to: { path: 'f', intent: { intentId: 'order-status' } } }, { from: TINY, to: TINY })).status).toBe(409);
    expect(refusal(() => planMove({ from: { path: 'f', intent: { intentId: 'greeting' }, index: 1, expected: 'hi there' }, to: { path: 'f', intent: { intentId: 'greeting' } } }, { from: TINY, to: TINY })).status).toBe(400);
    const root = project();
    const a = join(root, 'corpus/intents/cancel-order.yaml');
    const b = join(root, 'corpus/intents/order-status.yaml');
    await expect(moveUtterance(new CorpusFiles(root), { from: { path: a, intent: { intentId: 'cancel-order' }, index: 0, expected: 'not it' }, to: { path: b, intent: { intentId: 'order-status' } } })).rejects.toMatchObject({ status: 409 });
    expect([readFileSync(a, 'utf8'), readFileSync(b, 'utf8')]).toEqual([CANCEL, STATUS]);
  });

  it('on disk across files, and back: both files as they were (the last utterance round-trips byte for byte)', async () => {
    const root = project();
    const a = join(root, 'corpus/intents/cancel-order.yaml');
    const b = join(root, 'corpus/intents/order-status.yaml');
    const list = (await loadCorpus(join(root, 'corpus'))).intents.find((i) => i.id === 'cancel-order')!;
    const last = CANCEL.trimEnd().split('\n').pop()!.replace(/^ {6}- "(.*)"$/, '$1');
    await moveUtterance(new CorpusFiles(root), { from: { path: a, intent: { intentId: 'cancel-order' }, index: list.utterances.length - 1, expected: last }, to: { path: b, intent: { intentId: 'order-status' } } });
    expect(readFileSync(b, 'utf8')).toContain(`      - "${last}"\n`);
    expect(readFileSync(a, 'utf8')).not.toContain(`"${last}"`);
    const corpus = await loadCorpus(join(root, 'corpus'));
    expect(corpus.intents.find((i) => i.id === 'order-status')!.utterances.at(-1)!.source!.path).toMatch(/^intents\[0\]\.utterances\[\d+\]$/);
    const statusCount = corpus.intents.find((i) => i.id === 'order-status')!.utterances.length;
    await moveUtterance(new CorpusFiles(root), { from: { path: b, intent: { intentId: 'order-status' }, index: statusCount - 1, expected: last }, to: { path: a, intent: { intentId: 'cancel-order' } } });
    expect([readFileSync(a, 'utf8'), readFileSync(b, 'utf8')]).toEqual([CANCEL, STATUS]);
  });

  it('an added utterance turns an empty `[]` list into a block list', () => {
    const source = 'intents:\n  - id: a\n    name: a\n    utterances: []\n';
    expect(applyUtteranceChange(source, { kind: 'add', intent: { intentId: 'a' }, text: 'hello' })).toBe('intents:\n  - id: a\n    name: a\n    utterances:\n      - hello\n');
  });
});

describe('adding and deleting an intent', () => {
  it('adds the intent after the last one, in the file\'s quoting, and deleting it gives the file back', () => {
    const added = applyAddIntent(CANCEL, { id: 'gift-cards', name: 'giftCards', text: 'do you sell [gift cards](title)' });
    const region = changedRegion(CANCEL, added);
    expect(region.removed).toEqual([]);
    expect(region.added).toEqual(['  - id: gift-cards', '    name: giftCards', '    utterances:', '      - "do you sell [gift cards](title)"']);
    expect(applyDeleteIntent(added, 'gift-cards')).toBe(CANCEL);
  });

  it('adds before the out-of-scope list of the file, and an intent with no utterances as `utterances: []`', () => {
    const added = applyAddIntent(TINY, { id: 'thanks', name: 'thanks' });
    expect(changedRegion(TINY, added)).toMatchObject({ at: 30, removed: [], added: ['  - id: thanks', '    name: thanks', '    utterances: []'] });
  });

  it('deletes only the intent\'s lines, keeping the comment above it for what follows', () => {
    const source = 'intents:\n  - id: a\n    name: a\n    utterances:\n      - x\n  # b is kept\n  - id: b\n    name: b\n    utterances:\n      - y\n  - id: c\n    name: c\n    utterances:\n      - z\n';
    expect(applyDeleteIntent(source, 'b')).toBe('intents:\n  - id: a\n    name: a\n    utterances:\n      - x\n  # b is kept\n  - id: c\n    name: c\n    utterances:\n      - z\n');
    expect(applyDeleteIntent(TINY, 'order-status')).toBe(TINY.replace(/ {2}- id: order-status\n(?: {4}.*\n| {6}.*\n)+/, ''));
  });

  it('refuses a bad id, a bad first utterance, and a stale delete', () => {
    expect(refusal(() => applyAddIntent(TINY, { id: 'gift cards', name: 'x' })).status).toBe(400);
    expect(refusal(() => applyAddIntent(TINY, { id: 'x', name: '' })).status).toBe(400);
    expect(refusal(() => applyAddIntent(TINY, { id: 'x', name: 'x', text: 'a [b(c)' })).status).toBe(400);
    expect(refusal(() => applyDeleteIntent(TINY, 'greetings')).message).toBe('expected an intent with id "greetings" in the file, found only "product-search", "order-status", "greeting": it was renamed, deleted or moved to another file on disk; reload the page');
  });

  it('on disk: into a new file beside the corpus\'s intent files, refusing an id or a name already used', async () => {
    const root = project();
    const corpus = join(root, 'corpus');
    const path = await addIntent(new CorpusFiles(root), corpus, root, null, { id: 'gift-cards', name: 'giftCards', text: 'do you sell gift cards' });
    expect(path).toBe(join(corpus, 'intents/gift-cards.yaml'));
    expect(readFileSync(path, 'utf8')).toBe('intents:\n  - id: gift-cards\n    name: giftCards\n    utterances:\n      - do you sell gift cards\n');
    expect((await loadCorpus(corpus)).intents.map((i) => i.id)).toContain('gift-cards');
    await expect(addIntent(new CorpusFiles(root), corpus, root, null, { id: 'gift-cards', name: 'other' })).rejects.toMatchObject({ status: 409 });
    await expect(addIntent(new CorpusFiles(root), corpus, root, path, { id: 'other', name: 'orderStatus' })).rejects.toMatchObject({ status: 409 });
    await deleteIntent(new CorpusFiles(root), join(corpus, 'intents/cancel-order.yaml'), 'cancel-order');
    // Its own file held nothing else: gone, not left as `intents: []`.
    expect(existsSync(join(corpus, 'intents/cancel-order.yaml'))).toBe(false);
    // An intent beside others: only its lines go; the last of a file's intents takes the `intents` key with it.
    expect(applyDeleteIntent('locale: en\nintents:\n  - id: a\n    name: a\n    utterances: [x]\n', 'a')).toBe('locale: en\n');
  });

  it('an intent with no utterances is what nlu train reports, at the intent', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-edits-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    const file = join(root, 'corpus/intents.yaml');
    writeFileSync(file, applyAddIntent(TINY, { id: 'thanks', name: 'thanks' }));
    await expect(loadCorpus(join(root, 'corpus'))).rejects.toMatchObject({ issues: [{ path: 'intents[3]', message: 'intent "thanks" has no utterances: expected at least one' }] });
  });
});
