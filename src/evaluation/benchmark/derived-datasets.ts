import type { Corpus } from '../../corpus/types.js';
import { seededRandom, shuffleInPlace } from '../../intent/random.js';

/**
 * Data sets made from a shared one, to measure what none of them has: out-of-scope detection on a
 * large intent set. `banking77-oos10`: 10 of banking77's intents (a seeded draw) are removed from
 * training, and their test statements become out-of-scope ones the engine must leave unmatched.
 */
export interface DerivedDataset {
  base: string;
  describe: string;
  derive(train: Corpus, test: Corpus): { train: Corpus; test: Corpus };
}

export function holdOutIntents(train: Corpus, test: Corpus, count: number, seed: number): { train: Corpus; test: Corpus; heldOut: string[] } {
  const names = shuffleInPlace(train.intents.map((i) => i.name).sort(), seededRandom(seed));
  const heldOut = new Set(names.slice(0, count));
  return {
    train: { ...train, intents: train.intents.filter((i) => !heldOut.has(i.name)) },
    test: {
      ...test,
      intents: test.intents.filter((i) => !heldOut.has(i.name)),
      outOfScope: [...test.outOfScope, ...test.intents.filter((i) => heldOut.has(i.name)).flatMap((i) => i.utterances)],
    },
    heldOut: [...heldOut].sort(),
  };
}

export const DERIVED_DATASETS: Record<string, DerivedDataset> = {
  'banking77-oos10': {
    base: 'banking77',
    describe: 'banking77 with 10 intents (seeded draw, seed 10) removed from training; their test statements are out of scope',
    derive: (train, test) => holdOutIntents(train, test, 10, 10),
  },
};
