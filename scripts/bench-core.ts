/**
 * npm run bench: training time, model size, load time and understand() latency/throughput on the
 * default corpus, our engine next to raw NLP.js in the same run. Each engine runs in its own child
 * process so memory figures do not bleed into each other. Prints the "core" section of docs/benchmarks.md;
 * --write puts it there (--doc <file> elsewhere), unless a figure is missing (scripts/lib/publish.ts).
 *
 *   npm run bench                 # print the section, leave docs/benchmarks.md alone
 *   npm run bench -- --write      # and replace the section in docs/benchmarks.md
 *
 * --data-dir <dir>: the shared data sets (default ../shared/datasets), for atis's test statements.
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpus } from '../src/corpus/load.js';
import { writeModelFile } from '../src/model/write.js';
import { trainModel } from '../src/train/train.js';
import { Understander } from '../src/understander.js';
import { newNlpjs, trainNlpjs, NLPJS_VERSION } from '../src/evaluation/baselines/nlpjs-baseline.js';
import { machineLine, timeStatements } from './lib/bench-stats.js';
import { noDataDir, PUBLISH_OPTIONS, publish, refusesToWrite, shownPath, type MissingFigure } from './lib/publish.js';
import { gibberishMatchedShare } from '../src/evaluation/gibberish.js';
import { existsSync, readFileSync } from 'node:fs';

const CORPUS = 'corpus';
const HELD_OUT = 'test/fixtures/shop-heldout.yaml';
const ROUNDS = 20;
const COMMAND = 'npm run bench';

interface Figures {
  engine: string;
  trainSeconds: number;
  modelBytes: number;
  loadMs: number;
  p50: number;
  p99: number;
  perSecond: number;
  heldOutAccuracy: number;
  /** Share of seeded gibberish statements answered with an intent (the right answer is unmatched). */
  gibberishMatched: number;
  /** Share of another domain's statements (atis test: flight requests) left unmatched; null without ../shared. */
  foreignUnmatched: number | null;
  rssMiB: number;
}

const { values: options } = parseArgs({
  options: {
    ...PUBLISH_OPTIONS,
    'data-dir': { type: 'string', default: join(import.meta.dirname, '..', '..', 'shared', 'datasets') },
    /** Set by the parent for each child: the engine that child measures. */
    engine: { type: 'string' },
  },
});
const FOREIGN = join(options['data-dir'], 'atis', 'test.jsonl');

/** Why the atis column is blank on this machine, or undefined when it can be measured. */
function foreignMissing(): MissingFigure | undefined {
  if (existsSync(FOREIGN)) return undefined;
  return { figure: 'atis test unmatched', reason: existsSync(options['data-dir']) ? `${shownPath(FOREIGN)} not found` : noDataDir(options['data-dir']) };
}

/** Answers the statements no shop intent should take: seeded gibberish, and atis's flight requests. */
async function outOfDomain(answer: (text: string) => Promise<string | null>): Promise<Pick<Figures, 'gibberishMatched' | 'foreignUnmatched'>> {
  const gibberish = await gibberishMatchedShare(async (text) => (await answer(text)) !== null, 600, 2026);
  if (!existsSync(FOREIGN)) return { gibberishMatched: gibberish, foreignUnmatched: null };
  const foreign = readFileSync(FOREIGN, 'utf8').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { text: string }).text);
  let unmatched = 0;
  for (const text of foreign) if ((await answer(text)) === null) unmatched++;
  return { gibberishMatched: gibberish, foreignUnmatched: unmatched / foreign.length };
}

async function heldOut(): Promise<Array<{ text: string; intent: string | null }>> {
  const corpus = await loadCorpus(HELD_OUT);
  return [...corpus.intents.flatMap((i) => i.utterances.map((u) => ({ text: u.text, intent: i.name }))), ...corpus.outOfScope.map((u) => ({ text: u.text, intent: null }))];
}

async function measureOurs(): Promise<Figures> {
  const corpus = await loadCorpus(CORPUS);
  const t0 = performance.now();
  const model = await trainModel(corpus);
  const trainSeconds = (performance.now() - t0) / 1000;
  const path = join(mkdtempSync(join(tmpdir(), 'bench-')), 'model.json');
  const modelBytes = await writeModelFile(path, model);
  const t1 = performance.now();
  const u = await Understander.load(path);
  const loadMs = performance.now() - t1;
  const tests = await heldOut();
  const right = tests.filter((t) => u.understandSync(t.text).intentName === t.intent).length;
  const speed = await timeStatements(tests.map((t) => t.text), ROUNDS, (s) => u.understand(s));
  const domain = await outOfDomain(async (text) => u.understandSync(text).intentName);
  return { engine: 'ours', trainSeconds, modelBytes, loadMs, ...speed, heldOutAccuracy: right / tests.length, ...domain, rssMiB: process.memoryUsage().rss / 2 ** 20 };
}

