import type { AnnotatedSpan, Corpus } from '../corpus/types.js';
import { DEFAULT_TAGGER_TRAINING, type TaggerTrainingOptions } from '../entities/tagger/train-tagger.js';
import { cutoffForShare, DEFAULT_OUT_OF_SCOPE_SHARE } from '../decision/detector.js';
import { SIGNAL_NAMES } from '../decision/signals.js';
import { decisionObservations } from './decision-folds.js';
import { decisionCurve, fitDetector } from './fit-detector.js';
import { DEFAULT_INTENT_TRAINING, trainIntentClassifier, type IntentTrainingOptions, type ProgressReporter } from '../intent/train-intent-classifier.js';
import type { ModelFile } from '../model/schema.js';
import { normalizeStatement } from '../text/normalize.js';
import { packExactMatches } from '../model/exact-matches.js';
import { trainPackedTagger } from './tagger-job.js';
import { taggerAside, trainTaggerAside } from './parallel-tagger.js';
import { packClassifier } from '../model/pack-classifier.js';
import { packFrames } from '../model/pack-frames.js';
import { FIXED_TOKENS } from '../decision/frame-model.js';
import { ENGINE_VERSION, MODEL_FORMAT_VERSION, MODEL_KIND } from '../version.js';
import { corpusHash } from './corpus-hash.js';
import { foldCorpus } from './fold-corpus.js';
import { closedOrOpen } from '../entities/entity-extractor.js';
import { notTypoWords } from '../entities/list-matcher.js';

export interface TrainOptions {
  intent?: Partial<IntentTrainingOptions>;
  tagger?: Partial<TaggerTrainingOptions>;
  /**
   * The decision's setting: the share of messages (0…1) you expect to be out of scope. The decision answers so
   * as to maximise expected accuracy at that share, measured on traffic-like folds of the corpus. Default:
   * DEFAULT_OUT_OF_SCOPE_SHARE (0.5); 0 answers everything the corpus knows anything of.
   */
  outOfScopeShare?: number;
  /** A fixed confidence threshold instead of the detector (overrides outOfScopeShare). */
  threshold?: number;
  /** Called as training goes: stage name, steps done, steps in the stage. */
  onProgress?: ProgressReporter;
  /** Timestamp written into the model (defaults to now); the only field that differs between runs. */
  now?: Date;
  /**
   * Train the entity tagger on a worker thread while the intent classifier trains on this one: the same
   * model, sooner on a machine with two cores or more. Default: for corpora of 1 000 utterances or more
   * when the machine has a second core (parallel-tagger.ts); false keeps all training on this thread.
   */
  parallel?: boolean;
}

/** Trains a model from a validated corpus. Deterministic: the same corpus gives the same model but for `createdAt`. */
export async function trainModel(written: Corpus, options: TrainOptions = {}): Promise<ModelFile> {
  // Utterances read as the runtime reads statements (compatibility form); the hash stays that of the corpus as written.
  return trainWith(foldCorpus(written), options, null, written);
}

/** What a fold model of the decision (decision-folds.ts) takes from the final model instead of measuring it again. */
interface FoldSettings {
  temperature: number;
  unknownWordRate: number;
  typicalFrameScore: number | null;
}

