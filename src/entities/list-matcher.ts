import { matchKey, tokenize, type Token } from '../text/tokens.js';
import { wordKey } from './word-key.js';
import type { EntitySpan } from '../types.js';
import { allowedTypos, deletions, editDistance } from './edit-distance.js';

export interface ListEntity {
  name: string;
  values: Array<{ value: string; synonyms: string[] }>;
  fuzzy: boolean;
  /** A closed list (it answers its values only): it also takes one-typo matches, fuzzy or not (oneTypo()). */
  closed?: boolean;
  /**
   * True: each phrase matches only with its words as written (the gazetteer's phrases, which addKeyed() adds so
   * too). Else a phrase's words joined by a hyphen or apart are the same phrase ("family size", "family-size").
   */
  asWritten?: boolean;
}

export interface ListMatcherOptions {
  /**
   * Words never read as a closed list's typo (oneTypo()): the words of the training statements that are one
   * typo from a closed list's word ("find" beside "wind", "give" beside "five"; notTypoWords() finds them).
   * null: closed lists take no one-typo match (a model trained before the rule).
   */
  notTypos?: ReadonlySet<string> | null;
  /** How phrases and statements are split into words: the corpus's language's (TextPipeline.tokenize); English by default. */
  tokenize?: (text: string) => Token[];
}

/**
 * What a path through the trie may be read as, one bit each, kept for the words so far (bitwise and): every word
 * exact; every typo a fuzzy list's (near(), nearShort()); every typo a closed list's one-typo word (oneTypo()).
 * A list takes a path whose bits meet its own (listBits()).
 */
const EXACT = 4;
const FUZZY_TYPO = 2;
const ONE_TYPO = 1;
const ANY = EXACT | FUZZY_TYPO | ONE_TYPO;

interface TrieNode {
  children: Map<string, TrieNode>;
  /** Canonical values ending here, by entity. */
  ends: Array<{ entity: string; value: string }>;
  /** Phrases of addKeyed() that pass through this node, not yet put in its children and ends (see reached()). */
  pending: Pending | null;
}

/** Keyed phrases (indices into ListMatcher's `keyed`) waiting at a node. */
interface Pending {
  phrases: number[];
}

/** Shortest word of a value that nearShort() answers with, and shortest statement word oneTypo() reads. */
const SHORT_TYPO_MIN_WORD = 4;

/**
 * Shortest word of a closed list's value that oneTypo() answers with: four-letter value words are one typo
 * from too many common words ("five": give, live, hive; "best": beat, west; "here": where), measured in
 * docs/corpus-format.md.
 */
const ONE_TYPO_MIN_VALUE_WORD = 5;

/** A value word oneTypo() answers with: letters only (a digit off is another number, not a typo: "2019", "2018"). */
const TYPO_WORD = /^\p{L}+$/u;

/** Words a hyphen may join or split: letters and digits only. */
const JOINABLE = /^[\p{L}\p{N}]+$/u;

/** Phrases of more gaps than this get two forms only (all apart, as written), not one per way of hyphenating. */
const MAX_HYPHEN_GAPS = 3;

/**
 * The forms of a phrase (its word keys) a statement may write, hyphens and spaces interchangeable between
 * words of letters and digits: "family size" is also "family-size", "e-mail" also "e mail", "extra large size"
 * also "extra-large size"… The phrase as written comes first.
 */
export function hyphenForms(keys: readonly string[]): string[][] {
  // Every word apart ("family-size" → family, size), and the gaps that may take a hyphen.
  const parts: string[] = [];
  for (const key of keys) {
    const pieces = key.split('-');
    if (pieces.length > 1 && pieces.every((p) => JOINABLE.test(p))) parts.push(...pieces);
    else parts.push(key);
  }
  const gaps: number[] = [];
  for (let i = 0; i + 1 < parts.length; i++) if (JOINABLE.test(parts[i]!) && JOINABLE.test(parts[i + 1]!)) gaps.push(i);
  if (gaps.length === 0) return [[...keys]];
  const forms = new Map<string, string[]>();
  const add = (form: string[]) => forms.set(form.join(' '), form);
  add([...keys]);
  add(parts);
  if (gaps.length <= MAX_HYPHEN_GAPS) {
    for (let mask = 1; mask < 1 << gaps.length; mask++) {
      const form: string[] = [parts[0]!];
      for (let i = 1; i < parts.length; i++) {
        const g = gaps.indexOf(i - 1);
        if (g >= 0 && (mask >> g) & 1) form[form.length - 1] += `-${parts[i]}`;
        else form.push(parts[i]!);
      }
      add(form);
    }
  }
  return [...forms.values()];
}

