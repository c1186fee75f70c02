/**
 * The date gloss's cost alone (datetime-gloss.ts gloss(): number words as digits, then the glossary's phrases and
 * words), CPU µs per text, over the restaurant bots' statements (scripts/lib/restaurant-languages.ts) and, with
 * --suites, the public suites' texts of each glossed language. ROUNDS rounds (default 100) after 30 of warm-up.
 * For before/after in alternated processes:
 *   npx tsx scripts/experiments/gloss-cost.ts [tree root] [--suites /work/tmp-datetime/builtin-suites.json]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RESTAURANT_LANGUAGES } from '../lib/restaurant-languages.js';

const ROOT = join(import.meta.dirname, '../..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { suites: { type: 'string' } } });
const tree = resolve(positionals[0] ?? ROOT);
const { gloss } = (await import(join(tree, 'src/entities/builtins/datetime-gloss.ts'))) as typeof import('../../src/entities/builtins/datetime-gloss.js');
const glossaries = {
  de: (await import(join(tree, 'src/entities/builtins/gloss-de.ts'))).GLOSSARY_DE, fr: (await import(join(tree, 'src/entities/builtins/gloss-fr.ts'))).GLOSSARY_FR,
  es: (await import(join(tree, 'src/entities/builtins/gloss-es.ts'))).GLOSSARY_ES, pt: (await import(join(tree, 'src/entities/builtins/gloss-pt.ts'))).GLOSSARY_PT,
  it: (await import(join(tree, 'src/entities/builtins/gloss-it.ts'))).GLOSSARY_IT, nl: (await import(join(tree, 'src/entities/builtins/gloss-nl.ts'))).GLOSSARY_NL,
  ja: (await import(join(tree, 'src/entities/builtins/gloss-ja.ts'))).GLOSSARY_JA, zh: (await import(join(tree, 'src/entities/builtins/gloss-zh.ts'))).GLOSSARY_ZH,
} as Record<string, Parameters<typeof gloss>[0]>;
const suites = values.suites ? (JSON.parse(readFileSync(values.suites, 'utf8')) as Array<{ locale: string; text: string }>) : [];
const rounds = Number(process.env.ROUNDS ?? 100);
const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
const out: string[] = [];
for (const [locale, glossary] of Object.entries(glossaries)) {
  const bot = RESTAURANT_LANGUAGES.find((l) => l.locale === locale)?.statements ?? [];
  const texts = [...bot, ...new Set(suites.filter((c) => c.locale === locale).map((c) => c.text))];
  if (texts.length === 0) continue;
  for (let r = 0; r < 30; r++) for (const t of texts) gloss(glossary, t);
  const t0 = cpu();
  for (let r = 0; r < rounds; r++) for (const t of texts) gloss(glossary, t);
  out.push(`${locale} ${((cpu() - t0) / (rounds * texts.length)).toFixed(1)}`);
}
console.log(`${tree === ROOT ? 'this tree' : tree} | ${out.join(' | ')}`);
