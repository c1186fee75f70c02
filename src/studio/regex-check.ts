/**
 * The Entities page's live check of a regex entity: what the pattern matches in a statement, computed by the
 * engine's own RegexMatcher (flags, the forced `g`, empty matches skipped), and why `nlu train` would refuse it.
 */
import { RegexMatcher } from '../entities/regex-matcher.js';
import { regexDefinitionProblem } from './entity-document.js';

export interface RegexCheck {
  /** Why the pattern and flags are refused, or null. */
  problem: string | null;
  /** The spans the engine extracts from the statement (none when refused). */
  matches: { start: number; end: number; text: string }[];
}

export function checkRegexOn(pattern: string, flags: string, statement: string): RegexCheck {
  const problem = regexDefinitionProblem(pattern, flags);
  if (problem) return { problem, matches: [] };
  const spans = new RegexMatcher([{ name: 'check', pattern, flags }]).match(statement);
  return { problem: null, matches: spans.map((s) => ({ start: s.start, end: s.end, text: s.raw })) };
}