/** prepare() expands the first words that start this many waiting phrases or more (snips: 10 of 5 918 words, 1 767 of 11 255 phrases). */
const PREPARED_FIRST_WORD_PHRASES = 32;

/** Longest word looked up with typos. */
const MAX_FUZZY_LENGTH = 24;

// Most nodes are leaves, and most nodes end no value: they share these two, never written to, until add()
// gives them their own (a gazetteer of 11 000 phrases makes 20 000 nodes; loading allocates half as much).
const NO_CHILDREN: Map<string, TrieNode> = new Map();
const NO_ENDS: Array<{ entity: string; value: string }> = [];
const newNode = (): TrieNode => ({ children: NO_CHILDREN, ends: NO_ENDS, pending: null });

/** Phrases of lower-case ASCII words, each a letter then letters or digits, one space apart: tokenize() splits them at the spaces, and each word is its own key. */
const PLAIN_PHRASE = /^[a-z][a-z0-9]*(?: [a-z][a-z0-9]*)*$/;

/** The word keys of a list phrase: tokenize() then wordKey() (test/entities/list-matcher.test.ts checks the shortcut agrees). */
export function phraseKeys(phrase: string, tokenizeWith: (text: string) => Token[] = tokenize): string[] {
  if (PLAIN_PHRASE.test(phrase)) return phrase.split(' ');
  return tokenizeWith(phrase).map((t) => wordKey(t.text));
}

/** A list's values and synonyms as the trie takes them: each phrase's word keys and its hyphen forms. */
type PreparedPhrases = Array<{ value: string; keys: string[]; forms: string[][] }>;

/**
 * The lists' phrases in a trie, and the word sets and indexes typos are read against: everything a list matcher
 * knows that depends on the lists alone. Built once per set of lists and shared by every matcher of the same lists
 * (listIndex()): the trainer and a model's runtime build several matchers of one corpus's lists (the tagger's hints,
 * notTypoWords(), a matcher with the gazetteer and one without, each fold model of the decision), and a list of 6 557
 * airports took 0.2 s and tens of megabytes each time. Lists whose values are one array (an entity whose list another
 * uses: model/shared-lists.ts) read their phrases once. Its lazy parts (caches, typo indexes) depend on the lists
 * alone too, so sharing them answers as a matcher of its own would.
 */
class ListIndex {
  readonly root: TrieNode = { children: new Map(), ends: [], pending: null };
  /** Per entity, the bits of the paths it takes (see EXACT). */
  readonly listBits = new Map<string, number>();
  /** Deletion key → dictionary words (for fuzzy lists only). */
  readonly deletionIndex = new Map<string, Set<string>>();
  /** Words of fuzzy lists' values with SHORT_TYPO_MIN_WORD letters or more, for nearShort(). */
  readonly fuzzyWords = new Set<string>();
  /** One-deletion key → those words; made on the first nearShort() call. */
  shortIndex: Map<string, Set<string>> | null = null;
  /** Every word of every list's values (not the gazetteer's): a statement word that is one is no typo. */
  readonly listWords = new Set<string>();
  /** Words of closed lists' values, letters only, ONE_TYPO_MIN_VALUE_WORD letters or more: what oneTypo() answers with. */
  readonly closedWords = new Set<string>();
  /** One-deletion key → those words; made on the first oneTypo() call. */
  closedIndex: Map<string, Set<string>> | null = null;
  /** Recent answers of near(): words recur, and the deletion sets are the costly part (bounded). */
  readonly nearCache = new Map<string, readonly string[]>();
  /** Recent answers of oneTypo() before the corpus's own words are ruled out (bounded). */
  readonly oneTypoCache = new Map<string, string | null>();

