import { matchKey, type Token } from '../../text/tokens.js';
import { isNumberWord, parseNumeral } from '../numbers.js';

/** What the tagger knows about a token beyond its text: rule matches covering it. */
export interface TokenHints {
  /** e.g. "vendor:B", "orderNumber:I" from list/regex matches. */
  matches: string[];
}

/** A word's shape: capitals as X, small letters as x, digits as d, runs of one character kept to two ("iPhone15" → "xXxxdd"). */
export function shape(word: string): string {
  if (ASCII.test(word)) return asciiShape(word);
  return word
    .replace(/\p{Lu}/gu, 'X')
    .replace(/\p{Ll}/gu, 'x')
    .replace(/\p{N}/gu, 'd')
    .replace(/(.)\1+/gu, '$1$1');
}

const ASCII = /^[\x00-\x7f]*$/;

/**
 * shape() of an ASCII word, by one pass over its characters instead of four Unicode regex passes (a fifth of
 * a first-seen word's cost in the tagger): in ASCII, the only capitals, small letters and digits are A-Z, a-z
 * and 0-9, and a run is cut to two unless it is of line breaks, which the regex's "." does not match.
 * test/entities/token-features.test.ts checks the two agree.
 */
function asciiShape(word: string): string {
  let out = '';
  let previous = -1;
  let run = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    const mapped = c >= 65 && c <= 90 ? 88 : c >= 97 && c <= 122 ? 120 : c >= 48 && c <= 57 ? 100 : c;
    run = mapped === previous && mapped !== 10 && mapped !== 13 ? run + 1 : 1;
    previous = mapped;
    if (run <= 2) out += String.fromCharCode(mapped);
  }
  return out;
}

function kind(word: string): string {
  if (parseNumeral(word) !== null) return 'num';
  if (isNumberWord(word)) return 'numword';
  if (/^\p{Sc}$/u.test(word)) return 'cur';
  if (/^\p{P}$/u.test(word)) return 'punct';
  return 'word';
}

export interface WordInfo {
  lower: string;
  kind: string;
  /** The values of the word's own features (OWN_TEMPLATES, in order): lower case, shape, kind, affixes. */
  ownValues: string[];
}

/** Templates of the features of a word alone ("w=paris", "sh=xxxx", …): see ownFeatures(). */
export const OWN_TEMPLATES = ['w=', 'sh=', 'k=', 'p2=', 'p3=', 's1=', 's2=', 's3='] as const;

/** The names of the word's own features: the runtime finds them by their values, training by these names. */
export const ownFeatures = (info: WordInfo): string[] => info.ownValues.map((value, k) => OWN_TEMPLATES[k] + value);

/** Features a word gives its neighbours, by offset: the word at i-1 gives token i "w-1=<word>". */
export const NEIGHBOUR_OFFSETS = [-1, 1, -2, 2] as const;
export const neighbourFeature = (offset: number, lower: string) => `w${offset > 0 ? '+' : ''}${offset}=${lower}`;
export const BOUNDARY_BEFORE = '<s>';
export const BOUNDARY_AFTER = '</s>';

// Words recur: their own features are computed once (bounded, so arbitrary input cannot grow memory).
const WORD_CACHE_LIMIT = 20_000;
const wordCache = new Map<string, WordInfo>();

export function wordInfo(word: string): WordInfo {
  let info = wordCache.get(word);
  if (!info) {
    const lower = matchKey(word);
    const k = kind(word);
    info = { lower, kind: k, ownValues: [lower, shape(word), k, lower.slice(0, 2), lower.slice(0, 3), lower.slice(-1), lower.slice(-2), lower.slice(-3)] };
    if (wordCache.size >= WORD_CACHE_LIMIT) wordCache.clear();
    wordCache.set(word, info);
  }
  return info;
}

/**
 * Bags of words: token i sees every word 3 to 20 places before it ("bb=arriving") and after it
 * ("ba=playlist"), whatever the distance. The window (±2) names nearby words by position; the bags
 * carry what the sentence is about and which verb governs a slot ("arriving … on monday" against
 * "leaving … on monday"), out of reach of a first-order tagger otherwise. Bounded, so a long
 * statement costs O(n) features per token at most, and scored with running sums (O(1) per token).
 */
export const BAG_GAP = 3;
export const BAG_WINDOW = 20;
export const bagBefore = (lower: string) => `bb=${lower}`;
export const bagAfter = (lower: string) => `ba=${lower}`;

