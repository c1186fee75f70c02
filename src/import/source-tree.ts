import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join, relative, sep } from 'node:path';
import { unzipSync } from 'fflate';
import { NluError } from '../errors.js';

/** The text files of what is imported (a folder, a zip or one file), by path relative to it with "/" separators. */
export interface SourceTree {
  /** What was given, for messages. */
  root: string;
  files: Map<string, string>;
}

const TEXT_EXTENSIONS = new Set(['.json', '.yml', '.yaml', '.md', '.lu', '.txt']);
/** Folders of tools and caches, never part of a bot's data. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', '.rasa', 'models', '__pycache__', '.venv', 'venv']);
/** Past this many bytes of text a source is refused: exports are a few MB at most. */
const MAX_TOTAL_BYTES = 200 * 1024 * 1024;

/** Reads a folder, a zip (Dialogflow's export) or a single file into memory. Errors are NluErrors with a code. */
export async function readSourceTree(path: string): Promise<SourceTree> {
  let info;
  try {
    info = await stat(path);
  } catch {
    throw new NluError('IMPORT_UNREADABLE', `expected an export to import at ${path} (a folder, a .zip or a file), found nothing there`);
  }
  if (info.isDirectory()) return { root: path, files: await readFolder(path) };
  if (extname(path).toLowerCase() === '.zip') return { root: path, files: readZip(await readFile(path), path) };
  const files = new Map<string, string>();
  files.set(basename(path), await readText(path));
  return { root: path, files };
}

/** A zip's text files, from its bytes (the studio's upload uses this too). */
export function readZip(bytes: Uint8Array, name: string): Map<string, string> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (f) => TEXT_EXTENSIONS.has(extname(f.name).toLowerCase()) && !f.name.split('/').some((p) => SKIPPED_FOLDERS.has(p) || p === '__MACOSX') });
  } catch (error) {
    throw new NluError('IMPORT_UNREADABLE', `expected a zip archive at ${name}, found a file that does not unzip (${(error as Error).message})`);
  }
  const files = new Map<string, string>();
  let total = 0;
  for (const path of Object.keys(entries).sort()) {
    if (path.endsWith('/')) continue;
    total += entries[path]!.length;
    if (total > MAX_TOTAL_BYTES) throw new NluError('IMPORT_UNREADABLE', `expected an export of at most ${MAX_TOTAL_BYTES / 1024 / 1024} MB of text, found more in ${name}`);
    files.set(path, new TextDecoder('utf-8').decode(entries[path]!).replace(/^\uFEFF/, ''));
  }
  // A zip of a folder holds one top folder: paths are read inside it, as for the folder itself.
  return stripCommonFolder(files);
}

function stripCommonFolder(files: Map<string, string>): Map<string, string> {
  const paths = [...files.keys()];
  const first = paths[0]?.split('/')[0];
  if (first === undefined || !paths.every((p) => p.startsWith(`${first}/`))) return files;
  return new Map(paths.map((p) => [p.slice(first.length + 1), files.get(p)!]));
}

async function readFolder(root: string): Promise<Map<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((e) => e.isFile() && TEXT_EXTENSIONS.has(extname(e.name).toLowerCase()))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((p) => !p.split(sep).some((part) => SKIPPED_FOLDERS.has(part)))
    .sort();
  const files = new Map<string, string>();
  let total = 0;
  for (const p of paths) {
    const text = await readText(join(root, p));
    total += text.length;
    if (total > MAX_TOTAL_BYTES) throw new NluError('IMPORT_UNREADABLE', `expected an export of at most ${MAX_TOTAL_BYTES / 1024 / 1024} MB of text, found more in ${root}`);
    files.set(p.split(sep).join('/'), text);
  }
  return files;
}

async function readText(path: string): Promise<string> {
  try {
    return (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  } catch (error) {
    throw new NluError('IMPORT_UNREADABLE', `expected a readable file at ${path}, found an error: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}
