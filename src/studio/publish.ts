/**
 * Publishing: the draft model Train wrote becomes the model servers load. The draft's bytes are copied to a
 * temp file beside the published model, loaded from there as a server would load them (a draft that does not
 * load is refused, and nothing changes), then renamed over the published file: a server watching it
 * (`nlu serve --watch-model`, which watches the folder and compares the file's inode) sees one complete new
 * file, never half of one.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Understander } from '../understander.js';
import { CorpusEditError } from './corpus-document.js';
import type { PublishedVersion, PublishedVersions } from './published-versions.js';
import type { ServerStatus } from './server-status.js';

/** What tells one trained model from another: the corpus it was trained on and when. */
export interface ModelIdentity {
  corpusHash: string;
  createdAt: string;
  intentCount: number;
}

/** What the Publish page shows: the two model files and which of them each server runs. */
export interface ModelFileState {
  /** Relative to the project folder. */
  file: string;
  identity: ModelIdentity | null;
  /** Why there is no identity: no file yet, or one that does not read. */
  problem: string | null;
}

export interface PublishState {
  draft: ModelFileState;
  published: ModelFileState;
  servers: Array<{ status: ServerStatus; runs: 'published' | 'draft' | 'other' | null }>;
  /** Models published before, kept for a roll back, the most recently replaced first. */
  versions: PublishedVersion[];
}

/** The identity written in a model file; null when there is no file, a problem when it cannot be read. */
export async function modelIdentity(path: string): Promise<ModelIdentity | { problem: string } | null> {
  if (!existsSync(path)) return null;
  try {
    const data = JSON.parse(await readFile(path, 'utf8')) as { corpusHash?: unknown; createdAt?: unknown; intents?: unknown };
    if (typeof data.corpusHash !== 'string' || typeof data.createdAt !== 'string') return { problem: 'expected a model file with corpusHash and createdAt, found neither' };
    return { corpusHash: data.corpusHash, createdAt: data.createdAt, intentCount: Array.isArray(data.intents) ? data.intents.length : 0 };
  } catch (error) {
    return { problem: `the file does not read as a model (${(error as Error).message})` };
  }
}

export function sameModel(a: { corpusHash: string; createdAt: string } | null, b: { corpusHash: string; createdAt: string } | null): boolean {
  return a !== null && b !== null && a.corpusHash === b.corpusHash && a.createdAt === b.createdAt;
}

/**
 * Copies the draft over the published model, atomically; refuses (409) when there is no draft or it does not load.
 * The model it replaces is kept first (published-versions.ts), so a click rolls back to it.
 */
export async function publishDraft(draftPath: string, publishedPath: string, versions: PublishedVersions): Promise<ModelIdentity> {
  let bytes: Buffer;
  try {
    bytes = await readFile(draftPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new CorpusEditError(409, 'expected a draft model to publish, found none: train first');
    throw error;
  }
  if (quickRetraining(bytes)) throw new CorpusEditError(409, 'expected a draft trained in full, found the quick retraining Train makes first after a small edit: publish when Train says its full training is done');
  return publishBytes(bytes, publishedPath, versions, (message) => `expected a draft model that loads, found one that does not (${message}): train again`);
}

/** A model whose decision was kept from an earlier training (quick-retrain.ts): never published. */
function quickRetraining(bytes: Buffer): boolean {
  try {
    return (JSON.parse(bytes.toString('utf8')) as { decision?: { keptFrom?: unknown } }).decision?.keptFrom !== undefined;
  } catch {
    // Not JSON: publishBytes() refuses it with the loader's own message.
    return false;
  }
}

/** Puts an earlier published model back (one of `versions`), as Publish puts a draft: checked, atomic, the current one kept. */
export async function rollBack(id: string, publishedPath: string, versions: PublishedVersions): Promise<ModelIdentity> {
  const bytes = await versions.read(id);
  return publishBytes(bytes, publishedPath, versions, (message) => `expected the kept model ${id} to load, found it does not (${message})`);
}

/** The bytes into a temp file beside the published model, loaded as a server would load them, then renamed over it. */
async function publishBytes(bytes: Buffer, publishedPath: string, versions: PublishedVersions, refusal: (message: string) => string): Promise<ModelIdentity> {
  await mkdir(dirname(publishedPath), { recursive: true });
  const temp = join(dirname(publishedPath), `.${basename(publishedPath)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temp, bytes);
    let loaded: Understander;
    try {
      loaded = await Understander.load(temp);
    } catch (error) {
      throw new CorpusEditError(409, refusal((error as Error).message));
    }
    const { corpusHash, createdAt, intents } = loaded.info;
    await versions.keep(publishedPath, { corpusHash, createdAt });
    await rename(temp, publishedPath);
    return { corpusHash, createdAt, intentCount: intents.length };
  } finally {
    await rm(temp, { force: true });
  }
}
