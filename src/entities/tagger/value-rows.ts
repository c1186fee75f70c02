import type { EmissionWeights } from './emission-weights.js';
import { templateArity, type FeatureTable } from './feature-table.js';

/**
 * The model's features found by numbers: each distinct value (word, affix, kind, match name) by its id,
 * and the row (EmissionWeights handle) of a one-value feature ("w=paris", "p3=par", "bb=to") by its
 * template and the value's id, in a table per template filled in one pass over the feature table at
 * load. No feature name is built or parsed: a word's features cost one id lookup and a few array reads.
 */
export class ValueRows {
  private readonly ids = new Map<string, number>();
  private readonly templateIds = new Map<string, number>();
  /** Per template (by templateId()): rows by value id (-1: none); for a template without values, one row. */
  private readonly tables: Int32Array[] = [];

  constructor(table: FeatureTable, weights: EmissionWeights) {
    const { values } = table;
    for (let v = 0; v < values.length; v++) this.ids.set(values[v]!, v);
    const arity = table.templates.map(templateArity);
    table.templates.forEach((name, t) => {
      this.templateIds.set(name, t);
      this.tables.push(arity[t] === 1 ? new Int32Array(values.length).fill(-1) : new Int32Array(1).fill(-1));
    });
    for (let f = 0; f < table.template.length; f++) {
      const t = table.template[f]!;
      if (t < 0 || arity[t] === 2) continue;
      this.tables[t]![arity[t] === 1 ? table.a[f]! : 0] = weights.row(f);
    }
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
    return t < 0 || v < 0 ? -1 : (this.tables[t]![v] ?? -1);
  }
}
