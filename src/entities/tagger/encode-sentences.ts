import {
  BAG_GAP, BAG_KIND, BAG_WINDOW, bagAfter, bagBefore, BOUNDARY_AFTER, BOUNDARY_BEFORE, CONTEXT_PAIRS, CONTEXT_SINGLES, featureGroup,
  GROUP_KINDS, HINT_OFFSETS, NEIGHBOUR_OFFSETS, neighbourFeature, ownFeatures, wordInfo, type TokenHints, type WordInfo,
} from './token-features.js';

/**
 * Every sentence as feature ids, packed: sentence s is tokens tokenStart[s]…tokenStart[s + 1] of the corpus, and
 * token t has features ids[offsets[t]…offsets[t + 1]): those of its groups, then the others, then its bags of words
 * (scored with running sums over before / after). One set of arrays for the corpus rather than seven per sentence:
 * on snips their objects were half the encoding's memory.
 */
export interface EncodedCorpus {
  /** Sentence s's tokens: tokenStart[s]…tokenStart[s + 1] (length: sentences + 1). */
  tokenStart: Int32Array;
  ids: Int32Array;
  /** Token t's features: ids[offsets[t]…offsets[t + 1]) (length: tokens + 1). */
  offsets: Int32Array;
  /** Where token t's features outside any group start in ids. */
  free: Int32Array;
  /** Where token t's bag-of-words features start in ids. */
  bag: Int32Array;
  /** Id of the feature token t gives the bags of the tokens after it, and before it. */
  before: Int32Array;
  after: Int32Array;
  /** Token t's groups: tokenGroups[t * GROUP_KINDS + kind], -1 for none. */
  tokenGroups: Int32Array;
  /** Feature names by id. */
  features: string[];
  /** Features of each group (see GroupSums). */
  groups: Int32Array[];
}

/**
 * A feature found in more groups than this is scored on its own: keeping every group's sum up to
 * date would cost more than it saves (the bias, a common shape).
 */
const MAX_GROUPS_PER_FEATURE = 200;

interface WordIds {
  info: WordInfo;
  own: number[];
  /** As a neighbour at each NEIGHBOUR_OFFSETS offset. */
  neighbour: number[];
  bagBefore: number;
  bagAfter: number;
  /** Ids of its lower case and of its kind among the values context features read (ContextIds). */
  lowerValue: number;
  kindValue: number;
}

/** Ids of the features a word brings wherever it is, named once per word rather than per token. */
function wordFeatureIds(idOf: (f: string) => number, valueOf: (value: string) => number): (word: string, info?: WordInfo) => WordIds {
  const cache = new Map<string, WordIds>();
  return (word, info = wordInfo(word)) => {
    let ids = cache.get(word);
    if (!ids) {
      ids = {
        info, own: ownFeatures(info).map(idOf), neighbour: NEIGHBOUR_OFFSETS.map((o) => idOf(neighbourFeature(o, info.lower))),
        bagBefore: idOf(bagBefore(info.lower)), bagAfter: idOf(bagAfter(info.lower)), lowerValue: valueOf(info.lower), kindValue: valueOf(info.kind),
      };
      cache.set(word, ids);
    }
    return ids;
  };
}

/** Context pairs keyed by two value ids in one number: below 2^21 distinct values (else named, as contextFeatures() does). */
const VALUE_LIMIT = 2 ** 21;
/**
 * Below 2^15 distinct values both ids fit one small integer (a << 15 | b), which V8 keeps unboxed and hashes cheaply: a
 * key above 2^31 is a heap number, allocated and hashed as a double on every lookup (a third of the encoder's time).
 */
const SMALL_VALUE_LIMIT = 2 ** 15;

/**
 * contextFeatures()'s ids, without naming a feature per token: each template's feature is found by the ids of the values
 * it reads (a word's lower case, a kind) and named only the first time it is seen. Calls idOf in contextFeatures()'s
 * order, so that a feature's id is the one naming it would give.
 */
