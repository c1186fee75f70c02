// Measures Understander.load() and understand() on a model file: tsx … <model.json> <statements.jsonl>
import { readFileSync } from 'node:fs';
import { Understander } from '../../src/understander.js';
const [modelPath, dataPath] = process.argv.slice(2) as [string, string];
const t0 = performance.now();
const u = await Understander.load(modelPath);
const loadMs = performance.now() - t0;
const texts = readFileSync(dataPath, 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text);
for (const t of texts.slice(0, 500)) u.understandSync(t);
const lat: number[] = [];
for (const t of texts) { const s = performance.now(); u.understandSync(t); lat.push(performance.now() - s); }
lat.sort((a, b) => a - b);
console.log(`load ${loadMs.toFixed(0)} ms; p50 ${lat[Math.floor(lat.length / 2)]!.toFixed(3)} ms; p99 ${lat[Math.floor(lat.length * 0.99)]!.toFixed(3)} ms; ${(1000 * lat.length / lat.reduce((a, b) => a + b, 0)).toFixed(0)} statements/s`);
