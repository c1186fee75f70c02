/**
 * Summarises a V8 .cpuprofile (node --cpu-prof): each function's self and inclusive (self + callees) time,
 * inclusive counted once per sample however often the function recurs in the stack. For profiling stages
 * of training (training-profile.ts): which function's subtree the time went to.
 *
 *   npx tsx scripts/experiments/lib/cpu-profile-summary.ts PROFILE.cpuprofile [--top 30] [--match trainTagger,ListMatcher] [--under decisionObservations]
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

export interface FunctionTime { name: string; selfMs: number; totalMs: number }

/** `under`: only the samples whose stack holds a function whose label includes it (a stage's own breakdown). */
export function summarise(profile: Profile, under = ''): { totalMs: number; functions: FunctionTime[] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let totalMs = 0;
  profile.samples.forEach((id, k) => {
    const ms = (profile.timeDeltas[k + 1] ?? 0) / 1000;
    if (under) {
      let found = false;
      for (let at: number | undefined = id; at !== undefined && !found; at = parent.get(at)) found = label(byId.get(at)!).includes(under);
      if (!found) return;
    }
    totalMs += ms;
    const leaf = byId.get(id)!;
    self.set(label(leaf), (self.get(label(leaf)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const functions = [...total.keys()].map((name) => ({ name, selfMs: self.get(name) ?? 0, totalMs: total.get(name)! }));
  return { totalMs, functions };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '30' }, match: { type: 'string', default: '' }, under: { type: 'string', default: '' } } });
  for (const file of positionals) {
    const { totalMs, functions } = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, values.under);
    console.log(`# ${file}: ${(totalMs / 1000).toFixed(2)} s sampled`);
    console.log('## self');
    for (const f of [...functions].sort((a, b) => b.selfMs - a.selfMs).slice(0, Number(values.top))) console.log(`${f.selfMs.toFixed(0).padStart(7)} ms ${(100 * f.selfMs / totalMs).toFixed(1).padStart(5)} %  ${f.name}`);
    const patterns = values.match.split(',').filter(Boolean);
    console.log('## inclusive');
    for (const f of [...functions].sort((a, b) => b.totalMs - a.totalMs).filter((f) => patterns.length === 0 || patterns.some((p) => f.name.includes(p))).slice(0, patterns.length ? 200 : Number(values.top))) {
      console.log(`${f.totalMs.toFixed(0).padStart(7)} ms ${(100 * f.totalMs / totalMs).toFixed(1).padStart(5)} %  ${f.name}`);
    }
  }
}
