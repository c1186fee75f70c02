/**
 * Proof of sameness for a change of the English date grammar (datetime-en.ts) or its pre-filter (prefilter-en.ts):
 * the spans of another tree's findDatetimesEn() against this tree's, both run at every start and both behind their
 * own pre-filter (as findKind() runs them), over the texts of datetime-prefilter-same.ts: every statement of the
 * shared data sets' English splits and every English case of the public suites alone and in eight frames of a bot.
 * Prints each text whose spans differ; exit 1 when any does.
 *   npx tsx scripts/experiments/datetime-grammar-same.ts <before tree root> [--suites ../builtin-suites.json]
 * A tree of another commit: `git archive <commit> src | tar -x -C dir` (its imports resolve from this node_modules
 * when dir/node_modules links here).
 */
process.env.TZ = 'UTC';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findDatetimesEn } from '../../src/entities/builtins/datetime-en.js';
import { datetimeStartsEn } from '../../src/entities/builtins/prefilter-en.js';
import { englishProofTexts } from './lib/english-proof-texts.js';

const ROOT = join(import.meta.dirname, '../..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { suites: { type: 'string', default: join(ROOT, '..', 'builtin-suites.json') } } });
if (!positionals[0]) throw new Error('usage: datetime-grammar-same.ts <before tree root> [--suites file]');
type Find = typeof findDatetimesEn;
type Starts = typeof datetimeStartsEn;
const other = resolve(positionals[0]);
const beforeFind = ((await import(join(other, 'src/entities/builtins/datetime-en.ts'))) as { findDatetimesEn: Find }).findDatetimesEn;
const beforeStarts = ((await import(join(other, 'src/entities/builtins/prefilter-en.ts'))) as { datetimeStartsEn: Starts }).datetimeStartsEn;
const { texts, statements } = englishProofTexts(ROOT, values.suites!);
const now = Date.UTC(2026, 2, 6, 15);
const filtered = (find: Find, starts: Starts, text: string) => { const skip = starts(text); return skip === null ? [] : find(text, { now, skipStart: skip }); };
let differ = 0;
for (const text of texts) {
  const plain = JSON.stringify(findDatetimesEn(text, { now })) === JSON.stringify(beforeFind(text, { now }));
  const behind = JSON.stringify(filtered(findDatetimesEn, datetimeStartsEn, text)) === JSON.stringify(filtered(beforeFind, beforeStarts, text));
  if (!plain || !behind) { differ++; console.log(`differs${plain ? ' behind the pre-filter' : ''}: ${JSON.stringify(text)}`); }
}
console.log(`${texts.length} texts (${statements} data set statements, ${texts.length - statements} from the suites): ${differ} differ from ${other}`);
if (differ > 0) process.exitCode = 1;
