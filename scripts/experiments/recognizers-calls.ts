/**
 * How often recognizers-text's date-time model runs each extractor in one parse, over how many distinct texts, and
 * the time spent (backs the per-parse memo of src/entities/builtins/recognizers-memo.ts). Run on the package alone.
 *   npx tsx scripts/experiments/recognizers-calls.ts [es-es|fr-fr|zh-cn] ["statement"]
 */
import { createRequire } from 'node:module';

type Model = { parse(q: string, d?: Date): unknown[] };
const { DateTimeRecognizer } = createRequire(import.meta.url)('@microsoft/recognizers-text-date-time') as { DateTimeRecognizer: new (c: string, o?: number, l?: boolean) => { getDateTimeModel(c: string, f: boolean): Model } };
const culture = process.argv[2] ?? 'es-es';
const statement = process.argv[3] ?? 'reservar para veintitrés personas el sábado a las 9 de la noche';
const model = new DateTimeRecognizer(culture, 0, true).getDateTimeModel(culture, false);
const prototypes = new Set<{ extract: (...a: unknown[]) => unknown }>();
const seen = new Set<object>();
(function walk(o: unknown, depth: number): void {
  if (o === null || typeof o !== 'object' || seen.has(o) || depth > 12 || o instanceof RegExp) return;
  seen.add(o);
  const p = Object.getPrototypeOf(o) as { extract?: unknown } | null;
  if (p && typeof p.extract === 'function') prototypes.add(p as { extract: (...a: unknown[]) => unknown });
  for (const k of Object.keys(o)) walk((o as Record<string, unknown>)[k], depth + 1);
})(model, 0);
const calls = new Map<string, { n: number; ms: number; texts: Set<string> }>();
for (const p of prototypes) {
  const extract = p.extract;
  p.extract = function (this: object, ...a: unknown[]) {
    const c = calls.get(this.constructor.name) ?? { n: 0, ms: 0, texts: new Set<string>() };
    calls.set(this.constructor.name, c);
    c.n++;
    c.texts.add(String(a[0]));
    const t0 = performance.now();
    try { return extract.apply(this, a); } finally { c.ms += performance.now() - t0; }
  };
}
const reference = new Date(2026, 2, 6, 15);
for (let k = 0; k < 5; k++) model.parse(statement, reference);
calls.clear();
const t0 = performance.now();
model.parse(statement, reference);
console.log(`${culture} "${statement}": ${(performance.now() - t0).toFixed(2)} ms`);
console.log('extractor | calls | distinct texts | ms (inclusive)');
for (const [name, c] of [...calls].sort((a, b) => b[1].ms - a[1].ms)) console.log(`${name} | ${c.n} | ${c.texts.size} | ${c.ms.toFixed(2)}`);
