/**
 * Writes a report's files into a folder: report.json (the schema'd data), report.schema.json (its
 * JSON Schema, so the folder describes itself), report.md and report.html. For callers (CLI, scripts);
 * evaluation itself never touches the file system.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NluError } from '../errors.js';
import { reportToHtml } from './render/html.js';
import { reportToMarkdown } from './render/markdown.js';
import { reportJsonSchema, type Report } from './report-schema.js';

export interface WrittenReport {
  json: string;
  schema: string;
  markdown: string;
  html: string;
}

export async function writeReport(report: Report, directory: string): Promise<WrittenReport> {
  const files: WrittenReport = {
    json: join(directory, 'report.json'),
    schema: join(directory, 'report.schema.json'),
    markdown: join(directory, 'report.md'),
    html: join(directory, 'report.html'),
  };
  try {
    await mkdir(directory, { recursive: true });
    await writeFile(files.json, `${JSON.stringify(report, null, 2)}\n`);
    await writeFile(files.schema, `${JSON.stringify(reportJsonSchema(), null, 2)}\n`);
    await writeFile(files.markdown, reportToMarkdown(report));
    await writeFile(files.html, reportToHtml(report));
  } catch (cause) {
    throw new NluError('IO_ERROR', `could not write the report into ${directory}: ${(cause as NodeJS.ErrnoException).code ?? (cause as Error).message}`, [], { cause });
  }
  return files;
}
