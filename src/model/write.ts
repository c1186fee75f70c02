import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import { NluError } from '../errors.js';
import type { ModelFile } from './schema.js';

/** Writes the model atomically: a temp file beside the target, then a rename, so a crash never leaves half a model. */
export async function writeModelFile(path: string, model: ModelFile): Promise<number> {
  const text = `${JSON.stringify(model)}\n`;
  const dir = dirname(path);
  const temp = join(dir, `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(temp, text, 'utf8');
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw new NluError('IO_ERROR', `could not write the model to ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, [], { cause: error });
  }
  return Buffer.byteLength(text);
}
