import { readdir } from 'node:fs/promises';
import { NluError } from '../errors.js';

/**
 * An import writes into a new or empty folder, or over an earlier import (its import-report.json says so:
 * the same export gives the same files): never over a corpus someone wrote, unless forced.
 */
export async function checkImportFolder(out: string, force: boolean, what = "the import's folder"): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(out);
  } catch {
    return;
  }
  if (force || entries.length === 0 || entries.includes('import-report.json')) return;
  throw new NluError('IMPORT_INVALID', `expected ${what} to be new or empty (or an earlier import's), found ${out} holding ${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}: choose another folder${force ? '' : ', or --force to write there'}`);
}
