/**
 * Training from the studio: `nlu train` run as a child process (child-job.ts), so the studio keeps answering
 * while it trains and shows the stages the command prints; then the new model is loaded.
 */
import { ChildJob, type JobStatus } from './child-job.js';

/** The job's status and, once done, how long `nlu train` took to load the corpus and train (the rest of `seconds`: starting it, loading the model). */
export type TrainingStatus = JobStatus & { trainingSeconds: number | null };

/** `nlu train`'s summary line: "trained … in 1.23 s → models/model.json (262 KiB)". */
const TRAINED_IN = /^trained .* in (\d+(?:\.\d+)?) s → /m;

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
    const status = this.job.current;
    const trained = status.state === 'done' ? TRAINED_IN.exec(status.message) : null;
    return { ...status, trainingSeconds: trained ? Number(trained[1]) : null };
  }

  /** Starts training; false when it is already running (one at a time: both would write the same model file). */
  start(): boolean {
    return this.job.start(['train', '--corpus', this.options.corpusPath, '--out', this.options.modelPath]);
  }
}
