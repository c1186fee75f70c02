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
});
