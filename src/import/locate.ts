/**
 * Line numbers in a source file for the report, found by text: the formats we read are JSON and YAML written
 * by tools, one item a line or a few, so the first occurrence after a place is the item's.
 */
export class LineFinder {
  private readonly lineStarts: number[];
  private cursor = 0;

  constructor(private readonly text: string) {
    this.lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  /** The 1-based line of a character offset. */
  lineAt(offset: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** The line of the first occurrence of `needle` at or after the last one found (moving on past it); undefined when none. */
  next(needle: string): number | undefined {
    const at = this.text.indexOf(needle, this.cursor);
    if (at < 0) return undefined;
    this.cursor = at + needle.length;
    return this.lineAt(at);
  }

  /** The line of the first occurrence of `needle` anywhere; undefined when none. */
  first(needle: string): number | undefined {
    const at = this.text.indexOf(needle);
    return at < 0 ? undefined : this.lineAt(at);
  }

  /** The line of a JSON key (`"key":`), the first from the start; undefined when none. */
  key(key: string): number | undefined {
    const m = new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*:`).exec(this.text);
    return m ? this.lineAt(m.index) : undefined;
  }
}
