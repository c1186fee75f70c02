/**
 * What `nlu train` does, as a function: load a corpus, resolve its decision setting, train, tune when asked, write
 * the model, and say so in the command's own lines. The CLI prints those lines; the studio's training worker
 * (src/studio/training-worker.ts) sends them to the page, without starting a process.
 */
import { isAbsolute, resolve } from 'node:path';
import { loadCorpusWithWarnings } from '../corpus/load.js';
import { formatIssue } from '../errors.js';
import { tuningSummary } from '../decision/tune-cutoff.js';
import type { Corpus } from '../corpus/types.js';
import type { ModelFile } from '../model/schema.js';
import { writeModelFile } from '../model/write.js';
import { describeCorpusDecision, resolveDecision, tuneModelOn } from './decision-setting.js';
import { LastTraining } from './last-training.js';
import type { PreviousTraining } from './quick-retrain.js';
import { trainModel } from './train.js';

export interface TrainProjectRequest {
  /** Corpus folder or file, and where to write the model: relative paths read from `root`, and are shown as given. */
  corpus: string;
  out: string;
  /** The folder relative paths start from (default: the working directory). */
  root?: string;
  outOfScopeShare?: number;
  threshold?: number;
  tuneOn?: string;
  allowConflicts?: boolean;
  locale?: string;
  parallel?: boolean;
}

export interface TrainProjectOutput {
  /** A result line (the command's stdout). */
  say: (line: string) => void;
  /** A warning line (the command's stderr). */
  warn: (line: string) => void;
  /** Training's progress: stage, steps done, steps in the stage. */
  progress: (stage: string, done: number, total: number) => void;
}

/** The summary line's pattern: "trained … in 1.23 s → models/model.json (262 KiB)"; group 1 the seconds. */
export const TRAINED_IN = /^trained .* in (\d+(?:\.\d+)?) s → /m;

/** What trainProject() did: the model trained (null when kept), whether it was kept, the corpus it read. */
export interface TrainProjectResult {
  model: ModelFile | null;
  reused: boolean;
  corpus: Corpus;
}

/**
 * Trains and writes the model. With `last` (a long-lived trainer's memory), a training whose inputs did not change
 * since the one `last` remembers keeps its model: `reused` then, and no model returned. With `previous` (that
 * trainer's last full training), a small edit is trained quickly (quick-retrain.ts; the model's decision.keptFrom).
 */
export async function trainProject(request: TrainProjectRequest, output: TrainProjectOutput, last?: LastTraining, previous?: PreviousTraining | null): Promise<TrainProjectResult> {
  const started = performance.now();
  const at = (path: string) => (isAbsolute(path) || request.root === undefined ? path : resolve(request.root, path));
  const { corpus, warnings: corpusWarnings } = await loadCorpusWithWarnings(at(request.corpus), { allowLabelConflicts: request.allowConflicts ?? false, ...(request.locale === undefined ? {} : { locale: request.locale }) });
  for (const w of corpusWarnings) output.warn(`warning: ${formatIssue(w)}`);
  // The request's own decision options, else the corpus's `decision:` setting, else the defaults.
  const { setting, source } = resolveDecision({ outOfScopeShare: request.outOfScopeShare, threshold: request.threshold, tuneOn: request.tuneOn }, corpus);
  if (source === 'corpus') output.say(`decision setting from the corpus: ${describeCorpusDecision(setting)}`);
  const key = last ? LastTraining.key(corpus, setting) : null;
  const kept = last ? await last.unchanged(key, at(request.out)) : null;
  if (kept) {
    output.say(`unchanged since the last training (the same corpus and decision setting): kept ${request.out}`);
    for (const line of kept) output.say(line);
    return { model: null, reused: true, corpus };
  }
  const model = await trainModel(corpus, {
    onProgress: output.progress,
    ...(setting.threshold === undefined ? {} : { threshold: setting.threshold }),
    ...(setting.outOfScopeShare === undefined ? {} : { outOfScopeShare: setting.outOfScopeShare }),
    ...(request.parallel === undefined ? {} : { parallel: request.parallel }),
    ...(previous && setting.tuneOn === undefined ? { previous } : {}),
  });
  if (setting.tuneOn !== undefined) {
    const { tuning, warnings } = await tuneModelOn(model, at(setting.tuneOn));
    for (const w of warnings) output.warn(`warning: ${w.file ? `${w.file}: ` : ''}${w.path ? `${w.path}: ` : ''}${w.message}`);
    output.say(tuningSummary(tuning, setting.tuneOn));
  }
  const bytes = await writeModelFile(at(request.out), model);
  const utterances = corpus.intents.reduce((n, i) => n + i.utterances.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  output.say(`trained ${corpus.intents.length} intents from ${utterances} utterances (${corpus.outOfScope.length} out-of-scope) in ${seconds} s → ${request.out} (${(bytes / 1024).toFixed(0)} KiB)`);
  output.say(decisionSummary(model));
  // A quick model is never kept for an unchanged corpus: the full training that follows it must still run.
  await last?.remember(model.decision.keptFrom === undefined ? key : null, at(request.out), [decisionSummary(model)]);
  return { model, reused: false, corpus };
}

/** What the decision setting means, in a line a bot developer reads once. */
export function decisionSummary(model: Pick<ModelFile, 'threshold' | 'decision'>): string {
  const { decision } = model;
  if (model.threshold !== null) return `decision: statements with nothing the corpus knows, or under confidence ${model.threshold.toFixed(2)}, are left unmatched (threshold fixed by --threshold)`;
  const curve = decision.curve;
  const setFor = decision.tunedOn
    ? `tuned on ${decision.tunedOn.messages} labelled messages (${percent(decision.tunedOn.outOfScopeShare)} out of scope)`
    : `set for ${percent(decision.outOfScopeShare ?? 0)} of messages out of scope (--out-of-scope-share ${decision.outOfScopeShare})`;
  if (curve === null) return `decision: ${setFor}; the corpus has too few intents to measure a detector: statements with nothing the corpus knows are left unmatched`;
  const k = curve.cutoffs.findIndex((c) => c >= decision.cutoff - 1e-9);
  const index = k < 0 ? curve.cutoffs.length - 1 : k;
  return `decision: ${setFor}, cutoff ${decision.cutoff.toFixed(2)}; on traffic-like folds of the corpus it kept ${percent(curve.inScopeKept[index]!)} of new in-scope wordings answered right (${percent(curve.inScopeKept[0]!)} with no cutoff) and left ${percent(curve.outOfScopeRejected[index]!)} of unseen intents' statements unmatched`;
}

function percent(share: number): string {
  return `${+(share * 100).toFixed(1)} %`;
}
