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
  return { knob: knob.name, current: knob.current, points };
}
