// Where understand() time goes on the held-out shop statements: per expected intent, warm.
import { loadCorpus } from '../../src/corpus/load.js';
import { Understander } from '../../src/understander.js';
const u = await Understander.load('models/model.json');
const c = await loadCorpus('test/fixtures/shop-heldout.yaml');
const groups = [...c.intents.map((i) => [i.name, i.utterances.map((x) => x.text)] as const), ['(out of scope)', c.outOfScope.map((x) => x.text)] as const];
for (let round = 0; round < 3; round++) for (const [, texts] of groups) for (const t of texts) u.understandSync(t);
for (const [name, texts] of groups) {
  const t0 = performance.now();
  for (let r = 0; r < 50; r++) for (const t of texts) u.understandSync(t);
  console.log(name.padEnd(16), ((performance.now() - t0) * 1000 / (50 * texts.length)).toFixed(1), 'µs');
}
