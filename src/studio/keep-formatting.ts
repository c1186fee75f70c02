/**
 * A file's own formatting, kept across a studio edit. The edits work on LF text without a byte-order mark, through
 * the `yaml` package's Document API, which prints some things its own way: spaces before a trailing comment, a
 * folded (`>`) scalar's line breaks, extra spaces after a `-`. So the printed result is merged back into the
 * file as written: the lines the file writes differently from the package (the file vs the file parsed and
 * printed unchanged, paired line by line or entry by entry) stay as written, the lines the edit changed (that
 * print vs the edited print) take the edit. The merge is kept only
 * if it reads as the same YAML as the edited print (else the edited print is written as is), and it is given
 * back the file's line ends (CRLF stays CRLF) and its byte-order mark.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import YAML from 'yaml';
import { stringify } from './corpus-document.js';

const BOM = '\uFEFF';

export const keepFormatting = {
  /** The text an edit works on. */
  toEditable(source: string): string {
    return (source.startsWith(BOM) ? source.slice(1) : source).replace(/\r\n/g, '\n');
  },

  /** The edited text (as the `yaml` package prints it) written as `original` is written; `original` itself when nothing changed. */
  restore(original: string, edited: string): string {
    const editable = keepFormatting.toEditable(original);
    if (edited === editable) return original;
    const merged = mergeInto(editable, edited);
    const crlf = /\r\n/.test(original.slice(0, original.indexOf('\n') + 1 || undefined));
    return `${original.startsWith(BOM) ? BOM : ''}${crlf ? merged.replace(/\r?\n/g, '\r\n') : merged}`;
  },
};

/**
 * How the `yaml` package prints a file's text, remembered for the last texts seen (keyed by a hash of the text):
 * printing a large file takes a second, and the text the studio wrote prints, the next time, as the edited print
 * it came from (an assumption the check in mergeInto guards: a wrong guess only costs the file's own formatting).
 */
const prints = new Map<string, string>();
const PRINTS_KEPT = 32;
function remember(text: string, printed: string): void {
  prints.delete(hashOf(text));
  prints.set(hashOf(text), printed);
  if (prints.size > PRINTS_KEPT) prints.delete(prints.keys().next().value!);
}
const hashOf = (text: string) => createHash('sha1').update(text).digest('hex');

/** The edit merged into the file as written, or the edited print when the merge would not read the same. */
function mergeInto(written: string, edited: string): string {
  let printed = prints.get(hashOf(written));
  if (printed === undefined) {
    try {
      const doc = YAML.parseDocument(written);
      if (doc.errors.length > 0) return edited;
      printed = stringify(doc);
    } catch {
      return edited;
    }
  }
  if (printed === written) {
    remember(edited, edited);
    return edited;
  }
  const merged = merge(written.split('\n'), printed.split('\n'), edited.split('\n')).join('\n');
  try {
    const same = YAML.parseDocument(merged);
    if (same.errors.length === 0 && isDeepStrictEqual(same.toJS(), YAML.parse(edited))) {
      remember(merged, edited);
      return merged;
    }
  } catch {
    // Falls through to the edited print.
  }
  remember(edited, edited);
  return edited;
}

/**
 * The edited print with the file's own lines wherever the edit did not touch them. The file's lines are paired with
 * the printed ones (align); the edit is where the edited print differs from the print (one stretch: what is left
 * between their common start and their common end). A group of paired lines the edit left whole is written the
 * file's way; lines the edit changed or added take its print.
 */
function merge(written: string[], printed: string[], edited: string[]): string[] {
  const groups = align(written, printed);
  let start = 0;
  while (start < printed.length && start < edited.length && printed[start] === edited[start]) start++;
  let end = 0;
  while (end < printed.length - start && end < edited.length - start && printed[printed.length - 1 - end] === edited[edited.length - 1 - end]) end++;
  const removedUpTo = printed.length - end;
  const kept = (i: number) => i < start || i >= removedUpTo;
  const added = edited.slice(start, edited.length - end);
  const out: string[] = [];
  let placed = false;
  const place = (i: number) => {
    if (!placed && i >= start) {
      out.push(...added);
      placed = true;
    }
  };
  for (const group of groups) {
    const [first] = group.printed;
    if (first === undefined) {
      out.push(...group.written);
      continue;
    }
    if (group.printed.every(kept) && !group.printed.slice(1).some((i) => i === start && !placed)) {
      place(first);
      out.push(...group.written);
      continue;
    }
    for (const i of group.printed) {
      place(i);
      if (kept(i)) out.push(printed[i]!);
    }
  }
  place(printed.length);
  return out;
}

/** How far ahead align looks for the next pair of equal lines after lines that differ. */
const LOOKAHEAD = 64;

/**
 * The file's lines paired with the printed ones, in order: equal lines one for one; between two equal pairs, the
 * differing lines (a comment spaced its own way, a folded scalar's lines against one printed line) as one group,
 * or entry by entry (a list item, a key) when both sides hold as many entries. Linear: the two texts differ only
 * where the package prints differently, a few lines at a time.
 */
function align(written: string[], printed: string[]): Array<{ written: string[]; printed: number[] }> {
  const groups: Array<{ written: string[]; printed: number[] }> = [];
  let w = 0;
  let p = 0;
  const gap = (toW: number, toP: number) => {
    const ws = entries(written.slice(w, toW));
    // The printed entries as their lines' positions.
    let at = p;
    const ps = entries(printed.slice(p, toP)).map((lines) => lines.map(() => at++));
    if (ws.length === ps.length) ws.forEach((lines, k) => groups.push({ written: lines, printed: ps[k]! }));
    else groupsPush(groups, written.slice(w, toW), printed.slice(p, toP).map((_, k) => p + k));
    [w, p] = [toW, toP];
  };
  while (w < written.length && p < printed.length) {
    if (written[w] === printed[p]) {
      groups.push({ written: [written[w]!], printed: [p] });
      w++;
      p++;
      continue;
    }
    const next = resync(written, printed, w, p);
    if (!next) break;
    gap(next[0], next[1]);
  }
  gap(written.length, printed.length);
  return groups;
}

function groupsPush(groups: Array<{ written: string[]; printed: number[] }>, written: string[], printed: number[]): void {
  if (written.length > 0 || printed.length > 0) groups.push({ written, printed });
}

/** The nearest (w + a, p + b) past a difference where two lines in a row are equal again, within LOOKAHEAD. */
function resync(written: string[], printed: string[], w: number, p: number): [number, number] | null {
  const same = (i: number, j: number) => written[i] === printed[j] && (i + 1 >= written.length || j + 1 >= printed.length || written[i + 1] === printed[j + 1]);
  for (let d = 1; d <= 2 * LOOKAHEAD; d++) {
    for (let a = Math.max(0, d - LOOKAHEAD); a <= Math.min(d, LOOKAHEAD); a++) {
      const [i, j] = [w + a, p + d - a];
      if (i < written.length && j < printed.length && same(i, j)) return [i, j];
    }
  }
  return null;
}

/** Lines cut where a YAML entry starts (a list item `- `, a key `name:`): the lines after it until the next are its own. */
function entries(lines: string[]): string[][] {
  const out: string[][] = [];
  for (const line of lines) {
    if (out.length === 0 || /^\s*(?:-(?:\s|$)|[^\s#][^:#]*:(?:\s|$))/.test(line)) out.push([line]);
    else out[out.length - 1]!.push(line);
  }
  return out;
}
