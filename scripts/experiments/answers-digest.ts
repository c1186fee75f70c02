/**
 * A digest of every answer (understandSync() and details(), with and without a reference time) of models trained
 * on the restaurant corpus and on xsid-<lang> train splits (first of 5 folds), over their statements: the same
 * digest before and after a speed change says the answers did not move.
 * With --restaurants, also the restaurant bot in every other language (scripts/lib/restaurant-languages.ts: a number
 * and a datetime builtin), over its utterances and bench:builtins' statements.
 *   npx tsx scripts/experiments/answers-digest.ts [en,kk,zh,de] [--verbose] [--restaurants]
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { loadCorpus } from '../../src/corpus/load.js';
import { corpusItems, subCorpus } from '../../src/evaluation/examples.js';
import { DEFAULT_SEED, stratifiedFolds } from '../../src/evaluation/folds.js';
import { engineTrainer } from '../../src/evaluation/engine-adapter.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { RESTAURANT_LANGUAGES } from '../lib/restaurant-languages.js';

const ROOT = join(import.meta.dirname, '../..');
const languages = (process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'en,kk,zh,de').split(',').filter(Boolean);
const verbose = process.argv.includes('--verbose');
const time = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Paris' };

function digest(name: string, u: Understander, texts: readonly string[]): void {
  const hash = createHash('sha256');
  for (const t of texts) {
    const a = JSON.stringify([u.understandSync(t, time), u.detailsSync(t, { ...time, explain: true })]);
    // Without a reference time the datetime values move with the clock: only their shape is compared.
    const b = JSON.stringify(u.understandSync(t)).replace(/\d{4}-\d\d-\d\d[T\d:+.-]*/g, 'D');
    hash.update(a).update(b);
    if (verbose) console.log(a);
  }
  console.log(name, texts.length, hash.digest('hex').slice(0, 16));
}

const restaurant = await loadCorpus(join(ROOT, 'test/fixtures/restaurant-corpus'));
const extra = ['table for 7 at 8:15pm', 'friday at 7:30pm for 2', 'a table for four tonight at 9', 'book a table the day after tomorrow for six', 'can I book for twelve people on saturday at 8pm', 'cancel my reservation', 'are you open on sunday', 'hello there', 'table for 2 in two hours', 'party of 6 tomorrow evening', 'from 3 to 5pm next friday', 'in two weeks at noon', 'the 3rd of march for 20 people', '$50 for 3 on 12/24'];
digest('restaurant', Understander.fromModel(await trainModel(restaurant, { now: new Date('2026-01-01T00:00:00Z') })), [...restaurant.intents.flatMap((i) => i.utterances.map((u) => u.text)), ...extra]);
if (process.argv.includes('--restaurants')) {
  for (const l of RESTAURANT_LANGUAGES) {
    const corpus = await loadCorpus(l.corpus);
    digest(`restaurant-${l.locale}`, Understander.fromModel(await trainModel(corpus, { now: new Date('2026-01-01T00:00:00Z') })), [...corpus.intents.flatMap((i) => i.utterances.map((u) => u.text)), ...l.statements]);
  }
}
for (const language of languages) {
  const corpus = await loadCorpus(join(process.env.NLU_DATASETS ?? join(ROOT, '../shared/datasets'), `xsid-${language}`, 'train.jsonl'));
  const items = corpusItems(corpus);
  const foldOf = stratifiedFolds(items.map((i) => i.example.intent), 5, DEFAULT_SEED);
  let trained: Understander | null = null;
  await engineTrainer({ outOfScopeShare: 0 }, undefined, (u) => { trained = u; })(subCorpus(corpus, items.filter((_, k) => foldOf[k] !== 0)));
  digest(`xsid-${language}`, trained as unknown as Understander, items.map((i) => i.example.text));
}
