/**
 * `nlu serve` without the rest of the CLI: what the child-process tests and the benchmarks start
 * (`node --import tsx src/http/main.ts --port 0 ...`).
 */
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { serveCommand } from '../cli/commands/serve.js';

await yargs(hideBin(process.argv))
  .scriptName('nlu-serve')
  .command({ ...serveCommand, command: '$0' })
  .strict()
  .help()
  .version(false)
  .fail((message, error) => {
    process.stderr.write(`error: ${error ? error.message : message}\n`);
    process.exit(2);
  })
  .parseAsync();
