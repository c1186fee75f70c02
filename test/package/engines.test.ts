/**
 * No engine warnings on the Node version the README names (issue 15): every package in the lock file
 * accepts the lowest Node our `engines` field allows (20.19.0), and the running Node. A package that
 * does not makes `npm install` print EBADENGINE (as cookie@2, through fastify's light-my-request, did).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean; minVersion(range: string): { version: string } | null };
const ROOT = join(import.meta.dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;

function engineConflicts(lock: { packages: Record<string, { version?: string; engines?: unknown }> }, node: string): string[] {
  const conflicts: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    const range = entry.engines && typeof entry.engines === 'object' && !Array.isArray(entry.engines) ? (entry.engines as { node?: unknown }).node : undefined;
    if (typeof range === 'string' && !semver.satisfies(node, range)) conflicts.push(`${path || '(root)'}@${entry.version ?? '?'} requires node ${range}`);
  }
  return conflicts;
}

describe('engines', () => {
  const lowest = semver.minVersion(String((read('package.json').engines as { node: string }).node))!.version;

  it('the README names the lowest Node the package accepts', () => {
    expect(lowest).toBe('20.19.0');
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('Node 20 (≥ 20.19)');
  });

  it('accepts only Node versions whose require() loads ES modules, so require("nlu-engine") works on each', () => {
    const range = String((read('package.json').engines as { node: string }).node);
    // require(esm) without a flag: Node 20.19+ on the 20 line, 22.12+ after (not 21, nor 22.0–22.11).
    for (const version of ['20.19.0', '20.20.2', '22.12.0', '24.0.0']) expect(semver.satisfies(version, range), version).toBe(true);
    for (const version of ['20.18.3', '21.7.3', '22.11.0']) expect(semver.satisfies(version, range), version).toBe(false);
  });

  it('every locked package accepts that Node and the running one', () => {
    const lock = read('package-lock.json') as Parameters<typeof engineConflicts>[0];
    expect(engineConflicts(lock, lowest)).toEqual([]);
    expect(engineConflicts(lock, process.versions.node)).toEqual([]);
  });
});
