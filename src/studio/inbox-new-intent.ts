/**
 * A new intent from recorded messages (a group of similar unmatched ones, or one message): the intent is added
 * (addIntent, as the Corpus page adds one) with the first message as its first utterance, so it is never left
 * empty; then every message goes through Assign's path (assignMessage: the corpus, then the label), the first
 * finding itself already there and only labelled. A failure after the intent is written leaves the rest
 * unlabelled in the inbox: assigning them to the now existing intent finishes the job, without duplicates.
 */
import { CorpusEditError } from './corpus-document.js';
import { assignEach, assignMessage, type EngineReading, type InboxWhere } from './inbox-assign.js';
import { addIntent } from './intent-document.js';

export interface NewIntentFromMessages {
  id: string;
  name: string;
  /** One of the corpus's files, or null for a new file of its own (addIntent). */
  path: string | null;
  /** The recorded messages, in the order they land. */
  ids: readonly number[];
  /** With one message: its statement as it lands, as the user edited it; otherwise each as the engine reads it. */
  text?: string;
}

export interface NewIntentResult {
  /** The file the intent was written to. */
  file: string;
  /** Messages labelled with the new intent. */
  assigned: number;
  /** The intent's utterances now (identical statements land once). */
  utterances: number;
}

export async function newIntentFromMessages(
  where: InboxWhere,
  read: (text: string) => Promise<EngineReading>,
  intent: NewIntentFromMessages,
): Promise<NewIntentResult> {
  if (intent.text !== undefined && intent.ids.length !== 1) throw new CorpusEditError(400, `expected one message with an edited statement, found ${intent.ids.length}`);
  let first: { id: number; text: string } | undefined;
  for (const id of intent.ids) {
    const recorded = await where.store.get(id);
    if (recorded) { first = { id, text: recorded.text }; break; }
  }
  if (!first) throw new CorpusEditError(404, `expected recorded messages, found none with id ${intent.ids.join(', ')} (they may have been pruned): reload the page`);
  const firstText = intent.text ?? (await read(first.text)).annotated;
  const file = await addIntent(where.files, where.corpusPath, where.root, intent.path, { id: intent.id, name: intent.name, text: firstText });
  const target = { intentId: intent.id };
  if (intent.text !== undefined) {
    await assignMessage(where, first.id, target, intent.text);
    return { file, assigned: 1, utterances: 1 };
  }
  const { assigned, landed } = await assignEach(where, read, intent.ids, target);
  return { file, assigned, utterances: 1 + landed };
}
