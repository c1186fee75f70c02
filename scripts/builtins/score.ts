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
  return forms.some((v) => c.accepted.some((a) => acceptedMatch(a, v)));
}

/** The dev/check split of the cases: one definition, in split.ts. */
export { splitOf, type SplitSide as Split } from './split.js';
