/**
 * A command run to its end, awaited. Tests use this rather than spawnSync/execFileSync: a synchronous spawn blocks
 * the test worker's event loop for as long as the command runs (a training, `npm install`), which is what timed
 * vitest's worker RPC out ("Timeout calling onTaskUpdate"; support/yield-between-tests.ts).
 */
import { spawn, type SpawnOptions } from 'node:child_process';

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

export async function runProcess(command: string, args: readonly string[], options: Omit<SpawnOptions, 'stdio'> = {}): Promise<Finished> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
  return { code, stdout, stderr };
}
