import type { SourceSpan } from '../corpus-builder.js';

/**
 * Rasa's inline entity markup: `[text](entity)`, `[text](entity:value)` (Markdown, Rasa 1) and
 * `[text]{"entity": "x", "value": "y", "role": "r", "group": "g"}`. Returns the plain text and its spans,
 * or the problem found.
 */
export function parseRasaExample(source: string): { text: string; spans: SourceSpan[]; groups: string[] } | { error: string } {
  const spans: SourceSpan[] = [];
  const groups: string[] = [];
  let text = '';
  let at = 0;
  const pattern = /\[([^\]]*?)\](?:\(([^)]*?)\)|(\{[^}]*?\}))/g;
  for (let m = pattern.exec(source); m !== null; m = pattern.exec(source)) {
    text += source.slice(at, m.index);
    const value = m[1]!;
    const start = text.length;
    text += value;
    at = m.index + m[0].length;
    let entity: string;
    let mapped: string | undefined;
    let role: string | undefined;
    if (m[2] !== undefined) {
      const colon = m[2].indexOf(':');
      entity = (colon < 0 ? m[2] : m[2].slice(0, colon)).trim();
      if (colon >= 0) mapped = m[2].slice(colon + 1).trim();
    } else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(m[3]!);
      } catch {
        return { error: `expected JSON after "[${value}]", found ${m[3]}` };
      }
      const o = parsed as Record<string, unknown>;
      if (typeof o.entity !== 'string') return { error: `expected "entity" in ${m[3]}` };
      entity = o.entity;
      if (typeof o.value === 'string' || typeof o.value === 'number') mapped = String(o.value);
      if (typeof o.role === 'string') role = o.role;
      if (typeof o.group === 'string' || typeof o.group === 'number') groups.push(`${entity} group ${o.group}`);
    }
    if (entity.length === 0) return { error: `expected an entity name after "[${value}]"` };
    spans.push({ start, end: start + value.length, entity, ...(role ? { role } : {}), ...(mapped !== undefined && mapped !== value ? { value: mapped } : {}) });
  }
  text += source.slice(at);
  return { text, spans, groups };
}
