/** --watch-model's watch: a settled change of the model file calls back once; files beside it do not. Real files in a temp folder. */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchModelFile, type ModelWatcher, type WatchLog } from '../../src/http/model-watcher.js';
import { writeModelFile } from '../../src/model/write.js';
import type { ModelFile } from '../../src/model/schema.js';
import { tempDir } from '../helpers.js';

const DEBOUNCE_MS = 20;
/** Long enough for any event of a write to have been seen and settled. */
const SETTLED_MS = 300;

const settled = () => new Promise((resolve) => setTimeout(resolve, SETTLED_MS));
const silentLog = (): WatchLog & { warnings: string[] } => {
  const warnings: string[] = [];
  return { warnings, warn: (_fields, message) => warnings.push(message), error: (_fields, message) => warnings.push(message) };
};

let watcher: ModelWatcher | undefined;
afterEach(() => watcher?.close());

function watching(path: string, log: WatchLog = silentLog()): { changes: () => number; next: () => Promise<void> } {
  let count = 0;
  let wake: (() => void) | undefined;
  watcher = watchModelFile(path, () => ((count += 1), wake?.()), { log, debounceMs: DEBOUNCE_MS });
  return { changes: () => count, next: () => new Promise<void>((resolve) => (wake = resolve)) };
}

describe('watchModelFile', () => {
  it('calls back once when the model is replaced as nlu train --out does (temp file + rename)', async () => {
    const path = join(tempDir('nlu-watch-'), 'model.json');
    writeFileSync(path, '{"v":1}\n');
    const watch = watching(path);
    const changed = watch.next();
    await writeModelFile(path, { v: 2 } as unknown as ModelFile);
    await changed;
    await settled();
    expect(watch.changes()).toBe(1);
  });

  it('calls back when the file is written in place, in several chunks, once the writes settle', async () => {
    const path = join(tempDir('nlu-watch-'), 'model.json');
    writeFileSync(path, '{"v":1}\n');
    const watch = watching(path);
    const changed = watch.next();
    writeFileSync(path, '{"v":');
    writeFileSync(path, '{"v":2}\n', { flag: 'w' });
    await changed;
    await settled();
    expect(watch.changes()).toBe(1);
  });

  it('ignores other files in the folder', async () => {
    const dir = tempDir('nlu-watch-');
    const path = join(dir, 'model.json');
    writeFileSync(path, '{"v":1}\n');
    const watch = watching(path);
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    writeFileSync(join(dir, '.model.json.123.tmp'), '{"v":');
    await settled();
    expect(watch.changes()).toBe(0);
  });

  it('says when the file is gone, and calls back when it is back', async () => {
    const path = join(tempDir('nlu-watch-'), 'model.json');
    writeFileSync(path, '{"v":1}\n');
    const log = silentLog();
    const watch = watching(path, log);
    rmSync(path);
    await settled();
    expect(watch.changes()).toBe(0);
    expect(log.warnings).toEqual(['the model file is gone or cannot be read; still serving the loaded model']);
    const changed = watch.next();
    writeFileSync(path, '{"v":2}\n');
    await changed;
    expect(watch.changes()).toBe(1);
  });

  it('says it cannot watch a folder that does not exist, and is not active', () => {
    const log = silentLog();
    watcher = watchModelFile(join(tempDir('nlu-watch-'), 'nope', 'model.json'), () => {}, { log });
    expect(watcher.active).toBe(false);
    expect(log.warnings).toEqual(["cannot watch the model's folder (ENOENT); send SIGHUP to reload"]);
  });
});
