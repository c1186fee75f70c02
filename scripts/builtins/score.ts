/** Scoring of builtin suites (scripts/builtins/assemble-suites.ts): a case is right when a span's value is one it accepts. */
/** One case of the assembled suites (what assemble-suites.ts writes). */
export interface SuiteCase {
  suite: 'duckling' | 'recognizers';
  kind: string;
  locale: string;
  text: string;
  referenceTime: string;
  timeZone: string;
  accepted: string[];
}

const patterns = new Map<string, RegExp>();
/** An accepted value, "*" matching any text. */
export function acceptedMatch(accepted: string, value: string): boolean {
  if (!accepted.includes('*')) return accepted === value;
  let re = patterns.get(accepted);
  if (!re) {
    re = new RegExp(`^${accepted.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);
    patterns.set(accepted, re);
  }
  return re.test(value);
}

export function isRight(c: SuiteCase, values: readonly string[]): boolean {
  // A phone's extension: ours "6507018887;ext=897", the peers' the digits run on ("6507018887897"): one value, two forms.
  const forms = c.kind === 'phone' ? values.flatMap((v) => [v, v.replace(';ext=', '')]) : values;
  if (forms.some((v) => c.accepted.some((a) => acceptedMatch(a, v)))) return true;
  // One number in two notations: "2.02107211321364e+23 USD" (the suite's) and "202107211321364000000000 USD" (ours).
  if (values.some((v) => c.accepted.some((a) => sameNumber(a, v)))) return true;
  // One length in another unit: "5 ft 2 in" is ours "62 in" (the smaller unit, exact), Recognizers-Text's
  // "5.166666666666667 ft" (the first unit said); the same length, two forms.
  if (c.kind === 'distance') return values.some((v) => c.accepted.some((a) => sameLength(a, v)));
  // Duckling normalises a duration of mixed units to seconds (a year 365 days): its "P367DT3H4S" is ours
  // "P1Y2DT3H4S" ("1 year, 2 days, 3 hours and 4 seconds"). The same length in other units, for its suite only.
  if (c.kind === 'duration' && c.suite === 'duckling') return values.some((v) => { const s = seconds(v); return s !== null && c.accepted.some((a) => seconds(a) === s); });
  return false;
}

const SECONDS: Record<string, number> = { Y: 365 * 86400, W: 7 * 86400, D: 86400, H: 3600, S: 1 };
function seconds(iso: string): number | null {
  const m = /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(iso);
  // Months have no fixed length: a value with months is compared only as written.
  if (!m || m[2] !== undefined) return null;
  const n = (i: number) => Number(m[i] ?? 0);
  return Math.round(n(1) * SECONDS.Y! + n(3) * SECONDS.W! + n(4) * SECONDS.D! + n(5) * SECONDS.H! + n(6) * 60 + n(7));
}

const MM: Record<string, number> = { km: 1e6, m: 1e3, cm: 10, mm: 1, mi: 1_609_344, yd: 914.4, ft: 304.8, in: 25.4 };
function sameLength(a: string, b: string): boolean {
  const [x, y] = [a, b].map((v) => { const m = /^(-?[\d.]+) (\w+)$/.exec(v); return m && MM[m[2]!] ? Number(m[1]) * MM[m[2]!]! : null; });
  return x != null && y != null && Math.abs(x - y) <= 1e-6 * Math.max(Math.abs(x), 1);
}

/** The dev/check split of the cases: one definition, in split.ts. */
export { splitOf, type SplitSide as Split } from './split.js';

function sameNumber(a: string, b: string): boolean {
  const [x, y] = [a, b].map((v) => /^(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)((?: \S+)?)$/.exec(v));
  return !!x && !!y && x[2] === y[2] && (/e/.test(x[1]!) || /e/.test(y[1]!)) && Number(x[1]) === Number(y[1]);
}
