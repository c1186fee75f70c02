import type { TaggerState } from '../../model/schema.js';
import type { Token } from '../../text/tokens.js';
import { encodeFloat32 } from '../../intent/linear-classifier.js';
import { seededRandom, shuffleInPlace } from '../../intent/random.js';
import { allowedTransition, bioLabels } from './bio.js';
import { viterbi } from './sequence-tagger.js';
import { sentenceFeatures, type TokenHints } from './token-features.js';

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

/**
 * Averaged structured perceptron (Collins 2002): decode each sentence with the current weights,
 * add the gold features and subtract the predicted ones; the average over all steps generalises.
 */
export function trainTagger(entities: readonly string[], examples: readonly TaggerExample[], options: TaggerTrainingOptions = DEFAULT_TAGGER_TRAINING, onEpoch?: (epoch: number) => void): TaggerState {
  const labels = bioLabels(entities);
  const L = labels.length;
  const labelIndex = new Map(labels.map((l, i) => [l, i]));
  const featureIndex = new Map<string, number>();
  const encoded = examples.map((ex) => ({
    features: sentenceFeatures(ex.tokens, ex.hints).map((fs) => fs.map((f) => {
      let id = featureIndex.get(f);
      if (id === undefined) { id = featureIndex.size; featureIndex.set(f, id); }
      return id;
    })),
    gold: ex.labels.map((l) => labelIndex.get(l) ?? 0),
  }));
  const F = featureIndex.size;
  // w: current weights; u: step-weighted sums of updates, so that average = w - u / steps.
  const w = new Float64Array(F * L);
  const u = new Float64Array(F * L);
  const trans = new Float64Array((L + 1) * L);
  const transU = new Float64Array((L + 1) * L);
  const allowed: boolean[] = [];
  for (let prev = -1; prev < L; prev++) for (let next = 0; next < L; next++) allowed.push(allowedTransition(prev < 0 ? null : labels[prev]!, labels[next]!));

  const order = encoded.map((_, i) => i);
  const random = seededRandom(options.seed);
  let step = 1;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, random);
    for (const k of order) {
      const { features, gold } = encoded[k]!;
      const emissions = features.map((fs) => {
        const s = new Float64Array(L);
        for (const f of fs) for (let l = 0; l < L; l++) s[l] = s[l]! + w[f * L + l]!;
        return s;
      });
      const predicted = viterbi(emissions, trans, allowed, L);
      for (let i = 0; i < gold.length; i++) {
        const g = gold[i]!;
        const p = predicted[i]!;
        if (g !== p) {
          for (const f of features[i]!) {
            w[f * L + g] = w[f * L + g]! + 1; u[f * L + g] = u[f * L + g]! + step;
            w[f * L + p] = w[f * L + p]! - 1; u[f * L + p] = u[f * L + p]! - step;
          }
        }
        const gPrev = i === 0 ? 0 : gold[i - 1]! + 1;
        const pPrev = i === 0 ? 0 : predicted[i - 1]! + 1;
        if (g !== p || gPrev !== pPrev) {
          trans[gPrev * L + g] = trans[gPrev * L + g]! + 1; transU[gPrev * L + g] = transU[gPrev * L + g]! + step;
          trans[pPrev * L + p] = trans[pPrev * L + p]! - 1; transU[pPrev * L + p] = transU[pPrev * L + p]! - step;
        }
      }
      step++;
    }
    onEpoch?.(epoch + 1);
  }
  const positions: number[] = [];
  const values: number[] = [];
  for (let j = 0; j < w.length; j++) {
    const averaged = w[j]! - u[j]! / step;
    if (Math.abs(averaged) > 1e-6) { positions.push(j); values.push(averaged); }
  }
  const features = [...featureIndex.keys()];
  return {
    type: 'perceptron',
    labels,
    features,
    weightPositions: Buffer.from(Int32Array.from(positions).buffer).toString('base64'),
    weightValues: encodeFloat32(Float32Array.from(values)),
    transitions: Array.from(trans, (t, j) => t - transU[j]! / step),
  };
}
