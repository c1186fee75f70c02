/** Serve settings from flags and environment (flags win), documented in docs/http.md. */
import { DEFAULT_SQLITE_FILE } from '../referrer/open-store.js';
import { zoneOf } from '../entities/builtins/zone.js';
import { DEFAULT_TRAFFIC_FILE } from '../traffic/open-traffic-store.js';
import { DEFAULT_RECORD_LIMITS, type RecorderSettings } from '../traffic/recorder.js';
import { DEFAULT_LIMITS } from './server.js';
import { loadTokens, type TokenConfig } from './tokens.js';

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_MODEL_PATH = 'models/model.json';
/** Info: one access line per request (access-log.ts), what a service keeps in production. */
export const DEFAULT_LOG_LEVEL = 'info';

export interface ServeArgs {
  /** One model file, or several (the flag repeated, or paths joined by commas): one per locale, the first the default. */
  model?: string | string[] | undefined;
  port?: number | undefined;
  host?: string | undefined;
  tokens?: string | undefined;
  sampleToken?: boolean | undefined;
  redisUrl?: string | undefined;
  referrerStore?: string | undefined;
  logLevel?: string | undefined;
  bodyLimit?: number | undefined;
  maxQueryLength?: number | undefined;
  watchModel?: boolean | undefined;
  timeZone?: string | undefined;
  record?: boolean | undefined;
  recordStore?: string | undefined;
  recordMask?: boolean | undefined;
  recordMaxMessages?: number | undefined;
  recordMaxDays?: number | undefined;
  /** `nlu serve --train-if-missing`: the CLI trains `corpus` into the model file first when there is no file (src/cli/commands/serve.ts). */
  trainIfMissing?: boolean | undefined;
  corpus?: string | undefined;
}

/** `--record`: where and how answered statements are recorded. */
export interface RecordConfig extends RecorderSettings {
  /** SQLite path or postgres:// URL. */
  store: string;
  pgSchema: string | undefined;
}

export interface ServeConfig {
  /** undefined: no understand endpoint (model `none`). With several models, the default's (the first). */
  modelPath: string | undefined;
  /** Every served model file, the default first (one per locale; docs/http.md, "Locale"); empty with `none`. */
  modelPaths: string[];
  port: number;
  host: string;
  tokens: TokenConfig[];
  redisUrl: string | undefined;
  /** undefined: no referrer endpoints (store `none`). */
  referrerStore: string | undefined;
  pgSchema: string | undefined;
  logLevel: string;
  limits: { bodyLimitBytes: number; maxQueryLength: number };
  /** Reload the model when its file changes (SIGHUP reloads it either way). */
  watchModel: boolean;
  /** undefined: nothing is recorded (the default). */
  record: RecordConfig | undefined;
  /** The zone dates and times are read in when a request names none (`--time-zone`); undefined: UTC. */
  timeZone: string | undefined;
}

export class ServeConfigError extends Error {
  override name = 'ServeConfigError';
}

const none = (value: string): string | undefined => (value === 'none' ? undefined : value);

