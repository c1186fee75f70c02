/**
 * Experiment (issue 34, docs/training.md "Third pass"): what one decision fold costs, part by part, warm, in CPU
 * milliseconds: its classifier, its tagger at several caps on the passes, the model made and read by a runtime, and
 * the reading of its held-out statements. Each fold twice; the second round is the warm one.
 *
 *   npx tsx scripts/experiments/fold-parts.ts [corpus]
 */
import { loadCorpus } from '../../src/corpus/load.js';
import { DEFAULT_INTENT_TRAINING, trainIntentClassifier } from '../../src/intent/train-intent-classifier.js';
import { trainEntityTagger } from '../../src/entities/tagger/train-entity-tagger.js';
import { DEFAULT_TAGGER_TRAINING } from '../../src/entities/tagger/train-tagger.js';
import { textPipeline } from '../../src/text/languages.js';
import { foldCorpus } from '../../src/train/fold-corpus.js';
import { intentTrainingSet } from '../../src/train/model-parts.js';
import { trafficFolds } from '../../src/train/traffic-folds.js';
import { observeFold, trainFoldModel } from '../../src/train/training-tasks.js';
import { Understander } from '../../src/understander.js';

const corpus = foldCorpus(await loadCorpus(process.argv[2] ?? 'corpus'));
const folds = trafficFolds(corpus);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const parts = ['classifier', 'tagger ≤10 passes', 'tagger ≤5 passes', 'tagger ≤3 passes', 'fold model as trained', 'runtime', 'reading'] as const;
const times = new Map<string, number[]>(parts.map((p) => [p, []]));
const time = <T>(part: (typeof parts)[number], work: () => T): T => { const c = cpu(); const result = work(); times.get(part)!.push(cpu() - c); return result; };
for (let round = 0; round < 2; round++) {
  for (const fold of folds) {
    time('classifier', () => trainIntentClassifier(intentTrainingSet(fold.corpus), { ...DEFAULT_INTENT_TRAINING, fixedTemperature: 1 }, undefined, textPipeline(fold.corpus.locale)));
    for (const [part, maxEpochs] of [['tagger ≤10 passes', 10], ['tagger ≤5 passes', 5], ['tagger ≤3 passes', 3]] as const) time(part, () => trainEntityTagger(fold.corpus, { ...DEFAULT_TAGGER_TRAINING, maxEpochs }));
    const finish = time('fold model as trained', () => trainFoldModel(fold.corpus, {}));
    const understander = time('runtime', () => Understander.fromTrainedModel(finish({ temperature: 1, unknownWordRate: 0.1, typicalFrameScore: null })));
    time('reading', () => observeFold(fold, understander));
    if (round === 1) console.log(`fold: trains on ${fold.corpus.intents.reduce((n, i) => n + i.utterances.length, 0)} utterances, reads ${fold.inScope.length} in scope and ${fold.outOfScope.length} out`);
  }
}
for (const [part, ms] of times) console.log(`${part.padEnd(22)} warm: ${ms.slice(folds.length).map((m) => m.toFixed(0)).join(' ')} ms (first round ${ms.slice(0, folds.length).map((m) => m.toFixed(0)).join(' ')})`);
