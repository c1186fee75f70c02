/**
 * Training from the studio: `nlu train` run as a child process, as a user would run it, so the studio keeps
 * answering (training is synchronous work) and reports the stages the command prints as they come.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface TrainingStatus {
  state: 'idle' | 'running' | 'done' | 'failed';
  /** Stages reached so far, in order ("intents", "entities", "decision", …). */
  stages: string[];
  /** Seconds since training started (while running) or that it took. */
  seconds: number;
  /** What `nlu train` printed on success (its summary and the decision's), or why it failed. */
  message: string;
}

/** bin/nlu.js, from the source tree (src/studio) or the built one (dist/src/studio). */
export function nluBin(): string {
  for (const up of ['../../bin/nlu.js', '../../../bin/nlu.js']) {
    const path = fileURLToPath(new URL(up, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error('expected bin/nlu.js beside the studio\'s source, found none');
}

export class TrainingJob {
  private status: TrainingStatus = { state: 'idle', stages: [], seconds: 0, message: '' };
  private started = 0;

  constructor(private readonly options: { root: string; corpusPath: string; modelPath: string; onTrained: () => Promise<void> }) {}

  get current(): TrainingStatus {
    const seconds = this.status.state === 'running' ? (performance.now() - this.started) / 1000 : this.status.seconds;
    return { ...this.status, stages: [...this.status.stages], seconds: Math.round(seconds * 10) / 10 };
  }

  /** Starts training; false when it is already running (one at a time: both would write the same model file). */
  start(): boolean {
    if (this.status.state === 'running') return false;
    this.started = performance.now();
    this.status = { state: 'running', stages: [], seconds: 0, message: '' };
    const child = spawn(process.execPath, [nluBin(), 'train', '--corpus', this.options.corpusPath, '--out', this.options.modelPath], {
      cwd: this.options.root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += String(chunk); });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += String(chunk);
      // Off a terminal, `nlu train` prints "training <stage>…" once per stage.
      for (const match of String(chunk).matchAll(/^training (\S+)…$/gm)) {
        if (!this.status.stages.includes(match[1]!)) this.status.stages.push(match[1]!);
      }
    });
    child.on('error', (error) => this.finish('failed', `could not start nlu train: ${error.message}`));
    child.on('close', (code) => {
      if (code !== 0) {
        this.finish('failed', stderr.split('\n').filter((line) => line && !/^training \S+…$/.test(line)).join('\n') || `nlu train exited with status ${code}`);
        return;
      }
      this.options.onTrained().then(
        () => this.finish('done', stdout.trim()),
        (error: Error) => this.finish('failed', `trained, but the model did not load: ${error.message}`),
      );
    });
    return true;
  }

  private finish(state: 'done' | 'failed', message: string): void {
    if (this.status.state !== 'running') return;
    this.status = { ...this.status, state, message, seconds: (performance.now() - this.started) / 1000 };
  }
}
