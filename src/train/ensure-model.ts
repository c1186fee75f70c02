import { readFile } from 'node:fs/promises';
import { loadCorpus } from '../corpus/load.js';
import { writeModelFile } from '../model/write.js';
import { ENGINE_VERSION, MODEL_FORMAT_VERSION } from '../version.js';
import { corpusHash } from './corpus-hash.js';
import { resolveDecision, tuneModelOn } from './decision-setting.js';
import { trainModel, type TrainOptions } from './train.js';

export type EnsureOutcome = 'up-to-date' | 'trained';

/**
 * Trains `corpusPath` into `modelPath` unless the model there was trained from this very corpus
 * by this engine and format version. Compares content hashes, not file times: a fresh clone gives
 * every file the same time.
 */
export async function ensureModel(modelPath: string, corpusPath: string, options: Pick<TrainOptions, 'onProgress'> = {}): Promise<EnsureOutcome> {
  const corpus = await loadCorpus(corpusPath);
  const hash = corpusHash(corpus);
  const current = await readHeader(modelPath);
  if (current && current.corpusHash === hash && current.formatVersion === MODEL_FORMAT_VERSION && current.engineVersion === ENGINE_VERSION) {
    return 'up-to-date';
  }
  // The corpus's own decision setting, as `nlu train` would use it.
  const { setting } = resolveDecision({}, corpus);
  const model = await trainModel(corpus, {
    ...options,
    ...(setting.threshold === undefined ? {} : { threshold: setting.threshold }),
    ...(setting.outOfScopeShare === undefined ? {} : { outOfScopeShare: setting.outOfScopeShare }),
  });
  if (setting.tuneOn !== undefined) await tuneModelOn(model, setting.tuneOn);
  await writeModelFile(modelPath, model);
  return 'trained';
}

async function readHeader(path: string): Promise<{ corpusHash?: unknown; formatVersion?: unknown; engineVersion?: unknown } | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null; // missing, unreadable or damaged: train a new one
  }
}
