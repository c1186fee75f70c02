import { spanScope } from './entities/scope.js';
import { EntityExtractor, type EntityFocus } from './entities/entity-extractor.js';
import { NluError } from './errors.js';
import { IntentClassifier, type Classification, type WordReading } from './intent/intent-classifier.js';
import { parseModel, readModelFile } from './model/read.js';
import type { LinearClassifierState, ModelFile } from './model/schema.js';
import type { TaggerModel } from './model/pack-tagger.js';
import { statementHash, unpackExactMatches, type ExactMatches } from './model/exact-matches.js';
import { hasEvidence } from './decision/evidence.js';
import { countWordsOutsideValues, wordsWithEntities } from './intent/entity-words.js';
import { signalVector, SIGNAL_NAMES, type SignalName } from './decision/signals.js';
import { cutoffForShare, inScopeScore, weakestSignal, type DecisionCurve, type Detector } from './decision/detector.js';
import { explainDetector } from './explanation/decision-explanation.js';
import { explainIntents, type ExplainedClass } from './explanation/intent-explanation.js';
import type { DecisionExplanation, DecisionStep, ExplainedEntity, Explanation, IntentsExplanation } from './explanation/types.js';
import { FIXED_TOKENS, FrameModel } from './decision/frame-model.js';
import { unpackFrameTable } from './model/pack-frames.js';
import { textPipeline, type TextPipeline } from './text/languages.js';
import { characterCount } from './text/characters.js';
import { normalizeStatement } from './text/normalize.js';
import { foldCompatibility, type FoldedText } from './text/compatibility-fold.js';
import type { EntitySpan, RankedIntent, TimeOptions, UnderstandDetails, UnderstandOptions, UnderstandResult, UnmatchedReason } from './types.js';
import { timeContext, type TimeContext } from './entities/builtins/index.js';
import { zoneOf } from './entities/builtins/zone.js';

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
  /** A fixed confidence threshold in place of the detector (setThreshold(), nlu train --threshold); null: the detector decides. */
  threshold: number | null;
  /** The share of out-of-scope messages the decision is set for (null: fixed threshold, or tuned on labelled messages). */
  outOfScopeShare: number | null;
  /** The detector's cutoff: a statement whose in-scope score is under it is left unmatched. */
  cutoff: number;
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
  private threshold: number | null;
  private outOfScopeShare: number | null;
  private cutoff: number;
  private readonly detector: Detector | null;
  private readonly curve: DecisionCurve | null;
  private readonly frames: FrameModel;
  private readonly hasEntities: boolean;
  /** The model's language: how every stage reads a statement (textPipeline()). */
  private readonly text: TextPipeline;
  /** The zone dates and times are read in when a call names none (setTimeZone()); undefined: UTC. */
  private timeZone: string | undefined;
  /** The reference time and zone of the statement being answered (set for one synchronous call). */
  private time: TimeContext | undefined;
  /** The model's base language ("en" for "en-US"). */
  private readonly language: string;
  /**
   * Whether any entity may read a date or time: a builtin (a datetime, or a number or ordinal, whose reading runs the
   * date grammar to leave out numbers inside dates) or a learned entity with resolve: datetime.
   */
  private readonly readsDates: boolean;
  /** Keeps the spans an answer gives by their entities' scope; null when every entity is answered everywhere. */
  private readonly scope: ((spans: EntitySpan[], chosen: number) => EntitySpan[]) | null;

  private constructor(private readonly model: ModelFile) {
    this.language = model.locale.toLowerCase().split(/[-_]/)[0]!;
    this.readsDates = model.entities.some((d) => d.type === 'builtin' || (d.type === 'learned' && d.resolve === 'datetime'));
    this.text = textPipeline(model.locale);
    this.classifier = new IntentClassifier(model.classifier, this.text);
    this.extractor = new EntityExtractor(model.entities, model.tagger, model.notTypoWords ?? null, this.text);
    this.intentEntities = model.intentEntities.map((names) => new Set(names));
    this.focuses = this.intentEntities.map((names) => this.extractor.focus(names));
    this.scope = spanScope(model.entities, this.intentEntities);
    this.exactMatches = unpackExactMatches(model.exactMatches);
    this.threshold = model.threshold;
    this.outOfScopeShare = model.decision.outOfScopeShare;
    this.cutoff = model.decision.cutoff;
    this.detector = checkedDetector(model.decision.detector);
    this.curve = checkedCurve(model.decision.curve);
    // Unpacked at load (about 5 ms for snips) rather than at the first statement with an unknown word: a damaged
    // model fails to load instead of failing a user's request, and that statement pays nothing extra.
    this.frames = new FrameModel(unpackFrameTable(model.frames, FIXED_TOKENS.length));
    this.hasEntities = model.entities.length > 0;
  }

  /** Loads a model file; fails with MODEL_NOT_FOUND, MODEL_CORRUPT, MODEL_NOT_A_MODEL or MODEL_VERSION_MISMATCH. */
  static async load(path: string): Promise<Understander> {
    return Understander.build(await readModelFile(path), path).prepared();
  }

  /** From an already-parsed model object (checked the same way as a file). */
  static fromModel(model: unknown): Understander {
    return Understander.build(parseModel(model), 'the model object').prepared();
  }

  /**
   * Builds now what the first statements would build as they go (all intents' frame level, the vocabulary's content
   * stems, the gazetteer's commonest first words): a loaded model's first answer does not pay for them. Not for the
   * trainer's fold models (fromTrainedModel()), which answer a few statements each. docs/training.md, "first answer".
   */
  private prepared(): this {
    this.frames.prepare();
    this.classifier.prepare();
    this.extractor.prepare();
    return this;
  }

  /**
   * From a model the trainer has just made, not checked again: the decision's fold models (src/train/training-tasks.ts),
   * which keep the corpus's own list arrays, so that their list matchers share the trainer's (list-matcher.ts ListIndex),
   * and whose classifier and tagger may be as the runtime reads them rather than packed (the same scores).
   * @internal
   */
  static fromTrainedModel(model: Omit<ModelFile, 'classifier' | 'tagger'> & { classifier: ModelFile['classifier'] | LinearClassifierState; tagger: ModelFile['tagger'] | TaggerModel }): Understander {
    // The constructor hands both on to IntentClassifier and EntityExtractor, which read either form.
    return Understander.build(model as ModelFile, 'the trained model');
  }

  /** Weights whose sizes do not fit the vocabulary pass the schema but not decoding: a damaged model too. */
  private static build(model: ModelFile, origin: string): Understander {
    try {
      return new Understander(model);
    } catch (error) {
      // A model trained before regex patterns were checked, holding one that can freeze the server.
      if (error instanceof NluError && error.code === 'UNSAFE_REGEX') throw new NluError('UNSAFE_REGEX', `the model in ${origin} cannot be served: ${error.message}; fix the pattern in the corpus and train again`, [], { cause: error });
      throw new NluError('MODEL_CORRUPT', `the model in ${origin} is damaged: ${(error as Error).message}`, [], { cause: error });
    }
  }

  get info(): ModelInfo {
    const m = this.model;
    return {
      engineVersion: m.engineVersion, formatVersion: m.formatVersion, createdAt: m.createdAt, corpusHash: m.corpusHash,
      locale: m.locale, intents: m.intents, entities: m.entities.map((e) => e.name),
      threshold: this.threshold, outOfScopeShare: this.outOfScopeShare, cutoff: this.cutoff,
    };
  }

  /** The decision's whole setting, for restoreDecision(): a sweep over the setting puts back exactly what it found. */
  decisionSnapshot(): DecisionSnapshot {
    return { threshold: this.threshold, outOfScopeShare: this.outOfScopeShare, cutoff: this.cutoff };
  }

  restoreDecision(snapshot: DecisionSnapshot): void {
    ({ threshold: this.threshold, outOfScopeShare: this.outOfScopeShare, cutoff: this.cutoff } = snapshot);
  }

  /** What the detector's cutoffs did on the corpus's traffic-like folds (null: too small a corpus to tell; see setOutOfScopeShare()). */
  get decisionCurve(): DecisionCurve | null {
    return this.curve;
  }

  /**
   * Replaces the detector with a fixed confidence threshold (0…1): a statement whose best intent's confidence is
   * under it is left unmatched, and so is one with nothing the corpus knows.
   */
  setThreshold(threshold: number): void {
    if (!(threshold >= 0 && threshold <= 1)) throw new NluError('INPUT_INVALID', `expected a threshold between 0 and 1, found ${threshold}`);
    this.threshold = threshold;
    this.outOfScopeShare = null;
  }

  /**
   * Sets the decision for the share (0…1) of messages you expect to be out of scope, without retraining: the
   * detector's cutoff that maximises expected accuracy at that share on the corpus's folds. 0: answer everything
   * the corpus knows anything of. A model whose corpus was too small to measure (one intent) has no detector: then
   * a share above 0 still leaves statements with too little the corpus knows unmatched, and the background class's.
   */
  setOutOfScopeShare(share: number): void {
    if (!(share >= 0 && share <= 1)) throw new NluError('INPUT_INVALID', `expected an out-of-scope share between 0 and 1, found ${share}`);
    this.threshold = null;
    this.outOfScopeShare = share;
    this.cutoff = this.curve === null ? 0 : cutoffForShare(this.curve, share);
  }

  /** Sets the detector's cutoff itself (0…1), as tuning on labelled messages does. */
  setCutoff(cutoff: number): void {
    if (!(cutoff >= 0 && cutoff <= 1)) throw new NluError('INPUT_INVALID', `expected a cutoff between 0 and 1, found ${cutoff}`);
    this.threshold = null;
    this.outOfScopeShare = null;
    this.cutoff = cutoff;
  }

  /**
   * The zone dates and times are read in when a call gives none: an IANA zone ("Europe/Paris") or a fixed offset
   * ("-02:00"); INPUT_INVALID when it is neither. `nlu serve --time-zone` sets it.
   */
  setTimeZone(timeZone: string): void {
    zoneOf(timeZone);
    this.timeZone = timeZone;
  }

  /** The zone set by setTimeZone(), else "UTC". */
  get defaultTimeZone(): string {
    return this.timeZone ?? 'UTC';
  }

  async understand(statement: string, options: TimeOptions = {}): Promise<UnderstandResult> {
    return this.understandSync(statement, options);
  }

  async details(statement: string, options: UnderstandOptions = {}): Promise<UnderstandDetails> {
    return this.detailsSync(statement, options);
  }

  /** The hot path: entities are extracted only when the matched intent can have some. */
  understandSync(statement: string, options: TimeOptions = {}): UnderstandResult {
    const text = this.fold(statement).text;
    this.time = this.timeOf(options);
    try {
      return this.answer(text);
    } finally {
      this.time = undefined;
    }
  }

  /**
   * The reference time and zone of a call, checked (INPUT_INVALID for a bad one); undefined when the call names
   * neither and no zone is set: the extractor then reads now in UTC, and only when a date or time needs it.
   */
  private timeOf(options: TimeOptions): TimeContext | undefined {
    const language = this.language;
    // Without a reference time or zone, only dates need one (English reads now itself, when a date is found).
    if (options.referenceTime === undefined && options.timeZone === undefined && this.timeZone === undefined && (language === 'en' || !this.readsDates)) return undefined;
    const time = timeContext(options.referenceTime, options.timeZone ?? this.timeZone);
    // A corpus in another language reads its dates in that language (src/entities/builtins/datetime-chrono.ts).
    return language === 'en' ? time : { ...time, language };
  }

  private answer(text: string): UnderstandResult {
    const decision = this.decide(text);
    if (decision.chosen < 0) return this.resultOf(decision, {});
    const allowed = this.intentEntities[decision.chosen]!;
    const params = allowed.size === 0 ? {} : this.paramsFor(this.entitiesOf(text, decision), allowed);
    return this.resultOf(decision, params);
  }

  /** With `explain`, also why (Explanation): the work of explaining is done only then. A bad `top` is refused before any work. */
  detailsSync(statement: string, options: UnderstandOptions = {}): UnderstandDetails {
    const top = alternativesWanted(options.top);
    const folded = this.fold(statement);
    this.time = this.timeOf(options);
    try {
      return this.detailsOf(folded, options, top);
    } finally {
      this.time = undefined;
    }
  }

  private detailsOf(folded: FoldedText, options: UnderstandOptions, top: number): UnderstandDetails {
    const trace: DecisionTrace | undefined = options.explain === true ? { reading: null, step: 'empty', signals: null } : undefined;
    const decision = this.decide(folded.text, true, trace);
    const entities = decision.reason === 'empty' ? [] : asWritten(folded, this.entitiesOf(folded.text, decision));
    const params = decision.chosen < 0 ? {} : this.paramsFor(entities, this.intentEntities[decision.chosen]!);
    const details: UnderstandDetails = { ...this.resultOf(decision, params), alternatives: this.alternatives(decision, top), entities, inScopeScore: decision.score };
    if (decision.reason !== null) details.unmatchedReason = decision.reason;
    if (trace) details.explanation = this.explanation(trace, decision, entities);
    return details;
  }

  /** Why the answer is what it is, from what decide() saw (the trace) and the answer's entities. */
  private explanation(trace: DecisionTrace, decision: Decision, entities: readonly EntitySpan[]): Explanation {
    const explained: DecisionExplanation = {
      decidedBy: trace.step, matched: decision.chosen >= 0, inScopeScore: decision.score,
      cutoff: this.cutoff, threshold: this.threshold, outOfScopeShare: this.outOfScopeShare,
    };
    if (decision.reason !== null) explained.unmatchedReason = decision.reason;
    if (trace.step === 'detector' && this.detector !== null && trace.signals !== null) {
      explained.detector = explainDetector(this.detector, trace.signals);
      if (decision.chosen < 0) explained.detector.weakest = weakestSignal(this.detector, trace.signals);
    }
    const given = decision.chosen < 0 ? null : this.paramSpans(entities, this.intentEntities[decision.chosen]!);
    return {
      intents: trace.reading === null ? null : this.explainScores(trace.reading, decision),
      decision: explained,
      entities: entities.map((span): ExplainedEntity => ({ ...span, param: given?.has(span) ?? false })),
    };
  }

  /** The chosen intent (else the classifier's best) and the best other one, their scores taken apart by feature. */
  private explainScores(reading: Reading, decision: Decision): IntentsExplanation | null {
    const { probabilities } = reading.classified;
    const winner = decision.chosen >= 0 ? decision.chosen : reading.best;
    if (winner < 0) return null;
    let runnerUp = winner === reading.best ? reading.runnerUp : -1;
    if (winner !== reading.best) {
      for (let c = 0; c < probabilities.length; c++) {
        if (c !== winner && c !== this.classifier.outOfScopeClass && (runnerUp < 0 || probabilities[c]! > probabilities[runnerUp]!)) runnerUp = c;
      }
    }
    const described = (c: number): ExplainedClass => ({ index: c, intentId: this.model.intents[c]!.id, intentName: this.model.intents[c]!.name, probability: probabilities[c]! });
    return explainIntents(this.classifier.breakdown(reading.tokens), reading.tokens, described(winner), runnerUp < 0 ? null : described(runnerUp));
  }

  /**
   * The statement checked and read once in compatibility form (compatibility-fold.ts): every stage reads the
   * folded text, and entity offsets are mapped back to the statement as written (asWritten()).
   */
  private fold(statement: string): FoldedText {
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
    const spans = (focus === null ? decision.entities : null) ?? this.extractor.extract(statement, focus, this.time);
    return this.scope === null ? spans : this.scope(spans, decision.chosen);
  }

  /** The first span of an entity gives its value: params hold one value per entity. */
  private paramsFor(entities: readonly EntitySpan[], allowed: ReadonlySet<string>): Record<string, string> {
    const params: Record<string, string> = {};
    for (const span of entities) if (allowed.has(span.entity) && !(span.entity in params)) params[span.entity] = span.value;
    return params;
  }

  /** The spans paramsFor() takes the values of. */
  private paramSpans(entities: readonly EntitySpan[], allowed: ReadonlySet<string>): Set<EntitySpan> {
    const taken = new Map<string, EntitySpan>();
    for (const span of entities) if (allowed.has(span.entity) && !taken.has(span.entity)) taken.set(span.entity, span);
    return new Set(taken.values());
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
   * tokens (an entity-aware model), and the extracted entities are kept for the params. A full match
   * answers from the lookup; an out-of-scope example and a statement with nothing the corpus knows are
   * unmatched; otherwise the detector weighs the statement's signals against the cutoff (or a fixed
   * threshold the confidence).
   */
  private decide(statement: string, scored = false, trace?: DecisionTrace): Decision {
    const reading = this.read(statement);
    if (reading.reason !== undefined) return reading.decision;
    if (trace) trace.reading = reading;
    const { decision } = reading;
    if (decision.fullMatch || decision.reason !== null) {
      if (trace) trace.step = decision.fullMatch ? 'full-match' : decision.reason === 'below-threshold' ? 'no-intent' : decision.reason as DecisionStep;
      return decision;
    }
    const { confidence } = reading;
    if (this.threshold !== null) {
      if (trace) trace.step = 'threshold';
      return confidence < this.threshold ? { ...decision, chosen: -1, reason: 'below-threshold', score: 0 } : decision;
    }
    const strict = this.cutoff > 0 || (this.detector === null && (this.outOfScopeShare ?? 0) > 0);
    // At share 0 nothing the detector says can leave the statement unmatched: its signals are read for details() only.
    if (!strict && !scored) return decision;
    const judged = this.judge(reading, strict, trace);
    if (judged.reason === null) return { ...decision, score: judged.score };
    // An unmatched answer's confidence is no higher than the detector's score: a client that thresholds it is not misled.
    return { ...decision, chosen: -1, reason: judged.reason, score: judged.score, confidence: Math.min(confidence, judged.score) };
  }

  /**
   * The statement as the decision sees it, whatever the setting: its best intent, the signals the detector reads
   * (null when nothing in it is known to the corpus) and whether it passes the evidence check. For the trainer's
   * folds (src/train/decision-folds.ts), which learn the detector from what this very code reads.
   * @internal
   */
  observe(statement: string): { intentId: string | null; signals: Float64Array | null; evidence: boolean } {
    const reading = this.read(this.fold(statement).text);
    if (reading.reason !== undefined || reading.best < 0) return { intentId: null, signals: null, evidence: false };
    const intentId = this.model.intents[reading.best]!.id;
    if (reading.decision.reason === 'nothing-known') return { intentId, signals: null, evidence: false };
    const facts = this.facts(reading);
    // Both rules apply above cutoff 0 alike: the folds count them as the evidence check's.
    return { intentId, signals: facts.signals, evidence: facts.evidence && !facts.backgroundAhead };
  }

  /**
   * How many of the statement's words the model's vocabulary knows, read in its language: how a project of several
   * locales tells which of its models a statement is for (multilingual.ts).
   * @internal
   */
  knownWords(statement: string): { words: number; known: number } {
    const plain = this.text.words(this.fold(statement).text);
    let known = 0;
    for (const w of plain) if (this.classifier.knowsWord(w)) known++;
    return { words: plain.length, known };
  }

  /** Classification and the cheap rules: empty, full match, out-of-scope example, nothing known. */
  /** `statement`: already checked and folded (fold()). */
  private read(statement: string): Reading | { reason: 'empty'; decision: Decision } {
    const normalized = normalizeStatement(statement);
    if (normalized.length === 0) return { reason: 'empty', decision: { chosen: -1, confidence: 0, fullMatch: false, probabilities: null, entities: null, reason: 'empty', score: 0 } };

    // Rules, tagger, classifier: a statement with unknown words gets its entities first, so that the classifier
    // reads new values as entity tokens (an entity-aware model) and the decision knows what they explain.
    const plain = this.text.words(statement);
    // Scored once it is known which words decide: as written, or with new values as entity tokens.
    const read = this.classifier.readWords(plain);
    const entities = read.unknownWords > 0 && this.hasEntities ? this.extractor.extract(statement, null, this.time) : null;
    let classified: Classification | null = null;
    let tokens: readonly string[] = plain;
    if (entities && this.classifier.entityAware) {
      const newValues = entities.filter((span) => this.text.words(span.raw).some((w) => !this.classifier.knowsWord(w)));
      if (newValues.length > 0) classified = this.classifier.classifyWords((tokens = wordsWithEntities(statement, newValues, this.text)));
    }
    classified ??= this.classifier.classifyRead(plain);
    const { probabilities } = classified;
    const background = this.classifier.outOfScopeClass;
    let best = -1;
    let runnerUp = -1;
    for (let c = 0; c < probabilities.length; c++) {
      if (c === background) continue;
      if (best < 0 || probabilities[c]! > probabilities[best]!) { runnerUp = best; best = c; } else if (runnerUp < 0 || probabilities[c]! > probabilities[runnerUp]!) runnerUp = c;
    }
    const confidence = best < 0 ? 0 : Math.min(probabilities[best]!, BELOW_FULL_MATCH);

    const exact = this.exactMatches.get(statementHash(normalized));
    const decision: Decision = exact !== undefined && exact >= 0
      ? { chosen: exact, confidence: 1, fullMatch: true, probabilities, entities, reason: null, score: 1 }
      : { chosen: best, confidence, fullMatch: false, probabilities, entities, reason: null, score: 1 };
    if (!decision.fullMatch) {
      // Nothing in it the corpus knows: no setting answers it, and no confidence means anything.
      const reason: UnmatchedReason | null = exact === -1 ? 'out-of-scope-example' : best < 0 ? 'below-threshold' : this.knowsNothingOf(plain, read, classified, entities) ? 'nothing-known' : null;
      if (reason !== null) Object.assign(decision, { chosen: -1, reason, score: 0, confidence: reason === 'nothing-known' ? 0 : confidence });
    }
    return { statement, plain, tokens, read, classified, entities, best, runnerUp, confidence, decision };
  }

  /**
   * Nothing in the statement is known to the corpus, whatever the setting: no feature the classifier knows, or no
   * word the vocabulary has, no rule value (a list value, a regex match, a number with a range cue) and no known
   * word as people type it ("heyy"). Keyboard mashes and random letters, whose character n-grams alone the
   * classifier may half recognise, are unmatched even at share 0. Measured at share 0 on the valid splits
   * (oos-decision.ts snips,atis,banking77 '{"outOfScopeShare":0}'), seeded gibberish matched 16-17 % of 600 with
   * this rule and without it alike (made-up word salads hold a known function word), in-scope accuracy at argmax.
   * A stricter rule (no known content word and half the words unknown) matched 3-4 % at no cost there and in the
   * Braun corpora's 5-fold cross-validation, but left real users' "theresienstraße to assling" (braun-chatbot) and
   * "a light alternative to gnome-system-monitor?" (askubuntu) unmatched: at share 0 the corpus knows "to".
   */
  private knowsNothingOf(plain: readonly string[], read: WordReading, classified: Classification, entities: EntitySpan[] | null): boolean {
    if (classified.knownFeatures === 0) return true;
    if (read.unknownWords < plain.length) return false;
    if (entities?.some((span) => span.source !== 'learned' && span.source !== 'builtin')) return false;
    return !plain.some((w) => this.classifier.variantOfContentWord(w));
  }

  /**
   * The detector's verdict on a statement the cheap rules let through. `strict` (the decision rejects at all): the
   * evidence check applies, and so does the classifier's own verdict, its background (out-of-scope) class ahead of
   * every intent. Without that rule the default model let 5.6 % of atis's flight requests through as product searches
   * ("show me the cheapest round trip from new york to miami": background 0.64, best intent 0.36 but 500 times its
   * runner-up, which the margin signal reads); with it, 96.6 % are unmatched again.
   */
  private judge(reading: Reading, strict: boolean, trace?: DecisionTrace): { reason: UnmatchedReason | null; score: number } {
    const facts = this.facts(reading);
    if (strict && !facts.evidence) {
      if (trace) trace.step = 'evidence';
      return { reason: 'nothing-known', score: 0 };
    }
    if (strict && facts.backgroundAhead) {
      if (trace) Object.assign(trace, { step: 'background-class', signals: this.detector === null ? null : facts.signals });
      return { reason: 'background', score: Math.min(reading.confidence, this.detector === null ? 1 : inScopeScore(this.detector, facts.signals)) };
    }
    if (this.detector === null) {
      if (trace) trace.step = 'classifier';
      return { reason: null, score: reading.confidence };
    }
    if (trace) Object.assign(trace, { step: 'detector', signals: facts.signals });
    const score = inScopeScore(this.detector, facts.signals);
    if (score >= this.cutoff) return { reason: null, score };
    return { reason: REASON_OF_SIGNAL[weakestSignal(this.detector, facts.signals)], score };
  }

  /** The signals (signals.ts), the evidence check's verdict (evidence.ts), and whether the background class is ahead. */
  private facts(reading: Reading): { signals: Float64Array; evidence: boolean; backgroundAhead: boolean } {
    const { statement, plain, read, classified, entities, best, runnerUp, confidence } = reading;
    const { unknownWords, knownContentWords, knownPhrases } = read;
    // The words with the values as entity tokens, read by the frame and unknown-words signals alike.
    const framed = unknownWords === 0 || !entities ? plain : wordsWithEntities(statement, entities, this.text);
    const { own: frame, all: frameAll } = this.frames.scoreWithAll(framed, best);
    const typical = this.model.decision.typicalFrameScore;
    // Statements whose only unknown words are known ones as people type them ("heyy") keep their frame familiar.
    const typedVariants = unknownWords > 0 && plain.every((w) => this.classifier.knowsWord(w) || this.classifier.variantOfContentWord(w));
    const familiarFrame = unknownWords > 0 && !typedVariants && typical !== null && frame >= typical;
    const evidenceFacts = { text: statement, words: plain, unknownWords, knownContentWords, knownPhrases, knownEntityPhrases: classified.knownEntityPhrases, entities, familiarFrame, expectedUnknownWords: this.model.decision.unknownWordRate * plain.length };
    // A known content word as people type it ("heyy", "thankyou") is no unknown word to this signal.
    const outside = unknownWords === 0 ? { words: plain.length, unknownWords: 0 } : countWordsOutsideValues(framed, (w) => this.classifier.knowsWord(w) || this.classifier.variantOfContentWord(w));
    const background = this.classifier.outOfScopeClass;
    const signals = signalVector({
      confidence, runnerUp: runnerUp < 0 ? 0 : classified.probabilities[runnerUp]!, background: background === null ? 0 : classified.probabilities[background]!,
      wordsOutsideValues: outside.words, unknownOutsideValues: outside.unknownWords, frame, frameAll,
      words: plain.length, knownContentWords, topScore: classified.topScore,
    });
    const backgroundAhead = background !== null && classified.probabilities[background]! > confidence;
    return { signals, evidence: hasEvidence(evidenceFacts, this.classifier, this.text), backgroundAhead };
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

/** Which unmatched reason each signal stands for when it pulled the detector's score down the most. */
const REASON_OF_SIGNAL: Record<SignalName, UnmatchedReason> = {
  confidence: 'below-threshold', margin: 'below-threshold', topScore: 'below-threshold', length: 'below-threshold', contentWords: 'below-threshold',
  background: 'background', unknownWords: 'unknown-words', frame: 'unfamiliar-frame', frameLift: 'unfamiliar-frame',
};

/** The model's detector, checked against the signals this runtime reads (a damaged or foreign one fails to load). */
function checkedDetector(detector: ModelFile['decision']['detector']): Detector | null {
  if (detector === null) return null;
  const n = SIGNAL_NAMES.length;
  if (detector.signals.join(',') !== SIGNAL_NAMES.join(',')) throw new Error(`expected the detector's signals ${SIGNAL_NAMES.join(', ')}, found ${detector.signals.join(', ')}`);
  if (detector.mean.length !== n || detector.scale.length !== n || detector.weights.length !== n) throw new Error(`expected ${n} values for each of the detector's signals`);
  return detector;
}

function checkedCurve(curve: ModelFile['decision']['curve']): DecisionCurve | null {
  if (curve === null) return null;
  const n = curve.cutoffs.length;
  if (n === 0 || curve.inScopeKept.length !== n || curve.outOfScopeRejected.length !== n) throw new Error(`expected the decision curve's three rows to hold one value per cutoff (${n})`);
  return curve;
}

/** What setThreshold(), setOutOfScopeShare() and setCutoff() change, as decisionSnapshot() reads it. */
export interface DecisionSnapshot {
  readonly threshold: number | null;
  readonly outOfScopeShare: number | null;
  readonly cutoff: number;
}

interface Reading {
  reason?: undefined;
  statement: string;
  plain: readonly string[];
  /** The words the classifier scored: `plain`, or with new values as entity tokens. */
  tokens: readonly string[];
  read: WordReading;
  classified: Classification;
  entities: EntitySpan[] | null;
  best: number;
  runnerUp: number;
  confidence: number;
  decision: Decision;
}

/** What decide() saw, for an explanation: made and filled only when details() is asked to explain. */
interface DecisionTrace {
  /** null: the statement has no words. */
  reading: Reading | null;
  step: DecisionStep;
  /** The detector's signals, when it scored the statement. */
  signals: Float64Array | null;
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
  /** The detector's in-scope score (1 for a full match or when nothing was weighed; 0 for a rule's rejection). */
  score: number;
}

/** How many ranked alternatives `details()` returns: `top` when it is a whole number 0 or more (0: none), else 5 when unset. */
function alternativesWanted(top: number | undefined): number {
  if (top === undefined) return 5;
  if (!Number.isInteger(top) || top < 0) throw new NluError('INPUT_INVALID', `expected top to be a whole number, 0 or more, found ${String(top)}`);
  return top;
}
