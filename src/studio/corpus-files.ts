/**
 * Every write the studio makes to a project's corpus files goes through here, so none is lost:
 * - one queue per file (in this process): two requests that change one file run one after the other, the second
 *   reading what the first wrote, instead of both reading the same text and the last rename winning;
 * - a check, just before the new text replaces the file, that no one else (an editor, `git pull`, another studio)
 *   wrote it since it was read. Then the change is made again on the new text: every change names what it changes
 *   by identity (an intent's id, an utterance's text), so it lands where it should or is refused. A file that keeps
 *   changing is refused with 409 after a few tries;
 * - the new text is written to a temp file in the project's `.nlu-studio/tmp/` (never in the corpus folder, where
 *   a kill -9 would leave it for git and editors to see), then renamed over the file: a reader sees the old file or
 *   the new one, never half of one.
 * The window left between the last check and the rename is a few microseconds; closing it would need every editor
 * to take a lock, which editors do not.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { AsyncLocalStorage } from 'node:async_hooks';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { ChangeJournal, hashText, type JournalEntry } from './change-journal.js';
import { CorpusEditError } from './corpus-document.js';
import { insideProject } from './project-path.js';
import { keepFormatting } from './keep-formatting.js';

/** Where the studio's temp files go, inside the project folder (kept out of git with the rest of `.nlu-studio/`). */
export const SCRATCH_FOLDER = '.nlu-studio/tmp';
/** How many times a change is made again on a file someone else keeps writing, before it is refused. */
const ATTEMPTS = 5;

/** One queue per file, for the whole process: two studios on one project (tests build several) share it too. */
const queues = new Map<string, Promise<unknown>>();

/** Runs `work` once every earlier holder of these files has finished; files are taken in one order (no deadlock). */
async function holding<T>(paths: readonly string[], work: () => Promise<T>): Promise<T> {
  const keys = [...new Set(paths.map((p) => resolve(p)))].sort();
  const before = keys.map((k) => queues.get(k) ?? Promise.resolve());
  const done = Promise.all(before.map((p) => p.catch(() => undefined))).then(work);
  const settled = done.catch(() => undefined);
  for (const key of keys) queues.set(key, settled);
  try {
    return await done;
  } finally {
    for (const key of keys) if (queues.get(key) === settled) queues.delete(key);
  }
}

/** A change to several files: given their texts as read (in `paths` order), their new texts, null for one left as it is. */
export type Plan = (sources: string[]) => Array<string | null>;

/** A file a change wrote: its text before (null: the change created it) and after (null: the change removed it). */
interface Written {
  path: string;
  before: string | null;
  after: string | null;
}

/** One write per file: a file written twice in one change (emptied, then removed) keeps its first text before and its last after. */
function coalesce(written: readonly Written[]): Written[] {
  const byPath = new Map<string, Written>();
  for (const w of written) {
    const first = byPath.get(w.path);
    byPath.set(w.path, first ? { ...first, after: w.after } : w);
  }
  return [...byPath.values()].filter((w) => w.before !== w.after);
}

/** The change running (change()): the writes made within it are gathered into one history entry. */
const changeContext = new AsyncLocalStorage<{ written: Written[] }>();
/** A planned text that means "remove the file" (an undo of a change that created it). */
const REMOVE = Symbol('remove');

export class CorpusFiles {
  private scratchChecked: Promise<string | null> | null = null;
  /** Every change made through this object, undoable (change-journal.ts). */
  readonly journal: ChangeJournal;

  /** `root`: the project folder (its `.nlu-studio/tmp/` takes the temp files, `.nlu-studio/history/` the history). */
  constructor(readonly root: string) {
    this.journal = new ChangeJournal(root);
  }

  /**
   * Runs `work` as one change of the history, named `label`: every file it writes (one or several, a move or a
   * rename) is undone together (change-journal.ts). A write outside any change is one of its own.
   */
  async change<T>(label: string, work: () => Promise<T>): Promise<T> {
    const written: Written[] = [];
    try {
      return await changeContext.run({ written }, work);
    } finally {
      // Recorded even when the work failed half-way (the intent written, its messages not labelled): what was
      // written can be undone.
      const files = coalesce(written);
      if (files.length > 0) await this.journal.record(label, files);
    }
  }

