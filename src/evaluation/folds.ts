/**
 * Stratified K-fold assignment: every label (out-of-scope included) is spread as evenly as possible
 * over the folds, so each fold's test set looks like the whole data set. Deterministic for a seed.
 */
import { NluError } from '../errors.js';
import { compareNames } from './metrics/intents.js';
import { seededRandom, shuffled } from './prng.js';

export const DEFAULT_SEED = 42;

/** Returns the fold (0..k-1) of each example, in input order. */
export function stratifiedFolds(labels: readonly (string | null)[], k: number, seed = DEFAULT_SEED): number[] {
  if (!Number.isInteger(k) || k < 2) {
    throw new NluError('INPUT_INVALID', `expected the number of folds to be an integer of at least 2, found ${k}`);
  }
  if (labels.length < k) {
    throw new NluError('INPUT_INVALID', `cannot split ${labels.length} examples into ${k} folds: expected at least ${k} examples`);
  }

  const byLabel = new Map<string | null, number[]>();
  labels.forEach((label, index) => {
    const group = byLabel.get(label);
    if (group) group.push(index);
    else byLabel.set(label, [index]);
  });

  // Labels in a fixed order (null first), each group shuffled, then dealt round-robin. The deal carries
  // on across labels, so fold sizes differ by at most one overall and per label.
  const order = [...byLabel.keys()].sort((a, b) => (a === null ? -1 : b === null ? 1 : compareNames(a, b)));
  const random = seededRandom(seed);
  const fold = new Array<number>(labels.length).fill(0);
  let dealt = 0;
  for (const label of order) {
    for (const index of shuffled(byLabel.get(label)!, random)) {
      fold[index] = dealt % k;
      dealt += 1;
    }
  }
  return fold;
}
