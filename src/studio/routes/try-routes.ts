/** The Train and try page and its API: train as `nlu train` does (on the studio's training thread), follow it, and try a statement on the model. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/routes/understand.js';
import { corpusRefusal, type StudioContext } from '../context.js';
import { tryPage } from '../pages/try-page.js';
import { TrainingJob } from '../training.js';

const tryBody = z.object({ statement: z.string().min(1).max(1000) }).strict();

export function tryRoutes(app: FastifyInstance, context: StudioContext): void {
  const { config, model } = context;
  // Into the draft (Publish copies it to the model servers load); paths relative to the project folder, so
  // the summary reads as the user's own `nlu train` would.
  const training = new TrainingJob({
    root: config.root,
    corpusPath: context.relativeToRoot(config.corpusPath),
    modelPath: context.relativeToRoot(config.draftModelPath),
    onTrained: () => model.load(),
  });
  app.addHook('onClose', async () => { await training.close(); });

  app.get('/try', async (_request, reply) => reply.type('text/html; charset=utf-8').send(tryPage(model.state, context.common)));

  app.get('/api/train', async () => ({ ...training.current, model: model.state }));
  app.post('/api/train', async (_request, reply) => {
    const refused = await corpusRefusal(context);
    if (refused) return reply.code(409).send(refused);
    training.start();
    return { ...training.current, model: model.state };
  });

  app.post('/api/try', async (request, reply) => {
    const { statement } = tryBody.parse(request.body);
    if (!model.understander) return reply.code(409).send({ error: 'no model yet: train first' });
    const details = await model.understander.details(statement, { top: 5, explain: true });
    return { answer: answer(details), details };
  });
}
