/**
 * Groups of similar unmatched messages: candidates for an intent the corpus does not have yet. Two messages are
 * similar when their content words (the engine's words(), function words dropped, stemmed) overlap by
 * half of them (GROUP_OVERLAP, after src/train/traffic-folds.ts's paraphrase clusters); groups are the chains of similar messages.
 */
import { FUNCTION_WORDS, stem, words } from '../text/english.js';
import type { TrafficMessage } from '../traffic/message.js';

/**
 * Jaccard overlap of content-word sets from which two messages count as alike. Lower than traffic-folds.ts's
 * 0.6 over all words: without function words a message keeps two or three words, and one word of two shared
 * ("where is my parcel", "where did my parcel go") is already the same subject.
 */
export const GROUP_OVERLAP = 0.5;
/** Fewest messages a group shows: one message is no pattern. */
export const MIN_GROUP_SIZE = 2;
/** How many of a group's most frequent words make its suggested name. */
const NAME_WORDS = 3;

const FUNCTION = new Set(FUNCTION_WORDS);

export interface MessageGroup {
  /** Most frequent content words first, as a suggested intent name ("refund money"). */
  name: string;
  messages: TrafficMessage[];
}

/** The content words of a statement: what it is about, not how it is phrased. */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => !FUNCTION.has(w));
}

/** Groups of MIN_GROUP_SIZE or more, largest first (then by their first message, as listed). */
export function groupSimilar(messages: readonly TrafficMessage[]): MessageGroup[] {
  const sets = messages.map((m) => new Set(contentWords(m.text).map(stem)));
  const parent = messages.map((_, k) => k);
  const find = (k: number): number => (parent[k] === k ? k : (parent[k] = find(parent[k]!)));
  for (let a = 0; a < sets.length; a++) {
    if (sets[a]!.size === 0) continue;
    for (let b = a + 1; b < sets.length; b++) {
      if (sets[b]!.size > 0 && jaccard(sets[a]!, sets[b]!) >= GROUP_OVERLAP) parent[find(b)] = find(a);
    }
  }
  const members = new Map<number, number[]>();
  messages.forEach((_, k) => { const root = find(k); members.set(root, [...(members.get(root) ?? []), k]); });
  return [...members.values()]
    .filter((group) => group.length >= MIN_GROUP_SIZE)
    .sort((x, y) => y.length - x.length || x[0]! - y[0]!)
    .map((group) => {
      const grouped = group.map((k) => messages[k]!);
      return { name: suggestedName(grouped), messages: grouped };
    });
}

/** The group's most frequent content words, as written (not stemmed): those in more than half its messages, at least one. */
export function suggestedName(messages: readonly TrafficMessage[]): string {
  const counts = new Map<string, number>();
  for (const m of messages) for (const w of new Set(contentWords(m.text))) counts.set(w, (counts.get(w) ?? 0) + 1);
  // Stable: ties keep the order the words first appear in.
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return ranked
    .filter(([, n], k) => k === 0 || n * 2 > messages.length)
    .slice(0, NAME_WORDS)
    .map(([w]) => w)
    .join(' ');
}

/**
 * An intent id and name from a suggested name, as the corpus names its intents: "refund money" gives the id
 * refund-money (kebab-case, the letters and digits `nlu train` accepts in an id) and the name refundMoney
 * (camelCase). Empty when no word has such letters.
 */
export function suggestedIntent(words: string): { id: string; name: string } {
  const parts = words.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(/[^a-z0-9]+/).filter((p) => p.length > 0);
  return {
    id: parts.join('-'),
    name: parts.map((p, k) => (k === 0 ? p : p[0]!.toUpperCase() + p.slice(1))).join(''),
  };
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return common / (a.size + b.size - common);
}