const GENERIC = /^(?:b$|sh=|k=|first=|k-1=|k\+1=|k-1k\+1=)/;
const OF_WORD = /^(?:w=|p\d=|s\d=)/;
const OF_BAG = /^(?:bb=|ba=)/;
/** Kinds of feature groups training sums once per distinct combination (see GroupSums). */
export const GROUP_KINDS = 2;
export const BAG_KIND = 2;

/** 0: shape and position features (few combinations); 1: the word's own; BAG_KIND: a bag of words; -1: other. */
export function featureGroup(feature: string): number {
  if (GENERIC.test(feature)) return 0;
  if (OF_WORD.test(feature)) return 1;
  if (OF_BAG.test(feature)) return BAG_KIND;
  return -1;
}

/**
 * Features of every token: its word, lower case, shape, affixes, kind (number, currency…), its
 * neighbours' words and kinds, the bags of words around it, and the list, regex and gazetteer
 * matches covering it and its neighbours. The definition: the scorers' fast paths must sum exactly these.
 */
export function sentenceFeatures(tokens: readonly Token[], hints: readonly TokenHints[]): string[][] {
  const infos = tokens.map((t) => wordInfo(t.text));
  const n = tokens.length;
  const lower = (k: number) => (k < 0 ? BOUNDARY_BEFORE : k >= n ? BOUNDARY_AFTER : infos[k]!.lower);
  return tokens.map((_, i) => {
    const features = [
      'b',
      ...ownFeatures(infos[i]!),
      ...NEIGHBOUR_OFFSETS.map((offset) => neighbourFeature(offset, lower(i + offset))),
      ...contextFeatures(infos, hints, i),
    ];
    for (let k = Math.max(0, i - BAG_WINDOW); k <= i - BAG_GAP; k++) features.push(bagBefore(infos[k]!.lower));
    for (let k = i + BAG_GAP; k < n && k <= i + BAG_WINDOW; k++) features.push(bagAfter(infos[k]!.lower));
    return features;
  });
}

/** What a context feature reads at an offset from token i: the word (lower case) or its kind. */
export type ContextPart = 'w' | 'k';

/** Features pairing two things around token i: `name=<left> <right>` (a space: no token holds one). */
export const CONTEXT_PAIRS: ReadonlyArray<readonly [name: string, left: ContextPart, leftOffset: number, right: ContextPart, rightOffset: number]> = [
  ['w-1w', 'w', -1, 'w', 0],
  ['ww+1', 'w', 0, 'w', 1],
  ['w-2w-1', 'w', -2, 'w', -1],
  ['k-1k+1', 'k', -1, 'k', 1],
  ['w-1k', 'w', -1, 'k', 0],
  ['w-2k', 'w', -2, 'k', 0],
];
/** Features of one thing around token i: `name=<value>`. */
export const CONTEXT_SINGLES: ReadonlyArray<readonly [name: string, part: ContextPart, offset: number]> = [
  ['k-1', 'k', -1],
  ['k+1', 'k', 1],
];
/** Kinds of word (see kind()), and of the edges of the statement. */
export const KINDS = ['num', 'numword', 'cur', 'punct', 'word', 'edge'] as const;
/** Rule and gazetteer matches on token i and its neighbours: `m=vendor:B`, `m-1=~title:I`. */
export const HINT_OFFSETS: ReadonlyArray<readonly [name: string, offset: number]> = [['m', 0], ['m-1', -1], ['m+1', 1]];

/** The features of token i that combine several words, kinds or hints (not cacheable per word). */
export function contextFeatures(infos: readonly WordInfo[], hints: readonly TokenHints[], i: number): string[] {
  const n = infos.length;
  const at = (part: ContextPart, k: number) =>
    part === 'w' ? (k < 0 ? BOUNDARY_BEFORE : k >= n ? BOUNDARY_AFTER : infos[k]!.lower) : (k < 0 || k >= n ? 'edge' : infos[k]!.kind);
  const features = CONTEXT_PAIRS.map(([name, left, l, right, r]) => `${name}=${at(left, i + l)} ${at(right, i + r)}`);
  for (const [name, part, offset] of CONTEXT_SINGLES) features.push(`${name}=${at(part, i + offset)}`);
  features.push(`first=${i === 0}`);
  for (const [name, offset] of HINT_OFFSETS) for (const m of hints[i + offset]?.matches ?? []) features.push(`${name}=${m}`);
  return features;
}
