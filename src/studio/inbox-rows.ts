/**
 * The Inbox at a real bot's volume: identical messages (the same words, as the engine reads them) are one row with
 * their count, and messages whose statement the corpus already holds are set apart (hidden unless asked for):
 * a message sent 138 times is one decision, and a statement already taught needs none.
 */
import { parseAnnotatedUtterance } from '../corpus/annotation.js';
import { normalizeStatement } from '../text/normalize.js';
import type { TrafficMessage } from '../traffic/message.js';
import type { CorpusFileView } from './corpus-document.js';

/** Messages (the most useful first) the Inbox reads to build its rows: the store sorts all it keeps for each list. */
export const INBOX_WINDOW = 5000;

export interface InboxRow {
  /** The first of the identical messages in the inbox's order: the one shown and assigned. */
  message: TrafficMessage;
  /** Every identical message's id, the shown one first: an action on the row labels them all. */
  ids: number[];
  /** Where the corpus already has the statement ("orderStatus", "the out-of-scope examples"), or null. */
  inCorpus: string | null;
}

/** The corpus's statements as the engine reads them, each with where it is. */
export function corpusStatements(views: readonly CorpusFileView[]): Map<string, string> {
  const known = new Map<string, string>();
  const add = (text: string, where: string) => {
    const parsed = parseAnnotatedUtterance(text);
    const key = normalizeStatement(parsed.ok ? parsed.value.text : text);
    if (key && !known.has(key)) known.set(key, where);
  };
  for (const f of views) {
    for (const intent of f.intents) for (const u of intent.utterances) add(u, intent.name);
    for (const u of f.outOfScope ?? []) add(u, 'the out-of-scope examples');
  }
  return known;
}

/** The messages as rows, identical ones together, in the order of each row's first message. */
export function inboxRows(messages: readonly TrafficMessage[], known: ReadonlyMap<string, string>): InboxRow[] {
  const rows: InboxRow[] = [];
  const byKey = new Map<string, InboxRow>();
  for (const message of messages) {
    const key = normalizeStatement(message.text);
    // A statement with no words ("??", an emoji) stays its own row: nothing says two of them mean the same.
    const row = key ? byKey.get(key) : undefined;
    if (row) { row.ids.push(message.id); continue; }
    const made: InboxRow = { message, ids: [message.id], inCorpus: key ? known.get(key) ?? null : null };
    rows.push(made);
    if (key) byKey.set(key, made);
  }
  return rows;
}
