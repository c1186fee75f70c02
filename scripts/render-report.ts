/**
 * Renders a report.html in headless Chromium and saves a full-page PNG, to check the page draws
 * as meant. Any request the page makes beyond its own file is blocked and counted: a self-contained
 * report makes none.
 *
 *   npx tsx scripts/render-report.ts <report.html> <out.png>
 *
 * Chromium: /usr/bin/chromium (Debian package `chromium`), or set CHROMIUM_PATH.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RenderResult {
  png: string;
  /** URLs the page tried to fetch besides itself (blocked). */
  externalRequests: string[];
  /** Text of each <svg>'s aria-label, to check the charts are in the page. */
  charts: string[];
  /** Full page size in CSS pixels. */
  width: number;
  height: number;
}

export function chromiumAvailable(path: string = CHROMIUM_PATH): boolean {
  return existsSync(path);
}

export async function renderReport(htmlPath: string, pngPath: string): Promise<RenderResult> {
  const pageUrl = pathToFileURL(resolve(htmlPath)).href;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1240, height: 900 } });
    const externalRequests: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url === pageUrl) return route.continue();
      externalRequests.push(url);
      return route.abort();
    });
    await page.goto(pageUrl, { waitUntil: 'load' });
    const charts = await page.$$eval('svg', (svgs) => svgs.map((svg) => svg.getAttribute('aria-label') ?? ''));
    // A string runs in the page, where `document` exists; tsconfig has no DOM lib for Node code.
    const size = (await page.evaluate('({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight })')) as {
      width: number;
      height: number;
    };
    await page.screenshot({ path: pngPath, fullPage: true });
    return { png: pngPath, externalRequests, charts, ...size };
  } finally {
    await browser.close();
  }
}

// Run as a script (not when imported by a test).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [html, png] = process.argv.slice(2);
  if (!html || !png) {
    process.stderr.write('usage: tsx scripts/render-report.ts <report.html> <out.png>\n');
    process.exit(2);
  }
  if (!chromiumAvailable()) {
    process.stderr.write(`Chromium not found at ${CHROMIUM_PATH}: install the Debian package "chromium" or set CHROMIUM_PATH.\n`);
    process.exit(1);
  }
  const result = await renderReport(html, png);
  process.stdout.write(`${result.png}: ${result.width}×${result.height} px, charts: ${result.charts.join('; ')}, external requests: ${result.externalRequests.length}\n`);
}
