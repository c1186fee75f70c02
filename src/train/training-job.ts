import type { MessagePort } from 'node:worker_threads';
import type { Corpus } from '../corpus/types.js';
import type { FoldSettings } from './model-parts.js';
import { runTask, type TaskOptions, type TaskResult, type TrainingTask } from './training-tasks.js';
import { trafficFolds, type TrafficFold } from './traffic-folds.js';

/** What the worker of a task pool is given (task-pool.ts). */
export interface TrainingJob {
  corpus: Corpus;
  options: TaskOptions;
  tasks: TrainingTask[];
  /** Int32 [next task to claim, settings state (0: not yet, 1: given, 2: training stopped)], shared with the caller. */
  claims: SharedArrayBuffer;
  /** Float64 [temperature, unknownWordRate, typicalFrameScore (NaN: null)], written before the state turns 1. */
  settings: SharedArrayBuffer;
}

/** What a worker sends: progress as it goes, each task's result, then that it claims no more (or its error). */
export type TrainingJobMessage =
  | { type: 'progress'; task: number; epoch: number; epochs: number }
  | { type: 'result'; task: number; result: TaskResult }
  | { type: 'finished' }
  | { type: 'error'; message: string; stack?: string };

export const NEXT_TASK = 0;
export const SETTINGS_STATE = 1;

/** Claims the next task that neither thread has claimed yet: tasks go out in order, each once. */
export function claimTask(claims: Int32Array): number {
  return Atomics.add(claims, NEXT_TASK, 1);
}

/** The calibration's settings once the calling thread has written them (blocks until then); throws when training stopped. */
export function awaitSettings(claims: Int32Array, shared: Float64Array): FoldSettings {
  Atomics.wait(claims, SETTINGS_STATE, 0);
  if (Atomics.load(claims, SETTINGS_STATE) !== 1) throw new Error('training stopped before the calibration was done');
  return { temperature: shared[0]!, unknownWordRate: shared[1]!, typicalFrameScore: Number.isNaN(shared[2]!) ? null : shared[2]! };
}

/** The worker's side (task-pool.ts starts it): claims tasks until none is left, posting each result. */
export function runTrainingJob(job: TrainingJob, port: MessagePort): void {
  const post = (message: TrainingJobMessage) => port.postMessage(message);
  const claims = new Int32Array(job.claims);
  const shared = new Float64Array(job.settings);
  let folds: TrafficFold[] | null = null;
  try {
    for (let task = claimTask(claims); task < job.tasks.length; task = claimTask(claims)) {
      const result = runTask(job.tasks[task]!, job.corpus, job.options, () => (folds ??= trafficFolds(job.corpus)), () => awaitSettings(claims, shared), (epoch, epochs) => post({ type: 'progress', task, epoch, epochs }));
      post({ type: 'result', task, result });
    }
    post({ type: 'finished' });
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    post({ type: 'error', message: e.message, ...(e.stack ? { stack: e.stack } : {}) });
  }
}
