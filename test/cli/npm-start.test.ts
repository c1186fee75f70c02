/**
 * `npm start`, the documented start command, stopped the way a container runtime (SIGTERM to the first
 * process) or a terminal (Ctrl-C: SIGINT to the whole process group) stops it: the server closes
 * gracefully and no process of it is left behind (docs/http.md, "Running it").
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TINY_CORPUS, tempDir } from '../helpers.js';
import { run, runNlu } from './support/process.js';

const dir = tempDir('nlu-npm-start-');
const model = join(dir, 'model.json');

beforeAll(async () => {
  const trained = runNlu(['train', '--corpus', TINY_CORPUS, '--out', model]);
  expect((await trained.exited).code, trained.stderr()).toBe(0);
});

/** True while any process of the group (npm, a shell, the server) is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/** `npm start` in its own process group (as a terminal or a container starts it), on the tiny model. */
async function npmStart() {
  const started = run('npm', ['start', '--', '--model', model, '--port', '0', '--referrer-store', 'none'], { detached: true, killAfterMs: 30_000, env: { ...process.env, NLU_SAMPLE_TOKEN: 'off' } });
  const [, url] = await started.waitFor(/listening on (http:\/\/\S+)/);
  await started.waitFor(/^nlu serve: ready$/m);
  return { ...started, url: url!, pgid: started.child.pid! };
}

describe('npm start', () => {
  it('stops cleanly on SIGTERM sent to npm alone: the server closes, nothing is left, the port is free', async () => {
    const server = await npmStart();
    try {
      process.kill(server.pgid, 'SIGTERM');
      expect((await server.exited).code).toBe(0);
      expect(server.stderr()).toMatch(/nlu serve: SIGTERM, finishing in-flight requests\nnlu serve: closed\n/);
      expect(groupAlive(server.pgid)).toBe(false);
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      if (groupAlive(server.pgid)) process.kill(-server.pgid, 'SIGKILL');
    }
  });

  it('stops cleanly on Ctrl-C (SIGINT to the whole group), npm forwarding its copy taken as the same request', async () => {
    const server = await npmStart();
    try {
      process.kill(-server.pgid, 'SIGINT');
      await server.exited;
      expect(server.stderr()).toMatch(/nlu serve: SIGINT, finishing in-flight requests\nnlu serve: closed\n/);
      expect(server.stderr()).not.toMatch(/again/);
      expect(groupAlive(server.pgid)).toBe(false);
    } finally {
      if (groupAlive(server.pgid)) process.kill(-server.pgid, 'SIGKILL');
    }
  });
});
