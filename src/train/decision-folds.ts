import type { Corpus } from '../corpus/types.js';
import type { ModelFile } from '../model/schema.js';
import { Understander } from '../understander.js';
import type { FoldObservation } from './fit-detector.js';
import { trafficFolds } from './traffic-folds.js';

/**
 * The decision's training data: each traffic-like fold (traffic-folds.ts) trains a model on the rest of the
 * corpus, and that model's runtime reads the fold's held-out statements exactly as it reads a user's message
 * (Understander.observe()): the signals of right and wrong answers to new wordings of known intents, and of
 * statements of intents it never saw.
 */
export async function decisionObservations(
  corpus: Corpus,
  trainFold: (corpus: Corpus) => Promise<ModelFile>,
  onFold?: (done: number, total: number) => void,
): Promise<FoldObservation[]> {
  const folds = trafficFolds(corpus);
  const observations: FoldObservation[] = [];
  for (const [k, fold] of folds.entries()) {
    const understander = Understander.fromTrainedModel(await trainFold(fold.corpus));
    for (const { text, intentId } of fold.inScope) {
      const seen = understander.observe(text);
      observations.push({ kind: seen.intentId === intentId ? 'right' : 'wrong', signals: seen.signals, evidence: seen.evidence });
    }
    for (const text of fold.outOfScope) {
      const seen = understander.observe(text);
      observations.push({ kind: 'out', signals: seen.signals, evidence: seen.evidence });
    }
    onFold?.(k + 1, folds.length);
  }
  return observations;
}
