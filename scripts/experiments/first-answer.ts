/**
 * Where a model's load and its first answers go, each in fresh processes (medians over the runs; wall and CPU
 * time, the machine being shared): the load stage by stage (reading the file, JSON.parse, the schema's check,
 * then what the Understander's constructor builds), the first answer, the next ones, and the steady p50 (the
 * statements three times, as bench:training measures it). `--warm N` answers N other statements between the
 * load and the first measured one: what a warm-up at load would cost and save (docs/training.md).
 * `--stages` times the constructor's parts instead (each cold, as the constructor meets them; the constructor then
 * runs warm and is not reported). Also: the collector's pauses inside the first answer (`first answer gc`), and the
 * first answer of the same model loaded again in the same process (`first, warm code`: every structure the model
 * builds is new, the code has run): what is left of a first answer once V8 has compiled and run the code.
 *   npx tsx scripts/experiments/first-answer.ts <model.json> <statements .jsonl|.json> [--runs 7] [--warm N] [--stages]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { median } from '../lib/bench-stats.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '7' }, stages: { type: 'boolean', default: false }, warm: { type: 'string', default: '0' }, child: { type: 'boolean', default: false } } });
const [modelPath, dataPath] = positionals as [string, string];

/** Statements: a JSON array of strings, or JSON lines with a `text` field. */
function statementsOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  if (text.trimStart().startsWith('[')) return JSON.parse(text) as string[];
  return text.split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text);
}

const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

async function child(): Promise<Record<string, number>> {
  const statements = statementsOf(dataPath);
  const { PerformanceObserver } = await import('node:perf_hooks');
  const pauses: Array<{ start: number; duration: number }> = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) pauses.push({ start: e.startTime, duration: e.duration }); }).observe({ entryTypes: ['gc'] });
  // Imported before the clock starts: bench:training's child has the engine's modules loaded too.
  const { readFile } = await import('node:fs/promises');
  const { parseModel } = await import('../../src/model/read.js');
  const { Understander } = await import('../../src/understander.js');
  const figures: Record<string, number> = {};
  const time = <T>(name: string, work: () => T): T => {
    const c = cpuMs();
    const t = performance.now();
    const result = work();
    figures[name] = performance.now() - t;
    figures[`${name} cpu`] = cpuMs() - c;
    return result;
  };
  const c0 = cpuMs();
  const t0 = performance.now();
  const text = await readFile(modelPath, 'utf8');
  figures['read file'] = performance.now() - t0;
  const data = time('JSON.parse', () => JSON.parse(text) as unknown);
  const model = time('schema check', () => parseModel(data));
  if (values.stages) {
    const { textPipeline } = await import('../../src/text/languages.js');
    const { IntentClassifier } = await import('../../src/intent/intent-classifier.js');
    const { EntityExtractor } = await import('../../src/entities/entity-extractor.js');
    const { unpackExactMatches } = await import('../../src/model/exact-matches.js');
    const { unpackFrames } = await import('../../src/model/pack-frames.js');
    const { FIXED_TOKENS } = await import('../../src/decision/frame-model.js');
    const text = time('text pipeline', () => textPipeline(model.locale));
    time('classifier', () => new IntentClassifier(model.classifier, text));
    time('entities+tagger', () => new EntityExtractor(model.entities, model.tagger, model.notTypoWords ?? null, text));
    time('exact matches', () => unpackExactMatches(model.exactMatches));
    time('frames', () => unpackFrames(model.frames, FIXED_TOKENS.length));
  }
  // fromModel() checks again (about the schema check's time): the constructor alone is the rest of load().
  const understander = time('construct', () => Understander.fromModel(data));
  if (values.stages) {
    delete figures['construct'];
  } else {
    figures['construct'] = figures['construct']! - figures['schema check']!;
    figures['construct cpu'] = figures['construct cpu']! - figures['schema check cpu']!;
    figures['load (sum)'] = performance.now() - t0 - figures['schema check']!;
    figures['load (sum) cpu'] = cpuMs() - c0 - figures['schema check cpu']!;
  }
  const warm = Number(values.warm);
  time('warm-up', () => { for (const s of statements.slice(statements.length - warm)) if (warm > 0) understander.understandSync(s); });
  const firstFrom = performance.now();
  time('first answer', () => understander.understandSync(statements[0]!));
  const firstTo = performance.now();
  time('answers 2-10', () => { for (const s of statements.slice(1, 10)) understander.understandSync(s); });
  const latencies: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const s of statements.slice(0, 1000)) {
      const t = performance.now();
      understander.understandSync(s);
      latencies.push(performance.now() - t);
    }
  }
  latencies.sort((a, b) => a - b);
  figures['steady p50'] = latencies[latencies.length >> 1]!;
  const again = Understander.fromModel(JSON.parse(text) as unknown);
  time('first, warm code', () => again.understandSync(statements[0]!));
  await new Promise((done) => setTimeout(done, 10));
  figures['first answer gc'] = pauses.filter((p) => p.start >= firstFrom && p.start < firstTo).reduce((sum, p) => sum + p.duration, 0);
  return figures;
}

if (values.child) {
  process.stdout.write(JSON.stringify(await child()));
} else {
  const runs: Array<Record<string, number>> = [];
  for (let r = 0; r < Number(values.runs); r++) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, modelPath, dataPath, '--child', '--warm', values.warm!, ...(values.stages ? ['--stages'] : [])], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    runs.push(JSON.parse(out) as Record<string, number>);
  }
  const names = Object.keys(runs[0]!).filter((n) => !n.endsWith(' cpu'));
  console.log(`${modelPath}: medians of ${runs.length} fresh processes${Number(values.warm) > 0 ? `, ${values.warm} statements answered before the first` : ''} (ms; CPU time in brackets)`);
  for (const name of names) {
    const wall = median(runs.map((f) => f[name]!));
    const cpu = runs[0]![`${name} cpu`] === undefined ? '' : ` (${median(runs.map((f) => f[`${name} cpu`]!)).toFixed(name === 'steady p50' ? 3 : 1)})`;
    console.log(`  ${name.padEnd(16)} ${wall.toFixed(name === 'steady p50' ? 3 : 1)}${cpu}`);
  }
  const ratio = median(runs.map((f) => f['first answer']! / f['steady p50']!));
  console.log(`  first answer / steady p50: ${ratio.toFixed(0)}×`);
}
