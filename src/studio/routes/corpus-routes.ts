/**
 * The Corpus page and its API: add, edit, delete and move utterances and out-of-scope examples, add and delete
 * intents, in the YAML files on disk.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Issue } from '../../errors.js';
import type { StudioContext } from '../context.js';
import { changeUtteranceFile, corpusYamlFiles, CorpusEditError, type UtteranceChange, type UtteranceListRef } from '../corpus-document.js';
import { landInCorpus } from '../corpus-landing.js';
import { moveUtterance } from '../corpus-move.js';
import { listCorpus, listingQuery, listingSearch, pageOfAnchor } from '../corpus-listing.js';
import { addIntent, deleteIntent, newIntentFolder } from '../intent-document.js';
import { corpusPage, listingHtml, type CorpusPageData } from '../pages/corpus-page.js';
import { IssuePlaces } from '../pages/issue-places.js';

/** An intent's utterances, named by the intent's id, or (null) the file's out-of-scope examples. */
const where = { file: z.string().min(1).max(1000), intentId: z.string().min(1).max(200).nullable() };
const listOf = (intentId: string | null): UtteranceListRef => (intentId === null ? 'outOfScope' : { intentId });
const addBody = z.object({ ...where, text: z.string() }).strict();
const editBody = z.object({ ...where, index: z.number().int().min(0), expected: z.string(), text: z.string() }).strict();
const deleteBody = z.object({ ...where, index: z.number().int().min(0), expected: z.string() }).strict();
const moveBody = z.object({
  from: z.object({ ...where, index: z.number().int().min(0), expected: z.string() }).strict(),
  to: z.object(where).strict(),
}).strict();
const outOfScopeBody = z.object({ text: z.string() }).strict();
const addIntentBody = z.object({ file: z.string().min(1).nullable(), id: z.string(), name: z.string(), text: z.string().optional() }).strict();
const deleteIntentBody = z.object({ file: z.string().min(1).max(1000), intentId: z.string().min(1).max(200) }).strict();

/** The corpus file a request names, only when it is one of the corpus's YAML files (no path escapes). */
export async function corpusFile(context: StudioContext, file: string): Promise<string> {
  const path = (await corpusYamlFiles(context.config.corpusPath)).find((p) => context.relativeToRoot(p) === file);
  if (!path) throw new CorpusEditError(404, `expected one of the corpus's YAML files, found ${JSON.stringify(file)}`);
  return path;
}

/** The corpus's problems as `nlu train` reports them, with files relative to the project folder as the pages name them. */
export async function placedIssues(context: StudioContext): Promise<Issue[]> {
  const { issues } = await context.corpus.read();
  return issues.map((i): Issue => (i.file ? { ...i, file: context.relativeToRoot(i.file) } : i));
}

/** What "a new file" means for a new-intent form, when the corpus is a folder ("corpus/intents/<id>.yaml"); null for a one-file corpus. */
export async function newIntentFileLabel(context: StudioContext): Promise<string | null> {
  const folder = await newIntentFolder(context.config.corpusPath, context.config.root, (await context.corpus.read()).views);
  return folder === null ? null : `${context.relativeToRoot(folder)}/<id>.yaml`;
}

