/**
 * npm run bench:training: training time and peak memory per corpus, our engine beside raw NLP.js (its documents in
 * order and shuffled) in the same run, and for our models the load time and the first answer after loading. Prints
 * the "training" section of docs/benchmarks.md; --write puts it there (--doc <file> elsewhere), unless a figure is
 * missing (scripts/lib/publish.ts).
 *
 *   npm run bench:training                                   # every corpus, printed
 *   npm run bench:training -- --write                        # and written into docs/benchmarks.md
 *   npm run bench:training -- --corpora default,airports --rounds 1
 *
 * Corpora: the default corpus, a synthetic carbon-footprint corpus whose 6 557-airport list two entities use
 * (scripts/lib/airport-corpus.ts), and the train splits of shared data sets (../shared/datasets, --data-dir).
 * Every training runs in a child process of its own, one after another (ours, NLP.js in order, NLP.js shuffled,
 * then again for each round), so that peak RSS is that training's and each round sees the machine as the others do:
 * training is timed around trainModel() / NLP.js's train() and export, the corpus already loaded; CPU is the
 * process's user + system time over the same span (every thread). Our model is then written and a fresh child loads
 * it: load time, the first answer's latency, and the p50 of answers once warm (the test split's statements).
 */
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCorpus } from '../src/corpus/load.js';
import type { Corpus } from '../src/corpus/types.js';
import { loadDataset } from '../src/evaluation/benchmark/load-dataset.js';
import { NLPJS_VERSION, newNlpjs, nlpjsTrainer } from '../src/evaluation/baselines/nlpjs-baseline.js';
import { writeModelFile } from '../src/model/write.js';
import { trainModel } from '../src/train/train.js';
import { Understander } from '../src/understander.js';
import { ENGINE_NAME } from '../src/evaluation/engine-adapter.js';
import { machineLine, median, percentile } from './lib/bench-stats.js';
import { noDataDir, PUBLISH_OPTIONS, publish, refusesToWrite, shownPath, type MissingFigure } from './lib/publish.js';
import { writeAirportCorpus } from './lib/airport-corpus.js';

const COMMAND = 'npm run bench:training';
const ROOT = resolve(import.meta.dirname, '..');
const CORPORA = ['default', 'airports', 'braun-webapps', 'banking77-id-oos-20', 'atis', 'banking77', 'snips'];
const ENGINES = ['ours', 'ours-quick', 'nlpjs', 'nlpjs-shuffled'] as const;
type Engine = (typeof ENGINES)[number];
const ENGINE_LABEL: Record<Engine, string> = { ours: ENGINE_NAME, 'ours-quick': `${ENGINE_NAME}, after a one-utterance edit`, nlpjs: `nlp.js ${NLPJS_VERSION}`, 'nlpjs-shuffled': `nlp.js ${NLPJS_VERSION}, shuffled` };

interface TrainingFigures { seconds: number; cpuSeconds: number; peakRssMiB: number; modelBytes: number; modelPath?: string }
interface LoadFigures { loadMs: number; firstMs: number; steadyP50Ms: number }
type ChildMessage = { type: 'trained'; figures: TrainingFigures } | { type: 'loaded'; figures: LoadFigures } | { type: 'error'; message: string };

/** A corpus by name: `default`, `airports`, or a shared data set's train split (and its test statements, to answer). */
async function corpusOf(name: string, dataDir: string): Promise<{ train: Corpus; statements: string[] }> {
  if (name === 'default') return { train: await loadCorpus(join(ROOT, 'corpus')), statements: statementsOf(await loadCorpus(join(ROOT, 'test', 'fixtures', 'shop-heldout.yaml'), { allowLabelConflicts: true })) };
  if (name === 'airports') {
    const train = await loadCorpus(await writeAirportCorpus(join(mkdtempSync(join(tmpdir(), 'airports-')), 'airports.json')));
    return { train, statements: statementsOf(train) };
  }
  const { train, test } = await loadDataset(dataDir, name);
  return { train, statements: statementsOf(test) };
}

function withoutFirstUtterance(corpus: Corpus): Corpus {
  const first = corpus.intents.findIndex((i) => i.utterances.length > 1);
  return { ...corpus, intents: corpus.intents.map((intent, k) => (k === first ? { ...intent, utterances: intent.utterances.slice(1) } : intent)) };
}

