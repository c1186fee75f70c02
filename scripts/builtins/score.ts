/** Scoring of builtin suites (scripts/builtins/assemble-suites.ts): a case is right when a span's value is one it accepts. */
export interface SuiteCase {
  suite: string;
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
  return values.some((v) => c.accepted.some((a) => acceptedMatch(a, v)));
}

export type Split = 'dev' | 'check';
/**
 * A case's split, from a hash of its text alone (FNV-1a, 32 bits): two thirds `dev` (tune on these), one third
 * `check` (read only to report). The same text falls in the same split in every suite, language and run.
 */
export function splitOf(text: string): Split {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 3 === 2 ? 'check' : 'dev';
}
