/**
 * The corpus as the studio edits it: the YAML files on disk, read and written through the `yaml` package's
 * Document API, which keeps comments, order, quoting and blank lines, so an edit's diff is only its line(s).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import YAML, { isMap, isScalar, isSeq, Scalar, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { parseAnnotatedUtterance } from '../corpus/annotation.js';
import type { CorpusFiles } from './corpus-files.js';

const YAML_EXTENSIONS = new Set(['.yaml', '.yml']);

/** What the corpus page shows of one intent: its utterances exactly as written (annotations included). */
export interface IntentView {
  /** Its position in the file's `intents` list (where `nlu train`'s problems point); edits name the intent by its id. */
  index: number;
  id: string;
  name: string;
  utterances: string[];
}

export interface CorpusFileView {
  /** Relative to the project folder, with / separators. */
  file: string;
  intents: IntentView[];
  /** The file's out-of-scope examples as written, or null when it has no `outOfScope` list. */
  outOfScope: string[] | null;
  /** Why the studio cannot show or edit this file's intents (it is not valid YAML), or null. */
  problem: string | null;
}

/**
 * Which list of a file a change is in, by identity: an intent's utterances (the intent's id, never its position,
 * which an editor or a `git pull` may change under an open page), or the file's `outOfScope` examples.
 */
export type UtteranceListRef = { intentId: string } | 'outOfScope';

/**
 * A change to one utterance. Edit and delete name the utterance by its text (`expected`); `index` is where the page
 * showed it, used only to tell two equal utterances apart. `unique` (add): refuse a statement the list already
 * holds (as the engine reads it: annotations, case and spaces aside) with AlreadyInCorpus.
 */
export type UtteranceChange =
  | { kind: 'add'; intent: UtteranceListRef; text: string; unique?: boolean }
  | { kind: 'edit'; intent: UtteranceListRef; index: number; expected: string; text: string }
  | { kind: 'delete'; intent: UtteranceListRef; index: number; expected: string };

/**
 * An utterance without its annotations, as the engine reads it: what "the same statement" means here, and how
 * the Evaluate page finds the corpus utterance a report's statement came from.
 */
export function plainText(text: string): string {
  const parsed = parseAnnotatedUtterance(text);
  return (parsed.ok ? parsed.value.text : text).trim().toLowerCase().replace(/\s+/g, ' ');
}

/** How a page names a list: "intent order-status", "the out-of-scope examples". */
export function listName(ref: UtteranceListRef): string {
  return ref === 'outOfScope' ? 'the out-of-scope examples' : `intent ${JSON.stringify(ref.intentId)}`;
}

/** An edit the studio refuses: `status` is the HTTP status it answers with (400: bad input, 409: the file changed). */
export class CorpusEditError extends Error {
  constructor(readonly status: 400 | 404 | 409, message: string) {
    super(message);
  }
}

/** The statement is already in the target list: a caller retrying a landing (the inbox) takes it as landed. */
export class AlreadyInCorpus extends CorpusEditError {
  constructor(message: string) {
    super(409, message);
  }
}

/** The corpus's YAML files (a folder's, in the order `nlu train` reads them, or the one file). */
export async function corpusYamlFiles(corpusPath: string): Promise<string[]> {
  const info = await stat(corpusPath);
  if (!info.isDirectory()) return YAML_EXTENSIONS.has(extname(corpusPath).toLowerCase()) ? [corpusPath] : [];
  const entries = await readdir(corpusPath, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && YAML_EXTENSIONS.has(extname(e.name).toLowerCase()))
    .map((e) => join(e.parentPath, e.name))
    .sort((a, b) => relative(corpusPath, a).localeCompare(relative(corpusPath, b)));
}

export async function readCorpusView(corpusPath: string, root: string): Promise<CorpusFileView[]> {
  const files = await corpusYamlFiles(corpusPath);
  return Promise.all(files.map(async (path) => viewOf(relative(root, path).split('\\').join('/'), await readFile(path, 'utf8'))));
}

