import type { EntityDefinition } from '../corpus/types.js';
import type { ModelEntityDefinition, PackedTagger, TaggerState } from '../model/schema.js';
import { withListValues } from '../model/shared-lists.js';
import { taggerModel, unpackTagger, type TaggerModel } from '../model/pack-tagger.js';
import { matchKey, SENTENCE_MARKS, type Token } from '../text/tokens.js';
import { ENGLISH, type TextPipeline } from '../text/languages.js';
import type { EntitySpan } from '../types.js';
import { builtinSpans, needsBuiltins, resolveBuiltinText, resolveDatetimeText } from './builtins.js';
import { timeContext, type TimeContext } from './builtins/index.js';
import { wordKey } from './word-key.js';
import { ListMatcher, type FirstStep, type ListEntity, type ListMatcherOptions } from './list-matcher.js';
import { mayBeNumber, NOT_A_NUMBER, numberFacts as numberFactsOf, resolveNumberIn, resolveNumberText, type NumberFacts } from './numbers.js';
import { RegexMatcher } from './regex-matcher.js';
import { findRanges, type RangeEntities } from './range-rules.js';
import { resolveOverlaps } from './span.js';
import { gazetteerHint, gazetteerLists, type GazetteerEntry } from './tagger/gazetteer.js';
import { HintRows } from './tagger/context-lookup.js';
import { SequenceTagger, type WordIndices } from './tagger/sequence-tagger.js';
import type { TokenHints } from './tagger/token-features.js';

/** The entities an answer is about (an intent's), as extract() weighs the tagger's labels (label-focus.ts). */
export interface EntityFocus {
  readonly entities: ReadonlySet<string>;
  readonly penalties: Float64Array;
}

/** What the rules and the tagger need to know of a word, whatever statement it is in. */
interface WordFacts {
  /** wordKey(): how lists and cue phrases compare words. */
  key: string;
  /** List values within the allowed typos (fuzzy lists only). */
  near: readonly string[];
  /** Where the word leads in the trie of list values and gazetteer phrases: null when it starts none. */
  first: FirstStep | null;
  /** What the number rules read of the word. */
  numbers: NumberFacts;
  /** The tagger's feature indices of the word. */
  tagger: WordIndices | null;
}

/** What the rules find in a statement, and what the tagger and learned values read of its words. */
interface RuleMatches {
  /** Every rule span (list, regex, builtin, range rules, in that order), overlaps not resolved. */
  spans: EntitySpan[];
  /** Gazetteer matches, which only inform the tagger: entity g over tokens gazetteerAt[2g]…gazetteerAt[2g + 1], no spans made. */
  gazetteer: string[];
  gazetteerAt: number[];
  /** Each token's word key (wordKey), number facts and tagger feature indices (a hole for a word the tagger has none of). */
  keys: string[];
  numberFacts: NumberFacts[];
  known: WordIndices[];
}

/**
 * Which tokens a span [start, end) covers. 'inside': those lying wholly inside it (what rule hints name).
 * 'touched': every token it overlaps at all, a token only partly covered too (what learned spans keep off).
 */
type Cover = 'inside' | 'touched';

/** Index of the first token the span starting at `offset` covers (tokens are in order). */
function firstTokenOf(tokens: readonly Token[], offset: number, cover: Cover): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cover === 'inside' ? tokens[mid]!.start < offset : tokens[mid]!.end <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The last token a span [start, end) covers when `first` is the first (first - 1 when it covers none). */
function lastTokenOf(tokens: readonly Token[], first: number, start: number, end: number, cover: Cover): number {
  // An empty span covers no token, even inside one.
  if (cover === 'touched' && end <= start) return first - 1;
  let last = first - 1;
  while (last + 1 < tokens.length && (cover === 'inside' ? tokens[last + 1]!.end <= end : tokens[last + 1]!.start < end)) last++;
  return last;
}

/** The lists' values and the gazetteer's phrases in one trie (the phrases by their keys when the model has them). */
function phraseMatcher(lists: readonly ListEntity[], gazetteer: readonly GazetteerEntry[], keys: readonly string[] | undefined, options: ListMatcherOptions): ListMatcher {
  if (keys === undefined) return new ListMatcher([...lists, ...gazetteerLists(gazetteer)], options);
  const matcher = new ListMatcher(lists, options);
  let at = 0;
  for (const { entity, phrases } of gazetteer) matcher.addKeyed(gazetteerHint(entity), phrases, keys.slice(at, (at += phrases.length)));
  return matcher;
}

/** The list definitions as the list matcher takes them: a list that is not open is closed. */
export function closedOrOpen(definitions: readonly EntityDefinition[]): ListEntity[] {
  return definitions.flatMap((d) => (d.type === 'list' ? [{ name: d.name, values: d.values, fuzzy: d.fuzzy, closed: !d.open }] : []));
}

