import type { TaggerState } from '../../model/schema.js';
import type { Token } from '../../text/tokens.js';
import { encodeFloat32 } from '../../intent/linear-classifier.js';
import { seededRandom, shuffleInPlace } from '../../intent/random.js';
import { bioLabels } from './bio.js';
import { SparseWeights } from './sparse-weights.js';
import { sentenceFeatures, type TokenHints } from './token-features.js';
import { denseFromTable, tableWithPairs } from './transition-table.js';
import { viterbi } from './viterbi.js';

export interface TaggerExample {
  tokens: Token[];
  hints: TokenHints[];
  labels: string[];
}

export interface TaggerTrainingOptions {
  epochs: number;
  seed: number;
}

export const DEFAULT_TAGGER_TRAINING: TaggerTrainingOptions = { epochs: 10, seed: 1 };

/** A sentence as feature ids: token i has features ids[offsets[i]…offsets[i+1]). */
interface Encoded {
  ids: Int32Array;
  offsets: Int32Array;
  gold: Int32Array;
}

/**
 * Averaged structured perceptron (Collins 2002): decode each sentence with the current weights,
 * add the gold features and subtract the predicted ones; the average over all steps generalises.
 * Transitions are learned for the label pairs seen in the gold data (as CRFsuite does); every other
 * allowed pair into a label shares one weight, which keeps decoding linear in the number of labels.
 */
export function trainTagger(entities: readonly string[], examples: readonly TaggerExample[], options: TaggerTrainingOptions = DEFAULT_TAGGER_TRAINING, onEpoch?: (epoch: number) => void): TaggerState {
  const labels = bioLabels(entities);
  const L = labels.length;
  const labelIndex = new Map(labels.map((l, i) => [l, i]));
  const featureIndex = new Map<string, number>();
  const encoded: Encoded[] = examples.map((ex) => {
    const perToken = sentenceFeatures(ex.tokens, ex.hints);
    const offsets = new Int32Array(perToken.length + 1);
    const ids: number[] = [];
    perToken.forEach((fs, i) => {
      for (const f of fs) {
        let id = featureIndex.get(f);
        if (id === undefined) { id = featureIndex.size; featureIndex.set(f, id); }
        ids.push(id);
      }
      offsets[i + 1] = ids.length;
    });
    return { ids: Int32Array.from(ids), offsets, gold: Int32Array.from(ex.labels, (l) => labelIndex.get(l) ?? 0) };
  });

  const pairs = labels.map(() => new Set<number>());
  for (const { gold } of encoded) for (let i = 1; i < gold.length; i++) pairs[gold[i]!]!.add(gold[i - 1]!);
  const table = tableWithPairs(labels, pairs);
  // Step-weighted sums of transition updates, for averaging, parallel to table.score / fallback / start.
  const scoreU = new Float64Array(table.score.length);
  const fallbackU = new Float64Array(L);
  const startU = new Float64Array(L);
  const weights = new SparseWeights(featureIndex.size, L);

  const updateTransition = (previous: number, label: number, delta: number, step: number) => {
    if (previous < 0) { table.start[label] = table.start[label]! + delta; startU[label] = startU[label]! + delta * step; return; }
    const k = table.slot[label * L + previous]!;
    if (k >= 0) { table.score[k] = table.score[k]! + delta; scoreU[k] = scoreU[k]! + delta * step; }
    else { table.fallback[label] = table.fallback[label]! + delta; fallbackU[label] = fallbackU[label]! + delta * step; }
  };

  const order = encoded.map((_, i) => i);
  const random = seededRandom(options.seed);
  let emissions = new Float64Array(64 * L);
  let step = 1;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, random);
    for (const k of order) {
      const { ids, offsets, gold } = encoded[k]!;
      const n = gold.length;
      if (emissions.length < n * L) emissions = new Float64Array(n * L);
      emissions.fill(0, 0, n * L);
      for (let i = 0; i < n; i++) weights.addScores(ids, offsets[i]!, offsets[i + 1]!, emissions, i * L);
      const predicted = viterbi(emissions, n, table);
      for (let i = 0; i < n; i++) {
        const g = gold[i]!;
        const p = predicted[i]!;
        if (g !== p) {
          for (let j = offsets[i]!; j < offsets[i + 1]!; j++) {
            weights.update(ids[j]!, g, 1, step);
            weights.update(ids[j]!, p, -1, step);
          }
        }
        const gPrev = i === 0 ? -1 : gold[i - 1]!;
        const pPrev = i === 0 ? -1 : predicted[i - 1]!;
        if (g !== p || gPrev !== pPrev) {
          updateTransition(gPrev, g, 1, step);
          updateTransition(pPrev, p, -1, step);
        }
      }
      step++;
    }
    onEpoch?.(epoch + 1);
  }

  // Keep only features with a non-zero averaged weight: the rest cannot change a score.
  const live: Array<{ feature: number; label: number; value: number }> = [];
  weights.forEachAveraged(step, (feature, label, value) => { if (Math.abs(value) > 1e-6) live.push({ feature, label, value }); });
  const names = [...featureIndex.keys()];
  const kept = new Map<number, number>();
  for (const { feature } of live) if (!kept.has(feature)) kept.set(feature, kept.size);
  live.sort((a, b) => kept.get(a.feature)! - kept.get(b.feature)! || a.label - b.label);
  const average = (value: number, u: number) => value - u / step;
  return {
    type: 'perceptron',
    labels,
    features: [...kept.keys()].map((f) => names[f]!),
    weightPositions: Buffer.from(Int32Array.from(live, (x) => kept.get(x.feature)! * L + x.label).buffer).toString('base64'),
    weightValues: encodeFloat32(Float32Array.from(live, (x) => x.value)),
    transitions: denseFromTable(
      table,
      (k) => average(table.score[k]!, scoreU[k]!),
      (t) => average(table.fallback[t]!, fallbackU[t]!),
      (t) => average(table.start[t]!, startU[t]!),
    ),
  };
}
