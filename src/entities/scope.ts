import type { EntityDefinition } from '../corpus/types.js';
import type { ModelEntityDefinition } from '../model/schema.js';
import type { EntitySpan } from '../types.js';

/**
 * Which spans an answer gives (definitions' `scope`): an entity scoped to `intent` only when the answered
 * intent's utterances annotate it, one scoped to `feature` never (a role has its entity's scope unless it says its own) (its matches only inform the tagger and the
 * classifier). Null when every entity is answered everywhere: nothing to filter.
 */
export function spanScope(definitions: readonly (EntityDefinition | ModelEntityDefinition)[], intentEntities: ReadonlyArray<ReadonlySet<string>>): ((spans: EntitySpan[], chosen: number) => EntitySpan[]) | null {
  // A role has its entity's scope unless it says its own.
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const scopeOf = (d: EntityDefinition | ModelEntityDefinition) => d.scope ?? (d.type === 'role' ? byName.get(d.of)?.scope : undefined);
  const scoped = new Map(definitions.flatMap((d) => { const s = scopeOf(d); return s === 'intent' || s === 'feature' ? [[d.name, s] as const] : []; }));
  if (scoped.size === 0) return null;
  return (spans, chosen) => {
    if (!spans.some((s) => scoped.has(s.entity))) return spans;
    const allowed = chosen < 0 ? null : intentEntities[chosen]!;
    return spans.filter((s) => {
      const scope = scoped.get(s.entity);
      return scope === undefined || (scope === 'intent' && allowed !== null && allowed.has(s.entity));
    });
  };
}
