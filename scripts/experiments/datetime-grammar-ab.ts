/**
 * The English date grammar (findDatetimesEn()) of two trees in one process, rounds alternated (order swapped every
 * round): CPU µs per statement, median of rounds, on bench:builtins' ten statements and the first 300 test statements
 * of snips, atis and banking77 when ../shared/datasets has them (NLU_DATASETS elsewhere). Fails if any span differs.
 * One line out; run it in several processes and read the ratios' spread.
 *   npx tsx scripts/experiments/datetime-grammar-ab.ts <before tree root> [after tree root, default this one] [rounds]
 * PREFILTER=1: each tree's grammar behind its own pre-filter (prefilter-en.ts), as findKind() runs it.
 * A tree of another commit: `git archive <commit> src | tar -x -C dir` (its imports resolve from this node_modules
 * when dir/node_modules links here).
 */
process.env.TZ = 'UTC';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

type Find = typeof import('../../src/entities/builtins/datetime-en.js').findDatetimesEn;
const ROOT = join(import.meta.dirname, '../..');
const DATASETS = process.env.NLU_DATASETS ?? join(ROOT, '../shared/datasets');
if (!process.argv[2]) throw new Error('usage: datetime-grammar-ab.ts <before tree root> [after tree root] [rounds]');
type Starts = typeof import('../../src/entities/builtins/prefilter-en.js').datetimeStartsEn;
const load = async (tree: string): Promise<Find> => {
  const find = ((await import(join(resolve(tree), 'src/entities/builtins/datetime-en.ts'))) as { findDatetimesEn: Find }).findDatetimesEn;
  if (!process.env.PREFILTER) return find;
  const starts = ((await import(join(resolve(tree), 'src/entities/builtins/prefilter-en.ts'))) as { datetimeStartsEn: Starts }).datetimeStartsEn;
  return (text, ctx) => { const skipStart = starts(text); return skipStart === null ? [] : find(text, { ...ctx, skipStart }); };
};
const before = await load(process.argv[2]);
const after = await load(process.argv[3] ?? ROOT);
const rounds = Number(process.argv[4] ?? 60);
const sets: Array<[string, string[]]> = [['bench:builtins', ['table for 7 at 8:15pm', 'friday at 7:30pm for 2', 'a table for four tonight at 9', 'book a table the day after tomorrow for six', 'can I book for twelve people on saturday at 8pm', 'cancel my reservation', 'are you open on sunday', 'hello there', 'table for 2 in two hours', 'party of 6 tomorrow evening']]];
for (const name of ['snips', 'atis', 'banking77']) {
  const file = join(DATASETS, name, 'test.jsonl');
  if (existsSync(file)) sets.push([name, readFileSync(file, 'utf8').trim().split('\n').slice(0, 300).map((l) => (JSON.parse(l) as { text: string }).text)]);
}
const now = Date.UTC(2026, 2, 6, 15);
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1]!;
const out: string[] = [];
for (const [name, statements] of sets) {
  for (const s of statements) if (JSON.stringify(before(s, { now })) !== JSON.stringify(after(s, { now }))) throw new Error(`spans differ: ${s}`);
  // The ten bench statements are repeated so that a round lasts about as long as the others'.
  const repeat = statements.length < 100 ? 20 : 1;
  for (let r = 0; r < 5; r++) for (const s of statements) { before(s, { now }); after(s, { now }); }
  const times: [number[], number[]] = [[], []];
  for (let r = 0; r < rounds; r++) {
    for (const which of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const find = which === 0 ? before : after;
      const t0 = cpu();
      for (let k = 0; k < repeat; k++) for (const s of statements) find(s, { now });
      times[which]!.push((cpu() - t0) / (statements.length * repeat));
    }
  }
  const [b, a] = [median(times[0]), median(times[1])];
  out.push(`${name} ${b.toFixed(1)} → ${a.toFixed(1)} µs (${(a / b).toFixed(2)})`);
}
console.log(out.join(' | '));
