/**
 * npm run bench:builtins: the builtin entities, measured side by side with chrono-node and Microsoft's
 * recognizers-text-suite in the same run.
 * 1. Accuracy on public suites: Duckling's corpus files and Recognizers-Text's specs (English and eight languages), turned into
 *    cases by scripts/builtins/assemble-suites.ts (which reads them from checkouts outside this repository):
 *    `--suites <file>` (default ../builtin-suites.json beside the clone). A case is right when one span of its kind
 *    has a value the case accepts (scripts/builtins/score.ts). Without the file, the small derived sample in
 *    test/fixtures/builtins/suite-sample.json is measured instead and nothing is written.
 * 2. The cost of a call: p50 and p99 of extractBuiltins() per case, and of chrono and recognizers on their cases.
 * 3. The engine's cost: understand() p50 on the restaurant corpus (test/fixtures/restaurant-corpus) with its
 *    number and datetime builtins, without them, and raw NLP.js trained on the same statements.
 * Ours is timed as bot developers run it: src/ compiled by tsc (scripts/lib/built.ts), NLP.js, chrono-node and
 * recognizers-text as installed; --source times the TypeScript through tsx instead (a quicker look, never for --write).
 * Prints the "builtins" and "builtins-engine" sections of docs/benchmarks.md; --write puts them there (--doc <file>
 * elsewhere). --engine-only measures part 3 alone; with --write it replaces only the "builtins-engine" section.
 */
process.env.TZ = 'UTC';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BuiltinKind } from '../src/entities/builtins/index.js';
import { engineModule } from './lib/built.js';
import { chronoValues, recognizersValues } from './builtins/peers.js';
import { RESTAURANT_LANGUAGES } from './lib/restaurant-languages.js';
import { isRight, splitOf, type Split, type SuiteCase } from './builtins/score.js';
import { machineLine, percentile, timeStatements } from './lib/bench-stats.js';
import { PUBLISH_OPTIONS, publish, shownPath, type MissingFigure } from './lib/publish.js';

const ROOT = join(import.meta.dirname, '..');
const SAMPLE = join(ROOT, 'test/fixtures/builtins/suite-sample.json');
const { values } = parseArgs({ options: { ...PUBLISH_OPTIONS, suites: { type: 'string', default: join(ROOT, '..', 'builtin-suites.json') }, rounds: { type: 'string', default: '20' }, locales: { type: 'string' }, kinds: { type: 'string' }, suite: { type: 'string' }, peers: { type: 'boolean', default: true }, 'engine-only': { type: 'boolean', default: false }, source: { type: 'boolean', default: false } }, allowNegative: true });
if (values.source && values.write) throw new Error('--source times the TypeScript through tsx, not what users run: do not --write it');

// The engine as users run it (compiled), unless --source; the peers as installed.
const fromSource = values.source!;
const { extractBuiltins } = await engineModule<typeof import('../src/entities/builtins/index.js')>('src/entities/builtins/index.js', fromSource);
const { loadCorpus } = await engineModule<typeof import('../src/corpus/load.js')>('src/corpus/load.js', fromSource);
const { trainModel } = await engineModule<typeof import('../src/train/train.js')>('src/train/train.js', fromSource);
const { Understander } = await engineModule<typeof import('../src/understander.js')>('src/understander.js', fromSource);
const { trainNlpjsWithBuiltins, NLPJS_BUILTIN_MICROSOFT_VERSION } = await import('./lib/nlpjs-builtins.js');
const { trainNlpjs, NLPJS_VERSION } = await engineModule<typeof import('../src/evaluation/baselines/nlpjs-baseline.js')>('src/evaluation/baselines/nlpjs-baseline.js', fromSource);

type Engine = 'ours' | 'chrono' | 'recognizers';
const ENGINES: Engine[] = ['ours', 'chrono', 'recognizers'];

function read(engine: Engine, c: SuiteCase): string[] | null {
  if (engine === 'ours') return extractBuiltins(c.text, { locale: c.locale, kinds: [c.kind as BuiltinKind], referenceTime: c.referenceTime, timeZone: c.timeZone }).map((s) => s.value);
  // chrono reads dates and times only.
  if (engine === 'chrono') return c.kind === 'datetime' ? chronoValues(c) : null;
  return recognizersValues(c);
}

