import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAnnotatedUtterance } from '../src/corpus/annotation.js';
import type { Example } from '../src/corpus/types.js';
import type { ModelFile } from '../src/model/schema.js';
import { cachedModel } from './support/model-cache.js';

export const FIXTURES = join(import.meta.dirname, 'fixtures');
export const TINY_CORPUS = join(FIXTURES, 'tiny-corpus');
export const DEFAULT_CORPUS = join(import.meta.dirname, '..', 'corpus');

export function tempDir(prefix = 'nlu-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

const trained = new Map<string, Promise<ModelFile>>();

/**
 * A corpus trained once per test file, and once per change of the engine's source across files and runs
 * (support/model-cache.ts): training is deterministic, so sharing is safe.
 */
export async function trainedModel(corpusPath: string = TINY_CORPUS): Promise<ModelFile> {
  let model = trained.get(corpusPath);
  if (!model) {
    model = cachedModel(corpusPath, {}, new Date('2026-01-01T00:00:00Z'));
    trained.set(corpusPath, model);
  }
  return model;
}

/** An utterance written as in a corpus file ("show me [Nike](vendor) shoes"), parsed; throws on a malformed one. */
export function annotated(text: string): Example {
  const parsed = parseAnnotatedUtterance(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
