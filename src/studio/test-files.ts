/**
 * The test files the Evaluate page offers: labelled statements kept apart from the corpus (JSON Lines `{"text",
 * "intent"}`, as `nlu traffic export --labelled` writes them, or YAML/JSON in the corpus format) found under the
 * project folder, and the check that a path a request names is one of the project's files.
 */
import { readdir, realpath, stat } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { insideProject, StudioConfigError } from './project-path.js';

const TEST_EXTENSIONS = new Set(['.jsonl', '.yaml', '.yml', '.json']);
/** Folders that hold tools' files, never a bot's test data. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage']);
const MAX_DEPTH = 4;
const MAX_CANDIDATES = 100;

/**
 * Data files under the project folder, relative to it, outside the corpus and the model's folder. JSON files at
 * the project's top level (package.json, tsconfig.json) are tools' files, so they are left out.
 */
export async function testFileCandidates(root: string, exclude: { corpusPath: string; modelPath: string }): Promise<string[]> {
  const found: string[] = [];
  // The corpus and model paths are real paths (project-path.ts): walk the real project folder to compare them.
  const base = await realpath(root);
  const modelFolder = join(exclude.modelPath, '..');
  const walk = async (folder: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH || found.length >= MAX_CANDIDATES) return;
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      // Hidden folders (.git, .nlu-studio with its own reports) hold no test data.
      if (entry.name.startsWith('.') || path === exclude.corpusPath) continue;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && path !== modelFolder) await walk(path, depth + 1);
      } else if (entry.isFile() && TEST_EXTENSIONS.has(extname(entry.name).toLowerCase()) && !(depth === 0 && extname(entry.name) === '.json')) {
        if (found.length < MAX_CANDIDATES) found.push(relative(base, path).split('\\').join('/'));
      }
    }
  };
  await walk(base, 0);
  return found;
}

/** The test file a request names, resolved inside the project folder; refused when it lies outside or is missing. */
export async function projectTestFile(root: string, path: string): Promise<string> {
  const resolved = insideProject(path, root, 'test file');
  const info = await stat(resolved).catch(() => null);
  if (!info) throw new StudioConfigError(`expected a test file inside the project folder, found nothing at ${path}`);
  if (!info.isFile() && !info.isDirectory()) throw new StudioConfigError(`expected a test file or folder, found something else at ${path}`);
  return resolved;
}
