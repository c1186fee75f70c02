import { EntityExtractor } from './entities/entity-extractor.js';
import { NluError } from './errors.js';
import { IntentClassifier } from './intent/intent-classifier.js';
import { parseModel, readModelFile } from './model/read.js';
import type { ModelFile } from './model/schema.js';
import { normalizeStatement } from './text/normalize.js';
import type { RankedIntent, UnderstandDetails, UnderstandOptions, UnderstandResult } from './types.js';

/** Statements longer than this are refused with INPUT_INVALID rather than processed for an unbounded time. */
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
}

/**
 * The runtime: loads a model and answers statements. Needs only the model file; never
 * imports the corpus loader or the trainer.
 */
export class Understander {
  private readonly classifier: IntentClassifier;
  private readonly extractor: EntityExtractor;
  private readonly intentEntities: ReadonlyArray<ReadonlySet<string>>;
  private readonly exactMatches: ReadonlyMap<string, number>;
  private threshold: number;

  private constructor(private readonly model: ModelFile) {
    this.classifier = new IntentClassifier(model.classifier);
    this.extractor = new EntityExtractor(model.entities, model.tagger);
    this.intentEntities = model.intentEntities.map((names) => new Set(names));
    this.exactMatches = new Map(Object.entries(model.exactMatches));
    this.threshold = model.threshold;
  }

  /** Loads a model file; fails with MODEL_NOT_FOUND, MODEL_CORRUPT, MODEL_NOT_A_MODEL or MODEL_VERSION_MISMATCH. */
  static async load(path: string): Promise<Understander> {
    return new Understander(await readModelFile(path));
  }

  /** From an already-parsed model object (checked the same way as a file). */
  static fromModel(model: unknown): Understander {
    return new Understander(parseModel(model));
  }

  get info(): ModelInfo {
    const m = this.model;
    return {
      engineVersion: m.engineVersion, formatVersion: m.formatVersion, createdAt: m.createdAt, corpusHash: m.corpusHash,
      locale: m.locale, intents: m.intents, entities: m.entities.map((e) => e.name), threshold: this.threshold,
    };
  }

  /** Overrides the confidence threshold chosen at training time (0…1). */
  setThreshold(threshold: number): void {
    if (!(threshold >= 0 && threshold <= 1)) throw new NluError('INPUT_INVALID', `expected a threshold between 0 and 1, found ${threshold}`);
    this.threshold = threshold;
  }

  async understand(statement: string): Promise<UnderstandResult> {
    return this.understandSync(statement);
  }

  async details(statement: string, options: UnderstandOptions = {}): Promise<UnderstandDetails> {
    return this.detailsSync(statement, options);
  }

  understandSync(statement: string): UnderstandResult {
    const { alternatives: _alternatives, entities: _entities, ...result } = this.detailsSync(statement, { top: 1 });
    return result;
  }

  detailsSync(statement: string, options: UnderstandOptions = {}): UnderstandDetails {
    if (typeof statement !== 'string') {
      throw new NluError('INPUT_INVALID', `expected the statement to be a string, found ${statement === null ? 'null' : typeof statement}`);
    }
    if (statement.length > MAX_STATEMENT_LENGTH) {
      throw new NluError('INPUT_INVALID', `expected a statement of at most ${MAX_STATEMENT_LENGTH} characters, found ${statement.length}`);
    }
    const top = Math.max(1, Math.floor(options.top ?? 5));
    const normalized = normalizeStatement(statement);
    if (normalized.length === 0) return unmatched(0, [], []);

    const { probabilities, knownFeatures } = this.classifier.classify(statement);
    const background = this.classifier.outOfScopeClass;
    const ranked: RankedIntent[] = [];
    probabilities.forEach((p, c) => {
      if (c === background) return;
      const intent = this.model.intents[c]!;
      ranked.push({ intentId: intent.id, intentName: intent.name, confidence: Math.min(p, BELOW_FULL_MATCH) });
    });
    ranked.sort((a, b) => b.confidence - a.confidence);

    const exact = this.exactMatches.get(normalized);
    const entities = this.extractor.extract(statement);
    if (exact === -1) return unmatched(ranked[0]?.confidence ?? 0, ranked.slice(0, top), entities);

    let chosen: number;
    let confidence: number;
    if (exact !== undefined) {
      chosen = exact;
      confidence = 1;
      const intent = this.model.intents[exact]!;
      const others = ranked.filter((r) => r.intentId !== intent.id);
      ranked.splice(0, ranked.length, { intentId: intent.id, intentName: intent.name, confidence: 1 }, ...others);
    } else {
      const best = ranked[0];
      const backgroundWins = background !== null && probabilities[background]! > (best?.confidence ?? 0);
      if (!best || knownFeatures === 0 || backgroundWins || best.confidence < this.threshold) {
        return unmatched(best?.confidence ?? 0, ranked.slice(0, top), entities);
      }
      chosen = this.model.intents.findIndex((i) => i.id === best.intentId);
      confidence = best.confidence;
    }
    const intent = this.model.intents[chosen]!;
    const allowed = this.intentEntities[chosen]!;
    const params: Record<string, string> = {};
    // The first span of an entity gives its value: params hold one value per entity.
    for (const span of entities) if (allowed.has(span.entity) && !(span.entity in params)) params[span.entity] = span.value;
    return {
      intentId: intent.id, intentName: intent.name, confidence, params, matched: true, fullMatch: exact !== undefined,
      alternatives: ranked.slice(0, top), entities,
    };
  }
}

function unmatched(confidence: number, alternatives: RankedIntent[], entities: UnderstandDetails['entities']): UnderstandDetails {
  return { intentId: null, intentName: null, confidence, params: {}, matched: false, fullMatch: false, alternatives, entities };
}
