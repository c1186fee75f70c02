import type { RowAdder } from './bag-sums.js';
import { BOUNDARY_AFTER, BOUNDARY_BEFORE, CONTEXT_PAIRS, CONTEXT_SINGLES, HINT_OFFSETS, KINDS, type ContextPart, type TokenHints } from './token-features.js';

/** A token as the lookup sees it: its word's id in the model's context vocabulary (-1: none) and its kind's. */
export interface ContextToken {
  word: number;
  kind: number;
}

const KIND_ID = new Map<string, number>(KINDS.map((k, i) => [k, i]));
export const kindId = (kind: string): number => KIND_ID.get(kind) ?? -1;

/** A context feature read from the tables: which parts at which offsets. */
interface Template {
  parts: ReadonlyArray<readonly [part: ContextPart, offset: number]>;
  /** Features by key (the parts' ids combined). */
  features: Map<number, number>;
}

/**
 * The model's context features (contextFeatures() names them as strings) found by numbers, not by
 * building a string per feature per token: the feature names are read once, at load, into tables
 * keyed by word and kind ids. Features of kinds only (the kinds of the neighbours, first or not) take
 * few combinations: each combination's weights are summed once. The tests check the sums equal.
 */
export class ContextLookup {
  private readonly vocabulary = new Map<string, number>();
  /** Templates naming a word; those naming only kinds are folded into `combined`. */
  private readonly withWords: Template[] = [];
  private readonly kindOnly: Template[] = [];
  private readonly first: [number, number] = [-1, -1];
  private readonly hints: Array<Map<string, number>>;
  /** Key multiplier: larger than any word or kind id. */
  private readonly radix: number;
  private readonly boundaryBefore: ContextToken;
  private readonly boundaryAfter: ContextToken;
  /** Offsets whose kinds the kind-only features read, and the summed rows of each combination (with `first`). */
  private readonly kindOffsets: number[];
  private readonly combined = new Map<number, Float64Array>();
  private readonly wordParts: Int8Array;
  private readonly wordOffsets: Int32Array;
  private readonly wordTables: Array<Map<number, number>>;

  constructor(features: readonly string[], private readonly weights: RowAdder, private readonly labels: number) {
    const templates = [
      ...CONTEXT_PAIRS.map(([name, left, l, right, r]) => ({ name, parts: [[left, l], [right, r]] as const })),
      ...CONTEXT_SINGLES.map(([name, part, offset]) => ({ name, parts: [[part, offset]] as const })),
    ].map((t) => ({ ...t, features: new Map<number, number>() }));
    const byName = new Map(templates.map((t) => [t.name, t]));
    const hintIndex = new Map(HINT_OFFSETS.map(([name], k) => [name, k]));
    this.hints = HINT_OFFSETS.map(() => new Map());
    const parsed: Array<{ feature: number; template: (typeof templates)[number]; values: string[] }> = [];
    features.forEach((feature, f) => {
      const eq = feature.indexOf('=');
      const name = feature.slice(0, eq);
      const rest = feature.slice(eq + 1);
      const template = byName.get(name);
      if (template) {
        const values = rest.split(' ');
        if (values.length === template.parts.length) parsed.push({ feature: f, template, values });
        return;
      }
      if (name === 'first') { this.first[rest === 'true' ? 1 : 0] = f; return; }
      const hint = hintIndex.get(name);
      if (hint !== undefined) this.hints[hint]!.set(rest, f);
    });
    for (const { template, values } of parsed) {
      values.forEach((v, k) => { if (template.parts[k]![0] === 'w' && !this.vocabulary.has(v)) this.vocabulary.set(v, this.vocabulary.size); });
    }
    this.radix = Math.max(this.vocabulary.size, KINDS.length) + 1;
    for (const { feature, template, values } of parsed) {
      const ids = values.map((v, k) => (template.parts[k]![0] === 'w' ? this.vocabulary.get(v)! : kindId(v)));
      if (!ids.some((id) => id < 0)) template.features.set(ids.reduce((key, id) => key * this.radix + id, 0), feature);
    }
    for (const t of templates) (t.parts.some(([part]) => part === 'w') ? this.withWords : this.kindOnly).push(t);
    this.kindOffsets = [...new Set(this.kindOnly.flatMap((t) => t.parts.map(([, offset]) => offset)))].sort((a, b) => a - b);
    // The word templates as flat arrays for the hot loop: two parts each (-1: none; 1: word; 0: kind).
    this.wordParts = new Int8Array(2 * this.withWords.length).fill(-1);
    this.wordOffsets = new Int32Array(2 * this.withWords.length);
    this.withWords.forEach((t, k) => t.parts.forEach(([part, offset], p) => { this.wordParts[2 * k + p] = part === 'w' ? 1 : 0; this.wordOffsets[2 * k + p] = offset; }));
    this.wordTables = this.withWords.map((t) => t.features);
    this.boundaryBefore = { word: this.wordId(BOUNDARY_BEFORE), kind: kindId('edge') };
    this.boundaryAfter = { word: this.wordId(BOUNDARY_AFTER), kind: kindId('edge') };
  }

