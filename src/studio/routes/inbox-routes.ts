/** The Inbox page and its API: recorded messages most useful first, assigning them into the corpus, and the labelled export. */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadCorpus } from '../../corpus/load.js';
import { exportLines } from '../../traffic/export.js';
import type { TrafficStore } from '../../traffic/store.js';
import type { StudioContext } from '../context.js';
import { CorpusEditError, readCorpusView } from '../corpus-document.js';
import type { LandingTarget } from '../corpus-landing.js';
import { assignEach, assignMessage, engineReading } from '../inbox-assign.js';
import { groupSimilar } from '../inbox-groups.js';
import { newIntentFromMessages } from '../inbox-new-intent.js';
import { inboxPage, type InboxFilters } from '../pages/inbox-page.js';
import { corpusFile, newIntentFileLabel } from './corpus-routes.js';

/** Messages a page of the inbox shows. */
export const INBOX_PAGE_SIZE = 20;
/** Unmatched messages the groups are drawn from (the most useful this many): grouping compares each pair. */
export const GROUPED_MESSAGES = 500;

const messageId = z.number().int().min(1);
/** intentId null: out of scope. */
const assignBody = z.object({ id: messageId, intentId: z.string().min(1).nullable(), text: z.string().min(1).max(1000) }).strict();
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
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

export function inboxRoutes(app: FastifyInstance, context: StudioContext): void {
  const { config, model, traffic } = context;
  const storeOrRefuse = (): TrafficStore => {
    if (!traffic.store) throw new CorpusEditError(409, `expected a traffic store, found none: ${traffic.problem ?? 'open the studio with --traffic'}`);
    return traffic.store;
  };
  const where = () => ({ corpusPath: config.corpusPath, root: config.root, files: context.files, store: storeOrRefuse() });
  const target = (intentId: string | null): LandingTarget => (intentId === null ? { outOfScope: true } : { intentId });
  /** The corpus's entity names: only those are annotated in a statement about to land (none while the corpus does not load). */
  const corpusEntities = async () => new Set((await loadCorpus(config.corpusPath).catch(() => ({ entities: [] }))).entities.map((e) => e.name));
  /** How the studio's model reads a statement, for statements about to land. */
  const reader = async () => {
    const entities = await corpusEntities();
    return (text: string) => engineReading(model.understander, entities, text);
  };

  app.get('/inbox', async (request, reply) => {
    const query = inboxQuery.safeParse(request.query);
    const filters: InboxFilters = query.success
      ? { unmatchedOnly: query.data.unmatched === '1', includeLabelled: query.data.labelled === '1', page: query.data.page ?? 1 }
      : { unmatchedOnly: false, includeLabelled: false, page: 1 };
    const files = await readCorpusView(config.corpusPath, config.root);
    const intents = files.flatMap((f) => f.intents);
    const corpus = { intents, files, newIntentFile: await newIntentFileLabel(context) };
    const html = (view: Omit<Parameters<typeof inboxPage>[0], 'intents' | 'files' | 'newIntentFile' | 'modelState' | 'filters'>) =>
      reply.type('text/html; charset=utf-8').send(inboxPage({ ...view, ...corpus, filters, modelState: model.state }, context.common));
    if (!traffic.store) return html({ store: traffic.label, problem: traffic.problem, messages: [], hasMore: false, groups: [] });
    // The store sorts all it keeps for each list (store.ts): a page is the tail of the first page × size + 1.
    const upTo = filters.page * INBOX_PAGE_SIZE;
    const listed = await traffic.store.list({ limit: upTo + 1, unmatchedOnly: filters.unmatchedOnly, includeLabelled: filters.includeLabelled });
    const shown = listed.slice(upTo - INBOX_PAGE_SIZE, upTo);
    const entities = await corpusEntities();
    const messages = await Promise.all(shown.map(async (message) => ({ message, reading: await engineReading(model.understander, entities, message.text) })));
    const groups = await Promise.all(groupSimilar(await traffic.store.list({ limit: GROUPED_MESSAGES, unmatchedOnly: true }))
      .map(async (group) => ({ group, guess: (await engineReading(model.understander, entities, group.messages[0]!.text)).intentId })));
    return html({ store: traffic.label, problem: null, messages, hasMore: listed.length > upTo, groups });
  });

  app.post('/api/inbox/assign', async (request) => {
    const body = assignBody.parse(request.body);
    const { message, landed } = await context.files.change(`Assigned "${body.text}" to ${body.intentId ?? 'the out-of-scope examples'}`, () => assignMessage(where(), body.id, target(body.intentId), body.text));
    return { id: message.id, label: message.label, landed };
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
    const at = where();
    const path = body.intent.file === null ? null : await corpusFile(context, body.intent.file);
    const read = await reader();
    const made = await context.files.change(`Added the intent ${body.intent.id} from ${body.ids.length} message${body.ids.length === 1 ? '' : 's'}`, () => newIntentFromMessages(at, read, { id: body.intent.id, name: body.intent.name, path, ids: body.ids, ...(body.text === undefined ? {} : { text: body.text }) }));
    return { ...made, file: context.relativeToRoot(made.file) };
  });

  // The same lines as `nlu traffic export --labelled`: {"text", "intent"} per labelled message, for nlu evaluate --test.
  app.get('/api/inbox/export.jsonl', async (_request, reply) => {
    const store = storeOrRefuse();
    const lines = Readable.from((async function* () { for await (const line of exportLines(store, 'labelled')) yield `${line}\n`; })());
    return reply.type('application/x-ndjson; charset=utf-8').header('content-disposition', 'attachment; filename="labelled-traffic.jsonl"').send(lines);
  });
}
