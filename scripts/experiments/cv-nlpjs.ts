// Tuning aid (cross-validation of a train split, never test): raw NLP.js next to our engine on the same folds.
// Usage: tsx scripts/experiments/cv-nlpjs.ts <corpus or .jsonl> [folds]
import { loadCorpus } from '../../src/corpus/load.js';
import { crossValidate } from '../../src/evaluation/cross-validate.js';
import { engineTrainer } from '../../src/evaluation/engine-adapter.js';
import { nlpjsTrainer } from '../../src/evaluation/baselines/nlpjs-baseline.js';

const corpus = await loadCorpus(process.argv[2]!, { allowLabelConflicts: true });
const folds = Number(process.argv[3] ?? 5);
for (const [name, trainer] of [['ours', engineTrainer()], ['nlp.js', nlpjsTrainer('by-intent')]] as const) {
  const r = (await crossValidate(corpus, trainer, { folds, seed: 42, run: { engine: name, test: process.argv[2]! } })) as unknown as { intents: { accuracy: number }; outOfScope: { inScopeAccuracy: number; recall: number } | null };
  console.log(process.argv[2], name.padEnd(6), 'accuracy', (100 * r.intents.accuracy).toFixed(1), 'in-scope', r.outOfScope ? (100 * r.outOfScope.inScopeAccuracy).toFixed(1) : '-', 'oos recall', r.outOfScope ? (100 * r.outOfScope.recall).toFixed(1) : '-');
}
