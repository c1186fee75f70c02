import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Corpus } from '../corpus/types.js';
import { corpusToDialogflow } from './dialogflow.js';
import { corpusToRasa } from './rasa.js';
import type { ExportFormat, ExportResult } from './types.js';

/** A corpus in another engine's format: its files and what that engine has no place for. */
export function exportCorpus(corpus: Corpus, to: ExportFormat): ExportResult {
  return to === 'rasa' ? corpusToRasa(corpus) : corpusToDialogflow(corpus);
}

export async function writeExport(result: ExportResult, out: string): Promise<string[]> {
  const written: string[] = [];
  for (const [path, text] of result.files) {
    const full = join(out, path);
    await mkdir(join(full, '..'), { recursive: true });
    await writeFile(full, text);
    written.push(full);
  }
  return written;
}