  constructor(entities: readonly ListEntity[], readonly tokenize: (text: string) => Token[]) {
    const prepared = new Map<ListEntity['values'], PreparedPhrases>();
    for (const entity of entities) {
      const closed = entity.closed === true;
      this.listBits.set(entity.name, EXACT | (entity.fuzzy ? FUZZY_TYPO : 0) | (closed ? ONE_TYPO : 0));
      let phrases = prepared.get(entity.values);
      if (!phrases) {
        phrases = entity.values.flatMap(({ value, synonyms }) => [value, ...synonyms].map((phrase) => {
          const keys = phraseKeys(phrase, tokenize);
          return { value, keys, forms: hyphenForms(keys) };
        }));
        prepared.set(entity.values, phrases);
      }
      for (const { value, keys, forms } of phrases) {
        for (const form of forms) addPhrase(this.root, entity.name, value, form, entity.fuzzy ? this : null);
        for (const key of keys) {
          this.listWords.add(key);
          if (closed && key.length >= ONE_TYPO_MIN_VALUE_WORD && TYPO_WORD.test(key)) this.closedWords.add(key);
        }
      }
    }
  }

  /** A fuzzy list's word: indexed by its deletions (near()), and kept for nearShort(). */
  addFuzzyWord(key: string): void {
    if (key.length >= SHORT_TYPO_MIN_WORD) this.fuzzyWords.add(key);
    for (const d of deletions(key, allowedTypos(key.length))) {
      let words = this.deletionIndex.get(d);
      if (!words) { words = new Set(); this.deletionIndex.set(d, words); }
      words.add(key);
    }
  }
}

/** The phrase's words from `root`, its nodes made where missing, and the value at its end (a fuzzy list's words indexed in `fuzzy`). */
function addPhrase(root: TrieNode, entity: string, value: string, keys: readonly string[], fuzzy: ListIndex | null): void {
  if (keys.length === 0) return;
  let node = root;
  for (const key of keys) {
    node = childOf(node, key);
    fuzzy?.addFuzzyWord(key);
  }
  endAt(node, entity, value);
}

/** The child of `node` by `key`, made when it has none. */
function childOf(node: TrieNode, key: string): TrieNode {
  let child = node.children.get(key);
  if (!child) {
    child = newNode();
    if (node.children === NO_CHILDREN) node.children = new Map();
    node.children.set(key, child);
  }
  return child;
}

function endAt(node: TrieNode, entity: string, value: string): void {
  if (node.ends.some((e) => e.entity === entity && e.value === value)) return;
  if (node.ends === NO_ENDS) node.ends = [];
  node.ends.push({ entity, value });
}

/**
 * Indexes by the first list's values array (weakly: a model's lists dropped, their index goes too), each with the
 * lists it was built from: the same lists again (same names, settings and value arrays, of the same lengths) share it.
 * A list's values are not edited in place once matched (the corpus loader and the model reader make new arrays).
 */
const INDEXES = new WeakMap<object, Array<{ lists: ListEntity[]; lengths: number[]; index: ListIndex }>>();

function listIndex(lists: readonly ListEntity[], tokenizeWith: (text: string) => Token[]): ListIndex {
  if (lists.length === 0) return new ListIndex([], tokenizeWith);
  const key = lists[0]!.values;
  const entries = INDEXES.get(key) ?? [];
  // The phrases' word keys depend on the language's tokenizer too.
  const same = (built: { lists: ListEntity[]; lengths: number[]; index: ListIndex }) => built.index.tokenize === tokenizeWith && built.lists.length === lists.length && lists.every((l, k) => {
    const b = built.lists[k]!;
    return b.name === l.name && b.values === l.values && built.lengths[k] === l.values.length && b.fuzzy === l.fuzzy && (b.closed === true) === (l.closed === true);
  });
  const found = entries.find(same);
  if (found) return found.index;
  const index = new ListIndex(lists, tokenizeWith);
  // A few sets of lists per first array at most (a model's, the trainer's): the oldest is dropped past four.
  INDEXES.set(key, [...entries.slice(-3), { lists: lists.map((l) => ({ ...l })), lengths: lists.map((l) => l.values.length), index }]);
  return index;
}

/**
 * Finds list values in a statement: a trie over word keys, longest match first. Fuzzy lists
 * also match words within a few typos, looked up through a deletion index (SymSpell) so the
 * cost does not grow with the number of values. The lists' trie is shared with every matcher of the same lists
 * (ListIndex); phrases matched as written (the gazetteer's, asWritten or addKeyed()) sit in a trie of the
 * matcher's own, walked alongside: their entities are exact and apart from the lists', so every entity's matches
 * are those of one trie holding both.
 */
