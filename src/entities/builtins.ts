import type { BuiltinKind, EntityDefinition } from '../corpus/types.js';
import type { EntitySpan } from '../types.js';
import { findBuiltins, findBuiltinsEach, timeContext, type BuiltinSpan, type DatetimeResolution, type NumberReading, type TimeContext } from './builtins/index.js';

type BuiltinDefinition = Extract<EntityDefinition, { type: 'builtin' }>;

/** Kinds found only in a statement with a numeral or a number word. */
const NEEDS_NUMBERS: ReadonlySet<BuiltinKind> = new Set(['number', 'money', 'ordinal', 'percentage', 'temperature', 'distance', 'phone']);

/** Whether a statement may hold a span of these builtins: the number kinds need a number in it. */
export function needsBuiltins(definitions: readonly BuiltinDefinition[], numbers: boolean): boolean {
  return numbers || definitions.some((d) => !NEEDS_NUMBERS.has(d.builtin));
}

/**
 * The corpus's builtin entities in a statement, through the one entry of src/entities/builtins: one reading per
 * span, so a number inside a date or time ("8:15pm", "the 3rd") is no number. Values as the corpus has them:
 * a number's and money's amount as exact decimal text ("60", the seed's product search depends on it), every
 * other kind's value text (docs/corpus-format.md); dates and times against the statement's reference time and zone.
 */
export function builtinSpans(definitions: readonly BuiltinDefinition[], statement: string, numbers: boolean, time: TimeContext, read?: NumberReading): EntitySpan[] {
  const kinds = new Set<BuiltinKind>();
  for (const d of definitions) if (numbers || !NEEDS_NUMBERS.has(d.builtin)) kinds.add(d.builtin);
  const found = findBuiltinsEach(statement, kinds, time, read);
  const spans: EntitySpan[] = [];
  for (const d of definitions) for (const b of found.get(d.builtin) ?? []) spans.push(toEntitySpan(d.name, b));
  return spans;
}

function toEntitySpan(entity: string, b: BuiltinSpan): EntitySpan {
  // Money keeps today's amount-only value; extractBuiltins() gives "20 EUR".
  const value = b.kind === 'money' ? b.value.slice(0, b.value.lastIndexOf(' ')) : b.value;
  const span: EntitySpan = { entity, value, raw: b.raw, start: b.start, end: b.end, source: 'builtin', builtin: b.kind };
  if (b.kind !== 'number' && b.kind !== 'email' && b.kind !== 'url') span.resolution = b.resolution;
  return span;
}

/** The date or time a text says (a learned entity's words with `resolve: datetime`): its longest reading, null when none. */
export function resolveDatetimeText(text: string, time: TimeContext): { value: string; resolution: DatetimeResolution } | null {
  let best: BuiltinSpan | null = null;
  for (const span of findBuiltins(text, new Set(['datetime']), time)) if (!best || span.end - span.start > best.end - best.start) best = span;
  return best && { value: best.value, resolution: best.resolution as DatetimeResolution };
}

/** The value of a builtin kind a whole text says (a gold annotation), null when it says none. */
export function resolveBuiltinText(kind: BuiltinKind, text: string, time: TimeContext): string | null {
  let best: BuiltinSpan | null = null;
  for (const span of findBuiltins(text, new Set([kind]), time)) if (!best || span.end - span.start > best.end - best.start) best = span;
  return best && toEntitySpan('', best).value;
}

/** The spans of one builtin kind for an entity (a statement read alone, against now in UTC unless a time is given). */
export function findBuiltin(kind: BuiltinKind, entity: string, statement: string, _tokens?: unknown, time: TimeContext = timeContext()): EntitySpan[] {
  return builtinSpans([{ name: entity, type: 'builtin', builtin: kind }], statement, true, time);
}
