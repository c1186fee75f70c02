/**
 * An entity's settings as the Entities page edits them: a list's `fuzzy` and `open`, a learned entity's `resolve`
 * and `range`. Written through the `yaml` Document API, so a change is only its own lines.
 *
 * What is written: a setting set to its default (`fuzzy`/`open` false, no `resolve`, no `range`) is not added
 * when the file does not say it, so files stay minimal; a `fuzzy:` or `open:` line the file has stays, with its
 * new value (`open: false` when the author wrote the key keeps saying so). `resolve` and `range` have no "off"
 * value in the schema, so turning them off removes their line. A range implies `resolve: number` (the loader
 * reads it so); setting one writes `resolve: number` too when the file lacks it, as the corpus's own examples
 * do, and a range with resolve off is refused.
 */
import { isMap, isScalar, type Document, type Pair, type Scalar, type YAMLMap } from 'yaml';
import { CorpusEditError, parseForEdit, stringify } from './corpus-document.js';

export type RangeBound = 'lower' | 'upper';

/** The settings a page shows and edits, as `nlu train` reads them (defaults applied, a range implying resolve). */
export type EntitySettings =
  | { type: 'list'; fuzzy: boolean; open: boolean }
  | { type: 'learned'; resolve: boolean; range: RangeBound | null };

/** A settings edit: the settings the page showed (`expected`, the guard against a file changed since) and the new ones. */
export type SettingsChange =
  | { entity: string; type: 'list'; expected: { fuzzy: boolean; open: boolean }; fuzzy: boolean; open: boolean }
  | { entity: string; type: 'learned'; expected: { resolve: boolean; range: RangeBound | null }; resolve: boolean; range: RangeBound | null };

/** The editable settings of an entity definition as parsed from YAML, or null for a type that has none to edit here. */
export function settingsOf(def: Record<string, unknown>): EntitySettings | null {
  if (def.type === 'list') return { type: 'list', fuzzy: def.fuzzy === true, open: def.open === true };
  // resolve: datetime is kept as the file writes it: the form edits resolve: number and range only, and must
  // never remove a setting it does not show.
  if (def.type === 'learned' && def.resolve === 'datetime') return null;
  if (def.type === 'learned') {
    const range = def.range === 'lower' || def.range === 'upper' ? def.range : null;
    return { type: 'learned', resolve: def.resolve === 'number' || range !== null, range };
  }
  return null;
}

/** The order the corpus writes an entity's keys in: a new setting goes after those before it. */
const KEY_ORDER: Record<EntitySettings['type'], string[]> = { list: ['type', 'fuzzy', 'open'], learned: ['type', 'resolve', 'range'] };

/** Applies a settings change to a file's text and returns the new text (the same text when nothing changes). */
export function applySettingsChange(source: string, change: SettingsChange): string {
  const doc = parseForEdit(source);
  const entity = entityMap(doc, change.entity);
  const now = settingsOf(entity.toJSON() as Record<string, unknown>);
  if (now?.type !== change.type) throw new CorpusEditError(409, `expected "${change.entity}" to be a ${change.type} entity, found type ${JSON.stringify(entity.get('type'))}: the file changed on disk; reload the page`);
  const { type: _type, ...shown } = now;
  if (JSON.stringify(shown) !== JSON.stringify(change.expected)) {
    throw new CorpusEditError(409, `expected the settings of "${change.entity}" to be ${describe(change.expected)}, found ${describe(shown)}: the file changed on disk; reload the page`);
  }
  if (change.type === 'list') {
    setFlag(doc, entity, 'fuzzy', change.fuzzy);
    setFlag(doc, entity, 'open', change.open);
    return stringify(doc);
  }
  if (change.range !== null && !change.resolve) {
    throw new CorpusEditError(400, `expected resolve: number with range: ${change.range} (a range bound is a number), found resolve off; turn resolve on or choose no range`);
  }
  // Both keys written or removed together so the file never says a range without the number it implies.
  if (change.resolve) {
    if (entity.get('resolve') !== 'number') put(doc, entity, 'resolve', 'number', 'learned');
  } else remove(entity, 'resolve');
  if (change.range === null) remove(entity, 'range');
  else if (entity.get('range') !== change.range) put(doc, entity, 'range', change.range, 'learned');
  return stringify(doc);
}

function describe(settings: object): string {
  return Object.entries(settings).map(([k, v]) => `${k}: ${v === null ? 'none' : String(v)}`).join(', ');
}

function entityMap(doc: Document, name: string): YAMLMap {
  const entities = doc.get('entities', true);
  const entity = isMap(entities) ? entities.get(name, true) : undefined;
  if (!isMap(entity)) throw new CorpusEditError(404, `expected an entity "${name}" under the file's entities, found none of that name: the file changed on disk; reload the page`);
  return entity;
}

/** A boolean setting: a key present keeps its line with the new value; an absent one is added only to say true. */
function setFlag(doc: Document, entity: YAMLMap, key: 'fuzzy' | 'open', value: boolean): void {
  const node = entity.get(key, true);
  if (isScalar(node)) {
    if (node.value !== value) node.value = value;
  } else if (node === undefined) {
    if (value) put(doc, entity, key, value, 'list');
  } else entity.set(key, value);
}

/** Sets the key's value in place, or adds the key after the settings that come before it in the corpus's order. */
function put(doc: Document, entity: YAMLMap, key: string, value: unknown, type: EntitySettings['type']): void {
  const node = entity.get(key, true);
  if (isScalar(node)) {
    node.value = value;
    return;
  }
  if (node !== undefined) {
    entity.set(key, value);
    return;
  }
  const before = KEY_ORDER[type].slice(0, KEY_ORDER[type].indexOf(key));
  let at = 0;
  entity.items.forEach((pair, index) => { if (isScalar(pair.key) && before.includes(String(pair.key.value))) at = index + 1; });
  entity.items.splice(at, 0, doc.createPair(key, value) as Pair<unknown, unknown>);
}

/** Removes the key's line; a comment above it stays, above what follows. */
function remove(entity: YAMLMap, key: string): void {
  const index = entity.items.findIndex((p) => isScalar(p.key) && p.key.value === key);
  if (index < 0) return;
  const gone = entity.items[index]!.key as Scalar;
  const next = entity.items[index + 1]?.key;
  if (gone.commentBefore) {
    if (isScalar(next)) next.commentBefore = next.commentBefore ? `${gone.commentBefore}\n${next.commentBefore}` : gone.commentBefore;
    else entity.comment = entity.comment ? `${gone.commentBefore}\n${entity.comment}` : gone.commentBefore;
  }
  entity.items.splice(index, 1);
}
