import type { EmissionWeights } from './emission-weights.js';
import { addInto } from './add-into.js';
import type { ValueRows } from './value-rows.js';
import { BOUNDARY_AFTER, BOUNDARY_BEFORE, CONTEXT_PAIRS, CONTEXT_SINGLES, HINT_OFFSETS, KINDS, type ContextPart, type TokenHints } from './token-features.js';

const KIND_ID = new Map<string, number>(KINDS.map((k, i) => [k, i]));
export const kindId = (kind: string): number => KIND_ID.get(kind) ?? -1;

/**
 * A word's context features, read once per word (the caller caches it): its value id (ValueRows), its kind, and, for each template pairing a word with the current token's kind
 * ("w-1k=from num"), the feature this word gives for each kind (-1: none).
 */
export interface ContextWord {
  word: number;
  kind: number;
  withKind: Int32Array;
  /** Per adjacent-word template, where its features with this word first are ([2t], [2t + 1]: ValueRows.pairRange()). */
  pairs: Int32Array;
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

/** A context template: which parts at which offsets, and its handle in ValueRows. */
interface Template {
  parts: ReadonlyArray<readonly [part: ContextPart, offset: number]>;
  id: number;
}

/**
 * The model's context features (contextFeatures() names them as strings) found by numbers, not by
 * building a string per feature per token: ValueRows finds a feature by its template and values' ids
 * (bisection in the sorted feature table, nothing built at load), and each template shape is read as
 * cheaply as it allows:
 * - two adjacent words ("w-1w", "ww+1", "w-2w-1"): each word knows where each such template's features
 *   with it first are (ContextWord.pairs), so an adjacent pair of the statement is a bisection among those,
 *   once per template reading it, and gives that template's feature to the token reading it;
 * - a word and the current token's kind ("w-1k", "w-2k"): a per-word table by kind (see ContextWord);
 * - kinds only ("k-1k+1", "k-1", "k+1") and `first`: few combinations, each one's weights summed once;
 * - rule and gazetteer matches ("m=", "m-1=", "m+1="): one lookup per match gives its feature for each neighbour.
 * The tests check the sums equal those of the named features.
 */
export class ContextLookup {
  private readonly first: [number, number] = [-1, -1];
  /** A match's features ("m=vendor:B", "m-1=vendor:B", …) by the match, one per HINT_OFFSETS slot (-1: none); filled on demand. */
  private readonly hintIds = new Map<string, Int32Array | undefined>();
  private readonly hintTemplates: Int32Array;
  private readonly hintOffsets = Int32Array.from(HINT_OFFSETS, ([, offset]) => offset);
  /** Each kind's value id (KINDS order; -1: no feature names it). */
  private readonly kindValues: Int32Array;
  /** Adjacent-word templates: their handles, and where token i reads its pair (the pair starting at i + pairStart[t]). */
  private readonly pairTemplates: Int32Array;
  private readonly pairStart: Int32Array;
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

  constructor(private readonly values: ValueRows, private readonly weights: EmissionWeights, private readonly labels: number) {
    const templates: Template[] = [
      ...CONTEXT_PAIRS.map(([name, left, l, right, r]) => ({ parts: [[left, l], [right, r]] as const, id: values.templateId(`${name}=`) })),
      ...CONTEXT_SINGLES.map(([name, part, offset]) => ({ parts: [[part, offset]] as const, id: values.templateId(`${name}=`) })),
    ];
    this.kindValues = Int32Array.from(KINDS, (kind) => values.valueId(kind));
    this.hintTemplates = Int32Array.from(HINT_OFFSETS, ([name]) => values.templateId(`${name}=`));
    const first = values.templateId('first=');
    this.first[0] = values.row(first, values.valueId('false'));
    this.first[1] = values.row(first, values.valueId('true'));

    const adjacent: Template[] = [];
    for (const t of templates) {
      const [a, b] = [t.parts[0]!, t.parts[1]];
      const words = t.parts.filter(([part]) => part === 'w').length;
      if (words === 0) this.kindOnly.push(t);
      else if (words === 2 && b && b[1] === a[1] + 1) adjacent.push(t);
      else if (words === 1 && b && b[0] === 'k') this.wordKindTemplates.push(t);
      else throw new Error(`context template ${t.parts.map(([p, o]) => `${p}${o}`).join(' ')} has no lookup`);
    }
    this.pairTemplates = Int32Array.from(adjacent, (t) => t.id);
    this.pairStart = Int32Array.from(adjacent, (t) => t.parts[0]![1]);
    this.wordKindWordOffset = Int32Array.from(this.wordKindTemplates, (t) => t.parts[0]![1]);
    this.wordKindKindOffset = Int32Array.from(this.wordKindTemplates, (t) => t.parts[1]![1]);
    this.kindOffsets = Int32Array.from([...new Set(this.kindOnly.flatMap((t) => t.parts.map(([, offset]) => offset)))].sort((a, b) => a - b));
    this.boundaryBefore = this.word(values.valueId(BOUNDARY_BEFORE), 'edge');
    this.boundaryAfter = this.word(values.valueId(BOUNDARY_AFTER), 'edge');
  }

