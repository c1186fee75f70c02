/**
 * Languages benchmark: our engine and raw NLP.js with its language package, side by side in one run, on every
 * `xsid-<lang>` data set of ../shared/datasets, by cross-validation on its train.jsonl (the test splits are held
 * out by the team: nothing here reads them). Chinese and Japanese are measured twice: as the data set writes
 * them, and with the spaces between words removed, as people type them. The section of docs/benchmarks.md
 * between the bench:languages markers is printed, and written there with --write.
 *
 *   npm run bench:languages                         # every language (about 25 minutes on 2 busy cores)
 *   npm run bench:languages -- --languages de,zh,zh-unspaced --folds 5
 *   npm run bench:languages -- --write
 *
 *   npm run bench:languages -- --languages none --nlpjs-corpora ../nlp.js/examples/13-languages/corpora --write
 *
 * Options: --languages a,b or none (default: every xsid-* folder, plus ja-unspaced and zh-unspaced), --folds (5),
 * --nlpjs-corpora <folder> (NLP.js's corpus-<lang>.json example corpora, a section of their own),
 * --engines nlu-engine,nlpjs, --data-dir <dir> (default ../shared/datasets), --write, --doc <file>.
 *
 * Each language's locale is its meta.json's (loadCorpus reads it beside train.jsonl). Our engine is trained with
 * the out-of-scope share stated as 0 (the data sets have no out-of-scope statements), as bench:accuracy states each
 * test's share; NLP.js as its README sets one up, with `@nlpjs/lang-<locale>` (src/evaluation/baselines).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCorpus } from '../src/corpus/load.js';
import { importExport } from '../src/import/import.js';
import { writeImport } from '../src/import/write.js';
import type { Corpus, Example } from '../src/corpus/types.js';
import { NLPJS_VERSION, nlpjsTrainer } from '../src/evaluation/baselines/nlpjs-baseline.js';
import { crossValidate } from '../src/evaluation/cross-validate.js';
import { corpusItems, subCorpus } from '../src/evaluation/examples.js';
import { DEFAULT_SEED, stratifiedFolds } from '../src/evaluation/folds.js';
import { Understander } from '../src/understander.js';
import { percentile } from './lib/bench-stats.js';
import { ENGINE_NAME, engineTrainer } from '../src/evaluation/engine-adapter.js';
import type { Trainer } from '../src/evaluation/types.js';
import { noDataDir, PUBLISH_OPTIONS, publish, refusesToWrite, type MissingFigure } from './lib/publish.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const COMMAND = 'npm run bench:languages';
/** Languages written without spaces between words, measured a second time with the data set's spaces removed. */
const UNSPACED = ['ja', 'zh'];

interface Engine {
  id: string;
  label: string;
  trainer: Trainer;
  learnsSlots: boolean;
  /** Trains on the corpus and gives the call a bot makes per statement: our understandSync(), NLP.js's process(). */
  answerer(corpus: Corpus): Promise<(text: string) => unknown>;
}

const ENGINES: Engine[] = [
  {
    id: 'nlu-engine', label: ENGINE_NAME, trainer: engineTrainer({ outOfScopeShare: 0 }), learnsSlots: true,
    async answerer(corpus) {
      let trained: Understander | null = null;
      await engineTrainer({ outOfScopeShare: 0 }, undefined, (u) => { trained = u; })(corpus);
      const understander = trained as Understander | null;
      if (understander === null) throw new Error('the engine trainer gave no understander');
      return (text) => understander.understandSync(text);
    },
  },
  {
    id: 'nlpjs', label: `nlp.js ${NLPJS_VERSION} + its language package`, trainer: nlpjsTrainer('by-intent'), learnsSlots: false,
    async answerer(corpus) {
      const { predictor } = await nlpjsTrainer('by-intent')(corpus);
      return (text) => predictor.predict(text);
    },
  },
];

/** Rounds over the held-out statements once warm (after one pass), for the p50 of the call a bot makes. */
const STEADY_ROUNDS = 3;

/**
 * p50 of each engine's per-statement call once warm: trained on the first fold's training statements, the held-out
 * ones answered once, then STEADY_ROUNDS more times, one statement at a time.
 */
async function steadyP50(corpus: Corpus, engine: Engine, folds: number): Promise<number> {
  const items = corpusItems(corpus);
  const foldOf = stratifiedFolds(items.map((item) => item.example.intent), folds, DEFAULT_SEED);
  const answer = await engine.answerer(subCorpus(corpus, items.filter((_, k) => foldOf[k] !== 0)));
  const texts = items.filter((_, k) => foldOf[k] === 0).map((item) => item.example.text);
  for (const text of texts) await answer(text);
  const latencies: number[] = [];
  for (let round = 0; round < STEADY_ROUNDS; round++) {
    for (const text of texts) {
      const started = performance.now();
      const answered = answer(text);
      if (answered instanceof Promise) await answered;
      latencies.push(performance.now() - started);
    }
  }
  latencies.sort((a, b) => a - b);
  return percentile(latencies, 50);
}