/** List and regex matches as tagger hints: "vendor:B" on the first token of a vendor match, "vendor:I" after. */
export function hintsFromSpans(tokens: readonly Token[], spans: readonly EntitySpan[]): TokenHints[] {
  const hints = new HintsBuilder(tokens.length);
  for (const span of spans) {
    const first = firstTokenOf(tokens, span.start, 'inside');
    hints.add(span.entity, first, lastTokenOf(tokens, first, span.start, span.end, 'inside'));
  }
  return hints.done();
}

/** Hints of matches given as token ranges. */
class HintsBuilder {
  // Most tokens have no match: they share one empty hint (never written to).
  private readonly hints: TokenHints[];
  private multiple = false;

  constructor(n: number) {
    this.hints = new Array<TokenHints>(n).fill(NO_HINTS);
  }

  /** A match of `entity` over tokens first…last (none when last < first). */
  add(entity: string, first: number, last: number): void {
    const [begin, inside] = hintNames(entity);
    for (let i = first; i <= last; i++) {
      if (this.hints[i] === NO_HINTS) this.hints[i] = { matches: [] };
      const matches = this.hints[i]!.matches;
      matches.push(i === first ? begin : inside);
      if (matches.length > 1) this.multiple = true;
    }
  }

  /** Each token's matches sorted (as Array#sort() sorts strings). */
  done(): TokenHints[] {
    if (this.multiple) for (const h of this.hints) if (h.matches.length > 1) sortStrings(h.matches);
    return this.hints;
  }
}

// The same object shape as every other hint (not frozen), so that reading hints stays monomorphic.
const NO_HINTS: TokenHints = { matches: [] };

/** "vendor:B" and "vendor:I", made once per entity name: the tagger looks them up by the same strings. */
const HINT_NAMES = new Map<string, readonly [string, string]>();
function hintNames(entity: string): readonly [string, string] {
  let names = HINT_NAMES.get(entity);
  if (!names) {
    names = [`${entity}:B`, `${entity}:I`];
    // Entity names come from models: few, but bounded anyway.
    if (HINT_NAMES.size >= 10_000) HINT_NAMES.clear();
    HINT_NAMES.set(entity, names);
  }
  return names;
}

/** Sorts in place as Array#sort() does strings (by UTF-16 code units), without its conversions. */
function sortStrings(values: string[]): void {
  for (let i = 1; i < values.length; i++) {
    const v = values[i]!;
    let j = i - 1;
    while (j >= 0 && values[j]! > v) { values[j + 1] = values[j]!; j--; }
    values[j + 1] = v;
  }
}

/**
 * All extractors behind one contract. Policy: rule spans (regex, list, builtin, range rules) are exact and
 * win; a learned span overlapping a rule span of the same entity is dropped, and one
 * overlapping another entity's rule span is trimmed to the words outside it. Learned values
 * are the raw text, unless the entity's definition says otherwise: a list's canonical value (a closed
 * list answers nothing else, an open one new values too), a regex entity's only when the pattern
 * matches it, a number's decimal text. No value holds a control character.
 */
export class EntityExtractor {
  private readonly lists: ListMatcher;
  private readonly regexes: RegexMatcher;
  private readonly builtins: Array<Extract<EntityDefinition, { type: 'builtin' }>>;
  private readonly definitions: Map<string, EntityDefinition>;
  /** List entities most of whose values start with a capital letter: a new value of an open one gets capitals too. */
  private readonly capitalised: ReadonlySet<string>;
  private readonly tagger: SequenceTagger | null;
  private readonly range: RangeEntities | null;
  /**
   * The list values and the gazetteer's phrases in one trie: one pass over the statement finds both.
   * Gazetteer phrases are entities of their own (`~title`), never fuzzy, so list matches are unchanged.
   */
  private readonly phrases: ListMatcher;
  private readonly gazetteerNames: ReadonlySet<string>;
  /** Per entity, the word keys no learned span of it starts or ends with (the tagger's edge words). */
  private readonly edgeWords: ReadonlyMap<string, ReadonlySet<string>>;
  /** Per entity, the sentence marks its values may hold (value-marks.ts); null: any (a tagger trained before them). */
  private readonly valueMarks: ReadonlyMap<string, ReadonlySet<string>> | null;
  /** Open lists by their gazetteer's hint name ("~vendor" → vendor): a phrase annotated as one is one of its values. */
  private readonly openByHint: ReadonlyMap<string, string>;
  /** Each role's entity ("origin" → airport): a role's span takes the place of that entity's rule span, and its value. */
  private readonly roles: ReadonlyMap<string, string>;
  /** Entities whose words are never a parameter (`ignore`): their learned spans take words from every other entity, then go. */
  private readonly ignored: ReadonlySet<string>;
  /** Entities with scope: feature: their matches are the tagger's hints only, never a span (nor one a learned span must keep off). */
  private readonly featureOnly: ReadonlySet<string>;
  /** Each entity that has roles, with them. */
  private readonly rolesOf: ReadonlyMap<string, readonly string[]>;
  /** Entities with scope: intent, each with the roles of it: under a focus on an intent that uses none of them, its matches are no span. */
  private readonly intentScoped: ReadonlyMap<string, readonly string[]>;
  /** Learned entities' normalising synonyms: the words' keys joined by a space → the value answered. */
  private readonly normalizers: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** What extract() needs of each word, looked up once per token (bounded, so arbitrary input cannot grow memory). */
  private readonly words = new Map<string, WordFacts>();
  private readonly wordsLimit: number;
  /**
   * The last statement extracted without a focus, its answer and the entities of the tagger's path: a
   * focus that penalises none of them leaves that path the best, so the answer stands (no second decoding).
   */
  private last: { statement: string; time: TimeContext | undefined; tagged: string[]; spans: EntitySpan[] } | null = null;
  /** The reference time of the statement read when none is given: now, read once per statement. */
  private now: TimeContext | null = null;

