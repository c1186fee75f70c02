/**
 * `nlu studio` killed with SIGKILL in the middle of a burst of saves, as a crash or the OOM killer stops it: the
 * corpus folder holds only its YAML files (temps are written in .nlu-studio/tmp/, never beside the corpus), each
 * file whole, every save that was answered 200 in it; a studio started again removes the dead one's temps.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { runNlu } from './support/process.js';

async function startStudio(root: string) {
  const studio = runNlu(['studio', '--port', '0'], { cwd: root, killAfterMs: 120_000 });
  const [, url] = await studio.waitFor(/nlu studio on (http:\/\/[^/\s]+)\//, 120_000);
  const page = await (await fetch(`${url}/`)).text();
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(page)![1]!;
  return { studio, url: url!, csrf };
}

describe('nlu studio killed mid-write', () => {
  it('leaves no temp file in the corpus folder and loses no answered save', async () => {
    const root = mkdtempSync(join(tmpdir(), 'nlu-studio-kill-'));
    cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
    const { studio, url, csrf } = await startStudio(root);
    const answered: string[] = [];
    let killed = false;
    const saves = Array.from({ length: 200 }, (_, i) => `good day number ${i}`).map(async (text) => {
      const response = await fetch(`${url}/api/utterances`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-nlu-studio-csrf': csrf },
        body: JSON.stringify({ file: 'corpus/intents.yaml', intentId: 'greeting', text }),
      }).catch(() => null);
      if (response?.status === 200) answered.push(text);
      // Killed once a few saves are answered, the rest still queued or being written.
      if (answered.length === 20 && !killed) {
        killed = true;
        studio.child.kill('SIGKILL');
      }
    });
    await Promise.all(saves);
    expect((await studio.exited).signal).toBe('SIGKILL');
    expect(readdirSync(join(root, 'corpus')).sort()).toEqual(['entities.yaml', 'intents.yaml']);
    const greeting = (await loadCorpus(join(root, 'corpus'))).intents.find((i) => i.id === 'greeting')!.utterances.map((u) => u.text);
    expect(answered.filter((t) => !greeting.includes(t))).toEqual([]);
    expect(readFileSync(join(root, 'corpus/intents.yaml'), 'utf8')).toMatch(/\noutOfScope:\n/);

    // Started again, the studio sweeps what the killed one left in its temp folder.
    const again = await startStudio(root);
    try {
      const temps = join(root, '.nlu-studio', 'tmp');
      expect(existsSync(temps) ? readdirSync(temps) : []).toEqual([]);
    } finally {
      again.studio.child.kill('SIGTERM');
      await again.studio.exited;
    }
  }, 300_000);
});
