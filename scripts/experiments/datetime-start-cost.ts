/**
 * Where the English date grammar's time goes, per start: findDatetimesEn() behind its pre-filter over every statement
 * of the shared data sets' English splits (as datetime-prefilter-same.ts reads them) and bench:builtins' ten
 * statements; each start tried is timed (from the pre-filter's "try it" to the next start asked, so the time of the
 * grammar at that start) and counted by the class of its first word and whether a date was found there. One warm-up
 * pass, then ROUNDS (default 3) timed passes; CPU time of the process, microsecond resolution (run it under
 * nice and read shares and ratios).
 *   npx tsx scripts/experiments/datetime-start-cost.ts [rounds]
 */
process.env.TZ = 'UTC';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findDatetimesEn, mayStart } from '../../src/entities/builtins/datetime-en.js';
import { Reader } from '../../src/entities/builtins/reader.js';
import { datetimeStartsEn } from '../../src/entities/builtins/prefilter-en.js';
import { isNumberWord } from '../../src/entities/numbers.js';

const ROOT = join(import.meta.dirname, '../..');
const DATASETS = process.env.NLU_DATASETS ?? join(ROOT, '../shared/datasets');
const texts: string[] = ['table for 7 at 8:15pm', 'friday at 7:30pm for 2', 'a table for four tonight at 9', 'book a table the day after tomorrow for six', 'can I book for twelve people on saturday at 8pm', 'cancel my reservation', 'are you open on sunday', 'hello there', 'table for 2 in two hours', 'party of 6 tomorrow evening'];
for (const d of ['snips', 'snips2017', 'atis', 'banking77', 'braun-chatbot', 'braun-webapps', 'braun-askubuntu', 'xsid-en']) {
  for (const f of ['train.jsonl', 'valid.jsonl', 'test.jsonl']) {
    const file = join(DATASETS, d, f);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) if (line.trim()) texts.push((JSON.parse(line) as { text: string }).text);
  }
}
const now = Date.UTC(2026, 2, 6, 15);
/** CPU time of the process in ms (µs resolution: summed over thousands of starts, the per-start error averages out). */
const clock = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const classOf = (text: string, at: number): string => {
  const w = /^[\p{L}\p{N}'’:.\-]+/u.exec(text.slice(at).toLowerCase())?.[0] ?? text[at]!;
  if (/^\d{1,2}$/.test(w)) return 'digits 1-2';
  if (/^\d{1,2}[:.]\d\d/.test(w)) return 'digits h:mm';
  if (/^\d{1,2}(am|pm|a\.m\.|p\.m\.)/.test(w)) return 'digits am/pm';
  if (/^\d{1,2}(st|nd|rd|th)$/.test(w)) return 'digits ordinal';
  if (/^\d{4}$/.test(w)) return 'digits 4';
  if (/^\d/.test(w)) return 'digits other';
  if (isNumberWord(w)) return 'number word';
  return `"${w.replace(/[.,:]+$/, '')}"`;
};
interface Row { tried: number; found: number; usTried: number; usFound: number }
const rows = new Map<string, Row>();
const rounds = Number(process.argv[2] ?? 3);
let total = 0;
let outside = 0;
for (let round = 0; round <= rounds; round++) {
  for (const text of texts) {
    const t0 = clock();
    const skip = datetimeStartsEn(text);
    if (skip === null) { if (round) outside += clock() - t0; continue; }
    const starts: Array<[number, number]> = [];
    const low = new Reader(text).s;
    let last = -1;
    let lastT = 0;
    const spans = findDatetimesEn(text, { now, skipStart: (at) => {
      const t = clock();
      if (last >= 0) starts.push([last, t - lastT]);
      last = -1;
      // The grammar asks the pre-filter before its own first-word test (mayStart): a start is tried when both let it through.
      if (skip(at) || !mayStart(low, at)) return true;
      last = at; lastT = clock();
      return false;
    } });
    const t1 = clock();
    if (last >= 0) starts.push([last, t1 - lastT]);
    if (!round) continue;
    total += t1 - t0;
    const found = new Set(spans.map((s) => s.start));
    for (const [at, ms] of starts) {
      const k = classOf(text, at);
      const row = rows.get(k) ?? { tried: 0, found: 0, usTried: 0, usFound: 0 };
      rows.set(k, row);
      row.tried++; row.usTried += ms * 1000;
      if (found.has(at)) { row.found++; row.usFound += ms * 1000; }
    }
  }
}
const all = [...rows].reduce((a, [, r]) => ({ tried: a.tried + r.tried, found: a.found + r.found, us: a.us + r.usTried, usF: a.usF + r.usFound }), { tried: 0, found: 0, us: 0, usF: 0 });
console.log(`${texts.length} statements, ${rounds} rounds: ${(total * 1000 / rounds / texts.length).toFixed(1)} µs a statement (pre-filter and grammar); starts tried ${all.tried / rounds}, found ${all.found / rounds}`);
console.log(`failed starts ${((all.us - all.usF) / 1000).toFixed(0)} ms (${(100 * (all.us - all.usF) / (total * 1000)).toFixed(0)} % of the whole), ${((all.us - all.usF) / (all.tried - all.found)).toFixed(1)} µs each; found ${(all.usF / 1000).toFixed(0)} ms (${(100 * all.usF / (total * 1000)).toFixed(0)} %), ${(all.usF / all.found).toFixed(1)} µs each`);
console.log('class | tried | found | µs a failed start | µs a found start | share of failed time');
for (const [k, r] of [...rows].sort((a, b) => (b[1].usTried - b[1].usFound) - (a[1].usTried - a[1].usFound)).slice(0, 25)) {
  const failed = r.tried - r.found;
  console.log(`${k} | ${r.tried / rounds} | ${r.found / rounds} | ${failed ? ((r.usTried - r.usFound) / failed).toFixed(1) : '-'} | ${r.found ? (r.usFound / r.found).toFixed(1) : '-'} | ${(100 * (r.usTried - r.usFound) / (all.us - all.usF)).toFixed(1)} %`);
}
