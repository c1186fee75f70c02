import { describe, expect, it } from 'vitest';
import { resolveServeConfig, ServeConfigError } from '../../src/http/config.js';

describe('resolveServeConfig', () => {
  it('uses the embedded defaults', () => {
    const config = resolveServeConfig({}, {});
    expect(config).toMatchObject({
      modelPath: 'models/model.json',
      port: 3000,
      host: '127.0.0.1',
      redisUrl: undefined,
      referrerStore: 'data/referrers.sqlite',
      logLevel: 'info',
      limits: { bodyLimitBytes: 65536, maxQueryLength: 1000 },
      watchModel: false,
    });
    expect(config.tokens.map((t) => t.name)).toEqual(['sample']);
  });

  it('takes the environment, and flags over it', () => {
    const env = {
      PORT: '8080',
      HOST: '0.0.0.0',
      NLU_MODEL: 'm.json',
      NLU_SAMPLE_TOKEN: 'off',
      NLU_TOKENS: JSON.stringify([{ name: 'app', token: 'app-token-123456', ratePerSecond: 5 }]),
      NLU_REDIS_URL: 'redis://127.0.0.1:6379',
      NLU_REFERRER_STORE: 'postgres://u:p@127.0.0.1/db',
    };
    const fromEnv = resolveServeConfig({}, env);
    expect(fromEnv).toMatchObject({ port: 8080, host: '0.0.0.0', modelPath: 'm.json', redisUrl: 'redis://127.0.0.1:6379', referrerStore: 'postgres://u:p@127.0.0.1/db' });
    expect(fromEnv.tokens.map((t) => t.name)).toEqual(['app']);
    const fromFlags = resolveServeConfig({ port: 0, model: 'none', referrerStore: 'none', sampleToken: true }, env);
    expect(fromFlags).toMatchObject({ port: 0, modelPath: undefined, referrerStore: undefined });
    expect(fromFlags.tokens.map((t) => t.name)).toEqual(['sample', 'app']);
  });

  it('refuses a port out of range', () => {
    expect(() => resolveServeConfig({ port: 70000 }, {})).toThrow(ServeConfigError);
    expect(() => resolveServeConfig({}, { PORT: 'abc' })).toThrow(/expected a port/);
  });

  it('watches the model file when told to, by flag or NLU_WATCH_MODEL, and refuses to watch no model', () => {
    expect(resolveServeConfig({}, { NLU_WATCH_MODEL: 'on' }).watchModel).toBe(true);
    expect(resolveServeConfig({ watchModel: false }, { NLU_WATCH_MODEL: 'on' }).watchModel).toBe(false);
    expect(resolveServeConfig({ watchModel: true }, {}).watchModel).toBe(true);
    expect(() => resolveServeConfig({ watchModel: true, model: 'none' }, {})).toThrow('expected a model file to watch with --watch-model, found --model none');
  });

  it('records nothing unless asked; with --record, the defaults, the environment’s store and the flags', () => {
    expect(resolveServeConfig({}, {}).record).toBeUndefined();
    expect(resolveServeConfig({ record: true }, {}).record).toEqual({ store: 'data/traffic.sqlite', pgSchema: undefined, mask: false, maxMessages: 100_000, maxDays: 30 });
    const env = { NLU_TRAFFIC_STORE: 'postgres://u:p@127.0.0.1/db', NLU_TRAFFIC_PG_SCHEMA: 'bot' };
    expect(resolveServeConfig({ record: true }, env).record).toMatchObject({ store: 'postgres://u:p@127.0.0.1/db', pgSchema: 'bot' });
    expect(resolveServeConfig({ record: true, recordStore: 't.sqlite', recordMask: true, recordMaxMessages: 50, recordMaxDays: 0.5 }, env).record).toEqual({
      store: 't.sqlite', pgSchema: 'bot', mask: true, maxMessages: 50, maxDays: 0.5,
    });
  });

  it('refuses recording settings without --record, recording without a model, and limits that are no limits', () => {
    expect(() => resolveServeConfig({ recordMask: true }, {})).toThrow(new ServeConfigError('--record-mask needs --record (recording is off unless asked for)'));
    expect(() => resolveServeConfig({ recordMaxDays: 3 }, {})).toThrow(new ServeConfigError('--record-max-days needs --record (recording is off unless asked for)'));
    expect(() => resolveServeConfig({ record: true, model: 'none' }, {})).toThrow(new ServeConfigError('--record needs a model: with --model none nothing is answered to record'));
    expect(() => resolveServeConfig({ record: true, recordMaxMessages: 0 }, {})).toThrow(new ServeConfigError('expected --record-max-messages to be a whole number from 1, found 0'));
    expect(() => resolveServeConfig({ record: true, recordMaxMessages: 2.5 }, {})).toThrow(/whole number from 1, found 2.5/);
    expect(() => resolveServeConfig({ record: true, recordMaxDays: 0 }, {})).toThrow(new ServeConfigError('expected --record-max-days to be a number of days above 0, found 0'));
    expect(() => resolveServeConfig({ record: true, recordMaxDays: Number.NaN }, {})).toThrow(/found NaN/);
  });
});
