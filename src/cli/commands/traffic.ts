/** `nlu traffic list|label|export`: the messages `nlu serve --record` stored, read, labelled and exported (docs/http.md, "Recording traffic"). */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { Argv, CommandModule } from 'yargs';
import { UserError } from '../report-error.js';
import { isTrafficError } from '../../traffic/errors.js';
import { exportLines, type ExportFormat } from '../../traffic/export.js';
import { labelMessage } from '../../traffic/label.js';
import type { TrafficMessage } from '../../traffic/message.js';
import { DEFAULT_TRAFFIC_FILE, openTrafficStore } from '../../traffic/open-traffic-store.js';
import type { TrafficStore } from '../../traffic/store.js';

interface TrafficArgs {
  store?: string;
  unmatched?: boolean;
  all?: boolean;
  limit?: number;
  json?: boolean;
  id?: string;
  intent?: string;
  'out-of-scope'?: boolean;
  labelled?: boolean;
  out?: string;
  model?: string;
}

/** How many messages `list` shows unless told. */
export const DEFAULT_LIST_LIMIT = 20;

const out = (line: string) => process.stdout.write(`${line}\n`);
const note = (line: string) => process.stderr.write(`${line}\n`);

/** Traffic errors are the user's (exit 1); main.ts reports them and every other error. */
async function withStore(location: string | undefined, work: (store: TrafficStore) => Promise<void>): Promise<void> {
  try {
    // Every command here reads or changes what a server recorded: a store that is not there is reported, never created.
    const store = await openTrafficStore(location ?? process.env.NLU_TRAFFIC_STORE ?? DEFAULT_TRAFFIC_FILE, {
      mustExist: true,
      ...(process.env.NLU_TRAFFIC_PG_SCHEMA ? { pgSchema: process.env.NLU_TRAFFIC_PG_SCHEMA } : {}),
    });
    try {
      await work(store);
    } finally {
      await store.close();
    }
  } catch (error) {
    if (!isTrafficError(error)) throw error;
    throw new UserError(error.message, [], { cause: error });
  }
}

const storeOption = <T>(y: Argv<T>) =>
  y.option('store', { type: 'string', describe: `SQLite file or postgres:// URL [env NLU_TRAFFIC_STORE, default ${DEFAULT_TRAFFIC_FILE}]` });

export const trafficCommand: CommandModule<object, TrafficArgs> = {
  command: 'traffic',
  describe: 'List, label and export the messages "nlu serve --record" recorded',
  builder: (y) =>
    y
      .command<TrafficArgs>({
        command: 'list',
        describe: 'Messages still to label, most useful first: unmatched, then the lowest in-scope score (nearest the decision)',
        builder: (c) =>
          storeOption(c)
            .option('unmatched', { type: 'boolean', describe: 'only messages left unmatched' })
            .option('all', { type: 'boolean', describe: 'labelled messages too, with their label' })
            .option('limit', { type: 'number', default: DEFAULT_LIST_LIMIT, describe: 'how many to show' })
            .option('json', { type: 'boolean', describe: 'one JSON object a line, every stored field' })
            .check((args) => (Number.isSafeInteger(args.limit) && args.limit! >= 1) || `expected --limit to be a whole number from 1, found ${String(args.limit)}`),
        handler: (args) =>
          withStore(args.store, async (store) => {
            const messages = await store.list({ limit: args.limit!, unmatchedOnly: args.unmatched ?? false, includeLabelled: args.all ?? false });
            if (args.json) for (const m of messages) out(JSON.stringify(m));
            else if (messages.length === 0) out(args.all ? 'no recorded messages' : 'no recorded messages left to label');
            else for (const line of formatTable(messages, args.all ?? false)) out(line);
          }),
      })
      .command<TrafficArgs>({
        command: 'label <id>',
        describe: 'Say what a recorded message should have been answered: an intent (by name) or out of scope',
        builder: (c) =>
          storeOption(c)
            .positional('id', { type: 'string', describe: 'message id, as "nlu traffic list" shows it' })
            .option('intent', { type: 'string', describe: 'the intent name it should have matched' })
            .option('out-of-scope', { type: 'boolean', describe: 'it should have been left unmatched' })
            .option('model', { type: 'string', describe: 'refuse an --intent that is not one of this model\'s intents (a typo would otherwise make a label nothing matches)' })
            .conflicts('intent', 'out-of-scope')
            .check((args) => /^[1-9][0-9]{0,14}$/.test(String(args.id)) || `expected a message id (a whole number from 1), found ${JSON.stringify(String(args.id))}`)
            .check((args) => args.intent !== undefined || args['out-of-scope'] === true || 'expected --intent NAME or --out-of-scope'),
        handler: (args) =>
          withStore(args.store, async (store) => {
            if (args.model !== undefined && args.intent !== undefined) await checkIntentOf(args.model, args.intent);
            const message = await labelMessage(store, Number(args.id), args['out-of-scope'] ? null : args.intent!);
            out(`labelled message ${message.id} ${JSON.stringify(message.text)} as ${message.label!.intent ?? 'out of scope'}`);
          }),
      })
      .command<TrafficArgs>({
        command: 'export',
        describe: 'Write the messages as JSON Lines: with --labelled {"text", "intent"} (null: out of scope) for nlu evaluate --test and nlu train --tune-on',
        builder: (c) =>
          storeOption(c)
            .option('labelled', { type: 'boolean', describe: 'only labelled messages, as {"text", "intent"}; otherwise every message as stored' })
            .option('out', { type: 'string', describe: 'file to write (replaced whole, never half-written); standard output when absent' }),
        handler: (args) =>
          withStore(args.store, async (store) => {
            const format: ExportFormat = args.labelled ? 'labelled' : 'all';
            const count = args.out === undefined ? await writeLines(exportLines(store, format), process.stdout) : await writeFileAtomically(args.out, exportLines(store, format));
            if (args.out !== undefined) note(`wrote ${count} ${args.labelled ? 'labelled ' : ''}messages to ${args.out}`);
          }),
      })
      .demandCommand(1, 'expected list, label or export'),
  handler: () => {},
};

