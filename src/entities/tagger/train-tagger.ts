import type { TaggerState } from '../../model/schema.js';
import type { Token } from '../../text/tokens.js';
import { encodeFloat32 } from '../../intent/linear-classifier.js';
import { seededRandom, shuffleInPlace } from '../../intent/random.js';
import { bioLabels } from './bio.js';
import { SparseWeights } from './sparse-weights.js';
import { GroupSums } from './group-sums.js';
import { addBags } from './bag-sums.js';
import { GROUP_KINDS, type TokenHints } from './token-features.js';
import { encodeSentences, type EncodedCorpus } from './encode-sentences.js';
import { denseFromTable, tableWithPairs } from './transition-table.js';
import { viterbiPruned } from './pruned-viterbi.js';
import { TrainingTransitions } from './training-transitions.js';
import { foldParts, labelParts, type LabelParts } from './label-parts.js';

export interface TaggerExample {
  tokens: Token[];
  hints: TokenHints[];
  labels: string[];
  /** A copy with made-up values (unseen-value-copies.ts): its features only it has are not kept. */
  copy?: boolean;
}

export interface TaggerTrainingOptions {
  /** Passes over the data; 'auto': about 40 000 sentences' worth, between 5 and 10 passes. */
  epochs: number | 'auto';
  seed: number;
  /** Score handicap of the gold label of each token while training (0: the plain perceptron). */
  margin: number;
  /** Labels of dotted entity names share weights through their parts (see labelParts). */
  labelParts: boolean;
  /** Share of annotated statements also trained as a copy whose values are unseen words (unseen-value-copies.ts). */
  unseenValues?: number;
  /**
   * Run every pass even after one updated nothing (the passes after it are otherwise counted, not run: the same
   * model). Only for the test that checks that they give the same model.
   */
  runEveryPass?: boolean;
  /** At most this many passes, whatever 'auto' gives (the decision's fold taggers: training-tasks.ts). */
  maxEpochs?: number;
}

/**
 * Chosen on the valid splits of snips and atis only (docs/benchmarks.md). The perceptron converges after
 * a number of updates more than of passes: a large corpus needs fewer passes (snips: 5 passes over 13 084
 * sentences score 0.1 F1 point under 8), a small one more (atis: 8 to 10 passes over 4 478 score 0.3
 * above 6). A margin of 10 gained snips 0.5 points over none (atis: no change). Copies of half the annotated
 * statements with made-up values (unseen-value-copies.ts), valid F1 over seeds 1–3: snips 94.42 → 94.50, atis
 * 97.09 → 97.14 (neutral; they are there for the decision: made-up atis values found 21 → 43 % of the time).
 * An earlier version of those copies, replacing every entity's values alike (not by its new-value rate), lost
 * snips 0.5 point at shares 0.1 and 0.3 (tagger-eval.ts, while the copies were written; that version was never committed).
 * Rare words read as unknown (<unk>; measured and removed): valid snips 94.50 → 94.83, but 5-fold CV of train
 * 93.92 → 93.63, and the decision took the values it then made of any unknown word for what entities are for
 * (oos-decision.ts, valid: snips statements left unmatched by the atis model 98.2 → 94.2 %).
 */
export const DEFAULT_TAGGER_TRAINING: TaggerTrainingOptions = { epochs: 'auto', seed: 1, margin: 10, labelParts: true, unseenValues: 0.5 };

export function epochsFor(options: TaggerTrainingOptions, sentences: number): number {
  const epochs = options.epochs === 'auto' ? Math.min(10, Math.max(5, Math.round(40_000 / Math.max(1, sentences)))) : options.epochs;
  return Math.min(epochs, options.maxEpochs ?? epochs);
}

/**
 * Averaged structured perceptron (Collins 2002): decode each sentence with the current weights,
 * add the gold features and subtract the predicted ones; the average over all steps generalises.
 * Decoding in training subtracts a margin from the gold labels' scores (cost-augmented decoding), so
 * updates continue until the gold sequence wins by a margin, not merely ties.
 * Transitions are learned for the label pairs seen in the gold data (as CRFsuite does); every other
 * allowed pair into a label shares one weight, which keeps decoding linear in the number of labels.
 */
