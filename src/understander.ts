import { EntityExtractor, type EntityFocus } from './entities/entity-extractor.js';
import { NluError } from './errors.js';
import { IntentClassifier, type Classification, type WordReading } from './intent/intent-classifier.js';
import { parseModel, readModelFile } from './model/read.js';
import type { ModelFile } from './model/schema.js';
import { statementHash, unpackExactMatches, type ExactMatches } from './model/exact-matches.js';
import { hasEvidence } from './decision/evidence.js';
import { countWordsOutsideValues, wordsWithEntities } from './intent/entity-words.js';
import { unknownWordsSurprising } from './decision/unknown-words.js';
import { FIXED_TOKENS, FrameModel } from './decision/frame-model.js';
import { unpackFrames } from './model/pack-frames.js';
import { words } from './text/english.js';
import { characterCount } from './text/characters.js';
import { normalizeStatement } from './text/normalize.js';
import { foldCompatibility, type FoldedText } from './text/compatibility-fold.js';
import type { EntitySpan, RankedIntent, UnderstandDetails, UnderstandOptions, UnderstandResult, UnmatchedReason } from './types.js';

/** Statements longer than this many characters (code points) are refused with INPUT_INVALID rather than processed for an unbounded time. */
export const MAX_STATEMENT_LENGTH = 10_000;

/** A confidence below 1 for anything but a full match, however sure the classifier is. */
const BELOW_FULL_MATCH = 0.9999;

export interface ModelInfo {
  engineVersion: string;
  formatVersion: number;
  createdAt: string;
  corpusHash: string;
  locale: string;
  intents: ReadonlyArray<{ id: string; name: string }>;
  entities: readonly string[];
  threshold: number;
  /** The in-scope loss the threshold meets (null when a fixed threshold was set). */
  inScopeLoss: number | null;
}

/**
 * The runtime: loads a model and answers statements. Needs only the model file; never
 * imports the corpus loader or the trainer.
 */
export class Understander {
  private readonly classifier: IntentClassifier;
  private readonly extractor: EntityExtractor;
  private readonly intentEntities: ReadonlyArray<ReadonlySet<string>>;
  /** Per intent, how the tagger weighs its labels once that intent is chosen (null: it changes nothing). */
  private readonly focuses: ReadonlyArray<EntityFocus | null>;
  private readonly exactMatches: ExactMatches;
  private threshold: number;
  private inScopeLoss: number | null;
  private backgroundMargin: number;
  private unknownWordAlpha: number;
  private frameThreshold: number | null;
  private readonly frames: FrameModel;
  private readonly hasEntities: boolean;

  private constructor(private readonly model: ModelFile) {
    this.classifier = new IntentClassifier(model.classifier);
    this.extractor = new EntityExtractor(model.entities, model.tagger, model.notTypoWords ?? null);
    this.intentEntities = model.intentEntities.map((names) => new Set(names));
    this.focuses = this.intentEntities.map((names) => this.extractor.focus(names));
    this.exactMatches = unpackExactMatches(model.exactMatches);
    this.threshold = model.threshold;
    this.inScopeLoss = model.decision.inScopeLoss;
    this.backgroundMargin = model.decision.backgroundMargin;
    this.unknownWordAlpha = model.decision.unknownWordAlpha;
    this.frameThreshold = model.decision.frameThreshold;
    // Unpacked at load (about 5 ms for snips) rather than at the first statement with an unknown word: a damaged
    // model fails to load instead of failing a user's request, and that statement pays nothing extra.
    this.frames = new FrameModel(unpackFrames(model.frames, FIXED_TOKENS.length));
    this.hasEntities = model.entities.length > 0;
  }

  /** Loads a model file; fails with MODEL_NOT_FOUND, MODEL_CORRUPT, MODEL_NOT_A_MODEL or MODEL_VERSION_MISMATCH. */
  static async load(path: string): Promise<Understander> {
    return Understander.build(await readModelFile(path), path);
  }

  /** From an already-parsed model object (checked the same way as a file). */
  static fromModel(model: unknown): Understander {
    return Understander.build(parseModel(model), 'the model object');
  }

  /** Weights whose sizes do not fit the vocabulary pass the schema but not decoding: a damaged model too. */
  private static build(model: ModelFile, origin: string): Understander {
    try {
      return new Understander(model);
    } catch (error) {
      throw new NluError('MODEL_CORRUPT', `the model in ${origin} is damaged: ${(error as Error).message}`, [], { cause: error });
    }
  }

