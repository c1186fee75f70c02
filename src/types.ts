/** Public result types of the runtime. Our own shapes: nothing of NLP.js leaks through them. */
import type { Explanation } from './explanation/types.js';
import type { BuiltinKind } from './entities/builtins/kinds.js';
import type { BuiltinResolution } from './entities/builtins/index.js';

/** Which extractor produced an entity span. */
export const ENTITY_SOURCES = ['list', 'regex', 'builtin', 'learned', 'rule'] as const;
export type EntitySource = (typeof ENTITY_SOURCES)[number];

/** The one entity contract every extractor returns; overlaps are resolved in one place. */
export interface EntitySpan {
  entity: string;
  /** Resolved value: canonical list value, decimal text for numbers, else the raw text. */
  value: string;
  /** The text as written in the statement. */
  raw: string;
  /** Offsets into the statement (JavaScript string indices, end exclusive). */
  start: number;
  end: number;
  source: EntitySource;
  /** The builtin kind that read the value (a builtin entity's, or `datetime` for a learned one with `resolve: datetime`). */
  builtin?: BuiltinKind;
  /** The value's parts (a date or time's grain, start and end; a quantity's amount and unit): builtin kinds but number, email, url. */
  resolution?: BuiltinResolution;
}

export interface RankedIntent {
  intentId: string;
  intentName: string;
  confidence: number;
}

export interface UnderstandResult {
  /** null when no intent matched. */
  intentId: string | null;
  intentName: string | null;
  /** In [0, 1]; exactly 1 for a full match. When unmatched: the top intent's confidence. */
  confidence: number;
  /** Entity name → value, every value a string. Empty when unmatched. */
  params: Record<string, string>;
  matched: boolean;
  /** True when the statement equals a training utterance after normalization. */
  fullMatch: boolean;
}

/**
 * Why a statement was left unmatched: the first check of the decision it failed, in the decision's order.
 * - `empty`: it has no words.
 * - `out-of-scope-example`: the corpus lists this very statement as out of scope.
 * - `background`: the out-of-scope class is ahead of the best intent by more than the model's margin.
 * - `below-threshold`: the best intent's confidence is under the threshold.
 * - `nothing-known`: too little in it that the corpus knows, against what it does not (keyboard mashes,
 *   made-up words, another domain's words the tagger read as values).
 * - `unknown-words`: more unknown words outside its values than the corpus's own statements have.
 * - `unfamiliar-frame`: its unknown words sit in a frame the best intent's statements make unlikely.
 */
export const UNMATCHED_REASONS = ['empty', 'out-of-scope-example', 'background', 'below-threshold', 'nothing-known', 'unknown-words', 'unfamiliar-frame'] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

export interface UnderstandDetails extends UnderstandResult {
  /** Top intents, best first. */
  alternatives: RankedIntent[];
  /** Every entity span kept after overlap resolution. */
  entities: EntitySpan[];
  /** Present when unmatched: why (UnmatchedReason). */
  unmatchedReason?: UnmatchedReason;
  /**
   * The decision's estimate (0…1) that the answer is in scope and right, which it compares with the model's
   * cutoff: 1 for a full match and when a fixed threshold decides, 0 when a rule left the statement unmatched.
   */
  inScopeScore: number;
  /** Why the answer is what it is; present only when asked (`explain: true`). See src/explanation/types.ts. */
  explanation?: Explanation;
}

/** What "now" is for the statement's dates and times: the only inputs besides the statement that change a value. */
export interface TimeOptions {
  /** A Date or ISO 8601 text; text without an offset is a wall time in the zone. Default: the current time. */
  referenceTime?: Date | string;
  /** An IANA zone ("Europe/Paris") or a fixed offset ("-02:00"). Default: the understander's (setTimeZone(), `nlu serve --time-zone`), else UTC. */
  timeZone?: string;
}

export interface UnderstandOptions extends TimeOptions {
  /** How many ranked alternatives to return with `details` (default 5). */
  top?: number;
  /**
   * Also explain the answer (`explanation`): the classifier's scores of the winner and the runner-up taken apart by
   * feature, the decision's signals and the entities' sources. Costs more than the answer; off by default.
   */
  explain?: boolean;
}
