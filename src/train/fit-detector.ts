import type { DecisionCurve, Detector } from '../decision/detector.js';
import { inScopeScore } from '../decision/detector.js';
import { SIGNAL_NAMES, type SignalName } from '../decision/signals.js';
import { CUTOFF_GRID as CUTOFFS } from '../decision/cutoff-views.js';

/** A held-out statement as the decision saw it on a fold. */
export interface FoldObservation {
  /** 'right': in scope and the best intent is its own; 'wrong': in scope, another intent; 'out': out of scope. */
  kind: 'right' | 'wrong' | 'out';
  /** The statement's signals (signals.ts), or null when a rule that no setting moves left it unmatched (nothing known). */
  signals: Float64Array | null;
  /** It passes the evidence check (evidence.ts), which applies whenever the cutoff is above 0. */
  evidence: boolean;
}

/**
 * Which way each signal may point (1: up means in scope, -1: down, 0: either), known before any data: a higher
 * background probability never makes a statement more likely in scope. On in-domain folds alone, signals that
 * move together (confidence falls as the background rises) can take the wrong sign and then pass another
 * domain's statements: the shop model fitted freely weighed the background +0.70 and let 7 % of atis through.
 * A signal whose weight comes out the wrong way is left out (weight 0) and the rest fitted again.
 */
const DIRECTION: Readonly<Record<SignalName, 1 | -1 | 0>> = {
  confidence: 1, margin: 1, background: -1, unknownWords: -1, frame: 1, frameLift: 1, contentWords: 1, length: 0, topScore: 1,
};

/** L2 penalty on the standardised weights: a handful of signals, a few hundred statements; keeps them from chasing noise. */
const L2 = 1;
const NEWTON_STEPS = 25;

/**
 * Logistic regression of right answers (1) against out-of-scope statements (0), each kind weighing half: which
 * signals tell them apart, whatever their shares on the folds. Wrong in-scope answers are wrong whether kept or
 * not, so they teach nothing here. Newton's method on standardised signals: deterministic, and exact in a few steps.
 */
export function fitDetector(observations: readonly FoldObservation[]): Detector | null {
  const rows = observations.filter((o) => o.signals !== null && o.evidence && o.kind !== 'wrong');
  const positives = rows.filter((o) => o.kind === 'right').length;
  const negatives = rows.length - positives;
  if (positives === 0 || negatives === 0) return null;
  const d = rows[0]!.signals!.length;
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(0);
  for (const o of rows) for (let k = 0; k < d; k++) mean[k]! += o.signals![k]! / rows.length;
  for (const o of rows) for (let k = 0; k < d; k++) scale[k]! += (o.signals![k]! - mean[k]!) ** 2 / rows.length;
  for (let k = 0; k < d; k++) scale[k] = Math.sqrt(scale[k]!) || 1;
  const x = rows.map((o) => Array.from(o.signals!, (v, k) => (v - mean[k]!) / scale[k]!));
  const y = rows.map((o) => (o.kind === 'right' ? 1 : 0));
  const active = new Array<boolean>(d).fill(true);
  for (;;) {
    const { weights, bias } = newton(x, y, active, positives, negatives);
    const wrong = SIGNAL_NAMES.findIndex((name, k) => active[k] && DIRECTION[name] * weights[k]! < 0);
    if (wrong < 0) return { mean, scale, weights, bias };
    active[wrong] = false;
  }
}

/** Weighted, L2-penalised logistic regression by Newton's method over the active signals (the others weigh 0). */
function newton(x: readonly number[][], y: readonly number[], active: readonly boolean[], positives: number, negatives: number): { weights: number[]; bias: number } {
  const d = active.length;
  const weightOf = (label: number) => (label === 1 ? 0.5 / positives : 0.5 / negatives);

  // theta = [weights…, bias]; the bias is not penalised.
  const theta = new Array<number>(d + 1).fill(0);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const gradient = new Array<number>(d + 1).fill(0);
    const hessian = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    x.forEach((row, i) => {
      let z = theta[d]!;
      for (let k = 0; k < d; k++) z += theta[k]! * row[k]!;
      const p = 1 / (1 + Math.exp(-z));
      const w = weightOf(y[i]!);
      const features = [...row.map((v, k) => (active[k] ? v : 0)), 1];
      for (let a = 0; a <= d; a++) {
        gradient[a]! += w * (p - y[i]!) * features[a]!;
        for (let b = 0; b <= d; b++) hessian[a]![b]! += w * p * (1 - p) * features[a]! * features[b]!;
      }
    });
    const penalty = L2 / x.length;
    for (let k = 0; k < d; k++) { gradient[k]! += penalty * theta[k]!; hessian[k]![k]! += penalty; }
    hessian[d]![d]! += 1e-9;
    const delta = solve(hessian, gradient);
    let moved = 0;
    for (let k = 0; k <= d; k++) { theta[k]! -= delta[k]!; moved = Math.max(moved, Math.abs(delta[k]!)); }
    if (moved < 1e-8) break;
  }
  return { weights: theta.slice(0, d), bias: theta[d]! };
}

/** Gaussian elimination with partial pivoting: the Newton step of a (d+1)×(d+1) system. */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]!;
    if (Math.abs(p) < 1e-15) continue;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r]![col]! / p;
      if (f !== 0) for (let c = col; c <= n; c++) a[r]![c]! -= f * a[col]![c]!;
    }
  }
  return a.map((row, i) => (Math.abs(row[i]!) < 1e-15 ? 0 : row[n]! / row[i]!));
}


/**
 * What each cutoff does on the folds: right answers kept (a share of all in-scope statements, so the curve
 * starts at the folds' accuracy) and out-of-scope statements left unmatched. Statements a fixed rule leaves
 * unmatched count as unmatched at every cutoff.
 */
export function decisionCurve(detector: Detector, observations: readonly FoldObservation[]): DecisionCurve {
  // Above cutoff 0 the evidence check applies too: a statement that fails it scores under every cutoff but 0.
  const scored = observations.map((o) => ({ kind: o.kind, score: o.signals === null ? -1 : o.evidence ? inScopeScore(detector, o.signals) : 0 }));
  const inScope = scored.filter((o) => o.kind !== 'out');
  const outOfScope = scored.filter((o) => o.kind === 'out');
  const share = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 1e6) / 1e6);
  const kept = (o: { score: number }, c: number) => o.score >= c;
  return {
    cutoffs: CUTOFFS,
    inScopeKept: CUTOFFS.map((c) => share(inScope.filter((o) => o.kind === 'right' && kept(o, c)).length, inScope.length)),
    outOfScopeRejected: CUTOFFS.map((c) => share(outOfScope.filter((o) => !kept(o, c)).length, outOfScope.length)),
    inScope: inScope.length,
    outOfScope: outOfScope.length,
  };
}
