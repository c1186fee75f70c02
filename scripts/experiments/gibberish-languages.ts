// Check (xsid train splits, whole): seeded gibberish (src/evaluation/gibberish.ts, 600 statements, seed 2026) answered by a model of
// each language at the default out-of-scope share and at share 0. Recorded in docs/languages.md.
// Usage: tsx scripts/experiments/gibberish-languages.ts de zh ar en
import { loadCorpus } from '../../src/corpus/load.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { gibberishStatements } from '../../src/evaluation/gibberish.js';
const statements = gibberishStatements(600, 2026);
for (const l of process.argv.slice(2)) {
  const corpus = await loadCorpus(`/work/shared/datasets/xsid-${l}/train.jsonl`, { allowLabelConflicts: true });
  const u = Understander.fromModel(await trainModel(corpus));
  const byKind = new Map<string, [number, number]>();
  for (const s of statements) { const r = u.understandSync(s.text); const k = byKind.get(s.kind) ?? [0, 0]; k[0] += r.matched ? 1 : 0; k[1]++; byKind.set(s.kind, k); }
  u.setOutOfScopeShare(0);
  let at0 = 0; for (const s of statements) if (u.understandSync(s.text).matched) at0++;
  console.log(l, 'default share:', [...byKind].map(([k, [m, n]]) => `${k} ${m}/${n}`).join(', '), '| share 0:', at0, '/ 600');
}
