/** Reloading the served model: the new one replaces the old only once loaded and checked; a refused file changes nothing. */
import { describe, expect, it } from 'vitest';
import { NluError } from '../../src/errors.js';
import { ModelReloader, type ReloadLog } from '../../src/http/model-reloader.js';
import { UnderstanderSlot } from '../../src/http/readiness.js';
import type { Understanding } from '../../src/http/understanding.js';
import { fakeUnderstanding } from './support/harness.js';

const modelOf = (corpusHash: string): Understanding => ({ ...fakeUnderstanding, info: { ...fakeUnderstanding.info, corpusHash } });

function recordingLog(): ReloadLog & { lines: Array<{ level: string; fields: object; message: string }> } {
  const lines: Array<{ level: string; fields: object; message: string }> = [];
  return { lines, info: (fields, message) => lines.push({ level: 'info', fields, message }), error: (fields, message) => lines.push({ level: 'error', fields, message }) };
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ModelReloader', () => {
  it('serves the new model once it loads, and logs the old and new corpusHash at info', async () => {
    const old = modelOf('hash-old');
    const next = modelOf('hash-new');
    const slot = new UnderstanderSlot(old, () => {});
    const log = recordingLog();
    const reloader = new ModelReloader({ path: 'models/model.json', load: async () => next, slot, log });

    expect(await reloader.reload('SIGHUP')).toEqual({ reloaded: true, from: 'hash-old', to: 'hash-new' });
    expect(slot.get()).toBe(next);
    expect(reloader.reloads).toBe(1);
    expect(log.lines).toEqual([
      { level: 'info', fields: expect.objectContaining({ trigger: 'SIGHUP', oldCorpusHash: 'hash-old', newCorpusHash: 'hash-new' }), message: 'model reloaded: corpusHash hash-old -> hash-new' },
    ]);
  });

  it('keeps the old model when the file is refused, logs why, and forgets the refusal after a good reload', async () => {
    const old = modelOf('hash-old');
    const slot = new UnderstanderSlot(old, () => {});
    const log = recordingLog();
    const loads: Array<() => Promise<Understanding>> = [
      () => Promise.reject(new NluError('MODEL_VERSION_MISMATCH', 'expected model format version 11 in m.json, found 10: retrain it with this version of the engine')),
      async () => modelOf('hash-new'),
    ];
    const reloader = new ModelReloader({ path: 'm.json', load: () => loads.shift()!(), slot, log, now: () => new Date('2026-02-03T04:05:06Z') });

    const refused = await reloader.reload('file change');
    expect(refused).toEqual({
      reloaded: false,
      refused: { at: '2026-02-03T04:05:06.000Z', trigger: 'file change', errorCode: 'MODEL_VERSION_MISMATCH', message: 'expected model format version 11 in m.json, found 10: retrain it with this version of the engine' },
    });
    expect(slot.get()).toBe(old);
    expect(reloader.reloads).toBe(0);
    expect(reloader.lastRefused?.errorCode).toBe('MODEL_VERSION_MISMATCH');
    expect(log.lines[0]).toEqual({
      level: 'error',
      fields: expect.objectContaining({ errorCode: 'MODEL_VERSION_MISMATCH', corpusHash: 'hash-old' }),
      message: 'model reload refused (MODEL_VERSION_MISMATCH): expected model format version 11 in m.json, found 10: retrain it with this version of the engine; still serving the loaded model',
    });

    await reloader.reload('SIGHUP');
    expect(slot.get()?.info.corpusHash).toBe('hash-new');
    expect(reloader.lastRefused).toBeNull();
  });

  it('names an error without a code UNEXPECTED, and still keeps the old model', async () => {
    const old = modelOf('hash-old');
    const slot = new UnderstanderSlot(old, () => {});
    const reloader = new ModelReloader({ path: 'm.json', load: () => Promise.reject(new Error('out of memory')), slot, log: recordingLog() });
    expect(await reloader.reload('SIGHUP')).toMatchObject({ reloaded: false, refused: { errorCode: 'UNEXPECTED', message: 'out of memory' } });
    expect(slot.get()).toBe(old);
  });

  it('runs one reload at a time: requests during one join a single next run, which reads the file after it', async () => {
    const slot = new UnderstanderSlot(modelOf('v0'), () => {});
    const pending: Array<ReturnType<typeof deferred<Understanding>>> = [];
    const reloader = new ModelReloader({
      path: 'm.json',
      load: () => {
        const load = deferred<Understanding>();
        pending.push(load);
        return load.promise;
      },
      slot,
      log: recordingLog(),
    });

    const first = reloader.reload('file change');
    await Promise.resolve();
    expect(pending).toHaveLength(1);
    const second = reloader.reload('file change');
    const third = reloader.reload('SIGHUP');
    expect(third).toBe(second);
    // The second run waits for the first to finish before it reads the file.
    await Promise.resolve();
    expect(pending).toHaveLength(1);

    pending[0]!.resolve(modelOf('v1'));
    expect(await first).toEqual({ reloaded: true, from: 'v0', to: 'v1' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(modelOf('v2'));
    expect(await second).toEqual({ reloaded: true, from: 'v1', to: 'v2' });
    expect(slot.get()?.info.corpusHash).toBe('v2');
    expect(reloader.reloads).toBe(2);
  });
});
