/**
 * npx tsx scripts/experiments/inbox-groups.ts
 *
 * Backs the Inbox's grouping (src/studio/inbox-groups.ts): on test/fixtures/inbox-traffic/messages.jsonl (87
 * unmatched messages of a restaurant bot, 6 themes and 20 one-offs), how many themes each way of grouping
 * recovers (a group holding at least half the theme's messages, 80 % of them of that theme), the pairwise
 * precision and recall of "same group" against "same theme", and how many one-offs it puts in a group.
 * The chains of Jaccard ≥ 0.5 over content-word stems (before) against IDF-weighted cosine with
 * average-link merging (after), across thresholds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentWords, groupSimilar, GROUP_SIMILARITY } from '../../src/studio/inbox-groups.js';
import { stem } from '../../src/text/english.js';
import type { TrafficMessage } from '../../src/traffic/message.js';

interface Labelled { text: string; theme: string | null }
const FIXTURE = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'inbox-traffic', 'messages.jsonl');
const rows: Labelled[] = readFileSync(FIXTURE, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Labelled);
const messages: TrafficMessage[] = rows.map((r, k) => ({ id: k + 1, time: k, text: r.text, masked: false, corpusHash: '', cutoff: 0.5, label: null, answer: { intentId: null, intentName: null, confidence: 0, matched: false, params: {}, unmatchedReason: 'nothing-known', inScopeScore: 0 } }));

export function score(groups: number[][]): { themes: number; precision: number; recall: number; noiseGrouped: number; groups: number } {
  const theme = (k: number) => rows[k]!.theme;
  const themes = [...new Set(rows.map((r) => r.theme).filter((t): t is string => t !== null))];
  let recovered = 0;
  for (const t of themes) {
    const size = rows.filter((r) => r.theme === t).length;
    if (groups.some((g) => { const hit = g.filter((k) => theme(k) === t).length; return hit * 2 >= size && hit >= 0.8 * g.length; })) recovered++;
  }
  let together = 0; let right = 0;
  for (const g of groups) for (let a = 0; a < g.length; a++) for (let b = a + 1; b < g.length; b++) { together++; if (theme(g[a]!) !== null && theme(g[a]!) === theme(g[b]!)) right++; }
  let same = 0;
  for (let a = 0; a < rows.length; a++) for (let b = a + 1; b < rows.length; b++) if (theme(a) !== null && theme(a) === theme(b)) same++;
  const noiseGrouped = groups.flat().filter((k) => theme(k) === null).length;
  return { themes: recovered, precision: together ? right / together : 0, recall: right / same, noiseGrouped, groups: groups.length };
}

const idOf = new Map(messages.map((m, k) => [m.id, k]));
const asIndexes = (groups: { messages: TrafficMessage[] }[]) => groups.map((g) => g.messages.map((m) => idOf.get(m.id)!));
const line = (name: string, s: ReturnType<typeof score>) => console.log(`${name.padEnd(44)} themes ${s.themes}/6  groups ${String(s.groups).padStart(2)}  pair precision ${s.precision.toFixed(2)} recall ${s.recall.toFixed(2)}  one-offs grouped ${s.noiseGrouped}`);

if (process.argv[1]?.endsWith('inbox-groups.ts')) {
  console.log(`${rows.length} messages, ${new Set(rows.map((r) => r.theme).filter(Boolean)).size} themes`);
  for (const t of [0.1, 0.12, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5]) line(`after: IDF cosine, average link ≥ ${t}${t === GROUP_SIMILARITY ? ' (chosen)' : ''}`, score(asIndexes(groupSimilar(messages, t))));
  // Before: chains of Jaccard ≥ 0.5 over content-word stems (what groupSimilar did before this experiment).
  const sets = messages.map((m) => new Set(contentWords(m.text).map(stem)));
  for (const t of [0.34, 0.5]) {
    const parent = messages.map((_, k) => k);
    const find = (k: number): number => (parent[k] === k ? k : (parent[k] = find(parent[k]!)));
    for (let a = 0; a < sets.length; a++) for (let b = a + 1; b < sets.length; b++) {
      const common = [...sets[a]!].filter((w) => sets[b]!.has(w)).length;
      if (sets[a]!.size && sets[b]!.size && common / (sets[a]!.size + sets[b]!.size - common) >= t) parent[find(b)] = find(a);
    }
    const members = new Map<number, number[]>();
    messages.forEach((_, k) => members.set(find(k), [...(members.get(find(k)) ?? []), k]));
    line(`before: Jaccard chains ≥ ${t}`, score([...members.values()].filter((g) => g.length >= 2)));
  }
}
