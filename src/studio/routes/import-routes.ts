/** The Import page and its API: `nlu import` from a path in the project or an uploaded zip, into a folder of the project. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { isNluError } from '../../errors.js';
import { importTree } from '../../import/import.js';
import { checkImportFolder } from '../../import/out-folder.js';
import { placeText } from '../../import/report.js';
import { readSourceTree, readZip } from '../../import/source-tree.js';
import { IMPORT_FORMATS, type ImportResult } from '../../import/types.js';
import { writeImport } from '../../import/write.js';
import type { StudioContext } from '../context.js';
import { importPage } from '../pages/import-page.js';
import { insideProject } from '../project-path.js';

const from = z.enum(IMPORT_FORMATS).optional();
const pathBody = z.object({ path: z.string().min(1), out: z.string().min(1), from }).strict();
const zipQuery = z.object({ out: z.string().min(1), name: z.string().max(255).default('upload.zip'), from }).strict();
/** A Dialogflow export is a few MB; past this an upload is refused before it is read. */
const MAX_ZIP_BYTES = 50 * 1024 * 1024;

export function importRoutes(app: FastifyInstance, context: StudioContext): void {
  const { config } = context;
  app.get('/import', async (_request, reply) => reply.type('text/html; charset=utf-8').send(importPage(context.common)));

  app.post('/api/import', async (request, reply) => {
    const body = pathBody.parse(request.body);
    const source = insideProject(body.path, config.root, 'export to import');
    return run(reply, () => readSourceTree(source), body.out, body.from);
  });

  app.register(async (zipApp) => {
    zipApp.addContentTypeParser('application/zip', { parseAs: 'buffer', bodyLimit: MAX_ZIP_BYTES }, (_request, bytes, done) => done(null, bytes));
    zipApp.post('/api/import/zip', { bodyLimit: MAX_ZIP_BYTES }, async (request, reply) => {
      const query = zipQuery.parse(request.query);
      if (!Buffer.isBuffer(request.body)) return reply.code(415).send({ error: 'expected the zip\'s bytes with content-type application/zip' });
      const bytes = request.body;
      return run(reply, async () => ({ root: query.name, files: readZip(bytes, query.name) }), query.out, query.from);
    });
  });

  async function run(reply: FastifyReply, read: () => Promise<{ root: string; files: Map<string, string> }>, outPath: string, format: z.infer<typeof from>) {
    const out = insideProject(outPath, config.root, 'folder to import into');
    try {
      // The same rule as `nlu import`: never over a corpus someone wrote (no --force here).
      await checkImportFolder(out, false);
      const result = importTree(await read(), format ? { from: format } : {});
      const written = await writeImport(result, out);
      return summary(result, written.map(context.relativeToRoot), context.relativeToRoot(out));
    } catch (error) {
      if (isNluError(error)) return reply.code(400).send({ error: error.message, code: error.code });
      throw error;
    }
  }
}

function summary(result: ImportResult, written: string[], out: string) {
  const several = result.corpora.length > 1;
  const count = (kind: string) => result.report.filter((e) => e.kind === kind).length;
  return {
    format: { rasa: 'Rasa', dialogflow: 'Dialogflow ES', luis: 'LUIS', nlpjs: 'NLP.js' }[result.format],
    corpora: result.corpora.map((c) => ({
      folder: `${out}/${several ? `${c.locale}/` : ''}corpus`,
      locale: c.locale,
      intents: c.intents.length,
      utterances: c.intents.reduce((n, i) => n + i.utterances.length, 0),
      entities: c.entities.size,
      outOfScope: c.outOfScope.length,
      tests: c.tests ? c.tests.intents.reduce((n, i) => n + i.utterances.length, 0) + c.tests.outOfScope.length : 0,
    })),
    counts: `${count('left-out')} parts left out, ${count('changed')} changed, ${count('mapped')} mapped (all of them in ${out}/import-report.md)`,
    written,
    entries: result.report.filter((e) => e.kind !== 'mapped').map((e) => ({ kind: e.kind, part: e.part, what: e.what, where: placeText(e.source), note: e.note })),
  };
}
