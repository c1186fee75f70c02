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

/**
 * Where an entity's spans are answered (details().entities, params, entity F1): `everywhere` (the default),
 * `intent` (only when the answered intent's utterances annotate it), `feature` (never: its matches only
 * inform the tagger and the intent classifier).
 */
export type EntityScope = 'everywhere' | 'intent' | 'feature';

export type EntityDefinition = (
  /**
   * `open`: values outside the list are wanted too (found by the tagger from annotated utterances);
   * a closed list (the default) answers its canonical values only.
   */
  | { name: string; type: 'list'; values: ListValue[]; fuzzy: boolean; open: boolean }
  | { name: string; type: 'regex'; pattern: string; flags: string; backtracking?: 'checked' }
  /**
   * `range`: the entity is the lower or upper bound of a numeric range ("over 20", "under 50"); implies resolve: number.
   * `normalize`: values the tagger finds written as a synonym are answered as its value; no extraction rule.
   */
  | { name: string; type: 'learned'; resolve?: 'number' | 'datetime'; range?: 'lower' | 'upper'; normalize?: ListValue[] }
  | { name: string; type: 'builtin'; builtin: BuiltinKind }
  /** A parameter holding a value of entity `of`, told apart from that entity's other roles by context (the tagger). */
  | { name: string; type: 'role'; of: string }
  /** Words annotated so are never a parameter: the tagger learns to keep every entity off them. */
  | { name: string; type: 'ignore' }
) & { scope?: EntityScope };

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
