// Profiling aid: runs understand() in a loop over the held-out statements.
import { loadCorpus } from '../../src/corpus/load.js';
import { Understander } from '../../src/understander.js';
const u = await Understander.load('models/model.json');
const c = await loadCorpus('test/fixtures/shop-heldout.yaml');
const texts = [...c.intents.flatMap((i) => i.utterances.map((x) => x.text)), ...c.outOfScope.map((x) => x.text)];

const t0 = performance.now();
let n = 0;
for (let r = 0; r < 50; r++) for (const t of texts) { u.understandSync(t); n++; }
console.log('per statement ms', ((performance.now() - t0) / n).toFixed(4));
