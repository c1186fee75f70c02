import { matchKey, type Token } from '../../text/tokens.js';
import { isNumberWord, parseNumeral } from '../numbers.js';

/** What the tagger knows about a token beyond its text: rule matches covering it. */
export interface TokenHints {
  /** e.g. "vendor:B", "orderNumber:I" from list/regex matches. */
  matches: string[];
}

function shape(word: string): string {
  return word
    .replace(/\p{Lu}/gu, 'X')
    .replace(/\p{Ll}/gu, 'x')
    .replace(/\p{N}/gu, 'd')
    .replace(/(.)\1+/gu, '$1$1');
}

function kind(word: string): string {
  if (parseNumeral(word) !== null) return 'num';
  if (isNumberWord(word)) return 'numword';
  if (/^[$€£¥]$/.test(word)) return 'cur';
  if (/^\p{P}$/u.test(word)) return 'punct';
  return 'word';
}

export interface WordInfo {
  lower: string;
  kind: string;
  /** Features of the word alone: lower case, shape, kind, affixes. */
  own: string[];
}

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
    info = { lower, kind: k, own: [`w=${lower}`, `sh=${shape(word)}`, `k=${k}`, `p2=${lower.slice(0, 2)}`, `p3=${lower.slice(0, 3)}`, `s2=${lower.slice(-2)}`, `s3=${lower.slice(-3)}`] };
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
      ...infos[i]!.own,
      ...NEIGHBOUR_OFFSETS.map((offset) => neighbourFeature(offset, lower(i + offset))),
      ...contextFeatures(infos, hints, i),
    ];
    for (let k = Math.max(0, i - BAG_WINDOW); k <= i - BAG_GAP; k++) features.push(bagBefore(infos[k]!.lower));
    for (let k = i + BAG_GAP; k < n && k <= i + BAG_WINDOW; k++) features.push(bagAfter(infos[k]!.lower));
    return features;
  });
}

/** The features of token i that combine several words, kinds or hints (not cacheable per word). */
export function contextFeatures(infos: readonly WordInfo[], hints: readonly TokenHints[], i: number): string[] {
  const n = infos.length;
  const lower = (k: number) => (k < 0 ? BOUNDARY_BEFORE : k >= n ? BOUNDARY_AFTER : infos[k]!.lower);
  const kindAt = (k: number) => (k < 0 || k >= n ? 'edge' : infos[k]!.kind);
  const w = infos[i]!.lower;
  const features = [
    `w-1w=${lower(i - 1)}|${w}`,
    `ww+1=${w}|${lower(i + 1)}`,
    `w-2w-1=${lower(i - 2)}|${lower(i - 1)}`,
    `k-1=${kindAt(i - 1)}`,
    `k+1=${kindAt(i + 1)}`,
    `k-1k+1=${kindAt(i - 1)}|${kindAt(i + 1)}`,
    `w-1k=${lower(i - 1)}|${kindAt(i)}`,
    `w-2k=${lower(i - 2)}|${kindAt(i)}`,
    `first=${i === 0}`,
  ];
  for (const m of hints[i]?.matches ?? []) features.push(`m=${m}`);
  for (const m of hints[i - 1]?.matches ?? []) features.push(`m-1=${m}`);
  for (const m of hints[i + 1]?.matches ?? []) features.push(`m+1=${m}`);
  return features;
}
