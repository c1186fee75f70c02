/** Optimal-string-alignment distance (Levenshtein plus adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Typos tolerated in a word of this length: none under 5 letters, one under 9, else two. */
export function allowedTypos(length: number): number {
  return length < 5 ? 0 : length < 9 ? 1 : 2;
}

/** Every string obtained by deleting up to `depth` characters (SymSpell's index keys). */
export function deletions(word: string, depth: number): Set<string> {
  const out = new Set<string>([word]);
  let frontier = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of frontier) {
      for (let i = 0; i < w.length; i++) {
        const shorter = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(shorter)) { out.add(shorter); next.push(shorter); }
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * editDistance(a, b, 1) <= 1 without a table: equal, or one substitution, insertion, deletion or swap of
 * adjacent characters (code units, as editDistance compares). For scanning many candidates: no allocation.
 */
export function withinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (la < lb) return withinOneEdit(b, a);
  if (la - lb > 1) return false;
  let i = 0;
  while (i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === lb) return true;
  if (la > lb) return sameTail(a, i + 1, b, i);
  if (sameTail(a, i + 1, b, i + 1)) return true;
  return i + 1 < la && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameTail(a, i + 2, b, i + 2);
}

/** a from i on equals b from j on. */
function sameTail(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}
