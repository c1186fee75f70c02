/** The History page and its API: the studio's changes to the corpus files, and undoing one. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StudioContext } from '../context.js';
import { historyPage } from '../pages/history-page.js';

const undoBody = z.object({ id: z.number().int().min(1) }).strict();

export function historyRoutes(app: FastifyInstance, context: StudioContext): void {
  const { journal } = context.files;
  app.get('/history', async (_request, reply) => reply.type('text/html; charset=utf-8').send(historyPage(await journal.rows(), context.common)));
  app.get('/api/history', async () => ({ changes: await journal.rows() }));
  // Undoes one change: 409 (saying why) when a file it wrote has changed since.
  app.post('/api/history/undo', async (request) => {
    const { id } = undoBody.parse(request.body);
    const entry = await context.files.undo(id);
    return { id: entry.id, label: entry.label, files: entry.files.map((f) => f.file) };
  });
}