  /**
   * `taggerState`: as the trainer gives it or as the model file keeps it (packed). `notTypoWords`: the model's
   * words that are no closed list's typo (list-matcher.ts oneTypo()); null: closed lists catch no typo (the
   * corpus checks, the trainer's hints, a model trained before the rule).
   */
  constructor(stored: readonly (EntityDefinition | ModelEntityDefinition)[], taggerState: TaggerState | PackedTagger | TaggerModel | null, notTypoWords: readonly string[] | null = null, readonly text: TextPipeline = ENGLISH) {
    // A list stored as another's values (model/shared-lists.ts) shares that list's array: its phrases are read once.
    const definitions = withListValues(stored);
    // A TaggerModel (the trainer's fold models: quantizedTaggerModel()) is read as it is; its table has `starts`.
    const tagger = taggerState === null ? null : 'weightPositions' in taggerState ? taggerModel(taggerState, text.tokenize) : 'starts' in taggerState.features ? taggerState as TaggerModel : unpackTagger(taggerState as PackedTagger);
    this.definitions = new Map(definitions.map((d) => [d.name, d]));
    this.roles = new Map(definitions.flatMap((d) => (d.type === 'role' ? [[d.name, d.of] as const] : [])));
    this.ignored = new Set(definitions.filter((d) => d.type === 'ignore').map((d) => d.name));
    this.featureOnly = new Set(definitions.filter((d) => d.scope === 'feature' && d.type !== 'role').map((d) => d.name));
    this.rolesOf = new Map([...new Set(definitions.flatMap((d) => (d.type === 'role' ? [d.of] : [])))].map((base) => [base, definitions.filter((r) => r.type === 'role' && r.of === base).map((r) => r.name)]));
    this.intentScoped = new Map(definitions.filter((d) => d.scope === 'intent' && d.type !== 'role').map((d) => [d.name, definitions.filter((r) => r.type === 'role' && r.of === d.name).map((r) => r.name)]));
    this.normalizers = new Map(definitions.flatMap((d) => (d.type === 'learned' && d.normalize ? [[d.name, normalizer(d.normalize, text.tokenize)] as const] : [])));
    this.capitalised = new Set(definitions.filter((d) => d.type === 'list' && 2 * d.values.filter((v) => /^\p{Lu}/u.test(v.value)).length > d.values.length).map((d) => d.name));
    const lists = closedOrOpen(definitions);
    const listOptions = { notTypos: notTypoWords === null ? null : new Set(notTypoWords), tokenize: text.tokenize };
    this.lists = new ListMatcher(lists, listOptions);
    this.regexes = new RegexMatcher(definitions.filter((d) => d.type === 'regex'));
    this.builtins = definitions.filter((d) => d.type === 'builtin');
    // Numbers and ordinals run the date grammar too, to leave out the numbers inside dates.
    this.readsDates = this.builtins.some((d) => d.builtin === 'datetime' || d.builtin === 'number' || d.builtin === 'ordinal');
    this.tagger = tagger ? new SequenceTagger(tagger) : null;
    const gazetteer = tagger?.gazetteer ?? [];
    this.gazetteerNames = new Set(gazetteer.map((e) => gazetteerHint(e.entity)));
    this.edgeWords = new Map((tagger?.edgeWords ?? []).map((e) => [e.entity, new Set(e.words)]));
    this.valueMarks = tagger?.valueMarks ? new Map(tagger.valueMarks.map((e) => [e.entity, new Set(e.marks)])) : null;
    this.openByHint = new Map(definitions.filter((d) => d.type === 'list' && d.open).map((d) => [gazetteerHint(d.name), d.name]));
    this.phrases = gazetteer.length === 0 ? this.lists : phraseMatcher(lists, gazetteer, tagger!.gazetteerKeys, listOptions);
    this.wordsLimit = this.tagger?.cacheLimit ?? 20_000;
    const bound = (b: 'lower' | 'upper') => definitions.find((d) => d.type === 'learned' && d.range === b)?.name;
    const lower = bound('lower');
    const upper = bound('upper');
    this.range = lower && upper ? { lower, upper } : null;
  }

