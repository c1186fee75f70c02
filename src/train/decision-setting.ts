/**
 * Which answer-or-not setting a training uses: the command's own options when it gives any, else the one kept
 * with the corpus (its `decision:` key), else the defaults. One rule for `nlu train` (and so the studio's Train,
 * which runs it), `nlu evaluate` and the default model `npm start` trains.
 */
import { loadTestData } from '../corpus/load.js';
import type { Corpus } from '../corpus/types.js';
import type { Issue } from '../errors.js';
import { tuneCutoff, type Tuning } from '../decision/tune-cutoff.js';
import { corpusExamples } from '../evaluation/examples.js';
import type { ModelFile } from '../model/schema.js';
import { Understander } from '../understander.js';

export interface DecisionOptions {
  outOfScopeShare?: number;
  threshold?: number;
  /** Labelled messages (any data format) to tune the cutoff on. */
  tuneOn?: string;
}

export type DecisionSource = 'options' | 'corpus' | 'default';

export function resolveDecision(options: DecisionOptions, corpus: Pick<Corpus, 'decision'>): { setting: DecisionOptions; source: DecisionSource } {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as DecisionOptions;
  if (Object.keys(given).length > 0) return { setting: given, source: 'options' };
  if (corpus.decision) return { setting: { ...corpus.decision }, source: 'corpus' };
  return { setting: {}, source: 'default' };
}

/** The corpus's setting as its file writes it, for a line that says where the decision came from. */
export function describeCorpusDecision(setting: DecisionOptions): string {
  if (setting.tuneOn !== undefined) return `tuneOn ${setting.tuneOn}`;
  if (setting.threshold !== undefined) return `threshold ${setting.threshold}`;
  return `outOfScopeShare ${setting.outOfScopeShare}`;
}

/** Sets a trained model's cutoff from labelled messages (`--tune-on`): the cutoff with the best accuracy on them. */
export async function tuneModelOn(model: ModelFile, path: string): Promise<{ tuning: Tuning; warnings: Issue[] }> {
  // The messages are read in the model's language (a .jsonl file has no locale of its own).
  const { corpus: labelled, warnings } = await loadTestData(path, { locale: model.locale });
  const tuning = tuneCutoff(Understander.fromModel(model), corpusExamples(labelled));
  model.decision = { ...model.decision, cutoff: tuning.after.cutoff, outOfScopeShare: null, tunedOn: { messages: tuning.messages, outOfScopeShare: tuning.outOfScopeShare } };
  return { tuning, warnings };
}
