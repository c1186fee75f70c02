/**
 * The recorded traffic behind one interface; every backend runs the same contract suite
 * (test/traffic/store-contract.ts). SQLite by default, PostgreSQL for several servers.
 */
import type { UnmatchedReason } from '../types.js';
import type { NewTrafficMessage, TrafficMessage } from './message.js';
import { storableText } from './storable.js';

export interface TrafficListOptions {
  limit: number;
  /** Only messages left unmatched. */
  unmatchedOnly?: boolean;
  /** Also messages already labelled (default: only those still to look at). */
  includeLabelled?: boolean;
}

export interface TrafficPageOptions {
  limit: number;
  /** The last id of the previous page (0 for the first). */
  afterId: number;
  labelledOnly?: boolean;
}

export interface PruneLimits {
  /**
   * Keep at most this many messages, the newest: those whose id is within this many of the newest id. Counting
   * by ids instead of rows costs one index lookup per prune instead of a walk over every kept row (which took
   * ~40 % of a recording server's throughput at 100 000 kept); ids are consecutive in SQLite, and a PostgreSQL
   * insert that failed leaves a gap, so there the store may keep a few fewer.
   */
  maxMessages: number;
  /** Delete the messages answered before this time (ms since the epoch). */
  before: number;
}

export interface TrafficStore {
  readonly kind: 'sqlite' | 'postgres';
  /**
   * Stores a batch in one transaction: all of it or none. Any text is accepted: what the store cannot hold is
   * replaced (storable.ts) and counted in `replacedCharacters`. A batch the store refuses because of a row's
   * data (a constraint, a value out of range) rejects with TRAFFIC_ROW_REFUSED, so the recorder can set that
   * row aside; TRAFFIC_STORE_FAILED means the store itself failed (unreachable, disk full…) and the batch is
   * worth retrying as it is.
   */
  add(messages: readonly NewTrafficMessage[]): Promise<void>;
  get(id: number): Promise<TrafficMessage | undefined>;
  /**
   * Most useful first: unmatched before matched, then the least in-scope score first (for matched messages,
   * those nearest the decision's cutoff), then the newest. No index serves this order: sorting the kept messages
   * when a person asks costs less than an index every recorded message pays for (it halved the insert rate).
   */
  list(options: TrafficListOptions): Promise<TrafficMessage[]>;
  /** Oldest first, by id, after `afterId` (export reads the whole store page by page). */
  page(options: TrafficPageOptions): Promise<TrafficMessage[]>;
  /** Sets (or replaces) a message's label; intent null: out of scope. Undefined when there is no such message. */
  label(id: number, intent: string | null, time: number): Promise<TrafficMessage | undefined>;
  /** Deletes the messages over the limits, oldest first (labelled ones too); resolves to how many. */
  prune(limits: PruneLimits): Promise<number>;
  count(): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface TrafficRow {
  id: number | string;
  received_time: number | string;
  text: string;
  masked: boolean | number;
  matched: boolean | number;
  intent_id: string | null;
  intent_name: string | null;
  confidence: number;
  in_scope_score: number;
  unmatched_reason: string | null;
  params: string | Record<string, string>;
  corpus_hash: string;
  cutoff: number;
  labelled: boolean | number;
  label_intent: string | null;
  labelled_time: number | string | null;
  replaced_characters: number | string;
}

/** The columns an insert writes, in order. */
export const INSERT_COLUMNS = 'received_time, text, masked, matched, intent_id, intent_name, confidence, in_scope_score, unmatched_reason, params, corpus_hash, cutoff, replaced_characters';

/** The values of one row, in INSERT_COLUMNS order, with the statement and the params made storable. */
export function insertValues(message: NewTrafficMessage): unknown[] {
  const { answer } = message;
  // A non-string text is left for the store to refuse (NOT NULL), as a bad row.
  const text = typeof message.text === 'string' ? storableText(message.text) : { text: message.text, replaced: 0 };
  let replaced = text.replaced;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.params)) {
    const stored = storableText(value);
    params[name] = stored.text;
    replaced += stored.replaced;
  }
  return [message.time, text.text, message.masked, answer.matched, answer.intentId, answer.intentName, answer.confidence, answer.inScopeScore, answer.unmatchedReason, JSON.stringify(params), message.corpusHash, message.cutoff, replaced];
}

export function fromRow(row: TrafficRow): TrafficMessage {
  return {
    id: Number(row.id),
    time: Number(row.received_time),
    text: row.text,
    masked: Boolean(row.masked),
    answer: {
      intentId: row.intent_id,
      intentName: row.intent_name,
      confidence: Number(row.confidence),
      matched: Boolean(row.matched),
      params: typeof row.params === 'string' ? (JSON.parse(row.params) as Record<string, string>) : row.params,
      unmatchedReason: row.unmatched_reason as UnmatchedReason | null,
      inScopeScore: Number(row.in_scope_score),
    },
    corpusHash: row.corpus_hash,
    cutoff: Number(row.cutoff),
    label: row.labelled ? { intent: row.label_intent, time: Number(row.labelled_time) } : null,
    ...(Number(row.replaced_characters) > 0 ? { replacedCharacters: Number(row.replaced_characters) } : {}),
  };
}
