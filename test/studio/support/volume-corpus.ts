/**
 * A corpus of a real bot's volume, made on demand (never checked in): `intents` intents of `perIntent`
 * utterances each (20 000 by default: 200 × 100), about a third of them annotated with a list entity
 * (cuisine) or a regex entity (bookingRef), one file per intent as the default corpus is laid out, plus
 * out-of-scope examples. Deterministic: the same arguments write the same files. The studio's volume tests
 * and `npm run bench:studio` both build their corpus with it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface VolumeCorpusOptions {
  intents?: number;
  perIntent?: number;
  outOfScope?: number;
}

const TOPICS = ['table', 'menu', 'delivery', 'payment', 'allergy', 'party', 'voucher', 'opening', 'parking', 'takeaway', 'wine', 'dessert', 'breakfast', 'lunch', 'dinner', 'staff', 'music', 'terrace', 'kids', 'pets'];
const ACTIONS = ['book', 'cancel', 'change', 'ask about', 'complain about', 'confirm', 'pay for', 'review', 'order', 'find'];
const OPENERS = ['can I', 'I want to', 'I would like to', 'please', 'help me', 'is it possible to', 'how do I', 'could you', 'I need to', 'let me'];
const TAILS = ['today', 'tonight', 'this weekend', 'for tomorrow', 'right now', 'next friday', 'for two people', 'for my family', 'asap', 'later'];
const CUISINES = ['italian', 'thai', 'mexican', 'indian', 'japanese', 'greek', 'french', 'vegan', 'chinese', 'lebanese'];
export const VOLUME_OUT_OF_SCOPE = ['what is the weather like', 'play some jazz', 'who won the match', 'tell me a joke', 'set an alarm'];

/** The id and name of the n-th intent (from 0): "book-table-0" / "bookTable0". */
export function volumeIntent(n: number): { id: string; name: string } {
  const action = ACTIONS[n % ACTIONS.length]!;
  const topic = TOPICS[Math.floor(n / ACTIONS.length) % TOPICS.length]!;
  const words = [...action.split(' '), topic];
  const round = Math.floor(n / (ACTIONS.length * TOPICS.length));
  return {
    id: `${words.join('-')}-${round}`,
    name: `${words[0]}${words.slice(1).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}${round}`,
  };
}

/** The file of the n-th intent, inside the corpus folder: "intents/0042-book-delivery-0.yaml". */
export function volumeFile(n: number): string {
  return `intents/${String(n).padStart(4, '0')}-${volumeIntent(n).id}.yaml`;
}

/** The j-th utterance (from 0) of the n-th intent: unique within the corpus. */
export function volumeUtterance(n: number, j: number): string {
  const action = ACTIONS[n % ACTIONS.length]!;
  const topic = TOPICS[Math.floor(n / ACTIONS.length) % TOPICS.length]!;
  const opener = OPENERS[j % OPENERS.length]!;
  const tail = TAILS[Math.floor(j / OPENERS.length) % TAILS.length]!;
  const serial = `${n}-${j}`;
  if (j % 3 === 1) return `${opener} ${action} the ${topic} for [${CUISINES[(n + j) % CUISINES.length]}](cuisine) food ${tail} (${serial})`;
  if (j % 3 === 2) return `${opener} ${action} my ${topic} booking [R${String(100000 + n * 1000 + j)}](bookingRef) ${tail} (${serial})`;
  return `${opener} ${action} the ${topic} ${tail} (${serial})`;
}

/** Writes the corpus folder `dir` (made if missing); answers how many utterances it holds. */
export function writeVolumeCorpus(dir: string, options: VolumeCorpusOptions = {}): number {
  const intents = options.intents ?? 200;
  const perIntent = options.perIntent ?? 100;
  const outOfScope = options.outOfScope ?? VOLUME_OUT_OF_SCOPE.length;
  mkdirSync(join(dir, 'intents'), { recursive: true });
  writeFileSync(join(dir, 'entities.yaml'), [
    'locale: en',
    'entities:',
    '  cuisine:',
    '    type: list',
    '    values:',
    ...CUISINES.map((c) => `      - value: ${c}\n        synonyms: []`),
    '  bookingRef:',
    '    type: regex',
    "    pattern: '\\bR\\d{6}\\b'",
    '',
  ].join('\n'));
  for (let n = 0; n < intents; n++) {
    const { id, name } = volumeIntent(n);
    const lines = ['intents:', `  - id: ${id}`, `    name: ${name}`, '    utterances:'];
    for (let j = 0; j < perIntent; j++) lines.push(`      - ${JSON.stringify(volumeUtterance(n, j))}`);
    writeFileSync(join(dir, volumeFile(n)), `${lines.join('\n')}\n`);
  }
  const oos = Array.from({ length: outOfScope }, (_, k) => `${VOLUME_OUT_OF_SCOPE[k % VOLUME_OUT_OF_SCOPE.length]}${k < VOLUME_OUT_OF_SCOPE.length ? '' : ` ${k}`}`);
  writeFileSync(join(dir, 'out-of-scope.yaml'), `outOfScope:\n${oos.map((s) => `  - ${JSON.stringify(s)}`).join('\n')}\n`);
  return intents * perIntent;
}
