/**
 * Entity metrics, CoNLL style: a predicted span counts only when start, end and entity all equal an
 * expected span's. Value accuracy is then measured on those exact matches alone, so a wrong boundary
 * is counted once (as a span error), not twice.
 */
import type { EntityError, EntityMetrics } from '../report-schema.js';
import type { Span } from '../types.js';
import { compareNames } from './intents.js';
import { f1, ratioOrNull, ratioOrZero } from './ratio.js';

export interface SpanPair {
  text: string;
  expected: readonly Span[];
  predicted: readonly Span[];
}

interface Tally {
  support: number;
  predicted: number;
  correct: number;
}

export interface EntityEvaluation {
  /** Null when nothing was annotated and nothing predicted: there is nothing to score. */
  metrics: EntityMetrics | null;
  errors: EntityError[];
}

export function entityMetrics(examples: readonly SpanPair[]): EntityEvaluation {
  const tallies = new Map<string, Tally>();
  const tally = (entity: string): Tally => {
    let found = tallies.get(entity);
    if (!found) tallies.set(entity, (found = { support: 0, predicted: 0, correct: 0 }));
    return found;
  };
  let matchedSpans = 0;
  let rightValues = 0;
  const errors: EntityError[] = [];

  for (const example of examples) {
    const { matches, missed, spurious } = alignSpans(example.expected, example.predicted);
    for (const span of example.expected) tally(span.entity).support += 1;
    for (const span of example.predicted) tally(span.entity).predicted += 1;
    const wrongValue: EntityError['wrongValue'] = [];
    for (const match of matches) {
      tally(match.expected.entity).correct += 1;
      matchedSpans += 1;
      if (match.expected.value === match.predicted.value) rightValues += 1;
      else wrongValue.push({ expected: copy(match.expected), predicted: copy(match.predicted) });
    }
    if (missed.length + spurious.length + wrongValue.length > 0) {
      errors.push({
        text: example.text,
        expected: example.expected.map(copy),
        predicted: example.predicted.map(copy),
        missed: missed.map(copy),
        spurious: spurious.map(copy),
        wrongValue,
      });
    }
  }

  if (tallies.size === 0) return { metrics: null, errors };
  const total = [...tallies.values()].reduce(
    (sum, t) => ({ support: sum.support + t.support, predicted: sum.predicted + t.predicted, correct: sum.correct + t.correct }),
    { support: 0, predicted: 0, correct: 0 },
  );
  return {
    metrics: {
      micro: scoresOf(total),
      perEntity: [...tallies.entries()]
        .sort(([a], [b]) => compareNames(a, b))
        .map(([entity, t]) => ({ entity, ...scoresOf(t) })),
      valueAccuracy: ratioOrNull(rightValues, matchedSpans),
    },
    errors,
  };
}

function scoresOf(t: Tally): EntityMetrics['micro'] {
  const precision = ratioOrZero(t.correct, t.predicted);
  const recall = ratioOrZero(t.correct, t.support);
  return { precision, recall, f1: f1(precision, recall), ...t };
}

/** Pairs each predicted span with an unused expected span of the same (start, end, entity); duplicates count once each. */
export function alignSpans(expected: readonly Span[], predicted: readonly Span[]) {
  const unused = [...expected];
  const matches: { expected: Span; predicted: Span }[] = [];
  const spurious: Span[] = [];
  for (const span of predicted) {
    const position = unused.findIndex((gold) => gold.start === span.start && gold.end === span.end && gold.entity === span.entity);
    if (position === -1) spurious.push(span);
    else matches.push({ expected: unused.splice(position, 1)[0]!, predicted: span });
  }
  return { matches, missed: unused, spurious };
}

/** Report only the four span fields, whatever extra fields an engine's spans carry. */
function copy(span: Span): Span {
  return { entity: span.entity, start: span.start, end: span.end, value: span.value };
}
