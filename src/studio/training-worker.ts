/**
 * The studio's training thread (started by training.ts): it trains as `nlu train` does (trainProject()) each time it
 * is asked, and stays up between trainings, so a Train costs neither a process's start nor loading and compiling
 * the trainer again, and runs on code the last training warmed. Messages in: TrainRequestMessage; out:
 * TrainWorkerMessage.
 */
import type { MessagePort } from 'node:worker_threads';
import { reportError } from '../cli/report-error.js';
import { trainProject, type TrainProjectRequest } from '../train/train-project.js';

export interface TrainRequestMessage { type: 'train'; id: number; request: TrainProjectRequest }

export type TrainWorkerMessage =
  | { type: 'ready' }
  | { type: 'progress'; id: number; stage: string; done: number; total: number }
  | { type: 'line'; id: number; stream: 'out' | 'warning'; line: string }
  | { type: 'trained'; id: number }
  | { type: 'failed'; id: number; message: string };

/** The worker's side: one training at a time, in the order asked. */
export function serveTraining(port: MessagePort): void {
  let queue = Promise.resolve();
  port.on('message', (message: TrainRequestMessage) => {
    if (message.type !== 'train') return;
    queue = queue.then(() => train(message, port));
  });
  port.postMessage({ type: 'ready' } satisfies TrainWorkerMessage);
}

async function train({ id, request }: TrainRequestMessage, port: MessagePort): Promise<void> {
  const post = (message: TrainWorkerMessage) => port.postMessage(message);
  try {
    await trainProject(request, {
      say: (line) => post({ type: 'line', id, stream: 'out', line }),
      warn: (line) => post({ type: 'line', id, stream: 'warning', line }),
      progress: (stage, done, total) => post({ type: 'progress', id, stage, done, total }),
    });
    post({ type: 'trained', id });
  } catch (error) {
    // In the lines `nlu train` would print (src/cli/report-error.ts).
    const lines: string[] = [];
    reportError(error, false, (line) => lines.push(line));
    post({ type: 'failed', id, message: lines.join('\n') });
  }
}
