/**
 * What a model reload costs the server (docs/http.md, "Reloading the model without a restart"): the median time
 * of ModelReloader.reload() (read, check, swap) over 30 reloads of one file, and the heap before and after them.
 *   node --expose-gc --import tsx scripts/experiments/reload.ts <model.json>
 */
import { ModelReloader } from '../../src/http/model-reloader.js';
import { UnderstanderSlot } from '../../src/http/readiness.js';
import { Understander } from '../../src/understander.js';

const path = process.argv[2];
if (!path || !global.gc) throw new Error('usage: node --expose-gc --import tsx scripts/experiments/reload.ts <model.json>');
const RELOADS = 30;
const slot = new UnderstanderSlot(await Understander.load(path), () => {});
const reloader = new ModelReloader({ path, load: (file) => Understander.load(file), slot, log: { info() {}, error() {} } });
slot.get()!.understandSync!('where is my order');
global.gc();
const heapBefore = process.memoryUsage().heapUsed;
const times: number[] = [];
for (let i = 0; i < RELOADS; i++) {
  const start = performance.now();
  const outcome = await reloader.reload('SIGHUP');
  times.push(performance.now() - start);
  if (!outcome.reloaded) throw new Error(`reload refused: ${outcome.refused.message}`);
  slot.get()!.understandSync!('where is my order');
}
global.gc();
times.sort((a, b) => a - b);
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
console.log(`${RELOADS} reloads of ${path}: median ${times[RELOADS >> 1]!.toFixed(1)} ms; heap ${mib(heapBefore)} -> ${mib(process.memoryUsage().heapUsed)} MiB`);