  /** Builds at load what the first statements would build as they go (ListMatcher.prepare(): the gazetteer's commonest first words). */
  prepare(): void {
    this.phrases.prepare();
  }

  /**
   * The rule spans of a tokenised statement, overlaps not resolved: exactly those extract() starts from
   * (training the tagger reads them as hints). Gazetteer matches are no rule spans: left out.
   */
  ruleSpans(statement: string, tokens: readonly Token[], time?: TimeContext): EntitySpan[] {
    return this.rules(statement, tokens, time).spans;
  }

  /** A match of `entity` over tokens first…last as the tagger's rows (those hintsFromSpans() names). */
  private hint(hints: HintRows, entity: string, first: number, last: number): void {
    let rows = this.hintRows.get(entity);
    if (rows === undefined) {
      const [begin, inside] = hintNames(entity);
      rows = [this.tagger?.hintRows(begin), this.tagger?.hintRows(inside)];
      this.hintRows.set(entity, rows);
    }
    for (let i = first; i <= last; i++) {
      const at = i === first ? rows[0] : rows[1];
      if (at !== undefined) hints.add(i, at);
    }
  }

  /** Each entity's hint rows when it begins and continues a match: entities are those of the definitions and the gazetteer. */
  private readonly hintRows = new Map<string, [Int32Array | undefined, Int32Array | undefined]>();

  /** The facts of a word (token text), remembered. */
  private factsOf(text: string): WordFacts {
    let facts = this.words.get(text);
    if (facts === undefined) {
      const key = matchKey(text);
      const near = this.phrases.near(key);
      facts = {
        key,
        near,
        first: this.phrases.firstStep(key, near),
        // Most words start with a letter that starts no number word: they share NOT_A_NUMBER.
        numbers: mayBeNumber(text) ? numberFactsOf(text) : NOT_A_NUMBER,
        tagger: this.tagger ? this.tagger.wordIndices(text) : null,
      };
      if (this.words.size >= this.wordsLimit) this.words.clear();
      this.words.set(text, facts);
    }
    return facts;
  }

  /** The one place rules are matched: extract() and ruleSpans() both read this. */
  private rules(statement: string, tokens: readonly Token[], time: TimeContext | undefined): RuleMatches {
    // understand() reads a statement twice when it has unknown words (to decide, then focused on the intent): the
    // rules' matches, the builtins' grammars among them, are the same both times.
    // Without a reference time, dates are read against now, which moves: kept only when no rule reads a date.
    const kept = time !== undefined || !this.readsDates;
    const last = this.lastRules;
    if (last !== null && last.statement === statement && last.time === time && kept) return { ...last.found, spans: last.found.spans.slice() };
    const found = this.matchRules(statement, tokens, time);
    this.lastRules = kept ? { statement, time, found: { ...found, spans: found.spans.slice() } } : null;
    return found;
  }

  /** The rules' matches of the last statement read (rules(): at most one kept). */
  private lastRules: { statement: string; time: TimeContext | undefined; found: RuleMatches } | null = null;
  /** Whether a rule reads dates (a datetime, number or ordinal builtin): its matches may depend on the reference time. */
  private readonly readsDates: boolean;

