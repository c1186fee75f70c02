/**
 * Trained models shared across test files and runs. Training the default corpus takes 8-10 s of CPU (20-35 s on a
 * busy 2-core machine) and ~17 test files need it: each trained it again, and a long synchronous training in a
 * worker is also what let vitest's worker RPC time out ("Timeout calling onTaskUpdate"). Training is deterministic
 * (test/train/determinism.test.ts), so a model is kept on disk under a key made of everything it depends on:
 * every file of src/ (any change to the engine trains again), the corpus's content and the options. Nothing is
 * trusted by time or by name. A missing model is trained in a child process (train-for-cache.ts), written whole
 * then renamed, so a test file running beside reads none or all of it.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCorpus } from '../../src/corpus/load.js';
import type { Corpus } from '../../src/corpus/types.js';
import type { ModelFile } from '../../src/model/schema.js';
import { corpusHash } from '../../src/train/corpus-hash.js';
import type { TrainOptions } from '../../src/train/train.js';

const ROOT = join(import.meta.dirname, '..', '..');
/** Beside the other tools' caches; `rm -rf node_modules/.cache/nlu-test-models` starts afresh. */
export const MODEL_CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'nlu-test-models');
const TRAINER = join(import.meta.dirname, 'train-for-cache.ts');

let sources: string | undefined;

/** sha256 over every file of src/, by path and content (~2 MB: a few ms once per test file). */
function sourceHash(): string {
  if (sources) return sources;
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(relative(ROOT, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  walk(join(ROOT, 'src'));
  sources = hash.digest('hex');
  return sources;
}

type CacheableOptions = Omit<TrainOptions, 'onProgress' | 'now'>;

/** The model `trainModel(corpus, { ...options, now })` gives (a corpus or its path), from the disk cache when it has it. */
export async function cachedModel(corpusOrPath: Corpus | string, options: CacheableOptions = {}, now = new Date('2026-01-01T00:00:00Z')): Promise<ModelFile> {
  const corpus = typeof corpusOrPath === 'string' ? await loadCorpus(corpusOrPath) : corpusOrPath;
  // The corpus as loaded (its hash leaves out where it came from), and the options as given.
  const key = createHash('sha256').update(JSON.stringify([sourceHash(), corpusHash(corpus), options, now.toISOString()])).digest('hex').slice(0, 32);
  const file = join(MODEL_CACHE_DIR, `${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ModelFile;
  } catch {
    // Not there (or half written by a process that died): train it.
  }
  mkdirSync(MODEL_CACHE_DIR, { recursive: true });
  // Trained by a child process: this worker's event loop stays free meanwhile (train-for-cache.ts says why).
  const corpusFile = `${file}.${process.pid}.corpus.json`;
  writeFileSync(corpusFile, JSON.stringify(corpus));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', TRAINER, corpusFile, JSON.stringify(options), now.toISOString(), file], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
    if (code !== 0) throw new Error(`training for the test model cache failed (exit ${code}):\n${stderr}`);
  } finally {
    rmSync(corpusFile, { force: true });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as ModelFile;
}
