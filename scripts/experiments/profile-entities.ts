// Profiling aid: understand() over the held-out productSearch statements in a loop.
import { loadCorpus } from '../../src/corpus/load.js';
import { Understander } from '../../src/understander.js';
const u = await Understander.load('models/model.json');
const c = await loadCorpus('test/fixtures/shop-heldout.yaml');
const texts = c.intents.find((i) => i.name === 'productSearch')!.utterances.map((x) => x.text);
for (let r = 0; r < 300; r++) for (const t of texts) u.understandSync(t);
