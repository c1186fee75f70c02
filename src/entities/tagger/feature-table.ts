import { indexIn, lowerBound } from '../../bisect.js';
import { CONTEXT_PAIRS } from './token-features.js';

/**
 * The tagger's feature names (sentenceFeatures() makes them: "w=paris", "w-1w=from paris", "b") as numbers:
 * each feature is a template ("w=", "w-1w=", "b": the name up to its "=", or the whole name without one)
 * and one or two ids of its values in a table of distinct strings. The model file keeps this form, so
 * that loading reads typed arrays instead of parsing 85 000 names (snips), and the runtime finds a
 * word's features by the word's id.
 */
export interface FeatureTable {
  /** Template names, with their "=" when they take values. */
  templates: readonly string[];
  /** Distinct values (words, affixes, shapes, kinds, match names). */
  values: readonly string[];
  /** Per feature: its template (-1: a name that no token can give, left out), and its values' ids (-1: none). */
  template: Int32Array;
  a: Int32Array;
  b: Int32Array;
}

/**
 * A table whose features are in template order, each template's features a stretch sorted by their value ids
 * (a, then b): the model file keeps them so, and the runtime finds a feature by bisection in its template's
 * stretch (findFeature()) instead of building lookup tables at load.
 */
export interface SortedFeatureTable extends FeatureTable {
  /** Template t's features are [starts[t], starts[t + 1]). */
  starts: Int32Array;
}

/** The feature of template t with values a and b (-1: none, as for one-value and valueless templates), by bisection; -1 when none. */
export function findFeature(table: SortedFeatureTable, t: number, a: number, b: number): number {
  if (t < 0) return -1;
  const { a: as, b: bs } = table;
  let low = table.starts[t]!;
  let high = table.starts[t + 1]! - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const x = as[mid]!;
    if (x < a || (x === a && bs[mid]! < b)) low = mid + 1;
    else if (x > a || bs[mid]! > b) high = mid - 1;
    else return mid;
  }
  return -1;
}

/**
 * Where template t's features with first value a are: [lo, hi) in the table (lo = hi when none), by two bisections.
 * A caller that looks up many pairs starting with a (a word and each word after it) bisects on b in that stretch only.
 */
export function featureRange(table: SortedFeatureTable, t: number, a: number): [lo: number, hi: number] {
  if (t < 0 || a < 0) return [0, 0];
  const [from, to] = [table.starts[t]!, table.starts[t + 1]!];
  return [lowerBound(table.a, from, to, a), lowerBound(table.a, from, to, a + 1)];
}

/** The feature among [lo, hi) (featureRange()) whose second value is b; -1 when none. */
export function findSecond(table: SortedFeatureTable, lo: number, hi: number, b: number): number {
  return indexIn(table.b, lo, hi, b);
}

/** The same features in template order, sorted by value ids (features given by no token left out), and each kept feature's new index (-1: left out). */
export function sortFeatureTable(table: FeatureTable): { table: SortedFeatureTable; renumbered: Int32Array } {
  const kept = [...table.template.keys()].filter((f) => table.template[f]! >= 0);
  kept.sort((x, y) => table.template[x]! - table.template[y]! || table.a[x]! - table.a[y]! || table.b[x]! - table.b[y]!);
  const F = kept.length;
  const sorted = { templates: table.templates, values: table.values, template: new Int32Array(F), a: new Int32Array(F), b: new Int32Array(F), starts: new Int32Array(table.templates.length + 1) };
  const renumbered = new Int32Array(table.template.length).fill(-1);
  kept.forEach((f, k) => {
    renumbered[f] = k;
    sorted.template[k] = table.template[f]!;
    sorted.a[k] = table.a[f]!;
    sorted.b[k] = table.b[f]!;
    sorted.starts[table.template[f]! + 1]!++;
  });
  for (let t = 0; t < table.templates.length; t++) sorted.starts[t + 1]! += sorted.starts[t]!;
  return { table: sorted, renumbered };
}

/** How many values a template takes: none ("b"), two (CONTEXT_PAIRS, "w-1w=from paris"), else one. */
export function templateArity(template: string): 0 | 1 | 2 {
  if (!template.endsWith('=')) return 0;
  return PAIR_TEMPLATES.has(template) ? 2 : 1;
}

const PAIR_TEMPLATES = new Set(CONTEXT_PAIRS.map(([name]) => `${name}=`));

/** The table of feature names (training, and models given as the trainer's state). */
export function featureTable(names: readonly string[]): FeatureTable {
  const templates = new Map<string, number>();
  const values = new Map<string, number>();
  const F = names.length;
  const table = { template: new Int32Array(F).fill(-1), a: new Int32Array(F).fill(-1), b: new Int32Array(F).fill(-1) };
  const valueId = (value: string) => {
    let id = values.get(value);
    if (id === undefined) values.set(value, (id = values.size));
    return id;
  };
  for (let f = 0; f < F; f++) {
    const name = names[f]!;
    const eq = name.indexOf('=');
    const template = eq < 0 ? name : name.slice(0, eq + 1);
    const arity = templateArity(template);
    const rest = name.slice(eq + 1);
    const space = rest.indexOf(' ');
    // A pair's values are one token each (no spaces): a name with more or fewer parts is given by no token.
    if (arity === 2 && (space < 0 || rest.indexOf(' ', space + 1) >= 0)) continue;
    let t = templates.get(template);
    if (t === undefined) templates.set(template, (t = templates.size));
    table.template[f] = t;
    if (arity === 1) table.a[f] = valueId(rest);
    if (arity === 2) { table.a[f] = valueId(rest.slice(0, space)); table.b[f] = valueId(rest.slice(space + 1)); }
  }
  return { templates: [...templates.keys()], values: [...values.keys()], ...table };
}

/** The name of feature f (undefined for one left out): featureTable()'s inverse. */
export function featureName(table: FeatureTable, f: number): string | undefined {
  const t = table.template[f]!;
  if (t < 0) return undefined;
  const template = table.templates[t]!;
  const arity = templateArity(template);
  if (arity === 0) return template;
  const a = table.values[table.a[f]!]!;
  return arity === 1 ? template + a : `${template}${a} ${table.values[table.b[f]!]!}`;
}
