// Experiment: what an explanation costs. One model in a fresh process: the first details(…, { explain: true })
// (it names the vocabulary's features then), then rounds of understandSync(), detailsSync() and
// detailsSync(…, { explain: true }) over the same statements, a pass of each per round so that the shared
// machine's load falls on all three alike; each statement's fastest time over the rounds, and the explanation's JSON size.
//   npx tsx scripts/experiments/explain-cost.ts [model.json] [statements .jsonl|corpus folder] [rounds]
// Defaults: models/model.json (trained from corpus/ when missing), the default corpus's statements, 10 rounds.
import { existsSync, readFileSync } from 'node:fs';
import { loadCorpus } from '../../src/corpus/load.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { percentile } from '../lib/bench-stats.js';

const [modelPath = 'models/model.json', dataPath = 'corpus', roundsArg = '10'] = process.argv.slice(2);
const u = existsSync(modelPath) ? await Understander.load(modelPath) : Understander.fromModel(await trainModel(await loadCorpus('corpus')));
const texts = dataPath.endsWith('.jsonl')
  ? readFileSync(dataPath, 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text)
  : await (async () => { const c = await loadCorpus(dataPath); return [...c.intents.flatMap((i) => i.utterances.map((x) => x.text)), ...c.outOfScope.map((x) => x.text)]; })();

const t0 = performance.now();
u.detailsSync(texts[0]!, { explain: true });
const firstMs = performance.now() - t0;

const ways = {
  understand: (t: string) => u.understandSync(t),
  details: (t: string) => u.detailsSync(t),
  explain: (t: string) => u.detailsSync(t, { explain: true }),
} as const;
type Way = keyof typeof ways;
const fastest = Object.fromEntries(Object.keys(ways).map((w) => [w, new Float64Array(texts.length).fill(Infinity)])) as Record<Way, Float64Array>;
for (const way of Object.keys(ways) as Way[]) for (const t of texts) ways[way](t); // warm-up
for (let r = 0; r < Number(roundsArg); r++) {
  for (const way of Object.keys(ways) as Way[]) {
    texts.forEach((t, k) => {
      const s = performance.now();
      ways[way](t);
      const d = performance.now() - s;
      if (d < fastest[way][k]!) fastest[way][k] = d;
    });
  }
}
const bytes = texts.map((t) => JSON.stringify(u.detailsSync(t, { explain: true }).explanation).length).sort((a, b) => a - b);
const line = (way: Way) => {
  const best = [...fastest[way]].sort((a, b) => a - b);
  const mean = best.reduce((a, b) => a + b, 0) / best.length;
  return `${way.padEnd(10)} p50 ${(percentile(best, 50) * 1000).toFixed(1)} µs, p99 ${(percentile(best, 99) * 1000).toFixed(0)} µs, mean ${(mean * 1000).toFixed(1)} µs`;
};
console.log(`${texts.length} statements × ${roundsArg} rounds, each statement's fastest time`);
for (const way of Object.keys(ways) as Way[]) console.log(line(way));
console.log(`first explain (names the vocabulary): ${firstMs.toFixed(1)} ms; explanation JSON p50 ${percentile(bytes, 50)} bytes, max ${bytes[bytes.length - 1]} bytes`);
