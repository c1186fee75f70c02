import type { Understander } from '../understander.js';
import { accuracyAt, bestCutoff, cutoffViews } from './cutoff-views.js';

/** What tuning on labelled messages did. */
export interface Tuning {
  messages: number;
  /** Share of the messages labelled out of scope. */
  outOfScopeShare: number;
  before: { cutoff: number; accuracy: number; setting: string };
  after: { cutoff: number; accuracy: number };
}

/**
 * Sets the decision from labelled real messages (`intent` null: out of scope): the cutoff with the best accuracy
 * on them, the lowest among ties, unless the model's own is as good. Real traffic is what the setting is for; the corpus's folds only imitate it.
 */
export function tuneCutoff(understander: Understander, messages: ReadonlyArray<{ text: string; intent: string | null }>): Tuning {
  const { info } = understander;
  const views = cutoffViews(understander, messages);
  const setting = info.threshold !== null ? `threshold ${info.threshold}` : info.outOfScopeShare !== null ? `out-of-scope share ${info.outOfScopeShare}` : `cutoff ${info.cutoff}`;
  // A fixed threshold is not a cutoff: its accuracy on the messages is measured by answering them.
  const beforeAccuracy = info.threshold === null ? accuracyAt(views, info.cutoff) : messages.filter((m) => understander.understandSync(m.text).intentName === m.intent).length / Math.max(1, messages.length);
  // The setting stays when no cutoff does better on the messages: tuning changes only what it can show.
  const candidate = bestCutoff(views);
  const best = info.threshold === null && accuracyAt(views, info.cutoff) >= candidate.accuracy - 1e-12 ? { cutoff: info.cutoff, accuracy: accuracyAt(views, info.cutoff) } : candidate;
  understander.setCutoff(best.cutoff);
  return {
    messages: messages.length,
    outOfScopeShare: messages.length === 0 ? 0 : messages.filter((m) => m.intent === null).length / messages.length,
    before: { cutoff: info.cutoff, accuracy: beforeAccuracy, setting },
    after: { cutoff: best.cutoff, accuracy: best.accuracy },
  };
}

/** The line `nlu train` and `nlu evaluate` print after tuning. */
export function tuningSummary(t: Tuning, file: string): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return `tuned on ${t.messages} labelled messages in ${file} (${pct(t.outOfScopeShare)} out of scope): ${t.before.setting} → cutoff ${t.after.cutoff.toFixed(2)}; accuracy on them ${pct(t.before.accuracy)} → ${pct(t.after.accuracy)}`;
}
