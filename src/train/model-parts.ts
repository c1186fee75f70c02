import type { AnnotatedSpan, Corpus } from '../corpus/types.js';
import type { IntentTrainingSet, TrainedIntentClassifier } from '../intent/train-intent-classifier.js';
import type { LinearClassifierState, ModelFile, PackedTagger, TaggerState } from '../model/schema.js';
import { quantizedTaggerModel, type TaggerModel } from '../model/pack-tagger.js';
import { normalizeStatement } from '../text/normalize.js';
import { packExactMatches } from '../model/exact-matches.js';
import { packClassifier } from '../model/pack-classifier.js';
import { packFrames } from '../model/pack-frames.js';
import { storeListsOnce } from '../model/shared-lists.js';
import { FIXED_TOKENS } from '../decision/frame-model.js';
import { ENGINE_VERSION, MODEL_FORMAT_VERSION, MODEL_KIND } from '../version.js';
import { closedOrOpen } from '../entities/entity-extractor.js';
import { notTypoWords } from '../entities/list-matcher.js';
import { textPipeline } from '../text/languages.js';

/** What a fold model of the decision takes from the final model instead of measuring it again (its calibration). */
export interface FoldSettings {
  temperature: number;
  unknownWordRate: number;
  typicalFrameScore: number | null;
}

/** The corpus's statements as the intent classifier trains on them: intents by index, out-of-scope examples last as a class of their own. */
export function intentTrainingSet(corpus: Corpus): IntentTrainingSet & { spans: AnnotatedSpan[][] } {
  const hasOutOfScope = corpus.outOfScope.length > 0;
  const outOfScopeClass = hasOutOfScope ? corpus.intents.length : null;
  const texts: string[] = [];
  const labels: number[] = [];
  const spans: AnnotatedSpan[][] = [];
  corpus.intents.forEach((intent, c) => intent.utterances.forEach((u) => { texts.push(u.text); labels.push(c); spans.push(u.spans); }));
  if (outOfScopeClass !== null) for (const u of corpus.outOfScope) { texts.push(u.text); labels.push(outOfScopeClass); spans.push([]); }
  return { texts, labels, spans, classes: corpus.intents.length + (hasOutOfScope ? 1 : 0), outOfScopeClass };
}

/** The model file of trained parts. */
export function assembleModel(
  corpus: Corpus,
  parts: { classifier: TrainedIntentClassifier; decision: ModelFile['decision']; tagger: PackedTagger | null; texts: readonly string[]; threshold: number | null; corpusHash: string; now: Date },
): ModelFile {
  return { ...modelFields(corpus, parts), classifier: packClassifier(parts.classifier.state), tagger: parts.tagger };
}

/**
 * A model read once by the trainer and never written (a fold model of the decision): its classifier and tagger as
 * the runtime reads them, without packing them (Understander.fromTrainedModel()); the same scores as once written.
 */
export type UnpackedModel = Omit<ModelFile, 'classifier' | 'tagger'> & { classifier: LinearClassifierState; tagger: TaggerModel | null };

export function assembleUnpackedModel(
  corpus: Corpus,
  parts: { classifier: TrainedIntentClassifier; decision: ModelFile['decision']; tagger: TaggerState | null; texts: readonly string[]; threshold: number | null; corpusHash: string; now: Date },
): UnpackedModel {
  return { ...modelFields(corpus, parts), classifier: parts.classifier.state, tagger: parts.tagger && quantizedTaggerModel(parts.tagger, textPipeline(corpus.locale).tokenize) };
}

function modelFields(
  corpus: Corpus,
  parts: { classifier: TrainedIntentClassifier; decision: ModelFile['decision']; texts: readonly string[]; threshold: number | null; corpusHash: string; now: Date },
): Omit<ModelFile, 'classifier' | 'tagger'> {
  const exactMatches: Record<string, number> = {};
  corpus.intents.forEach((intent, c) => intent.utterances.forEach((u) => { exactMatches[normalizeStatement(u.text)] ??= c; }));
  for (const u of corpus.outOfScope) exactMatches[normalizeStatement(u.text)] ??= -1;
  return {
    kind: MODEL_KIND,
    formatVersion: MODEL_FORMAT_VERSION,
    engineVersion: ENGINE_VERSION,
    createdAt: parts.now.toISOString(),
    corpusHash: parts.corpusHash,
    locale: corpus.locale,
    intents: corpus.intents.map(({ id, name }) => ({ id, name })),
    // Every pattern was checked (trainModel()): say so, so that loading the model does not check again.
    entities: storeListsOnce(corpus.entities.map((e) => (e.type === 'regex' ? { ...e, backtracking: 'checked' as const } : e))),
    intentEntities: intentEntities(corpus),
    threshold: parts.threshold,
    decision: parts.decision,
    frames: packFrames(parts.classifier.frames, FIXED_TOKENS.length),
    exactMatches: packExactMatches(exactMatches),
    notTypoWords: notTypoWords(closedOrOpen(corpus.entities), [...parts.texts], textPipeline(corpus.locale).tokenize),
  };
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
