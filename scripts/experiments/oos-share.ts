// The answer-or-not decision on the out-of-scope proxies: overall accuracy at the default share, at the test's
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
  const { train, test } = await loadDataset('../shared/datasets', name);
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
  if (process.env.CURVE) for (const [k, c] of CUTOFFS.entries()) if (k % 10 === 0) console.log(`  cutoff ${c.toFixed(2)} folds kept ${pct(curve!.inScopeKept[k]!)} rejected ${pct(curve!.outOfScopeRejected[k]!)} | test acc ${pct(accuracy(c))}`);
}