export function resolveServeConfig(args: ServeArgs, env: NodeJS.ProcessEnv = process.env): ServeConfig {
  const sampleOff = env.NLU_SAMPLE_TOKEN !== undefined && /^(off|false|0|no)$/i.test(env.NLU_SAMPLE_TOKEN);
  const port = args.port ?? (env.PORT ? Number(env.PORT) : DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ServeConfigError(`expected a port from 0 to 65535, found ${String(args.port ?? env.PORT)}`);
  const modelPaths = resolveModelPaths(args.model ?? env.NLU_MODEL ?? DEFAULT_MODEL_PATH);
  const modelPath = modelPaths[0];
  const watchModel = args.watchModel ?? (env.NLU_WATCH_MODEL !== undefined && /^(on|true|1|yes)$/i.test(env.NLU_WATCH_MODEL));
  if (watchModel && modelPath === undefined) throw new ServeConfigError('expected a model file to watch with --watch-model, found --model none');
  return {
    modelPath,
    modelPaths,
    port,
    host: args.host ?? env.HOST ?? DEFAULT_HOST,
    tokens: loadTokens({ file: args.tokens ?? env.NLU_TOKENS_FILE, env: env.NLU_TOKENS, sample: args.sampleToken ?? !sampleOff }),
    redisUrl: args.redisUrl ?? env.NLU_REDIS_URL ?? undefined,
    referrerStore: none(args.referrerStore ?? env.NLU_REFERRER_STORE ?? DEFAULT_SQLITE_FILE),
    pgSchema: env.NLU_REFERRER_PG_SCHEMA,
    logLevel: args.logLevel ?? env.NLU_LOG_LEVEL ?? DEFAULT_LOG_LEVEL,
    limits: {
      bodyLimitBytes: args.bodyLimit ?? DEFAULT_LIMITS.bodyLimitBytes,
      maxQueryLength: args.maxQueryLength ?? DEFAULT_LIMITS.maxQueryLength,
    },
    watchModel,
    record: resolveRecord(args, env),
    timeZone: resolveTimeZone(args.timeZone ?? env.NLU_TIME_ZONE),
  };
}

/** `--model a.json --model b.json` or `--model a.json,b.json`: the files in order; `none` alone serves no model. */
function resolveModelPaths(model: string | string[]): string[] {
  const paths = (Array.isArray(model) ? model : [model]).flatMap((value) => String(value).split(',')).map((path) => path.trim()).filter((path) => path.length > 0);
  if (paths.length === 1 && paths[0] === 'none') return [];
  if (paths.includes('none')) throw new ServeConfigError(`expected model files, or "none" alone, found ${paths.join(', ')}`);
  if (paths.length === 0) throw new ServeConfigError('expected a model file (or "none"), found an empty --model');
  const twice = paths.find((path, at) => paths.indexOf(path) !== at);
  if (twice) throw new ServeConfigError(`expected each model file once, found ${twice} twice`);
  return paths;
}

/** `--time-zone`: an IANA zone or a fixed offset, checked before the server starts. */
function resolveTimeZone(timeZone: string | undefined): string | undefined {
  if (timeZone === undefined) return undefined;
  try {
    zoneOf(timeZone);
  } catch {
    throw new ServeConfigError(`expected --time-zone to be an IANA zone (such as "Europe/Paris") or a fixed offset (such as "-02:00"), found ${JSON.stringify(timeZone)}`);
  }
  return timeZone;
}

function resolveRecord(args: ServeArgs, env: NodeJS.ProcessEnv): RecordConfig | undefined {
  if (!args.record) {
    const given = (['recordStore', 'recordMask', 'recordMaxMessages', 'recordMaxDays'] as const).find((key) => args[key] !== undefined);
    if (given) throw new ServeConfigError(`--${given.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} needs --record (recording is off unless asked for)`);
    return undefined;
  }
  if (resolveModelPaths(args.model ?? env.NLU_MODEL ?? DEFAULT_MODEL_PATH).length === 0) throw new ServeConfigError('--record needs a model: with --model none nothing is answered to record');
  const maxMessages = args.recordMaxMessages ?? DEFAULT_RECORD_LIMITS.maxMessages;
  if (!Number.isSafeInteger(maxMessages) || maxMessages < 1) throw new ServeConfigError(`expected --record-max-messages to be a whole number from 1, found ${String(args.recordMaxMessages)}`);
  const maxDays = args.recordMaxDays ?? DEFAULT_RECORD_LIMITS.maxDays;
  if (!(Number.isFinite(maxDays) && maxDays > 0)) throw new ServeConfigError(`expected --record-max-days to be a number of days above 0, found ${String(args.recordMaxDays)}`);
  return {
    store: args.recordStore ?? env.NLU_TRAFFIC_STORE ?? DEFAULT_TRAFFIC_FILE,
    pgSchema: env.NLU_TRAFFIC_PG_SCHEMA,
    mask: args.recordMask ?? false,
    maxMessages,
    maxDays,
  };
}
