/** The one contract every TrafficStore backend passes (SQLite and PostgreSQL both run it). */
import { afterAll, describe, expect, it } from 'vitest';
import type { TrafficMessage } from '../../src/traffic/message.js';
import type { TrafficStore } from '../../src/traffic/store.js';
import { message } from './fixtures.js';

export interface TrafficStoreHarness {
  /** A new, empty store each call. */
  open(): Promise<TrafficStore>;
  cleanup(): Promise<void>;
}

const texts = (messages: TrafficMessage[]) => messages.map((m) => m.text);

export function runTrafficStoreContract(name: string, harness: () => TrafficStoreHarness): void {
  describe(`TrafficStore contract: ${name}`, () => {
    const h = harness();
    const opened: TrafficStore[] = [];
    const fresh = async () => {
      const store = await h.open();
      opened.push(store);
      return store;
    };
    afterAll(async () => {
      for (const store of opened) await store.close();
      await h.cleanup();
    });

    it('gives back a stored message exactly, unicode, params and the unmatched reason included', async () => {
      const store = await fresh();
      const matched = { ...message({ text: 'Größe 42 für 日本語 👟 "quoted" \\ back', params: { size: '42', vendor: 'Nike' }, score: 0.61 }), masked: true };
      const unmatched = message({ text: 'asdf', matched: false, score: 0.125 });
      await store.add([matched, unmatched]);
      const [first, second] = await store.page({ afterId: 0, limit: 10 });
      expect(first).toEqual({ ...matched, id: first!.id, label: null });
      expect(second).toEqual({ ...unmatched, id: second!.id, label: null });
      expect(second!.id).toBeGreaterThan(first!.id);
      expect(await store.get(first!.id)).toEqual(first);
      expect(await store.get(second!.id + 1000)).toBeUndefined();
      expect(await store.count()).toBe(2);
    });

    it('stores a batch whole or not at all, and says when a row was refused for its data', async () => {
      const store = await fresh();
      await store.add([message({ text: 'kept' })]);
      const broken = { ...message(), text: null as unknown as string };
      await expect(store.add([message({ text: 'lost' }), broken])).rejects.toMatchObject({ code: 'TRAFFIC_ROW_REFUSED' });
      expect(texts(await store.page({ afterId: 0, limit: 10 }))).toEqual(['kept']);
    });

    it('stores any text: U+0000 and lone surrogates become U+FFFD, counted in replacedCharacters (issue 33, item 2)', async () => {
      const store = await fresh();
      const hostile = message({ text: 'where\u0000 is my order \uD83D', params: { orderNumber: '78\u0000\uDC00' } });
      const clean = message({ text: 'emoji 👟 stays' });
      await store.add([hostile, clean]);
      const [stored, untouched] = await store.page({ afterId: 0, limit: 10 });
      expect(stored).toEqual({
        ...hostile, id: stored!.id, label: null, text: 'where\uFFFD is my order \uFFFD',
        answer: { ...hostile.answer, params: { orderNumber: '78\uFFFD\uFFFD' } }, replacedCharacters: 4,
      });
      expect(untouched).toEqual({ ...clean, id: untouched!.id, label: null });
    });

    it('lists the most useful first: unmatched, then the least in-scope score, then the newest', async () => {
      const store = await fresh();
      await store.add([
        message({ text: 'matched sure', score: 0.95 }),
        message({ text: 'unmatched low', matched: false, score: 0.05 }),
        message({ text: 'matched near the cutoff', score: 0.45 }),
        message({ text: 'unmatched higher', matched: false, score: 0.3 }),
        message({ text: 'unmatched low, newer', matched: false, score: 0.05 }),
        message({ text: 'matched middle', score: 0.7 }),
      ]);
      expect(texts(await store.list({ limit: 10 }))).toEqual([
        'unmatched low, newer',
        'unmatched low',
        'unmatched higher',
        'matched near the cutoff',
        'matched middle',
        'matched sure',
      ]);
      expect(texts(await store.list({ limit: 2 }))).toEqual(['unmatched low, newer', 'unmatched low']);
      expect(texts(await store.list({ limit: 10, unmatchedOnly: true }))).toEqual(['unmatched low, newer', 'unmatched low', 'unmatched higher']);
    });

    it('labels a message with an intent or as out of scope, replaces a label, and lists labelled ones only when asked', async () => {
      const store = await fresh();
      await store.add([message({ text: 'a', matched: false, score: 0.1 }), message({ text: 'b', matched: false, score: 0.2 }), message({ text: 'c' })]);
      const [a, b] = await store.page({ afterId: 0, limit: 10 });
      expect(await store.label(a!.id, 'greeting', 5000)).toEqual({ ...a, label: { intent: 'greeting', time: 5000 } });
      expect((await store.label(b!.id, null, 6000))?.label).toEqual({ intent: null, time: 6000 });
      expect((await store.label(b!.id, 'orderStatus', 7000))?.label).toEqual({ intent: 'orderStatus', time: 7000 });
      expect(await store.label(b!.id + 1000, null, 1)).toBeUndefined();
      expect(texts(await store.list({ limit: 10 }))).toEqual(['c']);
      expect(texts(await store.list({ limit: 10, includeLabelled: true }))).toEqual(['a', 'b', 'c']);
      expect((await store.get(a!.id))?.label).toEqual({ intent: 'greeting', time: 5000 });
    });

    it('pages oldest first after an id, all or only the labelled ones', async () => {
      const store = await fresh();
      await store.add(['one', 'two', 'three', 'four'].map((text) => message({ text })));
      const all = await store.page({ afterId: 0, limit: 10 });
      expect(texts(all)).toEqual(['one', 'two', 'three', 'four']);
      expect(texts(await store.page({ afterId: all[1]!.id, limit: 1 }))).toEqual(['three']);
      await store.label(all[3]!.id, null, 1);
      await store.label(all[0]!.id, 'x', 1);
      expect(texts(await store.page({ afterId: 0, limit: 10, labelledOnly: true }))).toEqual(['one', 'four']);
    });

    it('prunes the oldest beyond the count and everything before the age limit, labelled or not', async () => {
      const store = await fresh();
      await store.add([1, 2, 3, 4, 5, 6].map((k) => message({ text: `m${k}`, time: k * 1000 })));
      const [first] = await store.page({ afterId: 0, limit: 1 });
      await store.label(first!.id, 'x', 1);
      expect(await store.prune({ maxMessages: 100, before: 2500 })).toBe(2);
      expect(texts(await store.page({ afterId: 0, limit: 10 }))).toEqual(['m3', 'm4', 'm5', 'm6']);
      expect(await store.prune({ maxMessages: 3, before: 0 })).toBe(1);
      expect(texts(await store.page({ afterId: 0, limit: 10 }))).toEqual(['m4', 'm5', 'm6']);
      expect(await store.prune({ maxMessages: 3, before: 0 })).toBe(0);
      expect(await store.count()).toBe(3);
    });

    it("never gives a pruned message's id to a new one", async () => {
      const store = await fresh();
      await store.add([message({ text: 'old' })]);
      const [old] = await store.page({ afterId: 0, limit: 1 });
      await store.prune({ maxMessages: 1, before: Number.MAX_SAFE_INTEGER });
      expect(await store.count()).toBe(0);
      await store.add([message({ text: 'new' })]);
      const [added] = await store.page({ afterId: 0, limit: 1 });
      expect(added!.id).toBeGreaterThan(old!.id);
    });

    it('answers a ping while open', async () => {
      const store = await fresh();
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
