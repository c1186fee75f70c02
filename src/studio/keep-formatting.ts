/**
 * A file's own formatting, kept across a studio edit. The edits work on LF text without a byte-order mark, through
 * the `yaml` package's Document API, which prints some things its own way: spaces before a trailing comment, a
 * folded (`>`) scalar's line breaks, extra spaces after a `-`. So the printed result is merged back into the
 * file as written, three ways (node-diff3): the lines the file writes differently from the package (file vs
 * the file parsed and printed unchanged) stay as written, the lines the edit changed (that print vs the edited
 * print) take the edit; where both touch neighbouring lines, the lines the edit kept stay as written and the
 * lines it changed take its print. The merge is kept only
 * if it reads as the same YAML as the edited print (else the edited print is written as is), and it is given
 * back the file's line ends (CRLF stays CRLF) and its byte-order mark.
 */
import { isDeepStrictEqual } from 'node:util';
import { diff3Merge, diffComm } from 'node-diff3';
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

/** The edit merged into the file as written, or the edited print when the merge would not read the same. */
function mergeInto(written: string, edited: string): string {
  let printed: string;
  try {
    const doc = YAML.parseDocument(written);
    if (doc.errors.length > 0) return edited;
    printed = stringify(doc);
  } catch {
    return edited;
  }
  if (printed === written) return edited;
  const lines: string[] = [];
  for (const region of diff3Merge(written.split('\n'), printed.split('\n'), edited.split('\n'))) {
    if (region.ok) lines.push(...region.ok);
    else if (region.conflict) lines.push(...resolve(region.conflict));
  }
  const merged = lines.join('\n');
  try {
    const same = YAML.parseDocument(merged);
    if (same.errors.length === 0 && isDeepStrictEqual(same.toJS(), YAML.parse(edited))) return merged;
  } catch {
    // Falls through to the edited print.
  }
  return edited;
}

/**
 * Lines both the file's own writing and the edit changed (the edit next to lines written the file's way). The file's
 * lines are paired with the printed ones they print as (one for one, or a group such as a folded scalar's lines);
 * a group the edit left whole is written the file's way, the lines the edit changed or added take its print.
 */
function resolve(conflict: { a: string[]; o: string[]; b: string[] }): string[] {
  const { a: written, o: printed, b: edited } = conflict;
  const groups: Array<{ written: string[]; printed: number[] }> = [];
  let p = 0;
  for (const chunk of diffComm(written, printed)) {
    if (chunk.common) for (const line of chunk.common) groups.push({ written: [line], printed: [p++] });
    else {
      // Paired entry by entry when both sides hold as many (a folded scalar's lines, then an item with its own spacing).
      const [w, o] = [entries(chunk.buffer1 ?? []), entries(chunk.buffer2 ?? [])];
      if (w.length === o.length) w.forEach((lines, i) => groups.push({ written: lines, printed: o[i]!.map(() => p++) }));
      else groups.push({ written: chunk.buffer1 ?? [], printed: (chunk.buffer2 ?? []).map(() => p++) });
    }
  }
  // What the edit did to each printed line: kept or not, and the lines it added before it (or at the end).
  const kept: boolean[] = [];
  const added = new Map<number, string[]>();
  p = 0;
  for (const chunk of diffComm(printed, edited)) {
    if (chunk.common) for (const _ of chunk.common) kept[p++] = true;
    else {
      if (chunk.buffer2?.length) added.set(p, [...(added.get(p) ?? []), ...chunk.buffer2]);
      for (const _ of chunk.buffer1 ?? []) kept[p++] = false;
    }
  }
  const out: string[] = [];
  for (const group of groups) {
    const [first, ...rest] = group.printed;
    if (first === undefined) {
      out.push(...group.written);
      continue;
    }
    if (group.printed.every((i) => kept[i]) && rest.every((i) => !added.has(i))) {
      out.push(...(added.get(first) ?? []), ...group.written);
      continue;
    }
    for (const i of group.printed) out.push(...(added.get(i) ?? []), ...(kept[i] ? [printed[i]!] : []));
  }
  out.push(...(added.get(printed.length) ?? []));
  return out;
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