  private matchRules(statement: string, tokens: readonly Token[], time: TimeContext | undefined): RuleMatches {
    const n = tokens.length;
    // Every rule and the tagger read a word through its facts: one lookup per token.
    const keys = new Array<string>(n);
    const near = new Array<readonly string[]>(n);
    const firstSteps = new Array<FirstStep | null>(n);
    const known = new Array<WordIndices>(n);
    const numberFacts = new Array<NumberFacts>(n);
    let starts = false;
    let numbers = false;
    for (let i = 0; i < n; i++) {
      const facts = this.factsOf(tokens[i]!.text);
      keys[i] = facts.key;
      near[i] = facts.near;
      firstSteps[i] = facts.first;
      if (facts.first !== null) starts = true;
      numberFacts[i] = facts.numbers;
      if (facts.numbers.numeral !== null || facts.numbers.numberWord) numbers = true;
      if (facts.tagger !== null) known[i] = facts.tagger;
    }
    const spans: EntitySpan[] = [];
    const gazetteer: string[] = [];
    const gazetteerAt: number[] = [];
    // Gazetteer matches only inform the tagger: kept as token ranges, no spans made.
    if (starts) {
      const hits = this.phrases.walk(keys, near, firstSteps);
      // Phrases annotated as an open list's entity that are not among its values: values the corpus knows.
      let annotated: Array<{ entity: string; spelling: string; first: number; last: number }> | null = null;
      for (let h = 0; h < hits.size; h++) {
        const entity = hits.entity[h]!;
        const first = hits.first[h]!;
        const last = hits.last[h]!;
        if (this.gazetteerNames.has(entity)) {
          gazetteer.push(entity);
          gazetteerAt.push(first, last);
          const open = this.openByHint.get(entity);
          if (open !== undefined) (annotated ??= []).push({ entity: open, spelling: hits.value[h]!, first, last });
          continue;
        }
        const start = tokens[first]!.start;
        const end = tokens[last]!.end;
        spans.push({ entity, value: hits.value[h]!, raw: statement.slice(start, end), start, end, source: 'list' });
      }
      // Checked once the walk's hits are read: listValue() walks the lists, which reuse their hits.
      for (const a of annotated ?? []) {
        if (this.listValue(a.entity, keys.slice(a.first, a.last + 1)) !== null) continue;
        const start = tokens[a.first]!.start;
        const end = tokens[a.last]!.end;
        spans.push({ entity: a.entity, value: this.newListValue(a.entity, a.spelling), raw: statement.slice(start, end), start, end, source: 'list' });
      }
    }
    for (const span of this.regexes.match(statement)) spans.push(span);
    // A statement without a numeral or a number word has no number: the number rules have nothing to find.
    // Number words are English to the word facts: in another language the builtins' own reader looks (it is cheap).
    if (this.text.language !== 'en') numbers = true;
    if (this.builtins.length > 0 && needsBuiltins(this.builtins, numbers)) for (const span of builtinSpans(this.builtins, statement, numbers, this.inLanguage(time ?? (this.now ??= timeContext())), { tokens, facts: numberFacts })) spans.push(span);
    if (this.range && numbers) for (const span of findRanges(statement, tokens, this.range, keys, numberFacts)) spans.push(span);
    return { spans, gazetteer, gazetteerAt, keys, numberFacts, known };
  }

  /** A reference time read in the corpus's language (the builtins read dates and numbers in it). */
  private inLanguage(time: TimeContext): TimeContext {
    if (this.text.language === 'en' || time.language === this.text.language) return time;
    if (this.languageTime?.from !== time) this.languageTime = { from: time, to: { ...time, language: this.text.language } };
    return this.languageTime.to;
  }
  private languageTime: { from: TimeContext; to: TimeContext } | null = null;

  /** A focus on these entities (an intent's); null when it would change nothing (no tagger, or no label left out). */
  focus(entities: ReadonlySet<string>): EntityFocus | null {
    const penalties = this.tagger?.focus(entities) ?? null;
    return penalties && { entities, penalties };
  }

