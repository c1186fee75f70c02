/** `nlu serve`: parses flags, starts the HTTP adapter (src/http), formats nothing else. */
import { existsSync } from 'node:fs';
import type { CommandModule } from 'yargs';
import { DEFAULT_HOST, DEFAULT_MODEL_PATH, DEFAULT_PORT, resolveServeConfig, ServeConfigError, type ServeArgs } from '../../http/config.js';
import { TokenConfigError } from '../../http/tokens.js';
import { formatReferrerIssue, isReferrerError } from '../../referrer/errors.js';
import { reloadOnHangup } from '../../http/reload-signal.js';
import { isTrafficError } from '../../traffic/errors.js';
import { DEFAULT_TRAFFIC_FILE } from '../../traffic/open-traffic-store.js';
import { DEFAULT_RECORD_LIMITS } from '../../traffic/recorder.js';
import { closeOnSignals, startServer } from '../../http/start.js';
import type { Understanding } from '../../http/understanding.js';
import { LocaleModels, LocaleModelsError } from '../../http/locale-models.js';
import { UserError } from '../report-error.js';
import { formatIssue, NluError } from '../../errors.js';

export interface ServeDeps {
  /** Trains the corpus into the model file: `--train-if-missing`, only when there is no model file. */
  trainModel?: (modelPath: string, corpusPath: string) => Promise<void>;
}

/** The corpus `--train-if-missing` trains when no `--corpus` is given. */
export const SERVE_DEFAULT_CORPUS = 'corpus';

/**
 * Loaded lazily so a referrer-only server (`--model none`) never imports the engine. A server that
 * cannot load its model is no use: it fails before listening (exit 1) so a supervisor restarts or alerts.
 * A server never trains unless told to: a model file, once there (published from the studio, or trained by
 * `nlu train`), is served as it is, whatever the corpus became since; only `--train-if-missing` trains, and
 * only when there is no file (a fresh clone's `npm start`).
 */
async function loadUnderstander(modelPaths: string[], train: { corpus: string } | null, deps: ServeDeps, timeZone: string | undefined): Promise<Understanding> {
  try {
    const modelPath = modelPaths[0]!;
    if (train && deps.trainModel && !existsSync(modelPath)) await deps.trainModel(modelPath, train.corpus);
    return await reloadUnderstanders(modelPaths, timeZone);
  } catch (error) {
    if (!(error instanceof NluError)) throw error;
    // Still one line: how to get a model when there is none.
    const hint = error.code === 'MODEL_NOT_FOUND' ? ', or start nlu serve with --train-if-missing' : '';
    throw new UserError(`the model failed to load: ${error.message}${hint}`, error.issues.map(formatIssue), { cause: error });
  }
}

/**
 * Every model file, read as it is; several make one LocaleModels (one per locale, the first the default), so a
 * reload replaces all of them or, when one file is refused, none.
 */
async function reloadUnderstanders(modelPaths: string[], timeZone: string | undefined): Promise<Understanding> {
  if (modelPaths.length === 1) return reloadUnderstander(modelPaths[0]!, timeZone);
  const understandings = await Promise.all(modelPaths.map((path) => reloadUnderstander(path, timeZone)));
  try {
    return new LocaleModels(modelPaths.map((path, at) => ({ path, understanding: understandings[at]! })));
  } catch (error) {
    if (error instanceof LocaleModelsError) throw new NluError('INPUT_INVALID', error.message);
    throw error;
  }
}

/** A reload reads the file as it is (no training first); its NluError code says why a file is refused. */
async function reloadUnderstander(modelPath: string, timeZone: string | undefined): Promise<Understanding> {
  const { Understander } = await import('../../understander.js');
  const understander = await Understander.load(modelPath);
  if (timeZone !== undefined) understander.setTimeZone(timeZone);
  return understander;
}

