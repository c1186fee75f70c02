/** What `nlu serve --record` keeps of one answered statement: the statement, the answer, the model. Never a header or a token. */
import type { UnmatchedReason } from '../types.js';

/** The answer as `details()` gave it, with the decision's score. */
export interface TrafficAnswer {
  intentId: string | null;
  intentName: string | null;
  confidence: number;
  matched: boolean;
  /** Entity name → value (masked like the statement when masking is on). */
  params: Record<string, string>;
  /** Why it was left unmatched; null when matched. */
  unmatchedReason: UnmatchedReason | null;
  /** The decision's score (details().inScopeScore), compared with `cutoff`. */
  inScopeScore: number;
}

export interface NewTrafficMessage {
  /** When it was answered (ms since the epoch). */
  time: number;
  /** The statement as sent, or masked (`masked`). */
  text: string;
  /** True when digits and e-mail addresses were masked (mask.ts) before storing. */
  masked: boolean;
  answer: TrafficAnswer;
  /** The model that answered (its corpus hash) and its cutoff then. */
  corpusHash: string;
  cutoff: number;
}

/** A person's verdict on a message: the intent it should have had, or null for out of scope. */
export interface TrafficLabel {
  intent: string | null;
  /** When it was labelled (ms since the epoch). */
  time: number;
}

export interface TrafficMessage extends NewTrafficMessage {
  /** Increasing, never reused (pruning does not free ids), so a label never lands on another message. */
  id: number;
  label: TrafficLabel | null;
  /**
   * Present when the statement or its params held characters the store cannot hold (U+0000, a lone surrogate):
   * how many were stored as U+FFFD (storable.ts). The answer was given on the text as sent.
   */
  replacedCharacters?: number;
}
