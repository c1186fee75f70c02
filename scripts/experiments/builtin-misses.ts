/** Dev misses of the builtin suites (never check's), for classifying by family while writing rules. */
process.env.TZ = 'UTC';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { extractBuiltins, type BuiltinKind } from '../../src/entities/builtins/index.js';
import { isRight, splitOf, type SuiteCase } from '../builtins/score.js';
const { values } = parseArgs({ options: { suites: { type: 'string', default: '/work/tmp-datetime/builtin-suites.json' }, locales: { type: 'string' }, kinds: { type: 'string' }, suite: { type: 'string' } } });
const pick = (l?: string) => (l ? new Set(l.split(',')) : null);
const [L, K, S] = [pick(values.locales), pick(values.kinds), pick(values.suite)];
const cases = (JSON.parse(readFileSync(values.suites!, 'utf8')) as SuiteCase[]).filter((c) => splitOf(c.text) === 'dev' && (!L || L.has(c.locale)) && (!K || K.has(c.kind)) && (!S || S.has(c.suite)));
for (const c of cases) {
  const spans = extractBuiltins(c.text, { locale: c.locale, kinds: [c.kind as BuiltinKind], referenceTime: c.referenceTime, timeZone: c.timeZone });
  if (isRight(c, spans.map((s) => s.value))) continue;
  console.log(`${c.suite[0]} ${c.locale} ${c.kind} | ${JSON.stringify(c.text)} | want ${JSON.stringify(c.accepted)} | got ${JSON.stringify(spans.map((s) => `${s.raw}=${s.value}`))}`);
}