  /** A word's id in the context vocabulary, -1 when no context feature names it. */
  wordId(lower: string): number {
    return this.vocabulary.get(lower) ?? -1;
  }

  /** Adds the weights of token i's context features (those contextFeatures() names) into scores[offset + label]. */
  addTo(tokens: readonly ContextToken[], hints: readonly TokenHints[], i: number, scores: Float64Array, offset: number): void {
    const n = tokens.length;
    const { wordParts, wordOffsets, wordTables, radix } = this;
    for (let t = 0; t < wordTables.length; t++) {
      let key = 0;
      for (let k = 2 * t; k < 2 * t + 2; k++) {
        const part = wordParts[k]!;
        if (part < 0) continue;
        const at = i + wordOffsets[k]!;
        const token = at < 0 ? this.boundaryBefore : at >= n ? this.boundaryAfter : tokens[at]!;
        const id = part === 1 ? token.word : token.kind;
        if (id < 0) { key = -1; break; }
        key = key * radix + id;
      }
      if (key >= 0) this.weights.addRow(wordTables[t]!.get(key) ?? -1, scores, offset, 1);
    }
    let combination = i === 0 ? 1 : 0;
    for (const d of this.kindOffsets) {
      const at = i + d;
      combination = combination * KINDS.length + (at < 0 ? this.boundaryBefore : at >= n ? this.boundaryAfter : tokens[at]!).kind;
    }
    const row = this.combined.get(combination) ?? this.combine(tokens, i, combination);
    for (let l = 0; l < this.labels; l++) scores[offset + l] = scores[offset + l]! + row[l]!;
    for (let slot = 0; slot < HINT_OFFSETS.length; slot++) {
      const matches = hints[i + HINT_OFFSETS[slot]![1]]?.matches;
      if (matches) for (let k = 0; k < matches.length; k++) this.weights.addRow(this.hints[slot]!.get(matches[k]!) ?? -1, scores, offset, 1);
    }
  }

  /** The summed weights of the kind-only features and `first` for token i's combination, remembered. */
  private combine(tokens: readonly ContextToken[], i: number, combination: number): Float64Array {
    const n = tokens.length;
    const token = (k: number) => (k < 0 ? this.boundaryBefore : k >= n ? this.boundaryAfter : tokens[k]!);
    const row = new Float64Array(this.labels);
    for (const { parts, features } of this.kindOnly) {
      const key = parts.reduce((sum, [, at]) => sum * this.radix + token(i + at).kind, 0);
      this.weights.addRow(features.get(key) ?? -1, row, 0, 1);
    }
    this.weights.addRow(this.first[i === 0 ? 1 : 0], row, 0, 1);
    this.combined.set(combination, row);
    return row;
  }
}