  /** A word's context ids, by its value id (ValueRows.valueId() of its lower case; cache the result: it is computed from tables, once per word). */
  word(word: number, kind: string): ContextWord {
    const K = KINDS.length;
    const withKind = new Int32Array(this.wordKindTemplates.length * K).fill(-1);
    if (word >= 0) {
      for (let k = 0; k < this.wordKindTemplates.length; k++) {
        const t = this.wordKindTemplates[k]!.id;
        for (let kind = 0; kind < K; kind++) withKind[k * K + kind] = this.values.pairRow(t, word, this.kindValues[kind]!);
      }
    }
    const pairs = new Int32Array(2 * this.pairTemplates.length);
    this.pairTemplates.forEach((t, k) => { [pairs[2 * k], pairs[2 * k + 1]] = this.values.pairRange(t, word); });
    return { word, kind: kindId(kind), withKind, pairs };
  }

  /**
   * Adds the context features of tokens 0…n-1 (those contextFeatures() names) into scores[i * labels + label].
   * `tokens` may be longer than n (a reused array): entries past n are not read.
   */
  addAll(tokens: readonly ContextWord[], n: number, hints: readonly TokenHints[] | HintRows, scores: Float64Array, kindRows = true): void {
    const L = this.labels;
    const K = KINDS.length;
    const { pairStart, values, wordKindWordOffset, wordKindKindOffset, weights } = this;
    const A = pairStart.length;
    // Each adjacent pair (k, k + 1), from k = -2, gives each adjacent-word template's feature to the token reading it.
    for (let k = -2; k < n; k++) {
      const first = this.tokenAt(tokens, n, k);
      const b = this.tokenAt(tokens, n, k + 1).word;
      if (first.word < 0 || b < 0) continue;
      const ranges = first.pairs;
      for (let t = 0; t < A; t++) {
        const i = k - pairStart[t]!;
        if (i >= 0 && i < n) weights.add(values.pairRowIn(ranges[2 * t]!, ranges[2 * t + 1]!, b), scores, i * L);
      }
    }
    // Likewise each rule or gazetteer match, to the tokens that read it (itself and its neighbours).
    if (hints instanceof HintRows) {
      for (let h = 0; h < hints.size; h++) this.addHint(hints.token[h]!, hints.rows[h]!, n, scores);
    } else {
      for (let j = 0; j < n && j < hints.length; j++) {
        const matches = hints[j]!.matches;
        for (let m = 0; m < matches.length; m++) {
          const rows = this.hintRows(matches[m]!);
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
    if (this.hintIds.has(match)) return this.hintIds.get(match);
    const v = this.values.valueId(match);
    const rows = Int32Array.from(this.hintTemplates, (t) => this.values.row(t, v));
    const found = rows.some((row) => row >= 0) ? rows : undefined;
    this.hintIds.set(match, found);
    return found;
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
    for (const { parts, id } of this.kindOnly) {
      const kinds = parts.map(([, at]) => { const kind = this.tokenAt(tokens, n, i + at).kind; return kind < 0 ? -1 : this.kindValues[kind]!; });
      const found = kinds.some((v) => v < 0) ? -1 : kinds.length === 1 ? this.values.row(id, kinds[0]!) : this.values.pairRow(id, kinds[0]!, kinds[1]!);
      this.weights.add(found, row, 0);
    }
    this.weights.add(this.first[i === 0 ? 1 : 0], row, 0);
    this.combined[combination] = row;
    return row;
  }
}
