/** The referrer module stands alone: nothing under src/referrer imports code outside it. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../src/referrer/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('src/referrer', () => {
  it('imports only its own files, Node built-ins and its storage and validation packages', () => {
    const allowedPackages = new Set(['zod', 'pg', 'better-sqlite3']);
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bfrom\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)) {
        const specifier = (match[1] ?? match[2])!;
        const where = `${relative(root, file)} imports ${specifier}`;
        if (specifier.startsWith('.')) expect(relative(root, resolve(dirname(file), specifier)).startsWith('..'), where).toBe(false);
        else expect(specifier.startsWith('node:') || allowedPackages.has(specifier), where).toBe(true);
      }
    }
  });
});
