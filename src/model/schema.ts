import { z } from 'zod';
import { listReferenceProblems } from './shared-lists.js';
import { BUILTIN_KINDS } from '../entities/builtins/kinds.js';

/** The serialized model: one source for its runtime check and its static type. */

/**
 * A long array of finite numbers (safe integers), checked in one loop: z.array(z.number()) checks each element
 * through zod, and a snips model's 6 000 transitions and 13 000 exact-match intents took 30-50 ms of a load.
 */
function numberArray(integers: boolean) {
  const fits = integers ? Number.isSafeInteger : Number.isFinite;
  return z.custom<number[]>((value) => Array.isArray(value) && value.every((x) => fits(x)), { message: integers ? 'expected an array of integers' : 'expected an array of numbers' });
}
const featureSettings = z.object({ wordNgrams: z.array(z.number().int().min(1)), charNgrams: z.array(z.number().int().min(1)), unknownWords: z.boolean().optional(), entityTokens: z.boolean().optional() });

const listValues = z.array(z.object({ value: z.string(), synonyms: z.array(z.string()) }));
// `scope` absent: everywhere (every model trained before scopes).
const scope = z.enum(['everywhere', 'intent', 'feature']).optional();
const entityDefinition = z.discriminatedUnion('type', [
  // `open`: a model trained before lists could be closed has none, and its lists answer as they did then (open).
  // `valuesOf` instead of `values`: the values of an earlier list entity, stored once (shared-lists.ts).
  z.object({ name: z.string(), type: z.literal('list'), values: listValues.optional(), valuesOf: z.string().optional(), fuzzy: z.boolean(), open: z.boolean().default(true), scope }),
  // `backtracking: 'checked'`: the trainer proved the pattern safe (regex-safety.ts); a model without it is checked at load.
  z.object({ name: z.string(), type: z.literal('regex'), pattern: z.string(), flags: z.string(), backtracking: z.literal('checked').optional(), scope }),
  z.object({ name: z.string(), type: z.literal('learned'), resolve: z.enum(['number', 'datetime']).optional(), range: z.enum(['lower', 'upper']).optional(), normalize: listValues.optional(), scope }),
  z.object({ name: z.string(), type: z.literal('builtin'), builtin: z.enum(BUILTIN_KINDS), scope }),
  z.object({ name: z.string(), type: z.literal('role'), of: z.string(), scope }),
  z.object({ name: z.string(), type: z.literal('ignore'), scope }),
]);

export const linearClassifierSchema = z.object({
  type: z.literal('linear'),
  vectorizer: z.object({ settings: featureSettings, vocabulary: z.array(z.string()), idf: z.string().describe('float32 per feature, base64') }),
  model: z.object({ classes: z.number().int().min(1), features: z.number().int().min(0), weights: z.string().describe('int8 [feature][class], base64'), scales: z.string().describe('float32 per feature row, base64'), bias: z.array(z.number()), temperature: z.number().positive() }),
  /** Index of the background class learned from out-of-scope examples, if any. */
  outOfScopeClass: z.number().int().nullable(),
});

export const taggerSchema = z.object({
  type: z.literal('perceptron'),
  labels: z.array(z.string()),
  features: z.array(z.string()),
  /** Non-zero emission weights: flat positions (feature * labels + label) as int32 base64, and their float32 values. */
  weightPositions: z.string(),
  weightValues: z.string(),
  /** Transition weights [previous label incl. start][label]. */
  transitions: z.array(z.number()),
  /** Phrases annotated as each entity in training: their matches are hints to the tagger. */
  gazetteer: z.array(z.object({ entity: z.string(), phrases: z.array(z.string()) })).optional(),
  /** Words the training data writes beside an entity's spans, never inside: no learned span starts or ends with one. */
  edgeWords: z.array(z.object({ entity: z.string(), words: z.array(z.string()) })).optional(),
  /** Sentence marks the training data writes inside an entity's values: a learned span ends before any other. */
  valueMarks: z.array(z.object({ entity: z.string(), marks: z.array(z.string()) })).optional(),
});

/**
 * The classifier in the model file (see pack-classifier.ts): the vocabulary as a table (its size; the features
 * by kind: the names of those by name one a line, then how many word unigrams and bigrams; the distinct words one a
 * line, the unigrams' first; the bigrams' first and second word ids as fixed-width words), idf, weights and scales in that feature order;
 * blobs (brotli, base64).
 */
export const packedClassifierSchema = z.object({
  type: z.literal('linear'),
  vectorizer: z.object({ settings: featureSettings, vocabulary: z.object({ count: z.number().int().min(0), names: z.string(), words: z.string(), unigrams: z.number().int().min(0), bigrams: z.number().int().min(0), first: z.string(), second: z.string() }), idf: z.string() }),
  model: linearClassifierSchema.shape.model,
  outOfScopeClass: z.number().int().nullable(),
});

