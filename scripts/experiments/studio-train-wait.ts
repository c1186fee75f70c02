/**
 * Experiment: what the studio's Train waits for (issue 34; docs/training.md "The studio's Train"). On a copy of the
 * default corpus: `nlu train` as a child process (how the studio trained before: the whole wait, and the training
 * inside it that the command reports), then the studio's Train on its own thread: first (it starts the thread), again
 * with nothing changed (the model is kept), then after an edit (one utterance added). Over --rounds; prints each wait.
 *
 *   npx tsx scripts/experiments/studio-train-wait.ts [--rounds 2]
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { resolveStudioConfig } from '../../src/studio/config.js';
import { CSRF_HEADER } from '../../src/studio/guard.js';
import { buildStudio } from '../../src/studio/server.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2' } } });
const ROOT = resolve(import.meta.dirname, '..', '..');
const host = '127.0.0.1:3100';
const TRAINED_IN = /in (\d+(?:\.\d+)?) s → /;

for (let round = 0; round < Number(values.rounds); round++) {
  const root = mkdtempSync(join(tmpdir(), 'studio-train-wait-'));
  cpSync(join(ROOT, 'corpus'), join(root, 'corpus'), { recursive: true });

  const started = performance.now();
  const child = spawnSync(process.execPath, [join(ROOT, 'bin', 'nlu.js'), 'train', '--corpus', 'corpus', '--out', 'models/child.json'], { cwd: root, encoding: 'utf8' });
  const wall = (performance.now() - started) / 1000;
  console.log(`round ${round + 1}: nlu train as a child process: ${wall.toFixed(2)} s waited, ${TRAINED_IN.exec(child.stdout)?.[1] ?? '?'} s of it training`);

  const studio = await buildStudio(resolveStudioConfig({}, {}, root));
  for (const train of ['first', 'unchanged', 'after an edit']) {
    // YAML of the goodbye intent's utterances: one more at its end.
    if (train === 'after an edit') appendFileSync(join(root, 'corpus', 'intents', 'goodbye.yaml'), '      - "bye for now then"\n');
    await studio.app.inject({ method: 'POST', url: '/api/train', headers: { host, [CSRF_HEADER]: studio.csrfToken }, payload: {} });
    let status: { state: string; seconds: number; trainingSeconds: number | null; message: string; reused: boolean };
    do {
      await new Promise((done) => setTimeout(done, 50));
      status = (await studio.app.inject({ method: 'GET', url: '/api/train', headers: { host } })).json();
    } while (status.state === 'running');
    if (status.state !== 'done') throw new Error(status.message);
    console.log(`round ${round + 1}: studio Train (${train}) on its thread: ${status.seconds.toFixed(1)} s waited, ${status.reused ? 'the model kept' : `${status.trainingSeconds} s of it training`}`);
  }
  await studio.app.close();
}
