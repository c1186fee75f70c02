/**
 * The corpus as the pages read it (each YAML file's view, the problems `nlu train` would report, the entity
 * names), kept between requests: a file is parsed again only when it changed on disk (another inode, size or
 * modification time; the studio's own writes rename a new file over the old, so they always show). A corpus
 * of 20 000 utterances takes seconds to parse and check; a page after one edit parses one file.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, relative } from 'node:path';
import { mergeAndCheck } from '../corpus/check.js';
import type { CorpusPart } from '../corpus/formats/part.js';
import { corpusPartOfText, listCorpusFiles } from '../corpus/load.js';
import { NluError, type Issue } from '../errors.js';
import { viewOf, viewOfData, type CorpusFileView } from './corpus-document.js';

export interface CorpusSnapshot {
  /** Each YAML file as the Corpus page shows it, in the order `nlu train` reads them. */
  views: CorpusFileView[];
  /** The problems `nlu train` would report (files as the loader names them: absolute paths). */
  issues: Issue[];
  /** Every entity the corpus defines. */
  entityNames: string[];
}

interface FileEntry {
  signature: string;
  part: CorpusPart;
  view: CorpusFileView | null;
}

const YAML_EXTENSIONS = new Set(['.yaml', '.yml']);

export class CorpusSnapshots {
  private readonly entries = new Map<string, FileEntry>();
  private merged: { key: string; issues: Issue[]; entityNames: string[] } | null = null;
  private last: Promise<unknown> = Promise.resolve();

  constructor(private readonly corpusPath: string, private readonly root: string) {}

  /** One read at a time: a page asked for while the corpus is read (at start) waits for that read, not parse it twice. */
  read(): Promise<CorpusSnapshot> {
    const next = this.last.then(() => this.readNow(), () => this.readNow());
    this.last = next.catch(() => undefined);
    return next;
  }

  private async readNow(): Promise<CorpusSnapshot> {
    let paths: string[];
    try {
      paths = await listCorpusFiles(this.corpusPath);
    } catch (error) {
      if (error instanceof NluError) return { views: [], issues: [...error.issues], entityNames: [] };
      throw error;
    }
    const entries = await Promise.all(paths.map((path) => this.entry(path)));
    for (const path of [...this.entries.keys()]) if (!paths.includes(path)) this.entries.delete(path);
    const key = paths.map((p, i) => `${p}\u0000${entries[i]!.signature}`).join('\u0001');
    if (this.merged?.key !== key) {
      const parts = entries.map((e) => e.part);
      const { issues } = mergeAndCheck(parts);
      this.merged = { key, issues, entityNames: [...new Set(parts.flatMap((p) => p.entities.map((e) => e.name)))] };
    }
    return { views: entries.flatMap((e) => (e.view ? [e.view] : [])), issues: this.merged.issues, entityNames: this.merged.entityNames };
  }

  private async entry(path: string): Promise<FileEntry> {
    const info = await stat(path, { bigint: true });
    const signature = `${info.ino}:${info.size}:${info.mtimeNs}`;
    const known = this.entries.get(path);
    if (known?.signature === signature) return known;
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      // Gone or unreadable since it was listed: said as `nlu train` says it, and read again next time.
      const entry = { signature: 'unreadable', part: { intents: [], entities: [], outOfScope: [], issues: [{ file: path, path: '', message: `expected a readable file, found an error: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` }] }, view: null };
      return entry;
    }
    const { part, data } = corpusPartOfText(path, text);
    const file = relative(this.root, path).split('\\').join('/');
    const view = !YAML_EXTENSIONS.has(extname(path).toLowerCase()) ? null : data === undefined ? viewOf(file, text) : viewOfData(file, data);
    const entry = { signature, part, view };
    this.entries.set(path, entry);
    return entry;
  }
}
