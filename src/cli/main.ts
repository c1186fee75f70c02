import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { evaluateCommand } from './commands/evaluate.js';
import { trainCommand } from './commands/train.js';
import { understandCommand } from './commands/understand.js';
import { reportError } from './report-error.js';

/** The `nlu` command line: parses, calls the library, formats. No NLU logic here. */
export async function main(argv: string[]): Promise<number> {
  const verbose = argv.includes('--verbose');
  let exitCode = 0;
  try {
    await yargs(argv)
      .scriptName('nlu')
      .usage('$0 <command> [options]')
      .command(trainCommand)
      .command(understandCommand)
      .command(evaluateCommand)
      .option('verbose', { type: 'boolean', default: false, describe: 'show stack traces on errors' })
      .demandCommand(1, 'expected a command (see --help)')
      .strict()
      .help()
      .version(false)
      .fail((message, error) => {
        if (error) throw error;
        throw new UsageError(message);
      })
      .parseAsync();
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`error: ${error.message}\nrun "nlu --help" for usage\n`);
      exitCode = 2;
    } else {
      exitCode = reportError(error, verbose);
    }
  }
  return exitCode;
}

class UsageError extends Error {}

process.exitCode = await main(hideBin(process.argv));