  /** The statement's entities; with a focus, the tagger weighs its labels by it (see EntityFocus). */
  extract(statement: string, focus: EntityFocus | null = null, time?: TimeContext): EntitySpan[] {
    const last = this.last;
    if (focus && last && last.statement === statement && last.time === time && this.intentScoped.size === 0 && last.tagged.every((e) => focus.entities.has(e))) return last.spans.map((span) => ({ ...span }));
    const tokens = this.text.tokenize(statement);
    this.now = null;
    const found = this.rules(statement, tokens, time);
    // A value holds no control character: a rule match whose value has one is none (list values and
    // numbers never have one; a regex or a URL may have matched one).
    const controls = CONTROL.test(statement);
    if (controls) found.spans = found.spans.filter((span) => !CONTROL.test(span.value));
    // A feature's matches inform the tagger (below) and are no span: they neither win an overlap nor trim a learned
    // span. So are those of an entity scoped to intents when the focus is on an intent that uses neither it nor a role of it.
    const answerable = this.featureOnly.size === 0 && (focus === null || this.intentScoped.size === 0)
      ? found.spans
      : found.spans.filter((span) => !this.featureOnly.has(span.entity) && (focus === null || this.usedUnderFocus(span.entity, focus)));
    const rules = resolveOverlaps(answerable);
    if (!this.tagger || tokens.length === 0) return rules;
    // The matches as the tagger reads them (the rows of "vendor:B", "~title:I"…), looked up once per entity.
    const hints = new HintRows();
    for (const span of found.spans) {
      const first = firstTokenOf(tokens, span.start, 'inside');
      this.hint(hints, span.entity, first, lastTokenOf(tokens, first, span.start, span.end, 'inside'));
    }
    const { gazetteer, gazetteerAt, keys, numberFacts } = found;
    for (let g = 0; g < gazetteer.length; g++) this.hint(hints, gazetteer[g]!, gazetteerAt[2 * g]!, gazetteerAt[2 * g + 1]!);
    // The entity of the rule span on each token, a token only partly covered too (a regex need not stop at a
    // word's edge): learned spans keep off every character a rule took. Resolved rule spans do not overlap.
    const ruleAt = new Array<string | undefined>(tokens.length);
    for (const r of rules) {
      const first = firstTokenOf(tokens, r.start, 'touched');
      const last = lastTokenOf(tokens, first, r.start, r.end, 'touched');
      for (let i = first; i <= last; i++) ruleAt[i] = r.entity;
      if (last < first) continue;
      // "fifty dollars backpacks": the currency word after an amount belongs to no learned span.
      const next = tokens[last + 1];
      if (next && ruleAt[last + 1] === undefined && DECIMAL.test(r.value) && numberFacts[last + 1]!.unit !== undefined) ruleAt[last + 1] = '';
    }
    // Control characters: a token holding one belongs to no learned span, and a learned span does not
    // reach across one between its words ("running\nshoes"), so that no value holds one.
    let cutBefore: Uint8Array | null = null;
    if (controls) {
      cutBefore = new Uint8Array(tokens.length);
      for (let i = 0; i < tokens.length; i++) {
        if (CONTROL.test(tokens[i]!.text)) ruleAt[i] = '';
        if (i > 0 && CONTROL.test(statement.slice(tokens[i - 1]!.end, tokens[i]!.start))) cutBefore[i] = 1;
      }
    }
    const learned: EntitySpan[] = [];
    const ranges = this.tagger.ranges(tokens, hints, found.known, focus?.penalties);
    for (const range of ranges) {
      let overlapsSame = false;
      let best: [number, number] | null = null;
      let runStart = -1;
      // A role reads its entity's rule span in its place ("from [JFK]" → origin, not airport); a word marked
      // never a parameter takes its words from any rule span.
      const base = this.roles.get(range.entity);
      const ignore = this.ignored.has(range.entity);
      for (let i = range.first; i <= range.last + 1; i++) {
        if (i <= range.last && ruleAt[i] === range.entity) overlapsSame = true;
        const free = i <= range.last && (ruleAt[i] === undefined || ignore || (base !== undefined && ruleAt[i] === base));
        if (runStart >= 0 && (!free || cutBefore?.[i] === 1)) {
          if (!best || i - 1 - runStart > best[1] - best[0]) best = [runStart, i - 1];
          runStart = -1;
        }
        if (free && runStart < 0) runStart = i;
      }
      if (overlapsSame || !best) continue;
      if (ignore) {
        learned.push({ entity: range.entity, value: '', raw: '', start: tokens[best[0]]!.start, end: tokens[best[1]]!.end, source: 'learned' });
        continue;
      }
      // Words the corpus writes beside this entity and never inside it ("show me", "cheap", "search for"
      // beside a title) are no part of it: off both ends.
      const edges = this.edgeWords.get(range.entity);
      if (edges !== undefined) {
        while (best[0] <= best[1] && edges.has(keys[best[0]]!)) best[0]++;
        while (best[1] >= best[0] && edges.has(keys[best[1]]!)) best[1]--;
        if (best[0] > best[1]) continue;
      }
      if (!this.withinValueMarks(range.entity, tokens, best)) continue;
      const span = this.learnedSpan(statement, range.entity, tokens, best[0], best[1], keys, numberFacts, time);
      if (span) learned.push(span);
    }
    // Resolved rule spans do not overlap and are in order: with nothing learned, they are the answer.
    let spans = learned.length === 0 ? rules : resolveOverlaps(this.displaced(rules, learned).concat(learned.filter((l) => !this.ignored.has(l.entity))));
    if (focus && this.rolesOf.size > 0) spans = this.inOnlyRole(spans, focus);
    this.last = focus ? null : { statement, time, tagged: ranges.map((r) => r.entity), spans: spans.map((span) => ({ ...span })) };
    return spans;
  }

  /**
   * Under a focus on an intent that uses one role of an entity and not the entity itself, a match of that entity
   * the tagger gave no role is that role's value (Dialogflow fills an intent's parameter with its type's match):
   * "buy a fridge" → appliance, when the intent's only parameter of the appliances list is `appliance`.
   */
  private inOnlyRole(spans: EntitySpan[], focus: EntityFocus): EntitySpan[] {
    return spans.map((span) => {
      const roles = this.rolesOf.get(span.entity);
      if (roles === undefined || focus.entities.has(span.entity)) return span;
      const used = roles.filter((r) => focus.entities.has(r));
      return used.length === 1 && !spans.some((other) => other.entity === used[0]) ? { ...span, entity: used[0]! } : span;
    });
  }

