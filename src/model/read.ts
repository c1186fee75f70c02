import { readFile } from 'node:fs/promises';
import { NluError } from '../errors.js';
import { MODEL_FORMAT_VERSION, MODEL_KIND } from '../version.js';
import { zodIssuesToIssues } from '../validation/zod-issues.js';
import { modelSchema, type ModelFile } from './schema.js';

/** Reads and checks a model file; every failure is an NluError with a named code. */
export async function readModelFile(path: string): Promise<ModelFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new NluError('MODEL_NOT_FOUND', `expected a model file at ${path}, found nothing there (train one with "nlu train")`);
    throw new NluError('MODEL_UNREADABLE', `could not read the model file ${path}: ${code ?? (error as Error).message}`, [], { cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new NluError('MODEL_CORRUPT', `expected a complete JSON model in ${path}, found ${text.length === 0 ? 'an empty file' : 'invalid or truncated JSON'}`);
  }
  return parseModel(data, path);
}

/** Checks an already-parsed model object. */
export function parseModel(data: unknown, origin = 'the model object'): ModelFile {
  if (typeof data !== 'object' || data === null || (data as { kind?: unknown }).kind !== MODEL_KIND) {
    throw new NluError('MODEL_NOT_A_MODEL', `expected an NLU model (a JSON object with "kind": "${MODEL_KIND}") in ${origin}, found ${Array.isArray(data) ? 'an array' : typeof data === 'object' && data !== null ? 'another kind of object' : typeof data}`);
  }
  const version = (data as { formatVersion?: unknown }).formatVersion;
  if (version !== MODEL_FORMAT_VERSION) {
    throw new NluError('MODEL_VERSION_MISMATCH', `expected model format version ${MODEL_FORMAT_VERSION} in ${origin}, found ${JSON.stringify(version)}: retrain it with this version of the engine`);
  }
  // jitless: zod otherwise compiles a parser per object schema on its first use (new Function), which a model is
  // checked with once: 29 -> 10 ms of a snips load (median of 10 fresh processes), the same checks.
  const parsed = modelSchema.safeParse(data, { reportInput: true, jitless: true });
  if (!parsed.success) {
    const issues = zodIssuesToIssues(parsed.error.issues, origin);
    throw new NluError('MODEL_CORRUPT', `the model in ${origin} is damaged: ${issues.length} field${issues.length > 1 ? 's' : ''} not as expected (first: ${issues[0]!.path}: ${issues[0]!.message})`, issues);
  }
  return parsed.data;
}
