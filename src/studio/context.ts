/** What the studio's route modules share: the configuration, the page frame's values, the loaded model and the corpus's problems. */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { loadCorpus } from '../corpus/load.js';
import { NluError, type Issue } from '../errors.js';
import { Understander } from '../understander.js';
import type { StudioConfig } from './config.js';
import type { PageCommon } from './pages/layout.js';

export interface StudioContext {
  config: StudioConfig;
  /** What every page's frame carries. */
  common: PageCommon;
  /** A path inside the project folder as the user writes it: relative, with / separators. */
  relativeToRoot(path: string): string;
  model: StudioModel;
}

/** The model the try box answers with: the one at config.modelPath, reloaded after each training. */
export class StudioModel {
  understander: Understander | null = null;
  /** One line for the pages: which model is loaded, or why none is. */
  state = 'No model yet: train first.';

  constructor(private readonly path: string, private readonly label: string) {}

  async load(): Promise<void> {
    this.understander = await Understander.load(this.path);
    this.state = `Model: ${this.label} (${this.understander.info.intents.length} intents, trained ${this.understander.info.createdAt}).`;
  }

  /** Loads the model file when there is one; a file that does not load is reported, not thrown. */
  async loadIfPresent(): Promise<void> {
    if (!existsSync(this.path)) return;
    await this.load().catch((error: Error) => { this.state = `The model at ${this.label} did not load (${error.message}): train again.`; });
  }
}

export function relativeTo(root: string): (path: string) => string {
  return (path) => relative(root, path).split('\\').join('/') || '.';
}

/** The corpus's problems as `nlu train` reports them (none when it loads). */
export async function validationIssues(corpusPath: string): Promise<Issue[]> {
  try {
    await loadCorpus(corpusPath);
    return [];
  } catch (error) {
    if (error instanceof NluError) return error.issues.length > 0 ? [...error.issues] : [{ path: '', message: error.message }];
    throw error;
  }
}

/** Why the corpus cannot be trained or evaluated now (the problems `nlu train` would report), or null. */
export async function corpusRefusal(corpusPath: string): Promise<string | null> {
  const issues = await validationIssues(corpusPath);
  if (issues.length === 0) return null;
  return `the corpus has ${issues.length} problem${issues.length > 1 ? 's' : ''}: fix ${issues.length > 1 ? 'them' : 'it'} on the Corpus page first`;
}