interface Row {
  language: string;
  locale: string;
  statements: number;
  results: Map<string, { accuracy: number; slotF1: number | null; p50Ms: number; steadyP50Ms: number; foldSpread: number }>;
}

/** The statement with every white space between two characters of an unspaced script removed, the spans moved with it. */
export function withoutSpaces(example: Example): Example {
  const at: number[] = [];
  let text = '';
  const chars = example.text;
  for (let i = 0; i < chars.length; i++) {
    at.push(text.length);
    if (/\s/u.test(chars[i]!) && isUnspacedNeighbour(chars, i)) continue;
    text += chars[i];
  }
  at.push(text.length);
  return { text, spans: example.spans.map((s) => ({ ...s, start: at[s.start]!, end: at[s.end]!, value: text.slice(at[s.start]!, at[s.end]!) })) };
}

/** A space between words of Chinese or Japanese (a Han, kana or full-width character on either side of the spaces). */
function isUnspacedNeighbour(text: string, i: number): boolean {
  let before = i - 1;
  while (before >= 0 && /\s/u.test(text[before]!)) before--;
  let after = i + 1;
  while (after < text.length && /\s/u.test(text[after]!)) after++;
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆\u3000-\u303f\uff00-\uffef]/u;
  return (before >= 0 && cjk.test(text[before]!)) || (after < text.length && cjk.test(text[after]!));
}

function unspaced(corpus: Corpus): Corpus {
  return {
    ...corpus,
    intents: corpus.intents.map((intent) => ({ ...intent, utterances: intent.utterances.map(withoutSpaces) })),
    outOfScope: corpus.outOfScope.map(withoutSpaces),
  };
}

async function measure(dataDir: string, language: string, engines: readonly Engine[], folds: number, log: (line: string) => void): Promise<Row> {
  const base = language.replace(/-unspaced$/, '');
  const loaded = await loadCorpus(join(dataDir, `xsid-${base}`, 'train.jsonl'), { allowLabelConflicts: true });
  const corpus = language.endsWith('-unspaced') ? unspaced(loaded) : loaded;
  return measureCorpus(language, `xsid-${language}/train.jsonl`, corpus, engines, folds, log);
}

/**
 * NLP.js's own example corpora (axa-group/nlp.js, examples/13-languages/corpora, MIT): the 50-intent "Corpus 50" in
 * several languages, read by `nlu import` as a user brings them. Their `tests` are left out (the team holds corpora
 * like them out): cross-validation on the utterances only.
 */
async function nlpjsCorpora(dir: string): Promise<Array<{ name: string; corpus: Corpus }>> {
  const files = readdirSync(dir).filter((name) => /^corpus-[a-z]{2}\.json$/.test(name)).sort();
  const out: Array<{ name: string; corpus: Corpus }> = [];
  for (const file of files) {
    // Written and loaded as `nlu import` then `nlu train` would: the corpus folder alone, never tests/.
    const folder = mkdtempSync(join(tmpdir(), 'bench-languages-nlpjs-'));
    await writeImport(await importExport(join(dir, file), { from: 'nlpjs' }), folder);
    out.push({ name: file, corpus: await loadCorpus(join(folder, 'corpus')) });
    rmSync(folder, { recursive: true, force: true });
  }
  return out;
}

