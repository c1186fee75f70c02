/** Publishing the draft: an atomic copy over the published model, refused without a draft or with one that does not load. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { ModelFile } from '../../src/model/schema.js';
import { writeModelFile } from '../../src/model/write.js';
import { modelIdentity, publishDraft, sameModel } from '../../src/studio/publish.js';
import { trainModel } from '../../src/training.js';

let model: ModelFile;
beforeAll(async () => { model = await trainModel(await loadCorpus('test/fixtures/tiny-corpus')); });

function paths(): { draft: string; published: string } {
  const root = mkdtempSync(join(tmpdir(), 'nlu-publish-'));
  return { draft: join(root, '.nlu-studio', 'draft-model.json'), published: join(root, 'models', 'model.json') };
}

describe('publishing the draft model', () => {
  it('copies the draft byte for byte into the published path (its folder made), leaving no temp file', async () => {
    const { draft, published } = paths();
    await writeModelFile(draft, model);
    const identity = await publishDraft(draft, published);
    expect(readFileSync(published, 'utf8')).toBe(readFileSync(draft, 'utf8'));
    expect(identity).toEqual({ corpusHash: model.corpusHash, createdAt: model.createdAt, intentCount: 3 });
    expect(readdirSync(join(published, '..'))).toEqual(['model.json']);
    expect(sameModel(await modelIdentity(published) as never, await modelIdentity(draft) as never)).toBe(true);
  });

  it('refuses when there is no draft, and when the draft does not load; the published model stays as it was', async () => {
    const { draft, published } = paths();
    await expect(publishDraft(draft, published)).rejects.toThrow(/expected a draft model to publish, found none: train first/);
    expect(existsSync(published)).toBe(false);
    await writeModelFile(published, model);
    const before = readFileSync(published, 'utf8');
    mkdirSync(join(draft, '..'), { recursive: true });
    for (const damaged of ['{"formatVersion": 1}', readFileSync(published, 'utf8').slice(0, 200)]) {
      writeFileSync(draft, damaged);
      await expect(publishDraft(draft, published)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/expected a draft model that loads/) });
      expect(readFileSync(published, 'utf8')).toBe(before);
      expect(readdirSync(join(published, '..'))).toEqual(['model.json']);
    }
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
});
