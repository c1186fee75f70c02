/**
 * A new intent from recorded messages: written with the first as its first utterance, then every message through
 * Assign's path (corpus, then label); what a failure leaves is finished by assigning to the intent now there.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CorpusFiles } from '../../src/studio/corpus-files.js';
import { describe, expect, it } from 'vitest';
import { assignEach, engineReading } from '../../src/studio/inbox-assign.js';
import { newIntentFromMessages } from '../../src/studio/inbox-new-intent.js';
import type { TrafficStore } from '../../src/traffic/store.js';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import { message } from '../traffic/fixtures.js';

const read = (text: string) => engineReading(null, new Set(), text);

async function project(texts: string[]) {
  const root = mkdtempSync(join(tmpdir(), 'nlu-inbox-new-intent-'));
  cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
  const store = SqliteTrafficStore.open(':memory:');
  await store.add(texts.map((text) => message({ text, matched: false })));
  return { root, corpusPath: join(root, 'corpus'), store, file: (name: string) => readFileSync(join(root, 'corpus', name), 'utf8') };
}

/** A store whose second label() fails, as a database that went away midway would. */
function failingSecondLabel(store: TrafficStore): TrafficStore {
  let calls = 0;
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key === 'label') {
        return async (...args: Parameters<TrafficStore['label']>) => {
          if (++calls === 2) throw new Error('the database is gone');
          return target.label(...args);
        };
      }
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('a new intent from recorded messages', () => {
  it('skips pruned messages, lands identical statements once, and labels every message found', async () => {
    const { root, corpusPath, store, file } = await project(['refund my money', 'Refund my money', 'i want my money back']);
    const made = await newIntentFromMessages({ root, corpusPath, files: new CorpusFiles(root), store }, read, { id: 'refund', name: 'refund', path: null, ids: [9, 1, 2, 3] });
    expect(made).toEqual({ file: join(corpusPath, 'refund.yaml'), assigned: 3, utterances: 2 });
    expect(file('refund.yaml')).toBe('intents:\n  - id: refund\n    name: refund\n    utterances:\n      - refund my money\n      - i want my money back\n');
    for (const id of [1, 2, 3]) expect((await store.get(id))!.label?.intent).toBe('refund');
  });

  it('writes nothing when none of the messages is still recorded', async () => {
    const { root, corpusPath, store, file } = await project(['refund my money']);
    const before = file('intents.yaml');
    await expect(newIntentFromMessages({ root, corpusPath, files: new CorpusFiles(root), store }, read, { id: 'refund', name: 'refund', path: join(corpusPath, 'intents.yaml'), ids: [5, 6] })).rejects.toThrow(/found none with id 5, 6/);
    expect(file('intents.yaml')).toBe(before);
  });

  it('after a label fails midway, assigning the rest to the intent now there finishes the job without duplicates', async () => {
    const { root, corpusPath, store, file } = await project(['refund my money', 'i want my money back', 'money back please']);
    const flaky = failingSecondLabel(store);
    await expect(newIntentFromMessages({ root, corpusPath, files: new CorpusFiles(root), store: flaky }, read, { id: 'refund', name: 'refund', path: null, ids: [1, 2, 3] })).rejects.toThrow(/database is gone/);
    const partial = file('refund.yaml');
    expect(partial).toBe('intents:\n  - id: refund\n    name: refund\n    utterances:\n      - refund my money\n      - i want my money back\n');
    expect((await store.get(2))!.label).toBeNull();
    expect(await assignEach({ root, corpusPath, files: new CorpusFiles(root), store }, read, [2, 3], { intentId: 'refund' })).toEqual({ assigned: 2, landed: 1 });
    expect(file('refund.yaml')).toBe(`${partial}      - money back please\n`);
    for (const id of [1, 2, 3]) expect((await store.get(id))!.label?.intent).toBe('refund');
  });
});
