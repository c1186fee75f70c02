import { stat } from 'node:fs/promises';
import type { Corpus } from '../corpus/types.js';
import { corpusHash } from './corpus-hash.js';
import type { DecisionOptions } from './decision-setting.js';

/**
 * What a long-lived trainer (the studio's training thread) wrote last: a training asked with nothing changed (the
 * same corpus content, decision setting and model path, the file as it was written) keeps that model instead of
 * training it again, as the same code would give the same model (training is deterministic; only createdAt differs).
 * A decision tuned on a file is always trained again: that file may have changed.
 */
export class LastTraining {
  private last: { key: string; path: string; stamp: string; summary: string[] } | null = null;

  /** The key of a training's inputs; null when they cannot be compared (a tuning file). */
  static key(corpus: Corpus, setting: DecisionOptions): string | null {
    return setting.tuneOn === undefined ? `${corpusHash(corpus)} ${JSON.stringify(setting)}` : null;
  }

  /** The last training's summary lines when it had the same inputs and its model file is still as written; else null. */
  async unchanged(key: string | null, path: string): Promise<string[] | null> {
    const last = this.last;
    if (key === null || last === null || last.key !== key || last.path !== path) return null;
    return (await stampOf(path)) === last.stamp ? last.summary : null;
  }

  async remember(key: string | null, path: string, summary: string[]): Promise<void> {
    this.last = key === null ? null : { key, path, stamp: await stampOf(path), summary };
  }
}

async function stampOf(path: string): Promise<string> {
  try {
    const s = await stat(path);
    return `${s.mtimeMs} ${s.size} ${s.ino}`;
  } catch {
    return 'missing';
  }
}
