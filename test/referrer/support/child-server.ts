/** Starts the real server (src/http/main.ts) as a child process on a free loopback port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CHILD_TOKEN = { name: 'crash-test', token: 'crash-test-token-0123456789', ratePerSecond: null };

export interface ChildServer {
  child: ChildProcess;
  url: string;
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
  /** Also wait until the model is loaded. */
  waitReady?: boolean;
  timeoutMs?: number;
}

export async function startChildServer(options: ChildOptions): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/http/main.ts', '--port', '0', '--model', options.model ?? 'none', '--no-sample-token', '--log-level', 'warn', '--referrer-store', options.store, ...(options.extraArgs ?? [])],
    {
      cwd: ROOT,
      env: { ...process.env, NLU_TOKENS: JSON.stringify([CHILD_TOKEN]), ...(options.pgSchema ? { NLU_REFERRER_PG_SCHEMA: options.pgSchema } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, options.timeoutMs ?? 30_000);
    const check = () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match && (!options.waitReady || output.includes('model loaded, ready'))) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
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