export function viewOf(file: string, source: string): CorpusFileView {
  const doc = parse(source);
  if (doc.errors.length > 0) return { file, intents: [], outOfScope: null, problem: `not valid YAML: ${doc.errors[0]!.message.split('\n')[0]}` };
  return viewOfData(file, doc.toJS());
}

/** The view of a file's data already parsed (a file that parsed as YAML). */
export function viewOfData(file: string, parsed: unknown): CorpusFileView {
  const data = parsed as { intents?: unknown; outOfScope?: unknown } | null;
  const intents: IntentView[] = [];
  if (data && Array.isArray(data.intents)) {
    data.intents.forEach((raw: unknown, index) => {
      const intent = raw as { id?: unknown; name?: unknown; utterances?: unknown };
      const utterances = Array.isArray(intent?.utterances) ? intent.utterances.filter((u): u is string => typeof u === 'string') : [];
      intents.push({ index, id: String(intent?.id ?? `intents[${index}]`), name: String(intent?.name ?? intent?.id ?? ''), utterances });
    });
  }
  const outOfScope = data && Array.isArray(data.outOfScope) ? data.outOfScope.filter((u): u is string => typeof u === 'string') : null;
  return { file, intents, outOfScope, problem: null };
}

/** Applies one change to a file's text and returns the new text; everything else in the file is kept as written. */
export function applyUtteranceChange(source: string, change: UtteranceChange): string {
  const doc = parseForEdit(source);
  applyToDocument(doc, change);
  return stringify(doc);
}

/**
 * The change, made on a parsed document (a move makes two changes on one document, then writes once); returns the
 * utterance's position in its list after an add or an edit, before a delete.
 */
export function applyToDocument(doc: Document, change: UtteranceChange): number {
  const list = utteranceList(doc, change.intent);
  if (change.kind !== 'delete') checkUtterance(change.text);
  if (change.kind === 'add') {
    if (change.unique) {
      const plain = plainText(change.text);
      if (list.items.some((item) => isScalar(item) && typeof item.value === 'string' && plainText(item.value) === plain)) {
        throw new AlreadyInCorpus(`expected a statement new to ${listName(change.intent)}, found ${JSON.stringify(plain)} already there`);
      }
    }
    const last = list.items[list.items.length - 1];
    const node = new Scalar(change.text);
    // The file's own quoting style: a corpus written with "…" stays written with "…".
    if (isScalar(last)) node.type = last.type;
    // An empty `[]` list becomes a block list, one utterance a line, as the rest of the corpus is written.
    if (list.items.length === 0) list.flow = false;
    list.items.push(node);
    return list.items.length - 1;
  }
  const index = locate(list, change);
  const node = list.items[index] as Scalar;
  if (change.kind === 'edit') {
    node.value = change.text;
    return index;
  }
  removeItem(list, index);
  return index;
}

/**
 * Where the utterance a change names is now: where the page showed it if it still reads so there, else the one
 * place in the list that reads so (lines above it were added or removed on disk). 409, saying what changed, when
 * it is nowhere or in two places.
 */
function locate(list: YAMLSeq, change: { intent: UtteranceListRef; index: number; expected: string }): number {
  const at = list.items[change.index];
  if (isScalar(at) && at.value === change.expected) return change.index;
  const found = list.items.flatMap((item, i) => (isScalar(item) && item.value === change.expected ? [i] : []));
  if (found.length === 1) return found[0]!;
  const what = `${change.intent === 'outOfScope' ? 'out-of-scope example' : 'utterance'} ${JSON.stringify(change.expected)} in ${listName(change.intent)}`;
  if (found.length > 1) throw new CorpusEditError(409, `expected one ${what}, found ${found.length} and none where the page showed it: the file changed on disk; reload the page`);
  const there = isScalar(at) ? `${JSON.stringify(at.value)} where the page showed it` : 'nothing where the page showed it';
  throw new CorpusEditError(409, `expected the ${what}, found it no more (${there}): it was edited or removed on disk; reload the page`);
}