function contextFeatureIds(idOf: (f: string) => number, valueOf: (value: string) => number, valueNames: readonly string[]): (words: readonly WordIds[], hints: readonly TokenHints[], i: number, push: (id: number) => void) => void {
  const before = valueOf(BOUNDARY_BEFORE);
  const after = valueOf(BOUNDARY_AFTER);
  const edge = valueOf('edge');
  const pairNames = CONTEXT_PAIRS.map(([name]) => name);
  const pairLeftWord = CONTEXT_PAIRS.map(([, left]) => left === 'w');
  const pairLeft = CONTEXT_PAIRS.map(([, , l]) => l);
  const pairRightWord = CONTEXT_PAIRS.map(([, , , right]) => right === 'w');
  const pairRight = CONTEXT_PAIRS.map(([, , , , r]) => r);
  const smallPairs = CONTEXT_PAIRS.map(() => new Map<number, number>());
  const pairs = CONTEXT_PAIRS.map(() => new Map<number, number>());
  const singleNames = CONTEXT_SINGLES.map(([name]) => name);
  const singleWord = CONTEXT_SINGLES.map(([, part]) => part === 'w');
  const singleOffset = CONTEXT_SINGLES.map(([, , offset]) => offset);
  const singles = CONTEXT_SINGLES.map(() => new Map<number, number>());
  const firsts = [-1, -1];
  const hintIds = HINT_OFFSETS.map(() => new Map<string, number>());
  const P = CONTEXT_PAIRS.length;
  return (words, hints, i, push) => {
    const n = words.length;
    for (let t = 0; t < P; t++) {
      const k = i + pairLeft[t]!;
      const a = pairLeftWord[t] ? (k < 0 ? before : k >= n ? after : words[k]!.lowerValue) : (k < 0 || k >= n ? edge : words[k]!.kindValue);
      const m = i + pairRight[t]!;
      const b = pairRightWord[t] ? (m < 0 ? before : m >= n ? after : words[m]!.lowerValue) : (m < 0 || m >= n ? edge : words[m]!.kindValue);
      if (a >= VALUE_LIMIT || b >= VALUE_LIMIT) { push(idOf(`${pairNames[t]}=${valueNames[a]} ${valueNames[b]}`)); continue; }
      const small = a < SMALL_VALUE_LIMIT && b < SMALL_VALUE_LIMIT;
      const map = small ? smallPairs[t]! : pairs[t]!;
      const key = small ? (a << 15) | b : a * VALUE_LIMIT + b;
      let id = map.get(key);
      if (id === undefined) { id = idOf(`${pairNames[t]}=${valueNames[a]} ${valueNames[b]}`); map.set(key, id); }
      push(id);
    }
    for (let t = 0; t < singles.length; t++) {
      const k = i + singleOffset[t]!;
      const a = singleWord[t] ? (k < 0 ? before : k >= n ? after : words[k]!.lowerValue) : (k < 0 || k >= n ? edge : words[k]!.kindValue);
      let id = singles[t]!.get(a);
      if (id === undefined) { id = idOf(`${singleNames[t]}=${valueNames[a]}`); singles[t]!.set(a, id); }
      push(id);
    }
    const first = i === 0 ? 1 : 0;
    if (firsts[first]! < 0) firsts[first] = idOf(`first=${i === 0}`);
    push(firsts[first]!);
    for (let h = 0; h < HINT_OFFSETS.length; h++) {
      const matches = hints[i + HINT_OFFSETS[h]![1]]?.matches;
      if (matches === undefined) continue;
      for (const m of matches) {
        let id = hintIds[h]!.get(m);
        if (id === undefined) { id = idOf(`${HINT_OFFSETS[h]![0]}=${m}`); hintIds[h]!.set(m, id); }
        push(id);
      }
    }
  };
}