async function measureNlpjs(): Promise<Figures> {
  const corpus = await loadCorpus(CORPUS);
  const t0 = performance.now();
  const trained = await trainNlpjs(corpus);
  const trainSeconds = (performance.now() - t0) / 1000;
  // Load time: a fresh container importing the exported model, as an NLP.js user would at start-up.
  const exported = trained.exportModel!();
  const t1 = performance.now();
  const nlp = await newNlpjs();
  nlp.import(exported);
  const loadMs = performance.now() - t1;
  const tests = await heldOut();
  let right = 0;
  for (const t of tests) if ((await trained.predictor.predict(t.text)).intent === t.intent) right++;
  const speed = await timeStatements(tests.map((t) => t.text), ROUNDS, (s) => trained.predictor.predict(s));
  const domain = await outOfDomain(async (text) => (await trained.predictor.predict(text)).intent);
  return { engine: `raw NLP.js ${NLPJS_VERSION}`, trainSeconds, modelBytes: trained.modelBytes ?? 0, loadMs, ...speed, heldOutAccuracy: right / tests.length, ...domain, rssMiB: process.memoryUsage().rss / 2 ** 20 };
}

function runChild(engine: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, ['--engine', engine, '--data-dir', options['data-dir']], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (m) => resolve(m as Figures));
    child.once('exit', (code) => { if (code !== 0) reject(new Error(`${engine} benchmark exited with ${code}`)); });
  });
}

if (options.engine !== undefined) {
  const figures = options.engine === 'ours' ? await measureOurs() : await measureNlpjs();
  process.send!(figures);
  process.exit(0);
} else {
  const missing = [foreignMissing()].filter((m) => m !== undefined);
  if (refusesToWrite(COMMAND, { write: options.write, doc: options.doc, missing })) process.exit(1);
  const rows: Figures[] = [];
  for (const engine of ['ours', 'nlpjs']) {
    process.stderr.write(`bench: ${engine}: training, loading, ${ROUNDS} rounds of the held-out statements…\n`);
    rows.push(await runChild(engine));
  }
  const f = (n: number, d = 2) => n.toFixed(d);
  const table = [
    '| engine | train (s) | model (KiB) | load (ms) | understand p50 (ms) | p99 (ms) | statements/s | held-out intent accuracy | gibberish matched | atis test unmatched | RSS (MiB) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.engine} | ${f(r.trainSeconds)} | ${f(r.modelBytes / 1024, 0)} | ${f(r.loadMs, 1)} | ${f(r.p50, 3)} | ${f(r.p99, 3)} | ${f(r.perSecond, 0)} | ${f(100 * r.heldOutAccuracy, 1)} % | ${f(100 * r.gibberishMatched, 1)} % | ${r.foreignUnmatched === null ? '—' : `${f(100 * r.foreignUnmatched, 1)} %`} | ${f(r.rssMiB, 0)} |`),
  ].join('\n');
  const body = [
    '## Default corpus: training, loading and answering',
    '',
    `Command: \`npm run bench\` (scripts/bench-core.ts). Machine: ${machineLine()}.`,
    `Default corpus (\`corpus/\`), statements of \`${HELD_OUT}\` (${(await heldOut()).length} statements, out-of-scope ones included; accuracy counts them right when unmatched), ${ROUNDS} timed rounds after one warm-up round, \`await understand()\` for ours and \`await nlp.process()\` for NLP.js, each engine in its own process. Gibberish matched: of 600 seeded nonsense statements (src/evaluation/gibberish.ts, seed 2026), the share answered with an intent. atis test unmatched: of atis's 893 test statements (flight requests, another domain), the share left unmatched. NLP.js is set up as its README shows (container, Nlp, LangEn, one document per utterance, out-of-scope examples as its \`None\` intent, autoSave off).`,
    '',
    table,
  ].join('\n');
  const outcome = publish({ name: 'core', body, command: COMMAND }, { write: options.write, doc: options.doc, missing });
  if (outcome === 'refused') process.exitCode = 1;
}