/** Part 3: understand() p50 and p99 on the restaurant corpus (English, then the other languages) with its builtins, without entities, and raw NLP.js. */
async function engineCost() {
  // The engine's cost of builtins: the restaurant corpus with and without them, and raw NLP.js.
  const rounds = Number(values.rounds);
  const corpus = await loadCorpus(join(ROOT, 'test/fixtures/restaurant-corpus'));
  const statements = ['table for 7 at 8:15pm', 'friday at 7:30pm for 2', 'a table for four tonight at 9', 'book a table the day after tomorrow for six', 'can I book for twelve people on saturday at 8pm', 'cancel my reservation', 'are you open on sunday', 'hello there', 'table for 2 in two hours', 'party of 6 tomorrow evening'];
  const withBuiltins = Understander.fromModel(await trainModel(corpus, { now: new Date('2026-01-01T00:00:00Z') }));
  const plainCorpus = { ...corpus, entities: [], intents: corpus.intents.map((i) => ({ ...i, utterances: i.utterances.map((u) => ({ ...u, spans: [] })) })) };
  const without = Understander.fromModel(await trainModel(plainCorpus, { now: new Date('2026-01-01T00:00:00Z') }));
  const nlpjs = (await trainNlpjs(corpus)).predictor;
  // The yardstick: NLP.js reading numbers and dates the way its docs show (Microsoft's recognizers).
  const nlpjsBuiltins = (await trainNlpjsWithBuiltins(corpus)).predictor;
  const time = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Paris' };
  const engineRows: string[] = [];
  for (const [name, run] of [
    ['ours, number and datetime builtins', (s: string) => withBuiltins.understand(s, time)],
    ['ours, same statements without entities', (s: string) => without.understand(s)],
    [`raw NLP.js ${NLPJS_VERSION}`, (s: string) => nlpjs.predict(s)],
    [`NLP.js ${NLPJS_VERSION} with @nlpjs/builtin-microsoft ${NLPJS_BUILTIN_MICROSOFT_VERSION} (Number, DateTime)`, (s: string) => nlpjsBuiltins.predict(s)],
  ] as const) {
    const t = await timeStatements(statements, rounds, run);
    engineRows.push(`| ${name} | ${(t.p50 * 1000).toFixed(0)} µs | ${(t.p99 * 1000).toFixed(0)} µs |`);
  }
  // The same bot in the other languages (scripts/lib/restaurant-languages.ts): our numerals; dates through our reader
  // in Spanish and French (recognizers-text only for what it cannot account for), chrono-node elsewhere.
  const languageRows: string[] = [];
  const madrid = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Madrid' };
  const stripped = (c: typeof corpus) => ({ ...c, entities: [], intents: c.intents.map((i) => ({ ...i, utterances: i.utterances.map((u) => ({ ...u, spans: [] })) })) });
  for (const l of RESTAURANT_LANGUAGES) {
    const lc = await loadCorpus(l.corpus);
    const withB = Understander.fromModel(await trainModel(lc, { now: new Date('2026-01-01T00:00:00Z') }));
    const plain = Understander.fromModel(await trainModel(stripped(lc), { now: new Date('2026-01-01T00:00:00Z') }));
    const raw = (await trainNlpjs(lc)).predictor;
    const rawBuiltins = (await trainNlpjsWithBuiltins(lc)).predictor;
    const b = await timeStatements(l.statements, rounds, (s: string) => withB.understand(s, madrid));
    const p = await timeStatements(l.statements, rounds, (s: string) => plain.understand(s));
    const n = await timeStatements(l.statements, rounds, (s: string) => raw.predict(s));
    const m = await timeStatements(l.statements, rounds, (s: string) => rawBuiltins.predict(s));
    const us = (x: number) => `${(x * 1000).toFixed(0)} µs`;
    languageRows.push(`| ${l.name} (${l.locale}) | ${us(b.p50)} | ${us(b.p99)} | ${us(p.p50)} | ${us(n.p50)} | ${us(n.p99)} | ${(b.p50 / n.p50).toFixed(2)} | ${us(m.p50)} | ${(b.p50 / m.p50).toFixed(2)} |`);
  }

  return { statements, rounds, engineRows, languageRows };
}

