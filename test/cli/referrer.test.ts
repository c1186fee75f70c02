/**
 * `nlu referrer get` and `link` as a user runs them (docs/referrer.md, "Command line"): they read the
 * store, never create one, and `link` prints a link only for a referrer the store has. Each case is
 * one real process, in a fresh working folder.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReferrer, deleteReferrer } from '../../src/referrer/create.js';
import { openReferrerStore } from '../../src/referrer/open-store.js';
import { tempDir } from '../helpers.js';
import { flowRequest } from '../referrer/support/fixtures.js';
import { runNlu } from './support/process.js';

const TEMPLATE = 'https://t.me/shop_bot?start={ref}';
const store = join(tempDir('nlu-cli-referrer-'), 'referrers.sqlite');
let live = '';
let deleted = '';

beforeAll(async () => {
  const opened = await openReferrerStore(store);
  live = (await createReferrer(opened, flowRequest()))._id;
  deleted = (await createReferrer(opened, flowRequest()))._id;
  await deleteReferrer(opened, deleted, 'tester');
  await opened.close();
});

async function nlu(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const run = runNlu(args, options);
  const { code } = await run.exited;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

describe('nlu referrer link', () => {
  it('prints the link of a referrer the store has, from --store or NLU_REFERRER_STORE', async () => {
    expect(await nlu(['referrer', 'link', live, '--template', TEMPLATE, '--store', store])).toEqual({ code: 0, stdout: `https://t.me/shop_bot?start=${live}\n`, stderr: '' });
    expect((await nlu(['referrer', 'link', live, '--template', TEMPLATE], { env: { NLU_REFERRER_STORE: store } })).stdout).toBe(`https://t.me/shop_bot?start=${live}\n`);
  });

  it('exits 1 with no link on an id the store does not have', async () => {
    expect(await nlu(['referrer', 'link', 'doesnotexist', '--template', TEMPLATE, '--store', store])).toEqual({ code: 1, stdout: '', stderr: 'error: No referrer with id "doesnotexist"\n' });
  });

  it('prints the link of a deleted referrer with a warning (the bot decides what a deleted link does)', async () => {
    expect(await nlu(['referrer', 'link', deleted, '--template', TEMPLATE, '--store', store])).toEqual({
      code: 0,
      stdout: `https://t.me/shop_bot?start=${deleted}\n`,
      stderr: `warning: referrer ${deleted} is deleted; the link still resolves to it, with isDeleted: true\n`,
    });
  });
});

describe('nlu referrer get and link without a store', () => {
  for (const command of [['get', 'someid'], ['link', 'someid', '--template', TEMPLATE]]) {
    it(`${command[0]} says there is no store at the default path, and creates nothing`, async () => {
      const cwd = tempDir('nlu-cli-nostore-');
      // Unset (child_process leaves out undefined values), so the default path applies.
      const run = await nlu(['referrer', ...command], { cwd, env: { NLU_REFERRER_STORE: undefined } });
      expect(run).toEqual({ code: 1, stdout: '', stderr: 'error: No referrer store at data/referrers.sqlite: expected an existing SQLite file, found nothing there\n' });
      expect(readdirSync(cwd)).toEqual([]);
    });
  }

  it('get says so for a --store path that does not exist, and creates neither the file nor its folder', async () => {
    const missing = join(tempDir('nlu-cli-nostore-'), 'sub', 'r.sqlite');
    const run = await nlu(['referrer', 'get', 'someid', '--store', missing]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`error: No referrer store at ${missing}: expected an existing SQLite file, found nothing there\n`);
    expect(existsSync(join(missing, '..'))).toBe(false);
  });
});
