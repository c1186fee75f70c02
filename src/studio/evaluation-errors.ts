/**
 * From a report's errors to where a developer fixes them. A statement the corpus holds (every statement of a
 * cross-validation, some of a test file) links to its utterance on the Corpus page; a test statement the corpus
 * lacks links to its expected intent's new-utterance field, filled; a missed out-of-scope statement is offered
 * to the corpus's out-of-scope examples. Matching is by plain text (annotations stripped), as landInCorpus does.
 */
import type { EntityError, IntentError } from '../evaluation/report-schema.js';
import type { CorpusFileView, IntentView } from './corpus-document.js';
import { plainText } from './corpus-landing.js';
import { addUtteranceHref, utteranceHref } from './pages/corpus-page.js';

export type ErrorFix =
  /** The statement is this utterance of the corpus: open it. */
  | { kind: 'utterance'; href: string; intentName: string; index: number }
  /** The statement is new to its expected intent: open the Corpus page with it filled in that intent's add field. */
  | { kind: 'add'; href: string; intentName: string }
  /** An out-of-scope statement the engine answered: add it to the out-of-scope examples (a POST from the page). */
  | { kind: 'out-of-scope'; text: string }
  /** Nothing to link to, and why. */
  | { kind: 'none'; why: string };

export interface IntentErrorRow extends IntentError {
  fix: ErrorFix;
}

export interface EntityErrorRow extends EntityError {
  fix: ErrorFix;
}

/** Where a plain statement sits in the corpus: its intents' utterances and the out-of-scope examples. */
class CorpusIndex {
  private readonly intents: IntentView[];
  private readonly outOfScope = new Map<string, string>();

  constructor(files: readonly CorpusFileView[]) {
    this.intents = files.flatMap((f) => f.intents);
    for (const f of files) for (const u of f.outOfScope ?? []) this.outOfScope.set(plainText(u), f.file);
  }

  /** A report names intents by name; a JSON Lines test file's label may be the id. */
  intent(label: string): IntentView | undefined {
    return this.intents.find((i) => i.name === label) ?? this.intents.find((i) => i.id === label);
  }

  utterance(intent: IntentView, plain: string): ErrorFix | null {
    const index = intent.utterances.findIndex((u) => plainText(u) === plain);
    return index < 0 ? null : { kind: 'utterance', href: utteranceHref(intent.id, index), intentName: intent.name, index };
  }

  anywhere(plain: string): ErrorFix | null {
    for (const intent of this.intents) {
      const found = this.utterance(intent, plain);
      if (found) return found;
    }
    return null;
  }

  outOfScopeFile(plain: string): string | undefined {
    return this.outOfScope.get(plain);
  }
}

export function intentErrorRows(errors: readonly IntentError[], files: readonly CorpusFileView[]): IntentErrorRow[] {
  const corpus = new CorpusIndex(files);
  return errors.map((error) => ({ ...error, fix: intentFix(error, corpus) }));
}

function intentFix(error: IntentError, corpus: CorpusIndex): ErrorFix {
  const plain = plainText(error.text);
  if (error.expected === null) {
    const file = corpus.outOfScopeFile(plain);
    if (file) return { kind: 'none', why: `an out-of-scope example in ${file}` };
    return { kind: 'out-of-scope', text: error.text };
  }
  const intent = corpus.intent(error.expected);
  if (!intent) return { kind: 'none', why: `no intent named ${error.expected} in the corpus` };
  return corpus.utterance(intent, plain) ?? { kind: 'add', href: addUtteranceHref(intent.id, error.text), intentName: intent.name };
}

/** An entity error names no intent: it links to the utterance when the corpus holds the statement. */
export function entityErrorRows(errors: readonly EntityError[], files: readonly CorpusFileView[]): EntityErrorRow[] {
  const corpus = new CorpusIndex(files);
  return errors.map((error) => ({ ...error, fix: corpus.anywhere(plainText(error.text)) ?? { kind: 'none', why: 'not in the corpus: annotate it when you add it' } }));
}
