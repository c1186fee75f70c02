import { taggerSchema, type PackedTagger, type TaggerState } from './schema.js';
import { decodeSteps, decodeUnsigned, encodeAscending, encodeSteps, encodeUnsigned } from './binary.js';
import { packBlob, packLines, unpackBlob, unpackLines } from './blob.js';
import { decodeInt32 } from '../entities/tagger/sequence-tagger.js';
import { featureTable, templateArity, type FeatureTable } from '../entities/tagger/feature-table.js';
import { decodeFloat32 } from '../intent/linear-classifier.js';

/** A tagger as the runtime reads it: its features as numbers, flat weight positions (feature * labels + label) and their values. */
export interface TaggerModel {
  labels: readonly string[];
  features: FeatureTable;
  positions: Int32Array;
  values: Float32Array;
  transitions: readonly number[];
  gazetteer?: TaggerState['gazetteer'];
  edgeWords?: TaggerState['edgeWords'];
  valueMarks?: TaggerState['valueMarks'];
}

/** The trainer's tagger as the runtime reads it. */
export function taggerModel(state: TaggerState): TaggerModel {
  const positions = decodeInt32(state.weightPositions);
  return { ...state, features: featureTable(state.features), positions, values: decodeFloat32(state.weightValues, positions.length) };
}

/**
 * The tagger as the model file keeps it: the features as a table (feature-table.ts) of templates, the
 * distinct values (one a line) and each feature's value ids, the features renumbered by template then values
 * so that the ids go as small gaps; weight positions as varint gaps and values as int16 steps; blobs. The
 * renumbering changes no score: the runtime sums features by template, whatever their numbers. Every weight
 * is kept: leaving out those under 0.5 cost 0.16 points of snips valid slot F1, under 1 0.58
 * (scripts/experiments/tagger-compaction.ts), while int16 values cost none (snips 94.36, atis 96.95 either
 * way). `minWeight` > 0 is for that experiment.
 */
export function packTagger(state: TaggerState, minWeight = 0): PackedTagger {
  const L = state.labels.length;
  const model = taggerModel(state);
  const table = model.features;
  // Templates and values in sorted order (the same data gives the same file), features by template then value ids.
  const templateOrder = sortedIds(table.templates);
  const valueOrder = sortedIds(table.values);
  const kept = [...table.template.keys()].filter((f) => table.template[f]! >= 0);
  const sortKey = (f: number) => [templateOrder[table.template[f]!]!, table.a[f]! < 0 ? -1 : valueOrder[table.a[f]!]!, table.b[f]! < 0 ? -1 : valueOrder[table.b[f]!]!] as const;
  const keys = new Map(kept.map((f) => [f, sortKey(f)]));
  kept.sort((x, y) => { const [p, q] = [keys.get(x)!, keys.get(y)!]; return p[0] - q[0] || p[1] - q[1] || p[2] - q[2]; });
  const renumbered = new Int32Array(table.template.length).fill(-1);
  kept.forEach((f, k) => { renumbered[f] = k; });
  const templates = [...table.templates].sort();
  const counts = templates.map(() => 0);
  const ids: number[] = [];
  let previous = -1;
  let previousTemplate = -1;
  for (const f of kept) {
    const [t, a, b] = keys.get(f)!;
    counts[t]!++;
    const arity = templateArity(templates[t]!);
    // The first value id as a gap from the previous feature's of the same template (features are in its order).
    if (arity >= 1) ids.push(a - (t === previousTemplate ? previous : 0));
    if (arity === 2) ids.push(b);
    previous = a;
    previousTemplate = t;
  }
  const weights = [...model.positions.keys()]
    .filter((k) => renumbered[(model.positions[k]! / L) | 0]! >= 0 && Math.abs(model.values[k]!) >= minWeight)
    .map((k) => { const f = (model.positions[k]! / L) | 0; return [renumbered[f]! * L + (model.positions[k]! - f * L), model.values[k]!] as const; })
    .sort((x, y) => x[0] - y[0]);
  const { step, steps } = encodeSteps(weights.map(([, value]) => value));
  return {
    type: 'perceptron',
    labels: state.labels,
    features: { templates, counts, values: packLines([...table.values].sort()), ids: packBlob(encodeUnsigned(ids)) },
    weights: { count: weights.length, positions: packBlob(encodeAscending(weights.map(([position]) => position))), step, values: packBlob(steps) },
    transitions: state.transitions,
    ...(state.gazetteer ? { gazetteer: packBlob(JSON.stringify(state.gazetteer)) } : {}),
    ...(state.edgeWords ? { edgeWords: state.edgeWords } : {}),
    ...(state.valueMarks ? { valueMarks: state.valueMarks } : {}),
  };
}

/** Each string's rank in sorted order (as Array#sort() sorts strings). */
function sortedIds(strings: readonly string[]): Int32Array {
  const ranks = new Int32Array(strings.length);
  [...strings.keys()].sort((x, y) => (strings[x]! < strings[y]! ? -1 : strings[x]! > strings[y]! ? 1 : 0)).forEach((id, rank) => { ranks[id] = rank; });
  return ranks;
}

/** The runtime's tagger of a packed one; a damaged one fails with an Error. */
export function unpackTagger(packed: PackedTagger): TaggerModel {
  const L = packed.labels.length;
  const { templates, counts } = packed.features;
  if (counts.length !== templates.length) throw new RangeError(`expected a feature count for each of ${templates.length} tagger templates, found ${counts.length}`);
  const values = unpackLines(packed.features.values);
  let F = 0;
  let idCount = 0;
  for (let t = 0; t < templates.length; t++) { F += counts[t]!; idCount += counts[t]! * templateArity(templates[t]!); }
  if (F * L > 0x7fffffff) throw new RangeError(`${F} tagger features of ${L} labels are more than the weights can address`);
  const ids = decodeUnsigned(unpackBlob(packed.features.ids), idCount);
  const table = { templates, values, template: new Int32Array(F), a: new Int32Array(F).fill(-1), b: new Int32Array(F).fill(-1) };
  const V = values.length;
  for (let t = 0, f = 0, at = 0; t < templates.length; t++) {
    const arity = templateArity(templates[t]!);
    let a = 0;
    for (let end = f + counts[t]!; f < end; f++) {
      table.template[f] = t;
      if (arity === 0) continue;
      a += ids[at++]!;
      if (a >= V) throw new RangeError(`a tagger feature names value ${a} of ${V}`);
      table.a[f] = a;
      if (arity === 1) continue;
      const b = ids[at++]!;
      if (b >= V) throw new RangeError(`a tagger feature names value ${b} of ${V}`);
      table.b[f] = b;
    }
  }
  const { count } = packed.weights;
  // Gaps, summed in place; each sum is checked before it is stored (an int32 would wrap past 2^31).
  const positions = decodeUnsigned(unpackBlob(packed.weights.positions), count);
  for (let k = 0, sum = 0; k < count; k++) {
    sum += positions[k]!;
    if (sum >= F * L) throw new RangeError(`a tagger weight lies past its ${F} features`);
    positions[k] = sum;
  }
  const weights = decodeSteps(unpackBlob(packed.weights.values), packed.weights.step, count);
  const gazetteer = packed.gazetteer === undefined ? undefined : taggerSchema.shape.gazetteer.parse(JSON.parse(unpackBlob(packed.gazetteer).toString('utf8')));
  return { labels: packed.labels, features: table, positions, values: weights, transitions: packed.transitions, gazetteer, edgeWords: packed.edgeWords, valueMarks: packed.valueMarks };
}