export class ListMatcher {
  private readonly index: ListIndex;
  /** The phrases matched as written (asWritten entities, addKeyed()): exact, never typos. */
  private readonly root: TrieNode = { children: new Map(), ends: [], pending: null };
  /**
   * The phrases of addKeyed(), one batch per call, kept as given (entity, values, keys joined by spaces): phrase k
   * of a batch has the id `first + k`. `next`: where in its keys the key after the node the phrase waits at
   * begins (0: not yet read, the phrase waits at the root's child of its first key; past the end: none, the
   * phrase ends there).
   */
  private readonly keyed: Array<{ first: number; entity: string; values: readonly string[]; keys: readonly string[]; next: Int32Array }> = [];
  private keyedCount = 0;
  /** Per entity, the bits of the paths it takes (see EXACT): the lists' and this matcher's own exact ones. */
  private readonly listBits: Map<string, number>;
  private readonly notTypos: ReadonlySet<string> | null;
  private readonly tokenize: (text: string) => Token[];

  /** `entities`: lists; those `asWritten` are matched exactly as written (their `fuzzy` is not read). */
  constructor(entities: readonly ListEntity[], options: ListMatcherOptions = {}) {
    this.notTypos = options.notTypos === undefined ? new Set() : options.notTypos;
    this.tokenize = options.tokenize ?? tokenize;
    this.index = listIndex(entities.filter((e) => !e.asWritten), this.tokenize);
    this.listBits = new Map(this.index.listBits);
    for (const entity of entities) {
      if (!entity.asWritten) continue;
      this.listBits.set(entity.name, EXACT);
      for (const { value, synonyms } of entity.values) {
        for (const phrase of [value, ...synonyms]) addPhrase(this.root, entity.name, value, phraseKeys(phrase, this.tokenize), null);
      }
    }
  }

  /** The child of `node` by `key`, made when it has none. */
  private child(node: TrieNode, key: string): TrieNode {
    return childOf(node, key);
  }

  private end(node: TrieNode, entity: string, value: string): void {
    endAt(node, entity, value);
  }

  /**
   * Exact (never fuzzy) phrases whose word keys are known already (phraseKeys(), joined by spaces: the model
   * file keeps them), added as add() would add them, after every phrase added so far. Lazily: a phrase waits
   * at the root's child of its first key, and goes one node deeper each time a statement reaches the node it
   * waits at (reached()), in the order phrases were added, so that the trie is the one add() makes. Loading
   * a gazetteer of 11 000 phrases (snips) costs a Map entry per first key instead of 20 000 nodes.
   */
  addKeyed(entity: string, values: readonly string[], keys: readonly string[]): void {
    const first = this.keyedCount;
    // Exact phrases: matched without typos.
    if (!this.listBits.has(entity)) this.listBits.set(entity, EXACT);
    this.keyed.push({ first, entity, values, keys, next: new Int32Array(values.length) });
    this.keyedCount += values.length;
    for (let k = 0; k < values.length; k++) {
      // A phrase has a key at least (no gazetteer phrase is empty): an empty line is one empty key, as add() would take it.
      const line = keys[k]!;
      const space = line.indexOf(' ');
      const node = this.child(this.root, space < 0 ? line : line.slice(0, space));
      (node.pending ??= { phrases: [] }).phrases.push(first + k);
    }
  }

  /**
   * Puts now, one level down, the phrases waiting at the first words that start the most of them ("the" starts a
   * tenth of snips's 11 000 gazetteer phrases, and most statements hold it), rather than at the first statement that
   * reaches them. Call it once every addKeyed() is done: the trie is then the one reached() makes, as add() would.
   */
  prepare(minPhrases = PREPARED_FIRST_WORD_PHRASES): void {
    for (const node of this.root.children.values()) if (node.pending !== null && node.pending.phrases.length >= minPhrases) this.reached(node);
  }

  /** The node, its waiting phrases (addKeyed()) put in its children and ends first. */
  private reached(node: TrieNode): TrieNode {
    if (node.pending === null) return node;
    const { phrases } = node.pending;
    node.pending = null;
    for (const id of phrases) {
      const batch = this.batchOf(id);
      const k = id - batch.first;
      const line = batch.keys[k]!;
      // The first key was read by addKeyed(): the next one starts after its space.
      let from = batch.next[k]!;
      if (from === 0) { const space = line.indexOf(' '); from = space < 0 ? line.length + 1 : space + 1; }
      if (from > line.length) { this.end(node, batch.entity, batch.values[k]!); continue; }
      // The next key, read where the last one ended (no split per phrase).
      const space = line.indexOf(' ', from);
      batch.next[k] = space < 0 ? line.length + 1 : space + 1;
      const child = this.child(node, line.slice(from, space < 0 ? line.length : space));
      (child.pending ??= { phrases: [] }).phrases.push(id);
    }
    return node;
  }

