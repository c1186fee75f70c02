/** A command run as a user runs it, as a real process whose output the test reads while it runs. */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
export const NLU = join(ROOT, 'bin', 'nlu.js');

export interface Running {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the match once stdout or stderr matches; rejects when the process exits first or after `timeoutMs`. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpExecArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `command args…`; the process is SIGKILLed after `killAfterMs` (default 60 s) so no test outlives its bound. */
export function run(command: string, args: string[], options: SpawnOptions & { killAfterMs?: number } = {}): Running {
  const child = spawn(command, args, { cwd: ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => ((stdout += String(chunk)), listeners.forEach((l) => l())));
  child.stderr!.on('data', (chunk: Buffer) => ((stderr += String(chunk)), listeners.forEach((l) => l())));
  // A detached child leads its own process group: kill the group, or what it left behind would outlive the test.
  const kill = () => (options.detached ? killGroup(child.pid!) : child.kill('SIGKILL'));
  const killer = setTimeout(kill, options.killAfterMs ?? 60_000);
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  // On exit, then until its output is read to the end; but a process left behind holding the pipes (the
  // orphan a test looks for) must not hold the test: at most 2 s more.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      clearTimeout(killer);
      void Promise.race([closed, new Promise((r) => setTimeout(r, 2000))]).then(() => resolve({ code, signal }));
    }),
  );
  const waitFor = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const done = () => {
        listeners.delete(check);
        clearTimeout(timer);
      };
      const check = () => {
        const match = pattern.exec(stdout + stderr);
        if (match) (done(), resolve(match));
      };
      const timer = setTimeout(() => (done(), reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${stdout}${stderr}`))), timeoutMs);
      listeners.add(check);
      void exited.then(() => (check(), done(), reject(new Error(`exited before ${pattern}:\n${stdout}${stderr}`))));
      check();
    });
  return { child, stdout: () => stdout, stderr: () => stderr, waitFor, exited };
}

/** `node bin/nlu.js args…` with the sample token off unless the test's env says otherwise. */
export function runNlu(args: string[], options: SpawnOptions & { killAfterMs?: number } = {}): Running {
  return run(process.execPath, [NLU, ...args], { ...options, env: { ...process.env, NLU_SAMPLE_TOKEN: 'off', ...options.env } });
}

function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // already gone
  }
}
