import type { CommandModule } from 'yargs';
import { Understander } from '../../understander.js';
import { DEFAULT_MODEL } from './train.js';

interface UnderstandArgs {
  statement: string;
  model: string;
  top?: number;
}

export const understandCommand: CommandModule<object, UnderstandArgs> = {
  command: 'understand <statement>',
  describe: 'Understand one statement and print the result as JSON',
  builder: (y) => y
    .positional('statement', { type: 'string', demandOption: true, describe: 'the user statement' })
    .option('model', { type: 'string', default: DEFAULT_MODEL, describe: 'model file' })
    .option('top', { type: 'number', describe: 'also print the top N intents and every entity span' }),
  handler: async (args) => {
    const understander = await Understander.load(args.model);
    const result = args.top === undefined
      ? await understander.understand(String(args.statement))
      : await understander.details(String(args.statement), { top: args.top });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  },
};
