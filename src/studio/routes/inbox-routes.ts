/** The Inbox page and its API: recorded messages most useful first, assigning them into the corpus, and the labelled export. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseAnnotatedUtterance } from '../../corpus/annotation.js';
import { exportLines } from '../../traffic/export.js';
import type { TrafficStore } from '../../traffic/store.js';
import { DEFAULT_TRAFFIC_FILE } from '../../traffic/open-traffic-store.js';
import { openTraffic } from '../studio-traffic.js';
import type { StudioContext } from '../context.js';
import { CorpusEditError } from '../corpus-document.js';
import { acceptAnswered, answeredMessages } from '../inbox-accept.js';
import { corpusStatements, inboxRows, INBOX_WINDOW } from '../inbox-rows.js';
import { corpusEntitiesFor } from '../inbox-export.js';
import { labelMessage } from '../../traffic/label.js';
import type { LandingTarget } from '../corpus-landing.js';
import { assignEach, assignMessage, engineReading } from '../inbox-assign.js';
import { groupSimilar } from '../inbox-groups.js';
import { normalizeStatement } from '../../text/normalize.js';
import { newIntentFromMessages } from '../inbox-new-intent.js';
import { inboxPage, type InboxFilters } from '../pages/inbox-page.js';
import { corpusFile, newIntentFileLabel } from './corpus-routes.js';

/** Messages a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 20;
/** Unmatched messages the groups are drawn from (the most useful this many): grouping compares each pair. */
export const GROUPED_MESSAGES = 500;

