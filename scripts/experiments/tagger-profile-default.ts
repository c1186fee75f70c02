// Experiment: where extract() spends its time on the default model, over the held-out productSearch statements.
//   node --cpu-prof --import tsx scripts/experiments/tagger-profile-default.ts
import { loadCorpus } from '../../src/corpus/load.js';
import { EntityExtractor } from '../../src/entities/entity-extractor.js';
import { trainModel } from '../../src/train/train.js';

const model = await trainModel(await loadCorpus('corpus'));
const extractor = new EntityExtractor(model.entities, model.tagger);
const held = await loadCorpus('test/fixtures/shop-heldout.yaml');
const texts = held.intents.find((i) => i.name === 'productSearch')!.utterances.map((x) => x.text);
for (let r = 0; r < 20; r++) for (const t of texts) extractor.extract(t);
const rounds = Number(process.argv[2] ?? 300);
const t0 = performance.now();
for (let r = 0; r < rounds; r++) for (const t of texts) extractor.extract(t);
console.log('extract() mean', ((performance.now() - t0) * 1000 / (rounds * texts.length)).toFixed(1), 'µs');
