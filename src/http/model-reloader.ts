/**
 * Reloads the served model from its file without a restart (SIGHUP, or a watched file: model-watcher.ts).
 * The new model is loaded and checked beside the one answering (Understander.load() checks the format
 * version and every field), then put in the slot with one assignment; until then, and whenever the new
 * file is refused, the old model keeps answering.
 */
import type { UnderstanderSlot } from './readiness.js';
import type { Understanding } from './understanding.js';

/** What asked for the reload: it is logged, and kept with a refusal. */
export type ReloadTrigger = 'SIGHUP' | 'file change';

/** Why the last reload was refused; cleared by the next one that succeeds. */
export interface RefusedReload {
  at: string;
  trigger: ReloadTrigger;
  /** The load's error code (MODEL_CORRUPT, MODEL_VERSION_MISMATCH, MODEL_NOT_FOUND…), UNEXPECTED otherwise. */
  errorCode: string;
  message: string;
}

export type ReloadOutcome = { reloaded: true; from: string | null; to: string } | { reloaded: false; refused: RefusedReload };

/** The two log calls a reload makes (pino's signature; the server passes app.log). */
export interface ReloadLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface ModelReloaderOptions {
  path: string;
  /** Loads and checks the model file; rejects with an error carrying a `code` when it is not a good model. */
  load: (path: string) => Promise<Understanding>;
  slot: UnderstanderSlot;
  log: ReloadLog;
  now?: () => Date;
}

export class ModelReloader {
  private refused: RefusedReload | null = null;
  private count = 0;
  /** The reload running now (settled when none is). */
  private running: Promise<unknown> = Promise.resolve();
  /** A reload asked for while one runs, not started yet: later requests join it (it reads the file then). */
  private queued: Promise<ReloadOutcome> | null = null;

  constructor(private readonly options: ModelReloaderOptions) {}

  /** The last refusal since the last successful reload (null: none). */
  get lastRefused(): RefusedReload | null {
    return this.refused;
  }

  /** How many reloads replaced the model since the server started. */
  get reloads(): number {
    return this.count;
  }

  /**
   * Loads the file again and, when it is a good model, serves it. One reload at a time: a request made
   * while one runs is served by one more run after it, so the last write is always the one read.
   */
  reload(trigger: ReloadTrigger): Promise<ReloadOutcome> {
    if (this.queued) return this.queued;
    const next = this.running.then(() => {
      this.queued = null;
      return this.loadOnce(trigger);
    });
    this.queued = next;
    this.running = next;
    return next;
  }

  private async loadOnce(trigger: ReloadTrigger): Promise<ReloadOutcome> {
    const { path, load, slot, log } = this.options;
    const now = this.options.now ?? (() => new Date());
    let next: Understanding;
    try {
      next = await load(path);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      const refused: RefusedReload = {
        at: now().toISOString(),
        trigger,
        errorCode: typeof code === 'string' ? code : 'UNEXPECTED',
        message: error instanceof Error ? error.message : String(error),
      };
      this.refused = refused;
      const oldCorpusHash = slot.get()?.info.corpusHash ?? null;
      log.error({ trigger, path, errorCode: refused.errorCode, reason: refused.message, corpusHash: oldCorpusHash }, `model reload refused (${refused.errorCode}): ${refused.message}; still serving the loaded model`);
      return { reloaded: false, refused };
    }
    const previous = slot.replace(next);
    this.count += 1;
    this.refused = null;
    const from = previous?.info.corpusHash ?? null;
    const to = next.info.corpusHash;
    log.info({ trigger, path, oldCorpusHash: from, newCorpusHash: to, createdAt: next.info.createdAt }, `model reloaded: corpusHash ${from ?? 'none'} -> ${to}`);
    return { reloaded: true, from, to };
  }
}
