/**
 * The English date grammar's work and time per statement in one tree, behind its pre-filter (as findKind() runs it),
 * over every statement of the shared data sets' English splits and bench:builtins' ten statements: starts tried,
 * regex executions (RegExp.prototype.exec and test counted), and CPU µs per statement (median of ROUNDS rounds after
 * one warm-up). Run it in two trees in alternated processes (swap the order every pair) to compare them; the counts
 * are exact, the times need several pairs.
 *   npx tsx scripts/experiments/datetime-grammar-work.ts [tree root, default this one] [rounds, default 5]
 */
process.env.TZ = 'UTC';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

type Find = typeof import('../../src/entities/builtins/datetime-en.js').findDatetimesEn;
type Starts = typeof import('../../src/entities/builtins/prefilter-en.js').datetimeStartsEn;
const ROOT = join(import.meta.dirname, '../..');
const tree = resolve(process.argv[2] ?? ROOT);
const rounds = Number(process.argv[3] ?? 5);
const grammar = (await import(join(tree, 'src/entities/builtins/datetime-en.ts'))) as { findDatetimesEn: Find; mayStart?: (s: string, at: number) => boolean };
const find = grammar.findDatetimesEn;
// A start is tried when the pre-filter and the grammar's first-word test (mayStart) both let it through: a tree that
// exports mayStart asks the pre-filter first; an older one asks it only after mayStart.
const { Reader } = (await import(join(tree, 'src/entities/builtins/reader.ts'))) as typeof import('../../src/entities/builtins/reader.js');
const starts = ((await import(join(tree, 'src/entities/builtins/prefilter-en.ts'))) as { datetimeStartsEn: Starts }).datetimeStartsEn;
const DATASETS = process.env.NLU_DATASETS ?? join(ROOT, '../shared/datasets');
const bench = ['table for 7 at 8:15pm', 'friday at 7:30pm for 2', 'a table for four tonight at 9', 'book a table the day after tomorrow for six', 'can I book for twelve people on saturday at 8pm', 'cancel my reservation', 'are you open on sunday', 'hello there', 'table for 2 in two hours', 'party of 6 tomorrow evening'];
const data: string[] = [];
for (const d of ['snips', 'snips2017', 'atis', 'banking77', 'braun-chatbot', 'braun-webapps', 'braun-askubuntu', 'xsid-en']) {
  for (const f of ['train.jsonl', 'valid.jsonl', 'test.jsonl']) {
    const file = join(DATASETS, d, f);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) if (line.trim()) data.push((JSON.parse(line) as { text: string }).text);
  }
}
const now = Date.UTC(2026, 2, 6, 15);
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1]!;
const out: string[] = [];
for (const [name, statements] of [['bench:builtins', bench], ['data sets', data]] as const) {
  // Counts, once: starts tried and regex executions.
  let tried = 0;
  let regex = 0;
  const exec = RegExp.prototype.exec;
  const test = RegExp.prototype.test;
  RegExp.prototype.exec = function (this: RegExp, s: string) { regex++; return exec.call(this, s); };
  RegExp.prototype.test = function (this: RegExp, s: string) { regex++; return exec.call(this, s) !== null; };
  for (const s of statements) {
    const skip = starts(s);
    const low = new Reader(s).s;
    if (skip !== null) find(s, { now, skipStart: (at) => { if (skip(at) || (grammar.mayStart && !grammar.mayStart(low, at))) return true; tried++; return false; } });
  }
  RegExp.prototype.exec = exec;
  RegExp.prototype.test = test;
  const repeat = statements.length < 100 ? 500 : 1;
  const run = () => { for (let k = 0; k < repeat; k++) for (const s of statements) { const skip = starts(s); if (skip !== null) find(s, { now, skipStart: skip }); } };
  run();
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) { const t0 = cpu(); run(); times.push((cpu() - t0) / (statements.length * repeat)); }
  out.push(`${name} (${statements.length}): ${tried} starts, ${(regex / statements.length).toFixed(1)} regex calls a statement, ${median(times).toFixed(2)} µs (${Math.min(...times).toFixed(2)}–${Math.max(...times).toFixed(2)})`);
}
console.log(`${tree}: ${out.join(' | ')}`);
