import type { Token } from '../text/tokens.js';
import type { BuiltinKind } from '../corpus/types.js';
import type { EntitySpan } from '../types.js';
import { findNumbers } from './numbers.js';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]|\bwww\.[^\s<>"]+[^\s<>".,;:!?)]/giu;

/** Spans of one builtin kind. Money needs a currency; its value is the amount as exact decimal text ("-5" for a negative). */
export function findBuiltin(kind: BuiltinKind, entity: string, statement: string, tokens: readonly Token[]): EntitySpan[] {
  if (kind === 'email' || kind === 'url') {
    const spans: EntitySpan[] = [];
    for (const m of statement.matchAll(kind === 'email' ? EMAIL : URL_PATTERN)) {
      spans.push({ entity, value: m[0], raw: m[0], start: m.index, end: m.index + m[0].length, source: 'builtin' });
    }
    return spans;
  }
  return findNumbers(tokens)
    .filter((n) => kind === 'number' || n.currency !== null)
    .map((n) => {
      const start = tokens[n.first]!.start;
      const end = tokens[n.last]!.end;
      return { entity, value: n.text, raw: statement.slice(start, end), start, end, source: 'builtin' as const };
    });
}
