/**
 * Per-case answers of extractBuiltins() (the case's own kind, as bench:builtins reads it) on the public suites' cases
 * of some locales, written one JSON line a case, and a comparison of two such files: right per split and kind, and the
 * dev cases whose answer changed (check cases are only counted). Backs the es/fr date reader's before/after
 * (docs/runtime-speed.md).
 *   npx tsx scripts/experiments/intl-dates-cases.ts --locales es,fr --out before.jsonl [--suites ../builtin-suites.json]
 *   npx tsx scripts/experiments/intl-dates-cases.ts --compare before.jsonl after.jsonl
 */
process.env.TZ = 'UTC';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { extractBuiltins, type BuiltinKind } from '../../src/entities/builtins/index.js';
import { isRight, splitOf, type SuiteCase } from '../builtins/score.js';

const ROOT = join(import.meta.dirname, '../..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { suites: { type: 'string', default: join(ROOT, '..', 'builtin-suites.json') }, locales: { type: 'string', default: 'es,fr' }, out: { type: 'string' }, compare: { type: 'boolean', default: false } } });

interface Line { locale: string; kind: string; suite: string; split: string; text: string; ref: string; accepted: string[]; found: string[]; right: boolean }

if (values.compare) {
  const [a, b] = positionals.map((p) => readFileSync(p, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Line));
  const tally = new Map<string, [number, number, number]>();
  const changed: string[] = [];
  const dev: [number, number] = [0, 0], check: [number, number] = [0, 0];
  for (let i = 0; i < a!.length; i++) {
    const x = a![i]!, y = b![i]!;
    if (x.text !== y.text) throw new Error(`case ${i} differs: ${x.text} / ${y.text}`);
    const key = `${x.suite} ${x.locale} ${x.kind} ${x.split}`;
    const t = tally.get(key) ?? [0, 0, 0];
    t[0]++; if (x.right) t[1]++; if (y.right) t[2]++;
    tally.set(key, t);
    if (x.right !== y.right) (x.split === 'dev' ? dev : check)[y.right ? 0 : 1]++;
    if (x.split === 'dev' && JSON.stringify(x.found) !== JSON.stringify(y.found)) changed.push(`${x.right ? 'R' : '-'}→${y.right ? 'R' : '-'} ${x.locale} ${x.suite} ${x.kind} ${JSON.stringify(x.text)} @${x.ref}\n    before ${JSON.stringify(x.found)}\n    after  ${JSON.stringify(y.found)}\n    accepted ${JSON.stringify(x.accepted.slice(0, 3))}`);
  }
  for (const [k, [n, r1, r2]] of [...tally].sort()) console.log(`${k}: ${n} cases, right ${r1} → ${r2}`);
  console.log(`dev: ${dev[0]} gained, ${dev[1]} lost; check: ${check[0]} gained, ${check[1]} lost`);
  console.log(changed.join('\n'));
} else {
  const only = new Set(values.locales!.split(','));
  const cases = (JSON.parse(readFileSync(values.suites!, 'utf8')) as SuiteCase[]).filter((c) => only.has(c.locale));
  const lines: string[] = [];
  for (const c of cases) {
    let found: string[];
    try { found = extractBuiltins(c.text, { locale: c.locale, kinds: [c.kind as BuiltinKind], referenceTime: c.referenceTime, timeZone: c.timeZone }).map((s) => s.value); } catch { found = []; }
    const line: Line = { locale: c.locale, kind: c.kind, suite: c.suite, split: splitOf(c.text), text: c.text, ref: `${c.referenceTime} ${c.timeZone}`, accepted: c.accepted, found, right: isRight(c, found) };
    lines.push(JSON.stringify(line));
  }
  writeFileSync(values.out!, `${lines.join('\n')}\n`);
  console.log(`${lines.length} cases written to ${values.out}`);
}
