import {
  BAG_GAP, BAG_KIND, BAG_WINDOW, bagAfter, bagBefore, BOUNDARY_AFTER, BOUNDARY_BEFORE, contextFeatures, featureGroup, ownFeatures, GROUP_KINDS,
  NEIGHBOUR_OFFSETS, neighbourFeature, wordInfo, type TokenHints, type WordInfo,
} from './token-features.js';

/**
 * A sentence as feature ids: token i has features ids[offsets[i]…offsets[i+1]): those of its groups,
 * then the others, then its bags of words (scored with running sums over bagBefore / bagAfter).
 */
export interface EncodedSentence {
  ids: Int32Array;
  offsets: Int32Array;
  /** Where token i's features outside any group start in ids. */
  free: Int32Array;
  /** Where token i's bag-of-words features start in ids. */
  bag: Int32Array;
  /** Id of the feature token k gives the bags of the tokens after it, and before it. */
  before: Int32Array;
  after: Int32Array;
  /** Token i's groups: groups[i * GROUP_KINDS + kind], -1 for none. */
  groups: Int32Array;
}

export interface EncodedCorpus {
  sentences: EncodedSentence[];
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
}

/** Ids of the features a word brings wherever it is, named once per word rather than per token. */
function wordFeatureIds(idOf: (f: string) => number): (word: string, info?: WordInfo) => WordIds {
  const cache = new Map<string, WordIds>();
  return (word, info = wordInfo(word)) => {
    let ids = cache.get(word);
    if (!ids) {
      ids = { info, own: ownFeatures(info).map(idOf), neighbour: NEIGHBOUR_OFFSETS.map((o) => idOf(neighbourFeature(o, info.lower))), bagBefore: idOf(bagBefore(info.lower)), bagAfter: idOf(bagAfter(info.lower)) };
      cache.set(word, ids);
    }
    return ids;
  };
}

/** The ids of sentenceFeatures(tokens, hints), in its order, from per-word ids (checked equal by the tests). */
export function sentenceFeatureIds(tokens: ReadonlyArray<{ text: string }>, hints: readonly TokenHints[], ids: (word: string, info?: WordInfo) => WordIds, idOf: (f: string) => number): number[][] {
  const n = tokens.length;
  const words = tokens.map((t) => ids(t.text));
  const infos = words.map((w) => w.info);
  const before = ids(BOUNDARY_BEFORE, { lower: BOUNDARY_BEFORE, kind: 'edge', ownValues: [] });
  const after = ids(BOUNDARY_AFTER, { lower: BOUNDARY_AFTER, kind: 'edge', ownValues: [] });
  const bias = idOf('b');
  return words.map((word, i) => {
    const features = [bias, ...word.own];
    NEIGHBOUR_OFFSETS.forEach((offset, r) => {
      const j = i + offset;
      features.push((j < 0 ? before : j >= n ? after : words[j]!).neighbour[r]!);
    });
    for (const f of contextFeatures(infos, hints, i)) features.push(idOf(f));
    for (let k = Math.max(0, i - BAG_WINDOW); k <= i - BAG_GAP; k++) features.push(words[k]!.bagBefore);
    for (let k = i + BAG_GAP; k < n && k <= i + BAG_WINDOW; k++) features.push(words[k]!.bagAfter);
    return features;
  });
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
  const ids = wordFeatureIds(idOf);
  // Each sentence's feature ids, flat (token i's at flat[offsets[i]…offsets[i + 1])), and each token's groupable
  // features by kind as an index into the distinct groups (their members and key, in order of first appearance): kept
  // per distinct group rather than per token, so that memory follows the groups, not the tokens (snips: 19 600
  // sentences, 22 000 groups).
  const distinct: Array<{ members: number[]; key: string }> = [];
  const distinctIndex = new Map<string, number>();
  const perSentence = sentences.map((s) => {
    const tokens = sentenceFeatureIds(s.tokens, s.hints, ids, idOf);
    const offsets = new Int32Array(tokens.length + 1);
    tokens.forEach((features, i) => { offsets[i + 1] = offsets[i]! + features.length; });
    const flat = new Int32Array(offsets[tokens.length]!);
    const groupRefs = new Int32Array(tokens.length * GROUP_KINDS);
    tokens.forEach((features, i) => {
      flat.set(features, offsets[i]!);
      const byKind: number[][] = Array.from({ length: GROUP_KINDS }, () => []);
      for (const f of features) { const kind = kinds[f]!; if (kind >= 0 && kind < GROUP_KINDS) byKind[kind]!.push(f); }
      byKind.forEach((members, kind) => {
        const key = `${kind}:${members.join(' ')}`;
        let d = distinctIndex.get(key);
        if (d === undefined) { d = distinct.length; distinctIndex.set(key, d); distinct.push({ members, key }); }
        groupRefs[i * GROUP_KINDS + kind] = d;
      });
    });
    return { flat, offsets, groupRefs };
  });
  distinctIndex.clear();
  const bags = sentences.map((s) => {
    const words = s.tokens.map((t) => ids(t.text));
    return { before: Int32Array.from(words, (w) => w.bagBefore), after: Int32Array.from(words, (w) => w.bagAfter) };
  });

  // Group membership counts with every groupable feature in (each distinct group once), then the busiest features left out.
  const fanOut = new Int32Array(featureIndex.size);
  for (const { members } of distinct) for (const f of members) fanOut[f] = fanOut[f]! + 1;
  const heavy = Uint8Array.from(fanOut, (count) => (count > MAX_GROUPS_PER_FEATURE ? 1 : 0));

  const groupIndex = new Map<string, number>();
  const groups: Int32Array[] = [];
  const encoded = perSentence.map(({ flat, offsets: tokenOffsets, groupRefs }, s): EncodedSentence => {
    const n = tokenOffsets.length - 1;
    const offsets = new Int32Array(n + 1);
    const free = new Int32Array(n);
    const bag = new Int32Array(n);
    const tokenGroupIds = new Int32Array(n * GROUP_KINDS).fill(-1);
    const all: number[] = [];
    for (let i = 0; i < n; i++) {
      for (let kind = 0; kind < GROUP_KINDS; kind++) {
        const whole = distinct[groupRefs[i * GROUP_KINDS + kind]!]!;
        // The key counted above, unless a member is too busy to stay in a group.
        const hasHeavy = whole.members.some((f) => heavy[f]);
        const members = hasHeavy ? whole.members.filter((f) => !heavy[f]) : whole.members;
        if (members.length === 0) continue;
        const key = hasHeavy ? `${kind}:${members.join(' ')}` : whole.key;
        let g = groupIndex.get(key);
        if (g === undefined) { g = groups.length; groupIndex.set(key, g); groups.push(Int32Array.from(members)); }
        tokenGroupIds[i * GROUP_KINDS + kind] = g;
        for (const f of members) all.push(f);
      }
      free[i] = all.length;
      const from = tokenOffsets[i]!;
      const to = tokenOffsets[i + 1]!;
      for (let k = from; k < to; k++) { const f = flat[k]!; if ((kinds[f]! < 0 || heavy[f]) && kinds[f] !== BAG_KIND) all.push(f); }
      bag[i] = all.length;
      for (let k = from; k < to; k++) { const f = flat[k]!; if (kinds[f] === BAG_KIND) all.push(f); }
      offsets[i + 1] = all.length;
    }
    return { ids: Int32Array.from(all), offsets, free, bag, groups: tokenGroupIds, ...bags[s]! };
  });
  return { sentences: encoded, features: [...featureIndex.keys()], groups };
}
