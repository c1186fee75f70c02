/**
 * How every bench script hands over its section of docs/benchmarks.md. The section is always printed;
 * it goes into the tracked doc only when asked (--write), and never when a figure is missing, so a run on
 * a clone without ../shared cannot replace published figures with blanks. Each missing figure is printed
 * with the reason it is missing, with or without --write.
 */
import { join, relative } from 'node:path';
import { publishSection } from './bench-stats.js';

export const BENCHMARKS_DOC = join(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md');

/** A path as a reader of the message finds it: relative to where they stand when close by, else absolute. */
export function shownPath(path: string): string {
  const near = relative(process.cwd(), path);
  return near === '' || near.startsWith(join('..', '..')) ? path : near;
}

/** Why nothing of the shared data sets can be measured: the folder itself is absent. */
export function noDataDir(dataDir: string): string {
  return `${shownPath(dataDir)} not found (the shared data sets sit beside the clone, in ../shared/datasets; --data-dir <dir> points elsewhere)`;
}

/** The options every bench script takes for its output (node:util parseArgs form). */
export const PUBLISH_OPTIONS = {
  write: { type: 'boolean', default: false },
  doc: { type: 'string', default: BENCHMARKS_DOC },
} as const;

/** A figure the run could not measure, and why (e.g. "../shared/datasets/atis/test.jsonl not found"). */
export interface MissingFigure {
  figure: string;
  reason: string;
}

export interface Section {
  /** The marker name: the section sits between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->`. */
  name: string;
  /** The markdown of the section, without its markers. */
  body: string;
  /** The command that measures it, as a user types it (`npm run bench`): said in the hint to write it. */
  command: string;
}

export type PublishOutcome = 'printed' | 'written' | 'refused';

type Note = (line: string) => void;
const stderrNote: Note = (line) => process.stderr.write(`${line}\n`);

/**
 * With --write and a figure known to be missing before anything is measured: says why the doc will not be
 * written, so the caller can stop (exit 1) at once instead of after minutes of measuring. False otherwise.
 */
export function refusesToWrite(command: string, options: { write: boolean; doc: string; missing: readonly MissingFigure[] }, note: Note = stderrNote): boolean {
  if (!options.write || options.missing.length === 0) return false;
  for (const m of options.missing) note(missingLine(command, m));
  note(refusalLine(command, options.doc, options.missing.length));
  return true;
}

/**
 * Prints the section on stdout, then, on `note` (stderr by default): every missing figure with its reason,
 * and what happened to the doc. Writes the doc only with `write` and nothing missing; 'refused' means
 * --write was given but a figure was missing (the caller exits non-zero).
 */
export function publish(
  section: Section,
  options: { write: boolean; doc: string; missing?: readonly MissingFigure[] },
  out: { print: (text: string) => void; note: Note } = { print: (text) => process.stdout.write(text), note: stderrNote },
): PublishOutcome {
  const missing = options.missing ?? [];
  out.print(`${section.body.trim()}\n`);
  for (const m of missing) out.note(missingLine(section.command, m));
  if (!options.write) {
    out.note(`${section.command}: ${shownPath(options.doc)} left as it is; to replace its "${section.name}" section with the one above, run \`${withWrite(section.command)}\`.`);
    return 'printed';
  }
  if (missing.length > 0) {
    out.note(refusalLine(section.command, options.doc, missing.length));
    return 'refused';
  }
  publishSection(options.doc, section.name, section.body);
  out.note(`${section.command}: wrote the "${section.name}" section of ${shownPath(options.doc)}.`);
  return 'written';
}

function missingLine(command: string, m: MissingFigure): string {
  return `${command}: no figure for ${m.figure}: ${m.reason}`;
}

function refusalLine(command: string, doc: string, count: number): string {
  return `${command}: not writing ${shownPath(doc)}: ${count} figure${count === 1 ? ' is' : 's are'} missing (above), and a published figure is not replaced by a blank. Run it where every figure can be measured.`;
}

/** `npm run bench` → `npm run bench -- --write`; a command that already has `--` gets the flag appended. */
function withWrite(command: string): string {
  return command.includes(' -- ') ? `${command} --write` : `${command} -- --write`;
}
