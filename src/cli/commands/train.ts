import type { CommandModule } from 'yargs';
import { loadCorpusWithWarnings } from '../../corpus/load.js';
import { formatIssue } from '../../errors.js';
import { tuningSummary } from '../../decision/tune-cutoff.js';
import { describeCorpusDecision, resolveDecision, tuneModelOn } from '../../train/decision-setting.js';
import { writeModelFile } from '../../model/write.js';
import { trainModel } from '../../train/train.js';
import { progressReporter } from '../progress.js';
import { DEFAULT_OUT_OF_SCOPE_SHARE } from '../../decision/detector.js';
import type { ModelFile } from '../../model/schema.js';

interface TrainArgs {
  corpus: string;
  out: string;
  threshold?: number;
  'out-of-scope-share'?: number;
  'tune-on'?: string;
  'allow-conflicts': boolean;
  parallel?: boolean;
}

export const DEFAULT_CORPUS = 'corpus';
export const DEFAULT_MODEL = 'models/model.json';

export const trainCommand: CommandModule<object, TrainArgs> = {
  command: 'train',
  describe: 'Train a model from a corpus (folder, YAML/JSON file, NLP.js corpus or .jsonl data set)',
  builder: (y) => y
    .option('corpus', { type: 'string', default: DEFAULT_CORPUS, describe: 'corpus folder or file' })
    .option('out', { type: 'string', default: DEFAULT_MODEL, describe: 'where to write the model' })
    .option('out-of-scope-share', { type: 'number', describe: `share of messages (0-1) you expect to be out of scope: the decision maximises expected accuracy for it (default ${DEFAULT_OUT_OF_SCOPE_SHARE}; 0: answer everything the corpus knows anything of)` })
    .option('threshold', { type: 'number', describe: 'fixed confidence threshold (0-1) instead of the detector' })
    .check((args) => {
      for (const name of ['out-of-scope-share', 'threshold'] as const) {
        const value = args[name];
        // A string is yargs's usage error (exit 2), as for any malformed option.
        if (value !== undefined && !(typeof value === 'number' && value >= 0 && value <= 1)) return `expected --${name} between 0 and 1, found ${String(value)}`;
      }
      return true;
    })
    .option('tune-on', { type: 'string', describe: 'labelled real messages (any data format; out of scope: intent null) to set the decision from: the cutoff with the best accuracy on them' })
    .conflicts('tune-on', 'threshold')
    .option('allow-conflicts', { type: 'boolean', default: false, describe: 'accept the same utterance under two intents' })
    .option('locale', { type: 'string', describe: 'the language of a corpus whose files name none, as a JSON Lines data set ("de", "pt-BR"; default: the meta.json beside it, else en)' })
    .option('parallel', { type: 'boolean', describe: 'share the entity tagger and the decision\'s fold models with a second thread while the intent classifier trains (same model; default: for corpora of a few hundred utterances or more on a machine with two cores or more; --no-parallel: one thread)' }),
  handler: async (args) => {
    const started = performance.now();
    const { corpus, warnings: corpusWarnings } = await loadCorpusWithWarnings(args.corpus, { allowLabelConflicts: args['allow-conflicts'], ...(typeof args.locale === 'string' ? { locale: args.locale } : {}) });
    for (const w of corpusWarnings) process.stderr.write(`warning: ${formatIssue(w)}\n`);
    // The command's own decision options, else the corpus's `decision:` setting, else the defaults.
    const { setting, source } = resolveDecision({ outOfScopeShare: args['out-of-scope-share'], threshold: args.threshold, tuneOn: args['tune-on'] }, corpus);
    if (source === 'corpus') process.stdout.write(`decision setting from the corpus: ${describeCorpusDecision(setting)}\n`);
    const progress = progressReporter('training');
    const model = await trainModel(corpus, {
      onProgress: progress.update,
      ...(setting.threshold === undefined ? {} : { threshold: setting.threshold }),
      ...(setting.outOfScopeShare === undefined ? {} : { outOfScopeShare: setting.outOfScopeShare }),
      ...(args.parallel === undefined ? {} : { parallel: args.parallel }),
    });
    progress.done();
    if (setting.tuneOn !== undefined) {
      const { tuning, warnings } = await tuneModelOn(model, setting.tuneOn);
      for (const w of warnings) progress.note(`warning: ${w.file ? `${w.file}: ` : ''}${w.path ? `${w.path}: ` : ''}${w.message}`);
      process.stdout.write(`${tuningSummary(tuning, setting.tuneOn)}\n`);
    }
    const bytes = await writeModelFile(args.out, model);
    const utterances = corpus.intents.reduce((n, i) => n + i.utterances.length, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    process.stdout.write(`trained ${corpus.intents.length} intents from ${utterances} utterances (${corpus.outOfScope.length} out-of-scope) in ${seconds} s → ${args.out} (${(bytes / 1024).toFixed(0)} KiB)\n`);
    process.stdout.write(`${decisionSummary(model)}\n`);
  },
};

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
  const at = k < 0 ? curve.cutoffs.length - 1 : k;
  return `decision: ${setFor}, cutoff ${decision.cutoff.toFixed(2)}; on traffic-like folds of the corpus it kept ${percent(curve.inScopeKept[at]!)} of new in-scope wordings answered right (${percent(curve.inScopeKept[0]!)} with no cutoff) and left ${percent(curve.outOfScopeRejected[at]!)} of unseen intents' statements unmatched`;
}

function percent(share: number): string {
  return `${+(share * 100).toFixed(1)} %`;
}
