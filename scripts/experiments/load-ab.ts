// Experiment: load time and the first pass of a commit's engine against the working tree's, each in fresh
// processes, their runs alternated so that both see the same load on a shared machine. Each run is
// speed-check.ts (load, first pass over the statements, steady rounds) of its tree on its model: the
// models may differ (a format change: the commit's model and the same corpus trained by the working tree).
// Prints the median of each figure over the runs, and whether the two answer the same (details(), every
// statement, compared once).
//   npx tsx scripts/experiments/load-ab.ts <commit> <commit's model.json> <working tree's model.json> <statements .jsonl|.yaml> [runs]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median } from '../lib/bench-stats.js';

const [commit, beforeModel, afterModel, dataPath, runsArg] = process.argv.slice(2) as [string, string, string, string, string?];
const root = resolve(import.meta.dirname, '..', '..');
const runs = Number(runsArg ?? 10);

// The commit's src/ and scripts/, beside the checkout's node_modules.
const before = mkdtempSync(join(tmpdir(), 'load-ab-'));
execFileSync('sh', ['-c', `git -C "${root}" archive "${commit}" src scripts package.json | tar -x -C "${before}"`]);
symlinkSync(join(root, 'node_modules'), join(before, 'node_modules'));
const trees = [{ name: commit, dir: before, model: beforeModel }, { name: 'working tree', dir: root, model: afterModel }];
const FIGURES = { load: /load (\d+) ms/, 'load cpu': /load \d+ ms \(cpu (\d+)\)/, 'first p50': /first pass p50 ([\d.]+) µs/, 'first p99': /first pass p50 [\d.]+ µs, p99 (\d+) µs/, 'steady p50': /steady p50 ([\d.]+) µs/, 'steady p99': /steady p50 [\d.]+ µs, p99 (\d+) µs/ };
type Figure = keyof typeof FIGURES;
const runOnce = (tree: (typeof trees)[number], answers?: string) => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(tree.dir, 'scripts/experiments/speed-check.ts'), tree.model, resolve(dataPath), '5', ...(answers ? [answers] : [])], { cwd: tree.dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return Object.fromEntries(Object.entries(FIGURES).map(([name, re]) => [name, Number(re.exec(out)![1])])) as Record<Figure, number>;
};
try {
  const answers = trees.map((_, k) => join(before, `answers-${k}.json`));
  const figures = trees.map(() => [] as Array<Record<Figure, number>>);
  for (let r = 0; r < runs; r++) {
    // Which goes first alternates; the first run of each writes its answers.
    for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) figures[k]!.push(runOnce(trees[k]!, r === 0 ? answers[k] : undefined));
  }
  trees.forEach((tree, k) => {
    const line = (Object.keys(FIGURES) as Figure[]).map((f) => `${f} ${median(figures[k]!.map((x) => x[f])).toFixed(f.startsWith('load') ? 0 : 1)}`).join(', ');
    console.log(`${tree.name} (${tree.model}): medians of ${runs} fresh processes: ${line} (ms for load and its CPU time, µs for the rest)`);
  });
  const same = readFileSync(answers[0]!, 'utf8') === readFileSync(answers[1]!, 'utf8');
  console.log(`answers (details() of every statement): ${same ? 'the same' : 'DIFFER'}`);
} finally {
  rmSync(before, { recursive: true, force: true });
}
