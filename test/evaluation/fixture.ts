/**
 * A tiny hand-checked fixture: seven statements, two intents plus out-of-scope, four annotated spans.
 * Every expected figure in the tests is worked out by hand from this table (see metrics.test.ts).
 */
import type { LabelledExample, Prediction, Predictor, Span, TimedPrediction } from '../../src/evaluation/types.js';

const span = (entity: string, text: string, value: string, valueText = value): Span => {
  const start = text.indexOf(valueText);
  return { entity, start, end: start + valueText.length, value };
};

interface Row {
  example: LabelledExample;
  prediction: Prediction;
  latencyMs: number;
}

const t1 = 'book a table for 4 at noon';
const t2 = 'reserve for two';
const t4 = 'will it rain in paris';
const t6 = 'tell me a joke about 3 cats';

export const FIXTURE: Row[] = [
  {
    example: { text: t1, intent: 'book', entities: [span('party', t1, '4'), span('time', t1, 'noon')] },
    // party right; time found with the wrong boundary ("at noon"): one miss and one spurious span.
    prediction: { intent: 'book', topIntent: 'book', confidence: 0.9, entities: [span('party', t1, '4'), span('time', t1, 'at noon')] },
    latencyMs: 1,
  },
  {
    example: { text: t2, intent: 'book', entities: [span('party', t2, 'two')] },
    // Right span, resolved to "2": counts for span F1, not for value accuracy.
    prediction: { intent: 'book', topIntent: 'book', confidence: 0.8, entities: [span('party', t2, '2', 'two')] },
    latencyMs: 2,
  },
  {
    example: { text: 'table at noon', intent: 'book', entities: [] },
    prediction: { intent: 'weather', topIntent: 'weather', confidence: 0.6, entities: [] },
    latencyMs: 3,
  },
  {
    example: { text: t4, intent: 'weather', entities: [span('city', t4, 'paris')] },
    prediction: { intent: 'weather', topIntent: 'weather', confidence: 0.95, entities: [span('city', t4, 'paris')] },
    latencyMs: 4,
  },
  {
    example: { text: 'forecast please', intent: 'weather', entities: [] },
    // The engine's own threshold rejected its (right) best intent.
    prediction: { intent: null, topIntent: 'weather', confidence: 0.4, entities: [] },
    latencyMs: 5,
  },
  {
    example: { text: t6, intent: null, entities: [] },
    prediction: { intent: null, topIntent: 'weather', confidence: 0.3, entities: [span('party', t6, '3')] },
    latencyMs: 6,
  },
  {
    example: { text: 'sing a song', intent: null, entities: [] },
    prediction: { intent: 'weather', topIntent: 'weather', confidence: 0.7, entities: [] },
    latencyMs: 100,
  },
];

export const FIXTURE_EXAMPLES: LabelledExample[] = FIXTURE.map((row) => row.example);
export const FIXTURE_PREDICTIONS: TimedPrediction[] = FIXTURE.map((row) => ({ prediction: row.prediction, latencyMs: row.latencyMs }));

/** Answers the fixture's statements from the table, as an engine would. */
export const fixturePredictor: Predictor = {
  predict(text) {
    const row = FIXTURE.find((candidate) => candidate.example.text === text);
    if (!row) throw new Error(`fixture has no statement "${text}"`);
    return row.prediction;
  },
};
