/**
 * Intent classification metrics. "Unmatched" (null) is a label of its own in the confusion matrix and
 * the error list, but not an intent: it is left out of per-intent scores and their macro/weighted means.
 */
import type { IntentMetrics } from '../report-schema.js';
import { f1, mean, ratioOrZero } from './ratio.js';

export type IntentLabel = string | null;

export interface LabelPair {
  expected: IntentLabel;
  predicted: IntentLabel;
}

export interface IntentMetricsOptions {
  /** How many confused pairs to keep (default 10). */
  mostConfused?: number;
}

export function intentMetrics(pairs: readonly LabelPair[], options: IntentMetricsOptions = {}): IntentMetrics {
  const labels = confusionLabels(pairs);
  const index = new Map(labels.map((label, position) => [label, position]));
  const matrix = labels.map(() => labels.map(() => 0));
  for (const { expected, predicted } of pairs) {
    matrix[index.get(expected)!]![index.get(predicted)!]! += 1;
  }

  const perIntent = labels
    .filter((label): label is string => label !== null)
    .map((intent) => {
      const position = index.get(intent)!;
      const correct = matrix[position]![position]!;
      const support = sum(matrix[position]!);
      const predicted = sum(matrix.map((row) => row[position]!));
      const precision = ratioOrZero(correct, predicted);
      const recall = ratioOrZero(correct, support);
      return { intent, precision, recall, f1: f1(precision, recall), support, predicted };
    });

  const totalSupport = sum(perIntent.map((row) => row.support));
  const weightedMean = (pick: (row: (typeof perIntent)[number]) => number): number =>
    ratioOrZero(sum(perIntent.map((row) => pick(row) * row.support)), totalSupport);

  return {
    accuracy: ratioOrZero(pairs.filter((pair) => pair.expected === pair.predicted).length, pairs.length),
    macro: {
      precision: mean(perIntent.map((row) => row.precision)),
      recall: mean(perIntent.map((row) => row.recall)),
      f1: mean(perIntent.map((row) => row.f1)),
    },
    weighted: {
      precision: weightedMean((row) => row.precision),
      recall: weightedMean((row) => row.recall),
      f1: weightedMean((row) => row.f1),
    },
    perIntent,
    confusion: { labels, matrix },
    mostConfused: mostConfusedPairs(labels, matrix, options.mostConfused ?? 10),
  };
}

/** Every intent seen as expected or predicted, sorted, then null (unmatched) when it occurs. */
function confusionLabels(pairs: readonly LabelPair[]): IntentLabel[] {
  const names = new Set<string>();
  let unmatched = false;
  for (const { expected, predicted } of pairs) {
    for (const label of [expected, predicted]) {
      if (label === null) unmatched = true;
      else names.add(label);
    }
  }
  const sorted: IntentLabel[] = [...names].sort(compareNames);
  return unmatched ? [...sorted, null] : sorted;
}

function mostConfusedPairs(labels: readonly IntentLabel[], matrix: readonly number[][], limit: number): IntentMetrics['mostConfused'] {
  const cells: IntentMetrics['mostConfused'] = [];
  labels.forEach((expected, row) =>
    labels.forEach((predicted, column) => {
      const count = matrix[row]![column]!;
      if (row !== column && count > 0) cells.push({ expected, predicted, count });
    }),
  );
  // Ties break by label order so the list is stable from run to run.
  return cells.sort((a, b) => b.count - a.count).slice(0, limit);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Code-point order: stable across locales and machines, unlike localeCompare. */
export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
