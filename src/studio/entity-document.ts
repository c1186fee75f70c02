/**
 * The corpus's entities as the studio shows and edits them: list values and their synonyms, regex patterns.
 * Written through the `yaml` Document API like utterances (corpus-document.ts): comments, order and quoting kept.
 */
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import YAML, { isMap, isScalar, isSeq, Scalar, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { entitySchema } from '../corpus/formats/native-schema.js';
import { regexProblem } from '../corpus/check.js';
import { corpusYamlFiles, CorpusEditError, parseForEdit, removeItem, stringify } from './corpus-document.js';
import { settingsOf, type EntitySettings } from './entity-settings.js';
import type { CorpusFiles } from './corpus-files.js';

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
  /** A list's or learned entity's settings as `nlu train` reads them, for the page to edit; null for other types. */
  editable: EntitySettings | null;
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
  const view: EntityView = { name, type: String(def.type ?? '(no type)'), settings: [], editable: settingsOf(def) };
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
export async function changeEntityFile(files: CorpusFiles, path: string, change: EntityChange): Promise<void> {
  await rewrite(files, path, (source) => applyEntityChange(source, change));
}

/** Reads the file, rewrites its text with `edit`, writes it (corpus-files.ts). */
export async function rewrite(files: CorpusFiles, path: string, edit: (source: string) => string): Promise<void> {
  await files.update(path, edit);
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
