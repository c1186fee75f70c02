/**
 * The bench scripts as a user runs them (issue 26, item 6): none writes docs/benchmarks.md unless asked
 * with --write, each says why a figure is missing, and none replaces published figures with blanks. Only
 * the quick paths run here (bench-core trains the small default corpus; the others stop before measuring).
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { runProcess, type Finished } from '../support/run-process.js';
// Paths as the scripts show them (relative when near the working directory: a clone under /tmp shows ../nlu-test-…).
import { shownPath } from '../../scripts/lib/publish.js';

const ROOT = join(import.meta.dirname, '..', '..');
const SCRIPTS = join(ROOT, 'scripts');

/** Awaited, not spawnSync (support/run-process.ts says why). */
function bench(script: string, ...args: string[]): Promise<Finished> {
  const env = { ...process.env };
  delete env.NLU_TEST_PG_URL;
  return runProcess(process.execPath, ['--import', 'tsx', join(SCRIPTS, script), ...args], { cwd: ROOT, env });
}

/** A copy of the real doc, so a test can see whether a script touched it. */
function docCopy(): string {
  const doc = join(tempDir(), 'benchmarks.md');
  copyFileSync(join(ROOT, 'docs', 'benchmarks.md'), doc);
  return doc;
}

/** A data folder holding only atis's test split, a few flight requests: all bench-core reads from it. */
function atisOnly(): string {
  const dir = tempDir();
  mkdirSync(join(dir, 'atis'));
  const lines = ['show me flights from boston to denver', 'what is the cheapest fare to dallas', 'i need a flight tomorrow morning'];
  writeFileSync(join(dir, 'atis', 'test.jsonl'), lines.map((text) => JSON.stringify({ text, intent: 'atis_flight' })).join('\n'));
  return dir;
}