export function makeServeCommand(deps: ServeDeps = {}): CommandModule<object, ServeArgs> {
  return {
    command: 'serve',
    describe: 'Serve the understand and referrer endpoints over HTTP (see docs/http.md)',
    builder: (y) =>
      y
        .option('model', { type: 'string', describe: `model file, or "none"; repeat it (or join paths with commas) to serve one model per locale, the first the default [env NLU_MODEL, default ${DEFAULT_MODEL_PATH}]` })
        .option('port', { type: 'number', describe: `port, 0 for any free one [env PORT, default ${DEFAULT_PORT}]` })
        .option('host', { type: 'string', describe: `address to listen on [env HOST, default ${DEFAULT_HOST}]` })
        .option('tokens', { type: 'string', describe: 'JSON token file [env NLU_TOKENS_FILE; NLU_TOKENS holds the same JSON inline]' })
        .option('sample-token', { type: 'boolean', describe: 'accept the public sample token (0.2 queries/s) [env NLU_SAMPLE_TOKEN=off to disable, default on]' })
        .option('redis-url', { type: 'string', describe: 'share rate limits across instances through Redis [env NLU_REDIS_URL]' })
        .option('referrer-store', { type: 'string', describe: 'SQLite file, postgres:// URL, or "none" [env NLU_REFERRER_STORE, default data/referrers.sqlite]' })
        .option('log-level', { type: 'string', describe: 'fatal, error, warn, info, debug [env NLU_LOG_LEVEL, default info]' })
        .option('body-limit', { type: 'number', describe: 'largest body in bytes [default 65536]' })
        .option('max-query-length', { type: 'number', describe: 'longest query in characters [default 1000]' })
        .option('train-if-missing', { type: 'boolean', describe: 'when the model file does not exist, train --corpus into it first (npm start does); an existing model is never retrained [default off]' })
        .option('corpus', { type: 'string', describe: `with --train-if-missing: the corpus to train [default ${SERVE_DEFAULT_CORPUS}]` })
        .option('time-zone', { type: 'string', describe: 'zone dates and times are read in when a request names none: IANA name or offset such as -02:00 [env NLU_TIME_ZONE, default UTC]' })
        .option('watch-model', { type: 'boolean', describe: 'reload the model when its file changes; SIGHUP reloads it either way [env NLU_WATCH_MODEL=on, default off]' })
        .option('record', { type: 'boolean', describe: 'record each answered statement and its answer (never a header or token) for "nlu traffic" [default off]' })
        .option('record-store', { type: 'string', describe: `SQLite file or postgres:// URL for --record [env NLU_TRAFFIC_STORE, default ${DEFAULT_TRAFFIC_FILE}]` })
        .option('record-mask', { type: 'boolean', describe: 'with --record: store every digit as 0 and e-mail addresses as <email>' })
        .option('record-max-messages', { type: 'number', describe: `with --record: keep the newest this many [default ${DEFAULT_RECORD_LIMITS.maxMessages}]` })
        .option('record-max-days', { type: 'number', describe: `with --record: delete messages older than this many days [default ${DEFAULT_RECORD_LIMITS.maxDays}]` }),
    handler: async (args) => {
      try {
        await serve(args, deps);
      } catch (error) {
        // Configuration mistakes are the user's: say what is wrong and exit 1, without a stack trace.
        if (!isUserError(error)) throw error;
        throw new UserError((error as Error).message, isReferrerError(error) ? error.issues.map(formatReferrerIssue) : [], { cause: error });
      }
    },
  };
}

function isUserError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof TokenConfigError || error instanceof ServeConfigError || isReferrerError(error) || isTrafficError(error) || code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL';
}

async function serve(args: ServeArgs, deps: ServeDeps): Promise<void> {
  const config = resolveServeConfig(args);
  const modelPath = config.modelPath;
  const modelPaths = config.modelPaths;
  if (args.trainIfMissing && modelPaths.length > 1) throw new ServeConfigError(`--train-if-missing trains one corpus into one model; with ${modelPaths.length} model files, train each with nlu train first`);
  const starting = startServer({
    host: config.host,
    port: config.port,
    tokens: config.tokens,
    redisUrl: config.redisUrl,
    referrerStore: config.referrerStore,
    pgSchema: config.pgSchema,
    record: config.record,
    limits: config.limits,
    logLevel: config.logLevel,
    loadUnderstanding: modelPath ? () => loadUnderstander(modelPaths, args.trainIfMissing ? { corpus: args.corpus ?? SERVE_DEFAULT_CORPUS } : null, deps, config.timeZone) : undefined,
    modelFile: modelPath ? { path: modelPath, paths: modelPaths, load: () => reloadUnderstanders(modelPaths, config.timeZone), watch: config.watchModel } : undefined,
  });
  const stopped = closeOnSignals(starting);
  const stopReloading = reloadOnHangup(starting);
  try {
    await starting;
    await stopped;
  } finally {
    stopReloading();
  }
}

export const serveCommand = makeServeCommand();