  get info(): ModelInfo {
    const m = this.model;
    return {
      engineVersion: m.engineVersion, formatVersion: m.formatVersion, createdAt: m.createdAt, corpusHash: m.corpusHash,
      locale: m.locale, intents: m.intents, entities: m.entities.map((e) => e.name), threshold: this.threshold, inScopeLoss: this.inScopeLoss,
    };
  }

  /** The decision's whole setting, for restoreDecision(): a sweep over the knob puts back exactly what it found. */
  decisionSnapshot(): DecisionSnapshot {
    return { threshold: this.threshold, inScopeLoss: this.inScopeLoss, backgroundMargin: this.backgroundMargin, unknownWordAlpha: this.unknownWordAlpha, frameThreshold: this.frameThreshold };
  }

  restoreDecision(snapshot: DecisionSnapshot): void {
    ({ threshold: this.threshold, inScopeLoss: this.inScopeLoss, backgroundMargin: this.backgroundMargin, unknownWordAlpha: this.unknownWordAlpha, frameThreshold: this.frameThreshold } = snapshot);
  }

  /** True when the model measured the decision at each in-scope loss step (setInScopeLoss() moves it). */
  get hasMeasuredSteps(): boolean {
    return this.model.decision.steps.length > 0;
  }

  /** Overrides the confidence threshold chosen at training time (0…1). */
  setThreshold(threshold: number): void {
    if (!(threshold >= 0 && threshold <= 1)) throw new NluError('INPUT_INVALID', `expected a threshold between 0 and 1, found ${threshold}`);
    this.threshold = threshold;
    this.backgroundMargin = 0;
    this.unknownWordAlpha = 0;
    this.frameThreshold = null;
    this.inScopeLoss = null;
  }

  /**
   * Moves the decision's knob without retraining: the share of in-scope statements (0…1) you accept to see
   * unmatched. The threshold becomes the one the model measured for the largest step it kept that does not
   * exceed it (steps: 0.001 to 0.2); a model too small to measure keeps its threshold and setting.
   */
  setInScopeLoss(share: number): void {
    if (!(share >= 0 && share <= 1)) throw new NluError('INPUT_INVALID', `expected an in-scope loss between 0 and 1, found ${share}`);
    const measured = this.model.decision.steps;
    if (measured.length === 0) return;
    // Under the smallest step measured: no threshold, and the background class must be sure (the known-words check still applies).
    const step = measured.filter((s) => s.inScopeLoss <= share + 1e-12).at(-1) ?? { threshold: 0, backgroundMargin: 1, unknownWordAlpha: 0, frameThreshold: null };
    this.threshold = step.threshold;
    this.backgroundMargin = step.backgroundMargin;
    this.unknownWordAlpha = step.unknownWordAlpha;
    this.frameThreshold = step.frameThreshold;
    this.inScopeLoss = share;
  }

  async understand(statement: string): Promise<UnderstandResult> {
    return this.understandSync(statement);
  }

  async details(statement: string, options: UnderstandOptions = {}): Promise<UnderstandDetails> {
    return this.detailsSync(statement, options);
  }

  /** The hot path: entities are extracted only when the matched intent can have some. */
  understandSync(statement: string): UnderstandResult {
    const text = this.read(statement).text;
    const decision = this.decide(text);
    if (decision.chosen < 0) return this.resultOf(decision, {});
    const allowed = this.intentEntities[decision.chosen]!;
    const params = allowed.size === 0 ? {} : this.paramsFor(this.entitiesOf(text, decision), allowed);
    return this.resultOf(decision, params);
  }

  detailsSync(statement: string, options: UnderstandOptions = {}): UnderstandDetails {
    const read = this.read(statement);
    const decision = this.decide(read.text);
    const entities = decision.reason === 'empty' ? [] : asWritten(read, this.entitiesOf(read.text, decision));
    const params = decision.chosen < 0 ? {} : this.paramsFor(entities, this.intentEntities[decision.chosen]!);
    const details: UnderstandDetails = { ...this.resultOf(decision, params), alternatives: this.alternatives(decision, Math.max(1, Math.floor(options.top ?? 5))), entities };
    if (decision.reason !== null) details.unmatchedReason = decision.reason;
    return details;
  }

