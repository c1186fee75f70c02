import { isEntityToken, UNKNOWN_WORD } from './features.js';
import type { WordNgramIds } from './word-ngram-ids.js';

/**
 * What kind of evidence a classifier feature is, as an explanation shows it: a word (its stem), a pair of
 * neighbouring words, a character n-gram inside a word, an entity token standing for a value, or the one
 * feature every word outside the vocabulary shares.
 */
export const FEATURE_KINDS = ['word', 'word-pair', 'characters', 'entity', 'unknown-word'] as const;
export type FeatureKind = (typeof FEATURE_KINDS)[number];

/** The marks the vectorizer puts in feature names, as a reader sees them. */
const READABLE_MARKS: Readonly<Record<string, string>> = { '<s>': '<start>', '</s>': '<end>', [UNKNOWN_WORD]: '<unknown>' };

/**
 * A feature's vocabulary name ("w:show me", "c:<sho", "w:<e:vendor>", "w:<unk>") as a user reads it ("show me",
 * "#sho", "<e:vendor>", "<unknown>"): word edges in character n-grams as "#", the statement's edges in word pairs
 * as "<start>" and "<end>", a word outside the vocabulary as "<unknown>". Words are the stems the classifier reads.
 */
export function readableFeature(name: string): { feature: string; kind: FeatureKind } {
  const text = name.slice(2);
  if (name.startsWith('c:')) return { feature: text.replace(/^</, '#').replace(/>$/, '#'), kind: 'characters' };
  const tokens = text.split(' ');
  const shown = tokens.map((token) => READABLE_MARKS[token] ?? token).join(' ');
  if (tokens.length > 1) return { feature: shown, kind: 'word-pair' };
  if (text === UNKNOWN_WORD) return { feature: shown, kind: 'unknown-word' };
  return { feature: shown, kind: isEntityToken(text) ? 'entity' : 'word' };
}

/**
 * Every feature's vocabulary name by index, for a vocabulary the model file keeps by word ids (pack-classifier.ts):
 * the features by name (character n-grams), the word unigrams and the word bigrams. Made only when an explanation
 * asks for it: loading a model never pays for it.
 */
export function featureNamesOf(size: number, byName: ReadonlyMap<string, number>, ids: WordNgramIds): string[] {
  const names = new Array<string>(size).fill('');
  for (const [name, f] of byName) names[f] = name;
  const { words, unigrams, bigramFirst, bigramSecond } = ids;
  for (let id = 0; id < unigrams.length; id++) if (unigrams[id]! >= 0) names[unigrams[id]!] = `w:${words[id]!}`;
  for (let k = 0; k < bigramFirst.length; k++) names[ids.bigramFeature(k)] = `w:${words[bigramFirst[k]!]!} ${words[bigramSecond[k]!]!}`;
  return names;
}
