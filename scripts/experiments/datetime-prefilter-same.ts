/**
 * Proof of sameness for the English date pre-filter (src/entities/builtins/prefilter-en.ts): every span of
 * findDatetimesEn() with the pre-filter against the grammar run at every start, over every statement of the shared
 * data sets' English splits (snips, snips2017, atis, banking77, the Braun corpora, xsid-en: train, valid and test)
 * and over every English case of the public suites (../builtin-suites.json) alone and inside statements of a bot
 * ("book a table for 4 <case>", "<case> for six people please", "on <case>", "for <case>", "of <case>",
 * "<case> for 2", "<case> 7 people", "<case> at 7"). Prints the
 * counts and each statement whose spans differ; exit 1 when any does.
 *   npx tsx scripts/experiments/datetime-prefilter-same.ts [--suites ../builtin-suites.json]
 */
process.env.TZ = 'UTC';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findDatetimesEn } from '../../src/entities/builtins/datetime-en.js';
import { datetimeStartsEn } from '../../src/entities/builtins/prefilter-en.js';
import { englishProofTexts } from './lib/english-proof-texts.js';

const ROOT = join(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { suites: { type: 'string', default: join(ROOT, '..', 'builtin-suites.json') } } });
const { texts, statements } = englishProofTexts(ROOT, values.suites!);
const now = Date.UTC(2026, 2, 6, 15);
let differ = 0;
for (const text of texts) {
  const skip = datetimeStartsEn(text);
  const filtered = skip === null ? [] : findDatetimesEn(text, { now, skipStart: skip });
  const plain = findDatetimesEn(text, { now });
  if (JSON.stringify(filtered) !== JSON.stringify(plain)) { differ++; console.log(`differs: ${JSON.stringify(text)}`); }
}
console.log(`${texts.length} texts (${statements} data set statements, ${texts.length - statements} from the suites): ${differ} differ`);
if (differ > 0) process.exitCode = 1;
