import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { trainModel } from '../../src/train/train.js';
import { DEFAULT_INTENT_TRAINING } from '../../src/intent/train-intent-classifier.js';
import { FIXTURES, TINY_CORPUS } from '../helpers.js';

describe('training progress (issue 26, item 13)', () => {
  it('counts each stage up once, from 1 to its total, instead of restarting for each calibration split', async () => {
    const events: Array<{ stage: string; done: number; total: number }> = [];
    await trainModel(await loadCorpus(TINY_CORPUS), { parallel: false, onProgress: (stage, done, total) => events.push({ stage, done, total }) });
    const stages = [...new Set(events.map((e) => e.stage))];
    expect(stages).toEqual(['calibrating', 'intents', 'entities']);
    // The held-out shop set (11 intents, a fifth of the default corpus) has enough intents for the decision's
    // traffic-like folds: one step each.
    const folds: string[] = [];
    await trainModel(await loadCorpus(join(FIXTURES, 'shop-heldout.yaml')), { parallel: false, onProgress: (stage, done, total) => { if (stage === 'decision') folds.push(`${done}/${total}`); } });
    expect(folds).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
    for (const stage of stages) {
      const seen = events.filter((e) => e.stage === stage);
      expect(new Set(seen.map((e) => e.total)).size, stage).toBe(1);
      expect(seen.map((e) => e.done), stage).toEqual(Array.from({ length: seen[0]!.total }, (_, k) => k + 1));
    }
    // Calibration trains once per split (k folds on a small corpus): its one count spans them all.
    expect(events.find((e) => e.stage === 'calibrating')!.total).toBeGreaterThan(DEFAULT_INTENT_TRAINING.epochs);
  });
});
