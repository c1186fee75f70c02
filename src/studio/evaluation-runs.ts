/**
 * Evaluating from the studio: `nlu evaluate` run as a child process (child-job.ts), one run at a time, each
 * writing its reports into a folder of its own inside the project, `.nlu-studio/evaluations/<time>/`. The last
 * run's report is kept (and found again on disk when the studio restarts), so the Evaluate page shows it until
 * the next run.
 */
import { existsSync, realpathSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ReportSchema, type Report } from '../evaluation/report-schema.js';
import { ChildJob, type JobStatus } from './child-job.js';
import { CorpusEditError } from './corpus-document.js';
import { insideProject, StudioConfigError } from './project-path.js';

/** Inside the project folder; docs/studio.md asks to keep it out of git. */
export const EVALUATIONS_FOLDER = '.nlu-studio/evaluations';
/** A run's folder name: the time it started, safe in a path and a URL, and sorted by time. */
const RUN_ID = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/;

export type EvaluationRequest =
  | { mode: 'cross-validation'; folds: number }
  /** Trains the corpus in memory and tests on the file (a path relative to the project folder). */
  | { mode: 'test-file'; file: string };

export interface EvaluationResult {
  id: string;
  /** The run's folder, relative to the project folder. */
  folder: string;
  report: Report;
}

export interface EvaluationStatus extends JobStatus {
  /** The stage being worked on ("fold 2/5 training intents"), and in cross-validation the fold and fold count. */
  progress: { stage: string | null; fold: number | null; folds: number | null };
}

export class EvaluationRuns {
  private readonly job: ChildJob;
  /** Undefined until the disk has been looked at for an earlier run. */
  private lastResult: EvaluationResult | null | undefined;
  /** The run going on, or the last one started: what a successful exit reads the report of. */
  private started: { id: string; folder: string } | null = null;

  /** `corpusPath` relative to the project folder, so the report names it as the user's own command would. */
  constructor(private readonly options: { root: string; corpusPath: string; /** Default EVALUATIONS_FOLDER (config.workFolder's). */ folder?: string }) {
    this.job = new ChildJob({
      root: options.root,
      // Off a terminal, `nlu evaluate` prints "evaluating <stage>…" once per stage ("evaluating fold 1/5 training…").
      stageLine: /^evaluating (.+)…$/,
      onSuccess: async () => {
        const { id, folder } = this.started!;
        this.lastResult = { id, folder, report: await readReport(join(this.options.root, folder)) };
        return '';
      },
    });
  }

  get status(): EvaluationStatus {
    const status = this.job.current;
    const stage = status.stages.at(-1) ?? null;
    const fold = stage ? /^fold (\d+)\/(\d+) /.exec(stage) : null;
    return { ...status, progress: { stage, fold: fold ? Number(fold[1]) : null, folds: fold ? Number(fold[2]) : null } };
  }

  /** Where the runs' reports go, relative to the project folder. */
  get runsFolder(): string {
    return this.options.folder ?? EVALUATIONS_FOLDER;
  }

  get running(): boolean {
    return this.job.running;
  }

  /**
   * The runs' folder, only when it lies inside the project folder: a `.nlu-studio/evaluations` that is a link to
   * elsewhere would have `nlu evaluate` write reports outside the project, and the report route serve files from there.
   */
  private folderInside(): string | null {
    try {
      insideProject(this.runsFolder, this.options.root, 'evaluations folder');
      return join(this.options.root, this.runsFolder);
    } catch (error) {
      if (error instanceof StudioConfigError) return null;
      throw error;
    }
  }

  /** Starts a run; null when one is already running; 409 when the runs' folder is a link out of the project. */
  start(request: EvaluationRequest): string | null {
    if (this.job.running) return null;
    if (this.folderInside() === null) {
      throw new CorpusEditError(409, `expected ${this.runsFolder} inside the project folder, found a link to ${realpathSync(join(this.options.root, this.runsFolder))}: the studio writes reports only inside the project; remove the link`);
    }
    const id = new Date().toISOString().replace(/[:.]/g, '-');
    const folder = `${this.runsFolder}/${id}`;
    const what = request.mode === 'cross-validation'
      ? ['--data', this.options.corpusPath, '--folds', String(request.folds)]
      : ['--train', this.options.corpusPath, '--test', request.file];
    this.started = { id, folder };
    this.job.start(['evaluate', ...what, '--out', folder]);
    return id;
  }

  /** The last run that finished, from this process or, after a restart, from its folder on disk. */
  async last(): Promise<EvaluationResult | null> {
    if (this.lastResult === undefined) this.lastResult = await this.latestOnDisk();
    return this.lastResult;
  }

  /** The report.html of a run, when the id names one of the runs' folders. */
  reportHtml(id: string): string | null {
    const folder = this.folderInside();
    if (!RUN_ID.test(id) || folder === null) return null;
    const path = join(folder, id, 'report.html');
    return existsSync(path) ? path : null;
  }

  private async latestOnDisk(): Promise<EvaluationResult | null> {
    const folder = this.folderInside();
    if (folder === null) return null;
    const ids = (await readdir(folder).catch(() => [] as string[])).filter((n) => RUN_ID.test(n)).sort().reverse();
    for (const id of ids) {
      const folder = `${this.runsFolder}/${id}`;
      // A run that failed left no report; one from an older report format is skipped too.
      const report = await readReport(join(this.options.root, folder)).catch(() => null);
      if (report) return { id, folder, report };
    }
    return null;
  }
}

async function readReport(folder: string): Promise<Report> {
  const text = await readFile(join(folder, 'report.json'), 'utf8');
  const parsed = ReportSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`expected report.json in ${folder} to be a report the studio reads, found another format`);
  return parsed.data;
}
