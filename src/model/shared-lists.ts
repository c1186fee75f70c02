import type { EntityDefinition, EntityScope } from '../corpus/types.js';

/**
 * A list entity as the model file keeps it: its values, or `valuesOf`, the name of an earlier list entity whose
 * values it has (an airport list that departure and arrival both use is stored once: issue 34).
 */
export interface StoredList {
  name: string;
  type: 'list';
  values?: Extract<EntityDefinition, { type: 'list' }>['values'];
  valuesOf?: string;
  fuzzy: boolean;
  open: boolean;
  scope?: EntityScope;
}

export type StoredEntity = Exclude<EntityDefinition, { type: 'list' }> | StoredList;

/**
 * The definitions with lists of equal values (same values and synonyms, in the same order) sharing one values
 * array: what the trainer reads the corpus's lists as, so that every matcher and the model hold each list once.
 */
export function shareEqualLists(entities: readonly EntityDefinition[]): EntityDefinition[] {
  const byContent = new Map<string, Extract<EntityDefinition, { type: 'list' }>['values']>();
  return entities.map((entity) => {
    if (entity.type !== 'list') return entity;
    const key = JSON.stringify(entity.values);
    const first = byContent.get(key);
    if (first === undefined) { byContent.set(key, entity.values); return entity; }
    return first === entity.values ? entity : { ...entity, values: first };
  });
}

/** The definitions as the model stores them: a list whose values array an earlier list has is stored as `valuesOf` that list. */
export function storeListsOnce(entities: readonly EntityDefinition[]): StoredEntity[] {
  const owner = new Map<object, string>();
  return entities.map((entity) => {
    if (entity.type !== 'list') return entity;
    const first = owner.get(entity.values);
    if (first === undefined) { owner.set(entity.values, entity.name); return entity; }
    const { values: _values, ...rest } = entity;
    return { ...rest, valuesOf: first };
  });
}

/** The model's definitions with every list's values: a `valuesOf` list shares the values array of the list it names. */
export function withListValues(entities: readonly StoredEntity[]): EntityDefinition[] {
  const values = new Map<string, Extract<EntityDefinition, { type: 'list' }>['values']>();
  return entities.map((entity): EntityDefinition => {
    if (entity.type !== 'list') return entity;
    const own = entity.values ?? (entity.valuesOf === undefined ? undefined : values.get(entity.valuesOf));
    // The schema checks every reference (listReferenceProblems()): a definition without values is a caller's bug.
    if (own === undefined) throw new RangeError(`list entity "${entity.name}" has no values and names no earlier list entity ("valuesOf": ${JSON.stringify(entity.valuesOf)})`);
    values.set(entity.name, own);
    // Every other field (fuzzy, open, scope) as stored.
    const { valuesOf: _valuesOf, values: _values, ...rest } = entity;
    return { ...rest, values: own };
  });
}

/** What is wrong with the lists' values and references, by entity index: a list has values or names an earlier list that has. */
export function listReferenceProblems(entities: readonly StoredEntity[]): Array<{ index: number; message: string }> {
  const listed = new Set<string>();
  const problems: Array<{ index: number; message: string }> = [];
  entities.forEach((entity, index) => {
    if (entity.type !== 'list') return;
    if ((entity.values === undefined) === (entity.valuesOf === undefined)) {
      problems.push({ index, message: `expected a list entity with either "values" or "valuesOf", found ${entity.values === undefined ? 'neither' : 'both'}` });
    } else if (entity.valuesOf !== undefined && !listed.has(entity.valuesOf)) {
      problems.push({ index, message: `expected "valuesOf" to name an earlier list entity with values, found ${JSON.stringify(entity.valuesOf)}` });
    }
    if (entity.values !== undefined) listed.add(entity.name);
  });
  return problems;
}
