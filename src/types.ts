/** Public result types of the runtime. Our own shapes: nothing of NLP.js leaks through them. */

/** Which extractor produced an entity span. */
export type EntitySource = 'list' | 'regex' | 'builtin' | 'learned' | 'rule';

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

export interface UnderstandDetails extends UnderstandResult {
  /** Top intents, best first. */
  alternatives: RankedIntent[];
  /** Every entity span kept after overlap resolution. */
  entities: EntitySpan[];
}

export interface UnderstandOptions {
  /** How many ranked alternatives to return with `details` (default 5). */
  top?: number;
}
