/** What `nlu import` reads and writes, whatever the source engine. */

export const IMPORT_FORMATS = ['rasa', 'dialogflow', 'luis', 'nlpjs'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Where a thing stands in the source: a file (relative to what was imported) and, when known, a line (1-based). */
export interface SourcePlace {
  file: string;
  line?: number;
}

/**
 * One line of the import report. `mapped`: a part of the source became a part of the corpus (`to` says what);
 * `changed`: it did, with a change the user should know of; `left-out`: nothing in the corpus holds it.
 */
export interface ReportEntry {
  kind: 'mapped' | 'changed' | 'left-out';
  /** The kind of source part: "intent", "entity", "synonym", "responses", "contexts", "pattern", … */
  part: string;
  /** Its name or text in the source. */
  what: string;
  source: SourcePlace;
  /** What it became, or why it was left out. */
  note: string;
}

/** An entity definition as the native YAML writes it (the corpus format's field names and values). */
export type EntityYaml =
  | { type: 'list'; values: Array<{ value: string; synonyms?: string[] }>; fuzzy?: boolean; open?: boolean; scope?: 'intent' | 'feature' }
  | { type: 'regex'; pattern: string; flags?: string; scope?: 'intent' | 'feature' }
  | { type: 'learned'; resolve?: 'number'; normalize?: Array<{ value: string; synonyms: string[] }>; scope?: 'intent' | 'feature' }
  | { type: 'builtin'; builtin: string; scope?: 'intent' | 'feature' }
  | { type: 'role'; of: string; scope?: 'intent' | 'feature' }
  | { type: 'ignore' };

/** A span of an utterance's text (end exclusive) annotated as an entity. */
export interface ImportSpan {
  start: number;
  end: number;
  entity: string;
}

export interface ImportUtterance {
  text: string;
  spans: ImportSpan[];
  source: SourcePlace;
}

export interface ImportIntent {
  /** The name the engine answers (intentName): the source's own. */
  name: string;
  utterances: ImportUtterance[];
  source: SourcePlace;
}

/** One language's corpus as read from the source, before it is written. */
export interface ImportedCorpus {
  /** Language of the source (its locale, e.g. "en", "es", "en-us" as the source writes it). */
  locale: string;
  intents: ImportIntent[];
  /** Entity definitions by name, in the order they are written. */
  entities: Map<string, EntityYaml>;
  outOfScope: ImportUtterance[];
  /** Labelled test statements the source keeps apart from training (Rasa's test_nlu.yml, NLP.js's tests). */
  tests: { intents: ImportIntent[]; outOfScope: ImportUtterance[] } | null;
}

/** What a reader gives: a corpus per language, and the report of what became what. */
export interface ImportResult {
  format: ImportFormat;
  corpora: ImportedCorpus[];
  report: ReportEntry[];
}
