/**
 * How the per-statement p50 of understandSync() and of NLP.js's process() moves round after round on one
 * xsid-<lang> data set (trained on the first of 5 folds' training statements, its held-out ones answered in
 * rounds): whether bench:languages' "once warm" p50 (1 + 3 rounds) is the steady state.
 *   npx tsx scripts/experiments/language-warmup.ts kk [rounds] [--profile]
 */
import { join } from 'node:path';
import { loadCorpus } from '../../src/corpus/load.js';
import { nlpjsTrainer } from '../../src/evaluation/baselines/nlpjs-baseline.js';
import { corpusItems, subCorpus } from '../../src/evaluation/examples.js';
import { DEFAULT_SEED, stratifiedFolds } from '../../src/evaluation/folds.js';
import { engineTrainer } from '../../src/evaluation/engine-adapter.js';
import { Understander } from '../../src/understander.js';
import { percentile } from '../lib/bench-stats.js';

const [language = 'en', roundsText = '20'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const profile = process.argv.includes('--profile');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const corpus = await loadCorpus(join(process.env.NLU_DATASETS ?? join(import.meta.dirname, '../../../shared/datasets'), `xsid-${language}`, 'train.jsonl'));
const items = corpusItems(corpus);
const foldOf = stratifiedFolds(items.map((i) => i.example.intent), 5, DEFAULT_SEED);
const train = subCorpus(corpus, items.filter((_, k) => foldOf[k] !== 0));
const texts = items.filter((_, k) => foldOf[k] === 0).map((i) => i.example.text);
let ours: Understander | null = null;
await engineTrainer({ outOfScopeShare: 0 }, undefined, (u) => { ours = u; })(train);
const u = ours as unknown as Understander;
const { predictor } = await nlpjsTrainer('by-intent')(train);
const engines: Array<[string, (t: string) => unknown]> = [['ours', (t) => u.understandSync(t)], ['nlpjs', (t) => predictor.predict(t)]];
if (profile) {
  const run = engines.find(([n]) => n === (only ?? 'ours'))![1];
  const t0 = performance.now(); let n = 0;
  while (performance.now() - t0 < 8000) { for (const t of texts) await run(t); n++; }
  console.log('rounds', n, 'us per statement', ((performance.now() - t0) * 1000 / n / texts.length).toFixed(1));
} else {
  const rounds = Number(roundsText);
  for (let r = 0; r < rounds; r++) {
    const row: string[] = [];
    for (const [name, run] of engines) {
      const lat: number[] = [];
      for (const t of texts) { const s = performance.now(); const a = run(t); if (a instanceof Promise) await a; lat.push(performance.now() - s); }
      lat.sort((a, b) => a - b);
      row.push(`${name} ${(percentile(lat, 50) * 1000).toFixed(1)} us`);
    }
    console.log(`round ${r}: ${row.join('  ')}`);
  }
}
