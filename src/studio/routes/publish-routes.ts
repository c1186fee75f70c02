/** The Publish page and its API: copy the draft model to the published one, and which model each server runs. */
import type { FastifyInstance } from 'fastify';
import type { StudioContext } from '../context.js';
import { z } from 'zod';
import { modelRows, publishPage, serverRows, versionRows } from '../pages/publish-page.js';
import { modelIdentity, publishDraft, rollBack, sameModel, type ModelFileState, type PublishState } from '../publish.js';
import { PublishedVersions } from '../published-versions.js';
import { serverStatus } from '../server-status.js';

const rollbackBody = z.object({ version: z.string().min(1).max(100) }).strict();

export function publishRoutes(app: FastifyInstance, context: StudioContext): void {
  const { config } = context;
  const versions = new PublishedVersions(config.root, undefined, `${config.workFolder}/published`);
  const fileState = async (path: string, missing: string): Promise<ModelFileState> => {
    const found = await modelIdentity(path);
    const file = context.relativeToRoot(path);
    if (found === null) return { file, identity: null, problem: missing };
    if ('problem' in found) return { file, identity: null, problem: found.problem };
    return { file, identity: found, problem: null };
  };
  const state = async (): Promise<PublishState> => {
    const [draft, published, statuses, kept] = await Promise.all([
      fileState(config.draftModelPath, 'none yet: Train (on the Train and try page) writes it'),
      fileState(config.modelPath, 'none yet: Publish writes it'),
      Promise.all(config.servers.map((s) => serverStatus(s))),
      versions.list(),
    ]);
    const servers = statuses.map((status) => {
      if (status.state !== 'answering') return { status, runs: null };
      const runs = sameModel(status, published.identity) ? 'published' as const : sameModel(status, draft.identity) ? 'draft' as const : 'other' as const;
      return { status, runs };
    });
    return { draft, published, servers, versions: kept };
  };

  app.get('/publish', async (_request, reply) => reply.type('text/html; charset=utf-8').send(publishPage(await state(), context.common)));

  // The rows drawn as the page draws them, so the script only swaps them in.
  app.get('/api/publish', async () => {
    const now = await state();
    return { ...now, modelRows: modelRows(now), serverRows: serverRows(now), versionRows: versionRows(now) };
  });

  app.post('/api/publish', async () => ({ published: await publishDraft(config.draftModelPath, config.modelPath, versions) }));
  // One click back to a model published before (the one it replaces is kept too, so it is one click forward again).
  app.post('/api/publish/rollback', async (request) => {
    const { version } = rollbackBody.parse(request.body);
    return { published: await rollBack(version, config.modelPath, versions) };
  });
}
