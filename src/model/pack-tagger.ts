import type { PackedTagger, TaggerState } from './schema.js';
import { decodeFixed, encodeFixed, encodeSteps, checkAscending } from './binary.js';
import { packBlob, packLines, unpackBlob, unpackLines } from './blob.js';
import { decodeInt32 } from '../entities/tagger/sequence-tagger.js';
import { featureTable, sortFeatureTable, templateArity, type SortedFeatureTable } from '../entities/tagger/feature-table.js';
import { groupWeights, labelBytes, renumberWeights, type TaggerWeights } from '../entities/tagger/tagger-weights.js';
import { decodeFloat32 } from '../intent/linear-classifier.js';
import { phraseKeys } from '../entities/list-matcher.js';
import type { GazetteerEntry } from '../entities/tagger/gazetteer.js';
import type { Token } from '../text/tokens.js';

/** A tagger as the runtime reads it: its features as numbers, and their non-zero weights grouped by feature. */
export interface TaggerModel {
  labels: readonly string[];
  features: SortedFeatureTable;
  weights: TaggerWeights;
  transitions: readonly number[];
  gazetteer?: TaggerState['gazetteer'];
  /** Each gazetteer phrase's word keys (phraseKeys(), joined by spaces), the entries' phrases in order. */
  gazetteerKeys?: readonly string[];
  edgeWords?: TaggerState['edgeWords'];
  valueMarks?: TaggerState['valueMarks'];
}

/** The trainer's tagger as the runtime reads it: its features sorted (SortedFeatureTable), those no token can give left out. */
export function taggerModel(state: TaggerState, tokenize?: (text: string) => Token[]): TaggerModel {
  const L = state.labels.length;
  const { table, renumbered } = sortFeatureTable(featureTable(state.features));
  const positions = decodeInt32(state.weightPositions);
  const weights = renumberWeights(groupWeights(state.features.length, L, positions, decodeFloat32(state.weightValues, positions.length)), L, table.template.length, renumbered);
  const gazetteerKeys = state.gazetteer?.flatMap((e) => e.phrases.map((phrase) => phraseKeys(phrase, tokenize).join(' ')));
  return { labels: state.labels, features: table, weights, transitions: state.transitions, gazetteer: state.gazetteer, gazetteerKeys, edgeWords: state.edgeWords, valueMarks: state.valueMarks };
}

/**
 * The trainer's tagger as the runtime reads it once written and loaded, without writing it: the weights as the
 * file's int16 steps (encodeSteps() over the same weights gives the same step), so that every score is the loaded
 * model's. For the decision's fold models, which are read once and never written (src/train/training-tasks.ts).
 */
export function quantizedTaggerModel(state: TaggerState, tokenize?: (text: string) => Token[]): TaggerModel {
  const model = taggerModel(state, tokenize);
  const { step, steps } = encodeSteps(model.weights.values);
  return { ...model, weights: { ...model.weights, values: new Int16Array(steps.buffer, steps.byteOffset, steps.byteLength / 2), step } };
}

/**
 * The tagger as the model file keeps it: the features as a table (feature-table.ts) of templates, the
 * distinct values (one a line) and each feature's value ids, the features renumbered by template then values
 * so that the ids go as small gaps; the weights grouped by feature (tagger-weights.ts: counts and labels as bytes)
 * and their values as int16 steps; the gazetteer's phrases as lines, with their word keys (so that loading tokenizes
 * none); blobs. The
 * renumbering changes no score: the runtime sums features by template, whatever their numbers. Every weight
 * is kept: leaving out those under 0.5 cost 0.16 points of snips valid slot F1, under 1 0.58
 * (scripts/experiments/tagger-compaction.ts), while int16 values cost none (snips 94.36, atis 96.95 either
 * way). `minWeight` > 0 is for that experiment.
 */
