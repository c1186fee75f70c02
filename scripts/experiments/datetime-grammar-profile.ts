/**
 * Profiling aid for the English date grammar as bench:builtins times it (compiled by tsc, scripts/lib/built.ts):
 * findDatetimesEn() behind its pre-filter, looped for SECONDS (default 8) over bench:builtins' ten statements, or
 * over the first 2 000 English statements of the shared data sets with SET=data. For node --cpu-prof, then
 * cpu-profile-summary.ts --under findDatetimesEn (the grammar's readings: interval, open, dayThenBound, bounded,
 * relativeSpan, moment).
 *   node --import tsx --cpu-prof --cpu-prof-dir /tmp/prof scripts/experiments/datetime-grammar-profile.ts
 */
process.env.TZ = 'UTC';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineModule } from '../lib/built.js';

type Grammar = typeof import('../../src/entities/builtins/datetime-en.js');
type Prefilter = typeof import('../../src/entities/builtins/prefilter-en.js');
const ROOT = join(import.meta.dirname, '../..');
const DATASETS = process.env.NLU_DATASETS ?? join(ROOT, '../shared/datasets');
const { findDatetimesEn } = await engineModule<Grammar>('src/entities/builtins/datetime-en.js', Boolean(process.env.SOURCE));
const { datetimeStartsEn } = await engineModule<Prefilter>('src/entities/builtins/prefilter-en.js', Boolean(process.env.SOURCE));
let statements = ['table for 7 at 8:15pm', 'friday at 7:30pm for 2', 'a table for four tonight at 9', 'book a table the day after tomorrow for six', 'can I book for twelve people on saturday at 8pm', 'cancel my reservation', 'are you open on sunday', 'hello there', 'table for 2 in two hours', 'party of 6 tomorrow evening'];
if (process.env.SET === 'data') {
  statements = [];
  for (const d of ['snips', 'atis', 'banking77']) {
    const file = join(DATASETS, d, 'test.jsonl');
    if (existsSync(file)) statements.push(...readFileSync(file, 'utf8').trim().split('\n').slice(0, 700).map((l) => (JSON.parse(l) as { text: string }).text));
  }
}
const now = Date.UTC(2026, 2, 6, 15);
const seconds = Number(process.env.SECONDS ?? 8);
const t0 = performance.now();
let rounds = 0;
while (performance.now() - t0 < seconds * 1000) {
  for (const s of statements) { const skip = datetimeStartsEn(s); if (skip !== null) findDatetimesEn(s, { now, skipStart: skip }); }
  rounds++;
}
console.log(`${rounds} rounds of ${statements.length} statements`);
