/** `nlu evaluate` in process: parses, runs, prints a summary and writes the report files. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import yargs from 'yargs';
import { evaluateCommand } from '../../src/cli/commands/evaluate.js';
import { ReportSchema } from '../../src/evaluation/report-schema.js';
import { TINY_CORPUS, tempDir } from '../helpers.js';

async function nluEvaluate(...args: string[]): Promise<{ stdout: string; stderr: string; failure: string | null }> {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  let failure: string | null = null;
  try {
    await yargs(['evaluate', ...args])
      .command(evaluateCommand)
      .strict()
      .exitProcess(false)
      .fail((message, error) => {
        throw error ?? new Error(message);
      })
      .parseAsync();
  } catch (error) {
    failure = (error as Error).message;
  } finally {
    vi.restoreAllMocks();
  }
  return { stdout, stderr, failure };
}

afterEach(() => vi.restoreAllMocks());

describe('nlu evaluate', () => {
  it('trains, tests, prints the summary and writes report.json, report.schema.json, report.md and report.html', async () => {
    const out = join(tempDir(), 'report');
    const { stdout, stderr, failure } = await nluEvaluate('--train', TINY_CORPUS, '--test', TINY_CORPUS, '--out', out);
    expect(failure).toBeNull();
    expect(stdout).toMatch(/trained on .*tiny-corpus, tested on .*tiny-corpus/);
    expect(stdout).toMatch(/accuracy\s+100\.0%/);
    expect(stderr).toMatch(/evaluating (training|predicting)/);
    for (const name of ['report.json', 'report.schema.json', 'report.md', 'report.html']) expect(existsSync(join(out, name))).toBe(true);
    expect(ReportSchema.safeParse(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))).success).toBe(true);
  });

  it('prints report.json with --json', async () => {
    const { stdout, failure } = await nluEvaluate('--data', TINY_CORPUS, '--folds', '2', '--json');
    expect(failure).toBeNull();
    const report = ReportSchema.parse(JSON.parse(stdout));
    expect(report.run).toMatchObject({ mode: 'cross-validation', folds: 2, seed: 42 });
  });

  it('refuses conflicting or incomplete options', async () => {
    expect((await nluEvaluate('--data', TINY_CORPUS, '--test', TINY_CORPUS)).failure).toMatch(/mutually exclusive/);
    expect((await nluEvaluate('--model', 'm.json')).failure).toMatch(/model -> test/);
    expect((await nluEvaluate()).failure).toMatch(/^expected --model <file> --test <data>/);
  });
});
