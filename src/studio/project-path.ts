import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';

/** A path the studio was told to use that lies outside the project folder, or that it cannot use. */
export class StudioConfigError extends Error {
  readonly code = 'STUDIO_CONFIG';
}

/**
 * Resolves `path` against the project folder and refuses it unless it lies inside: the studio writes the files
 * it is given, so it must never be pointed at (or be tricked by a symbolic link into) files elsewhere.
 */
export function insideProject(path: string, root: string, what: string): string {
  const realRoot = realpathSync(root);
  const absolute = resolve(realRoot, path);
  const real = realOrParent(absolute);
  const rel = relative(realRoot, real);
  if (rel.startsWith('..') || isAbsolute(rel)) {
    throw new StudioConfigError(`expected the ${what} inside the project folder ${realRoot}, found ${path} (${real})`);
  }
  return real;
}

/** The real path of what exists: a file not written yet (the model) resolves through its nearest existing folder. */
function realOrParent(path: string): string {
  if (existsSync(path)) return realpathSync(path);
  const parent = dirname(path);
  if (parent === path) return path;
  return resolve(realOrParent(parent), relative(parent, path));
}
