/**
 * Experiment (issue 34, docs/training.md "Retraining after a small edit"): is a quick retraining (quick-retrain.ts:
 * the calibration and the decision kept from the last full training, the final classifier and the tagger trained
 * again) as good as a full one? For each corpus, an edit is simulated: `k` of its utterances (a seeded draw) are
 * left out of the "before" corpus, which is trained in full; then the whole corpus is trained twice, quickly from
 * "before" and in full. Both are scored on a dev set (never a test split: the valid split where the data set has
 * one, else a seeded fifth of its train split held out), at the out-of-scope share the data set's dev set has
 * (0 when it has none, as bench:accuracy measures), with the stale "before" model beside them.
 *
 *   npx tsx scripts/experiments/quick-retrain.ts [--data-dir ../shared/datasets] [--sets a,b] [--seeds 2]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpus } from '../../src/corpus/load.js';
import type { Corpus } from '../../src/corpus/types.js';
import { loadDataset } from '../../src/evaluation/benchmark/load-dataset.js';
import { seededRandom, shuffleInPlace } from '../../src/intent/random.js';
import type { ModelFile } from '../../src/model/schema.js';
import { MAX_CHANGED, QUICK_EDIT_SHARE } from '../../src/train/quick-retrain.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';

const { values } = parseArgs({ options: {
  'data-dir': { type: 'string', default: join(import.meta.dirname, '..', '..', '..', 'shared', 'datasets') },
  sets: { type: 'string', default: 'default,braun-askubuntu,braun-webapps,braun-chatbot,banking77-id-oos-10,banking77-id-oos-20' },
  seeds: { type: 'string', default: '2' },
} });
const dataDir = values['data-dir']!;

interface Dev { text: string; intent: string | null }

/** A corpus and its dev set: the valid split, else a seeded fifth of each intent's train utterances. */
async function corpusAndDev(name: string): Promise<{ train: Corpus; dev: Dev[] }> {
  if (name === 'default') {
    const heldOut = await loadCorpus('test/fixtures/shop-heldout.yaml');
    return { train: await loadCorpus('corpus'), dev: devOf(heldOut) };
  }
  if (name.startsWith('banking77-id-oos')) {
    const { train, test } = await loadDataset(dataDir, name, 'valid');
    return { train, dev: devOf(test) };
  }
  const { train } = await loadDataset(dataDir, name);
  const random = seededRandom(7);
  const dev: Dev[] = [];
  const intents = train.intents.map((intent) => {
    const order = shuffleInPlace(intent.utterances.map((_, k) => k), random);
    const held = new Set(order.slice(0, Math.floor(intent.utterances.length / 5)));
    for (const k of held) dev.push({ text: intent.utterances[k]!.text, intent: intent.name });
    return { ...intent, utterances: intent.utterances.filter((_, k) => !held.has(k)) };
  });
  return { train: { ...train, intents }, dev };
}

function devOf(c: Corpus): Dev[] {
  return [...c.intents.flatMap((i) => i.utterances.map((u) => ({ text: u.text, intent: i.name as string | null }))), ...c.outOfScope.map((u) => ({ text: u.text, intent: null }))];
}

/** The corpus without `k` utterances (a seeded draw over every intent's), as it was before they were added. */
function without(corpus: Corpus, k: number, seed: number): Corpus {
  const all = corpus.intents.flatMap((intent, i) => intent.utterances.map((_, u) => `${i}:${u}`));
  const left = new Set(shuffleInPlace(all, seededRandom(seed)).slice(0, k));
  return { ...corpus, intents: corpus.intents.map((intent, i) => ({ ...intent, utterances: intent.utterances.filter((_, u) => !left.has(`${i}:${u}`)) })) };
}

function score(model: ModelFile, dev: Dev[]): { answers: Array<string | null>; accuracy: number; inScope: number; oosRecall: number | null } {
  const u = Understander.fromModel(JSON.parse(JSON.stringify(model)) as ModelFile);
  const answers = dev.map((d) => u.understandSync(d.text).intentName);
  const right = (k: number) => answers[k] === dev[k]!.intent;
  const ins = dev.map((d, k) => k).filter((k) => dev[k]!.intent !== null);
  const oos = dev.map((d, k) => k).filter((k) => dev[k]!.intent === null);
  return { answers, accuracy: dev.filter((_, k) => right(k)).length / dev.length, inScope: ins.filter(right).length / ins.length, oosRecall: oos.length ? oos.filter(right).length / oos.length : null };
}

const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const pct = (x: number | null) => (x === null ? '—' : (100 * x).toFixed(1));
console.log('| corpus | utterances | edit | seed | before (stale) acc / in / oos | full acc / in / oos | quick acc / in / oos | quick − full acc | answers as full | CPU full / quick (s) |');
console.log('| --- | ---: | ---: | ---: | --- | --- | --- | ---: | ---: | --- |');
const deltas: number[] = [];
const stale: number[] = [];
for (const name of values.sets!.split(',')) {
  const { train, dev } = await corpusAndDev(name);
  const share = dev.some((d) => d.intent === null) ? 0.5 : 0;
  const total = train.intents.reduce((n, i) => n + i.utterances.length, 0) + train.outOfScope.length;
  const largest = Math.min(MAX_CHANGED, Math.max(1, Math.floor(QUICK_EDIT_SHARE * total)));
  const now = new Date(0);
  let c = cpu();
  const full = await trainModel(train, { parallel: false, now, outOfScopeShare: share });
  const fullCpu = cpu() - c;
  const fullScore = score(full, dev);
  for (const k of [...new Set([1, largest])]) {
    for (let seed = 1; seed <= Number(values.seeds); seed++) {
      const before = without(train, k, seed);
      const beforeModel = await trainModel(before, { parallel: false, now, outOfScopeShare: share });
      c = cpu();
      const quick = await trainModel(train, { parallel: false, now, outOfScopeShare: share, previous: { corpus: before, model: beforeModel } });
      const quickCpu = cpu() - c;
      if (quick.decision.keptFrom === undefined) throw new Error(`${name}: edit of ${k} was not trained quickly`);
      const b = score(beforeModel, dev);
      const q = score(quick, dev);
      const same = q.answers.filter((a, i) => a === fullScore.answers[i]).length / dev.length;
      deltas.push(q.accuracy - fullScore.accuracy);
      stale.push(b.accuracy - fullScore.accuracy);
      const fig = (s: ReturnType<typeof score>) => `${pct(s.accuracy)} / ${pct(s.inScope)} / ${pct(s.oosRecall)}`;
      console.log(`| ${name} | ${total} | ${k} | ${seed} | ${fig(b)} | ${fig(fullScore)} | ${fig(q)} | ${(100 * (q.accuracy - fullScore.accuracy)).toFixed(1)} | ${pct(same)} % | ${fullCpu.toFixed(2)} / ${quickCpu.toFixed(2)} |`);
    }
  }
}
const mean = (xs: number[]) => (100 * xs.reduce((a, b) => a + b, 0)) / xs.length;
const meanAbs = (xs: number[]) => mean(xs.map(Math.abs));
const sorted = [...deltas].sort((a, b) => a - b);
console.log(`\nquick − full accuracy over ${deltas.length} edits (points): mean ${mean(deltas).toFixed(2)}, mean |·| ${meanAbs(deltas).toFixed(2)}, min ${(100 * sorted[0]!).toFixed(1)}, max ${(100 * sorted.at(-1)!).toFixed(1)}; stale (no retraining) − full: mean |·| ${meanAbs(stale).toFixed(2)}`);
