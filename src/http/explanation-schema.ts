/**
 * The JSON Schema of an explanation (src/explanation/types.ts) for the OpenAPI document, its enums taken from the
 * runtime's own lists; test/http/openapi.test.ts checks real explained answers against it, every object closed.
 */
import { SIGNAL_NAMES } from '../decision/signals.js';
import { BUILTIN_KINDS } from '../entities/builtins/kinds.js';
import { DECISION_STEPS } from '../explanation/types.js';
import { FEATURE_KINDS } from '../intent/feature-names.js';
import { ENTITY_SOURCES, UNMATCHED_REASONS } from '../types.js';

type Json = Record<string, unknown>;

const number: Json = { type: 'number' };
const object = (properties: Record<string, Json>, optional: readonly string[] = []): Json => ({
  type: 'object',
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});
const nullable = (schema: Json): Json => ({ anyOf: [schema, { type: 'null' }] });
const kind: Json = { type: 'string', enum: [...FEATURE_KINDS] };

const intentScore = object({
  intentId: { type: 'string' },
  intentName: { type: 'string' },
  score: { ...number, description: 'The raw linear score the model computed: bias + Σ contributions' },
  probability: { ...number, description: 'softmax(score / temperature), before any cap' },
  bias: number,
  features: {
    type: 'array',
    description: 'The statement\'s features with a non-zero contribution, largest in absolute value first',
    items: object({ feature: { type: 'string', description: 'As a user reads it: "order", "show me", "#sho", "<e:vendor>", "<unknown>"' }, kind, value: number, weight: number, contribution: { ...number, description: 'value × weight' } }),
  },
});

/** The `explanation` of POST /v1/nlUnderstander/understand?explain=true. */
export const EXPLANATION_SCHEMA: Json = {
  ...object({
    intents: nullable(object({
      words: { type: 'array', items: { type: 'string' }, description: 'The words the classifier read, new entity values as entity tokens' },
      temperature: number,
      winner: intentScore,
      runnerUp: nullable(intentScore),
      versus: nullable(object({
        scoreDifference: number,
        bias: number,
        features: { type: 'array', items: object({ feature: { type: 'string' }, kind, difference: number }), description: 'Contribution to the winner minus to the runner-up, most in the winner\'s favour first' },
      })),
    })),
    decision: object({
      decidedBy: { type: 'string', enum: [...DECISION_STEPS] },
      matched: { type: 'boolean' },
      inScopeScore: number,
      cutoff: number,
      threshold: nullable(number),
      outOfScopeShare: nullable(number),
      unmatchedReason: { type: 'string', enum: [...UNMATCHED_REASONS] },
      detector: object({
        bias: number,
        logit: { ...number, description: 'bias + Σ contributions; inScopeScore = 1 / (1 + e^−logit)' },
        signals: { type: 'array', items: object({ signal: { type: 'string', enum: [...SIGNAL_NAMES] }, value: number, mean: number, scale: number, weight: number, contribution: { ...number, description: 'weight × (value − mean) / scale' } }) },
        weakest: { type: 'string', enum: [...SIGNAL_NAMES] },
      }, ['weakest']),
    }, ['unmatchedReason', 'detector']),
    entities: {
      type: 'array',
      items: object({
        entity: { type: 'string' }, value: { type: 'string' }, raw: { type: 'string' }, start: { type: 'integer' }, end: { type: 'integer' }, source: { type: 'string', enum: [...ENTITY_SOURCES] }, param: { type: 'boolean' },
        builtin: { type: 'string', enum: [...BUILTIN_KINDS], description: 'The builtin kind that read the value' },
        resolution: { type: 'object', additionalProperties: true, description: 'A date or time\'s type, grain, start, end and zone; a quantity\'s value and unit' },
      }, ['builtin', 'resolution']),
    },
  }),
  description: 'Why the answer is what it is (docs/decision.md, "Why an answer is what it is"). Only with ?explain=true.',
};
