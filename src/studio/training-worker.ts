/**
 * The studio's training thread (started by training.ts): it trains as `nlu train` does (trainProject()) each time it
 * is asked, and stays up between trainings, so a Train costs neither a process's start nor loading and compiling
 * the trainer again, and runs on code the last training warmed. Messages in: TrainRequestMessage; out:
 * TrainWorkerMessage.
 */
import type { MessagePort } from 'node:worker_threads';
import { reportError } from '../cli/report-error.js';
import { LastTraining } from '../train/last-training.js';
import type { PreviousTraining } from '../train/quick-retrain.js';
import { TRAINED_IN, trainProject, type TrainProjectOutput, type TrainProjectRequest } from '../train/train-project.js';

export interface TrainRequestMessage { type: 'train'; id: number; request: TrainProjectRequest }

export type TrainWorkerMessage =
  | { type: 'ready' }
  | { type: 'progress'; id: number; stage: string; done: number; total: number }
  | { type: 'line'; id: number; stream: 'out' | 'warning'; line: string }
  /** A quick retraining's model is written (its training took `seconds`); the full training follows in the same job. */
  | { type: 'quick'; id: number; seconds: number; changed: number }
  | { type: 'trained'; id: number; reused: boolean }
  | { type: 'failed'; id: number; message: string };

/** The worker's side: one training at a time, in the order asked. */
export function serveTraining(port: MessagePort): void {
  let queue = Promise.resolve();
  // A Train with nothing changed since this thread's last one keeps that model (last-training.ts); a small edit since
  // its last full training is trained quickly first (quick-retrain.ts).
  const memory: Memory = { last: new LastTraining(), full: null };
  port.on('message', (message: TrainRequestMessage) => {
    if (message.type !== 'train') return;
    queue = queue.then(() => train(message, port, memory));
  });
  port.postMessage({ type: 'ready' } satisfies TrainWorkerMessage);
}

interface Memory { last: LastTraining; full: PreviousTraining | null }

/**
 * One Train: after a small edit, a quick retraining first (its model written and announced, so the try box answers
 * with it within a second), then the full training, which writes the draft again: the draft a Train leaves, and what
 * Publish copies, is always the model `nlu train` would write.
 */
async function train({ id, request }: TrainRequestMessage, port: MessagePort, memory: Memory): Promise<void> {
  const post = (message: TrainWorkerMessage) => port.postMessage(message);
  const output: TrainProjectOutput = {
    say: (line) => post({ type: 'line', id, stream: 'out', line }),
    warn: (line) => post({ type: 'line', id, stream: 'warning', line }),
    progress: (stage, done, total) => post({ type: 'progress', id, stage, done, total }),
  };
  try {
    if (memory.full !== null) {
      // The quick training's lines are not the job's: the full training's summary follows and is the one shown.
      const said: string[] = [];
      const quick = await trainProject(request, { ...output, say: (line) => said.push(line) }, memory.last, memory.full);
      const keptFrom = quick.model?.decision.keptFrom;
      if (quick.reused || keptFrom === undefined) {
        // Nothing changed, or too much for a quick training: that training was the full one.
        for (const line of said) output.say(line);
        if (quick.model) memory.full = { corpus: quick.corpus, model: quick.model };
        post({ type: 'trained', id, reused: quick.reused });
        return;
      }
      post({ type: 'quick', id, seconds: Number(TRAINED_IN.exec(said.join('\n'))?.[1] ?? 0), changed: keptFrom.changed });
    }
    const full = await trainProject(request, output, memory.last);
    if (full.model) memory.full = { corpus: full.corpus, model: full.model };
    post({ type: 'trained', id, reused: full.reused });
  } catch (error) {
    // In the lines `nlu train` would print (src/cli/report-error.ts).
    const lines: string[] = [];
    reportError(error, false, (line) => lines.push(line));
    post({ type: 'failed', id, message: lines.join('\n') });
  }
}
