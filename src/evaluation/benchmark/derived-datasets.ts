import type { Corpus } from '../../corpus/types.js';
import { seededRandom, shuffleInPlace } from '../../intent/random.js';

/**
 * Data sets made from shared ones, to measure what none of them has: out-of-scope detection.
 * `banking77-oos10`: 10 of banking77's intents (a seeded draw) are removed from training, and their
 * test statements become out-of-scope ones the engine must leave unmatched (near the corpus).
 * `atis+snips-oos`, `snips+banking77-oos`: a data set tested with statements of another one's test
 * split added as out of scope (far from the corpus: "play some jazz" to a flight corpus).
 */
export interface DerivedDataset {
  base: string;
  /** A second data set whose test split the derivation draws from. */
  foreign?: string;
  /** A file of the base data set (beside train.jsonl) whose statements are added to training as out-of-scope examples. */
  outOfScopeTrain?: string;
  describe: string;
  derive(train: Corpus, test: Corpus, foreignTest?: Corpus): { train: Corpus; test: Corpus };
}

/** Training cut to at most `perIntent` statements of each intent (a seeded draw): a small bot's corpus. */
export function fewPerIntent(train: Corpus, perIntent: number, seed: number): Corpus {
  const random = seededRandom(seed);
  return { ...train, intents: train.intents.map((intent) => ({ ...intent, utterances: shuffleInPlace([...intent.utterances], random).slice(0, perIntent) })) };
}

/** The test split with its in-scope statements cut (a seeded draw) so that out-of-scope ones are `share` of it, as in a real bot's traffic. */
export function withOutOfScopeShare(test: Corpus, share: number, seed: number): Corpus {
  const outOfScope = test.outOfScope.length;
  const inScope = test.intents.reduce((n, i) => n + i.utterances.length, 0);
  const keep = Math.min(inScope, Math.round((outOfScope * (1 - share)) / share));
  const chosen = new Set(shuffleInPlace(test.intents.flatMap((intent, k) => intent.utterances.map((_, m) => `${k}:${m}`)), seededRandom(seed)).slice(0, keep));
  return { ...test, intents: test.intents.map((intent, k) => ({ ...intent, utterances: intent.utterances.filter((_, m) => chosen.has(`${k}:${m}`)) })) };
}

/** The test split with `count` statements of another data set's test split (a seeded draw) added as out of scope. */
export function addForeignOutOfScope(train: Corpus, test: Corpus, foreign: Corpus, count: number, seed: number): { train: Corpus; test: Corpus } {
  const pool = [...foreign.intents.flatMap((i) => i.utterances), ...foreign.outOfScope].map((u) => ({ text: u.text, spans: [] }));
  const drawn = shuffleInPlace(pool, seededRandom(seed)).slice(0, count);
  return { train, test: { ...test, outOfScope: [...test.outOfScope, ...drawn] } };
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
  'banking77-id-oos+oos-train': {
    base: 'banking77-id-oos',
    outOfScopeTrain: 'oos-train.jsonl',
    describe: 'banking77-id-oos with its oos-train.jsonl statements as out-of-scope training examples',
    derive: (train, test) => ({ train, test }),
  },
  'banking77-id-oos-10': {
    base: 'banking77-id-oos',
    describe: 'banking77-id-oos with 10 training statements per intent (seeded draw, seed 10)',
    derive: (train, test) => ({ train: fewPerIntent(train, 10, 10), test }),
  },
  'banking77-id-oos-20': {
    base: 'banking77-id-oos',
    describe: 'banking77-id-oos with 20 training statements per intent (seeded draw, seed 10)',
    derive: (train, test) => ({ train: fewPerIntent(train, 20, 10), test }),
  },
  'banking77-id-oos-70': {
    base: 'banking77-id-oos',
    describe: 'banking77-id-oos with its test cut to 70 % out of scope (in-scope statements a seeded draw, seed 10)',
    derive: (train, test) => ({ train, test: withOutOfScopeShare(test, 0.7, 10) }),
  },
  'banking77-oos10': {
    base: 'banking77',
    describe: 'banking77 with 10 intents (seeded draw, seed 10) removed from training; their test statements are out of scope',
    derive: (train, test) => holdOutIntents(train, test, 10, 10),
  },
  'atis+snips-oos': {
    base: 'atis',
    foreign: 'snips',
    describe: "atis, tested with 300 statements of snips's test split (seeded draw, seed 10) added as out of scope",
    derive: (train, test, foreign) => addForeignOutOfScope(train, test, foreign!, 300, 10),
  },
  'snips+banking77-oos': {
    base: 'snips',
    foreign: 'banking77',
    describe: "snips, tested with 300 statements of banking77's test split (seeded draw, seed 10) added as out of scope",
    derive: (train, test, foreign) => addForeignOutOfScope(train, test, foreign!, 300, 10),
  },
};