async function main(): Promise<void> {
  if (values['engine-only']) {
    // The engine rows alone: their own section of benchmarks.md ("builtins-engine"), which --write replaces.
    const outcome = publish({ name: 'builtins-engine', body: engineBody(await engineCost()), command: 'npm run bench:builtins -- --engine-only' }, { write: values.write!, doc: values.doc! });
    if (outcome === 'refused') process.exitCode = 1;
    return;
  }
  const missing: MissingFigure[] = [];
  const full = existsSync(values.suites!);
  if (!full) missing.push({ figure: 'accuracy on the public suites', reason: `${shownPath(values.suites!)} not found (make it with scripts/builtins/assemble-suites.ts); the in-repo sample was measured instead` });
  // --locales es,fr, --kinds number,money, --suite duckling|recognizers, --no-peers: a part of the suites, or ours
  // alone (a quicker look while tuning; never for --write).
  const pick = (list: string | undefined) => (list ? new Set(list.split(',')) : null);
  const locales = pick(values.locales);
  const kinds = pick(values.kinds);
  const suites = pick(values.suite);
  const only = locales !== null || kinds !== null || suites !== null || !values.peers;
  if (only && values.write) throw new Error('--locales, --kinds, --suite and --no-peers measure a part: do not --write it');
  const cases: SuiteCase[] = (JSON.parse(readFileSync(full ? values.suites! : SAMPLE, 'utf8')) as SuiteCase[])
    .filter((c) => (!locales || locales.has(c.locale)) && (!kinds || kinds.has(c.kind)) && (!suites || suites.has(c.suite)));
  type Tally = { n: number; right: Record<Engine, number>; asked: Record<Engine, boolean> };
  const tally = (): Tally => ({ n: 0, right: { ours: 0, chrono: 0, recognizers: 0 }, asked: { ours: false, chrono: false, recognizers: false } });
  const rows = new Map<string, Record<Split, Tally>>();
  const cost: Record<Engine, number[]> = { ours: [], chrono: [], recognizers: [] };
  // Ours by the readers a language uses: English grammars; chrono-node and our numerals; recognizers-text beside them.
  const group = (locale: string) => (locale === 'en' ? 'English' : ['es', 'fr', 'zh'].includes(locale) ? 'es, fr, zh' : 'de, pt, it, nl, ja');
  const oursBy = new Map<string, number[]>();
  for (const c of cases) {
    const key = `${c.locale === 'en' ? '0' : '1'}${c.suite}\u0000${c.locale}\u0000${c.kind}`;
    const both = rows.get(key) ?? { dev: tally(), check: tally() };
    const row = both[splitOf(c.text)];
    row.n++;
    for (const engine of values.peers ? ENGINES : (['ours'] as Engine[])) {
      const t0 = performance.now();
      let found: string[] | null;
      try { found = read(engine, c); } catch { found = []; }
      const ms = performance.now() - t0;
      if (found === null) continue;
      cost[engine].push(ms);
      if (engine === 'ours') { const g = group(c.locale); oursBy.set(g, [...(oursBy.get(g) ?? []), ms]); }
      row.asked[engine] = true;
      if (isRight(c, found)) row.right[engine]++;
    }
    rows.set(key, both);
  }
  const pct = (right: number, n: number) => (n === 0 ? '—' : `${((100 * right) / n).toFixed(1)} %`);
  const suiteName = (s: string) => (s === 'duckling' ? "Duckling's corpus" : "Recognizers-Text's specs");
  const cells = (r: Tally) => `${r.n} | **${pct(r.right.ours, r.n)}** | ${r.asked.chrono ? pct(r.right.chrono, r.n) : '—'} | ${r.asked.recognizers || r.n === 0 ? pct(r.right.recognizers, r.n) : '—'}`;
  const table = [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, r]) => {
    const [suite, locale, kind] = key.slice(1).split('\u0000');
    return `| ${suiteName(suite!)} | ${locale} | ${kind} | ${cells(r.dev)} | ${cells(r.check)} |`;
  });
  const row = (name: string, times: number[]) => { const t = [...times].sort((a, b) => a - b); return `| ${name} | ${t.length} | ${(percentile(t, 50) * 1000).toFixed(0)} µs | ${(percentile(t, 99) * 1000).toFixed(0)} µs |`; };
  const latency = [
    ...ENGINES.filter((e) => cost[e].length > 0).map((e) => row(e === 'ours' ? 'ours, extractBuiltins()' : e === 'chrono' ? 'chrono-node (datetime cases)' : 'recognizers-text-suite', cost[e])),
    ...[...oursBy.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([g, t]) => row(`ours, ${g} cases`, t)),
  ];

  if (only) { console.log([...table, '', ...latency].join('\n')); return; }

  const engine = await engineCost();

  const body = [
    '',
    `Measured by \`npm run bench:builtins\` on ${machineLine()}. ${full ? `Cases: ${cases.length}, from Duckling's corpus files (BSD; English and es, fr, de, pt, it, nl, ja, zh: every kind each language's files hold) and Recognizers-Text's specs (MIT; likewise), turned into our value forms by \`scripts/builtins/assemble-suites.ts\` (the suites stay outside the repository). In English every kind is our own grammar. In the other languages numbers, ordinals and money are our own numeral grammars (src/entities/builtins/numerals/), percentages, temperatures, distances and durations those amounts with each language's unit words (units-intl.ts), phones the English reader with each language's extension words; dates and times in German, Dutch, French, Italian, Portuguese and Japanese are our English grammar reading a gloss of the statement (datetime-gloss.ts, gloss-<locale>.ts), the other readers asked only when it finds nothing; in Spanish (and French where the gloss finds nothing) our own reader of the common phrases (datetime-intl.ts) when it accounts for every date word of the statement, else, as in Chinese, recognizers-text's date-time package with chrono-node's spans added where it found none (datetime-recognizers.ts, datetime-chrono.ts), then in Spanish the gloss's; all behind our contract. Every case is in one split by a hash of its text (scripts/builtins/score.ts): \`dev\` (two thirds) is what the grammars were tuned on, \`check\` (one third) was only read to report.` : `Cases: the ${cases.length}-case sample in test/fixtures/builtins (not the published figures).`} A case is right when a span of its kind has a value the case accepts: where the peer's convention differs from ours only in form (an interval's end exclusive or inclusive, 90 minutes as PT90M or PT1H30M, a time of day without its date, a length in another unit: "5 ft 2 in" as 62 in or 5.166… ft, a duration of mixed units in Duckling's seconds: "P1Y2DT3H4S" as P367DT3H4S), both forms count; where it differs in substance (Recognizers-Text's evening is 16–20, ours and Duckling's 18–24; "next 3 hours" from now or from the next hour) the suite's own reading is the only one. Recognizers-Text's French date specs are mostly untestable: 704 of the 892 cases of its Specs/DateTime/French/DateTimeModel.json give no reference time and are marked unsupported by every implementation, .NET's included (their values were computed against times the spec does not give, "Commençons dans 3 minutes" → 2018-05-29T00:03), so every reader, ours and the peers, passes them only by chance; they are counted as they are (scripts/experiments/rt-reference-less.ts counts them). chrono-node reads dates and times only; recognizers-text is counted right when any of the readings it offers for a span is accepted, ours give one reading per span.`,
    '',
    '| suite | locale | kind | dev cases | ours | chrono-node 2.10.3 | recognizers-text-suite 1.3.1 | check cases | ours | chrono-node | recognizers-text |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...table,
    '',
    'Cost of one call on those cases (same run, one process):',
    '',
    '| reader | calls | p50 | p99 |',
    '|---|---|---|---|',
    ...latency,
    '',
  ].join('\n');
  const outcome = publish({ name: 'builtins', body, command: 'npm run bench:builtins' }, { write: values.write!, doc: values.doc!, missing });
  const engineOutcome = publish({ name: 'builtins-engine', body: engineBody(engine), command: 'npm run bench:builtins' }, { write: values.write!, doc: values.doc!, missing });
  if (outcome === 'refused' || engineOutcome === 'refused') process.exitCode = 1;
}

/** The engine's cost with builtins, in English and in the other languages (part 3). */
function engineBody(e: Awaited<ReturnType<typeof engineCost>>): string {
  return [
    '',
    `Measured by \`npm run bench:builtins\` (or \`-- --engine-only\`, this section alone) on ${machineLine()}. The engine with builtins: \`understand()\` on the restaurant corpus (test/fixtures/restaurant-corpus), ${e.statements.length} statements × ${e.rounds} rounds after a warm-up, reference time and zone given; ours compiled by tsc as \`npm run build\` publishes it (scripts/lib/built.ts), NLP.js as installed:`,
    '',
    '| engine | p50 | p99 |',
    '|---|---|---|',
    ...e.engineRows,
    '',
    'Raw NLP.js reads no date: the yardstick for an engine that does is NLP.js with the builtin extractor its docs add for numbers and dates, `@nlpjs/builtin-microsoft` (Microsoft\'s Recognizers-Text, limited here to the Number and DateTime kinds this bot uses; scripts/lib/nlpjs-builtins.ts). It reads dates in English, Spanish, French and Chinese (in German, Italian, Dutch and Japanese numbers only, so its row there times less work than ours), and it counts the numbers inside a time ("8:15pm" also gives the number 8), which ours does not.',
    '',
    `The same bot in the other languages (test/fixtures/languages/restaurante.yaml and restaurant-<locale>.yaml; ten statements each, scripts/lib/restaurant-languages.ts) × ${e.rounds} rounds: numbers through our numerals; dates through the English grammar over a gloss (de, nl, fr, it, pt, ja) or our own reader (es), recognizers-text and chrono-node only for a statement they leave a date word of unread. Ours, raw NLP.js (with its language package) and NLP.js with builtin-microsoft in the same run:`,
    '',
    `| language | ours, number and datetime builtins p50 | p99 | ours, same statements without entities p50 | raw NLP.js ${NLPJS_VERSION} p50 | p99 | ours / raw NLP.js at p50 | NLP.js with builtin-microsoft (Number, DateTime) p50 | ours / NLP.js with builtins at p50 |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...e.languageRows,
    '',
  ].join('\n');
}

await main();
