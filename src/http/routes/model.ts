/** GET /v1/model: which model this server answers with, and how its last reload went (docs/http.md). */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { successStatus } from '../envelope.js';
import { HttpError } from '../errors.js';
import type { ModelReloader } from '../model-reloader.js';
import type { UnderstanderSlot } from '../readiness.js';
import { localeModelsOf } from '../locale-models.js';
import type { Understanding } from '../understanding.js';

export const MODEL_PATH = '/v1/model';

export interface ModelRouteSource {
  slot: UnderstanderSlot;
  /** The model's file (null: the engine was handed to the server, not read from a file). */
  path: string | null;
  reloader: ModelReloader | null;
  /** Whether a change of the file reloads it now (nlu serve --watch-model, and the watch still running). */
  watching: () => boolean;
}

export function registerModel(app: FastifyInstance, source: ModelRouteSource): void {
  // Behind a token like every /v1/ route: the file's path and the corpus's hash are nobody else's business.
  app.get(MODEL_PATH, { config: { auth: true } }, async () => {
    const understander = source.slot.get();
    if (!understander) throw new HttpError(503, 'NOT_READY', 'No model is loaded: the server runs with --model none, or the model is still loading');
    const { corpusHash, createdAt, engineVersion, formatVersion, locale, intents } = understander.info;
    return {
      Status: successStatus(),
      model: {
        path: source.path === null ? null : resolve(source.path),
        corpusHash,
        createdAt,
        engineVersion,
        formatVersion,
        locale,
        intentCount: intents.length,
        // Set whenever a model is in the slot.
        loadedAt: source.slot.loadedAt!.toISOString(),
      },
      // Every served model, the default (above) first: one entry when the server runs one model.
      locales: served(understander, source.path),
      reload: {
        watching: source.watching(),
        reloads: source.reloader?.reloads ?? 0,
        lastRefused: source.reloader?.lastRefused ?? null,
      },
    };
  });
}

/** Each served model's locale, file and corpus. */
function served(understanding: Understanding, path: string | null) {
  const models = localeModelsOf(understanding)?.models ?? [{ path, understanding }];
  return models.map((model) => ({
    locale: model.understanding.info.locale,
    path: model.path === null ? null : resolve(model.path),
    corpusHash: model.understanding.info.corpusHash,
    intentCount: model.understanding.info.intents.length,
  }));
}
