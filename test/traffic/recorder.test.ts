import { describe, expect, it } from 'vitest';
import { TrafficRecorder, type RecorderOptions } from '../../src/traffic/recorder.js';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import type { NewTrafficMessage } from '../../src/traffic/message.js';
import type { UnderstandDetails } from '../../src/types.js';

const MODEL = { corpusHash: 'sha256:model', cutoff: 0.43 };
const DAY = 24 * 60 * 60 * 1000;

function details(overrides: Partial<UnderstandDetails> = {}): UnderstandDetails {
  return {
    intentId: 'order-status', intentName: 'orderStatus', confidence: 0.91, params: {}, matched: true, fullMatch: false,
    alternatives: [], entities: [], inScopeScore: 0.77, ...overrides,
  };
}

/** A real in-memory store that can be made to fail, and that remembers what it was given. */
class FlakyStore {
  failing = false;
  closed = false;
  readonly added: string[] = [];
  readonly inner = SqliteTrafficStore.open(':memory:');
  readonly kind = 'sqlite' as const;
  add = async (messages: readonly NewTrafficMessage[]) => {
    if (this.failing) throw new Error('disk is gone');
    await this.inner.add(messages);
    this.added.push(...messages.map((m) => m.text));
  };
  get = (id: number) => this.inner.get(id);
  list = this.inner.list.bind(this.inner);
  page = this.inner.page.bind(this.inner);
  label = this.inner.label.bind(this.inner);
  prune = this.inner.prune.bind(this.inner);
  count = () => this.inner.count();
  ping = () => this.inner.ping();
  close = async () => {
    this.closed = true;
    await this.inner.close();
  };
}

function setup(options: Partial<RecorderOptions> = {}) {
  const store = new FlakyStore();
  const errors: string[] = [];
  let time = 1_700_000_000_000;
  const recorder = new TrafficRecorder(store, {
    mask: false, maxMessages: 1000, maxDays: 30, now: () => time, onError: (_error, message) => errors.push(message), flushDelayMs: 60_000, ...options,
  });
  return { store, errors, recorder, advance: (ms: number) => (time += ms), time: () => time };
}

describe('TrafficRecorder', () => {
  it('stores the statement, the answer as details() gave it, the model and the time, once flushed', async () => {
    const { store, recorder, time } = setup();
    recorder.record('track order 784512', details({ params: { orderNumber: '784512' } }), MODEL);
    recorder.record('asdf', details({ intentId: null, intentName: null, matched: false, confidence: 0.1, unmatchedReason: 'nothing-known', inScopeScore: 0 }), MODEL);
    expect(await store.count()).toBe(0);
    await recorder.flush();
    const [matched, unmatched] = await store.page({ afterId: 0, limit: 10 });
    expect(matched).toMatchObject({
      time: time(), text: 'track order 784512', masked: false, corpusHash: 'sha256:model', cutoff: 0.43, label: null,
      answer: { intentId: 'order-status', intentName: 'orderStatus', confidence: 0.91, matched: true, params: { orderNumber: '784512' }, unmatchedReason: null, inScopeScore: 0.77 },
    });
    expect(unmatched?.answer).toEqual({ intentId: null, intentName: null, confidence: 0.1, matched: false, params: {}, unmatchedReason: 'nothing-known', inScopeScore: 0 });
  });

  it('with masking, masks the statement and the params alike', async () => {
    const { store, recorder } = setup({ mask: true });
    recorder.record('order 784512 for ann@example.com', details({ params: { orderNumber: '784512', email: 'ann@example.com' } }), MODEL);
    await recorder.flush();
    const [stored] = await store.page({ afterId: 0, limit: 1 });
    expect(stored).toMatchObject({ text: 'order 000000 for <email>', masked: true, answer: { params: { orderNumber: '000000', email: '<email>' } } });
  });

  it('writes a full batch without waiting for the delay', async () => {
    const { store, recorder } = setup({ batchSize: 3 });
    for (let k = 0; k < 3; k++) recorder.record(`m${k}`, details(), MODEL);
    await expect.poll(() => store.count()).toBe(3);
    await recorder.close();
  });

  it('reports a failing store instead of throwing, keeps the batch and stores it once the store is back', async () => {
    const { store, recorder, errors } = setup();
    store.failing = true;
    expect(() => recorder.record('kept for later', details(), MODEL)).not.toThrow();
    await recorder.flush();
    expect(errors).toEqual(['could not store 1 recorded messages; retrying in 5 s']);
    store.failing = false;
    await recorder.flush();
    expect((await store.page({ afterId: 0, limit: 10 })).map((m) => m.text)).toEqual(['kept for later']);
    await recorder.close();
  });

  it('drops and counts what is past maxQueued while the store is failing, so memory stays bounded', async () => {
    const { store, recorder, errors } = setup({ maxQueued: 2 });
    store.failing = true;
    for (let k = 0; k < 5; k++) recorder.record(`m${k}`, details(), MODEL);
    await recorder.flush();
    store.failing = false;
    await recorder.flush();
    expect((await store.page({ afterId: 0, limit: 10 })).map((m) => m.text)).toEqual(['m0', 'm1']);
    expect(errors).toContain('dropped 3 recorded messages: more than 2 were waiting for the store');
  });

  it('prunes to the count and the age after each batch', async () => {
    const { store, recorder, advance } = setup({ maxMessages: 2, maxDays: 30 });
    recorder.record('oldest', details(), MODEL);
    advance(31 * DAY);
    recorder.record('middle', details(), MODEL);
    await recorder.flush();
    expect((await store.page({ afterId: 0, limit: 10 })).map((m) => m.text)).toEqual(['middle']);
    for (const text of ['new 1', 'new 2']) recorder.record(text, details(), MODEL);
    await recorder.flush();
    expect((await store.page({ afterId: 0, limit: 10 })).map((m) => m.text)).toEqual(['new 1', 'new 2']);
  });

  it('on close, writes what is queued and closes the store; records nothing after', async () => {
    const { store, recorder } = setup();
    recorder.record('last words', details(), MODEL);
    await recorder.close();
    expect(store.added).toEqual(['last words']);
    expect(store.closed).toBe(true);
    expect(() => recorder.record('too late', details(), MODEL)).not.toThrow();
    await recorder.flush();
    expect(store.added).toEqual(['last words']);
  });
});