describe('bench scripts', () => {
  it('write docs/benchmarks.md only through publish(), which needs --write', async () => {
    const scripts = readdirSync(SCRIPTS).filter((name) => /^bench-.*\.ts$/.test(name));
    expect(scripts.sort()).toEqual(['bench-accuracy.ts', 'bench-builtins.ts', 'bench-core.ts', 'bench-entities.ts', 'bench-http.ts', 'bench-import.ts', 'bench-languages.ts', 'bench-recording.ts', 'bench-referrer.ts', 'bench-studio.ts', 'bench-training.ts']);
    for (const name of scripts) {
      const source = readFileSync(join(SCRIPTS, name), 'utf8');
      // bench-import.ts prints its table and writes no file (docs/import.md quotes it with the command).
      if (name === 'bench-import.ts') {
        expect(source, name).not.toMatch(/writeFile|appendFile|createWriteStream/);
        continue;
      }
      // bench:studio writes its own page (docs/studio.md) with its own --write and --doc, still through publish().
      if (name !== 'bench-studio.ts') expect(source, name).toMatch(/\.\.\.PUBLISH_OPTIONS|options: PUBLISH_OPTIONS/);
      expect(source, name).toMatch(/\bpublish\(\{ name: '/);
      expect(source, name).not.toMatch(/publishSection|spliceSection|writeSection/);
    }
  });

  it('npm run bench prints the section and leaves the doc alone without --write', async () => {
    const doc = docCopy();
    const before = readFileSync(doc, 'utf8');
    const r = (await bench('bench-core.ts', '--data-dir', atisOnly(), '--doc', doc));
    expect(r.stderr).not.toMatch(/no figure/);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^## Default corpus: training, loading and answering$/m);
    expect(r.stdout).toMatch(/^\| ours \| .* \| \d+\.\d % \| \d+ \|$/m); // the atis column measured, not —
    expect(r.stderr).toMatch(/left as it is; to replace its "core" section with the one above, run `npm run bench -- --write`/);
    expect(readFileSync(doc, 'utf8')).toBe(before);
  });

  it('npm run bench -- --write replaces its section and nothing else', async () => {
    const doc = docCopy();
    const before = readFileSync(doc, 'utf8');
    const r = (await bench('bench-core.ts', '--data-dir', atisOnly(), '--doc', doc, '--write'));
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/wrote the "core" section of/);
    const after = readFileSync(doc, 'utf8');
    expect(after).not.toBe(before);
    const outside = (text: string) => text.replace(/<!-- bench:core:start -->[\s\S]*<!-- bench:core:end -->/, '');
    expect(outside(after)).toBe(outside(before));
    expect(after).toContain(r.stdout.trim());
  });

  it('npm run bench -- --write without the shared data sets says what is missing and writes nothing, before measuring', async () => {
    const doc = docCopy();
    const before = readFileSync(doc, 'utf8');
    const empty = tempDir();
    const r = (await bench('bench-core.ts', '--data-dir', empty, '--doc', doc, '--write'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`npm run bench: no figure for atis test unmatched: ${shownPath(join(empty, 'atis', 'test.jsonl'))} not found`);
    expect(r.stderr).toMatch(/not writing .*benchmarks\.md: 1 figure is missing \(above\), and a published figure is not replaced by a blank/);
    expect(r.stderr).not.toMatch(/training, loading/);
    expect(readFileSync(doc, 'utf8')).toBe(before);
  });

  it('bench:accuracy names the missing data folder, with or without --write', async () => {
    const doc = docCopy();
    const before = readFileSync(doc, 'utf8');
    const absent = join(tempDir(), 'datasets');
    for (const write of [[], ['--write']]) {
      const r = (await bench('bench-accuracy.ts', '--data-dir', absent, '--doc', doc, ...write));
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(new RegExp(`no figure for any data set \\(snips, .*\\): ${shownPath(absent).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} not found \\(the shared data sets sit beside the clone`));
    }
    expect(readFileSync(doc, 'utf8')).toBe(before);
  });

  it('bench:training -- --write without the shared data sets says what is missing and writes nothing', async () => {
    const doc = docCopy();
    const before = readFileSync(doc, 'utf8');
    const absent = join(tempDir(), 'datasets');
    const r = await bench('bench-training.ts', '--data-dir', absent, '--doc', doc, '--write');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/npm run bench:training: no figure for the shared data sets \(braun-webapps, banking77-id-oos-20, atis, banking77, snips\): .* not found/);
    expect(r.stderr).toMatch(/not writing .*a published figure is not replaced by a blank/);
    expect(readFileSync(doc, 'utf8')).toBe(before);
  });

  it('bench:accuracy names each missing split of a data set it was asked for', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'atis'));
    writeFileSync(join(dir, 'atis', 'train.jsonl'), '');
    const r = (await bench('bench-accuracy.ts', '--data-dir', dir, '--datasets', 'atis+snips-oos', '--doc', docCopy(), '--write'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`no figure for data set "atis+snips-oos": ${shownPath(join(dir, 'atis', 'test.jsonl'))}, ${shownPath(join(dir, 'snips', 'test.jsonl'))} not found`);
  });

  it('bench:entities -- --write without the shared data sets says what is missing and writes nothing', async () => {
    const doc = docCopy();
    const before = readFileSync(doc, 'utf8');
    const r = (await bench('bench-entities.ts', '--data-dir', join(tempDir(), 'datasets'), '--datasets', 'snips,atis', '--doc', doc, '--write'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no figure for slot F1 on snips: .*datasets not found/);
    expect(r.stderr).toMatch(/no figure for slot F1 on atis: /);
    expect(r.stderr).toMatch(/not writing .*: 2 figures are missing/);
    expect(readFileSync(doc, 'utf8')).toBe(before);
  });

  it('bench:referrer -- --write without PostgreSQL says so and writes nothing', async () => {
    const doc = docCopy();
    const before = readFileSync(doc, 'utf8');
    const r = (await bench('bench-referrer.ts', '--doc', doc, '--write'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no figure for PostgreSQL: no --pg-url or NLU_TEST_PG_URL/);
    expect(readFileSync(doc, 'utf8')).toBe(before);
  });

  it('bench:http says which model file is missing and how to make it', async () => {
    const model = join(tempDir(), 'model.json');
    const r = (await bench('bench-http.ts', '--model', model, '--doc', docCopy(), '--write'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`no model to serve: ${shownPath(model)} not found; train it first`);
  });
});
