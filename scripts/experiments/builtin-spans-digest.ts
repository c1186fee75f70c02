/**
 * A digest of every span extractBuiltins() gives over the public suites' cases (all kinds, then the case's own kind,
 * at the case's reference time and zone), per locale: the same digests before and after a speed change say no span
 * moved. --out <file> writes one line per case (to diff two trees' answers when a digest differs).
 *   npx tsx scripts/experiments/builtin-spans-digest.ts [--suites ../builtin-suites.json] [--locales en,es] [--out f]
 */
process.env.TZ = 'UTC';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { extractBuiltins, type BuiltinKind } from '../../src/entities/builtins/index.js';
import type { SuiteCase } from '../builtins/score.js';

const ROOT = join(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { suites: { type: 'string', default: join(ROOT, '..', 'builtin-suites.json') }, locales: { type: 'string' }, out: { type: 'string' } } });
const only = values.locales ? new Set(values.locales.split(',')) : null;
const cases = (JSON.parse(readFileSync(values.suites!, 'utf8')) as SuiteCase[]).filter((c) => !only || only.has(c.locale));
const hashes = new Map<string, ReturnType<typeof createHash>>();
const counts = new Map<string, number>();
const lines: string[] = [];
const spent = new Map<string, number>();
for (const c of cases) {
  const options = { locale: c.locale, referenceTime: c.referenceTime, timeZone: c.timeZone };
  const t0 = performance.now();
  let line: string;
  try {
    line = JSON.stringify([c.locale, c.text, extractBuiltins(c.text, options), extractBuiltins(c.text, { ...options, kinds: [c.kind as BuiltinKind] })]);
  } catch (e) {
    line = JSON.stringify([c.locale, c.text, 'error', (e as Error).message]);
  }
  spent.set(c.locale, (spent.get(c.locale) ?? 0) + performance.now() - t0);
  if (!hashes.has(c.locale)) hashes.set(c.locale, createHash('sha256'));
  hashes.get(c.locale)!.update(line).update('\n');
  counts.set(c.locale, (counts.get(c.locale) ?? 0) + 1);
  if (values.out) lines.push(line);
}
const all = createHash('sha256');
for (const [locale, h] of [...hashes].sort(([a], [b]) => a.localeCompare(b))) {
  const d = h.digest('hex').slice(0, 16);
  all.update(d);
  console.log(locale, counts.get(locale), d, `${(spent.get(locale)! / 1000).toFixed(1)} s`);
}
console.log('all', cases.length, all.digest('hex').slice(0, 16));
if (values.out) writeFileSync(values.out, lines.join('\n') + '\n');
