/**
 * `nlu understand --reference-time --time-zone` as a user runs it: dates and times resolve against what the flags
 * say "now" is, and a zone or time that cannot be read is one line naming what was expected, exit 1, no stack.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeModelFile } from '../../src/model/write.js';
import { FIXTURES, tempDir } from '../helpers.js';
import { cachedModel } from '../support/model-cache.js';
import { runNlu } from './support/process.js';

const model = join(tempDir('nlu-understand-time-'), 'restaurant.json');

beforeAll(async () => {
  await writeModelFile(model, await cachedModel(join(FIXTURES, 'restaurant-corpus')));
}, 240_000);

async function understand(...args: string[]) {
  const run = runNlu(['understand', '--model', model, ...args], { killAfterMs: 60_000 });
  const { code } = await run.exited;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

describe('nlu understand with a reference time and zone', () => {
  it('resolves the statement\'s time against them, across the change to summer time', async () => {
    const paris = await understand('--reference-time', '2026-03-27T12:00:00', '--time-zone', 'Europe/Paris', 'table for 4 the day after tomorrow at 8:15pm');
    expect(paris.code, paris.stderr).toBe(0);
    expect(JSON.parse(paris.stdout).params).toEqual({ partySize: '4', bookingTime: '2026-03-29T20:15:00+02:00' });
    const offset = await understand('--reference-time', '2026-03-27T12:00:00-02:00', '--time-zone', '-02:00', 'table for 4 tomorrow at 8pm');
    expect(JSON.parse(offset.stdout).params.bookingTime).toBe('2026-03-28T20:00:00-02:00');
  });

  it('refuses a zone or a reference time it cannot read, saying what it expected', async () => {
    const zone = await understand('--time-zone', 'Mars/Olympus', 'table for 2 at 8pm');
    expect(zone.code).toBe(1);
    expect(zone.stderr).toMatch(/expected a time zone/);
    expect(zone.stderr).not.toMatch(/\n\s+at /);
    const time = await understand('--reference-time', 'yesterday', 'table for 2 at 8pm');
    expect(time.code).toBe(1);
    expect(time.stderr).toMatch(/expected the reference time/);
  });
});
