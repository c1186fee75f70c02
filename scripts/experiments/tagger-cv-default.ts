// Experiment: the tagger alone on the default corpus by 5-fold cross-validation (rules included, as at run
// time): micro and per-entity F1, to compare tagger settings without touching the held-out file.
//   npx tsx scripts/experiments/tagger-cv-default.ts [epochs] [margin]
import { loadCorpus } from '../../src/corpus/load.js';
import { EntityExtractor } from '../../src/entities/entity-extractor.js';
import { trainEntityTagger } from '../../src/entities/tagger/train-entity-tagger.js';
import { DEFAULT_TAGGER_TRAINING } from '../../src/entities/tagger/train-tagger.js';
import { corpusItems, subCorpus } from '../../src/evaluation/examples.js';
import { stratifiedFolds } from '../../src/evaluation/folds.js';
import { entityMetrics, type SpanPair } from '../../src/evaluation/metrics/entities.js';

const corpus = await loadCorpus('corpus');
const options = { ...DEFAULT_TAGGER_TRAINING, ...(process.argv[2] ? { epochs: Number(process.argv[2]) } : {}), ...(process.argv[3] ? { margin: Number(process.argv[3]) } : {}) };
const items = corpusItems(corpus);
const FOLDS = 5;
const foldOf = stratifiedFolds(items.map((i) => i.example.intent), FOLDS, 42);
const pairs: SpanPair[] = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const train = subCorpus(corpus, items.filter((_, k) => foldOf[k] !== fold));
  const extractor = new EntityExtractor(corpus.entities, trainEntityTagger(train, options));
  items.forEach((item, k) => {
    if (foldOf[k] === fold) pairs.push({ text: item.example.text, expected: item.example.entities, predicted: extractor.extract(item.example.text) });
  });
}
const m = entityMetrics(pairs).metrics!;
console.log(JSON.stringify({ epochs: options.epochs, margin: options.margin, micro: +m.micro.f1.toFixed(4), ...Object.fromEntries(m.perEntity.map((e) => [e.entity, +e.f1.toFixed(3)])) }));