  /** The addKeyed() batch of a phrase id (bisection: batches are in id order). */
  private batchOf(id: number): ListMatcher['keyed'][number] {
    const { keyed } = this;
    let low = 0;
    let high = keyed.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (keyed[mid]!.first <= id) low = mid;
      else high = mid - 1;
    }
    return keyed[low]!;
  }

  /** Dictionary words within the allowed typos of `key`, closest first (empty when no list is fuzzy). */
  near(key: string): readonly string[] {
    // A word under 5 letters is allowed no typo: nothing to look up.
    const { nearCache } = this.index;
    if (this.index.deletionIndex.size === 0 || allowedTypos(key.length) === 0) return NONE;
    let found = nearCache.get(key);
    if (found === undefined) {
      found = this.computeNear(key);
      if (nearCache.size >= 20_000) nearCache.clear();
      nearCache.set(key, found);
    }
    return found;
  }

  /**
   * For a word too short to be allowed a typo in a statement (3 or 4 letters): the one word of a fuzzy
   * list's values, of 4 letters or more, within one typo of it ("larg" → large, "nkie" → nike); none when
   * no word or several are ("bost": boss? bose?). Only for a span the tagger has already found: alone,
   * too many short words are one typo from a value ("bike", "back", "mall").
   */
  nearShort(key: string): readonly string[] {
    const index = this.index;
    if (index.fuzzyWords.size === 0 || key.length < 3 || allowedTypos(key.length) > 0) return NONE;
    if (index.shortIndex === null) index.shortIndex = oneDeletionIndex(index.fuzzyWords);
    if (index.fuzzyWords.has(key)) return NONE;
    let found: string | null = null;
    for (const d of deletions(key, 1)) {
      for (const w of index.shortIndex.get(d) ?? []) {
        if (w === found || editDistance(key, w, 1) > 1) continue;
        if (found !== null) return NONE;
        found = w;
      }
    }
    return found === null ? NONE : [found];
  }

  /**
   * The one word of the closed lists' values (letters only, ONE_TYPO_MIN_VALUE_WORD letters or more) that `key`
   * is one typo from (an edit, or a swap of neighbours) other than a plural "s" or "es" ("nights" is no typo of
   * "night": the list says whether it means it); null when none is or two are ("bost": boss? bose?), when `key`
   * is under SHORT_TYPO_MIN_WORD letters, a word of any list's values, or one of `notTypos` (a word the corpus
   * uses). What closed lists catch, fuzzy or not: "larg" → large, "medum" → medium, "lrge" → large. Measured
   * on the shared data sets: docs/corpus-format.md.
   */
  oneTypo(key: string): string | null {
    const notTypos = this.notTypos;
    const index = this.index;
    if (notTypos === null || index.closedWords.size === 0 || key.length < SHORT_TYPO_MIN_WORD || key.length > MAX_FUZZY_LENGTH) return null;
    if (index.listWords.has(key) || notTypos.has(key)) return null;
    const oneTypoCache = index.oneTypoCache;
    let found = oneTypoCache.get(key);
    if (found === undefined) {
      if (index.closedIndex === null) index.closedIndex = oneDeletionIndex(index.closedWords);
      let only: string | null = null;
      let several = false;
      for (const d of deletions(key, 1)) {
        for (const w of index.closedIndex.get(d) ?? []) {
          if (w === only || editDistance(key, w, 1) > 1 || pluralOf(key, w) || pluralOf(w, key)) continue;
          if (only !== null) several = true;
          only = w;
        }
      }
      found = several ? null : only;
      if (oneTypoCache.size >= 20_000) oneTypoCache.clear();
      oneTypoCache.set(key, found);
    }
    return found;
  }

  private computeNear(key: string): readonly string[] {
    const max = allowedTypos(key.length);
    // Past MAX_FUZZY_LENGTH a word is no list value's typo, and its deletion set would be huge.
    if (max === 0 || key.length > MAX_FUZZY_LENGTH) return NONE;
    const candidates = new Set<string>();
    for (const d of deletions(key, max)) for (const w of this.index.deletionIndex.get(d) ?? []) candidates.add(w);
    // Closest first, so that of two values within reach the nearer one wins ("brand1kzr" → brand1kzor, not brand10kzor).
    return [...candidates]
      .map((w) => ({ w, d: editDistance(key, w, max) }))
      .filter(({ w, d }) => w !== key && d <= max)
      .sort((a, b) => a.d - b.d || (a.w < b.w ? -1 : a.w > b.w ? 1 : 0))
      .map(({ w }) => w);
  }

  /**
   * Where a word (its key and near keys) leads from the root: the first step of every match it starts,
   * null when it starts none (most words: they are skipped at once). A caller may keep it per word.
   */
  firstStep(key: string, near: readonly string[] = this.near(key)): FirstStep | null {
    const roots = this.index.root.children;
    const step = new Frontier();
    const exact = roots.get(key);
    if (exact) step.add(exact, ANY);
    // This matcher's own phrases are exact: only the word itself leads into them.
    const own = this.root.children.get(key);
    if (own) step.add(this.reached(own), ANY);
    for (let k = 0; k < near.length; k++) {
      const child = roots.get(near[k]!);
      if (child) step.add(child, FUZZY_TYPO);
    }
    const one = this.oneTypo(key);
    const child = one === null ? undefined : roots.get(one);
    if (child) step.add(child, ONE_TYPO);
    return step.size > 0 ? step : null;
  }

  /** Every value found in the statement, longest per entity at each start. */
  match(statement: string, tokens: readonly Token[] = this.tokenize(statement)): EntitySpan[] {
    const spans: EntitySpan[] = [];
    const hits = this.walk(tokens.map((t) => wordKey(t.text)), undefined, undefined);
    for (let h = 0; h < hits.size; h++) {
      const start = tokens[hits.first[h]!]!.start;
      const end = tokens[hits.last[h]!]!.end;
      spans.push({ entity: hits.entity[h]!, value: hits.value[h]!, raw: statement.slice(start, end), start, end, source: 'list' });
    }
    return spans;
  }

  /**
   * The matches of match(), as token ranges [first, last], in the same order, without making spans.
   * `keys` are the tokens' word keys (wordKey); `nearKeys` their near() keys and `firstSteps` their
   * firstStep(), when the caller has them already. The hits are scratch: the next walk overwrites them.
   */
  walk(keys: readonly string[], nearKeys: ReadonlyArray<readonly string[]> | undefined, firstSteps: ReadonlyArray<FirstStep | null> | undefined): ListHits {
    const hits = this.hits;
    hits.size = 0;
    const n = keys.length;
    // Each word's near keys once per statement, not once per start position.
    const near = nearKeys ?? (this.index.deletionIndex.size === 0 ? null : keys.map((k) => this.near(k)));
    // A path with a fuzzy typo goes on with fuzzy typos only, one with a one-typo word with one-typo words only:
    // a list takes a path whose typos are all of its kind.
    // Scratch, reused: the walk allocates nothing.
    const best = this.best;
    for (let i = 0; i < n; i++) {
      // Most words start no value: skip them before anything else.
      const start = firstSteps ? firstSteps[i]! : this.firstStep(keys[i]!, near?.[i] ?? NONE);
      if (start === null) continue;
      // Walk exact keys, near keys (fuzzy lists) and one-typo words (closed lists); keep the longest ending per entity.
      best.clear();
      let reached: FirstStep = start;
      for (let j = i; ; ) {
        for (let f = 0; f < reached.size; f++) {
          const bits = reached.bits[f]!;
          for (const end of reached.nodes[f]!.ends) {
            if ((bits & this.listBits.get(end.entity)!) === 0) continue;
            best.offer(end.entity, j, end.value, (bits & EXACT) === 0);
          }
        }
        if (++j >= n) break;
        // The next word from every node reached (nodes without children end there), into the scratch
        // frontier not being read.
        const into = reached === this.frontier ? this.next : this.frontier;
        into.size = 0;
        for (let f = 0; f < reached.size; f++) {
          const node = reached.nodes[f]!;
          if (node.children.size === 0) continue;
          const bits = reached.bits[f]!;
          const exact = node.children.get(keys[j]!);
          if (exact) into.add(this.reached(exact), bits);
          if (near !== null) {
            const words = near[j]!;
            for (let w = 0; w < words.length; w++) {
              const child = node.children.get(words[w]!);
              if (child && (bits & FUZZY_TYPO) !== 0) into.add(this.reached(child), FUZZY_TYPO);
            }
          }
          const one = (bits & ONE_TYPO) === 0 ? null : this.oneTypo(keys[j]!);
          const child = one === null ? undefined : node.children.get(one);
          if (child) into.add(this.reached(child), ONE_TYPO);
        }
        if (into.size === 0) break;
        reached = into;
      }
      for (let b = 0; b < best.size; b++) hits.add(best.entity[b]!, best.value[b]!, i, best.end[b]!);
    }
    return hits;
  }

  private readonly hits = new ListHits();
  private readonly frontier = new Frontier();
  private readonly next = new Frontier();
  private readonly best = new BestEndings();
}

