import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { DEFAULT_TRAFFIC_FILE, isPostgresUrl } from '../traffic/open-traffic-store.js';
import { insideProject, StudioConfigError } from './project-path.js';

export const STUDIO_DEFAULT_PORT = 3100;
export const STUDIO_DEFAULT_HOST = '127.0.0.1';
/** Long enough that guessing it over the network is hopeless. */
export const STUDIO_TOKEN_MIN_LENGTH = 16;
/** The studio's own files (draft model, evaluations, kept published models) for the default model file. */
export const WORK_FOLDER = '.nlu-studio';
/** Where Train writes for the default model file: the try box answers with it, and Publish copies it to the model path servers load. */
export const DRAFT_MODEL_FILE = `${WORK_FOLDER}/draft-model.json`;
const DEFAULT_MODEL = 'models/model.json';

export interface StudioArgs {
  corpus?: string;
  model?: string;
  port?: number;
  host?: string;
  token?: string;
  /** The traffic store `nlu serve --record` writes: a SQLite file or a postgres:// URL. */
  traffic?: string;
  /** Running `nlu serve` instances whose model the Publish page shows (repeatable). */
  server?: string | string[];
  /** The token those servers' GET /v1/model asks for. */
  serverToken?: string;
}

/** A running `nlu serve` the Publish page asks which model it runs. */
export interface ServerTarget {
  /** Its base address, e.g. http://127.0.0.1:3000 (no trailing slash). */
  url: string;
  token: string | null;
}

export interface StudioConfig {
  /** The project folder: the working directory; the corpus and the model must lie inside it. */
  root: string;
  corpusPath: string;
  /** The published model: what servers load (--model); Publish copies the draft here. */
  modelPath: string;
  /** The draft model Train writes and the try box answers with. */
  draftModelPath: string;
  /**
   * Where the draft, the evaluations and the kept published models go, relative to the project folder:
   * `.nlu-studio` for the default model file, `.nlu-studio/<model path>` for another (`models/de.json` →
   * `.nlu-studio/models-de`), so a studio per locale (`--corpus corpus/de --model models/de.json`) never trains
   * over, rolls back to or lists another locale's models.
   */
  workFolder: string;
  /** The traffic store to read and label, or null when there is none (the Inbox page says how to get one). */
  traffic: string | null;
  servers: ServerTarget[];
  host: string;
  port: number;
  /** Required on every request when set; set it to listen beyond loopback. */
  token: string | null;
}

/** Loopback addresses: only this machine can reach them, so no token is needed there. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

export function resolveStudioConfig(args: StudioArgs, env: NodeJS.ProcessEnv = process.env, root: string = process.cwd()): StudioConfig {
  const host = args.host ?? STUDIO_DEFAULT_HOST;
  const port = args.port ?? STUDIO_DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new StudioConfigError(`expected --port to be a whole number from 0 to 65535, found ${String(port)}`);
  const token = args.token ?? (env.NLU_STUDIO_TOKEN || null);
  if (token !== null && token.length < STUDIO_TOKEN_MIN_LENGTH) throw new StudioConfigError(`expected a studio token of at least ${STUDIO_TOKEN_MIN_LENGTH} characters, found ${token.length}`);
  if (!isLoopback(host) && token === null) {
    throw new StudioConfigError(`expected --token (or NLU_STUDIO_TOKEN) to listen on ${host}: beyond loopback the studio, which writes your corpus, needs a token on every request`);
  }
  const serverToken = args.serverToken ?? (env.NLU_SERVER_TOKEN || null);
  const modelPath = insideProject(args.model ?? DEFAULT_MODEL, root, 'model file');
  const workFolder = workFolderOf(relative(root, modelPath).split(sep).join('/'));
  return {
    root,
    corpusPath: insideProject(args.corpus ?? 'corpus', root, 'corpus'),
    modelPath,
    draftModelPath: insideProject(`${workFolder}/draft-model.json`, root, 'draft model'),
    workFolder,
    traffic: trafficLocation(args.traffic, env, root),
    servers: [args.server ?? []].flat().map((url) => ({ url: serverUrl(url), token: serverToken })),
    host,
    port,
    token,
  };
}

/** `.nlu-studio` for the default model file, else a folder of it named after the model's path. */
function workFolderOf(model: string): string {
  if (model === DEFAULT_MODEL) return WORK_FOLDER;
  return `${WORK_FOLDER}/${model.replace(/\.json$/i, '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'model'}`;
}

/**
 * --traffic, else NLU_TRAFFIC_STORE (as `nlu serve --record` reads it), else `nlu serve --record`'s default file
 * when it exists: the studio labels what a server recorded, it never creates a store.
 */
function trafficLocation(given: string | undefined, env: NodeJS.ProcessEnv, root: string): string | null {
  const location = given ?? (env.NLU_TRAFFIC_STORE || undefined);
  if (location !== undefined) return isPostgresUrl(location) ? location : resolve(root, location.replace(/^sqlite:/, ''));
  const fallback = join(root, DEFAULT_TRAFFIC_FILE);
  return existsSync(fallback) ? fallback : null;
}

function serverUrl(given: string): string {
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new StudioConfigError(`expected --server to be an http:// or https:// address such as http://127.0.0.1:3000, found ${JSON.stringify(given)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new StudioConfigError(`expected --server to be an http:// or https:// address, found ${JSON.stringify(given)}`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}