/**
 * Removes a list's item. The comment and blank line above it head the items after it: they stay
 * (on the next item, or at the list's end when it was the last).
 */
export function removeItem(list: YAMLSeq, index: number): void {
  const node = list.items[index] as { commentBefore?: string | null; spaceBefore?: boolean } | undefined;
  const next = list.items[index + 1] as { commentBefore?: string | null; spaceBefore?: boolean } | undefined;
  if (node?.commentBefore) {
    if (next && (isScalar(next) || isMap(next))) next.commentBefore = next.commentBefore ? `${node.commentBefore}\n${next.commentBefore}` : node.commentBefore;
    else list.comment = list.comment ? `${node.commentBefore}\n${list.comment}` : node.commentBefore;
  }
  if (node?.spaceBefore && next && (isScalar(next) || isMap(next))) next.spaceBefore = true;
  list.items.splice(index, 1);
}

/** Reads the file, applies the change, writes it (corpus-files.ts: one write at a time, checked against other programs). */
export async function changeUtteranceFile(files: CorpusFiles, path: string, change: UtteranceChange): Promise<void> {
  await files.update(path, (source) => applyUtteranceChange(source, change));
}

function parse(source: string): Document {
  return YAML.parseDocument(source, { keepSourceTokens: false });
}

/** The file's document, to change; a file that is not valid YAML is refused (the studio would not know what it rewrites). */
export function parseForEdit(source: string): Document {
  const doc = parse(source);
  if (doc.errors.length > 0) throw new CorpusEditError(409, `the file is not valid YAML (${doc.errors[0]!.message.split('\n')[0]}); fix it in an editor first`);
  return doc;
}

/** Options under which the corpus files round-trip byte for byte: no re-folding of long lines, `[a, b]` flow lists kept tight. */
export function stringify(doc: Document): string {
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

function utteranceList(doc: Document, intent: UtteranceListRef): YAMLSeq {
  if (intent === 'outOfScope') {
    const list = doc.get('outOfScope');
    if (isSeq(list)) return list;
    if (list !== undefined) throw new CorpusEditError(409, 'expected `outOfScope` to be a list, found another value');
    // A file with no list yet gets one, after what it holds.
    const created = doc.createNode([]) as YAMLSeq;
    doc.set('outOfScope', created);
    return created;
  }
  const item = intentNode(doc, intent.intentId);
  const utterances = item.get('utterances');
  if (!isSeq(utterances)) throw new CorpusEditError(409, `expected ${listName(intent)} to have an utterances list, found ${utterances === undefined ? 'none' : 'another value'}`);
  return utterances;
}

/** The intent of the file with this id; 409, naming the file's intents now, when it has none (renamed, deleted or moved on disk). */
export function intentNode(doc: Document, id: string): YAMLMap {
  const intents = doc.get('intents');
  const items = isSeq(intents) ? intents.items.filter(isMap) : [];
  const matching = items.filter((item) => item.get('id') === id);
  if (matching.length === 1) return matching[0]!;
  if (matching.length > 1) throw new CorpusEditError(409, `expected one intent with id ${JSON.stringify(id)} in the file, found ${matching.length}: fix the file in an editor first`);
  const now = items.map((item) => JSON.stringify(String(item.get('id')))).join(', ');
  throw new CorpusEditError(409, `expected an intent with id ${JSON.stringify(id)} in the file, found ${now ? `only ${now}` : 'no intents'}: it was renamed, deleted or moved to another file on disk; reload the page`);
}

/** One line, with annotations `[value](entity)` as `nlu train` reads them. */
export function checkUtterance(text: string): void {
  if (text.trim().length === 0) throw new CorpusEditError(400, 'expected an utterance, found an empty text');
  if (/[\r\n]/.test(text)) throw new CorpusEditError(400, 'expected an utterance on one line, found a line break');
  const parsed = parseAnnotatedUtterance(text);
  if (!parsed.ok) throw new CorpusEditError(400, parsed.error);
}
