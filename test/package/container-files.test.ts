/**
 * The Dockerfile and docker-compose.yml cannot be built or started here (no Docker engine on the CI
 * machine), so this checks what can rot silently: every command and flag they run exists in the CLI,
 * every file the Dockerfile copies exists and is not left out by .dockerignore, the compose servers
 * reach the Redis and PostgreSQL services it defines, and the compose healthcheck command works
 * against a real server (docs/http.md, "Docker").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_PATH, DEFAULT_PORT } from '../../src/http/config.js';
import { startServer } from '../../src/http/start.js';
import { NLU, ROOT, run } from '../cli/support/process.js';

const read = (name: string) => readFileSync(join(ROOT, name), 'utf8');

/** The help text of `nlu <command> --help`, and the long flags it lists (`--no-x` is the negation of a boolean `--x`). */
function help(command: string): { text: string; flags: Set<string> } {
  const run = spawnSync(process.execPath, [NLU, command, '--help'], { encoding: 'utf8', timeout: 60_000 });
  expect(run.status, run.stderr).toBe(0);
  return { text: run.stdout, flags: new Set(run.stdout.match(/(?<=^\s*)--[a-z-]+/gm)) };
}

function expectKnownFlags(args: readonly string[], flags: Set<string>): void {
  for (const arg of args.filter((a) => a.startsWith('--'))) {
    const flag = arg.split('=')[0]!;
    expect(flags.has(flag) || flags.has(flag.replace(/^--no-/, '--')), `${flag} is not a flag of the command (see --help)`).toBe(true);
  }
}

interface Instruction {
  keyword: string;
  args: string;
  stage: number;
}

/** Dockerfile instructions, continuation lines joined, comments dropped; `stage` counts FROMs (0 is the first). */
function dockerfile(): Instruction[] {
  const logical = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  let stage = -1;
  return logical.map((line) => {
    const [, keyword, args] = /^(\w+)\s+(.*)$/.exec(line)!;
    if (keyword!.toUpperCase() === 'FROM') stage++;
    return { keyword: keyword!.toUpperCase(), args: args!, stage };
  });
}

describe('Dockerfile', () => {
  const instructions = dockerfile();
  const lastStage = Math.max(...instructions.map((i) => i.stage));

  it('builds in two stages on Node 20 and runs the server itself as the main process, with flags nlu serve has', () => {
    const froms = instructions.filter((i) => i.keyword === 'FROM').map((i) => i.args);
    expect(froms).toEqual(['node:20-bookworm-slim AS build', 'node:20-bookworm-slim']);
    const cmd = instructions.filter((i) => i.keyword === 'CMD');
    expect(cmd).toHaveLength(1);
    // Exec form: no shell and no npm in between, so `docker stop`'s SIGTERM reaches the server.
    const argv = JSON.parse(cmd[0]!.args) as string[];
    expect(argv.slice(0, 3)).toEqual(['node', 'bin/nlu.js', 'serve']);
    expectKnownFlags(argv.slice(3), help('serve').flags);
    expect(instructions.find((i) => i.keyword === 'EXPOSE')?.args).toBe(String(DEFAULT_PORT));
  });

  it('trains the default model at build time with flags nlu train has, where nlu serve looks for it', () => {
    const train = instructions.filter((i) => i.keyword === 'RUN').map((i) => /node bin\/nlu\.js train ([^&]*)/.exec(i.args)?.[1]).find(Boolean);
    expect(train).toBeDefined();
    const args = train!.trim().split(/\s+/);
    expectKnownFlags(args, help('train').flags);
    expect(args[args.indexOf('--out') + 1]).toBe(DEFAULT_MODEL_PATH);
  });

  it('copies only files the repository has and .dockerignore keeps, and into the runtime only what the build stage has', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    const isIgnored = (path: string) =>
      ignored.some((pattern) => {
        const regex = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`);
        return regex.test(path);
      });
    const inBuild = new Set(['node_modules', 'dist', 'models']); // made by npm ci, npm run build and nlu train
    for (const copy of instructions.filter((i) => i.keyword === 'COPY')) {
      const parts = copy.args.split(/\s+/);
      const sources = parts.filter((p) => !p.startsWith('--')).slice(0, -1);
      if (parts[0] === '--from=build') {
        expect(copy.stage).toBe(lastStage);
        for (const source of sources) expect(inBuild.has(source.replace(/^\/app\//, '')), `${source} is not in the build stage`).toBe(true);
      } else {
        for (const source of sources) {
          expect(existsSync(join(ROOT, source)), `${source} does not exist`).toBe(true);
          expect(isIgnored(source), `${source} is excluded by .dockerignore`).toBe(false);
          inBuild.add(source);
        }
      }
    }
    expect(isIgnored('node_modules')).toBe(true);
  });
});

interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  image?: string;
}

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };
  const services = compose.services;
  const servers = Object.entries(services).filter(([, s]) => s.command?.slice(0, 3).join(' ') === 'node bin/nlu.js serve');

  it('runs two servers with flags and environment nlu serve has, sharing the Redis and PostgreSQL it defines', () => {
    expect(servers.map(([name]) => name)).toEqual(['nlu-1', 'nlu-2']);
    const serve = help('serve');
    for (const [name, server] of servers) {
      const args = server.command!.slice(3);
      expectKnownFlags(args, serve.flags);
      expect(args, name).toContain('--no-sample-token');
      for (const variable of Object.keys(server.environment ?? {})) expect(serve.text, `${name}: ${variable} is not read by nlu serve`).toContain(variable);
      const redis = new URL(args[args.indexOf('--redis-url') + 1]!);
      const store = new URL(args[args.indexOf('--referrer-store') + 1]!.replace('${POSTGRES_PASSWORD:-nlu}', 'nlu'));
      expect(redis.protocol).toBe('redis:');
      expect(store.protocol).toBe('postgres:');
      expect(services[redis.hostname]?.image).toMatch(/^redis:/);
      expect(services[store.hostname]?.image).toMatch(/^postgres:/);
      // The URL's user and database are the ones the postgres service creates.
      const pg = services[store.hostname]!.environment!;
      expect([store.username, store.pathname.slice(1)]).toEqual([pg.POSTGRES_USER, pg.POSTGRES_DB]);
      expect(server.depends_on).toEqual({ [redis.hostname]: { condition: 'service_healthy' }, [store.hostname]: { condition: 'service_healthy' } });
    }
  });

  it('gives every service a healthcheck', () => {
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck?.test?.[0], name).toBe('CMD');
  });

  it("the servers' healthcheck exits 0 on a ready server and 1 when nothing answers", async () => {
    const [, server] = servers[0]!;
    const [, command, ...args] = server.healthcheck!.test;
    expect(command).toBe('node');
    // Asynchronously: the server answering it runs in this process.
    const check = async (port: number) => (await run(process.execPath, args, { env: { ...process.env, PORT: String(port) }, killAfterMs: 30_000 }).exited).code;
    const running = await startServer({ host: '127.0.0.1', port: 0, tokens: [], logLevel: 'silent', print: () => {} });
    const port = Number(new URL(running.url).port);
    try {
      await running.ready;
      expect(await check(port)).toBe(0);
    } finally {
      await running.close();
    }
    expect(await check(port)).toBe(1);
  });
});
