/**
 * Putting a statement into the corpus by meaning rather than by position: "under intent X" or "out of scope".
 * The inbox (assign a recorded message) and the Evaluate page (add a missed test statement) both land here.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseAnnotatedUtterance } from '../corpus/annotation.js';
import { changeUtteranceFile, CorpusEditError, readCorpusView, type UtteranceListRef } from './corpus-document.js';
import type { CorpusFiles } from './corpus-files.js';

export type LandingTarget = { intentId: string } | { outOfScope: true };

/** Where a landed statement now is: the file (relative to the project folder), its list and its position there. */
export interface Landed {
  file: string;
  intent: UtteranceListRef;
  index: number;
}

/** The statement is already in the target list: a caller retrying a landing (the inbox) takes it as landed. */
export class AlreadyInCorpus extends CorpusEditError {
  constructor(message: string) {
    super(409, message);
  }
}

/** The file an out-of-scope example goes to when the corpus has no `outOfScope` list yet (a corpus folder only). */
export const NEW_OUT_OF_SCOPE_FILE = 'out-of-scope.yaml';

/** Appends `text` (annotations `[value](entity)` allowed) to the target list; refuses a statement the list already holds. */
export async function landInCorpus(files: CorpusFiles, corpusPath: string, root: string, target: LandingTarget, text: string): Promise<Landed> {
  const views = await readCorpusView(corpusPath, root);
  const plain = plainText(text);
  if ('intentId' in target) {
    for (const f of views) {
      const intent = f.intents.find((i) => i.id === target.intentId);
      if (!intent) continue;
      if (intent.utterances.some((u) => plainText(u) === plain)) throw new AlreadyInCorpus(`expected a statement new to ${intent.name}, found ${JSON.stringify(plain)} already among its utterances`);
      await changeUtteranceFile(files, join(root, f.file), { kind: 'add', intent: intent.index, text });
      return { file: f.file, intent: intent.index, index: intent.utterances.length };
    }
    throw new CorpusEditError(404, `expected an intent of the corpus, found no intent with id ${JSON.stringify(target.intentId)}`);
  }
  const holder = views.find((f) => f.outOfScope !== null);
  if (holder?.outOfScope?.some((u) => plainText(u) === plain)) throw new AlreadyInCorpus(`expected a statement new to the out-of-scope examples, found ${JSON.stringify(plain)} already there`);
  if (holder) {
    await changeUtteranceFile(files, join(root, holder.file), { kind: 'add', intent: 'outOfScope', text });
    return { file: holder.file, intent: 'outOfScope', index: holder.outOfScope!.length };
  }
  if ((await stat(corpusPath)).isDirectory()) {
    const path = join(corpusPath, NEW_OUT_OF_SCOPE_FILE);
    await files.create(path, `# Statements that belong to no intent: the engine should leave them unmatched.\noutOfScope:\n  - ${JSON.stringify(text)}\n`);
    const file = (await readCorpusView(corpusPath, root)).find((f) => f.outOfScope !== null)!.file;
    return { file, intent: 'outOfScope', index: 0 };
  }
  const only = views[0];
  if (!only) throw new CorpusEditError(404, 'expected a YAML corpus file to add the out-of-scope example to, found none');
  await changeUtteranceFile(files, join(root, only.file), { kind: 'add', intent: 'outOfScope', text });
  return { file: only.file, intent: 'outOfScope', index: 0 };
}

/**
 * An utterance without its annotations, as the engine reads it: what "the same statement" means here, and how
 * the Evaluate page finds the corpus utterance a report's statement came from.
 */
export function plainText(text: string): string {
  const parsed = parseAnnotatedUtterance(text);
  return (parsed.ok ? parsed.value.text : text).trim().toLowerCase().replace(/\s+/g, ' ');
}
