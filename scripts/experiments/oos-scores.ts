// Tuning aid on banking77's train split only (never test): which score separates statements of
// unseen intents from in-scope ones best. 10 intents held out (seeded), the rest split 85/15.
import { readFileSync } from 'node:fs';
import { trainIntentClassifier, DEFAULT_INTENT_TRAINING } from '../../src/intent/train-intent-classifier.js';
import { Vectorizer } from '../../src/intent/vectorizer.js';
import { LinearClassifier, softmaxInPlace } from '../../src/intent/linear-classifier.js';
import { seededRandom, shuffleInPlace } from '../../src/intent/random.js';

const rows = readFileSync('../shared/datasets/banking77/train.jsonl', 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { text: string; intent: string });
const names = [...new Set(rows.map((r) => r.intent))].sort();
const held = new Set(shuffleInPlace([...names], seededRandom(Number(process.argv[2] ?? 10))).slice(0, 10));
const known = names.filter((n) => !held.has(n));
shuffleInPlace(rows, seededRandom(7));
const inScope = rows.filter((r) => !held.has(r.intent));
const cut = Math.floor(inScope.length * 0.85);
const train = inScope.slice(0, cut);
const valid = inScope.slice(cut);
const oos = rows.filter((r) => held.has(r.intent)).slice(0, 600);
const trained = trainIntentClassifier({ texts: train.map((r) => r.text), labels: train.map((r) => known.indexOf(r.intent)), classes: known.length, outOfScopeClass: null }, { ...DEFAULT_INTENT_TRAINING, backgroundNoise: 0 }); // scores of the softmax alone, no synthetic background
const vec = new Vectorizer(trained.state.vectorizer);
const lin = new LinearClassifier(trained.state.model);
const T = trained.state.model.temperature;
type Row = { right: boolean; scores: Record<string, number> };
const describe = (text: string, gold: string | null): Row => {
  const x = vec.vectorize(text);
  const s = lin.scores(x);
  const logits = Float64Array.from(s);
  const p = softmaxInPlace(Float64Array.from(s), T);
  let b = 0; for (let c = 1; c < p.length; c++) if (p[c]! > p[b]!) b = c;
  const sorted = [...p].sort((u, v) => v - u);
  const maxLogit = Math.max(...logits);
  const energy = Math.log(logits.reduce((acc, l) => acc + Math.exp((l - maxLogit) / T), 0)) * T + maxLogit;
  const p2 = softmaxInPlace(Float64Array.from(s), T * 3);
  return { right: gold !== null && known[b] === gold, scores: { msp: sorted[0]!, margin: sorted[0]! - sorted[1]!, maxLogit, energy, mspT3: Math.max(...p2), known: x.indices.length } };
};
const ins = valid.map((r) => describe(r.text, r.intent));
const outs = oos.map((r) => describe(r.text, null));
const argmaxAcc = ins.filter((r) => r.right).length / ins.length;
console.log(`held out: ${[...held].join(', ')}\nin-scope argmax ${(100 * argmaxAcc).toFixed(1)} % (${ins.length}), out-of-scope ${outs.length}, threshold chosen ${trained.decision.threshold}`);
for (const key of Object.keys(ins[0]!.scores)) {
  // AUROC: P(score(in) > score(out)).
  const a = ins.map((r) => r.scores[key]!).sort((u, v) => u - v);
  const o = outs.map((r) => r.scores[key]!);
  let wins = 0;
  for (const v of o) { let lo = 0, hi = a.length; while (lo < hi) { const m = (lo + hi) >> 1; if (a[m]! <= v) lo = m + 1; else hi = m; } wins += a.length - lo; }
  const auroc = wins / (a.length * o.length);
  // OOS recall when at most 1 / 2 points of in-scope accuracy are lost.
  const at = (drop: number) => {
    const cands = [...new Set(a)].sort((u, v) => u - v);
    let bestRecall = 0;
    for (const t of cands) {
      const acc = ins.filter((r) => r.right && r.scores[key]! >= t).length / ins.length;
      if (argmaxAcc - acc > drop) break;
      bestRecall = o.filter((v) => v < t).length / o.length;
    }
    return (100 * bestRecall).toFixed(1);
  };
  console.log(`${key.padEnd(8)} AUROC ${auroc.toFixed(3)}  recall@1pt ${at(0.01)}  recall@2pt ${at(0.02)}`);
}
