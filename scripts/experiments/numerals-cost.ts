/**
 * The numeral reader's cost alone (numerals/latin.ts, numerals/cjk.ts): CPU µs per statement of findLatinNumerals() /
 * findCjkNumerals() over the restaurant bot's statements and corpus utterances in each language
 * (scripts/lib/restaurant-languages.ts), read as the builtins read them (the statement, then its lower case for the
 * gloss), ROUNDS rounds (default 300) after 100 of warm-up. For before/after in alternated processes:
 *   npx tsx scripts/experiments/numerals-cost.ts [tree root]
 */
import { join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { RESTAURANT_LANGUAGES } from '../lib/restaurant-languages.js';

const ROOT = join(import.meta.dirname, '../..');
const tree = resolve(process.argv[2] ?? ROOT);
const { findLatinNumerals } = (await import(join(tree, 'src/entities/builtins/numerals/latin.ts'))) as typeof import('../../src/entities/builtins/numerals/latin.js');
const { findCjkNumerals } = (await import(join(tree, 'src/entities/builtins/numerals/cjk.ts'))) as typeof import('../../src/entities/builtins/numerals/cjk.js');
const rounds = Number(process.env.ROUNDS ?? 300);
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
const out: string[] = [];
for (const l of RESTAURANT_LANGUAGES) {
  const utterances = [...readFileSync(l.corpus, 'utf8').matchAll(/^\s*- (?:text: )?["']?(.+?)["']?$/gmu)].map((m) => m[1]!);
  const texts = [...l.statements, ...utterances].flatMap((t) => [t, t.toLowerCase()]);
  const read = l.locale === 'ja' ? (t: string) => findCjkNumerals(t, 'ja') : (t: string) => findLatinNumerals(l.locale as 'es', t);
  for (let r = 0; r < 100; r++) for (const t of texts) read(t);
  const t0 = cpu();
  for (let r = 0; r < rounds; r++) for (const t of texts) read(t);
  out.push(`${l.locale} ${((cpu() - t0) / (rounds * texts.length)).toFixed(2)}`);
}
console.log(`${tree === ROOT ? 'this tree' : tree} | ${out.join(' | ')}`);
