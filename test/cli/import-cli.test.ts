import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { tempDir } from '../helpers.js';

const NLU = join(import.meta.dirname, '..', '..', 'bin', 'nlu.js');
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'import');

/** Runs the CLI without blocking the test worker (training takes seconds on a busy machine). */
function nlu(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [NLU, ...args], { encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

describe('nlu import, as a migrating user runs it', async () => {
  it('imports a Dialogflow agent, reports what it left out with file and line, and nlu train takes the result unchanged', async () => {
    const out = join(tempDir(), 'imported');
    const r = await nlu('import', join(FIXTURES, 'dialogflow-carbon-assistant'), '--out', out);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^imported a Dialogflow ES export\n {2}en: 14 intents, \d+ utterances/);
    expect(r.stdout).toMatch(/left out responses "flights_intent" \(intents\/flights_intent\.json:\d+\)/);
    const report = readFileSync(join(out, 'import-report.md'), 'utf8');
    expect(report).toMatch(/^# Import report: Dialogflow ES/);
    expect(report).toMatch(/\| input contexts \| .* \| intents\/flights_intent - followup\.json:\d+ \|/);
    expect(JSON.parse(readFileSync(join(out, 'import-report.json'), 'utf8')).entries.length).toBeGreaterThan(50);
    const trained = await nlu('train', '--corpus', join(out, 'corpus'), '--out', join(out, 'model.json'));
    expect(trained.code).toBe(0);
    expect(trained.stdout).toMatch(/trained 14 intents/);
    const answer = await nlu('understand', '--model', join(out, 'model.json'), 'carbon emissions of a flight from Mumbai to Nagpur');
    expect(answer.code).toBe(0);
    // Again into the same folder: the same files, allowed.
    expect((await nlu('import', join(FIXTURES, 'dialogflow-carbon-assistant'), '--out', out)).code).toBe(0);
  }, 600_000);

  it('turns a Rasa test file into a test file nlu evaluate reads', async () => {
    const project = tempDir();
    mkdirSync(join(project, 'data'));
    mkdirSync(join(project, 'tests'));
    copyFileSync(join(FIXTURES, 'rasa', 'demo-rasa.yml'), join(project, 'data', 'nlu.yml'));
    copyFileSync(join(FIXTURES, 'rasa-project', 'tests', 'test_nlu.yml'), join(project, 'tests', 'test_nlu.yml'));
    const out = join(tempDir(), 'imported');
    expect((await nlu('import', project, '--out', out, '--from', 'rasa')).code).toBe(0);
    expect(existsSync(join(out, 'tests', 'test.yaml'))).toBe(true);
    const evaluated = await nlu('evaluate', '--train', join(out, 'corpus'), '--test', join(out, 'tests'));
    expect(evaluated.code).toBe(0);
    expect(evaluated.stdout).toMatch(/7 statements \(7 in scope, 0 out of scope\)/);
  }, 600_000);

  it('refuses what it cannot read, and a folder someone else wrote, in one line and no stack trace', async () => {
    const dir = tempDir();
    const run = async (...args: string[]) => {
      let stderr = '';
      const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => { stderr += String(chunk); return true; });
      try {
        return { code: await main(args), stderr };
      } finally {
        spy.mockRestore();
      }
    };
    const missing = await run('import', join(dir, 'nope'), '--out', join(dir, 'out'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^error: expected an export to import at .*nope \(a folder, a \.zip or a file\), found nothing there\n$/);
    writeFileSync(join(dir, 'mine.yaml'), 'intents: []\n');
    const taken = await run('import', join(FIXTURES, 'luis', 'patterns.lu'), '--out', dir);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/expected the import's folder to be new or empty .* --force to write there/);
    expect(taken.stderr).not.toMatch(/at .*\.ts:\d+/);
    expect((await run('import', join(FIXTURES, 'luis', 'patterns.lu'), '--out', join(dir, 'x'), '--from', 'watson')).code).toBe(2);
  });
});
