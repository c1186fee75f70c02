/**
 * The Inbox's one action: a recorded message becomes an utterance of an intent (or an out-of-scope example) and
 * is labelled so in the traffic store.
 *
 * Order: the corpus first, then the label. The corpus is what training reads, the label only says "done" (and
 * feeds the JSONL export). A failed corpus write leaves the message unlabelled, still in the inbox to retry; a
 * failed label leaves the utterance in the corpus and the message in the inbox, and the retry finds the
 * statement already there (AlreadyInCorpus), takes it as landed, and labels. Never twice in the corpus, never a
 * label on a message whose statement did not land.
 */
import { parseAnnotatedUtterance } from '../corpus/annotation.js';
import { labelMessage } from '../traffic/label.js';
import type { TrafficMessage } from '../traffic/message.js';
import type { TrafficStore } from '../traffic/store.js';
import type { Understander } from '../understander.js';
import { CorpusEditError, readCorpusView } from './corpus-document.js';
import type { CorpusFiles } from './corpus-files.js';
import { AlreadyInCorpus, landInCorpus, type Landed, type LandingTarget } from './corpus-landing.js';

/** The corpus and the traffic store an inbox action changes. */
export interface InboxWhere {
  corpusPath: string;
  root: string;
  files: CorpusFiles;
  store: TrafficStore;
}

export interface AssignResult {
  message: TrafficMessage;
  /** Where it landed, or null when the corpus already held it (a retry, or a statement added by hand). */
  landed: Landed | null;
}

/** Lands `text` (annotations allowed) under the target, then labels message `id` with the intent's name (null: out of scope). */
export async function assignMessage(
  where: InboxWhere,
  id: number,
  target: LandingTarget,
  text: string,
): Promise<AssignResult> {
  const parsed = parseAnnotatedUtterance(text);
  if (!parsed.ok) throw new CorpusEditError(400, `expected a statement with annotations as [value](entity), found ${JSON.stringify(text)}: ${parsed.error}`);
  if (parsed.value.text.trim().length === 0) throw new CorpusEditError(400, 'expected a statement, found an empty one');
  const recorded = await where.store.get(id);
  if (!recorded) throw new CorpusEditError(404, `expected a recorded message, found no message with id ${id} (it may have been pruned)`);
  // The label is the intent's name: what `nlu evaluate` compares a labelled message's answer with.
  const intentName = 'intentId' in target ? await intentNameOf(where.corpusPath, where.root, target.intentId) : null;
  let landed: Landed | null;
  try {
    landed = await landInCorpus(where.files, where.corpusPath, where.root, target, text);
  } catch (error) {
    if (!(error instanceof AlreadyInCorpus)) throw error;
    landed = null;
  }
  const message = await labelMessage(where.store, id, intentName);
  return { message, landed };
}

/**
 * Assigns recorded messages one after the other, each as the engine reads it (its entities annotated), through
 * assignMessage; a message pruned since the page was drawn is skipped.
 */
export async function assignEach(
  where: InboxWhere,
  read: (text: string) => Promise<EngineReading>,
  ids: readonly number[],
  target: LandingTarget,
): Promise<{ assigned: number; landed: number }> {
  let assigned = 0;
  let landed = 0;
  for (const id of ids) {
    const recorded = await where.store.get(id);
    if (!recorded) continue;
    const { annotated } = await read(recorded.text);
    if ((await assignMessage(where, id, target, annotated)).landed) landed += 1;
    assigned += 1;
  }
  return { assigned, landed };
}

async function intentNameOf(corpusPath: string, root: string, intentId: string): Promise<string> {
  for (const file of await readCorpusView(corpusPath, root)) {
    const intent = file.intents.find((i) => i.id === intentId);
    if (intent) return intent.name;
  }
  throw new CorpusEditError(404, `expected an intent of the corpus, found no intent with id ${JSON.stringify(intentId)}`);
}

/** What the engine makes of a recorded message: its best intent (matched or not) and the statement with the entities it found annotated. */
export interface EngineReading {
  /** The intent the engine answered, or its best guess when it left the message unmatched; null without a model. */
  intentId: string | null;
  /** The statement with `[raw](entity)` around each entity of the corpus the engine found; `[` and `]` escaped. */
  annotated: string;
}

/** Reads `text` with the studio's model; only entities declared in the corpus are annotated (a builtin the corpus does not name would not train). */
export async function engineReading(model: Understander | null, corpusEntities: ReadonlySet<string>, text: string): Promise<EngineReading> {
  if (!model) return { intentId: null, annotated: escapeBrackets(text) };
  const details = await model.details(text, { top: 1 });
  let annotated = '';
  let at = 0;
  for (const span of [...details.entities].sort((a, b) => a.start - b.start)) {
    if (span.start < at || !corpusEntities.has(span.entity) || span.end <= span.start) continue;
    annotated += `${escapeBrackets(text.slice(at, span.start))}[${escapeBrackets(text.slice(span.start, span.end))}](${span.entity})`;
    at = span.end;
  }
  annotated += escapeBrackets(text.slice(at));
  return { intentId: details.intentId ?? details.alternatives[0]?.intentId ?? null, annotated };
}

function escapeBrackets(text: string): string {
  return text.replace(/[[\]]/g, (c) => `\\${c}`);
}
