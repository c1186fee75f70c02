// Experiment: one model in a fresh process: load time, the first pass over a data set right after loading,
// then steady rounds; optionally every answer (details(), entities included) written out, so that two
// versions of the engine can be checked to answer the same.
//   npx tsx scripts/experiments/speed-check.ts <model.json> <statements .jsonl|.yaml> [rounds] [answers.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { loadCorpus } from '../../src/corpus/load.js';
import { Understander } from '../../src/understander.js';
import { percentile } from '../lib/bench-stats.js';

const [modelPath, dataPath, roundsArg, answersPath] = process.argv.slice(2) as [string, string, string?, string?];
const c0 = process.cpuUsage();
const t0 = performance.now();
const u = await Understander.load(modelPath);
const loadMs = performance.now() - t0;
const loadCpuMs = (process.cpuUsage(c0).user + process.cpuUsage(c0).system) / 1000;
const texts = dataPath.endsWith('.jsonl')
  ? readFileSync(dataPath, 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text)
  : await (async () => { const c = await loadCorpus(dataPath); return [...c.intents.flatMap((i) => i.utterances.map((x) => x.text)), ...c.outOfScope.map((x) => x.text)]; })();

// The machine is shared: besides wall-clock percentiles, each statement's fastest time over the rounds
// (what it costs when nothing else runs) and the CPU time per statement.
const fastest = new Float64Array(texts.length).fill(Infinity);
const pass = (): number[] => {
  const lat: number[] = [];
  texts.forEach((t, k) => { const s = performance.now(); u.understandSync(t); const d = performance.now() - s; lat.push(d); if (d < fastest[k]!) fastest[k] = d; });
  return lat.sort((a, b) => a - b);
};
const fmt = (lat: number[]) => `p50 ${(percentile(lat, 50) * 1000).toFixed(1)} µs, p99 ${(percentile(lat, 99) * 1000).toFixed(0)} µs`;
const first = pass();
const rounds = Number(roundsArg ?? 10);
fastest.fill(Infinity);
const steady: number[] = [];
const c1 = process.cpuUsage();
for (let r = 0; r < rounds; r++) steady.push(...pass());
const cpu = process.cpuUsage(c1);
steady.sort((a, b) => a - b);
const best = [...fastest].sort((a, b) => a - b);
const cpuPerStatement = (cpu.user + cpu.system) / (rounds * texts.length);
console.log(`load ${loadMs.toFixed(0)} ms (cpu ${loadCpuMs.toFixed(0)}); first pass ${fmt(first)}; steady ${fmt(steady)}; fastest-of-rounds p50 ${(percentile(best, 50) * 1000).toFixed(1)} µs p99 ${(percentile(best, 99) * 1000).toFixed(0)} µs; cpu ${cpuPerStatement.toFixed(1)} µs/statement (${texts.length} statements × ${rounds})`);
if (answersPath) writeFileSync(answersPath, JSON.stringify(texts.map((t) => u.detailsSync(t)), null, 0).replaceAll('},{"intentId', '},\n{"intentId'));
