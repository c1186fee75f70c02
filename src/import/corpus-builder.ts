import { entityNameOf, UniqueNames } from './naming.js';
import type { EntityYaml, ImportedCorpus, ImportIntent, ImportSpan, ImportUtterance, ReportEntry, SourcePlace } from './types.js';

/** A span as a reader finds it: the source's entity name, and its role and value when the source gives them. */
export interface SourceSpan {
  start: number;
  end: number;
  entity: string;
  role?: string;
  /** The value the source maps this text to (a synonym's value). */
  value?: string;
}

/**
 * Collects one language's intents, utterances and entities as a reader finds them, and makes the native names:
 * an entity name the corpus accepts for each source name, and for each (entity, role) a role parameter (the
 * role's own name when free, else "entity_role"). Values a source maps text to become normalising synonyms of
 * learned entities (see corpus-format.md); lists map their own synonyms.
 */
export class CorpusBuilder {
  private readonly intents = new Map<string, ImportIntent>();
  private readonly testIntents = new Map<string, ImportIntent>();
  readonly entities = new Map<string, EntityYaml>();
  private readonly outOfScope: ImportUtterance[] = [];
  private readonly testOutOfScope: ImportUtterance[] = [];
  private hasTests = false;
  private readonly names = new UniqueNames('_');
  /** Source entity name → native name. */
  private readonly entityNames = new Map<string, string>();
  /** "entity\u0000role" → role parameter name. */
  private readonly roleNames = new Map<string, string>();
  /** Native learned entity → value → texts that mean it. */
  private readonly normalizing = new Map<string, Map<string, Set<string>>>();

  constructor(readonly locale: string, readonly report: ReportEntry[]) {}

  /** The native name of a source entity (made once, then the same). */
  entityName(source: string): string {
    let name = this.entityNames.get(source);
    if (name === undefined) {
      name = this.names.claim(entityNameOf(source));
      this.entityNames.set(source, name);
    }
    return name;
  }

  /** Defines a source entity (its native name is returned); a later definition of the same name replaces it. */
  define(source: string, definition: EntityYaml): string {
    const name = this.entityName(source);
    this.entities.set(name, definition);
    return name;
  }

  /** The role parameter of a source entity's role: defined as a role of the entity on first use. */
  roleName(entity: string, role: string): string {
    const key = `${entity}\u0000${role}`;
    let name = this.roleNames.get(key);
    if (name === undefined) {
      const base = this.entityName(entity);
      const wanted = entityNameOf(role);
      name = this.names.has(wanted) || this.entityNames.has(role) ? this.names.claim(`${base}_${wanted}`) : this.names.claim(wanted);
      this.roleNames.set(key, name);
      this.entities.set(name, { type: 'role', of: base });
    }
    return name;
  }

  /** Values a learned entity's texts mean: "credit card" → credit. */
  addNormalizing(entity: string, value: string, text: string): void {
    if (text.trim().toLowerCase() === value.trim().toLowerCase()) return;
    let values = this.normalizing.get(entity);
    if (!values) this.normalizing.set(entity, (values = new Map()));
    let texts = values.get(value);
    if (!texts) values.set(value, (texts = new Set()));
    texts.add(text);
  }

  /** Native entities whose annotations say this value or write one of these texts (a Rasa synonym's targets). */
  entitiesUsing(value: string, texts: readonly string[]): string[] {
    const wanted = new Set([value, ...texts].map((t) => t.toLowerCase()));
    const found = new Set<string>();
    for (const [entity, values] of this.normalizing) if (values.has(value)) found.add(entity);
    for (const intent of [...this.intents.values(), ...this.testIntents.values()]) {
      for (const u of intent.utterances) for (const s of u.spans) if (wanted.has(u.text.slice(s.start, s.end).toLowerCase())) found.add(this.valueEntity(s.entity));
    }
    return [...found].sort();
  }

  /** The entity a span's value is read by: a role's entity, else itself. */
  private valueEntity(name: string): string {
    const def = this.entities.get(name);
    return def?.type === 'role' ? def.of : name;
  }

  /** An utterance of an intent (made on first use, in order), or of the test statements. */
  addUtterance(intentName: string, text: string, spans: readonly SourceSpan[], source: SourcePlace, test = false, intentSource: SourcePlace = source): void {
    const map = test ? this.testIntents : this.intents;
    if (test) this.hasTests = true;
    let intent = map.get(intentName);
    if (!intent) map.set(intentName, (intent = { name: intentName, utterances: [], source: intentSource }));
    intent.utterances.push({ text, spans: this.nativeSpans(text, spans), source });
  }

  /** Declares an intent (kept even with no utterance, so that the report says it was left out). */
  declareIntent(intentName: string, source: SourcePlace): void {
    if (!this.intents.has(intentName)) this.intents.set(intentName, { name: intentName, utterances: [], source });
  }

  addOutOfScope(text: string, spans: readonly SourceSpan[], source: SourcePlace, test = false): void {
    if (test) this.hasTests = true;
    (test ? this.testOutOfScope : this.outOfScope).push({ text, spans: this.nativeSpans(text, spans), source });
  }

  private nativeSpans(text: string, spans: readonly SourceSpan[]): ImportSpan[] {
    return spans.map((s) => {
      const base = this.entityName(s.entity);
      if (!this.entities.has(base)) this.entities.set(base, { type: 'learned' });
      const entity = s.role ? this.roleName(s.entity, s.role) : base;
      if (s.value !== undefined) {
        const def = this.entities.get(base);
        if (def?.type === 'learned') this.addNormalizing(base, s.value, text.slice(s.start, s.end));
      }
      return { start: s.start, end: s.end, entity };
    });
  }

  build(): ImportedCorpus {
    for (const [entity, values] of this.normalizing) {
      const def = this.entities.get(entity);
      if (def?.type !== 'learned') continue;
      const normalize = [...values].map(([value, texts]) => ({ value, synonyms: [...texts] }));
      this.entities.set(entity, { ...def, normalize });
    }
    return {
      locale: this.locale,
      intents: [...this.intents.values()],
      entities: this.entities,
      outOfScope: this.outOfScope,
      tests: this.hasTests ? { intents: [...this.testIntents.values()], outOfScope: this.testOutOfScope } : null,
    };
  }
}
