/**
 * The English builtins' misses on the DEV side of the public suites (scripts/builtins/split.ts), grouped by suite
 * and kind, with what we read and what the case accepts: the list the grammar's families were chosen from
 * (issue 30). Never prints a check case: check cases are only counted in the summary lines.
 *
 *   npx tsx scripts/experiments/builtin-misses.ts --suites ../builtin-suites.json [--kind datetime] [--suite duckling]
 */
process.env.TZ = 'UTC';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { extractBuiltins, type BuiltinKind } from '../../src/entities/builtins/index.js';
import { isRight, type SuiteCase } from '../builtins/score.js';
import { splitOf } from '../builtins/split.js';

const { values } = parseArgs({ options: { suites: { type: 'string', default: '../builtin-suites.json' }, kind: { type: 'string' }, suite: { type: 'string' }, summary: { type: 'boolean', default: false } } });
const cases: SuiteCase[] = JSON.parse(readFileSync(values.suites!, 'utf8'));
const tally = new Map<string, { n: number; right: number }>();
for (const c of cases) {
  if (c.locale !== 'en') continue;
  const side = splitOf(c.text);
  if (values.kind && c.kind !== values.kind) continue;
  if (values.suite && c.suite !== values.suite) continue;
  const spans = extractBuiltins(c.text, { locale: 'en', kinds: [c.kind as BuiltinKind], referenceTime: c.referenceTime, timeZone: c.timeZone });
  const right = isRight(c, spans.map((s) => s.value));
  // Check cases are counted, never printed.
  const key = `${c.suite} ${c.kind} ${side}`;
  const t = tally.get(key) ?? { n: 0, right: 0 };
  t.n++; if (right) t.right++;
  tally.set(key, t);
  if (!right && !values.summary && side === 'dev') console.log(`${key}\t${JSON.stringify(c.text)}\tours=${JSON.stringify(spans.map((s) => `${s.raw}→${s.value}`))}\twant=${JSON.stringify(c.accepted)}`);
}
for (const [k, t] of [...tally].sort()) console.log(`# ${k}: ${t.right}/${t.n} = ${((100 * t.right) / t.n).toFixed(1)} %`);
