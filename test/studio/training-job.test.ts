import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

  it('after a small edit loads a quick model first, then the full one, which is the draft it leaves', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-training-job-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    const drafts: Array<{ keptFrom?: { changed: number } }> = [];
    const seen: TrainingStatus[] = [];
    const job = new TrainingJob({ root, corpusPath: 'corpus', modelPath: 'models/draft.json', onTrained: async () => {
      drafts.push((JSON.parse(readFileSync(join(root, 'models/draft.json'), 'utf8')) as { decision: { keptFrom?: { changed: number } } }).decision);
      seen.push(job.current);
    } });
    jobs.push(job);
    job.start();
    expect(await finished(job)).toMatchObject({ state: 'done', quick: null });
    expect(drafts.map((d) => d.keptFrom)).toEqual([undefined]);
    // One utterance added to the greetings, as the corpus page or the Inbox writes it.
    const file = join(root, 'corpus', 'intents.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('      - hiya\n', '      - hiya\n      - howdy\n'));
    job.start();
    const done = await finished(job);
    expect(done, done.message).toMatchObject({ state: 'done', reused: false, quick: { changed: 1 } });
    expect(Number.isFinite(done.quick!.seconds)).toBe(true);
    // The quick model was loaded while the job still ran; the full one after it, and the draft left is the full one.
    expect(drafts.slice(1).map((d) => d.keptFrom?.changed)).toEqual([1, undefined]);
    expect(seen[1]).toMatchObject({ state: 'running', quick: null });
    expect(done.message).toMatch(/^trained 3 intents from 20 utterances .* → models\/draft\.json/m);
    // Nothing changed since: the full model is kept, no quick one.
    job.start();
    expect(await finished(job)).toMatchObject({ state: 'done', reused: true, quick: null });
    expect(drafts).toHaveLength(4);
  });
});
