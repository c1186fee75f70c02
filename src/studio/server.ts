/**
 * The studio's HTTP server (Fastify): two pages and a small JSON API over the corpus files, `nlu train` and the
 * model. Thin: the edits are corpus-document.ts's, the checks guard.ts's, training training.ts's.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadCorpus } from '../corpus/load.js';
import { NluError, type Issue } from '../errors.js';
import { answer } from '../http/routes/understand.js';
import { Understander } from '../understander.js';
import { isLoopback, type StudioConfig } from './config.js';
import { changeUtteranceFile, corpusYamlFiles, CorpusEditError, readCorpusView, type UtteranceChange } from './corpus-document.js';
import { refusal, sendRefusal, TOKEN_COOKIE } from './guard.js';
import { corpusPage, tryPage } from './pages.js';
import { TrainingJob } from './training.js';

const where = { file: z.string().min(1), intent: z.number().int().min(0) };
const addBody = z.object({ ...where, text: z.string() }).strict();
const editBody = z.object({ ...where, index: z.number().int().min(0), expected: z.string(), text: z.string() }).strict();
const deleteBody = z.object({ ...where, index: z.number().int().min(0), expected: z.string() }).strict();
const tryBody = z.object({ statement: z.string().min(1).max(1000) }).strict();

export interface Studio {
  app: FastifyInstance;
  /** The per-process token pages carry for requests that change files. */
  csrfToken: string;
}

export async function buildStudio(config: StudioConfig): Promise<Studio> {
  const csrfToken = randomBytes(24).toString('base64url');
  const guard = { token: config.token, csrfToken, loopback: isLoopback(config.host) };
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  const relativeToRoot = (path: string) => relative(config.root, path).split('\\').join('/') || '.';
  const common = { csrfToken, corpusLabel: relativeToRoot(config.corpusPath) };

  let understander: Understander | null = null;
  let modelState = 'No model yet: train first.';
  const loadModel = async () => {
    understander = await Understander.load(config.modelPath);
    modelState = `Model: ${relativeToRoot(config.modelPath)} (${understander.info.intents.length} intents, trained ${understander.info.createdAt}).`;
  };
  if (existsSync(config.modelPath)) {
    await loadModel().catch((error: Error) => { modelState = `The model at ${relativeToRoot(config.modelPath)} did not load (${error.message}): train again.`; });
  }
  // Paths relative to the project folder, so `nlu train`'s summary reads as the user's own command would.
  const training = new TrainingJob({ root: config.root, corpusPath: relativeToRoot(config.corpusPath), modelPath: relativeToRoot(config.modelPath), onTrained: loadModel });

  app.addHook('onRequest', async (request, reply) => {
    // Opening /?token=… once stores the token in a cookie for this site only, then drops it from the address bar.
    const query = request.query as Record<string, unknown> | undefined;
    if (config.token !== null && request.method === 'GET' && typeof query?.token === 'string') {
      const headers = { ...request.headers, authorization: `Bearer ${query.token}` };
      const refused = refusal({ method: request.method, headers }, guard);
      if (refused) return sendRefusal(reply, refused);
      return reply
        .header('set-cookie', `${TOKEN_COOKIE}=${encodeURIComponent(query.token)}; HttpOnly; SameSite=Strict; Path=/`)
        .redirect(request.url.split('?')[0]!, 303);
    }
    const refused = refusal(request, guard);
    if (refused) return sendRefusal(reply, refused);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Neither framed by another site nor sniffed; scripts and styles only the page's own.
    reply.header('x-frame-options', 'DENY').header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer')
      .header('content-security-policy', "default-src 'self'; img-src 'self' data:; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    return payload;
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof CorpusEditError) return reply.code(error.status).send({ error: error.message });
    if (error instanceof z.ZodError) return reply.code(400).send({ error: `expected ${error.issues.map((i) => `${i.path.join('.') || 'the body'}: ${i.message}`).join('; ')}` });
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ error: error.message });
    return reply.code(500).send({ error: `the studio failed: ${error.message}` });
  });

  /** The corpus file a request names, only when it is one of the corpus's YAML files (no path escapes). */
  const corpusFile = async (file: string): Promise<string> => {
    const path = (await corpusYamlFiles(config.corpusPath)).find((p) => relativeToRoot(p) === file);
    if (!path) throw new CorpusEditError(404, `expected one of the corpus's YAML files, found ${JSON.stringify(file)}`);
    return path;
  };
  const change = async (file: string, edit: UtteranceChange) => {
    await changeUtteranceFile(await corpusFile(file), edit);
    return { ok: true };
  };

  app.get('/', async (_request, reply) => {
    const [files, issues] = await Promise.all([readCorpusView(config.corpusPath, config.root), validationIssues(config.corpusPath)]);
    const placed = issues.map((i): Issue => (i.file ? { ...i, file: relativeToRoot(i.file) } : i));
    return reply.type('text/html; charset=utf-8').send(corpusPage(files, placed, common));
  });
  app.get('/try', async (_request, reply) => reply.type('text/html; charset=utf-8').send(tryPage(modelState, common)));

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

  app.get('/api/train', async () => ({ ...training.current, model: modelState }));
  app.post('/api/train', async (_request, reply) => {
    const issues = await validationIssues(config.corpusPath);
    if (issues.length > 0) return reply.code(409).send({ error: `the corpus has ${issues.length} problem${issues.length > 1 ? 's' : ''}: fix ${issues.length > 1 ? 'them' : 'it'} on the Corpus page first` });
    training.start();
    return { ...training.current, model: modelState };
  });

  app.post('/api/try', async (request, reply) => {
    const { statement } = tryBody.parse(request.body);
    if (!understander) return reply.code(409).send({ error: 'no model yet: train first' });
    const details = await understander.details(statement, { top: 5, explain: true });
    return { answer: answer(details), details };
  });

  return { app, csrfToken };
}

/** The corpus's problems as `nlu train` reports them (none when it loads). */
async function validationIssues(corpusPath: string): Promise<Issue[]> {
  try {
    await loadCorpus(corpusPath);
    return [];
  } catch (error) {
    if (error instanceof NluError) return error.issues.length > 0 ? [...error.issues] : [{ path: '', message: error.message }];
    throw error;
  }
}
