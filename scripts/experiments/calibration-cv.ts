// Tuning aid (cross-validation of a train split, never test): the effect of intent training options
// on accuracy and out-of-scope handling. Usage: tsx … <corpus or .jsonl> '<intent options JSON>'
import { loadCorpus } from '../../src/corpus/load.js';
import { crossValidate } from '../../src/evaluation/cross-validate.js';
import { engineTrainer } from '../../src/evaluation/engine-adapter.js';

const corpus = await loadCorpus(process.argv[2]!, { allowLabelConflicts: true });
const intent = JSON.parse(process.argv[3] ?? '{}');
const report = await crossValidate(corpus, engineTrainer({ intent }), { folds: 5, seed: 42, run: { engine: 'ours', test: process.argv[2]! } });
const r = report as unknown as { intents: { accuracy: number }; outOfScope: { inScopeAccuracy: number; recall: number } | null };
console.log(process.argv[2], JSON.stringify(intent), 'accuracy', (100 * r.intents.accuracy).toFixed(1), 'in-scope', r.outOfScope ? (100 * r.outOfScope.inScopeAccuracy).toFixed(1) : '-', 'oos recall', r.outOfScope ? (100 * r.outOfScope.recall).toFixed(1) : '-');