export function trainTagger(
  entities: readonly string[],
  /** The examples, or a function that makes them: then they are let go once encoded, before the passes. */
  examples: readonly TaggerExample[] | (() => readonly TaggerExample[]),
  options: TaggerTrainingOptions = DEFAULT_TAGGER_TRAINING,
  onEpoch?: (epoch: number, epochs: number) => void,
): TaggerState {
  const labels = bioLabels(entities);
  const L = labels.length;
  const { corpus, gold, isCopy } = encodeExamples(labels, typeof examples === 'function' ? examples() : examples);
  const { tokenStart, offsets, free, ids } = corpus;
  const S = isCopy.length;
  const F = corpus.features.length;

  const pairs = labels.map(() => new Set<number>());
  for (let s = 0; s < S; s++) for (let t = tokenStart[s]! + 1; t < tokenStart[s + 1]!; t++) pairs[gold[t]!]!.add(gold[t - 1]!);
  const table = tableWithPairs(labels, pairs);
  const transitions = new TrainingTransitions(table);
  // Step-weighted sums of transition updates, for averaging, parallel to table.score / fallback / start.
  const scoreU = new Float64Array(table.score.length);
  const fallbackU = new Float64Array(L);
  const startU = new Float64Array(L);
  // Emission weights by column: each label's own, then the parts labels share (none: W = L, the plain tagger).
  const parts: LabelParts = options.labelParts ? labelParts(labels) : { columns: labels.map((_, l) => Int32Array.of(l)), width: L };
  const W = parts.width;
  const weights = new SparseWeights(F, W);
  const groupSums = new GroupSums(corpus.groups, F, W);

  const updateTransition = (previous: number, label: number, delta: number, step: number) => {
    transitions.add(previous, label, delta);
    if (previous < 0) { startU[label] = startU[label]! + delta * step; return; }
    const k = table.slot[label * L + previous]!;
    if (k >= 0) scoreU[k] = scoreU[k]! + delta * step;
    else fallbackU[label] = fallbackU[label]! + delta * step;
  };

  const order = Array.from({ length: S }, (_, i) => i);
  const random = seededRandom(options.seed);
  let emissions = new Float64Array(64 * L);
  let columnScores = new Float64Array(W === L ? 0 : 64 * W);
  const bagSums = new Float64Array(2 * W);
  let step = 1;
  const epochs = epochsFor(options, S);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffleInPlace(order, random);
    let updated = false;
    for (const k of order) {
      const t0 = tokenStart[k]!;
      const n = tokenStart[k + 1]! - t0;
      if (emissions.length < n * L) emissions = new Float64Array(n * L);
      if (W === L) scoreSentence(corpus, k, weights, groupSums, emissions, bagSums);
      else {
        if (columnScores.length < n * W) columnScores = new Float64Array(n * W);
        scoreSentence(corpus, k, weights, groupSums, columnScores, bagSums);
        foldParts(columnScores, emissions, n, parts);
      }
      for (let i = 0; i < n; i++) emissions[i * L + gold[t0 + i]!] = emissions[i * L + gold[t0 + i]!]! - options.margin;
      const predicted = viterbiPruned(emissions, n, transitions.pruned);
      for (let i = 0; i < n; i++) {
        const t = t0 + i;
        const g = gold[t]!;
        const p = predicted[i]!;
        if (g !== p) {
          // The gold label's columns up, the predicted one's down; a part both share is left alone.
          const up = parts.columns[g]!;
          const down = parts.columns[p]!;
          for (let j = offsets[t]!; j < offsets[t + 1]!; j++) {
            const f = ids[j]!;
            const grouped = j < free[t]!;
            for (let c = 0; c < up.length; c++) {
              if (down.includes(up[c]!)) continue;
              weights.update(f, up[c]!, 1, step);
              if (grouped) groupSums.update(f, up[c]!, 1);
            }
            for (let c = 0; c < down.length; c++) {
              if (up.includes(down[c]!)) continue;
              weights.update(f, down[c]!, -1, step);
              if (grouped) groupSums.update(f, down[c]!, -1);
            }
          }
        }
        const gPrev = i === 0 ? -1 : gold[t - 1]!;
        const pPrev = i === 0 ? -1 : predicted[i - 1]!;
        if (g !== p || gPrev !== pPrev) {
          updated = true;
          updateTransition(gPrev, g, 1, step);
          updateTransition(pPrev, p, -1, step);
        }
      }
      step++;
    }
    onEpoch?.(epoch + 1, epochs);
    if (!updated && !options.runEveryPass) {
      // A pass without an update leaves the weights as they were, so every later pass decodes each sentence as this
      // one did and updates nothing either: only their steps count, in the average (w − u / steps). Counted, not run:
      // the same model, exactly.
      step += (epochs - epoch - 1) * S;
      for (let later = epoch + 2; later <= epochs; later++) onEpoch?.(later, epochs);
      break;
    }
  }

  // Keep only features with a non-zero averaged weight: the rest cannot change a score. With parts, a
  // label's weight is its own plus its parts' (the model knows labels only). Kept in typed arrays, in feature order
  // (snips: over a million pairs, which as objects were a good part of the tagger's last memory peak).
  const live = new LivePairs();
  if (W === L) weights.forEachAveraged(step, (feature, label, value) => { if (Math.abs(value) > 1e-6) live.push(feature, label, value); });
  else {
    const row = new Float64Array(W);
    let current = -1;
    const flush = () => {
      if (current < 0) return;
      for (let l = 0; l < L; l++) {
        let value = 0;
        for (const c of parts.columns[l]!) value += row[c]!;
        if (Math.abs(value) > 1e-6) live.push(current, l, value);
      }
      row.fill(0);
    };
    weights.forEachAveraged(step, (feature, column, value) => {
      if (feature !== current) { flush(); current = feature; }
      row[column] = value;
    });
    flush();
  }
  const names = corpus.features;
  // Features that only copies with made-up values have (their made-up words) never fire at run time: dropped.
  const real = new Uint8Array(names.length);
  for (let s = 0; s < S; s++) if (!isCopy[s]) for (let j = offsets[tokenStart[s]!]!; j < offsets[tokenStart[s + 1]!]!; j++) real[ids[j]!] = 1;
  const runtime = live.runtime(real, L);
  const average = (value: number, u: number) => value - u / step;
  return {
    type: 'perceptron',
    labels,
    features: Array.from(runtime.features, (f) => names[f]!),
    weightPositions: Buffer.from(runtime.positions.buffer, runtime.positions.byteOffset, runtime.positions.byteLength).toString('base64'),
    weightValues: encodeFloat32(runtime.values),
    transitions: denseFromTable(
      table,
      (k) => average(table.score[k]!, scoreU[k]!),
      (t) => average(table.fallback[t]!, fallbackU[t]!),
      (t) => average(table.start[t]!, startU[t]!),
    ),
  };
}


