import type { CommandModule } from 'yargs';
import { Understander } from '../../understander.js';
import { DEFAULT_MODEL } from './train.js';

interface UnderstandArgs {
  statement: string[];
  model: string;
  top?: string;
}

/** `--top N`: a whole number of intents, 1 or more; anything else is a usage error saying what was found. */
export function parseTop(raw: string | undefined): number | undefined | string {
  if (raw === undefined) return undefined;
  const text = String(raw).trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) return `expected --top to be a whole number of intents, 1 or more, found ${text === '' ? 'nothing' : JSON.stringify(text)}`;
  return Number(text);
}

export const understandCommand: CommandModule<object, UnderstandArgs> = {
  // The statement's words, quoted or not: `nlu understand where is my order` reads as the shell split it.
  command: 'understand <statement..>',
  describe: 'Understand one statement and print the result as JSON',
  builder: (y) => y
    .positional('statement', { type: 'string', array: true, demandOption: true, describe: 'the user statement (its words, quoted or not; quote it when it holds a word starting with "-" or shell characters)' })
    .option('model', { type: 'string', default: DEFAULT_MODEL, describe: 'model file' })
    // A string, so that a wrong value is shown as typed ("abc", not NaN).
    .option('top', { type: 'string', describe: 'also print the top N intents (N: 1 or more) and every entity span' })
    .check((args) => {
      const top = parseTop(args.top);
      return typeof top === 'string' ? top : true;
    }),
  handler: async (args) => {
    const understander = await Understander.load(args.model);
    const statement = args.statement.map(String).join(' ');
    const top = parseTop(args.top) as number | undefined;
    const result = top === undefined
      ? await understander.understand(statement)
      : await understander.details(statement, { top });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  },
};