/** The ids of sentenceFeatures(tokens, hints), in its order, written token by token through `push`; `end(i)` after token i's. */
function writeSentenceFeatureIds(
  tokens: ReadonlyArray<{ text: string }>, hints: readonly TokenHints[], ids: (word: string, info?: WordInfo) => WordIds,
  context: ReturnType<typeof contextFeatureIds>, bias: () => number, push: (id: number) => void, end: (i: number) => void,
): WordIds[] {
  const n = tokens.length;
  const words = tokens.map((t) => ids(t.text));
  const before = ids(BOUNDARY_BEFORE, { lower: BOUNDARY_BEFORE, kind: 'edge', ownValues: [] });
  const after = ids(BOUNDARY_AFTER, { lower: BOUNDARY_AFTER, kind: 'edge', ownValues: [] });
  const b = bias();
  for (let i = 0; i < n; i++) {
    const word = words[i]!;
    push(b);
    for (const f of word.own) push(f);
    for (let r = 0; r < NEIGHBOUR_OFFSETS.length; r++) {
      const j = i + NEIGHBOUR_OFFSETS[r]!;
      push((j < 0 ? before : j >= n ? after : words[j]!).neighbour[r]!);
    }
    context(words, hints, i, push);
    for (let k = Math.max(0, i - BAG_WINDOW); k <= i - BAG_GAP; k++) push(words[k]!.bagBefore);
    for (let k = i + BAG_GAP; k < n && k <= i + BAG_WINDOW; k++) push(words[k]!.bagAfter);
    end(i);
  }
  return words;
}

/**
 * Distinct lists of feature ids of one kind, numbered in order of first appearance: found by a hash of the ids, not by a
 * string key per token (the encoder's largest garbage on snips, with the feature names it made per token).
 */
class DistinctLists {
  readonly members: Int32Array[] = [];
  readonly kinds: number[] = [];
  private readonly firstByHash = new Map<number, number>();
  private readonly nextSameHash: number[] = [];

  /** The number of kind's list values[0…length), added if new. */
  find(kind: number, values: Int32Array, length: number): number {
    let hash = kind + 1;
    for (let k = 0; k < length; k++) hash = (Math.imul(hash, 0x01000193) ^ values[k]!) | 0;
    const first = this.firstByHash.get(hash);
    for (let d = first ?? -1; d >= 0; d = this.nextSameHash[d]!) if (this.kinds[d] === kind && same(this.members[d]!, values, length)) return d;
    const d = this.members.length;
    this.members.push(values.slice(0, length));
    this.kinds.push(kind);
    this.nextSameHash.push(first ?? -1);
    this.firstByHash.set(hash, d);
    return d;
  }
}

