/**
 * Imported bots, measured: each export is read by `nlu import` (no hand edit), then five-fold stratified
 * cross-validation at out-of-scope share 0 (the same folds for every engine) gives our engine's intent
 * accuracy and entity F1 on the annotated types, beside raw NLP.js (both document orders; the better is
 * shown, as NLP.js leaves its order to the user). Nothing is tuned to a bot: the engine runs with its defaults.
 *
 *   npx tsx scripts/bench-import.ts                             # the exports checked into test/fixtures/import
 *   npx tsx scripts/bench-import.ts --bot sara=rasa:/path/to/rasa-demo --bot calendar=luis:/path/Calendar.lu
 *
 * Options: --bot name=format:path (repeatable; format as `nlu import --from`), --folds 5, --fixtures false
 * (only the --bot exports). Prints a Markdown table (docs/import.md has the published one and its sources).
 */
import { parseArgs } from 'node:util';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpus } from 'node:os';
import { loadCorpus } from '../src/corpus/load.js';
import { crossValidate } from '../src/evaluation/cross-validate.js';
import { NLPJS_VERSION, nlpjsTrainer } from '../src/evaluation/baselines/nlpjs-baseline.js';
import { ENGINE_NAME, engineTrainer } from '../src/evaluation/engine-adapter.js';
import type { Report } from '../src/evaluation/report-schema.js';
import { importExport } from '../src/import/import.js';
import { IMPORT_FORMATS, type ImportFormat } from '../src/import/types.js';
import { writeImport } from '../src/import/write.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'import');
const FIXTURE_BOTS: Array<{ name: string; format: ImportFormat; path: string }> = [
  { name: 'financial-demo (Rasa 3 YAML)', format: 'rasa', path: join(FIXTURES, 'rasa-project') },
  { name: 'CarbonAssistant (Dialogflow ES V2)', format: 'dialogflow', path: join(FIXTURES, 'dialogflow-carbon-assistant') },
  { name: 'corpus50 (NLP.js JSON)', format: 'nlpjs', path: join(FIXTURES, 'nlpjs', 'corpus50.json') },
];

const { values } = parseArgs({ options: { bot: { type: 'string', multiple: true, default: [] }, folds: { type: 'string', default: '5' }, fixtures: { type: 'string', default: 'true' } } });
const folds = Number(values.folds);
const bots = [
  ...(values.fixtures === 'false' ? [] : FIXTURE_BOTS),
  ...values.bot!.map((spec) => {
    const m = /^([^=]+)=([a-z]+):(.+)$/.exec(spec);
    if (!m || !(IMPORT_FORMATS as readonly string[]).includes(m[2]!)) throw new Error(`expected --bot name=format:path (format one of ${IMPORT_FORMATS.join(', ')}), found ${spec}`);
    return { name: m[1]!, format: m[2] as ImportFormat, path: m[3]! };
  }),
];

/** Entity F1 over the entity types the test statements annotate (predictions of other types do not count). */
function annotatedF1(report: Report): number | null {
  const rows = report.entities?.perEntity.filter((e) => e.support > 0) ?? [];
  const support = rows.reduce((n, e) => n + e.support, 0);
  if (support === 0) return null;
  const predicted = rows.reduce((n, e) => n + e.predicted, 0);
  const correct = rows.reduce((n, e) => n + e.correct, 0);
  return predicted + support === 0 ? 0 : (2 * correct) / (predicted + support);
}

const pct = (x: number | null) => (x === null ? '—' : (100 * x).toFixed(1));
const lines = [
  `| bot | intents / utterances | ${ENGINE_NAME}: accuracy / entity F1 | NLP.js ${NLPJS_VERSION}: accuracy (by intent / shuffled) | import report |`,
  '| --- | --- | --- | --- | --- |',
];
for (const bot of bots) {
  const result = await importExport(bot.path, { from: bot.format });
  const out = mkdtempSync(join(tmpdir(), 'bench-import-'));
  await writeImport(result, out);
  const english = result.corpora.find((c) => c.locale === 'en') ?? result.corpora[0]!;
  const corpus = await loadCorpus(join(out, result.corpora.length > 1 ? english.locale : '', 'corpus'));
  const utterances = corpus.intents.reduce((n, i) => n + i.utterances.length, 0);
  const run = (engine: string) => ({ engine, train: bot.name, test: bot.name });
  const ours = await crossValidate(corpus, engineTrainer({ outOfScopeShare: 0 }), { folds, run: run(ENGINE_NAME) });
  const byIntent = await crossValidate(corpus, nlpjsTrainer('by-intent'), { folds, run: run('nlpjs') });
  const shuffled = await crossValidate(corpus, nlpjsTrainer('shuffled'), { folds, run: run('nlpjs-shuffled') });
  const counts = (k: string) => result.report.filter((e) => e.kind === k).length;
  lines.push(`| ${bot.name} | ${corpus.intents.length} / ${utterances} | ${pct(ours.intents.accuracy)} / ${pct(annotatedF1(ours))} | ${pct(Math.max(byIntent.intents.accuracy, shuffled.intents.accuracy))} (${pct(byIntent.intents.accuracy)} / ${pct(shuffled.intents.accuracy)}) | ${counts('left-out')} left out, ${counts('changed')} changed |`);
  process.stderr.write(`${lines[lines.length - 1]}\n`);
}
process.stdout.write(`${lines.join('\n')}\n\n${folds}-fold stratified cross-validation (seed as \`nlu evaluate\`'s default) at out-of-scope share 0 on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}.\n`);
