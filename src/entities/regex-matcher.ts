import type { EntitySpan } from '../types.js';

export interface RegexEntity {
  name: string;
  pattern: string;
  flags: string;
}

/** Every non-empty match of each entity's pattern is a span; the value is the matched text. */
export class RegexMatcher {
  private readonly patterns: Array<{ name: string; regex: RegExp }>;

  constructor(entities: readonly RegexEntity[]) {
    this.patterns = entities.map((e) => ({ name: e.name, regex: new RegExp(e.pattern, `${e.flags.replace('g', '')}g`) }));
  }

  match(statement: string): EntitySpan[] {
    const spans: EntitySpan[] = [];
    for (const { name, regex } of this.patterns) {
      regex.lastIndex = 0;
      for (const m of statement.matchAll(regex)) {
        if (m[0].length === 0) continue;
        spans.push({ entity: name, value: m[0], raw: m[0], start: m.index, end: m.index + m[0].length, source: 'regex' });
      }
    }
    return spans;
  }
}
