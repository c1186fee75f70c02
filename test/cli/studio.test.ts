/** `nlu studio` run as a user runs it: it refuses what it must (exit 1, one line), and listens on loopback. */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NLU, run } from './support/process.js';

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'nlu-studio-cli-'));
  cpSync('test/fixtures/tiny-corpus', join(root, 'corpus'), { recursive: true });
  return root;
}

describe('nlu studio', () => {
  it('refuses a corpus outside the project folder, and a host beyond loopback without a token', async () => {
    const root = project();
    const outside = await run(process.execPath, [NLU, 'studio', '--corpus', tmpdir(), '--port', '0'], { cwd: root }).exited;
    expect(outside.code).toBe(1);
    const host = run(process.execPath, [NLU, 'studio', '--host', '0.0.0.0', '--port', '0'], { cwd: root, env: { ...process.env, NLU_STUDIO_TOKEN: '' } });
    expect((await host.exited).code).toBe(1);
    expect(host.stderr()).toMatch(/expected --token \(or NLU_STUDIO_TOKEN\) to listen on 0\.0\.0\.0/);
    const server = run(process.execPath, [NLU, 'studio', '--port', '0', '--server', 'localhost:3000'], { cwd: root });
    expect((await server.exited).code).toBe(1);
    expect(server.stderr()).toMatch(/expected --server to be an http:\/\/ or https:\/\/ address/);
  });

  it('stops at start-up when the traffic store the user named does not open; a missing default store is only the Inbox page\'s note', async () => {
    const root = project();
    const named = run(process.execPath, [NLU, 'studio', '--port', '0', '--traffic', 'data/missing.sqlite'], { cwd: root, env: { ...process.env, NLU_TRAFFIC_STORE: '' } });
    expect((await named.exited).code).toBe(1);
    expect(named.stderr().trim().split('\n')).toEqual([expect.stringMatching(/^error: The traffic store data\/missing\.sqlite did not open: No traffic store at .*missing\.sqlite: expected an existing SQLite file .* \(named by --traffic\)$/)]);
    const fromEnv = run(process.execPath, [NLU, 'studio', '--port', '0'], { cwd: root, env: { ...process.env, NLU_TRAFFIC_STORE: 'elsewhere.sqlite' } });
    expect((await fromEnv.exited).code).toBe(1);
    expect(fromEnv.stderr()).toMatch(/did not open: .* \(named by NLU_TRAFFIC_STORE\)\n$/);
    // No store named and no data/traffic.sqlite: the studio starts, and the Inbox says how to get one.
    const studio = run(process.execPath, [NLU, 'studio', '--port', '0'], { cwd: root, env: { ...process.env, NLU_TRAFFIC_STORE: '' } });
    const [, port] = await studio.waitFor(/nlu studio on http:\/\/127\.0\.0\.1:(\d+)\//);
    expect(await (await fetch(`http://127.0.0.1:${port}/inbox`)).text()).toContain('No traffic store: none was given');
    studio.child.kill('SIGTERM');
    expect((await studio.exited).code).toBe(0);
  });

  it('serves the corpus page on loopback and stops on SIGTERM', async () => {
    const root = project();
    const studio = run(process.execPath, [NLU, 'studio', '--port', '0'], { cwd: root });
    const [, port] = await studio.waitFor(/nlu studio on http:\/\/127\.0\.0\.1:(\d+)\//);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('New utterance for greeting');
    studio.child.kill('SIGTERM');
    expect((await studio.exited).code).toBe(0);
  });
});
