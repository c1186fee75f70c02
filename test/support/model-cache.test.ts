/** The test model cache gives exactly what training gives, and trains again when the corpus or the options differ. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { trainModel } from '../../src/train/train.js';
import { TINY_CORPUS } from '../helpers.js';
import { cachedModel, MODEL_CACHE_DIR } from './model-cache.js';

describe('the test model cache', () => {
  it('gives the model training gives, trained in a child process, then from the disk', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const corpus = await loadCorpus(TINY_CORPUS);
    // An option no other test uses, so this run misses the cache at first whatever ran before.
    const options = { outOfScopeShare: Math.round(Math.random() * 1e6) / 1e6 };
    const cached = await cachedModel(TINY_CORPUS, options, now);
    expect(cached).toEqual(await trainModel(corpus, { ...options, now }));
    expect(await cachedModel(corpus, options, now)).toEqual(cached);
    expect((await cachedModel(TINY_CORPUS, { outOfScopeShare: 0.25 }, now)).decision.outOfScopeShare).toBe(0.25);
    expect(readdirSync(MODEL_CACHE_DIR).filter((f) => f.endsWith('.tmp') || f.includes('.corpus.'))).toEqual([]);
  });
});