async function measureCorpus(language: string, source: string, corpus: Corpus, engines: readonly Engine[], folds: number, log: (line: string) => void): Promise<Row> {
  const statements = corpus.intents.reduce((n, i) => n + i.utterances.length, 0);
  const row: Row = { language, locale: corpus.locale, statements, results: new Map() };
  for (const engine of engines) {
    const started = Date.now();
    const report = await crossValidate(corpus, engine.trainer, { folds, run: { engine: engine.label, train: source } });
    const accuracies = report.folds?.map((f) => f.accuracy) ?? [];
    const steadyP50Ms = await steadyP50(corpus, engine, folds);
    row.results.set(engine.id, {
      steadyP50Ms,
      accuracy: report.intents.accuracy,
      slotF1: engine.learnsSlots && report.entities ? report.entities.micro.f1 : null,
      p50Ms: report.speed.latencyMs.p50,
      foldSpread: accuracies.length > 0 ? Math.max(...accuracies) - Math.min(...accuracies) : 0,
    });
    log(`${language} · ${engine.label}: accuracy ${pct(report.intents.accuracy)}${report.entities && engine.learnsSlots ? `, slot F1 ${report.entities.micro.f1.toFixed(3)}` : ''}, p50 once warm ${steadyP50Ms.toFixed(3)} ms in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return row;
}

const pct = (x: number) => (x * 100).toFixed(1);

function table(rows: readonly Row[], engines: readonly Engine[]): string {
  const ours = engines.find((e) => e.id === 'nlu-engine');
  const theirs = engines.find((e) => e.id === 'nlpjs');
  const head = ['language', 'locale', 'statements', ...engines.map((e) => `intent accuracy, ${e.label}`), ...(ours ? ['slot F1 (ours)'] : []), ...(ours && theirs ? ['difference (points)', 'p50 ms ours / NLP.js, first pass', 'p50 ms ours / NLP.js, once warm'] : [])];
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map((_, k) => (k < 2 ? '---' : '---:')).join(' | ')} |`];
  for (const row of rows) {
    const o = ours ? row.results.get(ours.id) : undefined;
    const t = theirs ? row.results.get(theirs.id) : undefined;
    const cells = [
      row.language, row.locale, String(row.statements),
      ...engines.map((e) => { const r = row.results.get(e.id)!; return pct(r.accuracy); }),
      ...(ours ? [o?.slotF1 === null || o?.slotF1 === undefined ? '—' : o.slotF1.toFixed(3)] : []),
      ...(o && t ? [`${o.accuracy >= t.accuracy ? '+' : ''}${((o.accuracy - t.accuracy) * 100).toFixed(1)}`, `${o.p50Ms.toFixed(3)} / ${t.p50Ms.toFixed(3)}`, `${o.steadyP50Ms.toFixed(3)} / ${t.steadyP50Ms.toFixed(3)}`] : []),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

function section(rows: readonly Row[], engines: readonly Engine[], folds: number, minutes: number, version: string): string {
  const cpu = cpus();
  const paths = ['--doc', '--data-dir', '--nlpjs-corpora'];
  const args = process.argv.slice(2).filter((arg, i, all) => arg !== '--write' && !paths.includes(arg) && !paths.includes(all[i - 1] ?? ''));
  return [
    '## Languages: our engine against NLP.js with its language package',
    '',
    `Produced by \`${COMMAND}${args.length > 0 ? ` -- ${args.join(' ')}` : ''}\` (scripts/bench-languages.ts) at commit ${version} on ${new Date().toISOString().slice(0, 10)}, in ${minutes.toFixed(1)} minutes: ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(0)} GiB RAM, Node ${process.version}, ${platform()} ${release()}.`,
    '',
    table(rows, engines),
    '',
    'How to read it:',
    `- ${folds}-fold stratified cross-validation (seed 42) on \`xsid-<lang>/train.jsonl\` (xSID 0.7's validation split: 300 statements, 15 intents, the same sentences in every language; Japanese 150 statements, 9 intents). Every statement is tested once, by a model that did not see it. The xSID test splits are held out by the team and not read.`,
    '- The locale is the data set\'s `meta.json` `locale`: our engine reads it with that language\'s pipeline (docs/languages.md); NLP.js with `@nlpjs/lang-<locale>` added to its container (kk: NLP.js ships no package, it reads Kazakh with its default tokenizer).',
    '- `ja-unspaced` and `zh-unspaced`: the same statements with the spaces between Chinese and Japanese words removed, as people type them (the data set writes Japanese word by word, and about half of the Chinese).',
    '- Slot F1: micro F1 over exact (start, end, entity) spans of the data set\'s slot annotations. NLP.js learns no slots from annotations.',
    '- Our engine is told the out-of-scope share is 0 (the data has no out-of-scope statement), as bench:accuracy states each test\'s share.',
    `- p50, first pass: median latency of one statement as the cross-validation predicts it, right after each fold\'s training (ours through \`details()\`, entities always extracted; NLP.js \`process()\`). Once warm: each engine trained on the first fold\'s training statements, its held-out statements answered once, then ${STEADY_ROUNDS} more times one at a time, the call a bot makes (ours \`understandSync()\`, NLP.js \`process()\`).`,
  ].join('\n');
}

/** NLP.js's own example corpora, a section of its own (written with --nlpjs-corpora, left alone without). */
function nlpjsSection(rows: readonly Row[], engines: readonly Engine[], folds: number, version: string): string {
  return [
    '## Languages: NLP.js\'s own example corpora',
    '',
    `Produced by \`${COMMAND} -- --nlpjs-corpora <folder>\` at commit ${version} on ${new Date().toISOString().slice(0, 10)}, the folder being \`examples/13-languages/corpora\` of an axa-group/nlp.js checkout (MIT; nothing of it is copied here). "Corpus 50" in each language (support and small-talk intents, 5 statements each), brought in by \`nlu import\` as a user would: the locale is the one each file names (the Hebrew file says \`en-US\`, so it is read with the English pipeline), and the French file keys 15 of its 51 entries "intention" (some "identifiant" for "id"), which the import reports and leaves out. ${folds}-fold stratified cross-validation on the utterances, both engines on the same folds as in the table above; the files' \`tests\` are not read (corpora like them are the team's held-out checks).`,
    '',
    table(rows, engines),
  ].join('\n');
}

function sourceVersion(): string {
  const git = (...args: string[]) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--', 'src', 'scripts').length > 0 ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'an unknown commit';
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      languages: { type: 'string' },
      folds: { type: 'string', default: '5' },
      engines: { type: 'string', default: ENGINES.map((e) => e.id).join(',') },
      'data-dir': { type: 'string', default: resolve(ROOT, '..', 'shared', 'datasets') },
      'nlpjs-corpora': { type: 'string' },
      ...PUBLISH_OPTIONS,
    },
  });
  const dataDir = values['data-dir'];
  const folds = Number(values.folds);
  if (!Number.isInteger(folds) || folds < 2) throw new Error(`expected --folds to be a whole number of 2 or more, found ${values.folds}`);
  const engines = values.engines.split(',').map((id) => {
    const engine = ENGINES.find((e) => e.id === id);
    if (!engine) throw new Error(`unknown engine "${id}": expected one of ${ENGINES.map((e) => e.id).join(', ')}`);
    return engine;
  });
  const available = existsSync(dataDir) ? readdirSync(dataDir).filter((name) => name.startsWith('xsid-')).map((name) => name.slice('xsid-'.length)).sort() : [];
  const everything = [...available, ...UNSPACED.filter((l) => available.includes(l)).map((l) => `${l}-unspaced`)];
  const requested = values.languages === 'none' ? [] : values.languages ? values.languages.split(',').filter(Boolean) : everything;
  const nlpjsDir = values['nlpjs-corpora'];
  if (nlpjsDir !== undefined && !existsSync(nlpjsDir)) throw new Error(`expected --nlpjs-corpora to be a folder of NLP.js corpus-<lang>.json files (examples/13-languages/corpora of a nlp.js checkout), found no ${nlpjsDir}`);
  const missing: MissingFigure[] = !existsSync(dataDir)
    ? [{ figure: 'any language', reason: noDataDir(dataDir) }]
    : requested.filter((l) => !existsSync(join(dataDir, `xsid-${l.replace(/-unspaced$/, '')}`, 'train.jsonl'))).map((l) => ({ figure: `language "${l}"`, reason: `${join(dataDir, `xsid-${l.replace(/-unspaced$/, '')}`, 'train.jsonl')} not found` }));
  if (refusesToWrite(COMMAND, { write: values.write, doc: values.doc, missing })) {
    process.exitCode = 1;
    return;
  }
  const languages = requested.filter((l) => !missing.some((m) => m.figure === `language "${l}"`));
  if (languages.length === 0 && nlpjsDir === undefined) throw new Error(`no xsid-* data set to measure in ${dataDir}`);
  const started = Date.now();
  const rows: Row[] = [];
  for (const [k, language] of languages.entries()) {
    rows.push(await measure(dataDir, language, engines, folds, (line) => process.stderr.write(`[${k + 1}/${languages.length}] ${line}\n`)));
  }
  const nlpjsRows: Row[] = [];
  if (nlpjsDir !== undefined) {
    const corpora = await nlpjsCorpora(nlpjsDir);
    for (const [k, { name, corpus }] of corpora.entries()) {
      nlpjsRows.push(await measureCorpus(name, name, corpus, engines, folds, (line) => process.stderr.write(`[NLP.js corpora ${k + 1}/${corpora.length}] ${line}\n`)));
    }
  }
  const version = sourceVersion();
  if (rows.length > 0) {
    const body = section(rows, engines, folds, (Date.now() - started) / 60000, version);
    if (publish({ name: 'languages', body, command: COMMAND }, { write: values.write, doc: values.doc, missing }) === 'refused') process.exitCode = 1;
  }
  if (nlpjsRows.length > 0) publish({ name: 'languages-nlpjs', body: nlpjsSection(nlpjsRows, engines, folds, version), command: `${COMMAND} -- --nlpjs-corpora <folder>` }, { write: values.write, doc: values.doc });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    process.stderr.write(`bench:languages failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
