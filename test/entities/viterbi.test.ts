import { describe, expect, it } from 'vitest';
import { bioLabels } from '../../src/entities/tagger/bio.js';
import { allowedPairs, denseFromTable, tableFromDense, tableWithPairs } from '../../src/entities/tagger/transition-table.js';
import { TrainingTransitions } from '../../src/entities/tagger/training-transitions.js';
import { denseTransitions, viterbiDense } from '../../src/entities/tagger/viterbi.js';
import { seededRandom } from '../../src/intent/random.js';
import { prunedFromDense, prunedTransitions, viterbiPruned } from '../../src/entities/tagger/pruned-viterbi.js';

/** The BIO rule as written (allowedPairs() is its table, by entity ids): I-x may only follow B-x or I-x. */
function allowedTransition(previous: string | null, next: string): boolean {
  if (!next.startsWith('I-')) return true;
  return previous !== null && previous !== 'O' && previous.slice(2) === next.slice(2);
}

/** The textbook O(n·L²) Viterbi over a dense matrix [(previous + 1) * L + label], lowest label first on ties. */
function denseViterbi(labels: readonly string[], emissions: Float64Array, n: number, dense: readonly number[]): number[] {
  const L = labels.length;
  let score = labels.map((l, t) => (allowedTransition(null, l) ? dense[t]! + emissions[t]! : -Infinity));
  const back: number[][] = [];
  for (let i = 1; i < n; i++) {
    const next: number[] = [];
    const arg: number[] = [];
    for (let t = 0; t < L; t++) {
      let best = -Infinity;
      let at = -1;
      for (let p = 0; p < L; p++) {
        if (!allowedTransition(labels[p]!, labels[t]!)) continue;
        const s = score[p]! + dense[(p + 1) * L + t]!;
        if (s > best) { best = s; at = p; }
      }
      next.push(best + emissions[i * L + t]!);
      arg.push(at);
    }
    score = next;
    back.push(arg);
  }
  let last = 0;
  for (let t = 1; t < L; t++) if (score[t]! > score[last]!) last = t;
  const path = [last];
  for (let i = n - 1; i > 0; i--) path.unshift(back[i - 1]![path[0]!]!);
  return path;
}

describe('viterbi over a transition table', () => {
  it('finds exactly the path of a dense Viterbi, ties included', () => {
    const random = seededRandom(7);
    const labels = bioLabels(['a', 'b', 'c', 'd', 'e', 'f']);
    const L = labels.length;
    for (let trial = 0; trial < 300; trial++) {
      // Few distinct values, so that fallbacks, explicit pairs and ties all occur.
      const pick = () => Math.floor(random() * 4) - 2;
      const dense = Array.from({ length: (L + 1) * L }, () => (random() < 0.7 ? 0 : pick()));
      const n = 1 + Math.floor(random() * 9);
      const emissions = Float64Array.from({ length: n * L }, pick);
      const table = tableFromDense(labels, dense);
      // The small-label-set decoder, into a longer reused array.
      const out = new Int32Array(16).fill(-7);
      expect(Array.from(viterbiDense(emissions, n, denseTransitions(table), out).subarray(0, n))).toEqual(denseViterbi(labels, emissions, n, dense));
      // And the pruned decoder of large label sets, from the table or straight from the dense matrix (as loading makes it).
      expect(Array.from(viterbiPruned(emissions, n, prunedTransitions(table)))).toEqual(denseViterbi(labels, emissions, n, dense));
      expect(Array.from(viterbiPruned(emissions, n, prunedFromDense(labels, dense, allowedPairs(labels))))).toEqual(denseViterbi(labels, emissions, n, dense));
    }
  });

  it('reads the same transitions from the dense matrix as from its table (prunedFromDense)', () => {
    const random = seededRandom(11);
    const labels = bioLabels(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm']);
    for (let trial = 0; trial < 50; trial++) {
      const dense = Array.from({ length: (labels.length + 1) * labels.length }, () => (random() < 0.5 ? 0.25 : Math.round(random() * 40) / 8 - 2));
      const [direct, viaTable] = [prunedFromDense(labels, dense, allowedPairs(labels)), prunedTransitions(tableFromDense(labels, dense))];
      expect(direct.matrix).toEqual(viaTable.matrix);
      expect([direct.start, direct.maxIn, direct.open]).toEqual([viaTable.start, viaTable.maxIn, viaTable.open]);
      // Only the I- targets read their predecessor lists.
      labels.forEach((label, t) => {
        if (!label.startsWith('I-')) return;
        const list = (p: typeof direct) => Array.from(p.prev.subarray(p.offsets[t]!, p.offsets[t + 1]!), (prev, k) => [prev, p.score[p.offsets[t]! + k]!]);
        expect(list(direct)).toEqual(list(viaTable));
      });
    }
  });

  it('decodes a table being trained as its dense form, after every update (TrainingTransitions)', () => {
    const random = seededRandom(13);
    const labels = bioLabels(['a', 'b', 'c', 'd']);
    const L = labels.length;
    // Pairs of a few targets explicit, as training makes them from the gold data; whole-number scores, as training's.
    const pairs = labels.map(() => new Set(Array.from({ length: 3 }, () => Math.floor(random() * L))));
    const table = tableWithPairs(labels, pairs);
    const training = new TrainingTransitions(table);
    for (let update = 0; update < 400; update++) {
      training.add(Math.floor(random() * (L + 1)) - 1, Math.floor(random() * L), Math.floor(random() * 5) - 2);
      const fresh = prunedTransitions(table);
      expect(training.pruned.matrix).toEqual(fresh.matrix);
      expect(training.pruned.maxIn).toEqual(fresh.maxIn);
      expect(training.pruned.start).toEqual(fresh.start);
      const n = 1 + Math.floor(random() * 8);
      const emissions = Float64Array.from({ length: n * L }, () => Math.floor(random() * 7) - 3);
      expect(Array.from(viterbiPruned(emissions, n, training.pruned))).toEqual(denseViterbi(labels, emissions, n, denseFromTable(table)));
    }
  });

  it('prunes exactly on a large label set with spread scores, as a trained model has', () => {
    const random = seededRandom(11);
    const labels = bioLabels(Array.from({ length: 30 }, (_, k) => `e${k}`));
    const L = labels.length;
    for (let trial = 0; trial < 100; trial++) {
      const dense = Array.from({ length: (L + 1) * L }, () => (random() - 0.5) * 4);
      const n = 1 + Math.floor(random() * 15);
      // Most labels far below the best, as O dominates a real statement; a few ties.
      const emissions = Float64Array.from({ length: n * L }, () => (random() < 0.1 ? Math.round(random() * 6) : -5 - random() * 10));
      const table = tableFromDense(labels, dense);
      const out = new Int32Array(32).fill(-7);
      expect(Array.from(viterbiPruned(emissions, n, prunedTransitions(table), out).subarray(0, n))).toEqual(denseViterbi(labels, emissions, n, dense));
    }
  });

  it('round-trips a table through its dense form', () => {
    const labels = bioLabels(['x', 'y']);
    const dense = Array.from({ length: (labels.length + 1) * labels.length }, (_, j) => (j % 7 === 0 ? 1.5 : -0.25));
    const table = tableFromDense(labels, dense);
    const again = tableFromDense(labels, denseFromTable(table));
    const emissions = Float64Array.from({ length: 4 * labels.length }, (_, j) => Math.sin(j));
    expect(Array.from(viterbiPruned(emissions, 4, prunedTransitions(again)))).toEqual(Array.from(viterbiPruned(emissions, 4, prunedTransitions(table))));
  });
});
