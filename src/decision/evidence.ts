import type { EntitySpan } from '../types.js';
import { wordsWithEntities } from '../intent/entity-words.js';
import { isEntityToken } from '../intent/features.js';
import { ENGLISH, type TextPipeline } from '../text/languages.js';
import { isNumberWord } from '../entities/numbers.js';
import { isNumberWordIn } from '../entities/builtins/quantities-intl.js';

/** What the evidence check asks of the vocabulary (the intent classifier answers it). */
export interface WordKnowledge {
  /** The vocabulary knows the word. */
  knowsWord(word: string): boolean;
  /** The vocabulary knows the word and it is not a function word ("the", "is"). */
  knowsContentWord(word: string): boolean;
  /** The unknown word is a known content word as people type it ("heyy", "thankyou", "thanx"). */
  variantOfContentWord(word: string): boolean;
  /** Share of the word's character trigrams the vocabulary has (1: spelled like the corpus's language). */
  spelledLikeCorpus(word: string): number;
}

/** The statement as the decision sees it. */
export interface StatementFacts {
  text: string;
  words: readonly string[];
  /** Words the vocabulary does not know. */
  unknownWords: number;
  /** Known words of the statement that are not function words. */
  knownContentWords: number;
  /** Known word pairs of the statement ("do you", "you have"), entity tokens aside. */
  knownPhrases: number;
  /** Known pairs of a word and an entity token once new values read as tokens ("from <e:station>"). */
  knownEntityPhrases: number;
  /** How many unknown words a statement of this length has in the corpus's own held-out statements (rate × words). */
  expectedUnknownWords: number;
  /** Its entities, when they were extracted (only statements with unknown words need them). */
  entities: readonly EntitySpan[] | null;
  /** Its frame (values as entity tokens) is at least as likely as an in-scope statement's usually is (frame-model.ts). */
  familiarFrame: boolean;
}

const normal = (text: string) => text.normalize('NFD').replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

/** Builtin kinds whose matches are evidence of a corpus that defines them: not bare numbers and amounts. */
const TELLING_BUILTINS: ReadonlySet<string> = new Set(['datetime', 'duration', 'percentage', 'temperature', 'distance', 'phone', 'email', 'url']);

/** Under this share of known character trigrams, an unknown word reads as a keyboard mash. */
const MASH_SPELLING = 0.5;
/** What an unknown word spelled like the language weighs against a known one. */
const PLAUSIBLE_WEIGHT = 0.25;

/**
 * An unknown word spelled unlike English and the corpus: a keyboard mash. A function, not a closure made per
 * statement: tsx, which the benchmarks run under, names every function it creates.
 */
function isMash(word: string, vocabulary: WordKnowledge): boolean {
  return !vocabulary.knowsWord(word) && vocabulary.spelledLikeCorpus(word) < MASH_SPELLING;
}

/**
 * Does the statement hold anything the corpus knows, in proportion to what it does not? A statement of known
 * words does when it has a known content word or two known phrases ("what can you do"). One with unknown
 * words weighs what it knows against what it does not. Known: content words (of three letters or more beside
 * mash words: random letters make "md", "au"; number words aside, they belong to every topic), content words
 * as people type them ("heyy", "thankyou", "thanx"; such a variant stands alone only without other unknown
 * words: made-up words fall near real ones) and entity rule matches (list values as written, not
 * fuzzy; regexes; numeric ranges, not bare numbers). Not known: a word spelled unlike English and the corpus
 * ("zshmhlfbk", a mash) weighs as much as a known word; an unknown word spelled like the language (an English
 * word the corpus lacks, a new name) a quarter, beyond as many as the corpus's own statements have; a value
 * the tagger made of unknown words counts as one such word ("play <artist>"), the words inside it being the
 * value's. Or two known phrases among mostly known words ("do you have any crocs"), or new values in two known
 * frames beside a known content word, no mash word about ("next train from <station> to <station>"). A
 * keyboard mash, random letters, a salad of made-up words, or another domain's statement that the tagger
 * reads as a title has too little, and is left unmatched whatever the classifier says: its character n-grams
 * always resemble something.
 */
