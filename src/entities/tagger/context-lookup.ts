import type { EmissionWeights } from './emission-weights.js';
import { addInto } from './add-into.js';
import { BOUNDARY_AFTER, BOUNDARY_BEFORE, CONTEXT_PAIRS, CONTEXT_SINGLES, HINT_OFFSETS, KINDS, type ContextPart, type TokenHints } from './token-features.js';

const KIND_ID = new Map<string, number>(KINDS.map((k, i) => [k, i]));
export const kindId = (kind: string): number => KIND_ID.get(kind) ?? -1;

/**
 * A word's context features, read once per word (the caller caches it): its id in the model's
 * context vocabulary, its kind, and, for each template pairing a word with the current token's kind
 * ("w-1k=from num"), the feature this word gives for each kind (-1: none).
 */
export interface ContextWord {
  word: number;
  kind: number;
  withKind: Int32Array;
}

/**
 * Rule and gazetteer matches as the tagger reads them, already looked up: entry h puts the rows
 * `rows[h]` (ContextLookup.hintRows()) on token `token[h]`. The same sums as TokenHints naming the matches,
 * without making and sorting names per statement.
 */
export class HintRows {
  readonly token: number[] = [];
  readonly rows: Int32Array[] = [];
  size = 0;

  add(token: number, rows: Int32Array): void {
    this.token[this.size] = token;
    this.rows[this.size] = rows;
    this.size++;
  }
}

/** A context feature read from the feature names: which parts at which offsets. */
interface Template {
  parts: ReadonlyArray<readonly [part: ContextPart, offset: number]>;
  /** Features by key (the parts' ids combined). */
  features: Map<number, number>;
}

/**
 * The model's context features (contextFeatures() names them as strings) found by numbers, not by
 * building a string per feature per token. The feature names are read once, at load, into tables
 * keyed by word and kind ids, and each template shape gets the cheapest lookup it allows:
 * - two adjacent words ("w-1w", "ww+1", "w-2w-1"): one lookup per adjacent pair of the statement
 *   gives the feature of every such template at once;
 * - a word and the current token's kind ("w-1k", "w-2k"): a per-word table by kind (see ContextWord);
 * - kinds only ("k-1k+1", "k-1", "k+1") and `first`: few combinations, each one's weights summed once;
 * - rule and gazetteer matches ("m=", "m-1=", "m+1="): one lookup per match gives its feature for each neighbour.
 * The tests check the sums equal those of the named features.
 */
export class ContextLookup {
  private readonly vocabulary = new Map<string, number>();
  private readonly first: [number, number] = [-1, -1];
  /** A match's features ("m=vendor:B", "m-1=vendor:B", …) by the match, one per HINT_OFFSETS slot (-1: none). */
  private readonly hintIds = new Map<string, Int32Array>();
  private readonly hintOffsets = Int32Array.from(HINT_OFFSETS, ([, offset]) => offset);
  /** Key multiplier: larger than any word or kind id. */
  private readonly radix: number;
  /** Adjacent-word templates: where token i reads its pair (the pair starting at i + pairStart[t]). */
  private readonly pairStart: Int32Array;
  /** Pair key → its slot s: pairRows[s * templates + t] is the row of adjacent-word template t (-1: none). One flat array, not one per pair: loading allocates less. */
  private readonly pairs = new Map<number, number>();
  private pairRows: Int32Array;
  /** Word-and-kind templates: the word's offset and the kind's. */
  private readonly wordKindTemplates: Template[] = [];
  private readonly wordKindWordOffset: Int32Array;
  private readonly wordKindKindOffset: Int32Array;
  private readonly kindOnly: Template[] = [];
  /** Offsets whose kinds the kind-only features read, and the summed rows of each combination (with `first`). */
  private readonly kindOffsets: Int32Array;
  private readonly combined: Array<Float64Array | undefined> = [];
  private readonly boundaryBefore: ContextWord;
  private readonly boundaryAfter: ContextWord;

  /** 1 for each feature the lookup reads (context, `first`, hint features): the caller need not index those by name. */
  readonly consumed: Uint8Array;

