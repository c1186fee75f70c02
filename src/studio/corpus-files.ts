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
import { basename, dirname, join, resolve } from 'node:path';
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

export class CorpusFiles {
  private scratchChecked: Promise<string | null> | null = null;

  /** `root`: the project folder (its `.nlu-studio/tmp/` takes the temp files). */
  constructor(readonly root: string) {}

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
    return holding(paths, async () => {
      for (let attempt = 1; ; attempt++) {
        const read = await Promise.all(paths.map((p) => readFile(p, 'utf8')));
        const planned = plan(read.map((source) => keepFormatting.toEditable(source)));
        const next = planned.map((text, i) => (text === null ? null : keepFormatting.restore(read[i]!, text)));
        const written = next.map((text, i) => text ?? read[i]!);
        const temps: Array<string | null> = [];
        try {
          for (const [i, text] of next.entries()) temps.push(text === null || text === read[i] ? null : await this.writeTemp(paths[i]!, text));
          // Just before the renames: is every file still what the plan was made from?
          const now = await Promise.all(paths.map((p) => readFile(p, 'utf8')));
          if (now.every((text, i) => text === read[i])) {
            for (const [i, temp] of temps.entries()) if (temp) await rename(temp, paths[i]!);
            return written;
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

  /** Deletes the file when `holdsNothing` says so of its text as read (in the file's turn, so no write is lost); true when deleted. */
  async removeIf(path: string, holdsNothing: (source: string) => boolean): Promise<boolean> {
    return holding([path], async () => {
      if (!holdsNothing(await readFile(path, 'utf8'))) return false;
      await rm(path);
      return true;
    });
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
  async sweep(corpusPath: string): Promise<number> {
    let removed = 0;
    const scratch = await this.scratch();
    const folders = [...(scratch ? [scratch] : []), ...(await folderTree(corpusPath))];
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
