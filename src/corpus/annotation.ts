import type { AnnotatedSpan } from './types.js';

export interface ParsedUtterance {
  text: string;
  spans: AnnotatedSpan[];
}

export type AnnotationResult = { ok: true; value: ParsedUtterance } | { ok: false; error: string };

const ENTITY_NAME = /^[A-Za-z_][\w.-]*$/;

/**
 * Parses inline span annotations: `show me [Nike](vendor) shoes` → text without the markup and
 * the span of "Nike". `\[` and `\]` are literal brackets; parentheses outside a span are text.
 */
export function parseAnnotatedUtterance(source: string): AnnotationResult {
  let text = '';
  const spans: AnnotatedSpan[] = [];
  let openAt = -1; // offset in `text` where the current span starts, or -1
  let openColumn = -1; // column in `source`, for the message
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\' && (source[i + 1] === '[' || source[i + 1] === ']')) {
      text += source[i + 1];
      i++;
      continue;
    }
    if (ch === '[') {
      if (openAt >= 0) {
        return { ok: false, error: `unbalanced brackets: "[" at column ${i + 1} opens a span inside the span opened at column ${openColumn + 1}; expected "](entity)" first` };
      }
      openAt = text.length;
      openColumn = i;
      continue;
    }
    if (ch === ']') {
      if (openAt < 0) {
        return { ok: false, error: `unbalanced brackets: "]" at column ${i + 1} closes no "["` };
      }
      const close = source.indexOf(')', i);
      if (source[i + 1] !== '(' || close < 0) {
        return { ok: false, error: `expected "(entityName)" right after "]" at column ${i + 1}, found ${JSON.stringify(source.slice(i + 1, i + 12) || 'the end of the utterance')}` };
      }
      const entity = source.slice(i + 2, close).trim();
      if (!ENTITY_NAME.test(entity)) {
        return { ok: false, error: `expected an entity name (letters, digits, _ . -) in "(…)" at column ${i + 2}, found ${JSON.stringify(entity)}` };
      }
      const value = text.slice(openAt);
      if (value.trim().length === 0) {
        return { ok: false, error: `the span annotated as "${entity}" at column ${openColumn + 1} is empty` };
      }
      spans.push({ entity, start: openAt, end: text.length, value });
      openAt = -1;
      i = close;
      continue;
    }
    text += ch;
  }
  if (openAt >= 0) {
    return { ok: false, error: `unbalanced brackets: "[" at column ${openColumn + 1} is never closed with "](entity)"` };
  }
  return { ok: true, value: { text, spans } };
}
