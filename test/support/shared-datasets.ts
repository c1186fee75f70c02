/**
 * The shared data sets (../shared/datasets beside the repository) that some tests read. A user's clone
 * has none: those tests skip with a one-line reason. CI (CI set) has them, and fails if they are missing
 * rather than skip silently.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { noteSkipped } from './skip-note.js';

export const SHARED_DATASETS = join(import.meta.dirname, '..', '..', '..', 'shared', 'datasets');

/** The path of `relative` under the shared data sets, or undefined (with a note) when it is absent. */
export function sharedDataset(relative: string, root: string = SHARED_DATASETS, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const path = join(root, relative);
  if (existsSync(path)) return path;
  if (env.CI) throw new Error(`${path} is missing: CI must run the tests on the shared data sets (../shared/datasets beside the clone)`);
  noteSkipped(`tests on the shared data set ${relative}`, `${path} is absent (a clone has no ../shared/datasets; CI has it).`);
  return undefined;
}
