import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, relative } from 'node:path';
import YAML from 'yaml';
import { NluError, type Issue } from '../errors.js';
import { mergeAndCheck, type CheckOptions } from './check.js';
import { readJsonLines } from './formats/jsonl.js';
import { readNativeCorpus } from './formats/native.js';
import { isNlpjsCorpus, readNlpjsCorpus } from './formats/nlpjs.js';
import { emptyPart, type CorpusPart } from './formats/part.js';
import type { Corpus } from './types.js';

const CORPUS_EXTENSIONS = new Set(['.yaml', '.yml', '.json', '.jsonl']);

export interface LoadOptions extends CheckOptions {
  /**
   * The corpus's locale where its files name none: a JSON Lines data set has no locale field (`nlu train
   * --locale`). A file that names another is a conflict, reported as such.
   */
  locale?: string;
}

/**
 * Loads a corpus from a folder (every YAML/JSON/JSONL file below it, in name order) or one file,
 * in our format, NLP.js's corpus JSON, or JSON Lines. Throws one NluError with every problem found.
 */
export async function loadCorpus(path: string, options: LoadOptions = {}): Promise<Corpus> {
  return (await loadChecked(path, options)).corpus;
}

/** loadCorpus() with the warnings the checks give (what is accepted but said: an utterance with no words, left out of training). */
export async function loadCorpusWithWarnings(path: string, options: LoadOptions = {}): Promise<{ corpus: Corpus; warnings: Issue[] }> {
  return loadChecked(path, options);
}

/**
 * Loads labelled test data (real messages included) in any corpus format: statements with no words and the
 * same statement under two labels are scored, and come back as warnings; anything else wrong throws as for a corpus.
 */
export async function loadTestData(path: string, options: { locale?: string } = {}): Promise<{ corpus: Corpus; warnings: Issue[] }> {
  return loadChecked(path, { ...options, testData: true });
}

async function loadChecked(path: string, options: LoadOptions): Promise<{ corpus: Corpus; warnings: Issue[] }> {
  const files = await listCorpusFiles(path);
  const parts = await Promise.all(files.map((file) => readCorpusFile(file)));
  if (options.locale !== undefined) for (const part of parts) if (part.locale === undefined || part.localeFromMeta) part.locale = options.locale;
  const { corpus, issues, warnings } = mergeAndCheck(parts, options);
  if (issues.length > 0) {
    throw new NluError('CORPUS_INVALID', `the corpus at ${path} has ${issues.length} problem${issues.length > 1 ? 's' : ''}`, issues);
  }
  return { corpus, warnings };
}

export async function listCorpusFiles(path: string): Promise<string[]> {
  let info;
  try {
    info = await stat(path);
  } catch {
    throw new NluError('CORPUS_UNREADABLE', `expected a corpus folder or file at ${path}, found nothing there`, [{ file: path, path: '', message: 'no such file or folder' }]);
  }
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && CORPUS_EXTENSIONS.has(extname(e.name).toLowerCase()))
    // A data set's meta.json describes the JSON Lines beside it (its locale is read with them): no corpus file.
    .filter((e) => !(e.name === 'meta.json' && entries.some((o) => o.parentPath === e.parentPath && extname(o.name).toLowerCase() === '.jsonl')))
    .map((e) => join(e.parentPath, e.name))
    .sort((a, b) => relative(path, a).localeCompare(relative(path, b)));
  if (files.length === 0) {
    throw new NluError('CORPUS_UNREADABLE', `expected corpus files (.yaml, .yml, .json, .jsonl) in ${path}, found none`, [{ file: path, path: '', message: 'no corpus files' }]);
  }
  return files;
}

/** Reads one file in whichever format it is; problems come back in the part, never thrown. */
export async function readCorpusFile(file: string): Promise<CorpusPart> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    return failed(file, `expected a readable file, found an error: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const { part } = corpusPartOfText(file, content);
  if (extname(file).toLowerCase() === '.jsonl') {
    // A data set's language, which its lines cannot say, from the meta.json beside it.
    const locale = await metaLocale(file);
    if (typeof locale === 'string') Object.assign(part, { locale, localeFromMeta: true });
    else if (locale !== undefined) part.issues.push({ file: join(dirname(file), 'meta.json'), path: 'locale', message: `expected a locale string, found ${JSON.stringify(locale)}` });
  }
  return part;
}

/**
 * One file's part from its text, and the data it parsed to (undefined when it did not parse, or for JSON Lines):
 * for a reader that shows the file too (the studio) and so parses it once.
 */
export function corpusPartOfText(file: string, content: string): { part: CorpusPart; data: unknown } {
  const ext = extname(file).toLowerCase();
  if (ext === '.jsonl') return { part: readJsonLines(content, file), data: undefined };
  let data: unknown;
  if (ext === '.json') {
    try {
      data = JSON.parse(content);
    } catch (error) {
      return { part: failed(file, `expected valid JSON, found a syntax error: ${(error as Error).message}`), data: undefined };
    }
  } else {
    const doc = YAML.parseDocument(content, { prettyErrors: true, uniqueKeys: true });
    if (doc.errors.length > 0) {
      const part = emptyPart();
      part.issues.push(...doc.errors.map((e): Issue => ({ file, path: e.linePos ? `line ${e.linePos[0].line}, column ${e.linePos[0].col}` : '', message: `expected valid YAML, found: ${yamlProblem(e.message)}` })));
      return { part, data: undefined };
    }
    data = doc.toJS();
  }
  return { part: isNlpjsCorpus(data) ? readNlpjsCorpus(data, file) : readNativeCorpus(data, file), data };
}

/**
 * The yaml library's pretty message without what our issue already says: it ends its first line with
 * " at line 5, column 1:" and then quotes the line with a caret, which the path (line and column) replaces.
 */
function yamlProblem(message: string): string {
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?\s*$/, '').trim();
  return first.charAt(0).toLowerCase() + first.slice(1);
}

/**
 * The `locale` of the meta.json beside a JSON Lines file (as the shared data sets describe themselves), if the
 * file is there and names one; a meta.json that is not JSON is no corpus file and is not read.
 */
async function metaLocale(file: string): Promise<unknown> {
  let content: string;
  try {
    content = await readFile(join(dirname(file), 'meta.json'), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const meta = JSON.parse(content) as unknown;
    return meta !== null && typeof meta === 'object' && 'locale' in meta ? (meta as { locale: unknown }).locale : undefined;
  } catch {
    return undefined;
  }
}

function failed(file: string, message: string): CorpusPart {
  const part = emptyPart();
  part.issues.push({ file, path: '', message });
  return part;
}
