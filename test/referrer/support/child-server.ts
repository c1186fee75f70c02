/** Starts the real server (src/http/main.ts) as a child process on a free loopback port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CHILD_TOKEN = { name: 'crash-test', token: 'crash-test-token-0123456789', ratePerSecond: null };

export interface ChildServer {
  child: ChildProcess;
  url: string;
  /** What the server wrote so far (the log file's content when there is one). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ChildOptions {
  /** SQLite path, postgres:// URL or `none`. */
  store: string;
  pgSchema?: string;
  /** Model file; `none` (default) for a referrer-only server. */
  model?: string;
  extraArgs?: string[];
  /** Also wait until it prints that it is ready (every dependency answers, as /readyz says). */
  waitReady?: boolean;
  timeoutMs?: number;
  /** The server's log level (default warn, so tests read only what matters). */
  logLevel?: string;
  /**
   * Write the server's output to this file instead of a pipe, as a service writes its logs (a load test
   * at info logs every request, and a pipe would have this process read them all, beside the load).
   */
  logFile?: string;
}

export async function startChildServer(options: ChildOptions): Promise<ChildServer> {
  const logFd = options.logFile ? openSync(options.logFile, 'w') : undefined;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/http/main.ts', '--port', '0', '--model', options.model ?? 'none', '--no-sample-token', '--log-level', options.logLevel ?? 'warn', '--referrer-store', options.store, ...(options.extraArgs ?? [])],
    {
      cwd: ROOT,
      env: { ...process.env, NLU_TOKENS: JSON.stringify([CHILD_TOKEN]), ...(options.pgSchema ? { NLU_REFERRER_PG_SCHEMA: options.pgSchema } : {}) },
      stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
    },
  );
  if (logFd !== undefined) closeSync(logFd);
  let output = '';
  const read = () => (options.logFile ? (output = readFileSync(options.logFile, 'utf8')) : output);
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let poll: NodeJS.Timeout | undefined;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, options.timeoutMs ?? 30_000);
    const check = () => {
      read();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match && (!options.waitReady || /^nlu serve: ready$/m.test(output))) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', check);
    // A log file has no events: read it until the lines are there.
    if (options.logFile) poll = setInterval(check, 50);
    void exited.then(() => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  return { child, url, output: read, exited };
}

export async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { authorization: CHILD_TOKEN.token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
}

export async function getJson(url: string): Promise<Response> {
  return fetch(url, { headers: { authorization: CHILD_TOKEN.token }, signal: AbortSignal.timeout(5000) });
}
