/** What the studio's route modules share: the configuration, the page frame's values, the loaded model and the corpus's problems. */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { loadCorpus } from '../corpus/load.js';
import { NluError, type Issue } from '../errors.js';
import { Understander } from '../understander.js';
import type { TrafficStore } from '../traffic/store.js';
import type { StudioConfig } from './config.js';
import type { CorpusFiles } from './corpus-files.js';
import type { CorpusSnapshots } from './corpus-snapshot.js';
import type { PageCommon } from './pages/layout.js';
import { issuePlace } from './pages/issue-places.js';

export interface StudioContext {
  config: StudioConfig;
  /** What every page's frame carries. */
  common: PageCommon;
  /** A path inside the project folder as the user writes it: relative, with / separators. */
  relativeToRoot(path: string): string;
  model: StudioModel;
  traffic: StudioTraffic;
  /** Every write to the corpus files goes through it (one at a time per file, checked against other programs). */
  files: CorpusFiles;
  /** The corpus as the pages read it, parsed again only where a file changed. */
  corpus: CorpusSnapshots;
}

/** The recorded traffic the Inbox reads and labels: the open store, or why there is none. */
export interface StudioTraffic {
  store: TrafficStore | null;
  /** Where it is, as shown (a URL's password hidden). */
  label: string | null;
  /** Why the store is not open (none configured, or it failed to open). */
  problem: string | null;
}

/**
 * The model the try box (and the Inbox's guesses) answer with: the draft Train writes, reloaded after each
 * training; until there is a draft, the published model, so a project trained before still answers.
 */
export class StudioModel {
  understander: Understander | null = null;
  /** One line for the pages: which model is loaded, or why none is. */
  state = 'No model yet: train first.';

  constructor(private readonly draft: { path: string; label: string }, private readonly published: { path: string; label: string }) {}

  /** Loads the draft (after a training). */
  async load(): Promise<void> {
    this.understander = await Understander.load(this.draft.path);
    this.state = `Model: the draft ${this.draft.label} (${this.understander.info.intents.length} intents, trained ${this.understander.info.createdAt}).`;
  }

  /** Loads the draft, else the published model, when there is one; a file that does not load is reported, not thrown. */
  async loadIfPresent(): Promise<void> {
    if (existsSync(this.draft.path)) {
      await this.load().catch((error: Error) => { this.state = `The draft model at ${this.draft.label} did not load (${error.message}): train again.`; });
      return;
    }
    if (!existsSync(this.published.path)) return;
    try {
      this.understander = await Understander.load(this.published.path);
      this.state = `Model: the published ${this.published.label} (${this.understander.info.intents.length} intents, trained ${this.understander.info.createdAt}); Train makes a draft.`;
    } catch (error) {
      this.state = `The published model at ${this.published.label} did not load (${(error as Error).message}): train.`;
    }
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

/** A problem of the corpus as a page shows it: its place in words, the link to it, and what is wrong. */
export interface PlacedProblem {
  where: string;
  href: string | null;
  message: string;
}

/** How many problems a refusal names (the Corpus page's filter shows them all). */
const NAMED_PROBLEMS = 5;

/**
 * Why the corpus cannot be trained or evaluated now (the problems `nlu train` would report): a message naming the
 * first of them in a bot developer's words, and each with its link to the Corpus (or Entities) page; null when none.
 */
export async function corpusRefusal(context: StudioContext): Promise<{ error: string; problems: PlacedProblem[] } | null> {
  const { views, issues } = await context.corpus.read();
  if (issues.length === 0) return null;
  const problems = issues.map((i): PlacedProblem => {
    const placed = i.file ? { ...i, file: context.relativeToRoot(i.file) } : i;
    const { words, href } = issuePlace(placed, views);
    return { where: words, href: href ?? null, message: i.message };
  });
  const named = problems.slice(0, NAMED_PROBLEMS).map((p) => `${p.where}: ${p.message}`).join('; ');
  const more = problems.length > NAMED_PROBLEMS ? `; and ${problems.length - NAMED_PROBLEMS} more` : '';
  return { error: `the corpus has ${issues.length} problem${issues.length > 1 ? 's' : ''}, fix ${issues.length > 1 ? 'them' : 'it'} first: ${named}${more}`, problems };
}
