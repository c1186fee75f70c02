import type { CommandModule } from 'yargs';
import { Understander } from '../../understander.js';
import { compactJson } from '../compact-json.js';
import { explanationSummary } from '../explanation-summary.js';
import { DEFAULT_MODEL } from './train.js';

interface UnderstandArgs {
  statement: string[];
  model: string;
  top?: string;
  explain: boolean;
  referenceTime?: string;
  timeZone?: string;
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
    .option('reference-time', { type: 'string', describe: 'what "now" is for dates and times: ISO 8601, such as 2026-03-06T19:00:00+01:00 [default: now]' })
    .option('time-zone', { type: 'string', describe: 'the zone dates and times are read in: IANA name or offset such as -02:00 [default UTC]' })
    .option('explain', { type: 'boolean', default: false, describe: 'also print why (`explanation`): the features behind the best two intents\' scores, the decision\'s signals, the entities\' sources; JSON, one feature a line, then a short summary when the output is a terminal' })
    .check((args) => {
      const top = parseTop(args.top);
      return typeof top === 'string' ? top : true;
    }),
  handler: async (args) => {
    const understander = await Understander.load(args.model);
    const statement = args.statement.map(String).join(' ');
    const top = parseTop(args.top) as number | undefined;
    const time = { ...(args.referenceTime === undefined ? {} : { referenceTime: args.referenceTime }), ...(args.timeZone === undefined ? {} : { timeZone: args.timeZone }) };
    if (args.explain) {
      const details = await understander.details(statement, { top: top ?? 5, explain: true, ...time });
      // JSON stays the output (scripts parse it); a person at a terminal also gets the gist.
      process.stdout.write(`${compactJson(details)}\n${process.stdout.isTTY ? `\n${explanationSummary(details)}` : ''}`);
      return;
    }
    const result = top === undefined
      ? await understander.understand(statement, time)
      : await understander.details(statement, { top, ...time });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  },
};
