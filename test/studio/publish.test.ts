/** Publishing the draft: an atomic copy over the published model, refused without a draft or with one that does not load. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { ModelFile } from '../../src/model/schema.js';
import { writeModelFile } from '../../src/model/write.js';
import { modelIdentity, publishDraft, rollBack, sameModel } from '../../src/studio/publish.js';
import { PublishedVersions } from '../../src/studio/published-versions.js';
import { trainModel } from '../../src/training.js';

let model: ModelFile;
beforeAll(async () => { model = await trainModel(await loadCorpus('test/fixtures/tiny-corpus')); });

function paths(): { draft: string; published: string; versions: PublishedVersions } {
  const root = mkdtempSync(join(tmpdir(), 'nlu-publish-'));
  return { draft: join(root, '.nlu-studio', 'draft-model.json'), published: join(root, 'models', 'model.json'), versions: new PublishedVersions(root) };
}

describe('publishing the draft model', () => {
  it('copies the draft byte for byte into the published path (its folder made), leaving no temp file', async () => {
    const { draft, published, versions } = paths();
    await writeModelFile(draft, model);
    const identity = await publishDraft(draft, published, versions);
    expect(readFileSync(published, 'utf8')).toBe(readFileSync(draft, 'utf8'));
    expect(identity).toEqual({ corpusHash: model.corpusHash, createdAt: model.createdAt, intentCount: 3 });
    expect(readdirSync(join(published, '..'))).toEqual(['model.json']);
    expect(sameModel(await modelIdentity(published) as never, await modelIdentity(draft) as never)).toBe(true);
  });

  it('refuses when there is no draft, and when the draft does not load; the published model stays as it was', async () => {
    const { draft, published, versions } = paths();
    await expect(publishDraft(draft, published, versions)).rejects.toThrow(/expected a draft model to publish, found none: train first/);
    expect(existsSync(published)).toBe(false);
    await writeModelFile(published, model);
    const before = readFileSync(published, 'utf8');
    mkdirSync(join(draft, '..'), { recursive: true });
    for (const damaged of ['{"formatVersion": 1}', readFileSync(published, 'utf8').slice(0, 200)]) {
      writeFileSync(draft, damaged);
      await expect(publishDraft(draft, published, versions)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/expected a draft model that loads/) });
      expect(readFileSync(published, 'utf8')).toBe(before);
      expect(readdirSync(join(published, '..'))).toEqual(['model.json']);
    }
  });

  it('refuses a quick retraining\'s draft (its full training is still running): only a full training is published', async () => {
    const { draft, published, versions } = paths();
    await writeModelFile(published, model);
    const before = readFileSync(published, 'utf8');
    await writeModelFile(draft, { ...model, decision: { ...model.decision, keptFrom: { corpusHash: model.corpusHash, createdAt: model.createdAt, changed: 1 } } });
    await expect(publishDraft(draft, published, versions)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/expected a draft trained in full, found the quick retraining/) });
    expect(readFileSync(published, 'utf8')).toBe(before);
    await writeModelFile(draft, model);
    await expect(publishDraft(draft, published, versions)).resolves.toMatchObject({ corpusHash: model.corpusHash });
  });

  it('reads a model file\'s identity, says when there is none, and when it is not a model', async () => {
    const { draft, published } = paths();
    expect(await modelIdentity(draft)).toBeNull();
    await writeModelFile(published, model);
    expect(await modelIdentity(published)).toEqual({ corpusHash: model.corpusHash, createdAt: model.createdAt, intentCount: 3 });
    mkdirSync(join(draft, '..'), { recursive: true });
    writeFileSync(draft, 'not json');
    expect(await modelIdentity(draft)).toMatchObject({ problem: expect.stringMatching(/does not read as a model/) });
  });

  it('keeps each model it replaces (the last 5, once each) and rolls back to one, keeping the one it replaces', async () => {
    const { draft, published, versions } = paths();
    const trained = (n: number): ModelFile => ({ ...model, createdAt: `2030-01-0${n}T00:00:00.000Z` });
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      await writeModelFile(draft, trained(n));
      await publishDraft(draft, published, versions);
    }
    await publishDraft(draft, published, versions); // the same model again: nothing new to keep
    const kept = await versions.list();
    expect(kept.map((v) => v.identity.createdAt)).toEqual(['2030-01-06', '2030-01-05', '2030-01-04', '2030-01-03', '2030-01-02'].map((d) => `${d}T00:00:00.000Z`));
    expect((await modelIdentity(published) as { createdAt: string }).createdAt).toBe('2030-01-07T00:00:00.000Z');
    const back = await rollBack(kept[2]!.id, published, versions);
    expect(back.createdAt).toBe('2030-01-04T00:00:00.000Z');
    expect((await modelIdentity(published) as { createdAt: string }).createdAt).toBe('2030-01-04T00:00:00.000Z');
    expect((await versions.list())[0]!.identity.createdAt).toBe('2030-01-07T00:00:00.000Z');
    expect(readdirSync(join(published, '..'))).toEqual(['model.json']);
    await expect(rollBack('2030-01-01T00-00-00-000Z-abc', published, versions)).rejects.toMatchObject({ status: 404 });
    await expect(rollBack('../../models/model', published, versions)).rejects.toMatchObject({ status: 404 });
  });
});