  /** Whether a focus (an intent's entities) uses the entity: always, unless it is scoped to intents and the focus names neither it nor a role of it. */
  private usedUnderFocus(entity: string, focus: EntityFocus): boolean {
    const roles = this.intentScoped.get(entity);
    return roles === undefined || focus.entities.has(entity) || roles.some((r) => focus.entities.has(r));
  }

  /** The rule spans that neither a role of their entity nor a word marked never a parameter has taken. */
  private displaced(rules: readonly EntitySpan[], learned: readonly EntitySpan[]): EntitySpan[] {
    if (this.roles.size === 0 && this.ignored.size === 0) return rules as EntitySpan[];
    return rules.filter((r) => !learned.some((l) => l.start < r.end && r.start < l.end && (this.ignored.has(l.entity) || this.roles.get(l.entity) === r.entity)));
  }

  /** The definition a span's value is read by: a role's entity's, else the entity's own. */
  private valueDefinition(entity: string): EntityDefinition | undefined {
    const base = this.roles.get(entity);
    return this.definitions.get(base ?? entity);
  }

  /**
   * Cuts a learned span at the sentence marks its entity's values never hold (value-marks.ts): marks at its
   * start go, and it ends before the first other one ("paris?" → "paris", "nobu, please!" → "nobu"). False
   * when nothing is left.
   */
  private withinValueMarks(entity: string, tokens: readonly Token[], span: [number, number]): boolean {
    if (this.valueMarks === null) return true;
    const allowed = this.valueMarks.get(entity);
    while (span[0] <= span[1] && isForeignMark(tokens[span[0]]!.text, allowed)) span[0]++;
    for (let i = span[0] + 1; i <= span[1]; i++) {
      if (isForeignMark(tokens[i]!.text, allowed)) {
        span[1] = i - 1;
        break;
      }
    }
    return span[0] <= span[1];
  }

  /** The learned span of tokens first…last, its value resolved from the words' keys and number facts already read. */
  private learnedSpan(statement: string, entity: string, tokens: readonly Token[], first: number, last: number, keys: readonly string[], facts: readonly NumberFacts[], time: TimeContext | undefined): EntitySpan | null {
    const start = tokens[first]!.start;
    const end = tokens[last]!.end;
    const raw = statement.slice(start, end);
    const definition = this.valueDefinition(entity);
    let value: string | null = raw;
    if (definition?.type === 'list') {
      value = this.learnedListValue(definition, keys.slice(first, last + 1), raw);
    } else if (definition?.type === 'regex') {
      // The tagger may say where a regex entity is, never what: its value must be a match of the pattern.
      // (A match anywhere in the statement is a rule span already, and a learned span over it is dropped.)
      if (!this.regexes.matchesWhole(definition.name, raw)) value = null;
    } else if (resolvesToNumber(definition)) {
      value = resolveNumberIn(tokens, facts, first, last);
      // A range bound is an amount (a price): a negative number is none.
      if (value !== null && definition?.type === 'learned' && definition.range && value.startsWith('-')) value = null;
    } else if ((definition?.type === 'learned' && definition.resolve === 'datetime') || (definition?.type === 'builtin' && definition.builtin === 'datetime')) {
      const read = resolveDatetimeText(raw, this.inLanguage(time ?? (this.now ??= timeContext())));
      if (read === null) return null;
      return { entity, value: read.value, raw, start, end, source: 'learned', builtin: 'datetime', resolution: read.resolution };
    } else if (definition?.type === 'builtin') {
      // A builtin's value is what its reader says, never raw text: the tagger may say where one is ("on" before
      // "the 10th of march", as the corpus annotated "[on friday at 8]"), and it stands only if the reader reads it.
      value = definition.builtin === 'email' || definition.builtin === 'url' ? null : resolveBuiltinText(definition.builtin, raw, this.inLanguage(time ?? (this.now ??= timeContext())));
    } else if (definition?.type === 'learned') {
      value = this.normalizers.get(definition.name)?.get(keys.slice(first, last + 1).join(' ')) ?? raw;
    }
    return value === null ? null : { entity, value, raw, start, end, source: 'learned' };
  }