  constructor(features: readonly string[], private readonly weights: EmissionWeights, private readonly labels: number) {
    const templates = [
      ...CONTEXT_PAIRS.map(([name, left, l, right, r]) => ({ name, parts: [[left, l], [right, r]] as const })),
      ...CONTEXT_SINGLES.map(([name, part, offset]) => ({ name, parts: [[part, offset]] as const })),
    ].map((t) => ({ ...t, features: new Map<number, number>() }));
    const byName = new Map(templates.map((t, k) => [t.name, k]));
    const hintIndex = new Map(HINT_OFFSETS.map(([name], k) => [name, k]));
    // One pass over the names, allocating nothing per feature but the slices of its values: each template
    // feature's parts as ids (word ids from the vocabulary, kind ids offset by -2 so that -1 stays "none"),
    // keyed once the vocabulary's size (the radix) is known.
    this.consumed = new Uint8Array(features.length);
    const found = new Int32Array(features.length * 4);
    let count = 0;
    const partId = (part: ContextPart, value: string): number => {
      if (part === 'k') return -2 - kindId(value);
      let id = this.vocabulary.get(value);
      if (id === undefined) { id = this.vocabulary.size; this.vocabulary.set(value, id); }
      return id;
    };
    for (let f = 0; f < features.length; f++) {
      const feature = features[f]!;
      const eq = feature.indexOf('=');
      if (eq < 0) continue;
      const name = feature.slice(0, eq);
      const t = byName.get(name);
      if (t !== undefined) {
        this.consumed[f] = 1;
        const parts = templates[t]!.parts;
        const space = feature.indexOf(' ', eq + 1);
        // As many values as parts, else no feature of that template (the names' definition).
        if (parts.length === 1 ? space >= 0 : space < 0 || feature.indexOf(' ', space + 1) >= 0) continue;
        const a = partId(parts[0]![0], parts.length === 1 ? feature.slice(eq + 1) : feature.slice(eq + 1, space));
        const b = parts.length === 1 ? 0 : partId(parts[1]![0], feature.slice(space + 1));
        found[4 * count] = f; found[4 * count + 1] = t; found[4 * count + 2] = a; found[4 * count + 3] = b;
        count++;
        continue;
      }
      if (name === 'first') { this.consumed[f] = 1; this.first[feature.slice(eq + 1) === 'true' ? 1 : 0] = weights.row(f); continue; }
      const hint = hintIndex.get(name);
      if (hint === undefined) continue;
      this.consumed[f] = 1;
      const rest = feature.slice(eq + 1);
      let ids = this.hintIds.get(rest);
      if (!ids) { ids = new Int32Array(HINT_OFFSETS.length).fill(-1); this.hintIds.set(rest, ids); }
      ids[hint] = weights.row(f);
    }
    this.radix = Math.max(this.vocabulary.size, KINDS.length) + 1;
    const id = (raw: number) => (raw <= -2 ? -2 - raw : raw);
    for (let k = 0; k < count; k++) {
      const template = templates[found[4 * k + 1]!]!;
      const a = found[4 * k + 2]!;
      const b = found[4 * k + 3]!;
      // A kind the model names that KINDS lacks (-1) gives no feature.
      if (a === -1 || (template.parts.length === 2 && b === -1)) continue;
      template.features.set(template.parts.length === 1 ? id(a) : id(a) * this.radix + id(b), found[4 * k]!);
    }

    const adjacent: Template[] = [];
    for (const t of templates) {
      const [a, b] = t.parts;
      const words = t.parts.filter(([part]) => part === 'w').length;
      if (words === 0) this.kindOnly.push(t);
      else if (words === 2 && b && b[1] === a[1] + 1) adjacent.push(t);
      else if (words === 1 && b && b[0] === 'k') this.wordKindTemplates.push(t);
      else throw new Error(`context template ${t.parts.map(([p, o]) => `${p}${o}`).join(' ')} has no lookup`);
    }
    this.pairStart = Int32Array.from(adjacent, (t) => t.parts[0]![1]);
    const A = adjacent.length;
    let rows = new Int32Array(1024 * A).fill(-1);
    for (const [k, t] of adjacent.entries()) {
      for (const [key, feature] of t.features) {
        let slot = this.pairs.get(key);
        if (slot === undefined) {
          slot = this.pairs.size;
          this.pairs.set(key, slot);
          if ((slot + 1) * A > rows.length) { const bigger = new Int32Array(rows.length * 2).fill(-1); bigger.set(rows); rows = bigger; }
        }
        rows[slot * A + k] = weights.row(feature);
      }
    }
    this.pairRows = rows;
    this.wordKindWordOffset = Int32Array.from(this.wordKindTemplates, (t) => t.parts[0]![1]);
    this.wordKindKindOffset = Int32Array.from(this.wordKindTemplates, (t) => t.parts[1]![1]);
    this.kindOffsets = Int32Array.from([...new Set(this.kindOnly.flatMap((t) => t.parts.map(([, offset]) => offset)))].sort((a, b) => a - b));
    this.boundaryBefore = this.word(BOUNDARY_BEFORE, 'edge');
    this.boundaryAfter = this.word(BOUNDARY_AFTER, 'edge');
  }

  /** A word's context ids (cache the result: it is computed from tables, once per word). */
  word(lower: string, kind: string): ContextWord {
    const word = this.vocabulary.get(lower) ?? -1;
    const K = KINDS.length;
    const withKind = new Int32Array(this.wordKindTemplates.length * K).fill(-1);
    if (word >= 0) {
      this.wordKindTemplates.forEach((t, k) => {
        for (let kind = 0; kind < K; kind++) withKind[k * K + kind] = this.weights.row(t.features.get(word * this.radix + kind) ?? -1);
      });
    }
    return { word, kind: kindId(kind), withKind };
  }

