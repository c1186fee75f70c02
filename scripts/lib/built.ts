/**
 * The engine as bot developers run it, for the benches that publish its speed: src/ compiled by tsc with
 * tsconfig.build.json (what `npm run build` publishes as dist/, package.json's main), into
 * node_modules/.cache/nlu-engine-bench/, and imported from there. Under tsx the same source costs more (its esbuild
 * transform keeps every function's name: one defineProperty per closure made; docs/runtime-speed.md measured the
 * date grammar at 43 µs a statement compiled by tsc against 59 µs under tsx). NLP.js is timed as installed either way.
 * Built afresh on each run (incrementally), so the figure is the checked-out source's, on a fresh clone too; the
 * folder sits in node_modules so that the build resolves the same packages, and is never committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..', '..');
export const BUILT_DIR = join(ROOT, 'node_modules', '.cache', 'nlu-engine-bench');

let built: Promise<string> | null = null;

/** Compiles src/ once per process (tsc, tsconfig.build.json, no declarations or source maps); the folder built. */
export function buildEngine(): Promise<string> {
  built ??= (async () => {
    mkdirSync(BUILT_DIR, { recursive: true });
    // Outside the repository's package scope (node_modules ends it): say the output is ES modules.
    writeFileSync(join(BUILT_DIR, 'package.json'), '{ "type": "module" }\n');
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json'), '--outDir', BUILT_DIR, '--declaration', 'false', '--sourceMap', 'false',
      '--incremental', '--tsBuildInfoFile', join(BUILT_DIR, 'build.tsbuildinfo')], { stdio: 'inherit' });
    return BUILT_DIR;
  })();
  return built;
}

/**
 * A module of the engine, compiled (`path` as in the repository: 'src/understander.js'), or the TypeScript source
 * itself when `fromSource` (a quicker look while tuning; not what users run).
 */
export async function engineModule<T>(path: string, fromSource = false): Promise<T> {
  if (fromSource) return (await import(pathToFileURL(join(ROOT, path.replace(/\.js$/, '.ts'))).href)) as T;
  return (await import(pathToFileURL(join(await buildEngine(), path)).href)) as T;
}
