/**
 * `nlu serve --watch-model`: calls back when the model file changes, once its writes have settled.
 *
 * It watches the file's folder, not the file: `nlu train --out` writes a temp file and renames it over
 * the model (src/model/write.ts), which replaces the file's inode, and a watch on the old inode would
 * never fire again. Any event in the folder (the rename, a copy written in place, a symlink swapped as a
 * Kubernetes ConfigMap does) restarts a short quiet period; after it, the file's identity (inode, size,
 * modification time, through symlinks) says whether the model really changed, so a temp file written
 * beside it, or the same event reported twice, reloads nothing. Node's fs.watch is enough for one
 * folder: a watcher library (chokidar) would add polling fallbacks and recursive trees that this does not need,
 * and the stat check would still be ours.
 */
import { statSync, watch, type FSWatcher } from 'node:fs';
import { dirname } from 'node:path';

/** Quiet time after the last event in the folder before the file is looked at: a copy written in several chunks is one change. */
export const WATCH_DEBOUNCE_MS = 200;

export interface WatchLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface ModelWatcher {
  /** False once the watch could not start or stopped (the folder was removed): only SIGHUP reloads then. */
  readonly active: boolean;
  close(): void;
}

/** Starts watching; `onChange` runs once per settled change of the file's identity. */
export function watchModelFile(path: string, onChange: () => void, options: { log: WatchLog; debounceMs?: number }): ModelWatcher {
  const debounceMs = options.debounceMs ?? WATCH_DEBOUNCE_MS;
  let known = identityOf(path);
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let active = true;

  const settle = () => {
    timer = undefined;
    if (closed) return;
    const now = identityOf(path);
    if (now === known) return;
    known = now;
    if (now === null) {
      options.log.warn({ path }, 'the model file is gone or cannot be read; still serving the loaded model');
      return;
    }
    onChange();
  };

  let watcher: FSWatcher;
  try {
    // Not persistent: the listening server keeps the process alive, the watch never does.
    watcher = watch(dirname(path), { persistent: false }, () => {
      clearTimeout(timer);
      timer = setTimeout(settle, debounceMs);
      timer.unref();
    });
  } catch (error) {
    options.log.error({ path, err: error }, `cannot watch the model's folder (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); send SIGHUP to reload`);
    return { active: false, close: () => {} };
  }
  // The folder removed or unmounted: say so once; SIGHUP still reloads.
  watcher.on('error', (error) => {
    options.log.error({ path, err: error }, `stopped watching the model's folder (${(error as NodeJS.ErrnoException).code ?? error.message}); send SIGHUP to reload`);
    active = false;
    watcher.close();
  });
  return {
    get active() {
      return active && !closed;
    },
    close: () => {
      closed = true;
      clearTimeout(timer);
      watcher.close();
    },
  };
}

/** What tells one version of the file from another; null when there is no file. */
function identityOf(path: string): string | null {
  try {
    const stats = statSync(path, { bigint: true });
    return `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs}`;
  } catch {
    return null;
  }
}
