/** Adding and deleting an entity in a corpus YAML file (the Document API keeps the rest as written), and what uses it. */
import { isMap, isScalar, Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { parseAnnotatedUtterance } from '../corpus/annotation.js';
import type { BuiltinKind } from '../corpus/types.js';
import { CorpusEditError, parseForEdit, stringify, type CorpusFileView } from './corpus-document.js';
import { regexDefinitionProblem } from './entity-document.js';

export type NewEntity =
  | { name: string; type: 'list'; value: string; synonyms: string[] }
  | { name: string; type: 'regex'; pattern: string; flags: string }
  | { name: string; type: 'learned' }
  | { name: string; type: 'builtin'; builtin: BuiltinKind };

/** An entity name `nlu train` accepts (the schema's), or why not. */
export function checkEntityName(name: string): void {
  if (!/^[A-Za-z_][\w.-]*$/.test(name)) throw new CorpusEditError(400, `expected an entity name of letters, digits, _ . - (not starting with a digit), found ${JSON.stringify(name)}`);
}

/** Adds the entity at the end of the file's `entities` map (made when the file has none); a list gets its first value, a builtin its kind. */
export function applyAddEntity(source: string, entity: NewEntity): string {
  checkEntityName(entity.name);
  const doc = parseForEdit(source);
  let entities = doc.get('entities', true);
  if (entities === undefined || entities === null || (isScalar(entities) && entities.value === null)) {
    entities = doc.createNode({});
    doc.set('entities', entities);
  }
  if (!isMap(entities)) throw new CorpusEditError(409, 'expected `entities` to be a map, found another value');
  if (entities.has(entity.name)) throw new CorpusEditError(409, `expected a new entity name, found "${entity.name}" already in the file`);
  let definition: Record<string, unknown>;
  if (entity.type === 'list') {
    if (entity.value.trim() === '') throw new CorpusEditError(400, 'expected a first value for the list, found an empty one');
    definition = { type: 'list', values: [{ value: entity.value, synonyms: entity.synonyms }] };
  } else if (entity.type === 'regex') {
    const problem = regexDefinitionProblem(entity.pattern, entity.flags);
    if (problem) throw new CorpusEditError(400, problem);
    definition = entity.flags === '' ? { type: 'regex', pattern: entity.pattern } : { type: 'regex', pattern: entity.pattern, flags: entity.flags };
  } else if (entity.type === 'builtin') definition = { type: 'builtin', builtin: entity.builtin };
  else definition = { type: 'learned' };
  const node = doc.createNode(definition) as YAMLMap;
  if (entity.type === 'list') {
    const values = node.get('values', true) as unknown as YAMLSeq;
    ((values.items[0] as YAMLMap).get('synonyms', true) as unknown as YAMLSeq).flow = true;
  }
  if (entity.type === 'regex') {
    // Single quotes, as the corpus writes patterns: backslashes stay as typed.
    const pattern = node.get('pattern', true) as Scalar;
    if (!entity.pattern.includes("'")) pattern.type = Scalar.QUOTE_SINGLE;
  }
  const pair = doc.createPair(entity.name, node);
  // A blank line before it when the file separates its entities so.
  const last = entities.items[entities.items.length - 1];
  if (last && isScalar(last.key) && last.key.spaceBefore) (pair.key as Scalar).spaceBefore = true;
  entities.items.push(pair);
  return stringify(doc);
}

/** Deletes the entity from the file, with the comment above it (it describes that entity). */
export function applyDeleteEntity(source: string, name: string): string {
  const doc = parseForEdit(source);
  const entities = doc.get('entities', true);
  if (!isMap(entities) || !entities.has(name)) throw new CorpusEditError(409, `expected an entity "${name}" in the file, found none: the file changed on disk; reload the page`);
  const index = entities.items.findIndex((p) => isScalar(p.key) && p.key.value === name);
  const key = entities.items[index]!.key as Scalar;
  const next = entities.items[index + 1]?.key;
  // The blank line above it goes on separating what follows.
  if (key.spaceBefore && isScalar(next)) next.spaceBefore = true;
  entities.items.splice(index, 1);
  return stringify(doc);
}

/** How many utterances and out-of-scope examples annotate each entity: what deleting it would leave unknown. */
export function annotationCounts(files: readonly CorpusFileView[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of files) {
    for (const text of [...file.intents.flatMap((i) => i.utterances), ...(file.outOfScope ?? [])]) {
      const parsed = parseAnnotatedUtterance(text);
      if (!parsed.ok) continue;
      for (const entity of new Set(parsed.value.spans.map((s) => s.entity))) counts.set(entity, (counts.get(entity) ?? 0) + 1);
    }
  }
  return counts;
}
