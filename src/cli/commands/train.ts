import type { CommandModule } from 'yargs';
import { loadCorpus } from '../../corpus/load.js';
import { writeModelFile } from '../../model/write.js';
import { trainModel } from '../../train/train.js';
import { progressReporter } from '../progress.js';

interface TrainArgs {
  corpus: string;
  out: string;
  threshold?: number;
  'in-scope-loss'?: number;
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
    .option('in-scope-loss', { type: 'number', describe: 'share of in-scope statements (0-1) you accept to see unmatched so that others are (default 0.005, or 0.01 when the corpus has out-of-scope examples)' })
    .option('threshold', { type: 'number', describe: 'fixed confidence threshold (0-1) instead of the one the in-scope loss gives' })
    .check((args) => {
      for (const name of ['in-scope-loss', 'threshold'] as const) {
        const value = args[name];
        // A string is yargs's usage error (exit 2), as for any malformed option.
        if (value !== undefined && !(typeof value === 'number' && value >= 0 && value <= 1)) return `expected --${name} between 0 and 1, found ${String(value)}`;
      }
      return true;
    })
    .option('allow-conflicts', { type: 'boolean', default: false, describe: 'accept the same utterance under two intents' })
    .option('parallel', { type: 'boolean', describe: 'train the entity tagger on a second thread beside the intent classifier (same model; default: for corpora of 1000+ utterances on a machine with two cores or more; --no-parallel: one thread)' }),
  handler: async (args) => {
    const started = performance.now();
    const corpus = await loadCorpus(args.corpus, { allowLabelConflicts: args['allow-conflicts'] });
    const progress = progressReporter('training');
    const model = await trainModel(corpus, {
      onProgress: progress.update,
      ...(args.threshold === undefined ? {} : { threshold: args.threshold }),
      ...(args['in-scope-loss'] === undefined ? {} : { inScopeLoss: args['in-scope-loss'] }),
      ...(args.parallel === undefined ? {} : { parallel: args.parallel }),
    });
    progress.done();
    const bytes = await writeModelFile(args.out, model);
    const utterances = corpus.intents.reduce((n, i) => n + i.utterances.length, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    process.stdout.write(`trained ${corpus.intents.length} intents from ${utterances} utterances (${corpus.outOfScope.length} out-of-scope) in ${seconds} s → ${args.out} (${(bytes / 1024).toFixed(0)} KiB)\n`);
    process.stdout.write(`${decisionSummary(model.threshold, model.decision.inScopeLoss, model.decision.steps.length > 0)}\n`);
  },
};

/** What the decision setting means, in a line a bot developer reads once. */
export function decisionSummary(threshold: number, inScopeLoss: number | null, measured: boolean): string {
  // A fixed threshold turns the unknown-words and frame tests off (they spend the in-scope loss budget).
  const unknownWords = inScopeLoss === null ? '' : ', with more unknown words than its own statements have, with unknown words in a frame its statements make unlikely';
  const base = `decision: statements with nothing the corpus knows${unknownWords}, or under confidence ${threshold.toFixed(2)}, are left unmatched`;
  if (inScopeLoss === null) return `${base} (threshold fixed by --threshold)`;
  if (!measured) return `${base} (corpus too small to cross-validate: default threshold)`;
  return `${base}; on cross-validation of the corpus that leaves at most ${+(inScopeLoss * 100).toFixed(2)} % of in-scope statements unmatched (--in-scope-loss ${inScopeLoss})`;
}
