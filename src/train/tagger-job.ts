import type { MessagePort } from 'node:worker_threads';
import type { Corpus } from '../corpus/types.js';
import type { PackedTagger } from '../model/schema.js';
import { packTagger } from '../model/pack-tagger.js';
import { textPipeline } from '../text/languages.js';
import { trainEntityTagger } from '../entities/tagger/train-entity-tagger.js';
import type { TaggerTrainingOptions } from '../entities/tagger/train-tagger.js';

/** The slot tagger of a corpus as the model file keeps it (null: nothing annotated); the same on any thread. */
export function trainPackedTagger(corpus: Corpus, options: TaggerTrainingOptions, onEpoch?: (epoch: number, epochs: number) => void): PackedTagger | null {
  const state = trainEntityTagger(corpus, options, onEpoch);
  return state && packTagger(state, 0, textPipeline(corpus.locale).tokenize);
}

export interface TaggerJob {
  corpus: Corpus;
  options: TaggerTrainingOptions;
}

/** What a tagger worker sends: progress as it goes, then its tagger or its error. */
export type TaggerJobMessage =
  | { type: 'progress'; epoch: number; epochs: number }
  | { type: 'done'; tagger: PackedTagger | null }
  | { type: 'error'; message: string; stack?: string };

/** The worker's side (parallel-tagger.ts starts it): trains, reporting each epoch, and posts the result. */
export function runTaggerJob(job: TaggerJob, port: MessagePort): void {
  const post = (message: TaggerJobMessage) => port.postMessage(message);
  try {
    post({ type: 'done', tagger: trainPackedTagger(job.corpus, job.options, (epoch, epochs) => post({ type: 'progress', epoch, epochs })) });
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    post({ type: 'error', message: e.message, ...(e.stack ? { stack: e.stack } : {}) });
  }
}
