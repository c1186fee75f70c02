/**
 * `nlu serve` without the rest of the CLI: what the child-process tests and the benchmarks start
 * (`node --import tsx src/http/main.ts --port 0 ...`). Exit statuses as `nlu serve`'s.
 */
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { serveCommand } from '../cli/commands/serve.js';
import { reportError } from '../cli/report-error.js';

try {
  await yargs(hideBin(process.argv))
    .scriptName('nlu-serve')
    .command({ ...serveCommand, command: '$0' })
    .strict()
    .help()
    .version(false)
    .fail((message, error) => {
      if (error) throw error;
      process.stderr.write(`error: ${message}\n`);
      process.exit(2);
    })
    .parseAsync();
} catch (error) {
  process.exitCode = reportError(error, process.argv.includes('--verbose'));
}
