import type { Understander } from '../understander.js';

/**
 * Labelled messages as the decision sees them, answered once at each of two settings so that the answer at
 * any cutoff is known without answering again: at cutoff 0 (everything the corpus knows anything of is
 * answered) and just above it (the evidence check applies), with each statement's in-scope score. Tuning on
 * real messages (tune-cutoff.ts) and the benchmarks' best setting on test read them.
 */
export interface CutoffView {
  /** The expected intent NAME, null for an out-of-scope message. */
  gold: string | null;
  /** The answer at cutoff 0 (null: unmatched by a rule no cutoff moves). */
  answer: string | null;
  /** It passes the evidence check, which applies at every cutoff above 0. */
  evidence: boolean;
  score: number;
}

export function cutoffViews(understander: Understander, messages: ReadonlyArray<{ text: string; intent: string | null }>): CutoffView[] {
  const before = understander.decisionSnapshot();
  try {
    understander.setCutoff(0);
    const open = messages.map((m) => understander.detailsSync(m.text, { top: 1 }));
    understander.setCutoff(Number.MIN_VALUE);
    return messages.map((m, k) => ({ gold: m.intent, answer: open[k]!.intentName, evidence: understander.detailsSync(m.text, { top: 1 }).unmatchedReason !== 'nothing-known', score: open[k]!.inScopeScore }));
  } finally {
    understander.restoreDecision(before);
  }
}

/** The answer a view gets at a cutoff. */
export function answerAt(view: CutoffView, cutoff: number): string | null {
  if (view.answer === null) return null;
  return cutoff === 0 || (view.evidence && view.score >= cutoff) ? view.answer : null;
}

/** Share of the messages answered as labelled (an out-of-scope one right when unmatched). */
export function accuracyAt(views: readonly CutoffView[], cutoff: number): number {
  return views.length === 0 ? 0 : views.filter((v) => answerAt(v, cutoff) === v.gold).length / views.length;
}

/** Cutoffs 0, 0.01, …, 1: those the model's curve has. */
export const CUTOFF_GRID: readonly number[] = Array.from({ length: 101 }, (_, k) => k / 100);

/** The cutoff with the best accuracy on the messages; the lowest among ties. */
export function bestCutoff(views: readonly CutoffView[]): { cutoff: number; accuracy: number } {
  let best = { cutoff: 0, accuracy: accuracyAt(views, 0) };
  for (const cutoff of CUTOFF_GRID) {
    const accuracy = accuracyAt(views, cutoff);
    if (accuracy > best.accuracy + 1e-12) best = { cutoff, accuracy };
  }
  return best;
}
