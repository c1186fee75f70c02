// Tuning aid on banking77's train split only (never test): hold 10 intents out as out-of-scope,
// train on 85 % of the rest, test on the other 15 % plus the held-out intents' statements.
import { loadCorpus } from '../../src/corpus/load.js';
import { holdOutIntents } from '../../src/evaluation/benchmark/derived-datasets.js';
import { trainAndEvaluate } from '../../src/evaluation/evaluate.js';
import { corpusExamples } from '../../src/evaluation/examples.js';
import { engineTrainer } from '../../src/evaluation/engine-adapter.js';
import { seededRandom, shuffleInPlace } from '../../src/intent/random.js';
import type { Corpus } from '../../src/corpus/types.js';

const full = await loadCorpus('../shared/datasets/banking77/train.jsonl', { allowLabelConflicts: true });
const random = seededRandom(3);
const split = (c: Corpus, keep: (i: number) => boolean): Corpus => ({ ...c, intents: c.intents.map((intent) => ({ ...intent, utterances: intent.utterances.filter((_, i) => keep(i)) })) });
const order = new Map(full.intents.map((intent) => [intent.name, shuffleInPlace(intent.utterances.map((_, i) => i), random)]));
const isValid = (name: string, i: number) => order.get(name)!.indexOf(i) < Math.floor(order.get(name)!.length * 0.15);
const trainPart: Corpus = { ...full, intents: full.intents.map((intent) => ({ ...intent, utterances: intent.utterances.filter((_, i) => !isValid(intent.name, i)) })) };
const validPart: Corpus = { ...full, intents: full.intents.map((intent) => ({ ...intent, utterances: intent.utterances.filter((_, i) => isValid(intent.name, i)) })) };
void split;
const { train, test } = holdOutIntents(trainPart, validPart, 10, 10);
const intent = JSON.parse(process.argv[2] ?? '{}');
const report = await trainAndEvaluate(train, corpusExamples(test), engineTrainer({ intent }), { run: { engine: 'ours', test: 'banking77 train split' } });
const oos = report.outOfScope!;
console.log(JSON.stringify(intent), `oos recall ${(100 * oos.recall).toFixed(1)} in-scope ${(100 * oos.inScopeAccuracy!).toFixed(1)} no-threshold ${(100 * report.thresholdSweep[0]!.inScopeAccuracy!).toFixed(1)} train ${report.speed.trainingSeconds?.toFixed(1)}s`);
for (const p of report.thresholdSweep.filter((_, i) => i % 2 === 0)) console.log(`  t=${p.threshold.toFixed(2)} in-scope ${(100 * p.inScopeAccuracy!).toFixed(1)} oos-recall ${(100 * p.outOfScopeRecall!).toFixed(1)}`);
for (const p of report.decisionSweep?.points ?? []) console.log(`  in-scope loss ${p.value}: in-scope ${(100 * p.inScopeAccuracy!).toFixed(1)} oos-recall ${(100 * p.outOfScopeRecall!).toFixed(1)}`);
