import type { AnnotatedSpan, Corpus } from '../corpus/types.js';
import { DEFAULT_TAGGER_TRAINING, type TaggerTrainingOptions } from '../entities/tagger/train-tagger.js';
import { defaultInScopeLoss } from '../intent/calibration.js';
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
   * The decision's knob: the share of in-scope statements (0…1) you accept to see left unmatched so that
   * statements outside the corpus are; met by cross-validation on the corpus. Default: 0.005, or 0.01 for a
   * corpus with out-of-scope examples (defaultInScopeLoss()).
   */
  inScopeLoss?: number;
  /** Fixed confidence threshold instead of the one the in-scope loss gives (overrides inScopeLoss). */
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
  const corpus = foldCorpus(written);
  const hasOutOfScope = corpus.outOfScope.length > 0;
  const inScopeLoss = options.inScopeLoss ?? options.intent?.inScopeLoss ?? defaultInScopeLoss(hasOutOfScope);
  const intentOptions = { ...DEFAULT_INTENT_TRAINING, ...options.intent, inScopeLoss };
  const outOfScopeClass = hasOutOfScope ? corpus.intents.length : null;
  const texts: string[] = [];
  const labels: number[] = [];
  const spans: AnnotatedSpan[][] = [];
  corpus.intents.forEach((intent, c) => intent.utterances.forEach((u) => { texts.push(u.text); labels.push(c); spans.push(u.spans); }));
  if (outOfScopeClass !== null) for (const u of corpus.outOfScope) { texts.push(u.text); labels.push(outOfScopeClass); spans.push([]); }

  // The tagger needs nothing of the classifier: on a worker, it trains while this thread trains the classifier.
  const taggerOptions = { ...DEFAULT_TAGGER_TRAINING, ...options.tagger };
  const onTaggerEpoch = (epoch: number, epochs: number) => options.onProgress?.('entities', epoch, epochs);
  const aside = taggerAside(corpus, options.parallel) ? trainTaggerAside(corpus, taggerOptions, onTaggerEpoch) : null;
  let classifier: ReturnType<typeof trainIntentClassifier>;
  try {
    classifier = trainIntentClassifier(
      { texts, labels, spans, classes: corpus.intents.length + (hasOutOfScope ? 1 : 0), outOfScopeClass },
      intentOptions,
      options.onProgress,
    );
  } catch (error) {
    aside?.cancel();
    throw error;
  }

  const exactMatches: Record<string, number> = {};
  corpus.intents.forEach((intent, c) => intent.utterances.forEach((u) => { exactMatches[normalizeStatement(u.text)] ??= c; }));
  for (const u of corpus.outOfScope) exactMatches[normalizeStatement(u.text)] ??= -1;

  const tagger = aside ? await aside.tagger() : trainPackedTagger(corpus, taggerOptions, onTaggerEpoch);

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
    threshold: options.threshold ?? classifier.decision.threshold,
    decision: {
      inScopeLoss: options.threshold === undefined ? intentOptions.inScopeLoss : null,
      backgroundMargin: options.threshold === undefined ? classifier.decision.backgroundMargin : 0,
      unknownWordAlpha: options.threshold === undefined ? classifier.decision.unknownWordAlpha : 0,
      unknownWordRate: classifier.unknownWordRate,
      frameThreshold: options.threshold === undefined ? classifier.decision.frameThreshold : null,
      typicalFrameScore: classifier.typicalFrameScore,
      steps: classifier.decisions,
    },
    frames: packFrames(classifier.frames, FIXED_TOKENS.length),
    exactMatches: packExactMatches(exactMatches),
    tagger,
    notTypoWords: notTypoWords(closedOrOpen(corpus.entities), [...texts]),
  };
}

/** Entities each intent may answer with: those its utterances annotate, plus any entity no utterance annotates. */
function intentEntities(corpus: Corpus): string[][] {
  const annotatedAnywhere = new Set(corpus.intents.flatMap((i) => i.utterances.flatMap((u) => u.spans.map((s) => s.entity))));
  const unannotated = corpus.entities.map((e) => e.name).filter((n) => !annotatedAnywhere.has(n));
  return corpus.intents.map((intent) => [...new Set([...intent.utterances.flatMap((u) => u.spans.map((s) => s.entity)), ...unannotated])].sort());
}