function statementsOf(corpus: Corpus): string[] {
  return [...corpus.intents.flatMap((i) => i.utterances.map((u) => u.text)), ...corpus.outOfScope.map((u) => u.text)];
}

const cpuSeconds = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };

// ---- children -------------------------------------------------------------------------------

async function trainChild(engine: Engine, corpusName: string, dataDir: string, outDir: string): Promise<ChildMessage> {
  const { train } = await corpusOf(corpusName, dataDir);
  // A one-utterance edit as the studio retrains it (quick-retrain.ts): the corpus without its first utterance trained
  // in full first, in this process (the studio's training thread has trained it before), then the edited corpus.
  const before = engine === 'ours-quick' ? withoutFirstUtterance(train) : null;
  const previous = before ? { corpus: before, model: await trainModel(before) } : undefined;
  const started = performance.now();
  const cpu = cpuSeconds();
  if (engine === 'ours' || engine === 'ours-quick') {
    const model = await trainModel(train, { previous });
    if (previous && model.decision.keptFrom === undefined) throw new Error(`${corpusName}: the one-utterance edit was not retrained quickly`);
    const seconds = (performance.now() - started) / 1000;
    const cpuUsed = cpuSeconds() - cpu;
    const peakRssMiB = process.resourceUsage().maxRSS / 1024;
    const modelPath = join(outDir, `${corpusName}.json`);
    const modelBytes = await writeModelFile(modelPath, model);
    return { type: 'trained', figures: { seconds, cpuSeconds: cpuUsed, peakRssMiB, modelBytes, modelPath } };
  }
  // NLP.js as bench:accuracy trains it (its train() and export(), which gives the model's size).
  const trained = await nlpjsTrainer(engine === 'nlpjs' ? 'by-intent' : 'shuffled')(train);
  const figures: TrainingFigures = { seconds: (performance.now() - started) / 1000, cpuSeconds: cpuSeconds() - cpu, peakRssMiB: process.resourceUsage().maxRSS / 1024, modelBytes: trained.modelBytes ?? 0 };
  // Its export, for a fresh process to load and answer as ours does (the yardstick of a first answer).
  const modelPath = join(outDir, `${corpusName}-${engine}.nlp.json`);
  writeFileSync(modelPath, trained.exportModel!());
  return { type: 'trained', figures: { ...figures, modelPath } };
}

/**
 * A fresh process loads the model file and answers: the load, the first answer, then the p50 once warm (3 passes).
 * Ours through `Understander.load()`; NLP.js as its README restores a saved model (a new container, `import()`).
 */
async function loadChild(engine: Engine, modelPath: string, corpusName: string, dataDir: string): Promise<ChildMessage> {
  const { train, statements } = await corpusOf(corpusName, dataDir);
  const started = performance.now();
  let answer: (text: string) => unknown;
  if (engine === 'ours') {
    const understander = await Understander.load(modelPath);
    answer = (text) => understander.understandSync(text);
  } else {
    const language = train.locale.slice(0, 2).toLowerCase();
    const nlp = await newNlpjs(language);
    nlp.import(readFileSync(modelPath, 'utf8'));
    answer = (text) => nlp.process(language, text);
  }
  const loadMs = performance.now() - started;
  const first = performance.now();
  await answer(statements[0]!);
  const firstMs = performance.now() - first;
  const latencies: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const text of statements.slice(0, 1000)) {
      const t = performance.now();
      await answer(text);
      latencies.push(performance.now() - t);
    }
  }
  latencies.sort((a, b) => a - b);
  return { type: 'loaded', figures: { loadMs, firstMs, steadyP50Ms: percentile(latencies, 50) } };
}

