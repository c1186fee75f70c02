import type { TaggerState } from '../../model/schema.js';
import type { Token } from '../../text/tokens.js';
import { encodeFloat32 } from '../../intent/linear-classifier.js';
import { seededRandom, shuffleInPlace } from '../../intent/random.js';
import { bioLabels } from './bio.js';
import { SparseWeights } from './sparse-weights.js';
import { GroupSums } from './group-sums.js';
import { addBags } from './bag-sums.js';
import { GROUP_KINDS, type TokenHints } from './token-features.js';
import { encodeSentences, type EncodedSentence } from './encode-sentences.js';
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
export function trainTagger(entities: readonly string[], examples: readonly TaggerExample[], options: TaggerTrainingOptions = DEFAULT_TAGGER_TRAINING, onEpoch?: (epoch: number, epochs: number) => void): TaggerState {
  const labels = bioLabels(entities);
  const L = labels.length;
  const labelIndex = new Map(labels.map((l, i) => [l, i]));
  const corpus = encodeSentences(examples);
  const encoded = corpus.sentences.map((sentence, k) => ({ ...sentence, gold: Int32Array.from(examples[k]!.labels, (l) => labelIndex.get(l) ?? 0) }));
  const F = corpus.features.length;

  const pairs = labels.map(() => new Set<number>());
  for (const { gold } of encoded) for (let i = 1; i < gold.length; i++) pairs[gold[i]!]!.add(gold[i - 1]!);
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

  const order = encoded.map((_, i) => i);
  const random = seededRandom(options.seed);
  let emissions = new Float64Array(64 * L);
  let columnScores = new Float64Array(W === L ? 0 : 64 * W);
  const bagSums = new Float64Array(2 * W);
  let step = 1;
  const epochs = epochsFor(options, examples.length);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffleInPlace(order, random);
    let updated = false;
    for (const k of order) {
      const sentence = encoded[k]!;
      const { ids, offsets, free, gold } = sentence;
      const n = gold.length;
      if (emissions.length < n * L) emissions = new Float64Array(n * L);
      if (W === L) scoreSentence(sentence, weights, groupSums, emissions, bagSums);
      else {
        if (columnScores.length < n * W) columnScores = new Float64Array(n * W);
        scoreSentence(sentence, weights, groupSums, columnScores, bagSums);
        foldParts(columnScores, emissions, n, parts);
      }
      for (let i = 0; i < n; i++) emissions[i * L + gold[i]!] = emissions[i * L + gold[i]!]! - options.margin;
      const predicted = viterbiPruned(emissions, n, transitions.pruned);
      for (let i = 0; i < n; i++) {
        const g = gold[i]!;
        const p = predicted[i]!;
        if (g !== p) {
          // The gold label's columns up, the predicted one's down; a part both share is left alone.
          const up = parts.columns[g]!;
          const down = parts.columns[p]!;
          for (let j = offsets[i]!; j < offsets[i + 1]!; j++) {
            const f = ids[j]!;
            const grouped = j < free[i]!;
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
        const gPrev = i === 0 ? -1 : gold[i - 1]!;
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
      step += (epochs - epoch - 1) * encoded.length;
      for (let later = epoch + 2; later <= epochs; later++) onEpoch?.(later, epochs);
      break;
    }
  }

  // Keep only features with a non-zero averaged weight: the rest cannot change a score. With parts, a
  // label's weight is its own plus its parts' (the model knows labels only).
  const live: Array<{ feature: number; label: number; value: number }> = [];
  if (W === L) weights.forEachAveraged(step, (feature, label, value) => { if (Math.abs(value) > 1e-6) live.push({ feature, label, value }); });
  else {
    const row = new Float64Array(W);
    let current = -1;
    const flush = () => {
      if (current < 0) return;
      for (let l = 0; l < L; l++) {
        let value = 0;
        for (const c of parts.columns[l]!) value += row[c]!;
        if (Math.abs(value) > 1e-6) live.push({ feature: current, label: l, value });
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
  encoded.forEach((sentence, k) => { if (!examples[k]!.copy) for (const f of sentence.ids) real[f] = 1; });
  const kept = new Map<number, number>();
  const runtime = live.filter((x) => real[x.feature] === 1);
  for (const { feature } of runtime) if (!kept.has(feature)) kept.set(feature, kept.size);
  runtime.sort((a, b) => kept.get(a.feature)! - kept.get(b.feature)! || a.label - b.label);
  const average = (value: number, u: number) => value - u / step;
  return {
    type: 'perceptron',
    labels,
    features: [...kept.keys()].map((f) => names[f]!),
    weightPositions: Buffer.from(Int32Array.from(runtime, (x) => kept.get(x.feature)! * L + x.label).buffer).toString('base64'),
    weightValues: encodeFloat32(Float32Array.from(runtime, (x) => x.value)),
    transitions: denseFromTable(
      table,
      (k) => average(table.score[k]!, scoreU[k]!),
      (t) => average(table.fallback[t]!, fallbackU[t]!),
      (t) => average(table.start[t]!, startU[t]!),
    ),
  };
}


/** Emission scores of an encoded sentence into emissions[token * L + label]: group sums, other features, bags. */
function scoreSentence(sentence: EncodedSentence, weights: SparseWeights, groupSums: GroupSums, emissions: Float64Array, bagSums: Float64Array): void {
  const { ids, offsets, free, bag, before, after, groups } = sentence;
  const L = weights.labels;
  const n = offsets.length - 1;
  emissions.fill(0, 0, n * L);
  for (let i = 0; i < n; i++) {
    for (let kind = 0; kind < GROUP_KINDS; kind++) {
      const g = groups[i * GROUP_KINDS + kind]!;
      if (g >= 0) groupSums.addScores(g, emissions, i * L);
    }
    weights.addScores(ids, free[i]!, bag[i]!, emissions, i * L);
  }
  addBags(weights, before, after, n, emissions, bagSums);
}
