import type { CommandModule } from 'yargs';
import { trainProject } from '../../train/train-project.js';
import { progressReporter } from '../progress.js';
import { DEFAULT_OUT_OF_SCOPE_SHARE } from '../../decision/detector.js';

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
    .option('parallel', { type: 'boolean', describe: 'share the entity tagger and the decision\'s fold models with a second thread while the intent classifier trains (same model; default: for corpora of a few hundred utterances or more when a core is free; --no-parallel: one thread)' }),
  handler: async (args) => {
    const progress = progressReporter('training');
    await trainProject({
      corpus: args.corpus, out: args.out, allowConflicts: args['allow-conflicts'],
      ...(args['out-of-scope-share'] === undefined ? {} : { outOfScopeShare: args['out-of-scope-share'] }),
      ...(args.threshold === undefined ? {} : { threshold: args.threshold }),
      ...(args['tune-on'] === undefined ? {} : { tuneOn: args['tune-on'] }),
      ...(typeof args.locale === 'string' ? { locale: args.locale } : {}),
      ...(args.parallel === undefined ? {} : { parallel: args.parallel }),
    }, {
      say: (line) => { progress.done(); process.stdout.write(`${line}\n`); },
      warn: (line) => progress.note(line),
      progress: progress.update,
    });
  },
};

export { decisionSummary } from '../../train/train-project.js';
