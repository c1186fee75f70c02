import { NluError } from '../errors.js';
import { finishCorpus } from './finish.js';
import { looksLikeDialogflow, readDialogflow } from './formats/dialogflow.js';
import { looksLikeLuis, readLuis } from './formats/luis.js';
import { looksLikeNlpjs, readNlpjs } from './formats/nlpjs.js';
import { looksLikeRasa, readRasa } from './formats/rasa.js';
import { readSourceTree, type SourceTree } from './source-tree.js';
import { IMPORT_FORMATS, type ImportFormat, type ImportResult } from './types.js';

const READERS: Record<ImportFormat, { looksLike: (tree: SourceTree) => boolean; read: (tree: SourceTree) => ImportResult }> = {
  dialogflow: { looksLike: looksLikeDialogflow, read: readDialogflow },
  luis: { looksLike: looksLikeLuis, read: readLuis },
  nlpjs: { looksLike: looksLikeNlpjs, read: readNlpjs },
  rasa: { looksLike: looksLikeRasa, read: readRasa },
};

/** Which engine's export a tree is, or null. Dialogflow first: its folder has JSON that other checks could half-read. */
export function detectFormat(tree: SourceTree): ImportFormat | null {
  for (const format of ['dialogflow', 'luis', 'nlpjs', 'rasa'] as const) if (READERS[format].looksLike(tree)) return format;
  return null;
}

/**
 * Reads another engine's export (a folder, a zip or a file) into corpora of the native format, one per
 * language, and the report of what became what. Throws NluError IMPORT_UNREADABLE (nothing readable there),
 * IMPORT_UNKNOWN_FORMAT (no format recognised) or IMPORT_INVALID (the format's data is missing or broken).
 */
export async function importExport(path: string, options: { from?: ImportFormat } = {}): Promise<ImportResult> {
  return importTree(await readSourceTree(path), options);
}

export function importTree(tree: SourceTree, options: { from?: ImportFormat } = {}): ImportResult {
  if (tree.files.size === 0) throw new NluError('IMPORT_UNREADABLE', `expected an export's files (.json, .yml, .yaml, .md, .lu) in ${tree.root}, found none`);
  const format = options.from ?? detectFormat(tree);
  if (format === null) {
    throw new NluError('IMPORT_UNKNOWN_FORMAT', `expected a Rasa, Dialogflow ES, LUIS or NLP.js export in ${tree.root}, found none of them (name it with --from ${IMPORT_FORMATS.join('|')})`);
  }
  const result = READERS[format].read(tree);
  const corpora = result.corpora.map((c) => finishCorpus(c, result.report));
  return { ...result, corpora };
}
