// The answer-or-not decision on the out-of-scope proxies (SPLIT=valid: their valid splits, for choices): overall accuracy at the default share, at the test's
// true share stated, and at the best cutoff picked on test itself (the regret is what the setting leaves).
//   npx tsx scripts/experiments/oos-share.ts banking77-id-oos,braun-chatbot
import { loadDataset } from '../../src/evaluation/benchmark/load-dataset.js';
import { corpusExamples } from '../../src/evaluation/examples.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { cutoffForShare } from '../../src/decision/detector.js';
import { accuracyAt, bestCutoff, cutoffViews, CUTOFF_GRID as CUTOFFS } from '../../src/decision/cutoff-views.js';

const names = (process.argv[2] ?? 'banking77-id-oos').split(',');
const pct = (x: number) => (100 * x).toFixed(1);
for (const name of names) {
  // SPLIT=valid tunes on valid splits (never test): banking77-id-oos's, atis's, snips's.
  const { train, test } = await loadDataset('../shared/datasets', name, process.env.SPLIT === 'valid' ? 'valid' : 'test');
  const started = performance.now();
  const model = await trainModel(train, {});
  const seconds = (performance.now() - started) / 1000;
  const u = Understander.fromModel(model);
  const examples = corpusExamples(test);
  const defaultCutoff = u.info.cutoff;
  const views = cutoffViews(u, examples);
  const accuracy = (c: number) => accuracyAt(views, c);
  const outOfScope = examples.filter((e) => e.intent === null).length;
  const share = outOfScope / examples.length;
  const inScope = examples.flatMap((e, k) => (e.intent === null ? [] : [k]));
  const argmax = inScope.filter((k) => views[k]!.answer === examples[k]!.intent).length / Math.max(1, inScope.length);
  const curve = u.decisionCurve;
  const stated = curve ? cutoffForShare(curve, share) : 0;
  const best = bestCutoff(views).cutoff;
  console.log(`${name}: share ${pct(share)} % | argmax in-scope ${pct(argmax)} | default (cutoff ${defaultCutoff.toFixed(2)}) ${pct(accuracy(defaultCutoff))} | stated (${stated.toFixed(2)}) ${pct(accuracy(stated))} | best on test (${best.toFixed(2)}) ${pct(accuracy(best))} | regret stated ${pct(accuracy(best) - accuracy(stated))}, default ${pct(accuracy(best) - accuracy(defaultCutoff))} | train ${seconds.toFixed(1)} s`);
  // DEFAULTS=0.3,0.5,0.7: accuracy on the test with the model set for each share (which default to choose).
  if (process.env.DEFAULTS) console.log('  ' + process.env.DEFAULTS.split(',').map(Number).map((d) => `${d}: ${pct(accuracy(curve ? cutoffForShare(curve, d) : 0))}`).join(' | '));
  // RULES=1: the stated cutoff by other rules on the same curve (argmax; the lowest within z standard errors of it).
  if (process.env.RULES && curve) {
    const rule = (z: number) => {
      let best = 0;
      const e = (k: number) => (1 - share) * curve.inScopeKept[k]! + share * curve.outOfScopeRejected[k]!;
      for (let k = 1; k < curve.cutoffs.length; k++) if (e(k) > e(best) + 1e-12) best = k;
      const a = curve.inScopeKept[best]!, r = curve.outOfScopeRejected[best]!;
      const se = Math.sqrt((1 - share) ** 2 * a * (1 - a) / curve.inScope + share ** 2 * r * (1 - r) / curve.outOfScope);
      for (let k = 0; k < best; k++) if (e(k) >= e(best) - z * se) return curve.cutoffs[k]!;
      return curve.cutoffs[best]!;
    };
    console.log('  rules: ' + [0, 0.5, 1].map((z) => `${z} SE: ${pct(accuracy(rule(z)))} (${rule(z).toFixed(2)})`).join(' | '));
  }
  if (process.env.CURVE) for (const [k, c] of CUTOFFS.entries()) if (k % 10 === 0) console.log(`  cutoff ${c.toFixed(2)} folds kept ${pct(curve!.inScopeKept[k]!)} rejected ${pct(curve!.outOfScopeRejected[k]!)} | test acc ${pct(accuracy(c))}`);
}
