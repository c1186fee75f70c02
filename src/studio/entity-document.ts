/**
 * The corpus's entities as the studio shows and edits them: list values and their synonyms, regex patterns.
 * Written through the `yaml` Document API like utterances (corpus-document.ts): comments, order and quoting kept.
 */
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import YAML, { isMap, isScalar, isSeq, Scalar, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { entitySchema } from '../corpus/formats/native-schema.js';
import { regexProblem } from '../corpus/check.js';
import { parseAnnotatedUtterance } from '../corpus/annotation.js';
import { corpusYamlFiles, CorpusEditError, parseForEdit, removeItem, stringify, type CorpusFileView } from './corpus-document.js';
import { writeFileAtomic } from './write-atomic.js';

export interface ListValueView {
  value: string;
  synonyms: string[];
}

export interface EntityView {
  name: string;
  /** As written: list, regex, learned, builtin (or whatever the file says, which `nlu train` then reports). */
  type: string;
  /** Its other settings as written (fuzzy, open, resolve, range, builtin), for the page to show. */
  settings: [string, string][];
  /** A list's values, in order. */
  values?: ListValueView[];
  /** A regex's pattern and flags. */
  pattern?: string;
  flags?: string;
}

export interface EntityFileView {
  /** Relative to the project folder, with / separators. */
  file: string;
  entities: EntityView[];
}

export type EntityChange =
  | { kind: 'add-value'; entity: string; value: string; synonyms: string[] }
  | { kind: 'edit-value'; entity: string; index: number; expected: string; value: string; synonyms: string[] }
  | { kind: 'delete-value'; entity: string; index: number; expected: string }
  | { kind: 'regex'; entity: string; expected: string; pattern: string; flags: string };

/** The entities of every corpus file that has an `entities` map (files that are not valid YAML are left out: the Corpus page says why). */
export async function readEntityView(corpusPath: string, root: string): Promise<EntityFileView[]> {
  const out: EntityFileView[] = [];
  for (const path of await corpusYamlFiles(corpusPath)) {
    const doc = YAML.parseDocument(await readFile(path, 'utf8'));
    if (doc.errors.length > 0) continue;
    const data = doc.toJS() as { entities?: unknown } | null;
    if (!data || typeof data.entities !== 'object' || data.entities === null) continue;
    out.push({ file: relative(root, path).split('\\').join('/'), entities: Object.entries(data.entities as Record<string, unknown>).map(([name, raw]) => entityView(name, raw)) });
  }
  return out;
}

function entityView(name: string, raw: unknown): EntityView {
  const def = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const view: EntityView = { name, type: String(def.type ?? '(no type)'), settings: [] };
  for (const [key, value] of Object.entries(def)) {
    if (key === 'type' || key === 'values' || key === 'pattern' || key === 'flags') continue;
    view.settings.push([key, typeof value === 'string' ? value : JSON.stringify(value)]);
  }
  if (Array.isArray(def.values)) {
    view.values = def.values.map((v: unknown) => {
      const item = (typeof v === 'object' && v !== null ? v : {}) as { value?: unknown; synonyms?: unknown };
      return { value: String(item.value ?? ''), synonyms: Array.isArray(item.synonyms) ? item.synonyms.map(String) : [] };
    });
  }
  if (def.type === 'regex') {
    view.pattern = typeof def.pattern === 'string' ? def.pattern : '';
    view.flags = typeof def.flags === 'string' ? def.flags : '';
  }
  return view;
}

/** Why `nlu train` would refuse this pattern and flags, or null: the engine's own schema and check. */
export function regexDefinitionProblem(pattern: string, flags: string): string | null {
  const parsed = entitySchema.safeParse({ type: 'regex', pattern, flags });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `expected ${String(issue.path[0])}: ${issue.message}, found ${JSON.stringify(issue.path[0] === 'flags' ? flags : pattern)}`;
  }
  return regexProblem(pattern, flags);
}

