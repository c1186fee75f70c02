/**
 * The studio opened in headless Chromium as its browser tests drive it: the studio built on a project folder
 * and listening on a free loopback port, one 1280×800 page, and every console error, page error and unexpected
 * dialog collected, so each test ends by asserting there were none.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/render-report.js';
import { resolveStudioConfig, type StudioArgs } from '../../../src/studio/config.js';
import { buildStudio, type Studio } from '../../../src/studio/server.js';

/** Where screenshots go: STUDIO_SCREENSHOTS_DIR to keep them (docs/studio.md's come from there), else a temp folder. */
export const SCREENSHOTS = process.env.STUDIO_SCREENSHOTS_DIR ?? mkdtempSync(join(tmpdir(), 'nlu-studio-shots-'));

export interface StudioInBrowser {
  studio: Studio;
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  page: Page;
  /** Console errors, page errors and dialogs nobody expected, as they came. */
  problems: string[];
  /** The next dialog of this type (e.g. 'beforeunload') is expected: answered (accepted or dismissed), not a problem; resolves with its type. */
  expectDialog(type: string, accept: boolean): Promise<string>;
  close(): Promise<void>;
}

/** How often a screenshot Chromium could not capture is tried again, and how long it waits between tries. */
const SCREENSHOT_TRIES = 5;
const SCREENSHOT_RETRY_MS = 300;

/**
 * Headless Chromium sometimes answers a capture with "Unable to capture screenshot" while its renderer is busy
 * (seen on a loaded 2-core machine, after a page had just re-rendered): the page is fine, the frame was not ready.
 * Screenshots are for people to look at, not assertions, so that one error is tried again; any other is thrown.
 */
function retryScreenshots(page: Page): void {
  const capture = page.screenshot.bind(page);
  page.screenshot = async (options) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await capture(options);
      } catch (error) {
        if (attempt >= SCREENSHOT_TRIES || !/Unable to capture screenshot/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, SCREENSHOT_RETRY_MS));
      }
    }
  };
}

/** Builds the studio as `nlu studio` run in `root` with `args` would, and opens a page on `path` (default /). */
export async function openStudioInBrowser(root: string, args: StudioArgs = {}, path = '/'): Promise<StudioInBrowser> {
  const studio = await buildStudio(resolveStudioConfig({ port: 0, ...args }, {}, root));
  await studio.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(studio.app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }).catch(async (error: unknown) => {
    await studio.app.close();
    throw error;
  });
  const problems: string[] = [];
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  retryScreenshots(page);
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  const expected: Array<{ type: string; accept: boolean; seen: (type: string) => void }> = [];
  page.on('dialog', (d) => {
    const k = expected.findIndex((e) => e.type === d.type());
    if (k < 0) { problems.push(`unexpected dialog: ${d.message()}`); void d.dismiss(); return; }
    const [e] = expected.splice(k, 1);
    void (e!.accept ? d.accept() : d.dismiss()).then(() => e!.seen(d.type()));
  });
  const expectDialog = (type: string, accept: boolean) => new Promise<string>((seen) => { expected.push({ type, accept, seen }); });
  const close = async () => {
    await browser.close();
    await studio.app.close();
  };
  try {
    await page.goto(`${url}${path}`);
  } catch (error) {
    await close();
    throw error;
  }
  return { studio, url, page, problems, expectDialog, close };
}
