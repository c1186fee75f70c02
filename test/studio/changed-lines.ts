/** What a change did to a file's text, as a diff shows it: the lines removed and the lines added, between what both keep. */
export function changedRegion(before: string, after: string): { at: number; removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) { endA--; endB--; }
  return { at: start + 1, removed: a.slice(start, endA), added: b.slice(start, endB) };
}