/** Matches as token ranges: the first `size` entries of the arrays (reused, as Frontier's). */
export class ListHits {
  readonly entity: string[] = [];
  readonly value: string[] = [];
  readonly first: number[] = [];
  readonly last: number[] = [];
  size = 0;

  add(entity: string, value: string, first: number, last: number): void {
    this.entity[this.size] = entity;
    this.value[this.size] = value;
    this.first[this.size] = first;
    this.last[this.size] = last;
    this.size++;
  }
}

/** The trie nodes a word leads to from the root, and what the path may be read as (its bits: see EXACT; ListMatcher.firstStep()). */
export interface FirstStep {
  readonly nodes: readonly TrieNode[];
  readonly bits: readonly number[];
  readonly size: number;
}

/**
 * Trie nodes reached after some words, and what each path may be read as (its bits): the first `size`
 * entries (the arrays are reused, never shortened, so that they keep their storage).
 */
class Frontier implements FirstStep {
  readonly nodes: TrieNode[] = [];
  readonly bits: number[] = [];
  size = 0;

  add(node: TrieNode, bits: number): void {
    this.nodes[this.size] = node;
    this.bits[this.size] = bits;
    this.size++;
  }
}

/**
 * The longest ending per entity from one start, in the order entities were first found: a later ending
 * replaces an earlier one; at the same word, an ending without typos replaces one with.
 */
