// Experiment: steady understand() of a commit's engine against the working tree's, in one process, their
// rounds interleaved, so that both see the same load on a shared machine (where two runs of speed-check can
// differ by half). Prints each one's fastest round and first quartile (µs per statement) and their ratio, and
// checks that the two give the same answers (details(), entities included). Across a change of the model format,
// give the commit its own model (the same corpus trained by it) as the last argument.
//   npx tsx scripts/experiments/speed-ab.ts <commit> <model.json> <statements .jsonl|.yaml> [rounds] [commit's model.json]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadCorpus } from '../../src/corpus/load.js';
import { Understander } from '../../src/understander.js';
import { percentile } from '../lib/bench-stats.js';

const [commit, modelPath, dataPath, roundsArg, commitModelPath] = process.argv.slice(2) as [string, string, string, string?, string?];
const root = resolve(import.meta.dirname, '..', '..');

// The commit's src/, beside the checkout's node_modules (resolved from its own folder).
const before = mkdtempSync(join(tmpdir(), 'speed-ab-'));
execFileSync('sh', ['-c', `git -C "${root}" archive "${commit}" src package.json | tar -x -C "${before}"`]);
symlinkSync(join(root, 'node_modules'), join(before, 'node_modules'));
try {
  const { Understander: Before } = (await import(join(before, 'src', 'understander.ts'))) as { Understander: typeof Understander };
  const texts = dataPath.endsWith('.jsonl')
    ? readFileSync(dataPath, 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text)
    : await (async () => { const c = await loadCorpus(dataPath); return [...c.intents.flatMap((i) => i.utterances.map((x) => x.text)), ...c.outOfScope.map((x) => x.text)]; })();
  const engines = [{ name: commit, engine: await Before.load(commitModelPath ?? modelPath), rounds: [] as number[] }, { name: 'working tree', engine: await Understander.load(modelPath), rounds: [] as number[] }];
  const same = texts.every((t) => JSON.stringify(engines[0]!.engine.detailsSync(t)) === JSON.stringify(engines[1]!.engine.detailsSync(t)));
  for (let r = 0; r < 5; r++) for (const { engine } of engines) for (const t of texts) engine.understandSync(t);
  const rounds = Number(roundsArg ?? 20);
  for (let r = 0; r < rounds; r++) {
    // Which goes first alternates: neither always runs right after the other's garbage.
    for (const e of r % 2 === 0 ? engines : [...engines].reverse()) {
      const t0 = performance.now();
      for (const t of texts) e.engine.understandSync(t);
      e.rounds.push(((performance.now() - t0) * 1000) / texts.length);
    }
  }
  const figures = engines.map((e) => { const sorted = [...e.rounds].sort((a, b) => a - b); return { name: e.name, fastest: sorted[0]!, q25: percentile(sorted, 25) }; });
  for (const f of figures) console.log(`${f.name}: fastest round ${f.fastest.toFixed(1)} µs/statement, first quartile ${f.q25.toFixed(1)}`);
  // Each round's two timings are adjacent in time: the median of their ratios is the least moved by the load changing.
  const paired = engines[1]!.rounds.map((t, r) => t / engines[0]!.rounds[r]!).sort((a, b) => a - b);
  console.log(`working tree / ${commit}: median of paired rounds ${percentile(paired, 50).toFixed(3)}, fastest ${(figures[1]!.fastest / figures[0]!.fastest).toFixed(3)}, first quartile ${(figures[1]!.q25 / figures[0]!.q25).toFixed(3)} (${texts.length} statements × ${rounds} rounds each); answers ${same ? 'the same' : 'DIFFER'}`);
} finally {
  rmSync(before, { recursive: true, force: true });
}