/** `label --model`: the intent must be one the model knows, by name (as nlu evaluate compares them). */
async function checkIntentOf(modelPath: string, intent: string): Promise<void> {
  const { readModelFile } = await import('../../model/read.js');
  const names = (await readModelFile(modelPath)).intents.map((i) => i.name);
  if (!names.includes(intent)) {
    const near = names.find((name) => name.toLowerCase() === intent.toLowerCase());
    throw new UserError(`Expected an intent of ${modelPath}, found "${intent}"${near ? ` (did you mean "${near}"?)` : ''}`, [`its intents: ${names.join(', ')}`]);
  }
}

/** Columns a person reads: id, when, the decision's score, the answer, (the label), the statement. */
export function formatTable(messages: readonly TrafficMessage[], withLabels: boolean): string[] {
  const rows = messages.map((m) => [
    String(m.id),
    new Date(m.time).toISOString().slice(0, 19).replace('T', ' '),
    m.answer.inScopeScore.toFixed(2),
    m.answer.matched ? `${m.answer.intentName} (${m.answer.confidence.toFixed(2)})` : `unmatched: ${m.answer.unmatchedReason ?? 'unknown'}`,
    ...(withLabels ? [m.label === null ? '-' : (m.label.intent ?? 'out of scope')] : []),
    JSON.stringify(m.text),
  ]);
  const header = ['id', 'time (UTC)', 'score', 'answer', ...(withLabels ? ['label'] : []), 'statement'];
  const widths = header.map((h, k) => Math.max(h.length, ...rows.map((r) => r[k]!.length)));
  const line = (cells: string[]) => cells.map((cell, k) => (k === cells.length - 1 ? cell : cell.padEnd(widths[k]!))).join('  ');
  return [line(header), ...rows.map(line)];
}

async function writeLines(lines: AsyncIterable<string>, stream: NodeJS.WritableStream): Promise<number> {
  let count = 0;
  for await (const line of lines) {
    if (!stream.write(`${line}\n`)) await new Promise((resolve) => stream.once('drain', resolve));
    count += 1;
  }
  return count;
}

/** Into a temporary file beside the target, then renamed over it: a reader never sees half a file. */
async function writeFileAtomically(file: string, lines: AsyncIterable<string>): Promise<number> {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.tmp`);
  const stream = createWriteStream(temporary, { flags: 'wx' });
  try {
    await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
    const count = await writeLines(lines, stream);
    stream.end();
    await finished(stream);
    await rename(temporary, file);
    return count;
  } catch (error) {
    stream.destroy();
    await rm(temporary, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code) throw new UserError(`Cannot write ${file}: expected a writable path, found ${code}`, [], { cause: error });
    throw error;
  }
}
