import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publish, refusesToWrite } from '../../scripts/lib/publish.js';
import { tempDir } from '../helpers.js';

const DOC = '# Benchmarks\n\n<!-- bench:core:start -->\nold core\n<!-- bench:core:end -->\n\n<!-- bench:http:start -->\nhttp stays\n<!-- bench:http:end -->\n';

function run(write: boolean, missing: Array<{ figure: string; reason: string }> = []) {
  const doc = join(tempDir(), 'benchmarks.md');
  writeFileSync(doc, DOC);
  const printed: string[] = [];
  const notes: string[] = [];
  const outcome = publish({ name: 'core', body: 'new core', command: 'npm run bench' }, { write, doc, missing }, { print: (t) => printed.push(t), note: (l) => notes.push(l) });
  return { outcome, printed: printed.join(''), notes, text: readFileSync(doc, 'utf8') };
}

describe('publish(): a bench section goes into docs/benchmarks.md only when asked (issue 26, item 6)', () => {
  it('prints the section and leaves the doc alone without --write, saying how to write it', () => {
    const r = run(false);
    expect(r.outcome).toBe('printed');
    expect(r.printed).toBe('new core\n');
    expect(r.text).toBe(DOC);
    expect(r.notes).toEqual([expect.stringMatching(/benchmarks\.md left as it is; to replace its "core" section .* run `npm run bench -- --write`\.$/)]);
  });

  it('with --write replaces only its own section', () => {
    const r = run(true);
    expect(r.outcome).toBe('written');
    expect(r.text).toBe(DOC.replace('old core', 'new core'));
    expect(r.notes).toEqual([expect.stringMatching(/wrote the "core" section of .*benchmarks\.md/)]);
  });

  it('says why each missing figure is missing, and with --write refuses to replace published figures with blanks', () => {
    const missing = [{ figure: 'atis test unmatched', reason: 'the atis test split is absent' }];
    const printed = run(false, missing);
    expect(printed.text).toBe(DOC);
    expect(printed.notes[0]).toBe('npm run bench: no figure for atis test unmatched: the atis test split is absent');
    const refused = run(true, missing);
    expect(refused.outcome).toBe('refused');
    expect(refused.text).toBe(DOC);
    expect(refused.printed).toBe('new core\n');
    expect(refused.notes).toEqual([
      'npm run bench: no figure for atis test unmatched: the atis test split is absent',
      expect.stringMatching(/^npm run bench: not writing .*benchmarks\.md: 1 figure is missing \(above\), and a published figure is not replaced by a blank/),
    ]);
  });

  it('appends a section the doc has no markers for', () => {
    const doc = join(tempDir(), 'benchmarks.md');
    writeFileSync(doc, '# Benchmarks\n');
    publish({ name: 'referrer', body: 'rows', command: 'npm run bench:referrer' }, { write: true, doc }, { print: () => {}, note: () => {} });
    expect(readFileSync(doc, 'utf8')).toBe('# Benchmarks\n\n<!-- bench:referrer:start -->\nrows\n<!-- bench:referrer:end -->\n');
  });

  it('refusesToWrite() stops a --write run before measuring when a figure is known to be missing', () => {
    const notes: string[] = [];
    const missing = [{ figure: 'PostgreSQL', reason: 'no --pg-url' }];
    expect(refusesToWrite('npm run bench:referrer', { write: true, doc: 'docs/benchmarks.md', missing }, (l) => notes.push(l))).toBe(true);
    expect(notes).toHaveLength(2);
    expect(refusesToWrite('npm run bench:referrer', { write: false, doc: 'docs/benchmarks.md', missing }, (l) => notes.push(l))).toBe(false);
    expect(refusesToWrite('npm run bench:referrer', { write: true, doc: 'docs/benchmarks.md', missing: [] }, (l) => notes.push(l))).toBe(false);
    expect(notes).toHaveLength(2);
  });
});