class BestEndings {
  readonly entity: string[] = [];
  readonly end: number[] = [];
  readonly value: string[] = [];
  readonly typos: boolean[] = [];
  size = 0;

  clear(): void {
    this.size = 0;
  }

  offer(entity: string, end: number, value: string, typos: boolean): void {
    let b = 0;
    while (b < this.size && this.entity[b] !== entity) b++;
    if (b < this.size && !(this.end[b]! < end || (this.end[b] === end && this.typos[b] && !typos))) return;
    this.entity[b] = entity;
    this.end[b] = end;
    this.value[b] = value;
    this.typos[b] = typos;
    if (b === this.size) this.size++;
  }
}

const NONE: readonly string[] = Object.freeze([]);

/** `plural` is `word` with a plural ending: "nights", "boxes". */
function pluralOf(plural: string, word: string): boolean {
  return plural === `${word}s` || plural === `${word}es`;
}

/** One-deletion key → the words it comes from (SymSpell with one edit). */
function oneDeletionIndex(words: Iterable<string>): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const word of words) {
    for (const d of deletions(word, 1)) {
      let from = index.get(d);
      if (!from) { from = new Set(); index.set(d, from); }
      from.add(word);
    }
  }
  return index;
}

/**
 * The words of `statements` (their word keys) that `lists` would read as a closed list's typo (oneTypo()): the
 * trainer keeps them in the model so that a word the corpus uses is never one ("find" is no typo of "wind").
 */
export function notTypoWords(lists: readonly ListEntity[], statements: Iterable<string>, tokenizeWith: (text: string) => Token[] = tokenize): string[] {
  const matcher = new ListMatcher(lists, { tokenize: tokenizeWith });
  const found = new Set<string>();
  const seen = new Set<string>();
  for (const text of statements) {
    for (const token of tokenizeWith(text)) {
      const key = wordKey(token.text);
      if (seen.has(key)) continue;
      seen.add(key);
      if (matcher.oneTypo(key) !== null) found.add(key);
    }
  }
  return [...found].sort();
}