/** `corpus` already folded (compatibility form); `written`, as the user wrote it, for the hash. */
async function trainWith(corpus: Corpus, options: TrainOptions, fold: FoldSettings | null, written: Corpus = corpus): Promise<ModelFile> {
  const hasOutOfScope = corpus.outOfScope.length > 0;
  const intentOptions = { ...DEFAULT_INTENT_TRAINING, ...options.intent, ...(fold ? { fixedTemperature: fold.temperature } : {}) };
  const outOfScopeClass = hasOutOfScope ? corpus.intents.length : null;
  const texts: string[] = [];
  const labels: number[] = [];
  const spans: AnnotatedSpan[][] = [];
  corpus.intents.forEach((intent, c) => intent.utterances.forEach((u) => { texts.push(u.text); labels.push(c); spans.push(u.spans); }));
  if (outOfScopeClass !== null) for (const u of corpus.outOfScope) { texts.push(u.text); labels.push(outOfScopeClass); spans.push([]); }

  // The tagger needs nothing of the classifier: on a worker, it trains while this thread trains the classifier
  // and the decision's fold models.
  const taggerOptions = { ...DEFAULT_TAGGER_TRAINING, ...options.tagger };
  const onTaggerEpoch = (epoch: number, epochs: number) => options.onProgress?.('entities', epoch, epochs);
  const aside = fold === null && taggerAside(corpus, options.parallel) ? trainTaggerAside(corpus, taggerOptions, onTaggerEpoch) : null;
  let classifier: ReturnType<typeof trainIntentClassifier>;
  let decision: ModelFile['decision'];
  try {
    classifier = trainIntentClassifier(
      { texts, labels, spans, classes: corpus.intents.length + (hasOutOfScope ? 1 : 0), outOfScopeClass },
      intentOptions,
      fold ? undefined : options.onProgress,
    );
    const rates = fold ?? { temperature: classifier.state.model.temperature ?? 1, unknownWordRate: classifier.unknownWordRate, typicalFrameScore: classifier.typicalFrameScore };
    decision = fold !== null || options.threshold !== undefined
      ? { outOfScopeShare: null, cutoff: 0, tunedOn: null, unknownWordRate: rates.unknownWordRate, typicalFrameScore: rates.typicalFrameScore, detector: null, curve: null }
      : await learnDecision(corpus, options, rates);
  } catch (error) {
    aside?.cancel();
    throw error;
  }

  const exactMatches: Record<string, number> = {};
  corpus.intents.forEach((intent, c) => intent.utterances.forEach((u) => { exactMatches[normalizeStatement(u.text)] ??= c; }));
  for (const u of corpus.outOfScope) exactMatches[normalizeStatement(u.text)] ??= -1;

  const tagger = aside ? await aside.tagger() : trainPackedTagger(corpus, taggerOptions, fold ? () => {} : onTaggerEpoch);

  return {
    kind: MODEL_KIND,
    formatVersion: MODEL_FORMAT_VERSION,
    engineVersion: ENGINE_VERSION,
    createdAt: (options.now ?? new Date()).toISOString(),
    corpusHash: corpusHash(written),
    locale: corpus.locale,
    intents: corpus.intents.map(({ id, name }) => ({ id, name })),
    entities: corpus.entities,
    intentEntities: intentEntities(corpus),
    classifier: packClassifier(classifier.state),
    threshold: options.threshold ?? null,
    decision,
    frames: packFrames(classifier.frames, FIXED_TOKENS.length),
    exactMatches: packExactMatches(exactMatches),
    tagger,
    notTypoWords: notTypoWords(closedOrOpen(corpus.entities), [...texts]),
  };
}

/**
 * The detector and its curve, learned on traffic-like folds of the corpus (decision-folds.ts), and the cutoff
 * for the stated share of out-of-scope messages. A corpus of one intent has no folds: no detector.
 */
async function learnDecision(corpus: Corpus, options: TrainOptions, rates: FoldSettings): Promise<ModelFile['decision']> {
  const share = options.outOfScopeShare ?? DEFAULT_OUT_OF_SCOPE_SHARE;
  const base = { outOfScopeShare: share, tunedOn: null, unknownWordRate: rates.unknownWordRate, typicalFrameScore: rates.typicalFrameScore };
  const observations = await decisionObservations(
    corpus,
    (rest) => trainWith(rest, { intent: options.intent, tagger: options.tagger, parallel: false, now: options.now }, rates),
    (done, total) => options.onProgress?.('decision', done, total),
  );
  const detector = fitDetector(observations);
  if (detector === null) return { ...base, cutoff: 0, detector: null, curve: null };
  const curve = decisionCurve(detector, observations);
  return { ...base, cutoff: cutoffForShare(curve, share), detector: { signals: [...SIGNAL_NAMES], ...detector, mean: [...detector.mean], scale: [...detector.scale], weights: [...detector.weights] }, curve: { ...curve, cutoffs: [...curve.cutoffs], inScopeKept: [...curve.inScopeKept], outOfScopeRejected: [...curve.outOfScopeRejected] } };
}

/**
 * Entities each intent may answer with: those its utterances annotate, plus any entity no utterance annotates
 * unless its scope keeps it to the intents that annotate it (`intent`) or to features (`feature`). (The
 * answer leaves out spans of `feature` entities and words marked `ignore` wherever they are.)
 */
function intentEntities(corpus: Corpus): string[][] {
  const annotatedAnywhere = new Set(corpus.intents.flatMap((i) => i.utterances.flatMap((u) => u.spans.map((s) => s.entity))));
  const unannotated = corpus.entities.filter((e) => !annotatedAnywhere.has(e.name) && (e.scope ?? 'everywhere') === 'everywhere' && e.type !== 'ignore').map((e) => e.name);
  return corpus.intents.map((intent) => [...new Set([...intent.utterances.flatMap((u) => u.spans.map((s) => s.entity)), ...unannotated])].sort());
}
