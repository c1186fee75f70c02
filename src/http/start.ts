/**
 * Starts a listening server from resolved settings: opens the referrer store, loads the model in
 * the background (readyz says when), prints where it listens, and shuts down gracefully on signals.
 */
import type { FastifyInstance } from 'fastify';
import { openReferrerStore } from '../referrer/open-store.js';
import type { ReferrerStore } from '../referrer/store.js';
import { buildServer, type ServerLimits } from './server.js';
import { SAMPLE_TOKEN, type TokenConfig } from './tokens.js';
import type { Understanding } from './understanding.js';
import { UNDERSTAND_PATH } from './routes/understand.js';

export interface StartSettings {
  host: string;
  port: number;
  tokens: TokenConfig[];
  redisUrl?: string | undefined;
  /** SQLite path or postgres:// URL; undefined for no referrer endpoints. */
  referrerStore?: string | undefined;
  pgSchema?: string | undefined;
  limits?: ServerLimits;
  logLevel: string;
  /** Loads (and, for the default model, trains first) the engine; undefined for a referrer-only server. */
  loadUnderstanding?: (() => Promise<Understanding>) | undefined;
  /** Where the banner goes (stdout by default). */
  print?: (line: string) => void;
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Resolves when the model is loaded (at once when there is none); rejects when loading failed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export async function startServer(settings: StartSettings): Promise<RunningServer> {
  const print = settings.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  let store: ReferrerStore | undefined;
  if (settings.referrerStore) store = await openReferrerStore(settings.referrerStore, settings.pgSchema ? { pgSchema: settings.pgSchema } : {});

  const understander = settings.loadUnderstanding?.();
  // Observed here so a failed load is reported once, not as an unhandled rejection.
  const ready = understander ? understander.then(() => undefined) : Promise.resolve();
  ready.catch(() => {});

  let app: FastifyInstance;
  try {
    app = await buildServer({
      tokens: settings.tokens,
      ...(understander ? { understander } : {}),
      ...(store ? { referrerStore: store } : {}),
      ...(settings.redisUrl ? { redisUrl: settings.redisUrl } : {}),
      ...(settings.limits ? { limits: settings.limits } : {}),
      logger: { level: settings.logLevel, redact: ['req.headers.authorization', 'headers.authorization'] },
    });
  } catch (error) {
    await store?.close();
    throw error;
  }
  try {
    await app.listen({ host: settings.host, port: settings.port });
  } catch (error) {
    // E.g. the port is taken: release the store and Redis so the process can exit.
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const url = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${port}`;

  print(`nlu serve: listening on ${url}`);
  const sample = settings.tokens.find((token) => token.token === SAMPLE_TOKEN.token);
  if (understander && sample) {
    print(`try it (sample token, one query per 5 s):`);
    print(`  ${sampleCurl(url, sample.token)}`);
  }
  ready.then(
    () => understander && print('nlu serve: model loaded, ready'),
    () => {}, // the caller reports it (`nlu serve` exits 1 with the reason)
  );
  return { app, url, ready, close: () => app.close() };
}

/** The statement of the printed curl line: one with entities, to show `params` (the README shows its answer). */
export const SAMPLE_QUERY = 'show me adidas running shoes under $60';

/** The ready-to-paste curl line `npm start` prints, and the README's quick start shows (test/readme.test.ts). */
export function sampleCurl(url: string, token: string = SAMPLE_TOKEN.token): string {
  return `curl -s -X POST ${url}${UNDERSTAND_PATH} -H 'Authorization: ${token}' -H 'Content-Type: application/json' -d '${JSON.stringify({ query: SAMPLE_QUERY })}'`;
}

/**
 * SIGTERM/SIGINT: stop accepting, finish in-flight requests, close stores; a second signal exits at once.
 * Call it before the server starts listening (a signal during start-up then closes the server as soon
 * as it is up, rather than killing the process). Resolves once the server is closed after a signal
 * (rejects when closing failed), so `nlu serve` runs until then and its exit status says how it ended.
 */
export function closeOnSignals(starting: Promise<RunningServer>, print: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): Promise<void> {
  return new Promise((resolve, reject) => {
    let closing = false;
    const stop = () => {
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
    };
    const onSignal = (signal: NodeJS.Signals) => {
      if (closing) {
        print(`nlu serve: ${signal} again, exiting now`);
        process.exit(1);
      }
      closing = true;
      print(`nlu serve: ${signal}, finishing in-flight requests`);
      starting
        .then(
          (server) => server.close(),
          () => {}, // it never started: nothing to close, and the caller reports why
        )
        .then(
          () => {
            print('nlu serve: closed');
            stop();
            resolve();
          },
          (error: unknown) => {
            stop();
            reject(error);
          },
        );
    };
    // A server that fails to start needs no signal handling; the caller reports the failure.
    starting.catch(() => stop());
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  });
}