export function corpusRoutes(app: FastifyInstance, context: StudioContext): void {
  const { config } = context;
  const change = async (file: string, edit: UtteranceChange) => {
    const list = edit.intent === 'outOfScope' ? 'the out-of-scope examples' : edit.intent.intentId;
    const label = edit.kind === 'add' ? `Added "${edit.text}" to ${list}` : edit.kind === 'edit' ? `Edited "${edit.expected}" in ${list}` : `Deleted "${edit.expected}" from ${list}`;
    const path = await corpusFile(context, file);
    await context.files.change(label, () => changeUtteranceFile(context.files, path, edit));
    return { ok: true };
  };

  /** The page's data for a query; `at` (an anchor) asks for the page of the corpus that shows that row, with no search. */
  const pageData = async (params: Record<string, unknown>): Promise<CorpusPageData> => {
    const snapshot = await context.corpus.read();
    const issues = snapshot.issues.map((i): Issue => (i.file ? { ...i, file: context.relativeToRoot(i.file) } : i));
    let query = listingQuery(params);
    if (typeof params.at === 'string') {
      const page = pageOfAnchor(snapshot.views, params.at);
      if (page !== null) query = { q: '', intent: null, outOfScope: false, problems: false, page };
    }
    const listing = listCorpus(snapshot.views, issues, query);
    return { files: snapshot.views, listing, issues, entityNames: snapshot.entityNames, newIntentFile: await newIntentFileLabel(context) };
  };

  app.get('/', async (request, reply) => {
    const data = await pageData(request.query as Record<string, unknown>);
    return reply.type('text/html; charset=utf-8').send(corpusPage(data, context.common));
  });
  // One page of the listing, for the page's search and paging: its HTML, and where it is.
  app.get('/api/corpus/listing', async (request) => {
    const data = await pageData(request.query as Record<string, unknown>);
    const { listing } = data;
    return {
      html: listingHtml(data, new IssuePlaces(data.issues, data.files, true)),
      search: listingSearch(listing.query),
      page: listing.query.page,
      pages: listing.pages,
      total: listing.total,
      rows: listing.sections.flatMap((s) => (s.kind === 'problem' ? [] : s.rows.map((r) => ({ file: s.file, intentId: s.kind === 'intent' ? s.intent.id : null, index: r.index, text: r.text })))),
    };
  });

  app.post('/api/utterances', async (request) => {
    const body = addBody.parse(request.body);
    return change(body.file, { kind: 'add', intent: listOf(body.intentId), text: body.text });
  });
  app.put('/api/utterances', async (request) => {
    const body = editBody.parse(request.body);
    return change(body.file, { kind: 'edit', intent: listOf(body.intentId), index: body.index, expected: body.expected, text: body.text });
  });
  app.delete('/api/utterances', async (request) => {
    const body = deleteBody.parse(request.body);
    return change(body.file, { kind: 'delete', intent: listOf(body.intentId), index: body.index, expected: body.expected });
  });
  app.post('/api/utterances/move', async (request) => {
    const { from, to } = moveBody.parse(request.body);
    const move = {
      from: { path: await corpusFile(context, from.file), intent: listOf(from.intentId), index: from.index, expected: from.expected },
      to: { path: await corpusFile(context, to.file), intent: listOf(to.intentId) },
    };
    await context.files.change(`Moved "${from.expected}" to ${to.intentId ?? 'the out-of-scope examples'}`, () => moveUtterance(context.files, move));
    return { ok: true };
  });

  // An out-of-scope example goes to the corpus's out-of-scope list (made in out-of-scope.yaml when there is none).
  app.post('/api/out-of-scope', async (request) => {
    const { text } = outOfScopeBody.parse(request.body);
    return context.files.change(`Added "${text}" to the out-of-scope examples`, () => landInCorpus(context.files, config.corpusPath, config.root, { outOfScope: true }, text));
  });

  app.post('/api/intents', async (request) => {
    const body = addIntentBody.parse(request.body);
    const path = body.file === null ? null : await corpusFile(context, body.file);
    const written = await context.files.change(`Added the intent ${body.id}`, () => addIntent(context.files, config.corpusPath, config.root, path, { id: body.id, name: body.name, ...(body.text ? { text: body.text } : {}) }));
    return { file: context.relativeToRoot(written) };
  });
  app.delete('/api/intents', async (request) => {
    const body = deleteIntentBody.parse(request.body);
    const path = await corpusFile(context, body.file);
    await context.files.change(`Deleted the intent ${body.intentId}`, () => deleteIntent(context.files, path, body.intentId));
    return { ok: true };
  });
}
