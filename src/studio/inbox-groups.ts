/**
 * Groups of similar unmatched messages: candidates for an intent the corpus does not have yet.
 *
 * A message is the set of its content words (the engine's words(), function words dropped), each stemmed and cut
 * to its first KEY_LETTERS letters ("delivered", "delivery" → "deliv"; "allergic", "allergens" → "aller"). Two
 * messages are as alike as the cosine of those sets, each word weighted by how rare it is among the messages
 * grouped (IDF: "food" in half the inbox says less than "voucher" in three messages). Groups are then merged
 * average-link, the two closest first, while their mean similarity reaches GROUP_SIMILARITY: unlike chains of
 * alike pairs, one message between two themes does not join them. Identical messages count once.
 * Measured on test/fixtures/inbox-traffic (scripts/experiments/inbox-groups.ts; 87 messages, 6 themes): 5 themes
 * recovered (14 groups, pairs grouped together 98 % of the same theme, 50 % of same-theme pairs together) where
 * chains of Jaccard ≥ 0.5 over stems recovered 1 (9 groups of two or three, 16 %). The threshold was chosen on
 * that fixture (0.1 to 0.15 recover as many; above 0.2, themes split into pairs).
 */
import { FUNCTION_WORDS, stem, words } from '../text/english.js';
import type { TrafficMessage } from '../traffic/message.js';

/** Mean IDF-weighted cosine two groups' messages need to be merged. */
export const GROUP_SIMILARITY = 0.15;
/** Letters of a stem kept: variants the stemmer leaves apart meet ("deliveri", "deliv"). */
export const KEY_LETTERS = 5;
/** Fewest distinct statements a group holds: one statement, however often sent, is a row of the inbox, not a pattern. */
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

/** What a message is about, as compared: its content words' stems, cut to KEY_LETTERS letters. */
export function messageKeys(text: string): Set<string> {
  return new Set(contentWords(text).map((w) => stem(w).slice(0, KEY_LETTERS)));
}

/** Groups of MIN_GROUP_SIZE or more, largest first (then by their first message, as listed). */
export function groupSimilar(messages: readonly TrafficMessage[], threshold = GROUP_SIMILARITY): MessageGroup[] {
  // Identical messages (the same words) are one point: a message sent 138 times is not 138 votes.
  const points: { keys: Set<string>; members: number[] }[] = [];
  const byText = new Map<string, number>();
  messages.forEach((m, k) => {
    const keys = messageKeys(m.text);
    // A message of function words only ("what is it") is about nothing: never grouped.
    if (keys.size === 0) return;
    const text = words(m.text).join(' ');
    const known = byText.get(text);
    if (known !== undefined) { points[known]!.members.push(k); return; }
    byText.set(text, points.length);
    points.push({ keys, members: [k] });
  });
  const df = new Map<string, number>();
  for (const p of points) for (const key of p.keys) df.set(key, (df.get(key) ?? 0) + 1);
  const idf = (key: string) => Math.log((1 + points.length) / (1 + df.get(key)!)) + 1;
  const vectors = points.map((p) => {
    const weights = new Map([...p.keys].map((key) => [key, idf(key)]));
    const norm = Math.sqrt([...weights.values()].reduce((sum, w) => sum + w * w, 0));
    return { weights, norm };
  });
  const cosine = (a: number, b: number) => {
    const x = vectors[a]!;
    const y = vectors[b]!;
    if (x.norm === 0 || y.norm === 0) return 0;
    let dot = 0;
    for (const [key, w] of x.weights) { const v = y.weights.get(key); if (v !== undefined) dot += w * v; }
    return dot / (x.norm * y.norm);
  };
  // Average-link merging over the points' similarity matrix (a few hundred points: the inbox groups at most 500 messages).
  const n = points.length;
  const sim = Array.from({ length: n }, (_, a) => Float64Array.from({ length: n }, (_, b) => (a === b ? 0 : cosine(a, b))));
  const clusters: (number[] | null)[] = points.map((_, k) => [k]);
  for (;;) {
    let best = -1;
    let pair: [number, number] = [-1, -1];
    for (let a = 0; a < n; a++) {
      if (!clusters[a]) continue;
      for (let b = a + 1; b < n; b++) if (clusters[b] && sim[a]![b]! > best) { best = sim[a]![b]!; pair = [a, b]; }
    }
    if (best < threshold) break;
    const [a, b] = pair;
    const [sizeA, sizeB] = [clusters[a]!.length, clusters[b]!.length];
    // The merged group's mean similarity to each other group: the size-weighted mean of the two (average link).
    for (let c = 0; c < n; c++) {
      if (!clusters[c] || c === a || c === b) continue;
      const merged = (sim[a]![c]! * sizeA + sim[b]![c]! * sizeB) / (sizeA + sizeB);
      sim[a]![c] = merged;
      sim[c]![a] = merged;
    }
    clusters[a] = [...clusters[a]!, ...clusters[b]!];
    clusters[b] = null;
  }
  return clusters
    .filter((c): c is number[] => c !== null && c.length >= MIN_GROUP_SIZE)
    .map((c) => c.flatMap((p) => points[p]!.members).sort((x, y) => x - y))
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
