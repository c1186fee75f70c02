/** CorpusFiles: a write another program makes between the studio's read and its rename is kept, stale temps are swept. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CorpusFiles } from '../../src/studio/corpus-files.js';

function project(text = 'a\n') {
  const root = mkdtempSync(join(tmpdir(), 'nlu-corpus-files-'));
  mkdirSync(join(root, 'corpus'));
  const file = join(root, 'corpus', 'x.yaml');
  writeFileSync(file, text);
  return { root, file, files: new CorpusFiles(root) };
}

describe('CorpusFiles', () => {
  it('makes the change again on what another program wrote between the read and the rename, keeping both', async () => {
    const { file, files } = project();
    let calls = 0;
    await files.update(file, (source) => {
      // Another program (an editor, git pull) writes the file while the studio computes its change.
      if (calls++ === 0) writeFileSync(file, `${source}from the editor\n`);
      return `${source}from the studio\n`;
    });
    expect(calls).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe('a\nfrom the editor\nfrom the studio\n');
  });

  it('refuses with 409, writing nothing, a file that changes under every attempt', async () => {
    const { file, files } = project();
    let n = 0;
    await expect(files.update(file, (source) => {
      writeFileSync(file, `editor ${++n}\n`);
      return `${source}studio\n`;
    })).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/changed by another program 5 times: nothing was written/) });
    expect(readFileSync(file, 'utf8')).toBe('editor 5\n');
  });

  it('runs changes of one file one after the other, each reading the last', async () => {
    const { file, files } = project('');
    await Promise.all(Array.from({ length: 50 }, (_, i) => files.update(file, (s) => `${s}${i}\n`)));
    expect(readFileSync(file, 'utf8').trim().split('\n').map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('writes temps outside the corpus folder, and creates a file only when the name is free', async () => {
    const { root, file, files } = project();
    await files.update(file, (s) => `${s}b\n`);
    expect(readdirSync(join(root, 'corpus'))).toEqual(['x.yaml']);
    await files.create(join(root, 'corpus', 'y.yaml'), 'y\n');
    await expect(files.create(join(root, 'corpus', 'y.yaml'), 'z\n')).rejects.toMatchObject({ status: 409 });
    expect(readFileSync(join(root, 'corpus', 'y.yaml'), 'utf8')).toBe('y\n');
    expect(readdirSync(join(root, '.nlu-studio', 'tmp'))).toEqual([]);
  });

  it('sweeps temps a killed studio left, in the corpus folder and its own, not those of a running one', async () => {
    const { root, files } = project();
    const dead = 2 ** 22 + 12345; // above Linux's pid_max default: no such process
    mkdirSync(join(root, '.nlu-studio', 'tmp'), { recursive: true });
    writeFileSync(join(root, 'corpus', `.x.yaml.${dead}.0123abcd.tmp`), 'half');
    writeFileSync(join(root, 'corpus', `.x.yaml.${process.pid}.0123abcd.tmp`), 'being written');
    writeFileSync(join(root, '.nlu-studio', 'tmp', `${dead}.0123456789ab.tmp`), 'half');
    expect(await files.sweep(join(root, 'corpus'))).toBe(2);
    expect(readdirSync(join(root, 'corpus')).sort()).toEqual([`.x.yaml.${process.pid}.0123abcd.tmp`, 'x.yaml']);
    expect(readdirSync(join(root, '.nlu-studio', 'tmp'))).toEqual([]);
  });
});
