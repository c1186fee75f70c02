import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readModelFile, parseModel } from '../../src/model/read.js';
import { writeModelFile } from '../../src/model/write.js';
import { Understander } from '../../src/understander.js';
import { tempDir, trainedModel } from '../helpers.js';
import { MODEL_FORMAT_VERSION } from '../../src/version.js';
import { packBlob, unpackBlob } from '../../src/model/blob.js';
import { packExactMatches } from '../../src/model/exact-matches.js';

describe('model file', () => {
  it('round-trips through an atomic write', async () => {
    const model = await trainedModel();
    const path = join(tempDir(), 'sub', 'model.json');
    await writeModelFile(path, model);
    expect(await readModelFile(path)).toEqual(model);
    expect(readdirSync(join(path, '..'))).toEqual(['model.json']);
  });

  it.each([
    ['a missing file', null, 'MODEL_NOT_FOUND'],
    ['an empty file', '', 'MODEL_CORRUPT'],
    ['a truncated file', 'TRUNCATE', 'MODEL_CORRUPT'],
    ['JSON that is not a model', '{"hello": "world"}', 'MODEL_NOT_A_MODEL'],
    ['an array', '[1,2]', 'MODEL_NOT_A_MODEL'],
    ['another format version', 'VERSION', 'MODEL_VERSION_MISMATCH'],
    ['the previous format version', 'PREVIOUS', 'MODEL_VERSION_MISMATCH'],
    ['a damaged field', 'DAMAGE', 'MODEL_CORRUPT'],
    ['a damaged number in a long array', 'NUMBERS', 'MODEL_CORRUPT'],
  ])('fails with a named error on %s', async (_name, content, code) => {
    const path = join(tempDir(), 'model.json');
    const model = await trainedModel();
    const text = JSON.stringify(model);
    if (content === 'TRUNCATE') writeFileSync(path, text.slice(0, text.length / 2));
    else if (content === 'VERSION') writeFileSync(path, JSON.stringify({ ...model, formatVersion: 99 }));
    else if (content === 'PREVIOUS') writeFileSync(path, JSON.stringify({ ...model, formatVersion: MODEL_FORMAT_VERSION - 1 }));
    else if (content === 'DAMAGE') writeFileSync(path, JSON.stringify({ ...model, threshold: 'high', intents: 3 }));
    else if (content === 'NUMBERS') writeFileSync(path, JSON.stringify({ ...model, exactMatches: { ...model.exactMatches, intents: [...model.exactMatches.intents.slice(1), 0.5] } }));
    else if (content !== null) writeFileSync(path, content);
    const error = await readModelFile(path).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NluError', code });
    expect((error as Error).message).toMatch(/expected|damaged/);
  });

  it('names weights that do not fit the vocabulary', async () => {
    const model = await trainedModel();
    const damaged = { ...model, classifier: { ...model.classifier, model: { ...model.classifier.model, weights: packBlob(new Uint8Array(3)) } } };
    expect(() => Understander.fromModel(damaged)).toThrow(expect.objectContaining({ code: 'MODEL_CORRUPT', message: expect.stringMatching(/damaged: expected \d+ int8 weights, found 3/) }));
  });

  it('refuses tagger features, bigrams or full-match hashes out of the order the runtime bisects', async () => {
    const model = await trainedModel();
    const swapped = (blob: string, width: 2 | 8) => {
      const bytes = new Uint8Array(unpackBlob(blob));
      const a = bytes.slice(0, width);
      bytes.copyWithin(0, width, 2 * width);
      bytes.set(a, width);
      return packBlob(bytes);
    };
    const tagger = model.tagger!;
    const damagedTagger = { ...model, tagger: { ...tagger, features: { ...tagger.features, first: swapped(tagger.features.first, 2) } } };
    expect(() => Understander.fromModel(damagedTagger)).toThrow(expect.objectContaining({ code: 'MODEL_CORRUPT', message: expect.stringMatching(/tagger features of .*: expected ascending order/) }));
    const hashes = { ...model, exactMatches: { ...model.exactMatches, hashes: swapped(model.exactMatches.hashes, 8) } };
    expect(() => Understander.fromModel(hashes)).toThrow(expect.objectContaining({ code: 'MODEL_CORRUPT', message: expect.stringMatching(/full-match hashes: expected ascending order/) }));
  });

  it('refuses damaged frame counts at load, not at the first statement that needs them', async () => {
    const model = await trainedModel();
    const damaged = { ...model, frames: { ...model.frames, counts: packBlob(new Uint8Array(1)) } };
    expect(() => Understander.fromModel(damaged)).toThrow(expect.objectContaining({ code: 'MODEL_CORRUPT' }));
  });

  it('names the damaged fields', () => {
    expect(() => parseModel({ kind: 'nlu-engine-model', formatVersion: MODEL_FORMAT_VERSION })).toThrow(/damaged: \d+ fields not as expected \(first: [a-zA-Z]+: expected/);
  });

  it('never leaves a half-written model when the writer is killed mid-write', async () => {
    const dir = tempDir();
    const path = join(dir, 'model.json');
    const model = await trainedModel();
    // A big model makes each write take long enough to be interrupted.
    const big = { ...model, exactMatches: packExactMatches(Object.fromEntries(Array.from({ length: 400_000 }, (_, i) => [`statement number ${i}`, 0]))) };
    await writeModelFile(path, model);
    const fixture = join(dir, 'big.json');
    writeFileSync(fixture, JSON.stringify(big));
    const writer = join(import.meta.dirname, 'write-forever.ts');
    for (let round = 0; round < 3; round++) {
      const child = spawn(process.execPath, ['--import', 'tsx', writer, fixture, path], { stdio: 'ignore' });
      await new Promise((r) => setTimeout(r, 400 + round * 150));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      const content = readFileSync(path, 'utf8');
      expect(() => parseModel(JSON.parse(content))).not.toThrow();
    }
    expect(existsSync(path)).toBe(true);
  });
});
