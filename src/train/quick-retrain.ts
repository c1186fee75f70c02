import type { Corpus, Example } from '../corpus/types.js';
import type { ModelFile } from '../model/schema.js';

/**
 * Retraining after a small edit (issue 34). Most of a small corpus's training is measurement, not the model: five
 * calibration folds set the confidence's temperature and the evidence check's two rates, and five traffic-like fold
 * models teach the answer-or-not decision (docs/training.md). A quick retraining keeps those from the last full
 * training and trains what the edit changes directly: the final classifier (at the kept temperature) and the slot
 * tagger. It is not the model a full training gives: on dev sets it is as accurate on average, and one edit's quick
 * model is about as far from the full one as the full training moves with the edit (scripts/experiments/quick-retrain.ts;
 * docs/training.md, "Retraining after a small edit"). So it is a preview: it says so in `decision.keptFrom`, the
 * studio follows it with the full training, and `nlu train` always trains in full.
 */

/** The last full training: the corpus as loaded and the model trained from it. */
export interface PreviousTraining {
  corpus: Corpus;
  model: ModelFile;
}

/**
 * How far a corpus may be from the previous one for a quick retraining: at most this share of its utterances and
 * out-of-scope examples added, removed or changed (an edited utterance counts once), and at most MAX_CHANGED of them.
 */
export const QUICK_EDIT_SHARE = 0.02;
export const MAX_CHANGED = 25;
/** A corpus this small can still take one edit quickly (2 % of 30 utterances would be none). */
const MIN_CHANGED = 1;

export type QuickVerdict = { quick: true; changed: number } | { quick: false; why: string };

/**
 * Whether `corpus` may be trained quickly from `previous`: the same locale, intents (ids and names, in order),
 * entities (names and types: a list's values may change, the tagger is trained again), no fixed or tuned decision,
 * a previous model that was itself trained in full, and a small edit (above).
 */
export function quickRetrainVerdict(previous: PreviousTraining, corpus: Corpus, decision: { threshold?: number }): QuickVerdict {
  const { model } = previous;
  if (model.decision.keptFrom !== undefined) return { quick: false, why: 'the previous model was itself a quick retraining' };
  if (model.threshold !== null || decision.threshold !== undefined) return { quick: false, why: 'a fixed threshold' };
  if (model.decision.tunedOn !== null) return { quick: false, why: 'a decision tuned on labelled messages' };
  if (previous.corpus.locale !== corpus.locale) return { quick: false, why: 'the locale changed' };
  const intents = (c: Corpus) => JSON.stringify(c.intents.map((i) => [i.id, i.name]));
  if (intents(previous.corpus) !== intents(corpus)) return { quick: false, why: 'intents were added, removed, renamed or moved' };
  const entities = (c: Corpus) => JSON.stringify(c.entities.map((e) => [e.name, e.type]));
  if (entities(previous.corpus) !== entities(corpus)) return { quick: false, why: 'entities were added, removed or changed in type' };
  const changed = changedExamples(previous.corpus, corpus);
  const total = corpus.intents.reduce((n, i) => n + i.utterances.length, 0) + corpus.outOfScope.length;
  const limit = Math.min(MAX_CHANGED, Math.max(MIN_CHANGED, Math.floor(QUICK_EDIT_SHARE * total)));
  if (changed > limit) return { quick: false, why: `${changed} utterances changed (a quick retraining takes at most ${limit})` };
  return { quick: true, changed };
}

/** Utterances and out-of-scope examples added, removed or changed between two corpora: an edit counts once. */
export function changedExamples(before: Corpus, after: Corpus): number {
  const counts = new Map<string, number>();
  const key = (owner: string, e: Example) => `${owner}\u0000${e.text}\u0000${JSON.stringify(e.spans)}`;
  const each = (c: Corpus, add: number) => {
    for (const intent of c.intents) for (const u of intent.utterances) counts.set(key(intent.id, u), (counts.get(key(intent.id, u)) ?? 0) + add);
    for (const u of c.outOfScope) counts.set(key('', u), (counts.get(key('', u)) ?? 0) + add);
  };
  each(before, -1);
  each(after, 1);
  let added = 0;
  let removed = 0;
  for (const n of counts.values()) {
    if (n > 0) added += n;
    else removed -= n;
  }
  return Math.max(added, removed);
}
