import type { Corpus, Example } from '../corpus/types.js';
import { seededRandom, shuffleInPlace } from '../intent/random.js';
import { SMALL_CORPUS } from '../intent/train-intent-classifier.js';
import { ENGLISH, textPipeline, type TextPipeline } from '../text/languages.js';

/**
 * Folds of the corpus that look like a bot's real traffic rather than like its own corpus. A corpus's
 * statements come in clusters of paraphrases ("where is my order", "where's my order?"): holding out one of a
 * cluster keeps its twins in training, and the held-out statement is answered as no real user's would be.
 * Real traffic also holds in-domain messages no intent covers. So each fold holds out:
 * - whole clusters of paraphrases (in scope): what new wordings of known intents look like;
 * - whole intents (out of scope): what a message about the business, that no intent answers, looks like;
 * - a share of the corpus's out-of-scope examples, when it has some.
 * The answers a model trained on the rest gives them teach the decision (decision-folds.ts).
 */
export interface TrafficFold {
  /** What the fold's model trains on. */
  corpus: Corpus;
  /** Held-out statements of intents the fold's model knows, with their intent's id. */
  inScope: Array<{ text: string; intentId: string }>;
  /** Held-out statements the fold's model must leave unmatched. */
  outOfScope: string[];
}

/**
 * Fewest intents a fold's model must keep for its answers to look like the whole model's: a model of one or two
 * intents is sure of everything it is asked (braun-chatbot, 2 intents: a detector learned so rejected two thirds
 * of its in-scope test statements at the default share).
 */
const MIN_KEPT_INTENTS = 3;
/** Folds of a small corpus; a larger one gets a single fold of HELD_OUT_SHARE (enough statements, one more training). */
const SMALL_CORPUS_FOLDS = 5;
const HELD_OUT_SHARE = 0.2;
/** Two statements of an intent whose word sets overlap this much (Jaccard) are paraphrases of each other. */
const PARAPHRASE_OVERLAP = 0.6;

export function trafficFolds(corpus: Corpus, seed = 1): TrafficFold[] {
  const intents = corpus.intents.filter((i) => i.utterances.length > 0);
  if (intents.length < MIN_KEPT_INTENTS + 1) return [];
  const statements = intents.reduce((n, i) => n + i.utterances.length, 0);
  const random = seededRandom(seed);
  const small = statements <= SMALL_CORPUS;
  // Each fold leaves out ⌈intents / folds⌉ intents, so keeps MIN_KEPT_INTENTS or more.
  const folds = small ? Math.min(SMALL_CORPUS_FOLDS, intents.length) : 1;

  // Which fold leaves each intent out (-1: none). One fold: a seeded fifth of the intents.
  const order = shuffleInPlace(intents.map((_, k) => k), random);
  const outOfScopeFold = new Array<number>(intents.length).fill(-1);
  if (small) order.forEach((k, rank) => { outOfScopeFold[k] = rank % folds; });
  else order.slice(0, Math.max(1, Math.round(HELD_OUT_SHARE * intents.length))).forEach((k) => { outOfScopeFold[k] = 0; });

  // Which fold holds out each cluster of an intent (null: none). An intent always keeps a cluster in training.
  const heldOutIn = intents.map((intent, k) => {
    const grouped = paraphraseClusters(intent.utterances, small, textPipeline(corpus.locale));
    // An intent whose statements all chain into one cluster still shows how its new wordings are answered: its
    // statements are held out one by one (else a corpus of such intents has no in-scope statement on its folds).
    const clusters = shuffleInPlace(grouped.length < 2 ? intent.utterances.map((_, m) => [m]) : grouped, random);
    const fold = new Array<number | null>(intent.utterances.length).fill(null);
    if (clusters.length < 2) return fold;
    const slots: Array<number | null> = [];
    if (small) {
      for (let f = 0; f < folds; f++) if (f !== outOfScopeFold[k]) slots.push(f);
      if (slots.length === 1) slots.push(null);
    } else {
      slots.push(...(outOfScopeFold[k] === 0 ? [null] : [0, null, null, null, null]));
    }
    clusters.forEach((members, c) => { for (const m of members) fold[m] = slots[c % slots.length]!; });
    // Round-robin gives each fold at most ⌈clusters / slots⌉ clusters, fewer than all once there are two or more slots.
    return fold;
  });

  return Array.from({ length: folds }, (_, f) => {
    const inScope: TrafficFold['inScope'] = [];
    const outOfScope: string[] = [];
    const kept = intents.flatMap((intent, k) => {
      if (outOfScopeFold[k] === f) {
        outOfScope.push(...intent.utterances.map((u) => u.text));
        return [];
      }
      const utterances: Example[] = [];
      intent.utterances.forEach((u, m) => {
        if (heldOutIn[k]![m] === f) inScope.push({ text: u.text, intentId: intent.id });
        else utterances.push(u);
      });
      return [{ ...intent, utterances }];
    });
    const examples: Example[] = [];
    corpus.outOfScope.forEach((u, m) => { if (m % folds === f && (folds > 1 || m % 5 === 0)) outOfScope.push(u.text); else examples.push(u); });
    return { corpus: { ...corpus, intents: kept, outOfScope: examples }, inScope, outOfScope };
  });
}

/**
 * An intent's statements grouped into clusters of paraphrases (indices into `utterances`): statements with the
 * same words (values read alike) always; on a small corpus, also those whose word sets overlap PARAPHRASE_OVERLAP.
 */
export function paraphraseClusters(utterances: readonly Example[], compareAll: boolean, text: TextPipeline = ENGLISH): number[][] {
  const sets = utterances.map((u) => new Set(text.words(maskValues(u))));
  const parent = utterances.map((_, k) => k);
  const find = (k: number): number => (parent[k] === k ? k : (parent[k] = find(parent[k]!)));
  const byKey = new Map<string, number>();
  sets.forEach((set, k) => {
    const key = [...set].sort().join(' ');
    const twin = byKey.get(key);
    if (twin === undefined) byKey.set(key, k);
    else parent[find(k)] = find(twin);
  });
  if (compareAll) {
    for (let a = 0; a < sets.length; a++) {
      for (let b = a + 1; b < sets.length; b++) if (jaccard(sets[a]!, sets[b]!) >= PARAPHRASE_OVERLAP) parent[find(a)] = find(b);
    }
  }
  const clusters = new Map<number, number[]>();
  utterances.forEach((_, k) => { const root = find(k); clusters.set(root, [...(clusters.get(root) ?? []), k]); });
  return [...clusters.values()];
}

/** The statement with each annotated value replaced by its entity's name: two statements that differ only in values are paraphrases. */
function maskValues(u: Example): string {
  let text = '';
  let at = 0;
  for (const span of [...u.spans].sort((a, b) => a.start - b.start)) {
    if (span.start < at) continue;
    text += `${u.text.slice(at, span.start)} ${span.entity.replace(/[^\p{L}\p{N}]/gu, '')}value `;
    at = span.end;
  }
  return text + u.text.slice(at);
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return common / (a.size + b.size - common);
}