function same(a: Int32Array, b: Int32Array, length: number): boolean {
  if (a.length !== length) return false;
  for (let k = 0; k < length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** A growable array of ids. */
class IdBuffer {
  values: Int32Array;
  length = 0;
  constructor(capacity = 256) { this.values = new Int32Array(capacity); }
  push(id: number): void {
    if (this.length === this.values.length) { const bigger = new Int32Array(this.values.length * 2); bigger.set(this.values); this.values = bigger; }
    this.values[this.length++] = id;
  }
  /** The ids pushed, in an array of their own. */
  take(): Int32Array { return this.length === this.values.length ? this.values : this.values.slice(0, this.length); }
}

/** Features of every token as ids, with the groups of features that training sums once. */
export function encodeSentences(sentences: ReadonlyArray<{ tokens: ReadonlyArray<{ text: string; start: number; end: number }>; hints: readonly TokenHints[] }>): EncodedCorpus {
  const featureIndex = new Map<string, number>();
  const kinds: number[] = [];
  const idOf = (f: string) => {
    let id = featureIndex.get(f);
    if (id === undefined) { id = featureIndex.size; featureIndex.set(f, id); kinds.push(featureGroup(f)); }
    return id;
  };
  const valueIndex = new Map<string, number>();
  const valueNames: string[] = [];
  const valueOf = (value: string) => {
    let id = valueIndex.get(value);
    if (id === undefined) { id = valueNames.length; valueIndex.set(value, id); valueNames.push(value); }
    return id;
  };
  const ids = wordFeatureIds(idOf, valueOf);
  const context = contextFeatureIds(idOf, valueOf, valueNames);
  let biasId = -1;
  const bias = () => (biasId >= 0 ? biasId : (biasId = idOf('b')));

  // Every token's feature ids in corpus order (token t's at flat[flatOffsets[t]…flatOffsets[t + 1])), and its groupable
  // features by kind as an index into the distinct groups (in order of first appearance): kept per distinct group
  // rather than per token, so that memory follows the groups, not the tokens (snips: 19 600 sentences, 22 000 groups).
  const T = sentences.reduce((n, s) => n + s.tokens.length, 0);
  const tokenStart = new Int32Array(sentences.length + 1);
  const flat = new IdBuffer(T * 24 + 1);
  const flatOffsets = new Int32Array(T + 1);
  const groupRefs = new Int32Array(T * GROUP_KINDS);
  const before = new Int32Array(T);
  const after = new Int32Array(T);
  const distinct = new DistinctLists();
  const byKind = Array.from({ length: GROUP_KINDS }, () => new IdBuffer());
  let t = 0;
  sentences.forEach((s, k) => {
    tokenStart[k] = t;
    const words = writeSentenceFeatureIds(s.tokens, s.hints, ids, context, bias, (id) => flat.push(id), () => {
      flatOffsets[t + 1] = flat.length;
      for (const buffer of byKind) buffer.length = 0;
      for (let j = flatOffsets[t]!; j < flatOffsets[t + 1]!; j++) {
        const f = flat.values[j]!;
        const kind = kinds[f]!;
        if (kind >= 0 && kind < GROUP_KINDS) byKind[kind]!.push(f);
      }
      for (let kind = 0; kind < GROUP_KINDS; kind++) groupRefs[t * GROUP_KINDS + kind] = distinct.find(kind, byKind[kind]!.values, byKind[kind]!.length);
      t++;
    });
    words.forEach((w, i) => { before[tokenStart[k]! + i] = w.bagBefore; after[tokenStart[k]! + i] = w.bagAfter; });
  });
  tokenStart[sentences.length] = T;

  // Group membership counts with every groupable feature in (each distinct group once), then the busiest features left out.
  const fanOut = new Int32Array(featureIndex.size);
  for (const members of distinct.members) for (const f of members) fanOut[f] = fanOut[f]! + 1;
  const heavy = Uint8Array.from(fanOut, (count) => (count > MAX_GROUPS_PER_FEATURE ? 1 : 0));

  // Each distinct group's members less the busy ones, as a group of training's (-1: none left), numbered in order of
  // first appearance; found once per distinct group.
  const kept = new DistinctLists();
  const groupOf = new Int32Array(distinct.members.length).fill(-2);
  const keptMembers = new IdBuffer();
  const groupOfDistinct = (d: number): number => {
    if (groupOf[d] !== -2) return groupOf[d]!;
    keptMembers.length = 0;
    for (const f of distinct.members[d]!) if (!heavy[f]) keptMembers.push(f);
    return (groupOf[d] = keptMembers.length === 0 ? -1 : kept.find(distinct.kinds[d]!, keptMembers.values, keptMembers.length));
  };
  // Every feature of a token goes to exactly one of its groups, its free features or its bags: as many ids as in flat.
  const all = new IdBuffer(Math.max(1, flat.length));
  const offsets = new Int32Array(T + 1);
  const free = new Int32Array(T);
  const bag = new Int32Array(T);
  const tokenGroups = new Int32Array(T * GROUP_KINDS).fill(-1);
  for (let t = 0; t < T; t++) {
    for (let kind = 0; kind < GROUP_KINDS; kind++) {
      const g = groupOfDistinct(groupRefs[t * GROUP_KINDS + kind]!);
      if (g < 0) continue;
      tokenGroups[t * GROUP_KINDS + kind] = g;
      for (const f of kept.members[g]!) all.push(f);
    }
    free[t] = all.length;
    const from = flatOffsets[t]!;
    const to = flatOffsets[t + 1]!;
    for (let k = from; k < to; k++) { const f = flat.values[k]!; if ((kinds[f]! < 0 || heavy[f]) && kinds[f] !== BAG_KIND) all.push(f); }
    bag[t] = all.length;
    for (let k = from; k < to; k++) { const f = flat.values[k]!; if (kinds[f] === BAG_KIND) all.push(f); }
    offsets[t + 1] = all.length;
  }
  return { tokenStart, ids: all.take(), offsets, free, bag, before, after, tokenGroups, features: [...featureIndex.keys()], groups: kept.members };
}
