/**
 * Training from the studio: what `nlu train` does (trainProject()), on a thread of the studio's own
 * (training-worker.ts) rather than in a child process, so a Train does not wait for a process to start and load the
 * trainer (most of the wait on a small corpus under tsx); the studio keeps answering while it trains and shows each
 * stage's progress; then the new model is loaded. The thread stays up between trainings, warm.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { JobStatus } from './child-job.js';
import { TRAINED_IN } from '../train/train-project.js';
import type { TrainRequestMessage, TrainWorkerMessage } from './training-worker.js';

/**
 * The job's status; `step`: the stage being trained and how far it is (the decision's folds 3 of 5) while running;
 * `trainingSeconds`: once done, how long loading the corpus and training took (the rest of `seconds`: loading the
 * model, and the first Train's starting the thread); `reused`: nothing had changed since the last Train, whose model
 * was kept (last-training.ts).
 */
export type TrainingStatus = JobStatus & {
  step: { stage: string; done: number; total: number } | null;
  trainingSeconds: number | null;
  reused: boolean;
  /**
   * After a small edit, a quick retraining's model (quick-retrain.ts) is loaded first, while the full training runs:
   * how long the quick one took and how many utterances had changed since the last full training. Null otherwise.
   */
  quick: { seconds: number; changed: number } | null;
};

/**
 * The thread's first code, as a CommonJS script (evaluated, so the built package needs no extra file): the built
 * worker module is imported; from a TypeScript checkout, tsx's require hook reads its source (as task-pool.ts does).
 */
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  let worker;
  if (workerData.tsx) { require(workerData.tsx); worker = require(workerData.module); }
  else worker = await import(workerData.module);
  worker.serveTraining(parentPort);
})().catch((error) => parentPort.postMessage({ type: 'failed', id: -1, message: 'error: could not start the training thread: ' + String(error && error.message || error) }));
`;

/**
 * An idle thread is let go after this long: it keeps about 135 MiB after training the default corpus (its heap, its
 * compiled code). The edit-train-try loop keeps it warm; the next Train after a pause starts a new one (about a second).
 */
export const IDLE_RELEASE_MS = 10 * 60_000;

export class TrainingJob {
  private status: TrainingStatus = { state: 'idle', stages: [], seconds: 0, message: '', step: null, trainingSeconds: null, reused: false, quick: null };
  private started = 0;
  private worker: Worker | null = null;
  private job = 0;
  private lines: string[] = [];
  private warnings: string[] = [];
  private idle: NodeJS.Timeout | null = null;
  /** Model loads one after another: a quick model's load is never finished after the full model's. */
  private loading: Promise<void> = Promise.resolve();

  constructor(private readonly options: { root: string; corpusPath: string; modelPath: string; onTrained: () => Promise<void> }) {}

  get running(): boolean {
    return this.status.state === 'running';
  }

  get current(): TrainingStatus {
    const seconds = this.running ? (performance.now() - this.started) / 1000 : this.status.seconds;
    return { ...this.status, stages: [...this.status.stages], seconds: Math.round(seconds * 10) / 10 };
  }

  /** Starts training; false when it is already running (one at a time: both would write the same model file). */
  start(): boolean {
    if (this.running) return false;
    if (this.idle) clearTimeout(this.idle);
    this.started = performance.now();
    this.status = { state: 'running', stages: [], seconds: 0, message: '', step: null, trainingSeconds: null, reused: false, quick: null };
    this.lines = [];
    this.warnings = [];
    const id = ++this.job;
    const request: TrainRequestMessage = { type: 'train', id, request: { root: this.options.root, corpus: this.options.corpusPath, out: this.options.modelPath } };
    try {
      (this.worker ??= this.startWorker()).postMessage(request);
    } catch (error) {
      this.finish('failed', `could not start training: ${error instanceof Error ? error.message : String(error)}`);
    }
    return true;
  }

  /** Lets the training thread go while no training runs (IDLE_RELEASE_MS after the last one); the next Train starts another. */
  async release(): Promise<void> {
    if (!this.running) await this.close();
  }

  /** Stops the training thread (the studio is closing). */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private startWorker(): Worker {
    const fromSource = import.meta.url.endsWith('.ts');
    const url = new URL(`./training-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
    const module = fromSource ? fileURLToPath(url) : url.href;
    const tsx = fromSource ? createRequire(import.meta.url).resolve('tsx/cjs') : null;
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { module, tsx } });
    // The studio's process may end while the thread waits for its next Train.
    worker.unref();
    worker.on('message', (message: TrainWorkerMessage) => this.receive(message));
    // Only the current thread's end fails a training: one let go (close(), release()) is no longer this.worker.
    const lost = (why: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.finish('failed', `error: the training thread stopped (${why}); Train again to start a new one`);
    };
    worker.on('error', (error) => lost(error.message));
    worker.on('exit', (code) => lost(`exit code ${code}`));
    return worker;
  }

  private receive(message: TrainWorkerMessage): void {
    if (message.type === 'ready') return;
    if (message.id !== this.job && message.id !== -1) return;
    if (message.type === 'progress') {
      if (!this.status.stages.includes(message.stage)) this.status.stages.push(message.stage);
      this.status.step = { stage: message.stage, done: message.done, total: message.total };
    } else if (message.type === 'line') {
      (message.stream === 'out' ? this.lines : this.warnings).push(message.line);
    } else if (message.type === 'failed') {
      this.finish('failed', [...this.warnings, message.message].join('\n'));
    } else if (message.type === 'quick') {
      // The try box answers with the quick model while the full training runs; a load that fails waits for the full one.
      const quick = { seconds: message.seconds, changed: message.changed };
      this.loading = this.loading.then(() => this.options.onTrained()).then(() => { if (this.running && this.job === message.id) this.status.quick = quick; }, () => undefined);
    } else {
      const said = this.lines.join('\n');
      const trained = TRAINED_IN.exec(said);
      this.loading = this.loading.then(() => this.options.onTrained()).then(
        () => this.finish('done', said, trained ? Number(trained[1]) : null, message.reused),
        (error: Error) => this.finish('failed', `trained, but the model did not load: ${error.message}`),
      );
    }
  }

  private finish(state: 'done' | 'failed', message: string, trainingSeconds: number | null = null, reused = false): void {
    if (!this.running) return;
    this.status = { ...this.status, state, message, step: null, trainingSeconds, reused, seconds: (performance.now() - this.started) / 1000 };
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => void this.release(), IDLE_RELEASE_MS).unref();
  }
}
