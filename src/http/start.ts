/**
 * Starts a listening server from resolved settings: loads the model and opens the referrer store
 * before listening (so a missing model fails before anything says "listening"), prints where it
 * listens, then prints whether it is ready, as /readyz would answer, and shuts down gracefully on signals.
 */
import type { FastifyInstance } from 'fastify';
import { openReferrerStore } from '../referrer/open-store.js';
import type { ReferrerStore } from '../referrer/store.js';
import type { ReloadOutcome, ReloadTrigger } from './model-reloader.js';
import { openTrafficStore, shownLocation } from '../traffic/open-traffic-store.js';
import type { TrafficStore } from '../traffic/store.js';
import type { RecordConfig } from './config.js';
import type { Readiness } from './readiness.js';
import { buildServer, type ModelFileSource, type ServerLimits } from './server.js';
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
  /** Record answered statements (`--record`); undefined: nothing is recorded. */
  record?: RecordConfig | undefined;
  limits?: ServerLimits;
  logLevel: string;
  /** Loads (and, for the default model, trains first) the engine; undefined for a referrer-only server. */
  loadUnderstanding?: (() => Promise<Understanding>) | undefined;
  /** The model's file and how to read it again (SIGHUP, --watch-model); undefined: nothing to reload. */
  modelFile?: ModelFileSource | undefined;
  /** Where the banner goes (stdout by default). */
  print?: (line: string) => void;
  /** How often to check again while a dependency is not ready (default READINESS_RETRY_MS). */
  readinessRetryMs?: number;
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Resolves once every dependency answers (what /readyz says), and "nlu serve: ready" is printed; never if it closes first. */
  ready: Promise<void>;
  /** Reloads the model from its file (model-reloader.ts); null when the server has no model file. */
  reload: ((trigger: ReloadTrigger) => Promise<ReloadOutcome>) | null;
  close(): Promise<void>;
}

/** While Redis or the referrer store does not answer, `nlu serve` checks again this often. */
export const READINESS_RETRY_MS = 1000;

