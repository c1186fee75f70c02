import { unknownWordRate } from '../decision/unknown-words.js';

/** Fits a softmax temperature on held-out scores by minimising negative log-likelihood. */
export function fitTemperature(scores: readonly Float64Array[], labels: ArrayLike<number>): number {
  const nll = (logT: number) => heldOutLoss(scores, labels, Math.exp(logT));
  // Golden-section search on log T in [log 0.05, log 5]: NLL is unimodal in T in practice.
  let lo = Math.log(0.05);
  let hi = Math.log(5);
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = hi - ratio * (hi - lo);
  let b = lo + ratio * (hi - lo);
  let fa = nll(a);
  let fb = nll(b);
  for (let iteration = 0; iteration < 40; iteration++) {
    if (fa < fb) {
      hi = b; b = a; fb = fa; a = hi - ratio * (hi - lo); fa = nll(a);
    } else {
      lo = a; a = b; fa = fb; b = lo + ratio * (hi - lo); fb = nll(b);
    }
  }
  return Math.exp((lo + hi) / 2);
}

/**
 * Negative log-likelihood of the gold labels at temperature t: the same arithmetic as softmaxInPlace()
 * on a copy (so the same temperature is found), without the copy or the other classes' divisions.
 */
function heldOutLoss(scores: readonly Float64Array[], labels: ArrayLike<number>, t: number): number {
  let total = 0;
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i]!;
    let max = -Infinity;
    for (let c = 0; c < s.length; c++) if (s[c]! > max) max = s[c]!;
    let sum = 0;
    for (let c = 0; c < s.length; c++) sum += Math.exp((s[c]! - max) / t);
    total -= Math.log(Math.max(Math.exp((s[labels[i]!]! - max) / t) / sum, 1e-12));
  }
  return total;
}

export interface HeldOutPrediction {
  /** Best in-scope class and its probability. */
  best: number;
  confidence: number;
  /** True gold class, or -1 for an out-of-scope example. */
  gold: number;
  /** Probability of the background (out-of-scope) class; 0 without one. */
  background: number;
  /** Words outside the statement's values, and how many of them the vocabulary it was held out from lacks. */
  words: number;
  unknownWords: number;
  /** The frame's score for the best class (frame-model.ts). */
  frameScore: number;
  /** Some word of the statement is unknown: the frame test applies to it. */
  frameTested: boolean;
}

/**
 * The median frame score of the held-out right answers: a frame at least this likely is as familiar as an
 * in-scope statement's usually is (the evidence check lets new values in such a frame stand without a known
 * content word: "from <e:station> to <e:station>"). Null without right answers.
 */
export function typicalFrameScore(predictions: readonly HeldOutPrediction[]): number | null {
  const scores = predictions.flatMap((p) => (p.gold >= 0 && p.best === p.gold ? [p.frameScore] : [])).sort((a, b) => a - b);
  return scores.length === 0 ? null : scores[Math.floor((scores.length - 1) / 2)]!;
}

/** The in-scope rate of unknown words outside values on held-out predictions (the evidence check's allowance). */
export function heldOutUnknownWordRate(predictions: readonly HeldOutPrediction[]): number {
  return unknownWordRate(predictions.filter((p) => p.gold >= 0));
}