  /**
   * The value of a span's text for an entity, as a learned span of that text would have it: for a list,
   * its canonical value when the whole text is one of its values, else a new value for an open list and
   * null for a closed one; decimal text for an entity that resolves to a number (null when the text holds
   * none); else the text itself. Evaluation resolves gold annotations the same way, and the corpus checks
   * that a closed list's annotations are its values.
   */
  resolveValue(entity: string, raw: string, tokens: readonly Token[] = this.text.tokenize(raw)): string | null {
    const definition = this.valueDefinition(entity);
    if (definition?.type === 'list') {
      // Only words that cover the whole text can be one value ("  Nike" with its spaces is not).
      const whole = tokens.length > 0 && tokens[0]!.start === 0 && tokens[tokens.length - 1]!.end === raw.length;
      if (whole) return this.learnedListValue(definition, tokens.map((t) => wordKey(t.text)), raw);
      return definition.open ? raw : null;
    }
    if (resolvesToNumber(definition)) return resolveNumberText(tokens);
    if (definition?.type === 'learned' && definition.resolve === 'datetime') return resolveDatetimeText(raw, this.inLanguage(timeContext()))?.value ?? null;
    if (definition?.type === 'builtin' && definition.builtin !== 'email' && definition.builtin !== 'url') return resolveBuiltinText(definition.builtin, raw, this.inLanguage(timeContext())) ?? raw;
    if (definition?.type === 'learned') return this.normalizers.get(definition.name)?.get(tokens.map((t) => wordKey(t.text)).join(' ')) ?? raw;
    return raw;
  }

  /**
   * The value of a list entity's span that the tagger found (its words' keys and raw text). Its canonical
   * value when the words are one, typos allowed as the list allows them and, the tagger having found the
   * span, one typo in a short word where only one value word is that near ("larg" → large). Else, for a
   * closed list, none: it answers its values only. For an open list, a new value: as the corpus writes
   * it when an utterance annotates it, else as typed; either with a capital for each word written all in
   * lower case when the list's values are capitalised ("patagonia" → Patagonia).
   */
  private learnedListValue(definition: Extract<EntityDefinition, { type: 'list' }>, keys: readonly string[], raw: string): string | null {
    const known = this.listValue(definition.name, keys, true);
    if (known !== null) return known;
    if (!definition.open) return null;
    return this.newListValue(definition.name, this.annotatedSpelling(definition.name, keys) ?? raw);
  }

  /** A new value of an open list as written (by the corpus or the user), capitalised as the list's values are. */
  private newListValue(entity: string, written: string): string {
    return this.capitalised.has(entity) ? capitaliseLowerCaseWords(written) : written;
  }

  /** The spelling of the phrase annotated as `entity` in training that the words (their keys) make up, if one. */
  private annotatedSpelling(entity: string, keys: readonly string[]): string | null {
    const hint = gazetteerHint(entity);
    if (!this.gazetteerNames.has(hint)) return null;
    const hits = this.phrases.walk(keys, undefined, undefined);
    for (let h = 0; h < hits.size; h++) {
      if (hits.entity[h] === hint && hits.first[h] === 0 && hits.last[h] === keys.length - 1) return hits.value[h]!;
    }
    return null;
  }

  /** The canonical value of `entity`'s list that the words (their keys) make up together, typos allowed as the list allows; null when none. */
  private listValue(entity: string, keys: readonly string[], shortTypos = false): string | null {
    const near = shortTypos ? keys.map((k) => { const n = this.lists.near(k); return n.length > 0 ? n : this.lists.nearShort(k); }) : undefined;
    const hits = this.lists.walk(keys, near, undefined);
    for (let h = 0; h < hits.size; h++) {
      if (hits.entity[h] === entity && hits.first[h] === 0 && hits.last[h] === keys.length - 1) return hits.value[h]!;
    }
    return null;
  }
}

/** Synonyms and values by their words' keys (as extract() reads words), joined by a space → the value. */
function normalizer(values: ReadonlyArray<{ value: string; synonyms: readonly string[] }>, tokenize: (text: string) => Token[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const { value, synonyms } of values) {
    for (const written of [value, ...synonyms]) {
      const key = tokenize(written).map((t) => wordKey(t.text)).join(' ');
      if (!map.has(key)) map.set(key, value);
    }
  }
  return map;
}

/** Each word written all in lower case gets a capital first letter ("le creuset" → "Le Creuset"); others stay as written ("eBay"). */
function capitaliseLowerCaseWords(text: string): string {
  return text.replace(/\S+/gu, (word) => (word === word.toLowerCase() ? word.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : word));
}

/**
 * A sentence mark the entity's values never hold (`allowed`: those they do). A function, not a closure made per
 * span: tsx, which the benchmarks run under, names every function it creates, at a cost per span.
 */
function isForeignMark(text: string, allowed: ReadonlySet<string> | undefined): boolean {
  return SENTENCE_MARKS.has(text) && !allowed?.has(text);
}

/** Control and format characters (Unicode Cc, Cf): never inside a value. */
const CONTROL = /[\p{Cc}\p{Cf}]/u;

/** A value that is a number: decimal text. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** An entity whose values are numbers as decimal text: a learned one told to resolve them, the number and money builtins. */
function resolvesToNumber(definition: EntityDefinition | undefined): boolean {
  return (definition?.type === 'learned' && definition.resolve === 'number') || (definition?.type === 'builtin' && (definition.builtin === 'number' || definition.builtin === 'money'));
}
