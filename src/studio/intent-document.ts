/** Adding and deleting an intent in a corpus YAML file, through the Document API (the rest of the file kept as written). */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, Scalar, YAMLMap, type Document, type YAMLSeq } from 'yaml';
import { intentSchema } from '../corpus/formats/native-schema.js';
import { checkUtterance, CorpusEditError, type CorpusFileView, intentNode, parseForEdit, readCorpusView, removeItem, stringify } from './corpus-document.js';
import type { CorpusFiles } from './corpus-files.js';

export interface NewIntent {
  id: string;
  name: string;
  /** A first utterance, or none (then `nlu train` reports the intent as empty until one is added). */
  text?: string;
}

/** The id and name `nlu train` accepts, and the first utterance when there is one. */
/** The longest intent id the studio writes: a new intent's own file is named after its id, and file systems cap names at 255 bytes. */
export const MAX_INTENT_ID = 100;

export function checkNewIntent(intent: NewIntent): void {
  if (intent.id.length > MAX_INTENT_ID) throw new CorpusEditError(400, `expected an intent id of at most ${MAX_INTENT_ID} characters, found ${intent.id.length}`);
  if (intent.name.length > 200) throw new CorpusEditError(400, `expected an intent name of at most 200 characters, found ${intent.name.length}`);
  const parsed = intentSchema.pick({ id: true, name: true }).safeParse({ id: intent.id, name: intent.name });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CorpusEditError(400, `expected an intent ${String(issue.path[0])} (${issue.message}), found ${JSON.stringify(issue.path[0] === 'id' ? intent.id : intent.name)}`);
  }
  if (intent.text !== undefined) checkUtterance(intent.text);
}

/** Appends the intent to the file's `intents` list (made when the file has none). */
export function applyAddIntent(source: string, intent: NewIntent): string {
  checkNewIntent(intent);
  const doc = parseForEdit(source);
  let intents = doc.get('intents');
  if (intents === undefined || intents === null) {
    intents = doc.createNode([]);
    doc.set('intents', intents);
  }
  if (!isSeq(intents)) throw new CorpusEditError(409, 'expected `intents` to be a list, found another value');
  const node = doc.createNode({ id: intent.id, name: intent.name, utterances: intent.text === undefined ? [] : [intent.text] }) as YAMLMap;
  const utterances = node.get('utterances') as YAMLSeq;
  // The file's own quoting of utterances, as an added utterance gets.
  const style = firstUtterance(doc);
  if (style && isScalar(utterances.items[0])) (utterances.items[0] as Scalar).type = style.type;
  const last = intents.items[intents.items.length - 1] as { spaceBefore?: boolean } | undefined;
  if (last?.spaceBefore) node.spaceBefore = true;
  if (intents.items.length === 0) intents.flow = false;
  intents.items.push(node);
  return stringify(doc);
}

/** Deletes the file's intent with this id (409 when it has none: renamed, deleted or moved on disk). */
export function applyDeleteIntent(source: string, id: string): string {
  const doc = parseForEdit(source);
  const node = intentNode(doc, id);
  const intents = doc.get('intents') as YAMLSeq;
  removeItem(intents, intents.items.indexOf(node));
  // The last intent gone: no `intents: []` left behind.
  if (intents.items.length === 0 && !intents.comment) doc.delete('intents');
  return stringify(doc);
}

/** A file with no data left in it, comments at most (the intent's own file once the intent is deleted). */
function holdsNothing(source: string): boolean {
  const doc = parseDocument(source);
  if (doc.errors.length > 0) return false;
  const data: unknown = doc.toJS();
  return data === null || data === undefined || (typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0);
}

/** The text of a new file holding just this intent. */
export function newIntentFile(intent: NewIntent): string {
  return applyAddIntent('intents:\n', intent);
}

function firstUtterance(doc: Document): Scalar | undefined {
  const intents = doc.get('intents');
  if (!isSeq(intents)) return undefined;
  for (const item of intents.items) {
    const list = isMap(item) ? item.get('utterances') : undefined;
    if (isSeq(list) && isScalar(list.items[0])) return list.items[0];
  }
  return undefined;
}

/**
 * The folder a new intent's own file goes to in a corpus folder: the folder of the first file that holds intents
 * (the default corpus keeps one intent a file in corpus/intents/); null for a one-file corpus.
 */
export async function newIntentFolder(corpusPath: string, root: string, views?: readonly CorpusFileView[]): Promise<string | null> {
  if (!(await stat(corpusPath)).isDirectory()) return null;
  const holder = (views ?? await readCorpusView(corpusPath, root)).find((f) => f.intents.length > 0);
  return holder ? dirname(join(root, holder.file)) : corpusPath;
}

/** A new intent's own file, named after its id. */
export function newIntentFileName(id: string): string {
  return `${id.replace(/[^A-Za-z0-9_.-]/g, '-')}.yaml`;
}

/**
 * Adds the intent to `path` (one of the corpus's files), or to a new file of its own when `path` is null; refuses an
 * id or a name the corpus already has (`nlu train` would refuse it), and a new file that already exists.
 */
export async function addIntent(files: CorpusFiles, corpusPath: string, root: string, path: string | null, intent: NewIntent): Promise<string> {
  checkNewIntent(intent);
  for (const file of await readCorpusView(corpusPath, root)) {
    const same = file.intents.find((i) => i.id === intent.id || i.name === intent.name);
    if (same) throw new CorpusEditError(409, `expected a new intent ${same.id === intent.id ? `id, found ${JSON.stringify(intent.id)}` : `name, found ${JSON.stringify(intent.name)}`} already used in ${file.file}`);
  }
  if (path === null) {
    const folder = await newIntentFolder(corpusPath, root);
    if (folder === null) throw new CorpusEditError(400, 'expected a file of the corpus to add the intent to: a one-file corpus has no folder for a new file');
    const target = join(folder, newIntentFileName(intent.id));
    if (existsSync(target)) throw new CorpusEditError(409, `expected no file at ${target} for the new intent, found one: choose that file instead`);
    await files.create(target, newIntentFile(intent));
    return target;
  }
  await files.update(path, (source) => applyAddIntent(source, intent));
  return path;
}

/** Deletes the intent with this id from the file on disk. */
export async function deleteIntent(files: CorpusFiles, path: string, id: string): Promise<void> {
  await files.update(path, (source) => applyDeleteIntent(source, id));
  // An intent's own file, now empty, goes too (git shows the file deleted, not emptied).
  await files.removeIf(path, holdsNothing);
}
