/**
 * Would recognizers-text's number model, called where our numeral grammar reads nothing, lift the es, pt and zh
 * number suites (issue 30's option)? Counts, per suite, locale and split, the cases ours gets right, those the
 * fallback would add, and the fallback's cost per statement where it runs (the statements ours reads nothing in).
 *   npx tsx scripts/experiments/rt-number-fallback.ts --suites ../builtin-suites.json
 */
process.env.TZ = 'UTC';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { extractBuiltins } from '../../src/entities/builtins/index.js';
import { recognizersValues } from '../builtins/peers.js';
import { isRight, splitOf, type SuiteCase } from '../builtins/score.js';

const { values } = parseArgs({ options: { suites: { type: 'string', default: '../builtin-suites.json' } } });
const cases = (JSON.parse(readFileSync(values.suites!, 'utf8')) as SuiteCase[]).filter((c) => c.kind === 'number' && ['es', 'pt', 'zh'].includes(c.locale));
const rows = new Map<string, { n: number; ours: number; withFallback: number; fallbackRuns: number }>();
const costs: number[] = [];
for (const c of cases) {
  const key = `${c.suite} ${c.locale} ${splitOf(c.text)}`;
  const row = rows.get(key) ?? { n: 0, ours: 0, withFallback: 0, fallbackRuns: 0 };
  row.n++;
  const ours = extractBuiltins(c.text, { locale: c.locale, kinds: ['number'], referenceTime: c.referenceTime, timeZone: c.timeZone }).map((s) => s.value);
  const right = isRight(c, ours);
  if (right) row.ours++;
  let values = ours;
  if (ours.length === 0) {
    row.fallbackRuns++;
    const t0 = performance.now();
    values = recognizersValues(c);
    costs.push(performance.now() - t0);
  }
  if (isRight(c, values)) row.withFallback++;
  rows.set(key, row);
}
for (const [k, r] of [...rows].sort()) console.log(`${k}: ${r.n} cases, ours ${((100 * r.ours) / r.n).toFixed(1)} %, with the fallback ${((100 * r.withFallback) / r.n).toFixed(1)} % (it ran on ${r.fallbackRuns})`);
costs.sort((a, b) => a - b);
if (costs.length) console.log(`fallback cost where it ran: p50 ${(costs[Math.floor(costs.length / 2)]! * 1000).toFixed(0)} µs, p99 ${(costs[Math.floor(costs.length * 0.99)]! * 1000).toFixed(0)} µs over ${costs.length} statements`);
