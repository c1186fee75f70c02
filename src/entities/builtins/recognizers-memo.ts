/**
 * recognizers-text's date-time model runs the same extractor over the same text many times in one parse: its date
 * extractor 8–9 times over the whole statement (once by itself, then again inside the date-period, date-time and
 * date-time-period extractors and their parsers), the number extractors (one large regex each) 9–15 times, each run
 * reading every regex again. Measured on "reservar para veintitrés personas el sábado a las 9 de la noche": 9 calls of
 * the date extractor over 2 distinct texts, 15 of the cardinal extractor over 2 (scripts/experiments/
 * recognizers-calls.ts). Each extractor's answer depends only on the text and the reference date (the number
 * extractors: the text alone), so within one parse it is kept the first time and handed out again as a copy (callers
 * change the results they get: `er.start += …`, `ers.push(…)`). The cache lives for one parse: a new parse starts
 * empty, so no memory grows with traffic.
 */

interface Extractor { extract(source: string, refDate?: Date): unknown }

/** The parse in progress; each wrapped extractor drops its answers when it sees a new one. */
let generation = 0;

/** Starts a new parse: answers kept by the extractors during the last one are no longer handed out. */
export function newParse(): void {
  generation++;
}

/**
 * Wraps the `extract` of every extractor reachable from a recognizers-text model (each instance gets its own wrapper,
 * the package's classes are left as they are). Returns how many were wrapped.
 */
export function memoizeExtractors(model: object): number {
  const seen = new Set<object>();
  let wrapped = 0;
  const visit = (o: unknown, depth: number): void => {
    if (o === null || typeof o !== 'object' || seen.has(o) || depth > 12) return;
    seen.add(o);
    if (o instanceof RegExp || o instanceof Date) return;
    const extract = (o as Partial<Extractor>).extract;
    if (typeof extract === 'function' && !Object.prototype.hasOwnProperty.call(o, 'extract')) { wrap(o as Extractor, extract); wrapped++; }
    if (o instanceof Map) { for (const v of o.values()) visit(v, depth + 1); return; }
    for (const key of Object.keys(o)) visit((o as Record<string, unknown>)[key], depth + 1);
  };
  visit(model, 0);
  return wrapped;
}

function wrap(extractor: Extractor, extract: Extractor['extract']): void {
  let at = -1;
  const kept = new Map<string, unknown>();
  Object.defineProperty(extractor, 'extract', {
    configurable: true,
    writable: true,
    value(this: Extractor, source: string, refDate?: Date, ...rest: unknown[]): unknown {
      // A call without a reference date reads the clock, one with more arguments than ours reads them: neither is kept.
      if (typeof source !== 'string' || rest.length > 0 || (refDate !== undefined && !(refDate instanceof Date))) return (extract as (...a: unknown[]) => unknown).call(this, source, refDate, ...rest);
      if (refDate === undefined && extract.length > 1) return extract.call(this, source, refDate);
      if (at !== generation) { kept.clear(); at = generation; }
      const key = refDate === undefined ? `\u0000${source}` : `${refDate.getTime()}\u0000${source}`;
      let answer = kept.get(key);
      if (answer === undefined) {
        answer = extract.call(this, source, refDate);
        kept.set(key, copy(answer));
        return answer;
      }
      return copy(answer);
    },
  });
}

/** A deep copy of an extractor's answer (arrays of results, their metadata, dates), prototypes kept; functions and regexes shared. */
function copy<T>(value: T, seen = new Map<object, unknown>()): T {
  if (value === null || typeof value !== 'object' || value instanceof RegExp) return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  const done = seen.get(value);
  if (done !== undefined) return done as T;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    seen.set(value, out);
    for (const v of value) out.push(copy(v, seen));
    return out as T;
  }
  if (value instanceof Map) {
    const out = new Map();
    seen.set(value, out);
    for (const [k, v] of value) out.set(k, copy(v, seen));
    return out as T;
  }
  const out = Object.create(Object.getPrototypeOf(value) as object) as Record<string, unknown>;
  seen.set(value, out);
  for (const key of Object.keys(value)) out[key] = copy((value as Record<string, unknown>)[key], seen);
  return out as T;
}