function runChild(args: string[]): Promise<ChildMessage> {
  return new Promise((resolveRun, rejectRun) => {
    const child = fork(fileURLToPath(import.meta.url), ['--child', ...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let message: ChildMessage | null = null;
    child.on('message', (m: ChildMessage) => { message = m; });
    child.on('exit', (code) => {
      if (message?.type === 'error') rejectRun(new Error(message.message));
      else if (message) resolveRun(message);
      else rejectRun(new Error(`child ${args.join(' ')} exited with code ${code} and no result`));
    });
  });
}

// ---- parent ---------------------------------------------------------------------------------

interface Row { corpus: string; utterances: number; engine: Engine; runs: TrainingFigures[]; loads: LoadFigures[] }

async function runParent(): Promise<void> {
  const { values } = parseArgs({
    options: {
      corpora: { type: 'string', default: CORPORA.join(',') },
      rounds: { type: 'string', default: '2' },
      'data-dir': { type: 'string', default: resolve(ROOT, '..', 'shared', 'datasets') },
      ...PUBLISH_OPTIONS,
    },
  });
  const requested = values.corpora.split(',').filter(Boolean);
  const shared = requested.filter((c) => c !== 'default' && c !== 'airports');
  const missing: MissingFigure[] = existsSync(values['data-dir'])
    ? shared.filter((c) => !existsSync(join(values['data-dir'], c.startsWith('banking77-id-oos') ? 'banking77-id-oos' : c, 'train.jsonl'))).map((c) => ({ figure: `corpus "${c}"`, reason: `${shownPath(join(values['data-dir'], c))} not found` }))
    : shared.length > 0 ? [{ figure: `the shared data sets (${shared.join(', ')})`, reason: noDataDir(values['data-dir']) }] : [];
  if (refusesToWrite(COMMAND, { write: values.write, doc: values.doc, missing })) { process.exitCode = 1; return; }
  const corpora = requested.filter((c) => !missing.some((m) => m.figure === `corpus "${c}"`) && (c === 'default' || c === 'airports' || existsSync(values['data-dir'])));
  const rounds = Math.max(1, Number(values.rounds));
  const outDir = mkdtempSync(join(tmpdir(), 'bench-training-'));
  const started = Date.now();
  // The machine's 1-minute load average, sampled before every training: a shared machine's figures mean little without it.
  const loads: number[] = [];
  const rows: Row[] = [];
  for (const corpus of corpora) {
    const utterances = (await corpusOf(corpus, values['data-dir'])).train;
    const count = utterances.intents.reduce((n, i) => n + i.utterances.length, 0) + utterances.outOfScope.length;
    const byEngine = new Map<Engine, Row>(ENGINES.map((engine) => [engine, { corpus, utterances: count, engine, runs: [], loads: [] }]));
    for (let round = 0; round < rounds; round++) {
      for (const engine of ENGINES) {
        loads.push(loadavg()[0]!);
        const result = await runChild(['train', engine, corpus, values['data-dir'], outDir]);
        if (result.type !== 'trained') throw new Error(`unexpected ${result.type}`);
        byEngine.get(engine)!.runs.push(result.figures);
        process.stderr.write(`${COMMAND}: ${corpus} · ${ENGINE_LABEL[engine]} · round ${round + 1}: ${result.figures.seconds.toFixed(2)} s, ${result.figures.peakRssMiB.toFixed(0)} MiB (${Math.round((Date.now() - started) / 1000)} s)\n`);
      }
    }
    // Each engine's first model loaded by fresh processes, as many as rounds, engines alternated.
    for (let round = 0; round < rounds; round++) {
      for (const row of byEngine.values()) {
        // The quick model is the edited corpus's preview; its load is the full model's.
        if (row.engine === 'ours-quick') continue;
        const loaded = await runChild(['load', row.engine, row.runs[0]!.modelPath!, corpus, values['data-dir']]);
        if (loaded.type === 'loaded') row.loads.push(loaded.figures);
      }
    }
    rows.push(...byEngine.values());
  }
  const section = renderSection(rows, rounds, Date.now() - started, loads);
  if (publish({ name: 'training', body: section, command: COMMAND }, { write: values.write, doc: values.doc, missing }) === 'refused') process.exitCode = 1;
}

function renderSection(rows: readonly Row[], rounds: number, elapsedMs: number, loads: readonly number[]): string {
  const med = (row: Row, pick: (f: TrainingFigures) => number) => median(row.runs.map(pick));
  const lines = [
    '## Training: time and memory against raw NLP.js',
    '',
    `Command: \`${COMMAND}\` (scripts/bench-training.ts). Machine: ${machineLine()}; ${rounds} round${rounds > 1 ? 's' : ''} of every training, each in a child process of its own, medians shown; ${Math.round(elapsedMs / 60000)} minutes in all; the machine's load average (1 minute, 2 cores) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} before the trainings.`,
    '',
    '| corpus | utterances | engine | training (s) | × NLP.js | × NLP.js shuffled | CPU (s) | peak RSS (MiB) | × NLP.js | model (KiB) | load (ms) | first answer (ms) | steady p50 (ms) | first / p50 |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const same = (engine: Engine) => rows.find((r) => r.corpus === row.corpus && r.engine === engine)!;
    const seconds = med(row, (f) => f.seconds);
    const rss = med(row, (f) => f.peakRssMiB);
    const ours = row.engine === 'ours' || row.engine === 'ours-quick';
    const ratio = (engine: Engine, pick: (f: TrainingFigures) => number) => (ours ? (med(row, pick) / med(same(engine), pick)).toFixed(2) : '');
    const loaded = (pick: (l: LoadFigures) => number, digits: number) => (row.loads.length > 0 ? median(row.loads.map(pick)).toFixed(digits) : '');
    lines.push(`| ${row.corpus} | ${row.utterances.toLocaleString('en-US')} | ${ENGINE_LABEL[row.engine]} | ${seconds.toFixed(2)} | ${ratio('nlpjs', (f) => f.seconds)} | ${ratio('nlpjs-shuffled', (f) => f.seconds)} | ${med(row, (f) => f.cpuSeconds).toFixed(2)} | ${rss.toFixed(0)} | ${row.engine === 'ours' ? ratio('nlpjs', (f) => f.peakRssMiB) : ''} | ${(med(row, (f) => f.modelBytes) / 1024).toFixed(0)} | ${loaded((l) => l.loadMs, 0)} | ${loaded((l) => l.firstMs, 2)} | ${loaded((l) => l.steadyP50Ms, 3)} | ${row.loads.length > 0 ? `${(median(row.loads.map((l) => l.firstMs)) / median(row.loads.map((l) => l.steadyP50Ms))).toFixed(0)}×` : ''} |`);
  }
  lines.push(
    '',
    'How to read it:',
    '- Training: wall seconds around `trainModel()` (ours: calibration, intent model, the decision\'s fold models, the tagger; on two threads when the corpus is worth it, docs/training.md) and around NLP.js\'s `train()` and `export()` (as bench:accuracy trains it: its README\'s set-up), the corpus already loaded. CPU: user + system seconds of the process over the same span, every thread counted. Peak RSS: the child process that loaded the corpus and trained (`process.resourceUsage().maxRSS`).',
    '- After a one-utterance edit: what the studio\'s Train does first when the corpus changed a little since its last full training (docs/training.md, "Retraining after a small edit"): the calibration and the answer-or-not decision kept, the classifier and the tagger trained; the corpus without its first utterance was trained in full in the same process before (untimed), as the studio\'s training thread has; its model is a preview the full training replaces, so no load is timed.',
    '- `airports`: a synthetic carbon-footprint corpus (scripts/lib/airport-corpus.ts) of 121 utterances whose 6 557-value airport list two entities (departure, arrival) use; its model holds the list once. Other corpora: the default shop corpus, and the train splits of shared data sets (`banking77-id-oos-20`: 20 statements per intent).',
    '- Load, first answer, steady p50: a fresh process loads the written model (ours: `Understander.load()`; NLP.js: a new container and `import()` of its export, as its README restores a saved model), answers the first test statement, then every test statement (at most 1 000) three times; as many fresh processes as rounds, medians. The first answer over the steady p50 is the cost of a process\'s first statement: V8 runs every function of the path for the first time (NLP.js\'s row is the yardstick).',
    '- The machine is shared by several engineers: timings move by a third or more between runs; read the ratios of one run.',
  );
  return lines.join('\n');
}

// ---- entry ----------------------------------------------------------------------------------

const childAt = process.argv.indexOf('--child');
if (childAt !== -1) {
  const [kind, ...args] = process.argv.slice(childAt + 1);
  let message: ChildMessage;
  try {
    message = kind === 'train' ? await trainChild(args[0] as Engine, args[1]!, args[2]!, args[3]!) : await loadChild(args[0] as Engine, args[1]!, args[2]!, args[3]!);
  } catch (error) {
    message = { type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  await new Promise<void>((done) => process.send!(message, () => done()));
  process.disconnect?.();
} else {
  try {
    await runParent();
  } catch (error) {
    process.stderr.write(`${COMMAND} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
