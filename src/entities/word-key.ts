import { matchKey } from '../text/tokens.js';

// The same few words come back in every statement; bounded, so arbitrary input cannot grow memory.
const CACHE_LIMIT = 20_000;
const cache = new Map<string, string>();

/** matchKey() of a word, remembered: how list values, cue phrases and statement words are compared. */
export function wordKey(word: string): string {
  let key = cache.get(word);
  if (key === undefined) {
    key = matchKey(word);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, key);
  }
  return key;
}
