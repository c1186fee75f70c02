/**
 * The trade-off a user picks a setting from: the test statements answered again at each value of the
 * engine's answer-or-not knob (for ours, the in-scope loss, moved without retraining), with overall
 * accuracy, in-scope accuracy and out-of-scope recall at each. The knob is set back when done.
 */
import type { DecisionSweep } from './report-schema.js';
import type { LabelledExample, Predictor } from './types.js';

export async function decisionSweep(predictor: Predictor, examples: readonly LabelledExample[]): Promise<DecisionSweep | null> {
  const counts = await sweepCounts(predictor, examples);
  return counts === null ? null : sweepFrom(counts, examples);
}

/** What one predictor answered at each of its knob's values: tallies that add up over the folds of a cross-validation. */
export interface SweepCounts {
  knob: string;
  current: number | null;
  values: readonly number[];
  tallies: Array<{ right: number; inScope: number; inScopeRight: number; outOfScope: number; rejected: number }>;
  promise: DecisionSweep['promise'];
}

export async function sweepCounts(predictor: Predictor, examples: readonly LabelledExample[]): Promise<SweepCounts | null> {
  const knob = predictor.decisionKnob;
  if (!knob || examples.length === 0) return null;
  const tallies: SweepCounts['tallies'] = [];
  try {
    for (const value of knob.values) {
      knob.set(value);
      const tally = { right: 0, inScope: 0, inScopeRight: 0, outOfScope: 0, rejected: 0 };
      for (const example of examples) {
        const { intent } = await predictor.predict(example.text);
        if (intent === example.intent) tally.right++;
        if (example.intent === null) {
          tally.outOfScope++;
          if (intent === null) tally.rejected++;
        } else {
          tally.inScope++;
          if (intent === example.intent) tally.inScopeRight++;
        }
      }
      tallies.push(tally);
    }
  } finally {
    knob.reset();
  }
  return { knob: knob.name, current: knob.current, values: knob.values, tallies, promise: knob.promise };
}

/**
 * The folds' tallies pooled, as their predictions are: each held-out statement counted once, at each value. Null
 * when a fold had no knob (a fold's corpus too small to measure a detector) or the folds' knobs differ; the promise
 * is the folds' mean.
 */
export function pooledSweepCounts(folds: ReadonlyArray<SweepCounts | null>): SweepCounts | null {
  if (folds.length === 0 || folds.some((f) => f === null)) return null;
  const all = folds as SweepCounts[];
  const first = all[0]!;
  if (all.some((f) => f.knob !== first.knob || f.current !== first.current || f.values.join() !== first.values.join())) return null;
  const tallies = first.values.map((_, k) => {
    const sum = { right: 0, inScope: 0, inScopeRight: 0, outOfScope: 0, rejected: 0 };
    for (const fold of all) for (const key of Object.keys(sum) as Array<keyof typeof sum>) sum[key] += fold.tallies[k]![key];
    return sum;
  });
  const promises = all.map((f) => f.promise);
  const promise = promises.every((p) => p !== null)
    ? { inScopeKept: mean(promises.map((p) => p!.inScopeKept)), outOfScopeRejected: mean(promises.map((p) => p!.outOfScopeRejected)) }
    : null;
  return { ...first, tallies, promise };
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** The sweep from tallies over `examples` (all the statements the tallies counted). */
export function sweepFrom(counts: SweepCounts, examples: readonly LabelledExample[]): DecisionSweep {
  const points: DecisionSweep['points'] = counts.values.map((value, k) => {
    const t = counts.tallies[k]!;
    return {
      value,
      accuracy: t.right / examples.length,
      inScopeAccuracy: t.inScope === 0 ? null : t.inScopeRight / t.inScope,
      outOfScopeRecall: t.outOfScope === 0 ? null : t.rejected / t.outOfScope,
    };
  });
  return { knob: counts.knob, current: counts.current, points, ...tradeOff(counts.knob, counts.current, points, examples), promise: counts.promise };
}

/** The knob our engine has: a share of out-of-scope messages, so each setting is also the traffic it is meant for. */
export const SHARE_KNOB = 'out-of-scope share';

/**
 * What the settings are worth: on the test's own mix, the best setting's accuracy against the engine's (which
 * buildReport() sets to the report's accuracy); across shares, expected accuracy when set for the share against
 * the best setting for it. Both need statements of both kinds.
 */
function tradeOff(knob: string, current: number | null, points: DecisionSweep['points'], examples: readonly LabelledExample[]): Pick<DecisionSweep, 'byShare' | 'regret'> {
  const usable = points.filter((p) => p.inScopeAccuracy !== null && p.outOfScopeRecall !== null);
  if (usable.length === 0) return { byShare: null, regret: null };
  const testShare = examples.filter((e) => e.intent === null).length / examples.length;
  const bestOnTest = usable.reduce((a, b) => (b.accuracy > a.accuracy + 1e-12 ? b : a));
  // The engine's own accuracy is the current setting's point when it is one (buildReport() puts the report's in either way).
  const own = usable.find((p) => p.value === current) ?? bestOnTest;
  const regret = { testShare, accuracy: own.accuracy, bestAccuracy: bestOnTest.accuracy, bestSetting: bestOnTest.value };
  if (knob !== SHARE_KNOB) return { byShare: null, regret };
  const worth = (p: (typeof usable)[number], share: number) => (1 - share) * p.inScopeAccuracy! + share * p.outOfScopeRecall!;
  const byShare = usable.map((own) => {
    const best = usable.reduce((a, b) => (worth(b, own.value) > worth(a, own.value) + 1e-12 ? b : a));
    return { share: own.value, expectedAccuracy: worth(own, own.value), bestAccuracy: worth(best, own.value), bestSetting: best.value };
  });
  return { byShare, regret };
}
