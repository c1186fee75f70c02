/**
 * Assigning a recorded message: the corpus first, then the label, so a failure at either step leaves the two
 * consistent and a retry neither adds the statement twice nor leaves it unlabelled.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CorpusFiles } from '../../src/studio/corpus-files.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { CorpusEditError } from '../../src/studio/corpus-document.js';
import { assignMessage, engineReading } from '../../src/studio/inbox-assign.js';
import { exportLines } from '../../src/traffic/export.js';
import type { TrafficStore } from '../../src/traffic/store.js';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import { trainModel } from '../../src/training.js';
import { Understander } from '../../src/understander.js';
import { message } from '../traffic/fixtures.js';

async function project(texts: string[]): Promise<{ root: string; corpusPath: string; store: TrafficStore; intents: () => string }> {
  const root = mkdtempSync(join(tmpdir(), 'nlu-inbox-assign-'));
  cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
  const store = SqliteTrafficStore.open(':memory:');
  await store.add(texts.map((text) => message({ text, matched: false })));
  return { root, corpusPath: join(root, 'corpus'), store, intents: () => readFileSync(join(root, 'corpus', 'intents.yaml'), 'utf8') };
}

/** A store whose next label() fails, as a database that went away would. */
function failingLabelOnce(store: TrafficStore): TrafficStore {
  let fail = true;
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key === 'label') {
        return async (...args: Parameters<TrafficStore['label']>) => {
          if (fail) { fail = false; throw new Error('the database is gone'); }
          return target.label(...args);
        };
      }
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('assigning a recorded message', () => {
  it('lands the statement under the intent and labels the message with the intent\'s name', async () => {
    const { root, corpusPath, store, intents } = await project(['where did my parcel go']);
    const result = await assignMessage({ root, corpusPath, files: new CorpusFiles(root), store }, 1, { intentId: 'order-status' }, 'where did my parcel go');
    expect(result.landed).toEqual({ file: 'corpus/intents.yaml', intentId: 'order-status', index: 6 });
    expect(result.message.label?.intent).toBe('orderStatus');
    expect(intents()).toContain('      - is order [553201](orderNumber) on its way\n      - where did my parcel go\n');
    expect((await loadCorpus(corpusPath)).intents.find((i) => i.id === 'order-status')!.utterances.at(-1)!.text).toBe('where did my parcel go');
  });

  it('after a failed label, the retry finds the statement already landed and only labels: never twice in the corpus', async () => {
    const { root, corpusPath, store, intents } = await project(['where did my parcel go']);
    const flaky = failingLabelOnce(store);
    await expect(assignMessage({ root, corpusPath, files: new CorpusFiles(root), store: flaky }, 1, { intentId: 'order-status' }, 'where did my parcel go')).rejects.toThrow(/database is gone/);
    const once = intents();
    expect(once.match(/where did my parcel go/g)).toHaveLength(1);
    expect((await store.get(1))!.label).toBeNull();
    const retry = await assignMessage({ root, corpusPath, files: new CorpusFiles(root), store: flaky }, 1, { intentId: 'order-status' }, 'where did my parcel go');
    expect(retry.landed).toBeNull();
    expect(retry.message.label?.intent).toBe('orderStatus');
    expect(intents()).toBe(once);
  });

  it('labels nothing when the statement does not land (an unknown intent, a bad annotation, a message that is gone)', async () => {
    const { root, corpusPath, store, intents } = await project(['where did my parcel go']);
    const before = intents();
    await expect(assignMessage({ root, corpusPath, files: new CorpusFiles(root), store }, 1, { intentId: 'no-such-intent' }, 'where did my parcel go')).rejects.toThrow(/no intent with id "no-such-intent"/);
    await expect(assignMessage({ root, corpusPath, files: new CorpusFiles(root), store }, 1, { intentId: 'order-status' }, 'where did [my parcel go')).rejects.toThrow(CorpusEditError);
    await expect(assignMessage({ root, corpusPath, files: new CorpusFiles(root), store }, 7, { intentId: 'order-status' }, 'where did my parcel go')).rejects.toThrow(/no message with id 7/);
    expect((await store.get(1))!.label).toBeNull();
    expect(intents()).toBe(before);
  });

  it('marks a message out of scope: an out-of-scope example, labelled null, exported as intent null', async () => {
    const { root, corpusPath, store } = await project(['cancel my subscription', 'where did my parcel go']);
    await assignMessage({ root, corpusPath, files: new CorpusFiles(root), store }, 1, { outOfScope: true }, 'cancel my subscription');
    await assignMessage({ root, corpusPath, files: new CorpusFiles(root), store }, 2, { intentId: 'order-status' }, 'where did my parcel go');
    expect((await loadCorpus(corpusPath)).outOfScope.map((u) => u.text)).toContain('cancel my subscription');
    const lines: string[] = [];
    for await (const line of exportLines(store, 'labelled')) lines.push(line);
    expect(lines).toEqual(['{"text":"cancel my subscription","intent":null}', '{"text":"where did my parcel go","intent":"orderStatus"}']);
  });
});

describe('what the engine makes of a message', () => {
  let model: Understander;
  beforeAll(async () => { model = Understander.fromModel(await trainModel(await loadCorpus('test/fixtures/tiny-corpus'))); });

  it('annotates the corpus\'s entities as written, and guesses the best intent even when unmatched', async () => {
    const entities = new Set(['vendor', 'title', 'toPrice', 'orderNumber']);
    expect(await engineReading(model, entities, 'is order 553201 on its way')).toEqual({ intentId: 'order-status', annotated: 'is order [553201](orderNumber) on its way' });
    expect((await engineReading(model, entities, 'show me Nikes')).annotated).toBe('show me [Nikes](vendor)');
    expect((await engineReading(model, entities, 'where did my parcel go')).intentId).toBe('order-status');
  });

  it('leaves entities the corpus does not declare unannotated, and escapes brackets so the statement lands as written', async () => {
    expect((await engineReading(model, new Set(), 'is order 553201 on its way')).annotated).toBe('is order 553201 on its way');
    expect((await engineReading(model, new Set(['orderNumber']), 'order [553201] please')).annotated).toBe('order \\[[553201](orderNumber)\\] please');
    expect(await engineReading(null, new Set(), 'a [b]')).toEqual({ intentId: null, annotated: 'a \\[b\\]' });
  });
});
