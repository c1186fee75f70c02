/**
 * The studio's history: every change it made to the corpus files, newest last, each with what the files held
 * before it, so it can be undone. The files stay the source of truth: an entry is undone only while every file
 * it touched is still exactly as the change left it (compared by a hash of the text), which makes an undo of the
 * last change of each file, in turn, the only undo there is; a file changed since (a later change, an editor,
 * `git pull`) refuses it with a 409 saying so. Entries are kept in `.nlu-studio/history/` (one JSON file each, the
 * newest 100 within 64 MB), so a restarted studio still undoes what the last one did.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { insideProject } from './project-path.js';

export const HISTORY_FOLDER = '.nlu-studio/history';

export interface JournalFile {
  /** Relative to the project folder, with / separators. */
  file: string;
  /** The text before the change; null: the change created the file. */
  before: string | null;
  /** sha256 of the text the change wrote; null: the change removed the file. */
  afterHash: string | null;
}

export interface JournalEntry {
  id: number;
  /** ISO time of the change. */
  at: string;
  /** What the change did, as the page says it ("Added "howdy" to greeting"). */
  label: string;
  files: JournalFile[];
  undone: boolean;
}

/** An entry as the History page shows it: whether it can be undone now, and why not. */
export interface JournalRow extends JournalEntry {
  undoable: boolean;
  why: string | null;
}

export const hashText = (text: string): string => createHash('sha256').update(text).digest('hex');

export interface JournalLimits {
  entries: number;
  bytes: number;
}

export class ChangeJournal {
  private entries: JournalEntry[] = [];
  private loading: Promise<void> | null = null;
  private writes: Promise<unknown> = Promise.resolve();

  constructor(private readonly root: string, private readonly limits: JournalLimits = { entries: 100, bytes: 64 * 1024 * 1024 }) {}

  /** Records one change (the files it wrote, with their texts before and after); returns its entry. */
  async record(label: string, changes: ReadonlyArray<{ path: string; before: string | null; after: string | null }>): Promise<JournalEntry> {
    await this.load();
    const entry: JournalEntry = {
      id: (this.entries.at(-1)?.id ?? 0) + 1,
      at: new Date().toISOString(),
      label,
      files: changes.map((c) => ({ file: this.name(c.path), before: c.before, afterHash: c.after === null ? null : hashText(c.after) })),
      undone: false,
    };
    this.entries.push(entry);
    const dropped = this.prune();
    await this.persist(entry, dropped);
    return entry;
  }

  /** The newest change not undone, or null. */
  async latest(): Promise<JournalEntry | null> {
    await this.load();
    return this.entries.findLast((e) => !e.undone) ?? null;
  }

  /** The newest change not undone, from memory (loaded once latest() or rows() has run): for every page's bar. */
  latestNow(): JournalEntry | null {
    return this.entries.findLast((e) => !e.undone) ?? null;
  }

  async get(id: number): Promise<JournalEntry | null> {
    await this.load();
    return this.entries.find((e) => e.id === id) ?? null;
  }

  /** Changes not undone, newest first, each saying whether it can be undone now (its files as it left them). */
  async rows(): Promise<JournalRow[]> {
    await this.load();
    const current = new Map<string, string | null>();
    const hashOf = async (file: string) => {
      if (!current.has(file)) current.set(file, await readFile(this.path(file), 'utf8').then(hashText, () => null));
      return current.get(file)!;
    };
    const live = this.entries.filter((e) => !e.undone);
    const rows: JournalRow[] = [];
    for (const [i, entry] of live.entries()) {
      let why: string | null = null;
      for (const f of entry.files) {
        const later = live.slice(i + 1).findLast((e) => e.files.some((g) => g.file === f.file));
        if (later) why = `undo the later change to ${f.file} first ("${later.label}")`;
        else if ((await hashOf(f.file)) !== f.afterHash) why = `${f.file} was changed since by another program (an editor, git)`;
        if (why) break;
      }
      rows.push({ ...entry, undoable: why === null, why });
    }
    return rows.reverse();
  }

  async markUndone(id: number): Promise<void> {
    const entry = await this.get(id);
    if (!entry) return;
    entry.undone = true;
    await this.persist(entry, []);
  }

  /** The absolute path of an entry's file. */
  path(file: string): string {
    return resolve(this.root, file);
  }

  private name(path: string): string {
    return relative(this.root, path).split('\\').join('/');
  }

  private folder(): string {
    return insideProject(HISTORY_FOLDER, this.root, 'studio history folder');
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      let names: string[];
      try {
        names = await readdir(this.folder());
      } catch {
        return;
      }
      const read = await Promise.all(names.filter((n) => /^\d+\.json$/.test(n)).map(async (n) => {
        try {
          return JSON.parse(await readFile(join(this.folder(), n), 'utf8')) as JournalEntry;
        } catch {
          return null; // a damaged entry is skipped: it can no longer be undone
        }
      }));
      this.entries = read.filter((e): e is JournalEntry => e !== null && typeof e.id === 'number' && Array.isArray(e.files)).sort((a, b) => a.id - b.id);
    })();
    return this.loading;
  }

  /** Drops the oldest entries beyond the limits; returns them. */
  private prune(): JournalEntry[] {
    const size = (e: JournalEntry) => e.files.reduce((n, f) => n + (f.before?.length ?? 0), 0);
    let bytes = this.entries.reduce((n, e) => n + size(e), 0);
    const dropped: JournalEntry[] = [];
    while (this.entries.length > 1 && (this.entries.length > this.limits.entries || bytes > this.limits.bytes)) {
      const oldest = this.entries.shift()!;
      bytes -= size(oldest);
      dropped.push(oldest);
    }
    return dropped;
  }

  /** Writes the entry (a temp file, then a rename) and removes the dropped ones, one write after the other. */
  private persist(entry: JournalEntry, dropped: JournalEntry[]): Promise<void> {
    const write = this.writes.then(async () => {
      const folder = this.folder();
      await mkdir(folder, { recursive: true });
      const path = join(folder, `${entry.id}.json`);
      await writeFile(`${path}.tmp`, JSON.stringify(entry));
      await rename(`${path}.tmp`, path);
      await Promise.all(dropped.map((d) => rm(join(folder, `${d.id}.json`), { force: true })));
    });
    this.writes = write.catch(() => undefined);
    return write;
  }
}
