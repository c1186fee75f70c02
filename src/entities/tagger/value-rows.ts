import type { EmissionWeights } from './emission-weights.js';
import { featureRange, findFeature, findSecond, templateArity, type SortedFeatureTable } from './feature-table.js';

/**
 * The model's features found by numbers: each distinct value (word, affix, kind, match name) by its id, and
 * the row (EmissionWeights handle) of a one-value feature ("w=paris", "p3=par", "bb=to") by its template and
 * the value's id, found by bisection in the template's sorted stretch of the feature table (no table built at
 * load). No feature name is built or parsed: a word's features cost one id lookup and a few bisections, once
 * per word (its callers cache them).
 */
export class ValueRows {
  private readonly ids = new Map<string, number>();
  private readonly templateIds = new Map<string, number>();
  /** Per template: how many values it takes (templateArity()). */
  private readonly arity: Uint8Array;

  constructor(private readonly table: SortedFeatureTable, private readonly weights: EmissionWeights) {
    const { values } = table;
    for (let v = 0; v < values.length; v++) this.ids.set(values[v]!, v);
    table.templates.forEach((name, t) => this.templateIds.set(name, t));
    this.arity = Uint8Array.from(table.templates, templateArity);
  }

  /** The id of a value (-1: no feature has it). */
  valueId(value: string): number {
    return this.ids.get(value) ?? -1;
  }

  /** A template's handle for row() (-1: the model has no feature of it). */
  templateId(name: string): number {
    return this.templateIds.get(name) ?? -1;
  }

  /** The row of template t's feature of value v (for a template without values, v = 0); -1 when none. */
  row(t: number, v: number): number {
    if (t < 0 || v < 0) return -1;
    const arity = this.arity[t]!;
    if (arity === 0) return v === 0 && this.table.starts[t + 1]! > this.table.starts[t]! ? this.weights.row(this.table.starts[t]!) : -1;
    return arity === 1 ? this.weights.row(findFeature(this.table, t, v, -1)) : -1;
  }

  /** Where two-value template t's features with first value a are (featureRange()), for pairRowIn(). */
  pairRange(t: number, a: number): [lo: number, hi: number] {
    return this.arity[t] === 2 ? featureRange(this.table, t, a) : [0, 0];
  }

  /** The row of the feature among [lo, hi) (pairRange()) whose second value is b; -1 when none. */
  pairRowIn(lo: number, hi: number, b: number): number {
    return lo >= hi || b < 0 ? -1 : this.weights.row(findSecond(this.table, lo, hi, b));
  }

  /** The row of two-value template t's feature of values a and b; -1 when none. */
  pairRow(t: number, a: number, b: number): number {
    return t < 0 || a < 0 || b < 0 || this.arity[t] !== 2 ? -1 : this.weights.row(findFeature(this.table, t, a, b));
  }
}