export function hasEvidence(statement: StatementFacts, vocabulary: WordKnowledge, text: TextPipeline = ENGLISH): boolean {
  const wordsOf = (part: string) => text.words(part);
  // A number word ("seven", "veintitrés", "三百") says how many, in any topic: neither known nor unknown here.
  const numberWord = text.language === 'en' ? isNumberWord : (w: string) => isNumberWordIn(text.language, w);
  const { words, unknownWords, entities } = statement;
  if (unknownWords === 0) return statement.knownContentWords > 0 || statement.knownPhrases >= 2;
  // Two known phrases among mostly known words: evidence whatever else the statement holds (the last test
  // below, asked first because it needs no word looked up; the answer is the same, sooner).
  if (statement.knownPhrases >= 2 && unknownWords * 2 <= words.length) return true;
  // A bare number ("seven", "6") is a builtin match in any statement: it says nothing of the corpus's topic. A date, a
  // time or a quantity of a builtin the corpus defines ("monday 8pm") is as telling as a regex match.
  const rules = entities?.filter((span) => span.source !== 'learned' && (span.source !== 'builtin' || TELLING_BUILTINS.has(span.builtin ?? 'number'))) ?? [];
  // A list value spelled as the list or the corpus writes it is evidence; a fuzzy match alone ("byson" for Dyson) is not.
  const exactRules = rules.filter((span) => span.source !== 'list' || normal(span.raw) === normal(span.value) || wordsOf(span.raw).every((w) => vocabulary.knowsWord(w)));
  // Learned values made mostly of unknown words, with their words (read once: three tests below read them).
  const madeOfUnknown: EntitySpan[] = [];
  const unknownValueWords: string[][] = [];
  for (const span of entities ?? []) {
    if (span.source !== 'learned') continue;
    const inside = wordsOf(span.raw);
    if (inside.filter((w) => vocabulary.knowsWord(w)).length * 2 < inside.length) { madeOfUnknown.push(span); unknownValueWords.push(inside); }
  }
  const own = wordsWithEntities(statement.text, [...rules, ...madeOfUnknown], text).filter((w) => !isEntityToken(w));
  // What it does not know: each mash word fully; each other unknown word (an English word or a name the corpus
  // lacks) a quarter, and a value the tagger made of them a quarter in all ("play <artist>").
  const hasMash = words.some((w) => isMash(w, vocabulary) && !numberWord(w));
  // Beside mash words, a two-letter known word is more likely chance than meaning ("md", "au" in random letters).
  const shortest = hasMash ? 3 : 2;
  const variants = own.filter((w) => !vocabulary.knowsWord(w) && vocabulary.variantOfContentWord(w));
  // Words and matches the corpus has exactly; a typed variant ("heyy") only adds to them, or stands alone.
  // A number word ("seven") is in every topic: not evidence of this one.
  const exact = own.filter((w) => w.length >= shortest && vocabulary.knowsContentWord(w) && !numberWord(w)).length + exactRules.length;
  const known = exact + variants.length;
  const others = own.filter((w) => !vocabulary.knowsWord(w) && !variants.includes(w) && !numberWord(w));
  const plausible = others.filter((w) => !isMash(w, vocabulary)).length + unknownValueWords.filter((inside) => !inside.some((w) => isMash(w, vocabulary))).length;
  const mash = others.filter((w) => isMash(w, vocabulary)).length + unknownValueWords.reduce((n, inside) => n + inside.filter((w) => isMash(w, vocabulary)).length, 0);
  // As many plausible unknown words as the corpus's own statements have weigh nothing: on a 50-statement corpus a
  // third of the words are new, on atis one in 300 (the held-out rate, unknown-words.ts).
  const unknown = mash + PLAUSIBLE_WEIGHT * Math.max(0, plausible - statement.expectedUnknownWords);
  if (known > 0 && known >= unknown && (exact > 0 || others.length + madeOfUnknown.length === 0)) return true;
  // New values in a frame the corpus uses ("when is the next train from <station> to <station>"), with no mash
  // word about and a known word that means something, or a frame as likely as the corpus's own usually are
  // ("from <station> to <station>"): function words and made-up ones alone in a frame no statement has ("gleepunt
  // in quubou stozeenyl to") are what a salad of made-up words reads as once the tagger takes them for values.
  return statement.knownEntityPhrases >= 2 && !hasMash && (exact > 0 || statement.familiarFrame);
}