export async function startServer(settings: StartSettings): Promise<RunningServer> {
  const print = settings.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  // The model first, before anything is opened or listens: a missing or damaged model fails here,
  // and `nlu serve` exits 1 with one line instead of having announced a server it cannot run.
  const understander = settings.loadUnderstanding ? await settings.loadUnderstanding() : undefined;
  let store: ReferrerStore | undefined;
  if (settings.referrerStore) store = await openReferrerStore(settings.referrerStore, settings.pgSchema ? { pgSchema: settings.pgSchema } : {});
  const record = understander ? settings.record : undefined;
  let traffic: TrafficStore | undefined;
  try {
    // SQLite on its own thread: its writes and disk flushes never hold up a request.
    if (record) traffic = await openTrafficStore(record.store, { thread: true, ...(record.pgSchema ? { pgSchema: record.pgSchema } : {}) });
  } catch (error) {
    await store?.close();
    throw error;
  }

  let app: FastifyInstance;
  try {
    app = await buildServer({
      tokens: settings.tokens,
      ...(understander ? { understander } : {}),
      ...(settings.modelFile ? { modelFile: settings.modelFile } : {}),
      ...(store ? { referrerStore: store } : {}),
      ...(record && traffic ? { recording: { store: traffic, mask: record.mask, maxMessages: record.maxMessages, maxDays: record.maxDays } } : {}),
      ...(settings.redisUrl ? { redisUrl: settings.redisUrl } : {}),
      ...(settings.limits ? { limits: settings.limits } : {}),
      logger: { level: settings.logLevel, redact: ['req.headers.authorization', 'headers.authorization'] },
    });
  } catch (error) {
    await store?.close();
    await traffic?.close();
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
  if (record) print(`nlu serve: ${recordingLine(record)}`);
  const sample = settings.tokens.find((token) => token.token === SAMPLE_TOKEN.token);
  if (understander && sample) {
    print(`try it (sample token, one query per 5 s):`);
    print(`  ${sampleCurl(url, sample.token)}`);
  }
  const ready = announceReadiness({
    readiness: () => app.nluReadiness(),
    open: () => app.server.listening,
    names: dependencyNames(settings),
    print,
    retryMs: settings.readinessRetryMs ?? READINESS_RETRY_MS,
  });
  return { app, url, ready, reload: app.nluReloadModel, close: () => app.close() };
}

/** What `--record` does, in one line (no password of a URL). */
export function recordingLine(record: RecordConfig): string {
  const masked = record.mask ? ', digits and e-mail addresses masked' : '';
  return `recording answered statements into ${shownLocation(record.store)}${masked} (the newest ${record.maxMessages} kept, none older than ${record.maxDays} days)`;
}

export type ComponentName = Readiness['waiting'][number][0];

/** How the printed lines name each dependency; URLs without their password. */
function dependencyNames(settings: Pick<StartSettings, 'referrerStore' | 'redisUrl'>): Record<ComponentName, string> {
  return {
    understander: 'the model',
    referrerStore: `the referrer store at ${withoutPassword(settings.referrerStore ?? '')}`,
    rateLimiter: settings.redisUrl ? `Redis at ${withoutPassword(settings.redisUrl)}` : 'the rate limiter',
  };
}

function withoutPassword(location: string): string {
  return location.replace(/\/\/[^@/]*@/, '//***@');
}

export interface AnnounceOptions {
  /** Probes every dependency now (the server's /readyz check). */
  readiness: () => Promise<Readiness>;
  /** False once the server is closed: stop checking. */
  open: () => boolean;
  names: Record<ComponentName, string>;
  print: (line: string) => void;
  retryMs: number;
}

/** The statement of the printed curl line: one with entities, to show `params` (the README shows its answer). */
export const SAMPLE_QUERY = 'show me adidas running shoes under $60';

/** The ready-to-paste curl line `npm start` prints, and the README's quick start shows (test/readme.test.ts). */
export function sampleCurl(url: string, token: string = SAMPLE_TOKEN.token): string {
  return `curl -s -X POST ${url}${UNDERSTAND_PATH} -H 'Authorization: ${token}' -H 'Content-Type: application/json' -d '${JSON.stringify({ query: SAMPLE_QUERY })}'`;
}

/**
 * Prints "nlu serve: ready" once every dependency answers, as /readyz would say. Until then it prints
 * what does not answer (again only when that changes) and checks every `retryMs`, so the line a
 * supervisor or a person reads is never more hopeful than /readyz. Stops when the server closes.
 */
export function announceReadiness({ readiness, open, names, print, retryMs }: AnnounceOptions): Promise<void> {
  return new Promise((resolve) => {
    let said = '';
    const check = async () => {
      if (!open()) return;
      const now = await readiness();
      if (!open()) return;
      if (now.ready) {
        print('nlu serve: ready');
        resolve();
        return;
      }
      const reason = now.waiting.map(([name, state]) => `${names[name]} is ${state}`).join(', ');
      if (reason !== said) print(`nlu serve: not ready: ${reason}; /readyz answers 503 until then (checking every ${retryMs / 1000} s)`);
      said = reason;
      // Unref'd: the listening server keeps the process alive, this check never does.
      setTimeout(() => void check(), retryMs).unref();
    };
    void check();
  });
}

/**
 * A repeat of the signal within this long is the same request, not "exit now": Ctrl-C in a terminal
 * reaches both `npm start` and the server (one process group), and npm forwards its copy a moment later.
 */
export const REPEATED_SIGNAL_MS = 1000;

export interface SignalOptions {
  print?: (line: string) => void;
  /** Where the signals come from (the process by default; tests pass an emitter). */
  source?: Pick<NodeJS.EventEmitter, 'on' | 'off'>;
  exit?: (code: number) => void;
  now?: () => number;
}

/**
 * SIGTERM/SIGINT: stop accepting, finish in-flight requests, close stores; a second signal (a second or
 * more after the first, see REPEATED_SIGNAL_MS) exits at once.
 * Call it before the server starts listening (a signal during start-up then closes the server as soon
 * as it is up, rather than killing the process). Resolves once the server is closed after a signal
 * (rejects when closing failed), so `nlu serve` runs until then and its exit status says how it ended.
 */
export function closeOnSignals(starting: Promise<RunningServer>, options: SignalOptions = {}): Promise<void> {
  const print = options.print ?? ((line: string) => process.stderr.write(`${line}\n`));
  const source = options.source ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const now = options.now ?? Date.now;
  return new Promise((resolve, reject) => {
    let firstAt: number | undefined;
    const stop = () => {
      source.off('SIGTERM', onSignal);
      source.off('SIGINT', onSignal);
    };
    const onSignal = (signal: NodeJS.Signals) => {
      if (firstAt !== undefined) {
        if (now() - firstAt < REPEATED_SIGNAL_MS) return;
        print(`nlu serve: ${signal} again, exiting now`);
        exit(1);
        return;
      }
      firstAt = now();
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
    source.on('SIGTERM', onSignal);
    source.on('SIGINT', onSignal);
  });
}
