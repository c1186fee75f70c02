import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { Corpus } from '../corpus/types.js';
import type { PackedTagger } from '../model/schema.js';
import type { TaggerTrainingOptions } from '../entities/tagger/train-tagger.js';
import type { TaggerJob, TaggerJobMessage } from './tagger-job.js';
import { annotatedEntities } from '../entities/tagger/tagger-examples.js';

/**
 * Below this many utterances the tagger trains in about a second or less, and a worker's start and loading of
 * the trainer (about 0.2 s from source: the tiny test corpus trained in 0.45 s on one thread, 0.65 s with a
 * worker) would eat much of the gain: it trains on the calling thread. On snips (13 084 utterances), the
 * worker saves about 13 % of the wall time (`nlu train --parallel` against `--no-parallel`, 4 paired runs under
 * farm-bench: 12.2 against 13.8 s): the tagger is most of the training.
 */
export const PARALLEL_TAGGER_MIN_UTTERANCES = 1000;

/** Whether trainModel() trains this corpus's tagger on a worker thread beside the intent classifier. */
export function taggerAside(corpus: Corpus, requested: boolean | undefined): boolean {
  if (requested !== undefined) return requested;
  // Nothing annotated: no tagger to train.
  if (annotatedEntities(corpus).length === 0) return false;
  const utterances = corpus.intents.reduce((n, intent) => n + intent.utterances.length, 0) + corpus.outOfScope.length;
  return utterances >= PARALLEL_TAGGER_MIN_UTTERANCES && availableParallelism() > 1;
}

/**
 * The worker's first code, as a CommonJS script (evaluated, so the built package needs no extra file): the
 * built job module is imported; from a TypeScript checkout (this file is .ts), tsx's require hook reads the
 * job module's source: the module hooks of `--import tsx` did not reach a worker under Node 20 (ERR_UNKNOWN_FILE_EXTENSION).
 */
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  let job;
  if (workerData.tsx) { require(workerData.tsx); job = require(workerData.module); }
  else job = await import(workerData.module);
  job.runTaggerJob(workerData.job, parentPort);
})().catch((error) => parentPort.postMessage({ type: 'error', message: String(error && error.message || error), stack: error && error.stack }));
`;

/** A tagger training on a worker thread (trainTaggerAside()). */
export interface TaggerAside {
  /** The tagger; a failure of the worker rejects it (handled: nothing is reported until it is awaited). */
  tagger(): Promise<PackedTagger | null>;
  /** Stops the worker (when the rest of training failed): its tagger is not needed. */
  cancel(): void;
}

/**
 * Trains the tagger on a worker thread (tagger-job.ts) while the caller's thread goes on, for the same
 * tagger as trainPackedTagger() gives: the classifier and the tagger need nothing of each other. Progress
 * arrives when the caller's thread is free to hear it (the classifier trains synchronously).
 */
export function trainTaggerAside(corpus: Corpus, options: TaggerTrainingOptions, onEpoch?: (epoch: number, epochs: number) => void): TaggerAside {
  const fromSource = import.meta.url.endsWith('.ts');
  const job = new URL(`./tagger-job.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  const module = fromSource ? fileURLToPath(job) : job.href;
  const tsx = fromSource ? createRequire(import.meta.url).resolve('tsx/cjs') : null;
  const work: TaggerJob = { corpus, options };
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { module, tsx, job: work } });
  const result = new Promise<PackedTagger | null>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    worker.on('message', (message: TaggerJobMessage) => {
      if (message.type === 'progress') onEpoch?.(message.epoch, message.epochs);
      else if (message.type === 'done') settle(() => resolve(message.tagger));
      else settle(() => reject(Object.assign(new Error(`training the entity tagger failed: ${message.message}`), message.stack ? { cause: message.stack } : {})));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`the entity tagger's worker stopped (exit code ${code}) before sending its tagger`))));
  });
  // Awaited only once the classifier is trained: until then a rejection must not count as unhandled.
  result.catch(() => {});
  return { tagger: () => result, cancel: () => void worker.terminate() };
}