  /** Reads the file, changes its text with `edit` (which may throw to refuse), writes the result; returns it. */
  async update(path: string, edit: (source: string) => string): Promise<string> {
    const [text] = await this.updateAll([path], ([source]) => [edit(source!)]);
    return text!;
  }

  /**
   * Changes several files as one: all are read, `plan` computes every new text before anything is written (a
   * refusal leaves every file as it was), each file is checked unchanged on disk, then each is replaced, in
   * `paths` order. Returns the texts now on disk.
   */
  async updateAll(paths: readonly string[], plan: Plan): Promise<string[]> {
    const written = await this.commit(paths, (read) => {
      const missing = read.findIndex((text) => text === null);
      if (missing >= 0) throw new CorpusEditError(404, `expected the file ${paths[missing]}, found none: it was removed on disk; reload the page`);
      const planned = plan(read.map((source) => keepFormatting.toEditable(source!)));
      return planned.map((text, i) => (text === null ? null : keepFormatting.restore(read[i]!, text)));
    });
    return written.map((text) => text!);
  }

  /**
   * Undoes change `id` of the history: each file it wrote gets back its text from before (a file it created is
   * removed), only while every one of them is still as the change left it; 409 saying which is not.
   */
  async undo(id: number): Promise<JournalEntry> {
    const entry = await this.journal.get(id);
    if (!entry || entry.undone) throw new CorpusEditError(409, `expected a change of the history to undo, found ${entry ? 'it already undone' : `no change ${id}`}: reload the page`);
    const rows = await this.journal.rows();
    const row = rows.find((r) => r.id === id);
    if (row && !row.undoable) throw new CorpusEditError(409, `expected the files of "${entry.label}" as it left them, found otherwise: ${row.why}`);
    const paths = entry.files.map((f) => this.journal.path(f.file));
    await this.commit(paths, (read) => read.map((text, i) => {
      const file = entry.files[i]!;
      if ((text === null ? null : hashText(text)) !== file.afterHash) {
        throw new CorpusEditError(409, `expected ${file.file} as "${entry.label}" left it, found it ${text === null ? 'removed' : file.afterHash === null ? 'made again' : 'changed since'}: undo the later changes first, or edit the file`);
      }
      return file.before ?? REMOVE;
    }), { record: false });
    await this.journal.markUndone(id);
    return entry;
  }

