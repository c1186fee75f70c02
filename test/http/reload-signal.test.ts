/** SIGHUP: reload the model, also when it comes during start-up; say so when there is nothing to reload. */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { ReloadTrigger } from '../../src/http/model-reloader.js';
import { reloadOnHangup } from '../../src/http/reload-signal.js';
import type { RunningServer } from '../../src/http/start.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('reloadOnHangup', () => {
  it('reloads on SIGHUP, waits for a server still starting, and stops listening when asked', async () => {
    const source = new EventEmitter();
    const lines: string[] = [];
    const triggers: ReloadTrigger[] = [];
    let started: (server: RunningServer) => void = () => {};
    const starting = new Promise<RunningServer>((resolve) => (started = resolve));
    const stop = reloadOnHangup(starting, { source, print: (line) => lines.push(line) });

    source.emit('SIGHUP');
    await settle();
    expect(triggers).toEqual([]);
    started({ reload: async (trigger: ReloadTrigger) => (triggers.push(trigger), { reloaded: true, from: 'a', to: 'b' }) } as unknown as RunningServer);
    await settle();
    expect(triggers).toEqual(['SIGHUP']);
    expect(lines).toEqual(['nlu serve: SIGHUP, reloading the model']);

    stop();
    expect(source.listenerCount('SIGHUP')).toBe(0);
  });

  it('says there is nothing to reload with --model none', async () => {
    const source = new EventEmitter();
    const lines: string[] = [];
    reloadOnHangup(Promise.resolve({ reload: null } as unknown as RunningServer), { source, print: (line) => lines.push(line) });
    source.emit('SIGHUP');
    await settle();
    expect(lines).toEqual(['nlu serve: SIGHUP, but there is no model file to reload (--model none)']);
  });
});
