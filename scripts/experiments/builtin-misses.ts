/**
 * The builtins' misses (English unless --locale) on the DEV side of the public suites (scripts/builtins/split.ts), grouped by suite
 * and kind, with what we read and what the case accepts: the list the grammar's families were chosen from
 * (issue 30). Never prints a check case: check cases are only counted in the summary lines. --families counts the
 * dev misses by family of wording instead of listing them.
 *
 *   npx tsx scripts/experiments/builtin-misses.ts --suites ../builtin-suites.json [--locale es] [--kind datetime] [--suite duckling] [--families]
 */
process.env.TZ = 'UTC';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { extractBuiltins, type BuiltinKind } from '../../src/entities/builtins/index.js';
import { isRight, type SuiteCase } from '../builtins/score.js';
import { splitOf } from '../builtins/split.js';

const { values } = parseArgs({ options: { suites: { type: 'string', default: '../builtin-suites.json' }, kind: { type: 'string' }, suite: { type: 'string' }, summary: { type: 'boolean', default: false }, families: { type: 'boolean', default: false }, locale: { type: 'string', default: 'en' } } });
const cases: SuiteCase[] = JSON.parse(readFileSync(values.suites!, 'utf8'));
const tally = new Map<string, { n: number; right: number }>();
// --families: dev misses counted by the family of wording they hold (the first family whose pattern matches).
const FAMILIES: Array<[string, RegExp]> = [
  ['part of the day (morning, evening, night, meals)', /\b(morning|afternoon|evening|night|breakfast|lunch|dinner|daytime|night-?time)s?\b/i],
  ['earlier / later in a period', /\b(earlier|later|early|late)\s+(in|this|next|last|previous)\b/i],
  ['end of day, till date, and now', /\b(end of|eod|till date|to date|current date|and now|present time|otd)\b/i],
  ['N next / past units, fortnight, business days', /\b\d+\s+(next|upcoming|past|previous|last)\b|\b(fortnight|business days|last minute)\b/i],
  ['years in words, two-digit years', /\b(nineteen|two thousand|of \d{2}\b)/i],
  ['numeric date orders', /\d{8}|\d{4} \d{2} \d{2}|\d+\.\d+|[a-z]+-\d{4}-\d+|\d{4}\/\d+\/[a-z]+|\d+-\d{4}-[a-z]+|[a-z]{3}-\d+-\d{4}/i],
  ['weekday with a week or a month day', /\b(mon|tues?|wed|thu|fri|sat|sun)[a-z]*\b.*\b(week|\d{1,2}(st|nd|rd|th)?)\b|\bweek (on )?(mon|tue|wed|thu|fri|sat|sun)/i],
  ['ranges of months or years (end exclusive in RT)', /\b(from|between)\b.*\b(to|till|through|and|-)\b|\d{4}\s*[-~]\s*\d{4}|[a-z]{3}-[a-z]{3}/i],
  ['open bounds (greater than, before, after, since)', /greater than|[<>]\s*=|\b(after|before|since|beginning)\b/i],
  ['a length from a start', /\bfor\s+(\d|a|an|one|two)\b.*\b(from|starting)\b|\bfrom\b.*\bfor\b/i],
  ['holidays, weekend of', /christmas|easter|halloween|thanksgiving|labor day|patrick|weekend/i],
  ['decades', /\d0 ?s\b/i],
];
const families = new Map<string, number>();
for (const c of cases) {
  if (c.locale !== values.locale) continue;
  const side = splitOf(c.text);
  if (values.kind && c.kind !== values.kind) continue;
  if (values.suite && c.suite !== values.suite) continue;
  const spans = extractBuiltins(c.text, { locale: values.locale!, kinds: [c.kind as BuiltinKind], referenceTime: c.referenceTime, timeZone: c.timeZone });
  const right = isRight(c, spans.map((s) => s.value));
  // Check cases are counted, never printed.
  const key = `${c.suite} ${c.kind} ${side}`;
  const t = tally.get(key) ?? { n: 0, right: 0 };
  t.n++; if (right) t.right++;
  tally.set(key, t);
  if (!right && side === 'dev' && values.families) { const f = FAMILIES.find(([, re]) => re.test(c.text))?.[0] ?? 'other'; families.set(f, (families.get(f) ?? 0) + 1); }
  if (!right && !values.summary && !values.families && side === 'dev') console.log(`${key}\t${JSON.stringify(c.text)}\tours=${JSON.stringify(spans.map((s) => `${s.raw}→${s.value}`))}\twant=${JSON.stringify(c.accepted)}`);
}
for (const [f, n] of [...families].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(4)}  ${f}`);
for (const [k, t] of [...tally].sort()) console.log(`# ${k}: ${t.right}/${t.n} = ${((100 * t.right) / t.n).toFixed(1)} %`);