  /**
   * The statement checked and read once in compatibility form (compatibility-fold.ts): every stage reads the
   * folded text, and entity offsets are mapped back to the statement as written (asWritten()).
   */
  private read(statement: string): FoldedText {
    if (typeof statement !== 'string') {
      throw new NluError('INPUT_INVALID', `expected the statement to be a string, found ${statement === null ? 'null' : typeof statement}`);
    }
    // Characters as a user counts them (code points); more than twice the limit in UTF-16 units is over it anyway.
    if (statement.length > MAX_STATEMENT_LENGTH && (statement.length > 2 * MAX_STATEMENT_LENGTH || characterCount(statement) > MAX_STATEMENT_LENGTH)) {
      throw new NluError('INPUT_INVALID', `expected a statement of at most ${MAX_STATEMENT_LENGTH} characters, found ${characterCount(statement)}`);
    }
    return foldCompatibility(statement);
  }

  /**
   * The statement's entities as the answer gives them: the tagger focused on the chosen intent's entities
   * (label-focus.ts); those extracted to decide when no intent was chosen or the focus changes nothing.
   */
  private entitiesOf(statement: string, decision: Decision): EntitySpan[] {
    const focus = decision.chosen < 0 ? null : this.focuses[decision.chosen]!;
    return (focus === null ? decision.entities : null) ?? this.extractor.extract(statement, focus);
  }

  /** The first span of an entity gives its value: params hold one value per entity. */
  private paramsFor(entities: readonly EntitySpan[], allowed: ReadonlySet<string>): Record<string, string> {
    const params: Record<string, string> = {};
    for (const span of entities) if (allowed.has(span.entity) && !(span.entity in params)) params[span.entity] = span.value;
    return params;
  }

  private resultOf(decision: Decision, params: Record<string, string>): UnderstandResult {
    if (decision.chosen < 0) return { intentId: null, intentName: null, confidence: decision.confidence, params: {}, matched: false, fullMatch: false };
    const intent = this.model.intents[decision.chosen]!;
    return { intentId: intent.id, intentName: intent.name, confidence: decision.confidence, params, matched: true, fullMatch: decision.fullMatch };
  }

  /** The best intents, best first; a full match first with confidence 1. */
  private alternatives(decision: Decision, top: number): RankedIntent[] {
    const ranked: RankedIntent[] = [];
    decision.probabilities?.forEach((p, c) => {
      if (c === this.classifier.outOfScopeClass) return;
      const intent = this.model.intents[c]!;
      ranked.push({ intentId: intent.id, intentName: intent.name, confidence: decision.fullMatch && c === decision.chosen ? 1 : Math.min(p, BELOW_FULL_MATCH) });
    });
    return ranked.sort((a, b) => b.confidence - a.confidence).slice(0, top);
  }

  /**
   * Which intent, if any, and how sure. The statement's words go to the classifier; when some are
   * unknown, the entities are extracted first, the unknown values among them are read as entity
   * tokens (an entity-aware model), and the extracted entities are kept for the params. Unmatched:
   * an out-of-scope example, nothing in the statement the corpus knows, the background class ahead,
   * or a confidence under the threshold. A full match answers from the lookup.
   */
  private decide(statement: string): Decision {
    const normalized = normalizeStatement(statement);
    if (normalized.length === 0) return { chosen: -1, confidence: 0, fullMatch: false, probabilities: null, entities: null, reason: 'empty' };

    // Rules, tagger, classifier, decision: a statement with unknown words gets its entities first, so that the
    // classifier reads new values as entity tokens (an entity-aware model) and the decision knows what they explain.
    const plain = words(statement);
    // Scored once it is known which words decide: as written, or with new values as entity tokens.
    const read = this.classifier.readWords(plain);
    const { unknownWords } = read;
    const entities = unknownWords > 0 && this.hasEntities ? this.extractor.extract(statement) : null;
    let classified: Classification | null = null;
    if (entities && this.classifier.entityAware) {
      const newValues = entities.filter((span) => words(span.raw).some((w) => !this.classifier.knowsWord(w)));
      if (newValues.length > 0) classified = this.classifier.classifyWords(wordsWithEntities(statement, newValues));
    }
    classified ??= this.classifier.classifyRead(plain);
    const { probabilities } = classified;
    const background = this.classifier.outOfScopeClass;
    let best = -1;
    for (let c = 0; c < probabilities.length; c++) if (c !== background && (best < 0 || probabilities[c]! > probabilities[best]!)) best = c;
    const confidence = best < 0 ? 0 : Math.min(probabilities[best]!, BELOW_FULL_MATCH);

    const exact = this.exactMatches.get(statementHash(normalized));
    if (exact !== undefined && exact >= 0) return { chosen: exact, confidence: 1, fullMatch: true, probabilities, entities, reason: null };
    const backgroundWins = background !== null && probabilities[background]! - confidence > this.backgroundMargin;
    // The statement's evidence is weighed last, and only when nothing cheaper leaves it unmatched: the answer is the same.
    const reason: UnmatchedReason | null = exact === -1 ? 'out-of-scope-example'
      : backgroundWins ? 'background'
      : best < 0 || confidence < this.threshold ? 'below-threshold'
      : this.unknownToCorpus(statement, plain, read, classified, entities, best);
    return { chosen: reason === null ? best : -1, confidence, fullMatch: false, probabilities, entities, reason };
  }