/** The tagger in the model file (see pack-tagger.ts): the trainer's TaggerState, compacted. */
export const packedTaggerSchema = z.object({
  type: z.literal('perceptron'),
  labels: z.array(z.string()),
  /**
   * The features as numbers (feature-table.ts): template names ("w=", "w-1w=", "b"), how many features each
   * has (the features are numbered template by template, each template's sorted by value ids), the distinct
   * values one a line, and the value ids of the features that take values: their first, and the pairs' second,
   * as 16-bit words (32 from 2^16 values on; binary.ts encodeFixed()), so that loading copies them; blobs
   * (brotli, base64; see blob.ts).
   */
  features: z.object({ templates: z.array(z.string()), counts: z.array(z.number().int().min(0)), values: z.string(), first: z.string(), second: z.string() }),
  /**
   * Non-zero emission weights grouped by feature (tagger-weights.ts): each feature's number of them, then their
   * labels, as bytes (16 bits from 256 labels on), and their values as int16 multiples of `step`; blobs.
   */
  weights: z.object({ count: z.number().int().min(0), counts: z.string(), labels: z.string(), step: z.number().positive(), values: z.string() }),
  transitions: numberArray(false),
  /**
   * The gazetteer: its entities, how many phrases each has, then in one blob the phrases one a line (as the
   * corpus writes them) followed by each one's word keys (list-matcher.ts phraseKeys(), joined by spaces; a tab
   * when they are the phrase itself).
   */
  gazetteer: z.object({ entities: z.array(z.string()), counts: z.array(z.number().int().min(0)), phrasesAndKeys: z.string() }).optional(),
  edgeWords: taggerSchema.shape.edgeWords,
  valueMarks: taggerSchema.shape.valueMarks,
});

/**
 * Training statements for the full-match lookup, by a 53-bit hash of their normalised text (exact-matches.ts):
 * the ascending hashes as float64 (a blob: loading copies them), and each one's intent index (-1: an out-of-scope example).
 */
export const exactMatchesSchema = z.object({ count: z.number().int().min(0), hashes: z.string(), intents: numberArray(true) });

/** The frame test's counts (see pack-frames.ts): tokens one a line, bigram keys and running counts as varint gaps; blobs. */
export const packedFramesSchema = z.object({ intents: z.number().int().min(0), tokens: z.string(), count: z.number().int().min(0), keys: z.string(), counts: z.string() });

export const modelSchema = z.object({
  kind: z.literal('nlu-engine-model'),
  formatVersion: z.literal(12),
  engineVersion: z.string(),
  createdAt: z.string(),
  corpusHash: z.string(),
  locale: z.string(),
  intents: z.array(z.object({ id: z.string(), name: z.string() })),
  entities: z.array(entityDefinition).superRefine((entities, ctx) => {
    for (const { index, message } of listReferenceProblems(entities)) ctx.addIssue({ code: 'custom', path: [index], message });
  }),
  /** Which entities each intent's utterances annotate (by intent index), to keep params on topic. */
  intentEntities: z.array(z.array(z.string())),
  classifier: packedClassifierSchema,
  /** A fixed confidence threshold (nlu train --threshold), which replaces the detector; null: the detector decides. */
  threshold: z.number().min(0).max(1).nullable(),
  /**
   * How the answer-or-not decision is set (src/decision/detector.ts): the share of out-of-scope messages it was
   * set for (null when tuned on labelled messages or fixed by a threshold), the detector's cutoff, the detector
   * learned on traffic-like folds and what each cutoff did there (the curve), so the setting moves without retraining.
   */
  decision: z.object({
    outOfScopeShare: z.number().min(0).max(1).nullable(),
    cutoff: z.number().min(0).max(1),
    /** Set from labelled messages (nlu train --tune-on): how many, and the out-of-scope share among them. */
    tunedOn: z.object({ messages: z.number().int().min(1), outOfScopeShare: z.number().min(0).max(1) }).nullable(),
    /** Share of words outside values that held-out in-scope statements had unknown (the evidence check's allowance). */
    unknownWordRate: z.number().min(0).max(1),
    /** The median frame score of held-out in-scope statements (the evidence check's familiar frame; null: none). */
    typicalFrameScore: z.number().nullable(),
    detector: z.object({
      signals: z.array(z.string()),
      mean: z.array(z.number()),
      scale: z.array(z.number().positive()),
      weights: z.array(z.number()),
      bias: z.number(),
    }).nullable(),
    curve: z.object({
      cutoffs: z.array(z.number().min(0).max(1)),
      inScopeKept: z.array(z.number().min(0).max(1)),
      outOfScopeRejected: z.array(z.number().min(0).max(1)),
      inScope: z.number().int().min(0),
      outOfScope: z.number().int().min(0),
    }).nullable(),
    /**
     * A quick retraining after a small edit (src/train/quick-retrain.ts): the temperature, the two rates, the detector
     * and its curve were kept from the full training of a corpus `changed` utterances away. Absent: measured on this
     * corpus's own folds.
     */
    keptFrom: z.object({ corpusHash: z.string(), createdAt: z.string(), changed: z.number().int().min(0) }).optional(),
  }),
  /** Each intent's frame bigrams, for the frame test. */
  frames: packedFramesSchema,
  /** Normalized training statement → intent index, or -1 for an out-of-scope example (hashed). */
  exactMatches: exactMatchesSchema,
  tagger: packedTaggerSchema.nullable(),
  /**
   * Words of the training statements one typo from a closed list's word ("find" beside "wind"): never read as its
   * typo (list-matcher.ts oneTypo()). Absent in a model trained before closed lists caught typos: they catch none.
   */
  notTypoWords: z.array(z.string()).optional(),
});

export type ModelFile = z.infer<typeof modelSchema>;
/** An entity as the model stores it (a list may name another's values: shared-lists.ts). */
export type ModelEntityDefinition = ModelFile['entities'][number];
export type LinearClassifierState = z.infer<typeof linearClassifierSchema>;
export type TaggerState = z.infer<typeof taggerSchema>;
export type PackedTagger = z.infer<typeof packedTaggerSchema>;
export type PackedClassifier = z.infer<typeof packedClassifierSchema>;
export type PackedExactMatches = z.infer<typeof exactMatchesSchema>;
export type PackedFrames = z.infer<typeof packedFramesSchema>;
