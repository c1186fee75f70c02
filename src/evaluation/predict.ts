/** Runs a predictor over examples, timing each statement on its own. */
import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { LabelledExample, Predictor, ProgressListener, TimedPrediction } from './types.js';

export interface PredictOptions {
  onProgress?: ProgressListener;
  fold?: number;
}

export async function predictAll(predictor: Predictor, examples: readonly LabelledExample[], options: PredictOptions = {}): Promise<TimedPrediction[]> {
  const timed: TimedPrediction[] = [];
  // Report progress about 100 times a run, not once per statement: drawing costs more than predicting.
  const every = Math.max(1, Math.floor(examples.length / 100));
  for (const [i, example] of examples.entries()) {
    const started = performance.now();
    const answer = predictor.predict(example.text);
    // Await only real promises, so a synchronous predictor's latency has no microtask hop in it.
    const prediction = answer instanceof Promise ? await answer : answer;
    timed.push({ prediction, latencyMs: performance.now() - started });
    if (options.onProgress && ((i + 1) % every === 0 || i + 1 === examples.length)) {
      options.onProgress({ phase: 'predict', done: i + 1, total: examples.length, ...(options.fold === undefined ? {} : { fold: options.fold }) });
      // Outside the timed region: lets progress output (and IPC to a parent) flush while a synchronous engine runs.
      await yieldToEventLoop();
    }
  }
  return timed;
}