/** The examples encoded, their gold labels by token of the corpus (tokenStart[s] + i), and which are copies with made-up values. */
function encodeExamples(labels: readonly string[], examples: readonly TaggerExample[]): { corpus: EncodedCorpus; gold: Int32Array; isCopy: Uint8Array } {
  const labelIndex = new Map(labels.map((l, i) => [l, i]));
  const corpus = encodeSentences(examples);
  const gold = new Int32Array(corpus.offsets.length - 1);
  examples.forEach((example, s) => example.labels.forEach((l, i) => { gold[corpus.tokenStart[s]! + i] = labelIndex.get(l) ?? 0; }));
  return { corpus, gold, isCopy: Uint8Array.from(examples, (example) => (example.copy ? 1 : 0)) };
}

/** Emission scores of an encoded sentence into emissions[token * L + label]: group sums, other features, bags. */
function scoreSentence(corpus: EncodedCorpus, s: number, weights: SparseWeights, groupSums: GroupSums, emissions: Float64Array, bagSums: Float64Array): void {
  const { ids, free, bag, before, after, tokenGroups, tokenStart } = corpus;
  const L = weights.labels;
  const t0 = tokenStart[s]!;
  const n = tokenStart[s + 1]! - t0;
  emissions.fill(0, 0, n * L);
  for (let i = 0; i < n; i++) {
    const t = t0 + i;
    for (let kind = 0; kind < GROUP_KINDS; kind++) {
      const g = tokenGroups[t * GROUP_KINDS + kind]!;
      if (g >= 0) groupSums.addScores(g, emissions, i * L);
    }
    weights.addScores(ids, free[t]!, bag[t]!, emissions, i * L);
  }
  addBags(weights, before.subarray(t0, t0 + n), after.subarray(t0, t0 + n), n, emissions, bagSums);
}

/** The averaged weights' live (feature, label, value) triples, in feature order, in growable typed arrays. */
class LivePairs {
  private feature = new Int32Array(1024);
  private label = new Int32Array(1024);
  private value = new Float64Array(1024);
  private size = 0;

  push(feature: number, label: number, value: number): void {
    if (this.size === this.feature.length) {
      const grow = <T extends Int32Array | Float64Array>(a: T): T => { const b = new (a.constructor as new (n: number) => T)(a.length * 2); b.set(a); return b; };
      this.feature = grow(this.feature);
      this.label = grow(this.label);
      this.value = grow(this.value);
    }
    this.feature[this.size] = feature;
    this.label[this.size] = label;
    this.value[this.size] = value;
    this.size++;
  }

  /**
   * The pairs of real features (real[f] = 1), as the model keeps them: the kept features in order, each pair's position
   * (kept index × L + label) and value, sorted by kept feature then label.
   */
  runtime(real: Uint8Array, L: number): { features: Int32Array; positions: Int32Array; values: Float32Array } {
    let count = 0;
    let features = 0;
    for (let k = 0; k < this.size; k++) {
      if (real[this.feature[k]!] !== 1) continue;
      count++;
      if (k === 0 || this.feature[k - 1] !== this.feature[k]) features++;
    }
    const kept = new Int32Array(features);
    const positions = new Int32Array(count);
    const values = new Float32Array(count);
    let at = 0;
    let keptAt = -1;
    for (let start = 0; start < this.size;) {
      const f = this.feature[start]!;
      let end = start + 1;
      while (end < this.size && this.feature[end] === f) end++;
      if (real[f] === 1) {
        kept[++keptAt] = f;
        // A feature's pairs by label (a sparse feature's come in the order they were first updated).
        const from = at;
        for (let k = start; k < end; k++) {
          const label = this.label[k]!;
          const value = this.value[k]!;
          let j = at++;
          while (j > from && positions[j - 1]! > keptAt * L + label) { positions[j] = positions[j - 1]!; values[j] = values[j - 1]!; j--; }
          positions[j] = keptAt * L + label;
          values[j] = value;
        }
      }
      start = end;
    }
    return { features: kept, positions, values };
  }
}