  /**
   * Adds the context features of tokens 0…n-1 (those contextFeatures() names) into scores[i * labels + label].
   * `tokens` may be longer than n (a reused array): entries past n are not read.
   */
  addAll(tokens: readonly ContextWord[], n: number, hints: readonly TokenHints[] | HintRows, scores: Float64Array, kindRows = true): void {
    const L = this.labels;
    const K = KINDS.length;
    const { radix, pairStart, pairs, pairRows, wordKindWordOffset, wordKindKindOffset, weights } = this;
    const A = pairStart.length;
    // Each adjacent pair (k, k + 1), from k = -2, is looked up once and gives its feature to every token reading it.
    for (let k = -2; k < n; k++) {
      const a = this.tokenAt(tokens, n, k).word;
      const b = this.tokenAt(tokens, n, k + 1).word;
      if (a < 0 || b < 0) continue;
      const slot = pairs.get(a * radix + b);
      if (slot === undefined) continue;
      for (let t = 0; t < A; t++) {
        const i = k - pairStart[t]!;
        if (i >= 0 && i < n) weights.add(pairRows[slot * A + t]!, scores, i * L);
      }
    }
    // Likewise each rule or gazetteer match, to the tokens that read it (itself and its neighbours).
    if (hints instanceof HintRows) {
      for (let h = 0; h < hints.size; h++) this.addHint(hints.token[h]!, hints.rows[h]!, n, scores);
    } else {
      for (let j = 0; j < n && j < hints.length; j++) {
        const matches = hints[j]!.matches;
        for (let m = 0; m < matches.length; m++) {
          const rows = this.hintIds.get(matches[m]!);
          if (rows !== undefined) this.addHint(j, rows, n, scores);
        }
      }
    }
    for (let i = 0, offset = 0; i < n; i++, offset += L) {
      for (let t = 0; t < wordKindWordOffset.length; t++) {
        const word = this.tokenAt(tokens, n, i + wordKindWordOffset[t]!);
        weights.add(word.withKind[t * K + this.tokenAt(tokens, n, i + wordKindKindOffset[t]!).kind]!, scores, offset);
      }
      if (!kindRows) continue;
      const row = this.kindRow(tokens, n, i);
      addInto(scores, offset, row, 0, L);
    }
  }

  /** A match's rows (by HINT_OFFSETS slot) on token j, added to the tokens that read them. */
  private addHint(j: number, rows: Int32Array, n: number, scores: Float64Array): void {
    for (let slot = 0; slot < rows.length; slot++) {
      const i = j - this.hintOffsets[slot]!;
      if (i >= 0 && i < n) this.weights.add(rows[slot]!, scores, i * this.labels);
    }
  }

  /** The rows of a match named like a TokenHints match ("vendor:B"), by HINT_OFFSETS slot; undefined when the model has none. */
  hintRows(match: string): Int32Array | undefined {
    return this.hintIds.get(match);
  }

  /**
   * The summed weights of token i's kind-only features and `first` (read, not to be written). addAll()
   * adds them unless told not to (kindRows false): a caller adding rows of its own may add this one along.
   */
  kindRow(tokens: readonly ContextWord[], n: number, i: number): Float64Array {
    const K = KINDS.length;
    let combination = i === 0 ? 1 : 0;
    for (let d = 0; d < this.kindOffsets.length; d++) combination = combination * K + this.tokenAt(tokens, n, i + this.kindOffsets[d]!).kind;
    return this.combined[combination] ?? this.combine(tokens, n, i, combination);
  }

  /**
   * Token k of n, or a boundary word past either end. A method, not a closure made per call: the hot
   * path creates no functions (tsx, which the benchmarks run under, names every function it creates).
   */
  private tokenAt(tokens: readonly ContextWord[], n: number, k: number): ContextWord {
    return k < 0 ? this.boundaryBefore : k >= n ? this.boundaryAfter : tokens[k]!;
  }

  /** The summed weights of the kind-only features and `first` for token i's combination, remembered. */
  private combine(tokens: readonly ContextWord[], n: number, i: number, combination: number): Float64Array {
    const row = new Float64Array(this.labels);
    for (const { parts, features } of this.kindOnly) {
      const key = parts.reduce((sum, [, at]) => sum * this.radix + this.tokenAt(tokens, n, i + at).kind, 0);
      this.weights.add(this.weights.row(features.get(key) ?? -1), row, 0);
    }
    this.weights.add(this.first[i === 0 ? 1 : 0], row, 0);
    this.combined[combination] = row;
    return row;
  }
}
