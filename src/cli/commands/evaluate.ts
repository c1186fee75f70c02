import type { CommandModule } from 'yargs';
import { NluError } from '../../errors.js';
import { DEFAULT_SEED } from '../../evaluation/folds.js';
import { reportToText } from '../../evaluation/render/terminal.js';
import { runEvaluation, type EvaluationPlan } from '../../evaluation/run-evaluation.js';
import type { ProgressListener } from '../../evaluation/types.js';
import { writeReport } from '../../evaluation/write-report.js';
import { progressReporter } from '../progress.js';

interface EvaluateArgs {
  model?: string;
  train?: string;
  test?: string;
  data?: string;
  folds: number;
  seed: number;
  out?: string;
  threshold?: number;
  'out-of-scope-share'?: number;
  'tune-on'?: string;
  json: boolean;
  'allow-conflicts': boolean;
}

export const evaluateCommand: CommandModule<object, EvaluateArgs> = {
  command: 'evaluate',
  describe: 'Measure a model: intent, out-of-scope, calibration, entity and speed figures, with reports',
  builder: (y) =>
    y
      .option('model', { type: 'string', describe: 'model file to evaluate (with --test)' })
      .option('train', { type: 'string', describe: 'data to train on in memory (with --test)' })
      .option('test', { type: 'string', describe: 'data to test on: corpus folder, YAML/JSON, NLP.js corpus or .jsonl' })
      .option('data', { type: 'string', describe: 'data for stratified K-fold cross-validation (with --folds)' })
      .option('folds', { type: 'number', default: 5, describe: 'number of folds for --data' })
      .option('seed', { type: 'number', default: DEFAULT_SEED, describe: 'seed of the fold split' })
      .option('out', { type: 'string', describe: 'folder to write report.json, report.schema.json, report.md and report.html into' })
      .option('out-of-scope-share', { type: 'number', describe: 'share of messages (0-1) you expect to be out of scope, as for nlu train: the models trained (or the model given) decide for it' })
      .option('threshold', { type: 'number', describe: 'fixed confidence threshold (0-1) instead of the model’s own' })
      .option('tune-on', { type: 'string', describe: 'labelled real messages (any data format; out of scope: intent null) to set the decision from before testing' })
      .check((args) => {
        for (const name of ['out-of-scope-share', 'threshold'] as const) {
          const value = args[name];
          if (value !== undefined && !(typeof value === 'number' && value >= 0 && value <= 1)) return `expected --${name} between 0 and 1, found ${String(value)}`;
        }
        return true;
      })
      .conflicts('tune-on', 'threshold')
      .conflicts('out-of-scope-share', ['threshold', 'tune-on'])
      .option('json', { type: 'boolean', default: false, describe: 'print report.json to stdout instead of the summary' })
      .option('allow-conflicts', { type: 'boolean', default: false, describe: 'accept the same utterance under two intents' })
      .option('locale', { type: 'string', describe: 'the language of a corpus whose files name none, as a JSON Lines data set ("de", "pt-BR"; default: the meta.json beside it, else en)' })
      .example('$0 evaluate --model models/model.json --test test/fixtures/shop-heldout.yaml', 'a saved model on held-out data')
      .example('$0 evaluate --train data/train.jsonl --test data/test.jsonl --out reports/run', 'train in memory, test, write reports')
      .example('$0 evaluate --data corpus --folds 5', 'cross-validation (with the corpus\'s decision setting, if it has one)')
      .example('$0 evaluate --data corpus --folds 5 --out-of-scope-share 0.2', 'cross-validation, decided for 20 % of messages out of scope')
      // yargs' own rules report usage errors (exit 2); "none of them" is left to planOf.
      .conflicts('model', ['train', 'data'])
      .conflicts('train', 'data')
      .conflicts('data', 'test')
      .implies('model', 'test')
      .implies('train', 'test'),
  handler: async (args) => {
    const plan = planOf(args);
    const progress = progressReporter('evaluating');
    const report = await runEvaluation(plan, {
      allowLabelConflicts: args['allow-conflicts'],
      ...(typeof args.locale === 'string' ? { locale: args.locale } : {}),
      onProgress: progressStages(progress.update),
      ...(args.threshold === undefined ? {} : { threshold: args.threshold }),
      ...(args['out-of-scope-share'] === undefined ? {} : { outOfScopeShare: args['out-of-scope-share'] }),
      ...(args['tune-on'] === undefined ? {} : { tuneOn: args['tune-on'] }),
      onNote: (line) => progress.note(line),
    });
    progress.done();

    process.stdout.write(args.json ? `${JSON.stringify(report, null, 2)}\n` : reportToText(report));
    if (args.out) {
      const files = await writeReport(report, args.out);
      process.stderr.write(`wrote ${files.json}, ${files.markdown}, ${files.html}\n`);
    }
  },
};

/** Which run the options ask for; yargs has already refused conflicting or incomplete ones. */
function planOf(args: Pick<EvaluateArgs, 'model' | 'train' | 'test' | 'data' | 'folds' | 'seed'>): EvaluationPlan {
  if (args.data) return { mode: 'cross-validation', data: args.data, folds: args.folds, seed: args.seed };
  if (args.model && args.test) return { mode: 'model', model: args.model, test: args.test };
  if (args.train && args.test) return { mode: 'train-test', train: args.train, test: args.test };
  throw new NluError('INPUT_INVALID', 'expected --model <file> --test <data>, --train <data> --test <data>, or --data <data> [--folds K], found none of them');
}

/** Our progress events as the CLI's stage lines: "fold 2/5 training", "fold 2/5 predicting", … */
function progressStages(update: (stage: string, done: number, total: number) => void): ProgressListener {
  let folds = 0;
  return (event) => {
    // Fold-level training events carry the fold count; the trainer's own steps and predictions only their fold.
    if (event.phase === 'train' && event.fold !== undefined && event.stage === undefined) folds = event.total;
    const prefix = event.fold !== undefined && folds > 0 ? `fold ${event.fold + 1}/${folds} ` : '';
    const what = event.phase === 'predict' ? 'predicting' : event.stage === undefined ? 'training' : `training ${event.stage}`;
    update(`${prefix}${what}`, event.done, event.total);
  };
}
