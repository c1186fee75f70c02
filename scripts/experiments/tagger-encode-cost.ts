/**
 * Experiment: CPU time of the tagger's encoder alone (encodeSentences) on the default corpus's tagger examples, cold and
 * warm, for comparing two trees (docs/training.md, "Sixth pass"). ROOT is a checkout of the repository (default: this one):
 *
 *   npx tsx scripts/experiments/tagger-encode-cost.ts [ROOT]
 *
 * Prints the first three encodings' CPU milliseconds together (the code running cold, as in a fresh training) and the
 * median of the next ten (warm). Run it from each tree alternately, in fresh processes.
 */
import { resolve } from 'node:path';

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..', '..'));
const { loadCorpus } = await import(`${root}/src/corpus/load.js`);
const { taggerExamples } = await import(`${root}/src/entities/tagger/tagger-examples.js`);
const { encodeSentences } = await import(`${root}/src/entities/tagger/encode-sentences.js`);
const examples = taggerExamples(await loadCorpus(`${root}/corpus`), true, 0.5, 1);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const times: number[] = [];
for (let r = 0; r < 13; r++) { const at = cpu(); encodeSentences(examples); times.push(cpu() - at); }
const warm = times.slice(3).sort((a, b) => a - b);
console.log(JSON.stringify({ root, examples: examples.length, firstThreeMs: Math.round(times[0]! + times[1]! + times[2]!), warmMedianMs: Number(((warm[4]! + warm[5]!) / 2).toFixed(1)) }));
