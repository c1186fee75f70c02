/**
 * A studio job that runs an `nlu` command as a child process, as a user would run it: the studio keeps answering
 * while the synchronous work (evaluating) goes on, and the stages the command prints on stderr are followed as
 * they come. Evaluation is such a job (training runs on a thread of the studio's own: training.ts); one runs at a time.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface JobStatus {
  state: 'idle' | 'running' | 'done' | 'failed';
  /** Stages reached so far, in order ("intents", "fold 2/5 predicting", …). */
  stages: string[];
  /** Seconds since the job started (while running) or that it took. */
  seconds: number;
  /** What the command printed on success (or what `onSuccess` made of it), or why it failed. */
  message: string;
}

export interface ChildJobOptions {
  /** The project folder: the command's working directory, so its paths read as the user's own. */
  root: string;
  /**
   * Matches one stage line of the command's stderr, the stage in group 1. Off a terminal, `nlu` prints each
   * stage once as "<label> <stage>…" (src/cli/progress.ts); other stderr lines are what the job says on failure.
   */
  stageLine: RegExp;
  /** After a successful exit: what to do with the output (load the model, read the report); the message shown. */
  onSuccess: (stdout: string) => Promise<string>;
}

/** bin/nlu.js, from the source tree (src/studio) or the built one (dist/src/studio). */
export function nluBin(): string {
  for (const up of ['../../bin/nlu.js', '../../../bin/nlu.js']) {
    const path = fileURLToPath(new URL(up, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error('expected bin/nlu.js beside the studio\'s source, found none');
}

export class ChildJob {
  private status: JobStatus = { state: 'idle', stages: [], seconds: 0, message: '' };
  private started = 0;
  /** The stage line pattern over a chunk of stderr (every line), and over one line. */
  private readonly stageLines: RegExp;
  private readonly stageLine: RegExp;

  constructor(private readonly options: ChildJobOptions) {
    this.stageLines = new RegExp(options.stageLine.source, 'gm');
    this.stageLine = new RegExp(options.stageLine.source);
  }

  get running(): boolean {
    return this.status.state === 'running';
  }

  get current(): JobStatus {
    const seconds = this.running ? (performance.now() - this.started) / 1000 : this.status.seconds;
    return { ...this.status, stages: [...this.status.stages], seconds: Math.round(seconds * 10) / 10 };
  }

  /** Runs `nlu <args>`; false when the job is already running (one at a time). */
  start(args: string[]): boolean {
    if (this.running) return false;
    this.started = performance.now();
    this.status = { state: 'running', stages: [], seconds: 0, message: '' };
    const child = spawn(process.execPath, [nluBin(), ...args], {
      cwd: this.options.root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += String(chunk); });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += String(chunk);
      for (const match of String(chunk).matchAll(this.stageLines)) {
        if (!this.status.stages.includes(match[1]!)) this.status.stages.push(match[1]!);
      }
    });
    child.on('error', (error) => this.finish('failed', `could not start nlu ${args[0]}: ${error.message}`));
    child.on('close', (code) => {
      if (code !== 0) {
        const said = stderr.split('\n').filter((line) => line && !this.stageLine.test(line)).join('\n');
        this.finish('failed', said || `nlu ${args[0]} exited with status ${code}`);
        return;
      }
      this.options.onSuccess(stdout).then(
        (message) => this.finish('done', message),
        (error: Error) => this.finish('failed', error.message),
      );
    });
    return true;
  }

  private finish(state: 'done' | 'failed', message: string): void {
    if (!this.running) return;
    this.status = { ...this.status, state, message, seconds: (performance.now() - this.started) / 1000 };
  }
}
