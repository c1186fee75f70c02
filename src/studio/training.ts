/**
 * Training from the studio: `nlu train` run as a child process (child-job.ts), so the studio keeps answering
 * while it trains and shows the stages the command prints; then the new model is loaded.
 */
import { ChildJob, type JobStatus } from './child-job.js';

export type TrainingStatus = JobStatus;

export class TrainingJob {
  private readonly job: ChildJob;

  constructor(private readonly options: { root: string; corpusPath: string; modelPath: string; onTrained: () => Promise<void> }) {
    this.job = new ChildJob({
      root: options.root,
      // Off a terminal, `nlu train` prints "training <stage>…" once per stage.
      stageLine: /^training (\S+)…$/,
      onSuccess: async (stdout) => {
        await options.onTrained().catch((error: Error) => { throw new Error(`trained, but the model did not load: ${error.message}`); });
        return stdout.trim();
      },
    });
  }

  get current(): TrainingStatus {
    return this.job.current;
  }

  /** Starts training; false when it is already running (one at a time: both would write the same model file). */
  start(): boolean {
    return this.job.start(['train', '--corpus', this.options.corpusPath, '--out', this.options.modelPath]);
  }
}
