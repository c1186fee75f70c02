import { prunedTransitions, type PrunedTransitions } from './pruned-viterbi.js';
import type { TransitionTable } from './transition-table.js';

/**
 * A transition table being trained, kept decodable by the pruned Viterbi (pruned-viterbi.ts) as its scores
 * change: the dense matrix and each target's highest incoming score follow every update. Training decodes
 * every sentence of every epoch; the table's own decoder reads each target's explicit predecessors (most of
 * the labels, for O and the B- labels of a large label set), the pruned one about one. The paths are the
 * same: both are exact with ties to the lower label, and training's scores are whole numbers, so no sum rounds.
 */
export class TrainingTransitions {
  readonly pruned: PrunedTransitions;

  constructor(private readonly table: TransitionTable) {
    // The table's start and explicit scores are shared, not copied: updates to them need no mirroring.
    this.pruned = { ...prunedTransitions(table), start: table.start, score: table.score };
  }

  /** Adds delta to the transition previous → label (previous -1: the start), as the table keeps it. */
  add(previous: number, label: number, delta: number): void {
    const { table } = this;
    if (previous < 0) { table.start[label] = table.start[label]! + delta; return; }
    const L = table.size;
    const k = table.slot[label * L + previous]!;
    const { matrix } = this.pruned;
    if (k >= 0) {
      table.score[k] = table.score[k]! + delta;
      matrix[previous * L + label] = table.score[k]!;
    } else {
      // The fallback: every predecessor of the label without a score of its own (none for an I- label, which has no fallback).
      table.fallback[label] = table.fallback[label]! + delta;
      if (table.hasFallback[label]) for (let p = 0; p < L; p++) if (table.slot[label * L + p]! < 0) matrix[p * L + label] = table.fallback[label]!;
    }
    let max = -Infinity;
    for (let p = 0; p < L; p++) if (matrix[p * L + label]! > max) max = matrix[p * L + label]!;
    this.pruned.maxIn[label] = max;
  }
}
