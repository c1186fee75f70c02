/**
 * Putting a statement into the corpus by meaning rather than by position: "under intent X" or "out of scope".
 * The inbox (assign a recorded message) and the Evaluate page (add a missed test statement) both land here.
 */
import { stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { applyToDocument, CorpusEditError, parseForEdit, readCorpusView, stringify, type UtteranceListRef } from './corpus-document.js';
import type { CorpusFiles } from './corpus-files.js';

export { AlreadyInCorpus, plainText } from './corpus-document.js';

export type LandingTarget = { intentId: string } | { outOfScope: true };

/** Where a landed statement now is: the file (relative to the project folder), its list (null: out of scope) and its position there. */
export interface Landed {
  file: string;
  intentId: string | null;
  index: number;
}

/** The file an out-of-scope example goes to when the corpus has no `outOfScope` list yet (a corpus folder only). */
export const NEW_OUT_OF_SCOPE_FILE = 'out-of-scope.yaml';

/**
 * Appends `text` (annotations `[value](entity)` allowed) to the target list; refuses a statement the list already
 * holds (AlreadyInCorpus). The check and the append are one change of the file, so two landings of one statement
 * at once land it once.
 */
export async function landInCorpus(files: CorpusFiles, corpusPath: string, root: string, target: LandingTarget, text: string): Promise<Landed> {
  const views = await readCorpusView(corpusPath, root);
  if ('intentId' in target) {
    const holder = views.find((f) => f.intents.some((i) => i.id === target.intentId));
    if (!holder) throw new CorpusEditError(404, `expected an intent of the corpus, found no intent with id ${JSON.stringify(target.intentId)}`);
    return { file: holder.file, intentId: target.intentId, index: await append(files, join(root, holder.file), { intentId: target.intentId }, text) };
  }
  const folder = (await stat(corpusPath)).isDirectory();
  // The corpus's out-of-scope list; a one-file corpus without one gets one in its file.
  const holder = views.find((f) => f.outOfScope !== null) ?? (folder ? undefined : views[0]);
  if (holder) return { file: holder.file, intentId: null, index: await append(files, join(root, holder.file), 'outOfScope', text) };
  if (!folder) throw new CorpusEditError(404, 'expected a YAML corpus file to add the out-of-scope example to, found none');
  const path = join(corpusPath, NEW_OUT_OF_SCOPE_FILE);
  try {
    await files.create(path, `# Statements that belong to no intent: the engine should leave them unmatched.\noutOfScope:\n  - ${JSON.stringify(text)}\n`);
  } catch (error) {
    // Another landing made the file a moment before: this one goes into it.
    if (error instanceof CorpusEditError && error.status === 409) return { file: relative(root, path).split('\\').join('/'), intentId: null, index: await append(files, path, 'outOfScope', text) };
    throw error;
  }
  const file = (await readCorpusView(corpusPath, root)).find((f) => f.outOfScope !== null)!.file;
  return { file, intentId: null, index: 0 };
}

/** Appends the statement to the list, unless the list has it already; its position there. */
async function append(files: CorpusFiles, path: string, list: UtteranceListRef, text: string): Promise<number> {
  let index = -1;
  await files.update(path, (source) => {
    const doc = parseForEdit(source);
    index = applyToDocument(doc, { kind: 'add', intent: list, text, unique: true });
    return stringify(doc);
  });
  return index;
}
