import { insideProject, StudioConfigError } from './project-path.js';

export const STUDIO_DEFAULT_PORT = 3100;
export const STUDIO_DEFAULT_HOST = '127.0.0.1';
/** Long enough that guessing it over the network is hopeless. */
export const STUDIO_TOKEN_MIN_LENGTH = 16;

export interface StudioArgs {
  corpus?: string;
  model?: string;
  port?: number;
  host?: string;
  token?: string;
}

export interface StudioConfig {
  /** The project folder: the working directory; the corpus and the model must lie inside it. */
  root: string;
  corpusPath: string;
  modelPath: string;
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
  return {
    root,
    corpusPath: insideProject(args.corpus ?? 'corpus', root, 'corpus'),
    modelPath: insideProject(args.model ?? 'models/model.json', root, 'model file'),
    host,
    port,
    token,
  };
}
