/**
 * Experiment (issue 34, docs/training.md "Third pass"): the default corpus's figures of docs/benchmarks.md's core
 * section that the decision's fold models can move (held-out intent accuracy, gibberish matched, atis test
 * unmatched), and the decision the model learned, without the timing rounds of `npm run bench`: to compare a
 * change to the fold models with the tree before it. Training time and CPU are printed too (one thread).
 *
 *   npx tsx scripts/experiments/default-corpus-decision.ts [corpus] [--data-dir ../shared/datasets]
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpus } from '../../src/corpus/load.js';
import { gibberishMatchedShare } from '../../src/evaluation/gibberish.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string', default: join(import.meta.dirname, '..', '..', '..', 'shared', 'datasets') } } });
const corpusPath = positionals[0] ?? 'corpus';
const corpus = await loadCorpus(corpusPath);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const t0 = performance.now();
const c0 = cpu();
const model = await trainModel(corpus, { parallel: false, now: new Date(0) });
console.log(`training: ${((performance.now() - t0) / 1000).toFixed(2)} s wall, ${(cpu() - c0).toFixed(2)} s CPU (one thread)`);
const u = Understander.fromModel(JSON.parse(JSON.stringify(model)));
const heldOut = await loadCorpus('test/fixtures/shop-heldout.yaml');
const tests = [...heldOut.intents.flatMap((i) => i.utterances.map((x) => ({ text: x.text, intent: i.name as string | null }))), ...heldOut.outOfScope.map((x) => ({ text: x.text, intent: null }))];
const answers = tests.map((t) => u.understandSync(t.text).intentName);
const right = tests.filter((t, k) => answers[k] === t.intent).length;
const gibberish = await gibberishMatchedShare(async (text) => u.understandSync(text).intentName !== null, 600, 2026);
const foreignPath = join(values['data-dir']!, 'atis', 'test.jsonl');
const foreign = existsSync(foreignPath) ? readFileSync(foreignPath, 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text) : [];
const foreignAnswers = foreign.map((text) => u.understandSync(text).intentName);
const digest = createHash('sha256').update(JSON.stringify([answers, foreignAnswers])).digest('hex').slice(0, 16);
const pct = (n: number) => `${(100 * n).toFixed(1)} %`;
console.log(`held-out intent accuracy ${pct(right / tests.length)} (${right}/${tests.length}), gibberish matched ${pct(gibberish)}, atis test unmatched ${foreign.length ? pct(foreignAnswers.filter((a) => a === null).length / foreign.length) : '—'}; answers digest ${digest}`);
console.log(`decision: cutoff ${model.decision.cutoff}, weights ${model.decision.detector?.weights.map((w) => w.toFixed(3)).join(' ')}`);
