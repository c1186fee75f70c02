/**
 * Renaming an entity across the corpus: its key under `entities`, and every annotation `[x](old)` → `[x](new)` in the
 * utterances and out-of-scope examples of every corpus YAML file. Each file's change goes through the `yaml` Document
 * API (only the lines that name the entity change) and each file is written atomically.
 */
import { relative } from 'node:path';
import { isMap, isScalar, isSeq, type Document } from 'yaml';
import { parseAnnotatedUtterance } from '../corpus/annotation.js';
import { corpusYamlFiles, CorpusEditError, parseForEdit, stringify } from './corpus-document.js';
import { checkEntityName } from './entity-definitions.js';
import type { CorpusFiles } from './corpus-files.js';

/** The utterance with each annotation of `from` naming `to` instead; as written when none does (or it does not parse: `nlu train` reports that). */
export function renameInUtterance(source: string, from: string, to: string): string {
  if (!parseAnnotatedUtterance(source).ok) return source;
  let out = '';
  let kept = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\' && (source[i + 1] === '[' || source[i + 1] === ']')) {
      i++;
      continue;
    }
    // The utterance parses, so every unescaped "]" closes a span and is followed by "(name)".
    if (ch === ']') {
      const close = source.indexOf(')', i);
      const inner = source.slice(i + 2, close);
      if (inner.trim() === from) {
        const start = i + 2 + inner.indexOf(from);
        out += source.slice(kept, start) + to;
        kept = start + from.length;
      }
      i = close;
    }
  }
  return out + source.slice(kept);
}

/** A file's text with the entity renamed (its definition, if the file has it, and its annotations), and how many utterances changed. */
export function applyRename(source: string, from: string, to: string): { text: string; utterances: number; defined: boolean } {
  const doc = parseForEdit(source);
  let utterances = 0;
  const renameIn = (list: unknown) => {
    if (!isSeq(list)) return;
    for (const item of list.items) {
      if (!isScalar(item) || typeof item.value !== 'string') continue;
      const renamed = renameInUtterance(item.value, from, to);
      if (renamed !== item.value) {
        item.value = renamed;
        utterances++;
      }
    }
  };
  const intents = doc.get('intents', true);
  if (isSeq(intents)) for (const intent of intents.items) if (isMap(intent)) renameIn(intent.get('utterances', true));
  renameIn(doc.get('outOfScope', true));
  const defined = renameDefinition(doc, from, to);
  // Untouched files are given back as read, not re-printed.
  return { text: utterances > 0 || defined ? stringify(doc) : source, utterances, defined };
}

function renameDefinition(doc: Document, from: string, to: string): boolean {
  const entities = doc.get('entities', true);
  if (!isMap(entities)) return false;
  if (entities.has(to)) throw new CorpusEditError(409, `expected a new entity name, found "${to}" already defined`);
  const pair = entities.items.find((p) => isScalar(p.key) && p.key.value === from);
  if (!pair || !isScalar(pair.key)) return false;
  pair.key.value = to;
  return true;
}

/**
 * Renames the entity defined in `definitionFile` throughout the corpus's YAML files. Every file is read and changed
 * in memory first, so a file that is not valid YAML refuses the whole rename before anything is written. Then the
 * files with annotations are written one by one, each atomically, and the definition's file last: a crash between
 * two files leaves some annotations naming the new name while the corpus still defines the old one, and `nlu train`
 * (and the studio's pages) report each as an unknown entity. Running the same rename again finishes it, as the old
 * name is still defined and the files already done have nothing left to change.
 * (JSON, JSONL and NLP.js corpus files are not changed: the studio edits YAML only.)
 */
export async function renameEntity(files: CorpusFiles, corpusPath: string, root: string, definitionFile: string, from: string, to: string): Promise<{ files: number; utterances: number }> {
  const name = (path: string) => relative(root, path).split('\\').join('/');
  checkEntityName(to);
  if (to === from) throw new CorpusEditError(400, `expected a new name for "${from}", found the same name`);
  // The definition's file last: files are written in this order.
  const paths = (await corpusYamlFiles(corpusPath)).sort((a, b) => Number(a === definitionFile) - Number(b === definitionFile));
  let counted = { files: 0, utterances: 0 };
  await files.updateAll(paths, (sources) => {
    const changes = sources.map((source, i) => {
      const path = paths[i]!;
      let change;
      try {
        change = applyRename(source, from, to);
      } catch (error) {
        if (error instanceof CorpusEditError) throw new CorpusEditError(error.status, `${name(path)}: ${error.message}`);
        throw error;
      }
      if (change.defined && path !== definitionFile) throw new CorpusEditError(409, `expected "${from}" to be defined in ${name(definitionFile)}, found it in ${name(path)}`);
      return change.text === source ? null : change;
    });
    if (!changes.some((c) => c?.defined)) throw new CorpusEditError(409, `expected an entity "${from}" in ${name(definitionFile)}, found none: the file changed on disk; reload the page`);
    const changed = changes.filter((c) => c !== null);
    counted = { files: changed.length, utterances: changed.reduce((n, c) => n + c.utterances, 0) };
    return changes.map((c) => c?.text ?? null);
  });
  return counted;
}
