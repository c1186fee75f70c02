/**
 * Where understand() with builtins spends its time, per language and stage: reads one CPU profile per language
 * (a folder per language under DIR, each from builtin-engine-steady.ts's PROFILE loop, and DIR/<lang>.txt its output
 * with the rounds run) and gives each sample under understandSync() to the first stage of STAGES its stack holds.
 *   for l in en es fr de pt it nl ja; do LANGS=$l PROFILE=6 WARM=50 node --import tsx --cpu-prof --cpu-prof-dir=DIR/$l \
 *     scripts/experiments/builtin-engine-steady.ts > DIR/$l.txt; done
 *   npx tsx scripts/experiments/builtin-stages.ts DIR
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const starts = (name: string) => (stack: string[]) => stack.some((f) => f.startsWith(`${name} `));
/** In order: a sample goes to the first stage whose function is on its stack. */
const STAGES: Array<[string, (stack: string[]) => boolean]> = [
  ['numerals (numerals/latin.ts, cjk.ts)', (s) => starts('findLatinNumerals')(s) || starts('findCjkNumerals')(s)],
  ['chrono-node', starts('findDatetimesChrono')],
  ['recognizers-text', starts('findDatetimesRecognizers')],
  ['English date grammar (alone or glossed)', starts('findDatetimesEn')],
  ['gloss, the rest', starts('findDatetimesGlossed')],
  ['es/fr date reader', starts('readOwnDates')],
  ['quantity and unit grammars, the rest', (s) => s.some((f) => / (units-intl|quantities-intl|quantities-en|money-en|numbers-en|fractions-en)\.ts$/.test(f))],
  ['builtins, the rest (index.ts)', starts('findBuiltinsEach')],
  ['time context', (s) => starts('timeOf')(s) || starts('timeContext')(s)],
  ['extractor, the rest (tagger, rules)', starts('extract')],
  ['the rest (text pipeline, classifier)', () => true],
];

const dir = process.argv[2]!;
const rows: Array<{ language: string; us: number; share: Map<string, number> }> = [];
for (const language of readdirSync(dir).filter((d) => !d.includes('.')).sort()) {
  const file = readdirSync(join(dir, language)).filter((f) => f.endsWith('.cpuprofile')).sort()[0];
  if (!file) continue;
  const p = JSON.parse(readFileSync(join(dir, language, file), 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${basename(n.callFrame.url)}`;
  const by = new Map<string, number>();
  let total = 0;
  p.samples.forEach((id, k) => {
    const ms = (p.timeDeltas[k + 1] ?? 0) / 1000;
    const stack: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(label(byId.get(at)!));
    if (!starts('understandSync')(stack)) return;
    total += ms;
    const stage = STAGES.find(([, holds]) => holds(stack))![0];
    by.set(stage, (by.get(stage) ?? 0) + ms);
  });
  const rounds = Number(/(\d+) rounds/.exec(readFileSync(join(dir, `${language}.txt`), 'utf8'))?.[1] ?? NaN);
  rows.push({ language, us: (total * 1000) / (rounds * 10), share: new Map([...by].map(([s, ms]) => [s, ms / total])) });
}
console.log(`| stage | ${rows.map((r) => r.language).join(' | ')} |`);
console.log(`| --- | ${rows.map(() => '---:').join(' | ')} |`);
for (const [stage] of STAGES) console.log(`| ${stage} | ${rows.map((r) => `${Math.round(100 * (r.share.get(stage) ?? 0))} %`).join(' | ')} |`);
console.log(`| µs per statement, under the profiler | ${rows.map((r) => r.us.toFixed(0)).join(' | ')} |`);
