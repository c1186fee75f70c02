/** `nlu referrer create|get|link`: the referrer library on the command line, with the same validation messages as HTTP. */
import { readFile } from 'node:fs/promises';
import type { Argv, CommandModule } from 'yargs';
import { UserError } from '../report-error.js';
import { buildBotLink, createReferrer, DEFAULT_SQLITE_FILE, formatReferrerIssue, getReferrer, isReferrerError, openReferrerStore, ReferrerError, type ReferrerStore } from '../../referrer/index.js';

interface ReferrerArgs {
  store?: string;
  file?: string;
  id?: string;
  template?: string;
}

type Write = (line: string) => void;
const out: Write = (line) => process.stdout.write(`${line}\n`);
const warn: Write = (line) => process.stderr.write(`${line}\n`);

/** Referrer errors are user errors (exit 1, every issue on its own line); main.ts reports them and others. */
async function run(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!isReferrerError(error)) throw error;
    throw new UserError(error.message, error.issues.map(formatReferrerIssue), { cause: error });
  }
}

/** `mustExist` for commands that only read: a store that is not there is reported, never created. */
async function withStore(location: string | undefined, work: (store: ReferrerStore) => Promise<void>, options: { mustExist?: boolean } = {}): Promise<void> {
  const store = await openReferrerStore(location ?? process.env.NLU_REFERRER_STORE ?? DEFAULT_SQLITE_FILE, options);
  try {
    await work(store);
  } finally {
    await store.close();
  }
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    throw new ReferrerError('REFERRER_INVALID', `Cannot read ${file}`, [{ path: '', message: `expected a readable JSON file, found ${(cause as NodeJS.ErrnoException).code ?? 'an error'}` }]);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ReferrerError('REFERRER_INVALID', `Invalid JSON in ${file}`, [{ path: '', message: `expected JSON, found ${(cause as Error).message}` }]);
  }
}

const storeOption = <T>(y: Argv<T>) =>
  y.option('store', { type: 'string', describe: `SQLite file or postgres:// URL [env NLU_REFERRER_STORE, default ${DEFAULT_SQLITE_FILE}]` });

/**
 * The id is optional in the usage line only so that it can also be given as `--id=…`: ids made
 * before ids stopped starting with '-' would otherwise read as options, and yargs does not fill a
 * positional from the arguments after `--`.
 */
const idPositional = <T>(y: Argv<T>) =>
  y
    .positional('id', { type: 'string', describe: 'referrer id' })
    .check((args) => (typeof args.id === 'string' && args.id !== '') || 'expected a referrer id (one that starts with "-" as --id=-…)');

export const referrerCommand: CommandModule<object, ReferrerArgs> = {
  command: 'referrer',
  describe: 'Create and resolve bot-link referrers (see docs/referrer.md)',
  builder: (y) =>
    y
      .command<ReferrerArgs>({
        command: 'create',
        describe: 'Create a referrer from a JSON file and print it',
        builder: (c) => storeOption(c).option('file', { type: 'string', demandOption: true, describe: 'the create request, as for POST /v1/custom/channel' }),
        handler: (args) =>
          run(async () => {
            const input = await readJson(args.file!);
            await withStore(args.store, async (store) => out(JSON.stringify(await createReferrer(store, input), null, 2)));
          }),
      })
      .command<ReferrerArgs>({
        command: 'get [id]',
        describe: 'Print the referrer with this id (one that starts with "-" as --id=-…)',
        builder: (c) => idPositional(storeOption(c)),
        handler: (args) => run(() => withStore(args.store, async (store) => out(JSON.stringify(await getReferrer(store, String(args.id)), null, 2)), { mustExist: true })),
      })
      .command<ReferrerArgs>({
        command: 'link [id]',
        describe: 'Print a bot link for a referrer in the store, e.g. --template "https://t.me/<bot>?start={ref}"',
        builder: (c) => idPositional(storeOption(c)).option('template', { type: 'string', demandOption: true, describe: 'link with a {ref} placeholder' }),
        handler: (args) =>
          run(async () => {
            // The template first: a mistake in it needs no store to be found.
            const link = buildBotLink(String(args.template), String(args.id));
            await withStore(
              args.store,
              async (store) => {
                const referrer = await getReferrer(store, String(args.id));
                if (referrer.isDeleted) warn(`warning: referrer ${referrer._id} is deleted; the link still resolves to it, with isDeleted: true`);
                out(link);
              },
              { mustExist: true },
            );
          }),
      })
      .demandCommand(1, 'expected create, get or link'),
  handler: () => {},
};
