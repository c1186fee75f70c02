import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrafficRecorder, type RecorderOptions } from '../../src/traffic/recorder.js';
import { SqliteTrafficStore } from '../../src/traffic/stores/sqlite-traffic-store.js';
import type { NewTrafficMessage } from '../../src/traffic/message.js';
import type { UnderstandDetails } from '../../src/types.js';
import { tempDir } from '../helpers.js';

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
    expect(errors).toEqual(['could not store 1 recorded messages; retrying in 1 s']);
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
    expect(errors).toContain('dropped 3 recorded messages in all: more than 2 were waiting for the store');
  });

  it('says at the first drop that it is dropping, not only once the store is back, and counts every drop (issue 33, item 2)', async () => {
    const { store, recorder, errors } = setup({ maxQueued: 2 });
    store.failing = true;
    for (let k = 0; k < 2; k++) recorder.record(`m${k}`, details(), MODEL);
    expect(errors).toEqual([]);
    recorder.record('m2', details(), MODEL);
    expect(errors).toEqual(['dropping recorded messages: 2 are waiting for the store, the most it keeps']);
    recorder.record('m3', details(), MODEL);
    await recorder.flush();
    expect(errors.at(-1)).toBe('could not store 2 recorded messages; retrying in 1 s; dropped 1 more since the last line (queue full)');
    expect(recorder.status()).toMatchObject({ state: 'failing', queued: 2, stored: 0, dropped: 2, setAside: 0, lastError: 'disk is gone' });
    await recorder.close();
  });

  it('reports its state: failing with since when, the last error and the next try, then recording again with the counts', async () => {
    const { store, recorder, time } = setup();
    expect(recorder.status()).toEqual({ state: 'recording', queued: 0, stored: 0, dropped: 0, setAside: 0, failingSince: null, lastError: null, nextRetry: null });
    store.failing = true;
    recorder.record('a', details(), MODEL);
    await recorder.flush();
    expect(recorder.status()).toEqual({
      state: 'failing', queued: 1, stored: 0, dropped: 0, setAside: 0,
      failingSince: new Date(time()).toISOString(), lastError: 'disk is gone', nextRetry: new Date(time() + 1000).toISOString(),
    });
    store.failing = false;
    await recorder.flush();
    expect(recorder.status()).toMatchObject({ state: 'recording', queued: 0, stored: 1, failingSince: null, lastError: null });
    await recorder.close();
    expect(recorder.status().state).toBe('closed');
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

/** A store whose add takes `ms` (fake timers) and fails while `failing`: retries can be counted. */
class SlowFailingStore extends FlakyStore {
  attempts = 0;
  override add = async (messages: readonly NewTrafficMessage[]) => {
    this.attempts += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (this.failing) throw new Error('connection refused');
    await this.inner.add(messages);
  };
}

describe('TrafficRecorder on a failing store (issue 33, items 2 and 6)', () => {
  afterEach(() => vi.useRealTimers());

  it('backs off exponentially, capped, however fast messages arrive: 60 a second for 13 s of outage try the store 5 times, not hundreds', async () => {
    vi.useFakeTimers();
    const store = new SlowFailingStore();
    store.failing = true;
    const errors: string[] = [];
    const recorder = new TrafficRecorder(store, { mask: false, maxMessages: 1000, maxDays: 30, onError: (_e, m) => errors.push(m), batchSize: 10, maxRetryMs: 4000 });
    for (let k = 0; k < 13 * 60; k++) {
      recorder.record(`m${k}`, details(), MODEL);
      await vi.advanceTimersByTimeAsync(1000 / 60);
    }
    // Tries at ~0, 1, 3 (1+2), 7 (+4) and 11 s (+4, the cap).
    expect(store.attempts).toBe(5);
    expect(errors.map((e) => e.replace(/\d+ recorded/, 'N recorded'))).toEqual([
      'could not store N recorded messages; retrying in 1 s',
      'could not store N recorded messages; retrying in 2 s',
      'could not store N recorded messages; retrying in 4 s',
      'could not store N recorded messages; retrying in 4 s',
      'could not store N recorded messages; retrying in 4 s',
    ]);
    // The store is back: the next retry stores everything that waited, and the delay starts over.
    store.failing = false;
    const recovered: string[] = [];
    (recorder as unknown as { options: { onRecovered: (m: string) => void } }).options.onRecovered = (m) => recovered.push(m);
    // The retry is due at 15 s; then 78 batches of 10, 50 ms each.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await store.inner.count()).toBe(13 * 60);
    expect(recovered).toHaveLength(1);
    expect(recorder.status()).toMatchObject({ state: 'recording', queued: 0, stored: 13 * 60 });
    vi.useRealTimers();
    await recorder.close();
  });
});

describe('TrafficRecorder with a row the store refuses (a real SQLite trigger)', () => {
  function storeRefusing(text: string): SqliteTrafficStore {
    const file = join(tempDir('nlu-rec-refuse-'), 'traffic.sqlite');
    SqliteTrafficStore.open(file).close();
    const db = new Database(file);
    db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON traffic_messages WHEN NEW.text = '${text}' BEGIN SELECT RAISE(ABORT, 'refused by a check'); END`);
    db.close();
    return SqliteTrafficStore.open(file);
  }

  it('stores the rest of the batch and every later batch, sets the bad row aside, logs it and counts it', async () => {
    const store = storeRefusing('poison');
    const errors: string[] = [];
    const recorder = new TrafficRecorder(store, { mask: false, maxMessages: 10_000, maxDays: 30, onError: (_e, m) => errors.push(m), batchSize: 50, flushDelayMs: 60_000 });
    recorder.record('before', details(), MODEL);
    recorder.record('poison', details(), MODEL);
    for (let k = 0; k < 500; k++) recorder.record(`after ${k}`, details(), MODEL);
    await recorder.flush();
    const stored = (await store.page({ afterId: 0, limit: 1000 })).map((m) => m.text);
    expect(stored).toHaveLength(501);
    expect(stored.slice(0, 2)).toEqual(['before', 'after 0']);
    expect(stored).not.toContain('poison');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^set aside 1 recorded message \(answered at .+, 6 characters\) that the store refused; 1 set aside since start$/);
    expect(recorder.status()).toMatchObject({ state: 'recording', queued: 0, stored: 501, setAside: 1 });
    await recorder.close();
  });

  it('sets aside a bad row that is alone in its batch too', async () => {
    const store = storeRefusing('poison');
    const recorder = new TrafficRecorder(store, { mask: false, maxMessages: 10_000, maxDays: 30, onError: () => {}, flushDelayMs: 60_000 });
    recorder.record('poison', details(), MODEL);
    await recorder.flush();
    recorder.record('next', details(), MODEL);
    await recorder.flush();
    expect((await store.page({ afterId: 0, limit: 10 })).map((m) => m.text)).toEqual(['next']);
    expect(recorder.status()).toMatchObject({ state: 'recording', setAside: 1 });
    await recorder.close();
  });
});