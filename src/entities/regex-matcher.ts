import { NluError } from '../errors.js';
import type { EntitySpan } from '../types.js';
import { backtrackingProblem } from './regex-safety.js';

export interface RegexEntity {
  name: string;
  pattern: string;
  flags: string;
  /** 'checked': the trainer proved it safe; otherwise it is checked here, before it ever runs. */
  backtracking?: 'checked';
}

/** Every non-empty match of each entity's pattern is a span; the value is the matched text. */
export class RegexMatcher {
  private readonly patterns: Array<{ name: string; regex: RegExp; unicode: boolean }>;
  /** Each entity's patterns anchored at both ends, to test a whole text (an entity may have several). */
  private readonly whole = new Map<string, RegExp[]>();

  /** Throws UNSAFE_REGEX for a pattern that can backtrack catastrophically (regex-safety.ts): it would freeze every answer. */
  constructor(entities: readonly RegexEntity[]) {
    for (const e of entities) {
      const problem = e.backtracking === 'checked' ? null : backtrackingProblem(e.pattern, e.flags);
      if (problem) throw new NluError('UNSAFE_REGEX', `regex entity "${e.name}": ${problem}`);
    }
    this.patterns = entities.map((e) => {
      const regex = new RegExp(e.pattern, `${e.flags.replace('g', '')}g`);
      return { name: e.name, regex, unicode: /[uv]/.test(regex.flags) };
    });
    for (const e of entities) {
      // Without g, y (no lastIndex to carry) and m (^ and $ are the text's ends, not a line's).
      const anchored = new RegExp(`^(?:${e.pattern})$`, e.flags.replace(/[gym]/g, ''));
      this.whole.set(e.name, [...(this.whole.get(e.name) ?? []), anchored]);
    }
  }

  /** Whether the whole text is a match of one of the entity's patterns: what a value of a regex entity must be. */
  matchesWhole(entity: string, text: string): boolean {
    const patterns = this.whole.get(entity);
    return patterns !== undefined && patterns.some((p) => p.test(text));
  }

  match(statement: string): EntitySpan[] {
    const spans: EntitySpan[] = [];
    for (const { name, regex, unicode } of this.patterns) {
      // exec() with lastIndex, as matchAll() does but without copying the regex per call.
      regex.lastIndex = 0;
      for (let m = regex.exec(statement); m !== null; m = regex.exec(statement)) {
        if (m[0].length === 0) {
          // An empty match moves on by one character (a whole code point in unicode mode), as matchAll() does.
          regex.lastIndex = advance(statement, m.index, unicode);
          continue;
        }
        spans.push({ entity: name, value: m[0], raw: m[0], start: m.index, end: m.index + m[0].length, source: 'regex' });
      }
    }
    return spans;
  }
}

/** The index after the character at `index`: past a surrogate pair in unicode mode (AdvanceStringIndex). */
function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const first = text.charCodeAt(index);
  if (first < 0xd800 || first > 0xdbff) return index + 1;
  const second = text.charCodeAt(index + 1);
  return second >= 0xdc00 && second <= 0xdfff ? index + 2 : index + 1;
}
