import { afterEach, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { chromiumForTests } from './chromium.js';
import { tempDir } from '../helpers.js';

describe('the Chromium tests (issue 26: every skip prints its reason)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('print a one-line reason when Chromium is absent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const missing = join(tempDir(), 'chromium');
    expect(chromiumForTests(missing)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]![0]);
    expect(line).toMatch(/^\[skipped\] report\.html in headless Chromium: Chromium not found at [^\n]*CHROMIUM_PATH[^\n]*$/);
    expect(line).toContain(missing);
  });

  it('print nothing when Chromium is there', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(chromiumForTests(process.execPath)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
