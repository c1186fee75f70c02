// Experiment: where extract() spends its time on a data set's model (tagger trained on train, statements of valid).
//   node --cpu-prof --import tsx scripts/experiments/tagger-latency.ts atis
import { loadCorpus } from '../../src/corpus/load.js';
import { EntityExtractor } from '../../src/entities/entity-extractor.js';
import { trainEntityTagger } from '../../src/entities/tagger/train-entity-tagger.js';
import { corpusExamples } from '../../src/evaluation/examples.js';
import { percentile } from '../lib/bench-stats.js';

const name = process.argv[2] ?? 'atis';
const dir = `../shared/datasets/${name}`;
const train = await loadCorpus(`${dir}/train.jsonl`, { allowLabelConflicts: true });
const texts = corpusExamples(await loadCorpus(`${dir}/valid.jsonl`, { allowLabelConflicts: true })).map((e) => e.text);
const extractor = new EntityExtractor(train.entities, trainEntityTagger(train));
const latencies: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const text of texts) {
    const t0 = performance.now();
    extractor.extract(text);
    latencies.push(performance.now() - t0);
  }
}
latencies.sort((a, b) => a - b);
console.log(`${name}: extract() p50 ${percentile(latencies, 50).toFixed(4)} ms, p99 ${percentile(latencies, 99).toFixed(4)} ms over ${latencies.length} calls`);
