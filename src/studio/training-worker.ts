/**
 * The studio's training thread (started by training.ts): it trains as `nlu train` does (trainProject()) each time it
 * is asked, and stays up between trainings, so a Train costs neither a process's start nor loading and compiling
 * the trainer again, and runs on code the last training warmed. Messages in: TrainRequestMessage; out:
 * TrainWorkerMessage.
 */
import type { MessagePort } from 'node:worker_threads';
import { reportError } from '../cli/report-error.js';
import { LastTraining } from '../train/last-training.js';
import { trainProject, type TrainProjectRequest } from '../train/train-project.js';

export interface TrainRequestMessage { type: 'train'; id: number; request: TrainProjectRequest }

export type TrainWorkerMessage =
  | { type: 'ready' }
  | { type: 'progress'; id: number; stage: string; done: number; total: number }
  | { type: 'line'; id: number; stream: 'out' | 'warning'; line: string }
  | { type: 'trained'; id: number; reused: boolean }
  | { type: 'failed'; id: number; message: string };

/** The worker's side: one training at a time, in the order asked. */
export function serveTraining(port: MessagePort): void {
  let queue = Promise.resolve();
  // A Train with nothing changed since this thread's last one keeps that model (last-training.ts).
  const last = new LastTraining();
  port.on('message', (message: TrainRequestMessage) => {
    if (message.type !== 'train') return;
    queue = queue.then(() => train(message, port, last));
  });
  port.postMessage({ type: 'ready' } satisfies TrainWorkerMessage);
}

async function train({ id, request }: TrainRequestMessage, port: MessagePort, last: LastTraining): Promise<void> {
  const post = (message: TrainWorkerMessage) => port.postMessage(message);
  try {
    const { reused } = await trainProject(request, {
      say: (line) => post({ type: 'line', id, stream: 'out', line }),
      warn: (line) => post({ type: 'line', id, stream: 'warning', line }),
      progress: (stage, done, total) => post({ type: 'progress', id, stage, done, total }),
    }, last);
    post({ type: 'trained', id, reused });
  } catch (error) {
    // In the lines `nlu train` would print (src/cli/report-error.ts).
    const lines: string[] = [];
    reportError(error, false, (line) => lines.push(line));
    post({ type: 'failed', id, message: lines.join('\n') });
  }
}
