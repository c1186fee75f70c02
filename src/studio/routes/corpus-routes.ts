/** The Corpus page and its API: add, edit and delete utterances in the YAML files on disk. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Issue } from '../../errors.js';
import { validationIssues, type StudioContext } from '../context.js';
import { changeUtteranceFile, corpusYamlFiles, CorpusEditError, readCorpusView, type UtteranceChange } from '../corpus-document.js';
import { corpusPage } from '../pages/corpus-page.js';

const where = { file: z.string().min(1), intent: z.number().int().min(0) };
const addBody = z.object({ ...where, text: z.string() }).strict();
const editBody = z.object({ ...where, index: z.number().int().min(0), expected: z.string(), text: z.string() }).strict();
const deleteBody = z.object({ ...where, index: z.number().int().min(0), expected: z.string() }).strict();

/** The corpus file a request names, only when it is one of the corpus's YAML files (no path escapes). */
export async function corpusFile(context: StudioContext, file: string): Promise<string> {
  const path = (await corpusYamlFiles(context.config.corpusPath)).find((p) => context.relativeToRoot(p) === file);
  if (!path) throw new CorpusEditError(404, `expected one of the corpus's YAML files, found ${JSON.stringify(file)}`);
  return path;
}

export function corpusRoutes(app: FastifyInstance, context: StudioContext): void {
  const { config } = context;
  const change = async (file: string, edit: UtteranceChange) => {
    await changeUtteranceFile(await corpusFile(context, file), edit);
    return { ok: true };
  };

  app.get('/', async (_request, reply) => {
    const [files, issues] = await Promise.all([readCorpusView(config.corpusPath, config.root), validationIssues(config.corpusPath)]);
    const placed = issues.map((i): Issue => (i.file ? { ...i, file: context.relativeToRoot(i.file) } : i));
    return reply.type('text/html; charset=utf-8').send(corpusPage(files, placed, context.common));
  });

  app.post('/api/utterances', async (request) => {
    const body = addBody.parse(request.body);
    return change(body.file, { kind: 'add', intent: body.intent, text: body.text });
  });
  app.put('/api/utterances', async (request) => {
    const body = editBody.parse(request.body);
    return change(body.file, { kind: 'edit', intent: body.intent, index: body.index, expected: body.expected, text: body.text });
  });
  app.delete('/api/utterances', async (request) => {
    const body = deleteBody.parse(request.body);
    return change(body.file, { kind: 'delete', intent: body.intent, index: body.index, expected: body.expected });
  });
}
