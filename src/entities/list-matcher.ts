import { matchKey, tokenize, type Token } from '../text/tokens.js';
import { wordKey } from './word-key.js';
import type { EntitySpan } from '../types.js';
import { allowedTypos, deletions, editDistance } from './edit-distance.js';

export interface ListEntity {
  name: string;
  values: Array<{ value: string; synonyms: string[] }>;
  fuzzy: boolean;
}

interface TrieNode {
  children: Map<string, TrieNode>;
  /** Canonical values ending here, by entity. */
  ends: Array<{ entity: string; value: string }>;
}

/** Longest word looked up with typos. */
const MAX_FUZZY_LENGTH = 24;

const newNode = (): TrieNode => ({ children: new Map(), ends: [] });

/**
 * Finds list values in a statement: a trie over word keys, longest match first. Fuzzy lists
 * also match words within a few typos, looked up through a deletion index (SymSpell) so the
 * cost does not grow with the number of values.
 */
export class ListMatcher {
  private readonly root = newNode();
  private readonly fuzzyEntities = new Set<string>();
  /** Deletion key → dictionary words (for fuzzy lists only). */
  private readonly deletionIndex = new Map<string, Set<string>>();

  constructor(entities: readonly ListEntity[]) {
    for (const entity of entities) {
      if (entity.fuzzy) this.fuzzyEntities.add(entity.name);
      for (const { value, synonyms } of entity.values) {
        for (const phrase of [value, ...synonyms]) this.add(entity.name, value, phrase, entity.fuzzy);
      }
    }
  }

  private add(entity: string, value: string, phrase: string, fuzzy: boolean): void {
    const keys = tokenize(phrase).map((t) => matchKey(t.text));
    if (keys.length === 0) return;
    let node = this.root;
    for (const key of keys) {
      let child = node.children.get(key);
      if (!child) { child = newNode(); node.children.set(key, child); }
      node = child;
      if (fuzzy) {
        for (const d of deletions(key, allowedTypos(key.length))) {
          let words = this.deletionIndex.get(d);
          if (!words) { words = new Set(); this.deletionIndex.set(d, words); }
          words.add(key);
        }
      }
    }
    if (!node.ends.some((e) => e.entity === entity && e.value === value)) node.ends.push({ entity, value });
  }

  /** Recent answers of near(): words recur, and the deletion sets are the costly part (bounded). */
  private readonly nearCache = new Map<string, string[]>();

  /** Dictionary words within the allowed typos of `key`, closest first. */
  private near(key: string): string[] {
    let found = this.nearCache.get(key);
    if (found === undefined) {
      found = this.computeNear(key);
      if (this.nearCache.size >= 20_000) this.nearCache.clear();
      this.nearCache.set(key, found);
    }
    return found;
  }

  private computeNear(key: string): string[] {
    const max = allowedTypos(key.length);
    // Past MAX_FUZZY_LENGTH a word is no list value's typo, and its deletion set would be huge.
    if (max === 0 || key.length > MAX_FUZZY_LENGTH) return [];
    const candidates = new Set<string>();
    for (const d of deletions(key, max)) for (const w of this.deletionIndex.get(d) ?? []) candidates.add(w);
    // Closest first, so that of two values within reach the nearer one wins ("brand1kzr" → brand1kzor, not brand10kzor).
    return [...candidates]
      .map((w) => ({ w, d: editDistance(key, w, max) }))
      .filter(({ w, d }) => w !== key && d <= max)
      .sort((a, b) => a.d - b.d || (a.w < b.w ? -1 : a.w > b.w ? 1 : 0))
      .map(({ w }) => w);
  }

  match(statement: string, tokens: readonly Token[] = tokenize(statement)): EntitySpan[] {
    const spans: EntitySpan[] = [];
    const keys = tokens.map((t) => wordKey(t.text));
    // Each word's near keys once per statement, not once per start position.
    const near = this.deletionIndex.size > 0 ? keys.map((k) => this.near(k)) : null;
    for (let i = 0; i < tokens.length; i++) {
      // Most words start no value: skip them before allocating anything.
      if (!this.root.children.has(keys[i]!) && !near?.[i]!.some((w) => this.root.children.has(w))) continue;
      // Walk exact and (for fuzzy lists) near keys; keep the longest ending per entity.
      let frontier: Array<{ node: TrieNode; typos: boolean }> = [{ node: this.root, typos: false }];
      const best = new Map<string, { end: number; value: string; typos: boolean }>();
      for (let j = i; j < tokens.length && frontier.length > 0; j++) {
        const next: typeof frontier = [];
        for (const { node, typos } of frontier) {
          const exact = node.children.get(keys[j]!);
          if (exact) next.push({ node: exact, typos });
          for (const w of near?.[j] ?? []) {
            const child = node.children.get(w);
            if (child) next.push({ node: child, typos: true });
          }
        }
        for (const { node, typos } of next) {
          for (const end of node.ends) {
            if (typos && !this.fuzzyEntities.has(end.entity)) continue;
            const previous = best.get(end.entity);
            if (!previous || previous.end < j || (previous.end === j && previous.typos && !typos)) best.set(end.entity, { end: j, value: end.value, typos });
          }
        }
        frontier = next;
      }
      for (const [entity, { end, value }] of best) {
        const start = tokens[i]!.start;
        const stop = tokens[end]!.end;
        spans.push({ entity, value, raw: statement.slice(start, stop), start, end: stop, source: 'list' });
      }
    }
    return spans;
  }
}
