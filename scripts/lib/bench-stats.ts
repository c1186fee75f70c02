/** Small helpers shared by the benchmark scripts. */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Times `run` on every statement, `rounds` times over, after a warm-up round. Latencies in ms. */
export async function timeStatements(statements: readonly string[], rounds: number, run: (s: string) => unknown): Promise<{ p50: number; p99: number; perSecond: number; calls: number }> {
  for (const s of statements) await run(s);
  const latencies: number[] = [];
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const s of statements) {
      const t0 = performance.now();
      await run(s);
      latencies.push(performance.now() - t0);
    }
  }
  const total = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), perSecond: (latencies.length / total) * 1000, calls: latencies.length };
}

export function machineLine(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, commit ${commitMeasured()}, ${new Date().toISOString().slice(0, 10)}`;
}

/** The commit measured, marked when src/ or scripts/ differ from it, so a figure can be traced to code. */
export function commitMeasured(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'scripts'], { encoding: 'utf8' }).trim().length > 0;
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

/** Replaces the text between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` in docs/benchmarks.md. */
export function publishSection(file: string, name: string, body: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\nEvery figure here is printed by a script in this repository; each section names its command.\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text = from >= 0 && to > from ? text.slice(0, from) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}