  /**
   * What keeps the statement from being answered with intent `best`, null when nothing: no known features or too
   * little evidence (evidence.ts), a surprising number of unknown words (unknown-words.ts), or a frame unlikely for
   * that intent (frame-model.ts), checked in that order. `read`: what the vocabulary knows of its words as written;
   * `classified`: the classification that decides (new values read as entity tokens, when the model reads them so).
   */
  private unknownToCorpus(statement: string, plain: readonly string[], read: WordReading, classified: Classification, entities: EntitySpan[] | null, best: number): UnmatchedReason | null {
    const { unknownWords, knownContentWords, knownPhrases } = read;
    const { knownEntityPhrases } = classified;
    if (classified.knownFeatures === 0) return 'nothing-known';
    // The words with the values as entity tokens, read by the frame test and the unknown-words test alike.
    const framed = unknownWords === 0 ? plain : entities ? wordsWithEntities(statement, entities) : plain;
    const frame = this.frameScore(plain, framed, unknownWords, best);
    const typical = this.model.decision.typicalFrameScore;
    const familiarFrame = frame !== null && typical !== null && frame >= typical;
    const facts = { text: statement, words: plain, unknownWords, knownContentWords, knownPhrases, knownEntityPhrases, entities, familiarFrame, expectedUnknownWords: this.model.decision.unknownWordRate * plain.length };
    if (!hasEvidence(facts, this.classifier)) return 'nothing-known';
    if (this.unknownWordsSurprising(framed, unknownWords)) return 'unknown-words';
    return frame !== null && this.frameThreshold !== null && frame < this.frameThreshold ? 'unfamiliar-frame' : null;
  }

  /**
   * How likely the statement's frame (`framed`: values as entity tokens) is for the best intent (frame-model.ts),
   * for statements with unknown words; null for others, and when the only unknown words are known ones as people
   * type them ("heyy", "thankyou").
   */
  private frameScore(plain: readonly string[], framed: readonly string[], unknownWords: number, best: number): number | null {
    if (unknownWords === 0 || best < 0) return null;
    if (plain.every((w) => this.classifier.knowsWord(w) || this.classifier.variantOfContentWord(w))) return null;
    return this.frames.score(framed, best);
  }

  /** Unknown words outside the extracted values (`framed`: values as entity tokens) more often than the corpus's own statements have them (unknown-words.ts). */
  private unknownWordsSurprising(framed: readonly string[], unknownWords: number): boolean {
    if (unknownWords === 0 || this.unknownWordAlpha === 0) return false;
    const outside = countWordsOutsideValues(framed, (w) => this.classifier.knowsWord(w));
    return unknownWordsSurprising(outside.words, outside.unknownWords, this.model.decision.unknownWordRate, this.unknownWordAlpha);
  }
}

/**
 * Spans found in the folded text, with the offsets and raw text of the statement as written ("ｌａｒｇｅ"
 * stays "ｌａｒｇｅ" in `raw`); the value is the folded one ("large"), as the rules and the tagger resolved it.
 */
function asWritten(read: FoldedText, spans: EntitySpan[]): EntitySpan[] {
  if (read.text === read.original) return spans;
  return spans.map((span) => {
    const [start, end] = read.toOriginal(span.start, span.end);
    return { ...span, start, end, raw: read.original.slice(start, end) };
  });
}

/** What setThreshold() and setInScopeLoss() change, as decisionSnapshot() reads it. */
export interface DecisionSnapshot {
  readonly threshold: number;
  readonly inScopeLoss: number | null;
  readonly backgroundMargin: number;
  readonly unknownWordAlpha: number;
  readonly frameThreshold: number | null;
}

interface Decision {
  /** Intent index, or -1 when nothing matched. */
  chosen: number;
  confidence: number;
  fullMatch: boolean;
  /** Calibrated probability of each class (null when the statement has no words). */
  probabilities: Float64Array | null;
  /** The statement's entities when they were extracted to decide (null: not needed yet). */
  entities: EntitySpan[] | null;
  /** Why nothing was chosen (null when an intent was; 'empty' when the statement has no words at all). */
  reason: UnmatchedReason | null;
}
