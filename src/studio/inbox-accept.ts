/**
 * Accepting, in bulk, the messages the engine answered: most of the work on real traffic is saying "yes, that
 * was right". Each unlabelled message the engine matched to an intent the corpus still has is labelled with that
 * intent (what `nlu evaluate --test` then scores), and, when the user asks, its statement (as the engine read it,
 * entities annotated) is added to the intent: all of one file's statements in one write, those the intent has
 * already left out. Corpus first, then labels, as for Assign (inbox-assign.ts): a failure leaves messages
 * unlabelled to accept again, never a label on a statement that did not land.
 */
import { join } from 'node:path';
import { labelMessage } from '../traffic/label.js';
import type { TrafficMessage } from '../traffic/message.js';
import { AlreadyInCorpus, applyToDocument, CorpusEditError, parseForEdit, stringify, type CorpusFileView } from './corpus-document.js';
import type { EngineReading, InboxWhere } from './inbox-assign.js';

export interface AcceptResult {
  /** Messages labelled with the intent the engine answered. */
  labelled: number;
  /** Statements added to the corpus (identical ones once; those already there not again). */
  landed: number;
  /** Messages left as they were: answered with an intent the corpus no longer has, or a statement the corpus refuses. */
  skipped: number;
}

/** The unlabelled messages the engine answered with an intent of the corpus, and those it answered with one gone. */
export function answeredMessages(messages: readonly TrafficMessage[], views: readonly CorpusFileView[]): { accepted: TrafficMessage[]; skipped: number } {
  const ids = new Set(views.flatMap((f) => f.intents.map((i) => i.id)));
  const answered = messages.filter((m) => m.label === null && m.answer.matched && m.answer.intentId !== null);
  const accepted = answered.filter((m) => ids.has(m.answer.intentId!));
  return { accepted, skipped: answered.length - accepted.length };
}

export async function acceptAnswered(
  where: InboxWhere,
  views: readonly CorpusFileView[],
  messages: readonly TrafficMessage[],
  options: { addToCorpus: boolean; read: (text: string) => Promise<EngineReading> },
): Promise<AcceptResult> {
  const { accepted, skipped } = answeredMessages(messages, views);
  const intents = new Map(views.flatMap((f) => f.intents.map((i) => [i.id, { file: f.file, name: i.name }] as const)));
  let landed = 0;
  const keyOf = (m: TrafficMessage) => `${m.answer.intentId}\u0000${m.text.trim().toLowerCase()}`;
  const refused = new Set<string>();
  if (options.addToCorpus) {
    // Per file, per intent: the statements as the engine read them.
    const byFile = new Map<string, Map<string, string[]>>();
    const seen = new Set<string>();
    for (const m of accepted) {
      const intentId = m.answer.intentId!;
      const key = keyOf(m);
      if (seen.has(key)) continue;
      seen.add(key);
      const { annotated } = await options.read(m.text);
      const file = intents.get(intentId)!.file;
      const lists = byFile.get(file) ?? new Map<string, string[]>();
      lists.set(intentId, [...(lists.get(intentId) ?? []), `${key}\u0001${annotated}`]);
      byFile.set(file, lists);
    }
    for (const [file, lists] of byFile) {
      let added = 0;
      await where.files.update(join(where.root, file), (source) => {
        const doc = parseForEdit(source);
        added = 0;
        for (const [intentId, texts] of lists) {
          for (const entry of texts) {
            const [key, text] = entry.split('\u0001') as [string, string];
            try {
              applyToDocument(doc, { kind: 'add', intent: { intentId }, text, unique: true });
              added++;
            } catch (error) {
              if (error instanceof AlreadyInCorpus) continue;
              // A statement the corpus cannot hold (no words, a line break): its messages stay in the inbox.
              if (error instanceof CorpusEditError && error.status === 400) { refused.add(key); continue; }
              throw error;
            }
          }
        }
        return stringify(doc);
      });
      landed += added;
    }
  }
  let labelled = 0;
  for (const m of accepted) {
    if (refused.has(keyOf(m))) continue;
    await labelMessage(where.store, m.id, intents.get(m.answer.intentId!)!.name);
    labelled++;
  }
  return { labelled, landed, skipped: skipped + accepted.length - labelled };
}
