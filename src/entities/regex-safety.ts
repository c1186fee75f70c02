/**
 * Whether a regex entity's pattern can backtrack catastrophically. JavaScript's engine backtracks: `(\w+\s?)+X`
 * takes seconds on a 28-character statement and doubles with every letter, and the server answers nothing
 * meanwhile. recheck (a ReDoS checker that analyses the pattern's automaton and confirms by fuzzing) proves a
 * pattern's worst case; we accept linear patterns and those of the 2nd degree (a few ms at the HTTP limit of
 * 1 000 characters: `[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}` took 2 ms on its worst 1 000-character statement),
 * and refuse exponential ones and higher degrees (`\d+\d+x`, 3rd degree, took 0.8 s on 1 000 digits).
 *
 * The corpus check refuses such a pattern (nlu train, nlu check, the studio), the trainer marks every pattern it
 * checked in the model (`backtracking: 'checked'`), and a model without that mark (trained before the check) is
 * checked when it is loaded. recheck is loaded only when a pattern needs checking: a server loading a checked
 * model never loads it.
 */
import { createRequire } from 'node:module';

type Recheck = typeof import('recheck');

/** The highest polynomial degree accepted. */
export const MAX_ACCEPTED_DEGREE = 2;

let recheck: Recheck | undefined;
const verdicts = new Map<string, string | null>();

/** Why the pattern is refused (its worst case is exponential, or a polynomial above the 2nd degree), or null. */
export function backtrackingProblem(pattern: string, flags: string): string | null {
  const key = `${flags}/${pattern}`;
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  const verdict = check(pattern, flags);
  verdicts.set(key, verdict);
  return verdict;
}

function check(pattern: string, flags: string): string | null {
  recheck ??= createRequire(import.meta.url)('recheck') as Recheck;
  // recheck reads the flags a RegExp takes; `g` and `y` change nothing about the worst case.
  const result = recheck.checkSync(pattern, flags.replace(/[gy]/g, ''), { timeout: 10_000 });
  if (result.status === 'safe') return null;
  if (result.status === 'unknown') {
    return `expected a regex pattern whose worst case can be proven to be linear or quadratic; the check of /${pattern}/ could not prove it (${result.error.kind}): simplify it, e.g. without a repeated group`;
  }
  const complexity = result.complexity;
  if (complexity.type === 'polynomial' && complexity.degree <= MAX_ACCEPTED_DEGREE) return null;
  const attack = result.attack.string;
  const example = attack.length > 40 ? `${JSON.stringify(attack.slice(0, 40)).slice(0, -1)}…"` : JSON.stringify(attack);
  const growth = complexity.type === 'exponential' ? 'exponentially (each added character can double the time)' : `as the ${ordinal(complexity.degree)} power of its length`;
  return (
    `expected a regex pattern that runs in bounded time on any statement; found /${pattern}/, which can backtrack catastrophically: ` +
    `on a statement like ${example} its time grows ${growth}, and the server answers nothing meanwhile. ` +
    'Rewrite it so that no repeated part can match the same text in two ways (e.g. (\\w+\\s?)+ as \\w+(\\s\\w+)*)'
  );
}

function ordinal(n: number): string {
  return n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}
