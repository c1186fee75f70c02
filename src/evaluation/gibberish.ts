import { seededRandom } from '../intent/random.js';

/** The kinds of nonsense a bot receives: a hand run over the keyboard, random letters, made-up words. */
export type GibberishKind = 'keyboard-mash' | 'random-letters' | 'unknown-word-salad';

export interface GibberishStatement {
  text: string;
  kind: GibberishKind;
}

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ONSETS = ['b', 'bl', 'br', 'd', 'dr', 'f', 'fl', 'g', 'gl', 'gr', 'k', 'kl', 'l', 'm', 'n', 'p', 'pl', 'pr', 'r', 's', 'sk', 'sn', 'st', 't', 'tr', 'v', 'z', 'zh', 'qu', 'sp'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'oo', 'ee', 'ai', 'ou', 'y'];
const CODAS = ['', '', 'b', 'd', 'g', 'k', 'l', 'm', 'n', 'p', 'rd', 'sk', 'nt', 'x', 'zz', 'ff', 'rp'];
// Glue words a salad may carry ("the blorf of snimble"): the noise a bot sees is rarely without them.
const GLUE = ['the', 'a', 'of', 'to', 'my', 'is', 'and', 'in', 'it', 'you', 'i', 'for', 'with', 'some', 'this'];

/** A run of a hand over one or two keyboard rows, as in "asdkjh" or "qwpoeiru". */
function keyboardWord(random: () => number): string {
  // Four letters or more, as the random letters below: shorter draws are too often a real word ("low", "ask").
  const length = 4 + Math.floor(random() * 6);
  let row = KEYBOARD_ROWS[Math.floor(random() * KEYBOARD_ROWS.length)]!;
  let at = Math.floor(random() * row.length);
  let out = '';
  for (let i = 0; i < length; i++) {
    if (random() < 0.15) row = KEYBOARD_ROWS[Math.floor(random() * KEYBOARD_ROWS.length)]!;
    at = Math.max(0, Math.min(row.length - 1, at + Math.floor(random() * 5) - 2));
    out += row[at]!;
  }
  return out;
}

function randomLetters(random: () => number): string {
  const length = 4 + Math.floor(random() * 7);
  let out = '';
  for (let i = 0; i < length; i++) out += LETTERS[Math.floor(random() * LETTERS.length)]!;
  return out;
}

/** A pronounceable word no dictionary has ("blorf", "snimbleex"): looks like a name or a rare word. */
function madeUpWord(random: () => number): string {
  const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
  // Two syllables or more: one-syllable inventions are too often real words ("book", "trip").
  const syllables = 2 + Math.floor(random() * 2);
  let out = '';
  for (let i = 0; i < syllables; i++) out += pick(ONSETS) + pick(VOWELS) + (i === syllables - 1 ? pick(CODAS) : '');
  return out;
}

/**
 * Seeded nonsense statements, a third of each kind: keyboard mashes, random letter strings, and
 * salads of made-up words with a few glue words. None belongs to any corpus; an engine that answers
 * one with an intent is matching noise. Deterministic for a seed.
 */
export function gibberishStatements(count: number, seed = 1): GibberishStatement[] {
  const random = seededRandom(seed);
  const kinds: GibberishKind[] = ['keyboard-mash', 'random-letters', 'unknown-word-salad'];
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    const words = 1 + Math.floor(random() * (kind === 'unknown-word-salad' ? 6 : 4));
    const parts: string[] = [];
    for (let w = 0; w < words; w++) {
      if (kind === 'keyboard-mash') parts.push(keyboardWord(random));
      else if (kind === 'random-letters') parts.push(randomLetters(random));
      else parts.push(w > 0 && words > 2 && random() < 0.3 ? GLUE[Math.floor(random() * GLUE.length)]! : madeUpWord(random));
    }
    // A few shouted or punctuated, as people type them.
    let text = parts.join(' ');
    const style = random();
    if (style < 0.1) text = text.toUpperCase();
    else if (style < 0.2) text += random() < 0.5 ? '?' : '!!';
    return { text, kind };
  });
}

/** The share of `count` seeded gibberish statements that `isMatched` says were answered with an intent. */
export async function gibberishMatchedShare(isMatched: (text: string) => boolean | Promise<boolean>, count: number, seed: number): Promise<number> {
  const statements = gibberishStatements(count, seed);
  let matched = 0;
  for (const g of statements) if (await isMatched(g.text)) matched++;
  return matched / statements.length;
}