export function packTagger(state: TaggerState, minWeight = 0, tokenize?: (text: string) => Token[]): PackedTagger {
  const L = state.labels.length;
  const model = taggerModel(state, tokenize);
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
  const first: number[] = [];
  const second: number[] = [];
  for (const f of kept) {
    const [t, a, b] = keys.get(f)!;
    counts[t]!++;
    const arity = templateArity(templates[t]!);
    if (arity >= 1) first.push(a);
    if (arity === 2) second.push(b);
  }
  const weights = renumberWeights(model.weights, L, kept.length, renumbered, (value) => Math.abs(value) >= minWeight);
  const { step, steps } = encodeSteps(weights.values);
  const bytes = (array: Uint8Array | Uint16Array) => packBlob(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
  return {
    type: 'perceptron',
    labels: state.labels,
    features: { templates, counts, values: packLines([...table.values].sort()), first: packBlob(encodeFixed(first, table.values.length)), second: packBlob(encodeFixed(second, table.values.length)) },
    weights: { count: weights.values.length, counts: bytes(weights.counts), labels: bytes(weights.labels), step, values: packBlob(steps) },
    transitions: state.transitions,
    ...(state.gazetteer ? { gazetteer: packGazetteer(state.gazetteer, model.gazetteerKeys!) } : {}),
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

/** A phrase's keys line when they are the phrase itself (most are: lower-case words): a tab, which no key holds (keys are parts of tokens). */
const SAME_AS_PHRASE = '\t';

function packGazetteer(entries: readonly GazetteerEntry[], keys: readonly string[]): NonNullable<PackedTagger['gazetteer']> {
  // One blob, phrases then keys.
  const phrases = entries.flatMap((e) => e.phrases);
  return { entities: entries.map((e) => e.entity), counts: entries.map((e) => e.phrases.length), phrasesAndKeys: packLines([...phrases, ...keys.map((line, k) => (line === phrases[k] ? SAME_AS_PHRASE : line))]) };
}

/** The gazetteer's entries and phrase keys; counts that do not add up fail with a RangeError. */
function unpackGazetteer(packed: NonNullable<PackedTagger['gazetteer']>): { entries: GazetteerEntry[]; keys: string[] } {
  const lines = unpackLines(packed.phrasesAndKeys);
  const total = packed.counts.reduce((sum, c) => sum + c, 0);
  if (packed.counts.length !== packed.entities.length || 2 * total !== lines.length) {
    throw new RangeError(`expected ${packed.entities.length} gazetteer entities with ${total} phrases and their keys, found ${packed.counts.length} counts and ${lines.length} lines`);
  }
  const phrases = lines.slice(0, total);
  const keys = lines.slice(total);
  for (let k = 0; k < total; k++) if (keys[k] === SAME_AS_PHRASE) keys[k] = phrases[k]!;
  let at = 0;
  return { entries: packed.entities.map((entity, e) => ({ entity, phrases: phrases.slice(at, (at += packed.counts[e]!)) })), keys };
}

/** The int16 steps of the weights (see encodeSteps()), as they are: EmissionWeights multiplies them by the step. */
function int16Steps(bytes: Buffer, expected: number): Int16Array {
  if (bytes.byteLength !== expected * 2) throw new RangeError(`expected ${expected} int16 weights, found ${bytes.byteLength / 2}`);
  // A copy: a Buffer's bytes may start at an odd offset, which an Int16Array cannot view.
  const out = new Int16Array(expected);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}

/** Bytes as the counts or labels of a tagger of L labels (tagger-weights.ts): `expected` of them, each a byte or 16 bits. */
function typedBytes(bytes: Buffer, L: number, expected: number, what: string): Uint8Array | Uint16Array {
  const width = labelBytes(L);
  if (bytes.byteLength !== expected * width) throw new RangeError(`expected ${expected} tagger ${what}, found ${bytes.byteLength / width}`);
  if (width === 1) return bytes;
  // A copy: a Buffer's bytes may start at an odd offset, which a Uint16Array cannot view.
  const out = new Uint16Array(expected);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}

/** The runtime's tagger of a packed one; a damaged one fails with an Error. */
export function unpackTagger(packed: PackedTagger): TaggerModel {
  const L = packed.labels.length;
  const { templates, counts } = packed.features;
  if (counts.length !== templates.length) throw new RangeError(`expected a feature count for each of ${templates.length} tagger templates, found ${counts.length}`);
  const values = unpackLines(packed.features.values);
  const V = values.length;
  let F = 0;
  let valued = 0;
  let pairs = 0;
  for (let t = 0; t < templates.length; t++) {
    const arity = templateArity(templates[t]!);
    F += counts[t]!;
    if (arity >= 1) valued += counts[t]!;
    if (arity === 2) pairs += counts[t]!;
  }
  const first = decodeFixed(unpackBlob(packed.features.first), valued, V);
  const second = decodeFixed(unpackBlob(packed.features.second), pairs, V);
  const table = { templates, values, template: new Int32Array(F), a: new Int32Array(F).fill(-1), b: new Int32Array(F).fill(-1), starts: new Int32Array(templates.length + 1) };
  // Template by template, by native copies: each template's features are sorted by their values (the runtime
  // bisects them), so its last first value is its largest.
  for (let t = 0, f = 0, at = 0, pair = 0; t < templates.length; t++) {
    const arity = templateArity(templates[t]!);
    const n = counts[t]!;
    table.starts[t] = f;
    table.template.fill(t, f, f + n);
    if (arity >= 1 && n > 0) {
      checkAscending(`the tagger features of ${templates[t]!}`, first.subarray(at, at + n), arity === 2 ? second.subarray(pair, pair + n) : null, V);
      table.a.set(first.subarray(at, at + n), f);
      at += n;
    }
    if (arity === 2) { table.b.set(second.subarray(pair, pair + n), f); pair += n; }
    f += n;
  }
  table.starts[templates.length] = F;
  const { count } = packed.weights;
  const weights = { counts: typedBytes(unpackBlob(packed.weights.counts), L, F, 'feature counts'), labels: typedBytes(unpackBlob(packed.weights.labels), L, count, 'weight labels'), values: int16Steps(unpackBlob(packed.weights.values), count), step: packed.weights.step };
  const gazetteer = packed.gazetteer && unpackGazetteer(packed.gazetteer);
  return { labels: packed.labels, features: table, weights, transitions: packed.transitions, gazetteer: gazetteer?.entries, gazetteerKeys: gazetteer?.keys, edgeWords: packed.edgeWords, valueMarks: packed.valueMarks };
}
