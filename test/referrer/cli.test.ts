/** `nlu referrer` through the CLI's main(), in process, against a real SQLite file (exit statuses end to end: test/cli/exit-codes.test.ts). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { createReferrer } from '../../src/referrer/create.js';
import { openReferrerStore } from '../../src/referrer/open-store.js';
import { flowRequest } from './support/fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'nlu-cli-ref-'));
const store = join(dir, 'r.sqlite');
let stdout = '';
let stderr = '';

beforeEach(() => {
  stdout = '';
  stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const cli = (args: string[]): Promise<number> => main(args);

describe('nlu referrer', () => {
  it('creates from a file, then gets it back, then prints a link', async () => {
    const file = join(dir, 'ok.json');
    writeFileSync(file, JSON.stringify(flowRequest()));
    expect(await cli(['referrer', 'create', '--file', file, '--store', store])).toBe(0);
    const created = JSON.parse(stdout) as { _id: string };
    stdout = '';
    await cli(['referrer', 'get', created._id, '--store', store]);
    expect(JSON.parse(stdout)).toEqual(created);
    stdout = '';
    await cli(['referrer', 'link', created._id, '--template', 'https://t.me/shop_bot?start={ref}', '--store', store]);
    expect(stdout.trim()).toBe(`https://t.me/shop_bot?start=${created._id}`);
  });

  it('reads an id that starts with "-" (made before ids stopped doing so) from --id=…', async () => {
    const older = await openReferrerStore(store);
    const made = await createReferrer(older, flowRequest(), { newId: () => '-startsWithADash00000' });
    await older.close();
    expect(await cli(['referrer', 'get', '--id=-startsWithADash00000', '--store', store])).toBe(0);
    expect(JSON.parse(stdout)).toEqual(made);
    stdout = '';
    expect(await cli(['referrer', 'link', '--id=-startsWithADash00000', '--template', 'https://t.me/shop_bot?start={ref}', '--store', store])).toBe(0);
    expect(stdout.trim()).toBe('https://t.me/shop_bot?start=-startsWithADash00000');
    expect(await cli(['referrer', 'get', '--store', store])).toBe(2);
    expect(stderr).toContain('expected a referrer id (one that starts with "-" as --id=-…)');
  });

  it('prints every validation problem with its path and exits 1', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(flowRequest({ vars: [{ variableIdentifier: { scope: 'FLOW', key: 'a' }, vTyp: 'DOUBLE', value: 'abc' }], nm: '' })));
    expect(await cli(['referrer', 'create', '--file', file, '--store', store])).toBe(1);
    expect(stderr).toBe('error: Invalid referrer: 2 problems\n  - nm: expected a non-empty string, found ""\n  - vars[0].value: expected a number for vTyp DOUBLE, found "abc"\n');
  });

  it('reports an unknown id, unreadable files and invalid JSON', async () => {
    expect(await cli(['referrer', 'get', 'AAAAAAAAAAAAAAAAAAAAAA', '--store', store])).toBe(1);
    expect(stderr).toContain('No referrer with id "AAAAAAAAAAAAAAAAAAAAAA"');
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{');
    expect(await cli(['referrer', 'create', '--file', broken, '--store', store])).toBe(1);
    expect(stderr).toContain(`Invalid JSON in ${broken}`);
    expect(await cli(['referrer', 'create', '--file', join(dir, 'missing.json'), '--store', store])).toBe(1);
    expect(stderr).toContain('ENOENT');
  });
});
