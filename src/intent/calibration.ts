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
  /** True when the background class won. */
  backgroundWon: boolean;
}

/** The share of in-scope held-out statements we accept losing to the threshold when no out-of-scope examples exist. */
export const IN_SCOPE_LOSS_BUDGET = 0.01;

/**
 * How many of n held-out in-scope statements a threshold may reject so that the expected share of
 * new in-scope statements it rejects stays within the budget. A threshold at the k-th lowest of n
 * held-out confidences rejects k - 1 of them but an expected k / (n + 1) of new ones, so on a small
 * corpus (100 statements) it must sit at or under the lowest confidence, not at the second lowest.
 */
export function allowedRejections(n: number, budget = IN_SCOPE_LOSS_BUDGET): number {
  return Math.max(0, Math.floor(budget * (n + 1)) - 1);
}

/**
 * Chooses the confidence threshold. With out-of-scope examples in the held-out set: the one that
 * answers most held-out statements right. Without: the highest at which the threshold and the
 * background class together reject no more than allowedRejections() of the held-out in-scope
 * statements the classifier got right.
 */
export function chooseThreshold(predictions: readonly HeldOutPrediction[]): number {
  const grid = Array.from({ length: 96 }, (_, i) => i / 100);
  const inScope = predictions.filter((p) => p.gold >= 0);
  const hasOutOfScope = predictions.length > inScope.length;
  if (inScope.length === 0) return 0.5;
  const answeredRight = (p: HeldOutPrediction, t: number) => {
    const unmatched = p.backgroundWon || p.confidence < t;
    return p.gold < 0 ? unmatched : !unmatched && p.best === p.gold;
  };
  if (hasOutOfScope) {
    let bestT = 0;
    let bestScore = -1;
    for (const t of grid) {
      const score = predictions.reduce((n, p) => n + (answeredRight(p, t) ? 1 : 0), 0);
      if (score > bestScore) { bestScore = score; bestT = t; }
    }
    return bestT;
  }
  // The background class (trained on synthetic noise here) spends the same allowance as the threshold.
  const right = inScope.filter((p) => p.best === p.gold);
  const allowed = allowedRejections(inScope.length);
  let chosen = 0;
  for (const t of grid) {
    if (right.filter((p) => p.backgroundWon || p.confidence < t).length <= allowed) chosen = t;
    else break;
  }
  return chosen;
}
