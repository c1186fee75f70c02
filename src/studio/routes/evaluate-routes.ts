/**
 * The Evaluate page and its API: start `nlu evaluate` (cross-validation or a test file), follow it, serve the run's
 * report.html to the page's frame, and add a missed out-of-scope statement to the corpus's examples.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { corpusRefusal, type StudioContext } from '../context.js';
import { readCorpusView } from '../corpus-document.js';
import { landInCorpus } from '../corpus-landing.js';
import { entityErrorRows, intentErrorRows } from '../evaluation-errors.js';
import { EvaluationRuns, type EvaluationRequest } from '../evaluation-runs.js';
import { evaluatePage } from '../pages/evaluate-page.js';
import { projectTestFile, testFileCandidates } from '../test-files.js';

const runBody = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('cross-validation'), folds: z.number().int().min(2).max(20) }).strict(),
  z.object({ mode: z.literal('test-file'), file: z.string().min(1).max(1000) }).strict(),
]);
const outOfScopeBody = z.object({ text: z.string().min(1).max(1000) }).strict();

/**
 * The report may be framed by the studio's own pages only. report.html is one self-contained page (inline CSS
 * and SVG, no script, nothing fetched), so its policy allows inline styles and data: images, and nothing else.
 */
export const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

export function evaluateRoutes(app: FastifyInstance, context: StudioContext): void {
  const { config } = context;
  const runs = new EvaluationRuns({ root: config.root, corpusPath: context.relativeToRoot(config.corpusPath), folder: `${config.workFolder}/evaluations` });

  app.get('/evaluate', async (_request, reply) => {
    const [last, files, candidates] = await Promise.all([
      runs.last(),
      readCorpusView(config.corpusPath, config.root),
      testFileCandidates(config.root, { corpusPath: config.corpusPath, modelPath: config.modelPath }),
    ]);
    // The links are worked out against the corpus as it is now, so an utterance edited since the run is found where it now is.
    const data = last ? { ...last, intentErrors: intentErrorRows(last.report.errors.intents, files), entityErrors: entityErrorRows(last.report.errors.entities, files) } : null;
    return reply.type('text/html; charset=utf-8').send(evaluatePage({ last: data, candidates, runsFolder: runs.runsFolder }, context.common));
  });

  app.get('/api/evaluate', async () => runs.status);
  app.post('/api/evaluate', async (request, reply) => {
    const body = runBody.parse(request.body);
    if (runs.running) return reply.code(409).send({ error: 'an evaluation is already running: wait for it to end' });
    // A test file outside the project folder is refused (400, project-path.ts), before anything runs.
    const run: EvaluationRequest = body.mode === 'cross-validation' ? body : { mode: 'test-file', file: context.relativeToRoot(await projectTestFile(config.root, body.file)) };
    const refused = await corpusRefusal(context);
    if (refused) return reply.code(409).send(refused);
    runs.start(run);
    return runs.status;
  });

  app.get('/evaluate/runs/:id/report.html', async (request, reply) => {
    const path = runs.reportHtml((request.params as { id: string }).id);
    if (!path) return reply.code(404).send({ error: 'expected the id of an evaluation run of this project, found none such' });
    return reply.header('x-frame-options', 'SAMEORIGIN').header('content-security-policy', REPORT_CSP)
      .type('text/html; charset=utf-8').send(await readFile(path, 'utf8'));
  });

  app.post('/api/evaluate/out-of-scope', async (request) => {
    const { text } = outOfScopeBody.parse(request.body);
    return context.files.change(`Added "${text}" to the out-of-scope examples`, () => landInCorpus(context.files, config.corpusPath, config.root, { outOfScope: true }, text));
  });
}
