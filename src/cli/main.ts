import yargs from 'yargs';
import { evaluateCommand } from './commands/evaluate.js';
import { importCommand } from './commands/import.js';
import { exportCommand } from './commands/export.js';
import { referrerCommand } from './commands/referrer.js';
import { makeServeCommand } from './commands/serve.js';
import { trafficCommand } from './commands/traffic.js';
import { trainCommand } from './commands/train.js';
import { progressReporter } from './progress.js';
import { ensureModel } from '../train/ensure-model.js';
import { understandCommand } from './commands/understand.js';
import { studioCommand } from './commands/studio.js';
import { reportError } from './report-error.js';
import { ENGINE_VERSION } from '../version.js';

/** Flags whose value may be a UTC offset or an ISO time with one ("-02:00", "+05:30"). */
const OFFSET_FLAGS = new Set(['--time-zone', '--reference-time']);

/**
 * `--time-zone -02:00` as a user types it: yargs reads a value starting with "-" as more flags ("-0", "-2"), so
 * such a value is joined to its flag (`--time-zone=-02:00`) before parsing.
 */
export function offsetValuesJoined(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at < argv.length; at++) {
    const next = argv[at + 1];
    if (OFFSET_FLAGS.has(argv[at]!) && next !== undefined && /^[+-]\d/.test(next)) {
      out.push(`${argv[at]}=${next}`);
      at += 1;
    } else out.push(argv[at]!);
  }
  return out;
}

/**
 * The `nlu` command line: parses, calls the library, formats. No NLU logic here. Resolves to the exit
 * status (bin/nlu.js sets it): commands throw and this maps what they threw, in one place.
 */
export async function main(given: string[]): Promise<number> {
  const argv = offsetValuesJoined(given);
  const verbose = argv.includes('--verbose');
  let exitCode = 0;
  try {
    await yargs(argv)
      .scriptName('nlu')
      .usage('$0 <command> [options]')
      .command(trainCommand)
      .command(understandCommand)
      .command(evaluateCommand)
      .command(makeServeCommand({ trainModel: trainMissingModel }))
      .command(referrerCommand)
      .command(studioCommand)
      .command(trafficCommand)
      .command(importCommand)
      .command(exportCommand)
      .option('verbose', { type: 'boolean', default: false, describe: 'show stack traces on errors' })
      .demandCommand(1, 'expected a command (see --help)')
      .strict()
      .help()
      .version('version', 'print the version', ENGINE_VERSION)
      .fail((message, error) => {
        // yargs passes a failed .check()'s string as `error`: that is a usage error too, not a crash.
        if (error instanceof Error) throw error;
        throw new UsageError(message || String(error));
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

/** `nlu serve --train-if-missing` with no model file yet (a fresh clone's `npm start`): train the corpus into it. */
async function trainMissingModel(modelPath: string, corpusPath: string): Promise<void> {
  const progress = progressReporter('training the model (there was none)');
  await ensureModel(modelPath, corpusPath, { onProgress: progress.update });
  progress.done();
  process.stderr.write(`trained ${corpusPath} into ${modelPath} (there was no model file)\n`);
}
