/**
 * The trade-off a user picks a setting from: the test statements answered again at each value of the
 * engine's answer-or-not knob (for ours, the in-scope loss, moved without retraining), with overall
 * accuracy, in-scope accuracy and out-of-scope recall at each. The knob is set back when done.
 */
import type { DecisionSweep } from './report-schema.js';
import type { LabelledExample, Predictor } from './types.js';

export async function decisionSweep(predictor: Predictor, examples: readonly LabelledExample[]): Promise<DecisionSweep | null> {
  const knob = predictor.decisionKnob;
  if (!knob || examples.length === 0) return null;
  const points: DecisionSweep['points'] = [];
  try {
    for (const value of knob.values) {
      knob.set(value);
      let right = 0;
      let inScope = 0;
      let inScopeRight = 0;
      let outOfScope = 0;
      let rejected = 0;
      for (const example of examples) {
        const { intent } = await predictor.predict(example.text);
        if (intent === example.intent) right++;
        if (example.intent === null) {
          outOfScope++;
          if (intent === null) rejected++;
        } else {
          inScope++;
          if (intent === example.intent) inScopeRight++;
        }
      }
      points.push({
        value,
        accuracy: right / examples.length,
        inScopeAccuracy: inScope === 0 ? null : inScopeRight / inScope,
        outOfScopeRecall: outOfScope === 0 ? null : rejected / outOfScope,
      });
    }
  } finally {
    knob.reset();
  }
  return { knob: knob.name, current: knob.current, points, ...tradeOff(knob.name, knob.current, points, examples), promise: knob.promise };
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
