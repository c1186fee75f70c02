import { availableParallelism, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { Corpus } from '../corpus/types.js';
import type { FoldSettings } from './model-parts.js';
import { runTask, type TaskOptions, type TaskResult, type TrainingTask } from './training-tasks.js';
import { claimTask, SETTINGS_STATE, type TrainingJob, type TrainingJobMessage } from './training-job.js';
import { trafficFolds, type TrafficFold } from './traffic-folds.js';

/**
 * Below this much work a second thread does not pay for its start (loading the trainer into a worker: about 0.1 s
 * built, 0.3 s from TypeScript source) and the tasks run on the calling thread. Work counts utterances and list values.
 */
export const PARALLEL_MIN_WORK = 400;

/**
 * Cores no process is using now (about): the machine's cores less its 1-minute load average. A worker's start and
 * warm-up cost CPU (loading the trainer into a second isolate, its own JIT and caches): on this 2-core machine
 * shared by six engineers, at a load average of 6-8, the default corpus trained in 6.1 and 8.0 s on one thread
 * against 8.1 and 9.4 s on two, for 5.2-6.1 against 6.7-8.6 s of CPU (scripts/experiments/training-profile.ts,
 * docs/training.md): a second thread pays only where a core is free.
 */
export function idleCores(): number {
  return availableParallelism() - loadavg()[0]!;
}

/**
 * Whether trainModel() shares a corpus's tasks with a worker thread: asked, or when they are worth it and a core is
 * free for it (`idle`: idleCores()). The model is the same either way; only where the work runs differs.
 */
export function worthAWorker(corpus: Corpus, tasks: readonly TrainingTask[], requested: boolean | undefined, idle = idleCores()): boolean {
  if (requested !== undefined) return requested && tasks.length > 0;
  if (tasks.length < 2 || availableParallelism() < 2 || idle < 1) return false;
  const utterances = corpus.intents.reduce((n, intent) => n + intent.utterances.length, 0) + corpus.outOfScope.length;
  const values = corpus.entities.reduce((n, e) => n + (e.type === 'list' ? e.values.length : 0), 0);
  return utterances + values / 10 >= PARALLEL_MIN_WORK;
}

/**
 * The worker's first code, as a CommonJS script (evaluated, so the built package needs no extra file): the
 * built job module is imported; from a TypeScript checkout (this file is .ts), tsx's require hook reads the
 * job module's source: the module hooks of `--import tsx` did not reach a worker under Node 20 (ERR_UNKNOWN_FILE_EXTENSION).
 * It then runs each job it is sent, one at a time: a worker kept between trainings is already started and warm.
 */
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = (async () => {
  if (workerData.tsx) { require(workerData.tsx); return require(workerData.module); }
  return import(workerData.module);
})();
parentPort.on('message', (message) => {
  if (message.type !== 'job') return;
  loaded.then((job) => job.runTrainingJob(message.job, parentPort))
    .catch((error) => parentPort.postMessage({ type: 'error', message: String(error && error.message || error), stack: error && error.stack }));
});
`;

/**
 * A worker that finished its last job and waits for the next training's (none: start one). It does not keep the
 * process alive (unref), and is let go after KEEP_WORKER_MS without a job: it holds the trainer's code compiled
 * and warm (the studio's second Train of the default corpus: 5.4-6.0 s of CPU on two threads with a new worker each
 * time, against 3.0-3.1 s on one warm thread), and the heap of its last training until collected.
 */
let idleWorker: { worker: Worker; timer: NodeJS.Timeout } | null = null;
const KEEP_WORKER_MS = 120_000;
let workersStarted = 0;

/** Workers started by this process so far (a worker kept between trainings counts once). */
export function trainingWorkersStarted(): number {
  return workersStarted;
}

function takeIdleWorker(): Worker | null {
  if (idleWorker === null) return null;
  const { worker, timer } = idleWorker;
  idleWorker = null;
  clearTimeout(timer);
  worker.ref();
  return worker;
}

function keepIdle(worker: Worker): void {
  if (idleWorker !== null) { void worker.terminate(); return; }
  worker.unref();
  const timer = setTimeout(() => { if (idleWorker?.worker === worker) idleWorker = null; void worker.terminate(); }, KEEP_WORKER_MS);
  timer.unref();
  idleWorker = { worker, timer };
}

/**
 * A corpus's training tasks (training-tasks.ts) shared between the calling thread and, when asked, a worker thread:
 * each thread claims the next task no thread has claimed (an atomic counter), so the two stay busy whatever each
 * task costs, and the results are the same whichever thread runs a task. The calling thread trains the intent
 * classifier first, gives the calibration's settings (settle()), then claims tasks too (run()).
 */
export class TaskPool {
  private readonly claims: Int32Array;
  private readonly shared: Float64Array;
  private settings: FoldSettings | null = null;
  private readonly worker: Worker | null;
  private folds: TrafficFold[] | null = null;
  private readonly results: Array<TaskResult | undefined>;
  private workerDone: Promise<void>;
  private foldsDone = 0;
  private cancelled = false;
  /** The worker finished (or failed) its job here: stopped, or kept for the next training. */
  private workerReleased = false;

  constructor(
    private readonly corpus: Corpus,
    private readonly options: TaskOptions,
    private readonly tasks: readonly TrainingTask[],
    useWorker: boolean,
    private readonly progress: { onTaggerEpoch?: (epoch: number, epochs: number) => void; onFold?: (done: number, total: number) => void } = {},
  ) {
    this.claims = new Int32Array(new SharedArrayBuffer(8));
    this.shared = new Float64Array(new SharedArrayBuffer(24));
    this.results = new Array<TaskResult | undefined>(tasks.length);
    this.worker = useWorker ? this.startWorker() : null;
    this.workerDone = this.worker ? this.listen(this.worker) : Promise.resolve();
    // Awaited only in run(): until then a failure must not count as unhandled.
    this.workerDone.catch(() => {});
  }

  /** The calibration's settings, which the folds' models read statements with: given once the classifier is calibrated. */
  settle(settings: FoldSettings): void {
    if (this.settings) return;
    this.settings = settings;
    this.shared[0] = settings.temperature;
    this.shared[1] = settings.unknownWordRate;
    this.shared[2] = settings.typicalFrameScore ?? Number.NaN;
    Atomics.store(this.claims, SETTINGS_STATE, 1);
    Atomics.notify(this.claims, SETTINGS_STATE);
  }

  /** Runs the tasks no thread has claimed on this one, then waits for the worker's: every task's result, in task order. */
  async run(): Promise<TaskResult[]> {
    for (let task = claimTask(this.claims); task < this.tasks.length; task = claimTask(this.claims)) {
      this.results[task] = runTask(this.tasks[task]!, this.corpus, this.options, () => (this.folds ??= trafficFolds(this.corpus)), () => this.settledOrThrow(), this.progress.onTaggerEpoch);
      this.done(task);
    }
    await this.workerDone;
    return this.results.map((result, task) => {
      if (result === undefined) throw new Error(`training task ${task} (${this.tasks[task]!.kind}) gave no result`);
      return result;
    });
  }

  /** Stops the worker (the rest of training failed): its results are not needed. */
  cancel(): void {
    this.cancelled = true;
    Atomics.store(this.claims, SETTINGS_STATE, 2);
    Atomics.notify(this.claims, SETTINGS_STATE);
    // A worker that already finished its job waits for the next training's: not this pool's to stop any more.
    if (!this.workerReleased) void this.worker?.terminate();
  }

  private settledOrThrow(): FoldSettings {
    if (!this.settings) throw new Error('a fold was read before the calibration was done');
    return this.settings;
  }

  private done(task: number): void {
    if (this.tasks[task]!.kind !== 'fold') return;
    this.foldsDone++;
    this.progress.onFold?.(this.foldsDone, this.tasks.filter((t) => t.kind === 'fold').length);
  }

  private startWorker(): Worker {
    const fromSource = import.meta.url.endsWith('.ts');
    const job = new URL(`./training-job.${fromSource ? 'ts' : 'js'}`, import.meta.url);
    const module = fromSource ? fileURLToPath(job) : job.href;
    const tsx = fromSource ? createRequire(import.meta.url).resolve('tsx/cjs') : null;
    const work: TrainingJob = { corpus: this.corpus, options: this.options, tasks: [...this.tasks], claims: this.claims.buffer as SharedArrayBuffer, settings: this.shared.buffer as SharedArrayBuffer };
    let worker = takeIdleWorker();
    if (worker === null) {
      worker = new Worker(BOOTSTRAP, { eval: true, workerData: { module, tsx } });
      workersStarted++;
    }
    worker.postMessage({ type: 'job', job: work });
    return worker;
  }

  /**
   * Collects the worker's results until it claims no more; rejects when it fails or stops first. A worker that
   * finished its job cleanly waits for the next training's (keepIdle); any other is stopped.
   */
  private listen(worker: Worker): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const onMessage = (message: TrainingJobMessage) => {
        if (message.type === 'progress') this.progress.onTaggerEpoch?.(message.epoch, message.epochs);
        else if (message.type === 'result') { this.results[message.task] = message.result; this.done(message.task); }
        else if (message.type === 'finished') settle(true, resolve);
        else settle(false, () => reject(Object.assign(new Error(`training on the worker thread failed: ${message.message}`), message.stack ? { cause: message.stack } : {})));
      };
      const onError = (error: Error) => settle(false, () => reject(error));
      const onExit = (code: number) => settle(false, () => reject(new Error(`the training worker stopped (exit code ${code}) before finishing its tasks`)));
      const settle = (clean: boolean, outcome: () => void) => {
        if (settled) return;
        settled = true;
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        this.workerReleased = true;
        outcome();
        if (clean && !this.cancelled) keepIdle(worker);
        else void worker.terminate();
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
  }
}
