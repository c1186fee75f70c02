// Tuning aid for small corpora, on train/valid splits only (never test): k statements per intent
// drawn from a large data set's train split (several seeded draws), our engine and raw NLP.js
// trained on the same draw, both scored on the valid split (banking77: a 15 % share of train).
// Usage: tsx scripts/experiments/few-shot.ts <dataset> <k> [draws] ['<intent options JSON>']
import { loadCorpus } from '../../src/corpus/load.js';
import type { Corpus } from '../../src/corpus/types.js';
import { nlpjsTrainer } from '../../src/evaluation/baselines/nlpjs-baseline.js';
import { engineTrainer } from '../../src/evaluation/engine-adapter.js';
import { seededRandom, shuffleInPlace } from '../../src/intent/random.js';
import type { Trainer } from '../../src/evaluation/types.js';

const [name = 'snips', kText = '10', drawsText = '3', optionsText = '{}'] = process.argv.slice(2);
const k = Number(kText);
const dir = `../shared/datasets/${name}`;
const full = await loadCorpus(`${dir}/train.jsonl`, { allowLabelConflicts: true });
let valid: { text: string; intent: string }[];
let pool: Corpus = full;
try {
  const v = await loadCorpus(`${dir}/valid.jsonl`, { allowLabelConflicts: true });
  valid = v.intents.flatMap((i) => i.utterances.map((u) => ({ text: u.text, intent: i.name })));
} catch {
  const random = seededRandom(7);
  valid = [];
  pool = { ...full, intents: full.intents.map((intent) => {
    const order = shuffleInPlace(intent.utterances.map((_, i) => i), random);
    const cut = Math.floor(order.length * 0.15);
    valid.push(...order.slice(0, cut).map((i) => ({ text: intent.utterances[i]!.text, intent: intent.name })));
    return { ...intent, utterances: order.slice(cut).map((i) => intent.utterances[i]!) };
  }) };
}
const known = new Set(pool.intents.map((i) => i.name));
valid = valid.filter((v) => known.has(v.intent)).slice(0, 1000);
const engines: [string, Trainer][] = [['ours', engineTrainer({ intent: JSON.parse(optionsText) })], ['nlp.js', nlpjsTrainer('shuffled')]];
const totals = new Map<string, { right: number; argmax: number; n: number }>();
for (let draw = 1; draw <= Number(drawsText); draw++) {
  const random = seededRandom(100 + draw);
  // Intent-only: entity annotations dropped so the comparison is about intents.
  const sample: Corpus = { ...pool, entities: [], outOfScope: [], intents: pool.intents.map((intent) => ({ ...intent, utterances: shuffleInPlace([...intent.utterances], random).slice(0, k).map((u) => ({ ...u, spans: [] })) })) };
  for (const [label, trainer] of engines) {
    const { predictor } = await trainer(sample);
    const total = totals.get(label) ?? { right: 0, argmax: 0, n: 0 };
    for (const v of valid) {
      const p = await predictor.predict(v.text);
      if (p.intent === v.intent) total.right++;
      if (p.topIntent === v.intent) total.argmax++;
      total.n++;
    }
    totals.set(label, total);
  }
}
for (const [label, t] of totals) console.log(`${name} k=${k} ${label.padEnd(7)} accuracy ${(100 * t.right / t.n).toFixed(1)}  argmax ${(100 * t.argmax / t.n).toFixed(1)}  (${t.n} predictions) ${label === 'ours' ? optionsText : ''}`);
