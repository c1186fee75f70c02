/** The corpus as the trainer sees it, whatever file format it came from. */

/** Where an item came from, for error messages. */
export interface SourceRef {
  file: string;
  path: string;
}

/** An annotated entity span inside an example's text (end exclusive). */
export interface AnnotatedSpan {
  entity: string;
  start: number;
  end: number;
  /** The text between start and end, as written. */
  value: string;
}

export interface Example {
  text: string;
  spans: AnnotatedSpan[];
  source?: SourceRef;
}

export interface IntentDefinition {
  id: string;
  name: string;
  utterances: Example[];
  source?: SourceRef;
}

export interface ListValue {
  value: string;
  synonyms: string[];
}

import type { BuiltinKind } from '../entities/builtins/kinds.js';
export type { BuiltinKind };

export type EntityDefinition =
  /**
   * `open`: values outside the list are wanted too (found by the tagger from annotated utterances);
   * a closed list (the default) answers its canonical values only.
   */
  | { name: string; type: 'list'; values: ListValue[]; fuzzy: boolean; open: boolean }
  | { name: string; type: 'regex'; pattern: string; flags: string; backtracking?: 'checked' }
  /**
   * `resolve`: the span's value is the number (decimal text) or the date or time (ISO 8601, as the datetime builtin)
   * its words say. `range`: the entity is the lower or upper bound of a numeric range ("over 20", "under 50"); implies resolve: number.
   */
  | { name: string; type: 'learned'; resolve?: 'number' | 'datetime'; range?: 'lower' | 'upper' }
  | { name: string; type: 'builtin'; builtin: BuiltinKind };

/**
 * The answer-or-not setting kept with the corpus (a `decision:` key in one corpus file; docs/corpus-format.md):
 * exactly one of a share of out-of-scope messages to expect, a fixed threshold, or labelled messages to tune the
 * cutoff on (a path, resolved against the file that names it). `nlu train` and `nlu evaluate` use it unless their
 * own options set the decision.
 */
export type CorpusDecision = { outOfScopeShare: number } | { threshold: number } | { tuneOn: string };

export interface Corpus {
  locale: string;
  /** Absent: the defaults (out-of-scope share 0.5). */
  decision?: CorpusDecision;
  intents: IntentDefinition[];
  entities: EntityDefinition[];
  /** Statements that belong to no intent. */
  outOfScope: Example[];
}

/** Intent labels that mean "out of scope" in data sets we read. */
export const OUT_OF_SCOPE_LABELS: ReadonlySet<string> = new Set(['oos', 'None', 'none', 'null']);
