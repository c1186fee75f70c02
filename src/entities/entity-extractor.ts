import type { EntityDefinition } from '../corpus/types.js';
import type { TaggerState } from '../model/schema.js';
import { tokenize, type Token } from '../text/tokens.js';
import type { EntitySpan } from '../types.js';
import { findBuiltin } from './builtins.js';
import { ListMatcher } from './list-matcher.js';
import { isCurrencyWord, resolveNumberText } from './numbers.js';
import { RegexMatcher } from './regex-matcher.js';
import { findRanges, type RangeEntities } from './range-rules.js';
import { resolveOverlaps } from './span.js';
import { Gazetteer } from './tagger/gazetteer.js';
import { SequenceTagger } from './tagger/sequence-tagger.js';
import type { TokenHints } from './tagger/token-features.js';

/** Index of the first token starting at or after `offset` (tokens are in order). */
function firstTokenAt(tokens: readonly Token[], offset: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Calls `visit` with the index of every token lying inside the span. */
function forTokensIn(tokens: readonly Token[], span: { start: number; end: number }, visit: (i: number) => void): void {
  for (let i = firstTokenAt(tokens, span.start); i < tokens.length && tokens[i]!.end <= span.end; i++) visit(i);
}

/** List and regex matches as tagger hints: "vendor:B" on the first token of a vendor match, "vendor:I" after. */
export function hintsFromSpans(tokens: readonly Token[], spans: readonly EntitySpan[]): TokenHints[] {
  // Most tokens have no match: they share one empty hint (never written to).
  const hints: TokenHints[] = new Array<TokenHints>(tokens.length).fill(NO_HINTS);
  for (const span of spans) {
    let first = true;
    forTokensIn(tokens, span, (i) => {
      if (hints[i] === NO_HINTS) hints[i] = { matches: [] };
      hints[i]!.matches.push(`${span.entity}:${first ? 'B' : 'I'}`);
      first = false;
    });
  }
  for (const h of hints) if (h.matches.length > 1) h.matches.sort();
  return hints;
}

const NO_HINTS: TokenHints = Object.freeze({ matches: Object.freeze([]) as unknown as string[] });

/**
 * All extractors behind one contract. Policy: rule spans (regex, list, builtin, range rules) are exact and
 * win; a learned span overlapping a rule span of the same entity is dropped, and one
 * overlapping another entity's rule span is trimmed to the words outside it. Learned values
 * are the raw text, unless a list resolves them or the entity resolves to a number.
 */
export class EntityExtractor {
  private readonly lists: ListMatcher;
  private readonly regexes: RegexMatcher;
  private readonly builtins: Array<Extract<EntityDefinition, { type: 'builtin' }>>;
  private readonly definitions: Map<string, EntityDefinition>;
  private readonly tagger: SequenceTagger | null;
  private readonly range: RangeEntities | null;
  private readonly gazetteer: Gazetteer | null;

  constructor(definitions: readonly EntityDefinition[], tagger: TaggerState | null) {
    this.definitions = new Map(definitions.map((d) => [d.name, d]));
    this.lists = new ListMatcher(definitions.filter((d) => d.type === 'list'));
    this.regexes = new RegexMatcher(definitions.filter((d) => d.type === 'regex'));
    this.builtins = definitions.filter((d) => d.type === 'builtin');
    this.tagger = tagger ? new SequenceTagger(tagger) : null;
    this.gazetteer = tagger?.gazetteer?.length ? new Gazetteer(tagger.gazetteer) : null;
    const bound = (b: 'lower' | 'upper') => definitions.find((d) => d.type === 'learned' && d.range === b)?.name;
    const lower = bound('lower');
    const upper = bound('upper');
    this.range = lower && upper ? { lower, upper } : null;
  }

  /** Rule spans and the tagger's hints for a tokenised statement (also used to train the tagger). */
  ruleSpans(statement: string, tokens: readonly Token[]): EntitySpan[] {
    return [
      ...this.lists.match(statement, tokens),
      ...this.regexes.match(statement),
      ...this.builtins.flatMap((b) => findBuiltin(b.builtin, b.name, statement, tokens)),
      ...(this.range ? findRanges(statement, tokens, this.range) : []),
    ];
  }

  extract(statement: string): EntitySpan[] {
    const tokens = tokenize(statement);
    const matches = this.ruleSpans(statement, tokens);
    const rules = resolveOverlaps(matches);
    if (!this.tagger || tokens.length === 0) return rules;
    const hints = hintsFromSpans(tokens, this.gazetteer ? [...matches, ...this.gazetteer.match(statement, tokens)] : matches);
    // The entity of the rule span covering each token: resolved rule spans do not overlap.
    const ruleAt = new Array<string | undefined>(tokens.length);
    for (const r of rules) {
      let last = -1;
      forTokensIn(tokens, r, (i) => { ruleAt[i] = r.entity; last = i; });
      // "fifty dollars backpacks": the currency word after an amount belongs to no learned span.
      const next = tokens[last + 1];
      if (last >= 0 && next && ruleAt[last + 1] === undefined && r.value !== '' && Number.isFinite(Number(r.value)) && isCurrencyWord(next.text)) ruleAt[last + 1] = '';
    }
    const learned: EntitySpan[] = [];
    for (const range of this.tagger.ranges(tokens, hints)) {
      let overlapsSame = false;
      let best: [number, number] | null = null;
      let runStart = -1;
      for (let i = range.first; i <= range.last + 1; i++) {
        if (i <= range.last && ruleAt[i] === range.entity) overlapsSame = true;
        const free = i <= range.last && ruleAt[i] === undefined;
        if (free && runStart < 0) runStart = i;
        if (!free && runStart >= 0) {
          if (!best || i - 1 - runStart > best[1] - best[0]) best = [runStart, i - 1];
          runStart = -1;
        }
      }
      if (overlapsSame || !best) continue;
      const span = this.learnedSpan(statement, range.entity, tokens.slice(best[0], best[1] + 1));
      if (span) learned.push(span);
    }
    return resolveOverlaps([...rules, ...learned]);
  }

  private learnedSpan(statement: string, entity: string, tokens: readonly Token[]): EntitySpan | null {
    const start = tokens[0]!.start;
    const end = tokens[tokens.length - 1]!.end;
    const raw = statement.slice(start, end);
    const value = this.resolveValue(entity, raw, tokens);
    return value === null ? null : { entity, value, raw, start, end, source: 'learned' };
  }

  /**
   * The value of a span's text for an entity: a list's canonical value when the whole text is one
   * of its values, decimal text for an entity that resolves to a number (null when the text holds
   * none), else the text itself. Evaluation resolves gold annotations the same way.
   */
  resolveValue(entity: string, raw: string, tokens: readonly Token[] = tokenize(raw)): string | null {
    const definition = this.definitions.get(entity);
    if (definition?.type === 'list') {
      const listed = this.lists.match(raw).find((s) => s.entity === entity && s.start === 0 && s.end === raw.length);
      return listed ? listed.value : raw;
    }
    if ((definition?.type === 'learned' && definition.resolve === 'number') || (definition?.type === 'builtin' && (definition.builtin === 'number' || definition.builtin === 'money'))) {
      return resolveNumberText(tokens);
    }
    return raw;
  }
}
