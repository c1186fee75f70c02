import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedDataset } from './shared-datasets.js';
import { tempDir } from '../helpers.js';

const TEST_ROOT = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? testFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('tests on the shared data sets (issue 15: npm test passes on a clone without ../shared)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('skip with a one-line reason when the data set is absent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sharedDataset('snips/train.jsonl', tempDir(), {})).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[skipped\] tests on the shared data set snips\/train\.jsonl: .* is absent[^\n]*$/);
  });

  it('fail under CI rather than skip', () => {
    expect(() => sharedDataset('snips/train.jsonl', tempDir(), { CI: 'true' })).toThrow(/CI must run the tests on the shared data sets/);
  });

  it('are reached only through sharedDataset()', () => {
    const direct = testFiles(TEST_ROOT)
      .filter((file) => !file.endsWith('shared-datasets.ts') && !file.endsWith('shared-datasets.test.ts'))
      .filter((file) => /shared\/datasets|['"`]\.\.\/shared\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(TEST_ROOT, file));
    expect(direct).toEqual([]);
  });
});
