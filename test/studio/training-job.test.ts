import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TrainingJob, type TrainingStatus } from '../../src/studio/training.js';

const jobs: TrainingJob[] = [];
afterEach(async () => { await Promise.all(jobs.splice(0).map((job) => job.close())); });

async function finished(job: TrainingJob): Promise<TrainingStatus> {
  while (job.running) await new Promise((done) => setTimeout(done, 100));
  return job.current;
}

describe('the studio\'s training thread', () => {
  it('keeps the last model while it is up, and once let go (idle) trains again on a new thread', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-training-job-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    let loaded = 0;
    const job = new TrainingJob({ root, corpusPath: 'corpus', modelPath: 'models/draft.json', onTrained: async () => { loaded++; } });
    jobs.push(job);
    expect(job.start()).toBe(true);
    expect(job.start()).toBe(false);
    expect(await finished(job)).toMatchObject({ state: 'done', reused: false });
    job.start();
    expect(await finished(job)).toMatchObject({ state: 'done', reused: true });
    await job.release();
    job.start();
    const again = await finished(job);
    expect(again, again.message).toMatchObject({ state: 'done', reused: false });
    expect(again.message).toMatch(/^trained 3 intents from 19 utterances .* → models\/draft\.json/m);
    expect(loaded).toBe(3);
  });
});
