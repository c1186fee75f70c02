// Tuning aid (cross-validation of a train split, never test): where the errors of a K-fold run go
// (unmatched vs another intent), with the chosen intent options. Usage: tsx … <corpus or .jsonl> '<intent options JSON>'
import { loadCorpus } from '../../src/corpus/load.js';
import { crossValidate } from '../../src/evaluation/cross-validate.js';
import { engineTrainer } from '../../src/evaluation/engine-adapter.js';

const corpus = await loadCorpus(process.argv[2]!, { allowLabelConflicts: true });
const intent = JSON.parse(process.argv[3] ?? '{}');
const report = (await crossValidate(corpus, engineTrainer({ intent }), { folds: 5, seed: 42, run: { engine: 'ours', test: process.argv[2]! } })) as unknown as Record<string, any>;
const confusions = (report.intents.mostConfused) as unknown[];
console.log(process.argv[2], JSON.stringify(intent), 'accuracy', (100 * report.intents.accuracy).toFixed(1));
console.log(JSON.stringify(confusions).slice(0, 1500));