const messageId = z.number().int().min(1);
/** intentId null: out of scope. */
/** `others`: the ids of messages identical to `id` (one row of the inbox), labelled the same. */
const assignBody = z.object({ id: messageId, intentId: z.string().min(1).nullable(), text: z.string().min(1).max(1000), others: z.array(messageId).max(INBOX_WINDOW).optional() }).strict();
const acceptBody = z.object({ addToCorpus: z.boolean() }).strict();
const assignGroupBody = z.object({ ids: z.array(messageId).min(1).max(GROUPED_MESSAGES), intentId: z.string().min(1).nullable() }).strict();
/** A new intent (id and name checked as the Corpus page checks them) for messages; `text`: one message's statement as edited. */
const newIntentBody = z.object({
  intent: z.object({ id: z.string(), name: z.string(), file: z.string().min(1).nullable() }).strict(),
  ids: z.array(messageId).min(1).max(GROUPED_MESSAGES),
  text: z.string().min(1).max(1000).optional(),
}).strict();
const inboxQuery = z.object({
  unmatched: z.literal('1').optional(),
  labelled: z.literal('1').optional(),
  incorpus: z.literal('1').optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

export function inboxRoutes(app: FastifyInstance, context: StudioContext): void {
  const { config, model, traffic } = context;
  // No store named and none at the default place when the studio started: a server started since with --record
  // makes data/traffic.sqlite; each Inbox request looks again, and opens it once it is there.
  let opening: Promise<void> | null = null;
  const defaultStore = join(config.root, DEFAULT_TRAFFIC_FILE);
  app.addHook('preHandler', async (request) => {
    if (traffic.store || config.traffic !== null || !(request.url.startsWith('/inbox') || request.url.startsWith('/api/inbox/'))) return;
    if (!existsSync(defaultStore)) return;
    opening ??= openTraffic(defaultStore, context.relativeToRoot).then((opened) => { Object.assign(traffic, opened); }).finally(() => { opening = null; });
    await opening;
  });
  const storeOrRefuse = (): TrafficStore => {
    if (!traffic.store) throw new CorpusEditError(409, `expected a traffic store, found none: ${traffic.problem ?? 'open the studio with --traffic'}`);
    return traffic.store;
  };
  const where = () => ({ corpusPath: config.corpusPath, root: config.root, files: context.files, store: storeOrRefuse() });
  const target = (intentId: string | null): LandingTarget => (intentId === null ? { outOfScope: true } : { intentId });
  /** The corpus's entity names: only those are annotated in a statement about to land (none while the corpus does not load). */
  const corpusEntities = async () => new Set((await context.corpus.read()).entityNames);
  /** A statement about to land annotates only entities the corpus defines (`nlu train` would refuse it after). */
  const checkEntities = async (text: string | undefined) => {
    if (text === undefined) return;
    const parsed = parseAnnotatedUtterance(text);
    if (!parsed.ok) return; // assignMessage says what is wrong with it
    const known = await corpusEntities();
    const unknown = [...new Set(parsed.value.spans.map((span) => span.entity))].filter((e) => !known.has(e));
    if (unknown.length === 0) return;
    const names = unknown.map((e) => `"${e}"`).join(', ');
    throw new CorpusEditError(400, `expected annotations of entities the corpus defines (${[...known].join(', ') || 'none yet'}), found ${names}: define ${unknown.length > 1 ? 'them' : 'it'} on the Entities page first, or remove the annotation`);
  };
  /** How the studio's model reads a statement, for statements about to land. */
  const reader = async () => {
    const entities = await corpusEntities();
    return (text: string) => engineReading(model.understander, entities, text);
  };

  app.get('/inbox', async (request, reply) => {
    const query = inboxQuery.safeParse(request.query);
    const filters: InboxFilters = query.success
      ? { unmatchedOnly: query.data.unmatched === '1', includeLabelled: query.data.labelled === '1', inCorpus: query.data.incorpus === '1', page: query.data.page ?? 1 }
      : { unmatchedOnly: false, includeLabelled: false, inCorpus: false, page: 1 };
    const files = (await context.corpus.read()).views;
    const intents = files.flatMap((f) => f.intents);
    const corpus = { intents, files, newIntentFile: await newIntentFileLabel(context) };
    const html = (view: Omit<Parameters<typeof inboxPage>[0], 'intents' | 'files' | 'newIntentFile' | 'modelState' | 'filters'>) =>
      reply.type('text/html; charset=utf-8').send(inboxPage({ ...view, ...corpus, filters, modelState: model.state }, context.common));
    if (!traffic.store) return html({ store: traffic.label, problem: traffic.problem, messages: [], hasMore: false, groups: [], inCorpusRows: 0, answered: null });
    // The store sorts all it keeps for each list (store.ts); the rows (identical messages together, those the
    // corpus holds set apart) are made from the INBOX_WINDOW most useful, then cut into pages.
    const listed = await traffic.store.list({ limit: INBOX_WINDOW, unmatchedOnly: filters.unmatchedOnly, includeLabelled: filters.includeLabelled });
    const known = corpusStatements(files);
    const all = inboxRows(listed, known);
    // Hidden: the messages still to look at whose statement is taught already (a labelled one is shown when asked: it landed).
    const inCorpus = (r: (typeof all)[number]) => r.inCorpus !== null && r.message.label === null;
    const rows = filters.inCorpus ? all : all.filter((r) => !inCorpus(r));
    const upTo = filters.page * INBOX_PAGE_SIZE;
    const entities = await corpusEntities();
    const messages = await Promise.all(rows.slice(upTo - INBOX_PAGE_SIZE, upTo).map(async (row) => ({ message: row.message, ids: row.ids, inCorpus: row.inCorpus, reading: await engineReading(model.understander, entities, row.message.text) })));
    const unmatched = filters.unmatchedOnly && !filters.includeLabelled ? listed : await traffic.store.list({ limit: GROUPED_MESSAGES, unmatchedOnly: true });
    const groupable = unmatched.slice(0, GROUPED_MESSAGES).filter((m) => !known.has(normalizeStatement(m.text)));
    const groups = await Promise.all(groupSimilar(groupable)
      .map(async (group) => ({ group, guess: (await engineReading(model.understander, entities, group.messages[0]!.text)).intentId })));
    // What "Accept answered" would take: counted on the unlabelled messages, whatever the filters show.
    const waiting = filters.includeLabelled || filters.unmatchedOnly ? await traffic.store.list({ limit: INBOX_WINDOW }) : listed;
    const { accepted } = answeredMessages(waiting, files);
    const answered = { messages: accepted.length, statements: new Set(accepted.map((m) => normalizeStatement(m.text))).size };
    return html({ store: traffic.label, problem: null, messages, hasMore: rows.length > upTo, groups, inCorpusRows: all.filter(inCorpus).length, answered });
  });

  app.post('/api/inbox/assign', async (request) => {
    const body = assignBody.parse(request.body);
    await checkEntities(body.text);
    const at = where();
    const { message, landed } = await context.files.change(`Assigned "${body.text}" to ${body.intentId ?? 'the out-of-scope examples'}`, () => assignMessage(at, body.id, target(body.intentId), body.text));
    // The identical messages of the row: labelled the same (their statement is the one that just landed).
    let others = 0;
    for (const id of body.others ?? []) {
      if (id === body.id || !(await at.store.get(id))) continue;
      await labelMessage(at.store, id, message.label!.intent);
      others++;
    }
    return { id: message.id, label: message.label, landed, others };
  });

  // Every unlabelled message the engine answered with an intent of the corpus, labelled with it; its statement added when asked.
  app.post('/api/inbox/accept-answered', async (request) => {
    const body = acceptBody.parse(request.body);
    const at = where();
    const views = (await context.corpus.read()).views;
    const messages = await at.store.list({ limit: INBOX_WINDOW });
    const read = await reader();
    return context.files.change('Accepted the answered messages', () => acceptAnswered(at, views, messages, { addToCorpus: body.addToCorpus, read }));
  });

  // Each message of a group, one after the other, as the engine reads it (its entities annotated).
  app.post('/api/inbox/assign-group', async (request) => {
    const body = assignGroupBody.parse(request.body);
    const read = await reader();
    return context.files.change(`Assigned ${body.ids.length} message${body.ids.length === 1 ? '' : 's'} to ${body.intentId ?? 'the out-of-scope examples'}`, () => assignEach(where(), read, body.ids, target(body.intentId)));
  });

  // A new intent, made of the messages (a group's, or one), each then labelled with it: 409 when the id or name is taken.
  app.post('/api/inbox/new-intent', async (request) => {
    const body = newIntentBody.parse(request.body);
    await checkEntities(body.text);
    const at = where();
    const path = body.intent.file === null ? null : await corpusFile(context, body.intent.file);
    const read = await reader();
    const made = await context.files.change(`Added the intent ${body.intent.id} from ${body.ids.length} message${body.ids.length === 1 ? '' : 's'}`, () => newIntentFromMessages(at, read, { id: body.intent.id, name: body.intent.name, path, ids: body.ids, ...(body.text === undefined ? {} : { text: body.text }) }));
    return { ...made, file: context.relativeToRoot(made.file) };
  });

  // The lines of `nlu traffic export --labelled` ({"text", "intent"} per labelled message, for nlu evaluate --test), with "entities".
  app.get('/api/inbox/export.jsonl', async (_request, reply) => {
    const store = storeOrRefuse();
    // With the entities of the corpus utterance each labelled statement landed as (inbox-export.ts).
    const entitiesOf = corpusEntitiesFor((await context.corpus.read()).views);
    const lines = Readable.from((async function* () {
      for await (const line of exportLines(store, 'labelled')) {
        const row = JSON.parse(line) as { text: string; intent: string | null };
        yield `${JSON.stringify({ ...row, entities: entitiesOf(row.text) })}\n`;
      }
    })());
    return reply.type('application/x-ndjson; charset=utf-8').header('content-disposition', 'attachment; filename="labelled-traffic.jsonl"').send(lines);
  });
}