  /**
   * The one way files are replaced: read (null: no file), planned (null: left as is; REMOVE: removed), each new
   * text in a temp file, every file read again to check no one wrote it meanwhile (else planned again, up to
   * ATTEMPTS times), then renamed over, in `paths` order; the changes recorded in the history.
   */
  private async commit(paths: readonly string[], plan: (read: Array<string | null>) => Array<string | null | typeof REMOVE>, options = { record: true }): Promise<Array<string | null>> {
    return holding(paths, async () => {
      for (let attempt = 1; ; attempt++) {
        const read = await Promise.all(paths.map((p) => readFile(p, 'utf8').catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        })));
        const next = plan(read);
        const changed = next.map((text, i) => text !== null && text !== read[i]);
        const temps: Array<string | null> = [];
        try {
          for (const [i, text] of next.entries()) temps.push(changed[i] && typeof text === 'string' ? await this.writeTemp(paths[i]!, text) : null);
          // Just before the renames: is every file still what the plan was made from?
          const now = await Promise.all(paths.map((p) => readFile(p, 'utf8').catch(() => null)));
          if (now.every((text, i) => text === read[i])) {
            const written: Written[] = [];
            for (const [i, text] of next.entries()) {
              if (!changed[i]) continue;
              if (text === REMOVE) await rm(paths[i]!, { force: true });
              else await rename(temps[i]!, paths[i]!);
              written.push({ path: paths[i]!, before: read[i]!, after: text === REMOVE ? null : (text as string) });
            }
            if (options.record && written.length > 0) await this.recordWritten(written);
            return next.map((text, i) => (text === REMOVE ? null : text ?? read[i]!));
          }
        } finally {
          await Promise.all(temps.map((t) => (t ? rm(t, { force: true }) : undefined)));
        }
        if (attempt === ATTEMPTS) {
          throw new CorpusEditError(409, `expected ${paths.length > 1 ? 'the files' : 'the file'} to stay as read while the studio wrote, found ${paths.length > 1 ? 'them' : 'it'} changed by another program ${ATTEMPTS} times: nothing was written; try again`);
        }
      }
    });
  }

  /** Into the change running (change()), or as a change of its own. */
  private async recordWritten(written: Written[]): Promise<void> {
    const context = changeContext.getStore();
    if (context) context.written.push(...written);
    else await this.journal.record(`Changed ${written.map((w) => relative(this.root, w.path).split('\\').join('/')).join(', ')}`, written);
  }

  /** Removes the file when `holdsNothing` says so of its text as read (in the file's turn, so no write is lost; undoable); true when removed. */
  async removeIf(path: string, holdsNothing: (source: string) => boolean): Promise<boolean> {
    let removed = false;
    await this.commit([path], ([text]) => {
      removed = text !== null && holdsNothing(text!);
      return [removed ? REMOVE : null];
    });
    return removed;
  }

  /** Writes a new file; refuses (409) when one exists already, even one made a moment before. */
  async create(path: string, text: string): Promise<void> {
    await holding([path], async () => {
      await mkdir(dirname(path), { recursive: true });
      const temp = await this.writeTemp(path, text);
      try {
        // A hard link makes the name only when it is free, atomically, with the whole text already in it.
        await link(temp, path);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') throw new CorpusEditError(409, `expected no file at ${path}, found one: reload the page`);
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw error;
        // A file system without hard links: an exclusive create, then the text.
        await writeFile(path, text, { encoding: 'utf8', flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
          throw e.code === 'EEXIST' ? new CorpusEditError(409, `expected no file at ${path}, found one: reload the page`) : e;
        });
      } finally {
        await rm(temp, { force: true });
      }
      await this.recordWritten([{ path, before: null, after: text }]);
    });
  }

  /**
   * The new text in a temp file on the same file system as `path`, with its permissions: in `.nlu-studio/tmp/`,
   * or beside the file when that folder is elsewhere (another disk, or a link out of the project).
   */
  private async writeTemp(path: string, text: string): Promise<string> {
    const scratch = await this.scratch();
    const name = `${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    const mode = await stat(path).then((s) => s.mode & 0o7777, () => null);
    let temp = scratch && (await sameDevice(scratch, dirname(path))) ? join(scratch, name) : join(dirname(path), `.${basename(path)}.${name}`);
    try {
      await writeFile(temp, text, 'utf8');
    } catch (error) {
      if (!temp.startsWith(scratch ?? '\0')) throw error;
      temp = join(dirname(path), `.${basename(path)}.${name}`);
      await writeFile(temp, text, 'utf8');
    }
    if (mode !== null) await chmod(temp, mode).catch(() => undefined);
    return temp;
  }

  /** The scratch folder, made once and only when it lies inside the project; null when it cannot be used. */
  private scratch(): Promise<string | null> {
    this.scratchChecked ??= (async () => {
      try {
        const path = insideProject(SCRATCH_FOLDER, this.root, 'studio temp folder');
        await mkdir(path, { recursive: true });
        return insideProject(SCRATCH_FOLDER, this.root, 'studio temp folder');
      } catch {
        return null;
      }
    })();
    return this.scratchChecked;
  }

  /**
   * Removes the temp files a studio killed mid-write left (kill -9, a power cut): those of processes no longer
   * running, in the scratch folder and, from older studios or a scratch folder on another disk, beside the corpus files.
   */
  async sweep(corpusPath: string, options = { recursive: true }): Promise<number> {
    let removed = 0;
    const scratch = await this.scratch();
    const folders = [...(scratch ? [scratch] : []), ...(options.recursive ? await folderTree(corpusPath) : [corpusPath])];
    for (const folder of folders) {
      for (const name of await readdir(folder).catch(() => [] as string[])) {
        const match = /(?:^|\.)(\d+)\.[0-9a-f]{8,12}\.tmp$/.exec(name);
        if (!match || (folder !== scratch && !name.startsWith('.')) || alive(Number(match[1]))) continue;
        await rm(join(folder, name), { force: true });
        removed++;
      }
    }
    return removed;
  }
}

async function sameDevice(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([stat(a), stat(b)]).catch(() => [null, null]);
  return x !== null && y !== null && x.dev === y.dev;
}

async function folderTree(path: string): Promise<string[]> {
  if (!existsSync(path) || !(await stat(path)).isDirectory()) return existsSync(path) ? [dirname(path)] : [];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  return [path, ...entries.filter((e) => e.isDirectory()).map((e) => join(e.parentPath, e.name))];
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
