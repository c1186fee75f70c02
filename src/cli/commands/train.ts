import type { CommandModule } from 'yargs';
import { loadCorpus } from '../../corpus/load.js';
import { writeModelFile } from '../../model/write.js';
import { trainModel } from '../../train/train.js';
import { progressReporter } from '../progress.js';

interface TrainArgs {
  corpus: string;
  out: string;
  threshold?: number;
  'allow-conflicts': boolean;
}

export const DEFAULT_CORPUS = 'corpus';
export const DEFAULT_MODEL = 'models/model.json';

export const trainCommand: CommandModule<object, TrainArgs> = {
  command: 'train',
  describe: 'Train a model from a corpus (folder, YAML/JSON file, NLP.js corpus or .jsonl data set)',
  builder: (y) => y
    .option('corpus', { type: 'string', default: DEFAULT_CORPUS, describe: 'corpus folder or file' })
    .option('out', { type: 'string', default: DEFAULT_MODEL, describe: 'where to write the model' })
    .option('threshold', { type: 'number', describe: 'fixed confidence threshold (0-1) instead of the one chosen on held-out data' })
    .option('allow-conflicts', { type: 'boolean', default: false, describe: 'accept the same utterance under two intents' }),
  handler: async (args) => {
    const started = performance.now();
    const corpus = await loadCorpus(args.corpus, { allowLabelConflicts: args['allow-conflicts'] });
    const progress = progressReporter('training');
    const model = await trainModel(corpus, { onProgress: progress.update, ...(args.threshold === undefined ? {} : { threshold: args.threshold }) });
    progress.done();
    const bytes = await writeModelFile(args.out, model);
    const utterances = corpus.intents.reduce((n, i) => n + i.utterances.length, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    process.stdout.write(`trained ${corpus.intents.length} intents from ${utterances} utterances (${corpus.outOfScope.length} out-of-scope) in ${seconds} s → ${args.out} (${(bytes / 1024).toFixed(0)} KiB, threshold ${model.threshold})\n`);
  },
};
