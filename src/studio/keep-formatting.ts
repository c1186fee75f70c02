/**
 * A file's own formatting, kept across a studio edit: the edits work on LF text without a byte-order mark (what
 * the `yaml` package reads and prints), and the result is given back the file's line ends (CRLF stays CRLF) and
 * its byte-order mark.
 */
const BOM = '\uFEFF';

export const keepFormatting = {
  /** The text an edit works on. */
  toEditable(source: string): string {
    return (source.startsWith(BOM) ? source.slice(1) : source).replace(/\r\n/g, '\n');
  },

  /** The edited text written as `original` is: its line ends and byte-order mark; `original` itself when nothing changed. */
  restore(original: string, edited: string): string {
    if (edited === keepFormatting.toEditable(original)) return original;
    const crlf = /\r\n/.test(original.slice(0, original.indexOf('\n') + 1 || undefined));
    return `${original.startsWith(BOM) ? BOM : ''}${crlf ? edited.replace(/\r?\n/g, '\r\n') : edited}`;
  },
};