/** Applies one change to a file's text and returns the new text; everything else in the file is kept as written. */
export function applyEntityChange(source: string, change: EntityChange): string {
  const doc = parseForEdit(source);
  const entity = entityNode(doc, change.entity);
  if (change.kind === 'regex') {
    if (entity.get('type') !== 'regex') throw new CorpusEditError(409, `expected "${change.entity}" to be a regex entity, found type ${JSON.stringify(entity.get('type'))}`);
    const pattern = entity.get('pattern', true);
    if (!isScalar(pattern) || pattern.value !== change.expected) {
      throw new CorpusEditError(409, `expected the pattern of "${change.entity}" to read ${JSON.stringify(change.expected)}, found ${isScalar(pattern) ? JSON.stringify(pattern.value) : 'none'}: the file changed on disk; reload the page`);
    }
    const problem = regexDefinitionProblem(change.pattern, change.flags);
    if (problem) throw new CorpusEditError(400, problem);
    pattern.value = change.pattern;
    const flags = entity.get('flags', true);
    // No flags: no `flags:` line (the default), rather than `flags: ""`.
    if (change.flags === '') entity.delete('flags');
    else if (isScalar(flags)) {
      if (flags.value !== change.flags) flags.value = change.flags;
    } else entity.set('flags', change.flags);
    return stringify(doc);
  }
  const values = entity.get('values', true);
  if (entity.get('type') !== 'list' || !isSeq(values)) throw new CorpusEditError(409, `expected "${change.entity}" to be a list entity with values, found ${isSeq(values) ? `type ${JSON.stringify(entity.get('type'))}` : 'no values list'}`);
  if (change.kind === 'add-value') {
    checkValue(values, change.value, change.synonyms, -1);
    const node = doc.createNode({ value: change.value, synonyms: change.synonyms }) as YAMLMap;
    // Synonyms as the corpus writes them: `synonyms: [a, b]` on the value's second line.
    (node.get('synonyms', true) as unknown as YAMLSeq).flow = true;
    if (values.items.length === 0) values.flow = false;
    values.items.push(node);
    return stringify(doc);
  }
  const item = values.items[change.index];
  const current = isMap(item) ? item.get('value') : undefined;
  if (!isMap(item) || current !== change.expected) {
    throw new CorpusEditError(409, `expected value ${change.index + 1} of "${change.entity}" to read ${JSON.stringify(change.expected)}, found ${current === undefined ? 'nothing' : JSON.stringify(current)}: the file changed on disk; reload the page`);
  }
  if (change.kind === 'delete-value') {
    if (values.items.length === 1) throw new CorpusEditError(400, `expected a list to keep at least one value ("${change.entity}" has only this one): add another value first, or delete the entity in an editor`);
    removeItem(values, change.index);
    return stringify(doc);
  }
  checkValue(values, change.value, change.synonyms, change.index);
  const value = item.get('value', true) as Scalar;
  value.value = change.value;
  const synonyms = item.get('synonyms', true);
  if (isSeq(synonyms)) {
    const before = synonyms.items.map((s) => (isScalar(s) ? String(s.value) : ''));
    if (before.join('\n') !== change.synonyms.join('\n')) {
      const style = synonyms.items.find(isScalar)?.type;
      synonyms.items = change.synonyms.map((s) => {
        const node = new Scalar(s);
        if (style) node.type = style;
        return node;
      });
    }
  } else if (change.synonyms.length > 0) {
    const node = doc.createNode(change.synonyms) as YAMLSeq;
    node.flow = true;
    item.set('synonyms', node);
  }
  return stringify(doc);
}

/** Reads the file, applies the change, writes it atomically. */
export async function changeEntityFile(path: string, change: EntityChange): Promise<void> {
  await rewrite(path, (source) => applyEntityChange(source, change));
}

/** Reads the file, rewrites its text with `edit`, writes it atomically. */
export async function rewrite(path: string, edit: (source: string) => string): Promise<void> {
  await writeFileAtomic(path, edit(await readFile(path, 'utf8')));
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

function entityNode(doc: Document, name: string): YAMLMap {
  const entities = doc.get('entities', true);
  const entity = isMap(entities) ? entities.get(name, true) : undefined;
  if (!isMap(entity)) throw new CorpusEditError(404, `expected an entity "${name}" under the file's entities, found ${isMap(entities) ? 'none of that name' : 'no entities map'}`);
  return entity;
}

/** A value and synonyms `nlu train` accepts, none of them already another value's of the same list (case aside). */
function checkValue(values: YAMLSeq, value: string, synonyms: string[], self: number): void {
  for (const text of [value, ...synonyms]) {
    if (text.trim().length === 0) throw new CorpusEditError(400, `expected a ${text === value ? 'value' : 'synonym'} with text, found an empty one`);
    if (/[\r\n]/.test(text)) throw new CorpusEditError(400, `expected a value or synonym on one line, found a line break in ${JSON.stringify(text)}`);
  }
  const taken = new Map<string, string>();
  values.items.forEach((item, index) => {
    if (index === self || !isMap(item)) return;
    const owner = String(item.get('value'));
    for (const text of [owner, ...((item.toJSON() as { synonyms?: unknown[] }).synonyms ?? []).map(String)]) taken.set(text.toLowerCase(), owner);
  });
  for (const text of [value, ...synonyms]) {
    const owner = taken.get(text.toLowerCase());
    if (owner !== undefined) throw new CorpusEditError(409, `expected ${JSON.stringify(text)} to be new to the list, found it already under the value ${JSON.stringify(owner)}`);
  }
}

export type NewEntity =
  | { name: string; type: 'list'; value: string; synonyms: string[] }
  | { name: string; type: 'regex'; pattern: string; flags: string }
  | { name: string; type: 'learned' };

/** An entity name `nlu train` accepts (the schema's), or why not. */
function checkEntityName(name: string): void {
  if (!/^[A-Za-z_][\w.-]*$/.test(name)) throw new CorpusEditError(400, `expected an entity name of letters, digits, _ . - (not starting with a digit), found ${JSON.stringify(name)}`);
}

/** Adds the entity at the end of the file's `entities` map (made when the file has none); a list gets its first value. */
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
  } else definition = { type: 'learned' };
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
