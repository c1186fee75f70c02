import YAML, { isMap, isScalar, isSeq, LineCounter, type Node } from 'yaml';
import { NluError } from '../../errors.js';
import { CorpusBuilder } from '../corpus-builder.js';
import { LineFinder } from '../locate.js';
import { builtinKindOf, engineHasBuiltin } from '../system-entities.js';
import type { SourceTree } from '../source-tree.js';
import type { ImportResult, ReportEntry, SourcePlace } from '../types.js';
import { parseRasaExample } from './rasa-annotation.js';

/** Rasa's NLU training data: YAML (Rasa 2 and 3), Markdown (Rasa 1) and JSON, a project folder or one file. */

/** Is this Rasa data? (an NLU, domain or story file of any of its formats) */
export function looksLikeRasa(tree: SourceTree): boolean {
  for (const [path, text] of tree.files) {
    if (/\.ya?ml$/i.test(path) && /^(nlu|responses|stories|rules):/m.test(text)) return true;
    if (/\.md$/i.test(path) && /^##\s*(intent|synonym|regex|lookup):/m.test(text)) return true;
    if (/\.json$/i.test(path) && text.includes('"rasa_nlu_data"')) return true;
  }
  return false;
}

/** A file of test data (Rasa's `tests/` folder, `test_nlu.yml`), not training data. */
function isTestFile(path: string): boolean {
  return path.split('/').some((part) => /^tests?$/i.test(part)) || /(^|\/)test_[^/]*$/i.test(path);
}

interface RasaItems {
  synonyms: Array<{ value: string; texts: string[]; source: SourcePlace }>;
  regexes: Array<{ name: string; patterns: string[]; source: SourcePlace }>;
  lookups: Array<{ name: string; values: string[]; source: SourcePlace }>;
}

export function readRasa(tree: SourceTree): ImportResult {
  const report: ReportEntry[] = [];
  // The project's language (config.yml "language: de"), else English.
  const language = [...tree.files].map(([p, t]) => (/\.ya?ml$/i.test(p) ? /^language:\s*["']?([A-Za-z-]+)/m.exec(t)?.[1] : undefined)).find((l) => l !== undefined);
  const builder = new CorpusBuilder((language ?? 'en').toLowerCase().split('-')[0]!, report);
  const items: RasaItems = { synonyms: [], regexes: [], lookups: [] };
  let read = 0;
  for (const [path, text] of tree.files) {
    const test = isTestFile(path);
    if (/\.ya?ml$/i.test(path)) read += readYamlFile(path, text, test, builder, items, report) ? 1 : 0;
    else if (/\.md$/i.test(path) && /^##\s*(intent|synonym|regex|lookup):/m.test(text)) read += readMarkdown(path, text, test, builder, items, tree, report) ? 1 : 0;
    else if (/\.md$/i.test(path) && /^##\s/m.test(text) && /^\s*\*\s/m.test(text)) report.push({ kind: 'left-out', part: 'stories', what: path, source: { file: path }, note: 'Markdown stories: dialogue, not language understanding' });
    else if (/\.json$/i.test(path) && text.includes('"rasa_nlu_data"')) read += readJson(path, text, test, builder, items, report) ? 1 : 0;
  }
  if (read === 0) throw new NluError('IMPORT_INVALID', `expected Rasa NLU training data in ${tree.root} (a YAML file with "nlu:", Markdown with "## intent:" or JSON with "rasa_nlu_data"), found none`);
  applyItems(builder, items, report);
  applyDuckling(tree, builder, report);
  return { format: 'rasa', corpora: [builder.build()], report };
}

/** Synonyms, regexes and lookup tables, once every example is read (they refer to entities the examples annotate). */
function applyItems(builder: CorpusBuilder, items: RasaItems, report: ReportEntry[]): void {
  for (const s of items.synonyms) {
    const entities = builder.entitiesUsing(s.value, s.texts).filter((e) => builder.entities.get(e)?.type === 'learned');
    if (entities.length === 0) {
      report.push({ kind: 'left-out', part: 'synonym', what: s.value, source: s.source, note: 'no annotation of any entity writes it or its value: nothing to normalise' });
      continue;
    }
    for (const e of entities) for (const t of s.texts) builder.addNormalizing(e, s.value, t);
    report.push({ kind: 'mapped', part: 'synonym', what: s.value, source: s.source, note: `normalize of ${entities.join(', ')}: renames what the tagger finds, extracts nothing itself` });
  }
  for (const r of items.regexes) {
    const name = builder.entities.has(builder.entityName(r.name)) ? builder.entityName(`${r.name}_pattern`) : builder.entityName(r.name);
    const pattern = r.patterns.length === 1 ? r.patterns[0]! : r.patterns.map((p) => `(?:${p})`).join('|');
    builder.define(name, { type: 'regex', pattern, scope: 'feature' });
    report.push({ kind: 'mapped', part: 'regex', what: r.name, source: r.source, note: `regex entity "${name}" with scope: feature (a feature for the tagger and classifier, as Rasa's RegexFeaturizer)` });
  }
  for (const l of items.lookups) {
    const values = [...new Set(l.values.map((v) => v.trim()).filter((v) => v.length > 0))];
    if (values.length === 0) {
      report.push({ kind: 'left-out', part: 'lookup', what: l.name, source: l.source, note: 'no values' });
      continue;
    }
    const name = builder.entities.has(builder.entityName(l.name)) ? builder.entityName(`${l.name}_lookup`) : builder.entityName(l.name);
    builder.define(name, { type: 'list', values: values.map((value) => ({ value })), scope: 'feature' });
    report.push({ kind: 'mapped', part: 'lookup', what: l.name, source: l.source, note: `list "${name}" with scope: feature (${values.length} values; a feature, as Rasa's lookup tables)` });
  }
}

/**
 * A pipeline's DucklingEntityExtractor answers entities named by its dimensions ("time", "number"): each
 * becomes a builtin entity of that name where the engine has the kind, and is reported where it has not.
 */
function applyDuckling(tree: SourceTree, builder: CorpusBuilder, report: ReportEntry[]): void {
  for (const [path, text] of tree.files) {
    if (!/\.ya?ml$/i.test(path) || !/^pipeline:/m.test(text)) continue;
    const config = YAML.parse(text, { uniqueKeys: false }) as { pipeline?: Array<{ name?: string; dimensions?: string[] }> } | null;
    const finder = new LineFinder(text);
    for (const component of config?.pipeline ?? []) {
      if (component?.name !== 'DucklingEntityExtractor') continue;
      for (const dimension of component.dimensions ?? []) {
        const kind = builtinKindOf(`duckling:${dimension}`);
        const source = { file: path, line: finder.first(dimension) };
        if (builder.entities.has(builder.entityName(dimension))) {
          report.push({ kind: 'changed', part: 'duckling dimension', what: dimension, source, note: `the training data annotates "${dimension}": kept as the entity it defines there` });
        } else if (kind && engineHasBuiltin(kind)) {
          builder.define(dimension, { type: 'builtin', builtin: kind });
          report.push({ kind: 'mapped', part: 'duckling dimension', what: dimension, source, note: `builtin ${kind} entity "${builder.entityName(dimension)}"` });
        } else {
          report.push({ kind: 'left-out', part: 'duckling dimension', what: dimension, source, note: kind ? `this engine has no builtin ${kind} yet` : 'no builtin reads it' });
        }
      }
    }
  }
}

function addExample(builder: CorpusBuilder, intent: string, raw: string, source: SourcePlace, test: boolean, report: ReportEntry[], intentSource: SourcePlace): void {
  const parsed = parseRasaExample(raw);
  if ('error' in parsed) {
    report.push({ kind: 'left-out', part: 'example', what: raw, source, note: parsed.error });
    return;
  }
  for (const g of parsed.groups) report.push({ kind: 'changed', part: 'entity group', what: g, source, note: 'groups are not kept: the entity is read without its group' });
  if (parsed.text.trim().length === 0) return;
  builder.addUtterance(intent, parsed.text, parsed.spans, source, test, intentSource);
}

function readYamlFile(path: string, text: string, test: boolean, builder: CorpusBuilder, items: RasaItems, report: ReportEntry[]): boolean {
  const lines = new LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  if (doc.errors.length > 0) {
    // A responses file our YAML reader refuses (Rasa's is more lenient with multi-line quoted text) holds no
    // training data: its responses are still listed, by their names' lines.
    if (/^responses:/m.test(text) && !/^nlu:/m.test(text)) {
      text.split(/\r?\n/).forEach((line, i) => {
        const name = /^ {2}(utter_[^\s:]+):\s*$/.exec(line)?.[1];
        if (name) report.push({ kind: 'left-out', part: 'responses', what: name, source: { file: path, line: i + 1 }, note: 'what the bot says is the bot\'s, not the understanding\'s: keep it in your bot' });
      });
      return false;
    }
    report.push({ kind: 'left-out', part: 'file', what: path, source: { file: path, line: doc.errors[0]!.linePos?.[0].line }, note: `not valid YAML: ${doc.errors[0]!.message.split('\n')[0]}` });
    return false;
  }
  const root = doc.contents;
  if (!isMap(root)) return false;
  const lineOf = (node: Node | null | undefined): number | undefined => (node?.range ? lines.linePos(node.range[0]).line : undefined);
  let nlu = false;
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const place = { file: path, line: lineOf(pair.key as Node) };
    if (key === 'nlu' && isSeq(pair.value)) {
      nlu = true;
      for (const item of pair.value.items) readNluItem(item as Node, path, test, builder, items, report, lineOf, text);
    } else if (key === 'responses' && isMap(pair.value)) {
      for (const r of pair.value.items) report.push({ kind: 'left-out', part: 'responses', what: isScalar(r.key) ? String(r.key.value) : '?', source: { file: path, line: lineOf(r.key as Node) }, note: 'what the bot says is the bot\'s, not the understanding\'s: keep it in your bot' });
    } else if (key === 'stories' || key === 'rules') {
      const n = isSeq(pair.value) ? pair.value.items.length : 0;
      report.push({ kind: 'left-out', part: key, what: `${n} ${key}`, source: place, note: 'dialogue flow, not language understanding' });
    } else if (['intents', 'entities', 'slots', 'forms', 'actions', 'session_config', 'e2e_actions'].includes(key)) {
      report.push({ kind: 'left-out', part: `domain ${key}`, what: key, source: place, note: key === 'intents' || key === 'entities' ? 'declared again by the training data that uses them' : 'dialogue management, not language understanding' });
    } else if (['pipeline', 'policies', 'language', 'assistant_id', 'recipe'].includes(key)) {
      if (key === 'language' && isScalar(pair.value) && typeof pair.value.value === 'string') report.push({ kind: 'mapped', part: 'language', what: String(pair.value.value), source: place, note: 'the corpus locale' });
      else report.push({ kind: 'left-out', part: `config ${key}`, what: key, source: place, note: 'this engine has its own pipeline' });
    } else if (key !== 'version') {
      report.push({ kind: 'left-out', part: 'key', what: key, source: place, note: 'not read' });
    }
  }
  return nlu;
}

function readNluItem(node: Node, path: string, test: boolean, builder: CorpusBuilder, items: RasaItems, report: ReportEntry[], lineOf: (n: Node | null | undefined) => number | undefined, text: string): void {
  if (!isMap(node)) return;
  const get = (k: string) => node.items.find((p) => isScalar(p.key) && p.key.value === k);
  const kinds = ['intent', 'synonym', 'regex', 'lookup'] as const;
  const kind = kinds.find((k) => get(k) !== undefined);
  const place: SourcePlace = { file: path, line: lineOf(node) };
  if (!kind) {
    report.push({ kind: 'left-out', part: 'nlu item', what: String(node.items[0]?.key ?? '?'), source: place, note: 'expected intent, synonym, regex or lookup' });
    return;
  }
  const name = String((get(kind)!.value as { value?: unknown } | null)?.value ?? '');
  const examplesPair = get('examples');
  // Examples are a block of "- example" lines, or (Rasa 3) a list of {text, metadata}.
  const examples: Array<{ raw: string; line: number | undefined }> = [];
  const value = examplesPair?.value as Node | undefined;
  if (value && isScalar(value) && typeof value.value === 'string') {
    const blockLine = lineOf(value) ?? 0;
    const finder = new LineFinder(text);
    const startOffset = value.range?.[0] ?? 0;
    let cursor = startOffset;
    for (const line of value.value.split('\n')) {
      const m = /^\s*-\s?(.*)$/.exec(line);
      if (!m) continue;
      const at = text.indexOf(line.trim(), cursor);
      if (at >= 0) cursor = at + line.trim().length;
      examples.push({ raw: m[1]!.trim(), line: at >= 0 ? finder.lineAt(at) : blockLine });
    }
  } else if (value && isSeq(value)) {
    for (const item of value.items) {
      const t = isMap(item) ? item.get('text') : isScalar(item) ? item.value : undefined;
      if (typeof t === 'string') examples.push({ raw: t.trim(), line: lineOf(item as Node) });
      if (isMap(item) && item.get('metadata') !== undefined) report.push({ kind: 'left-out', part: 'metadata', what: String(t), source: { file: path, line: lineOf(item as Node) }, note: 'example metadata is not read' });
    }
  }
  if (get('metadata')) report.push({ kind: 'left-out', part: 'metadata', what: name, source: place, note: 'metadata is not read' });
  if (kind === 'intent') {
    if (name.includes('/')) report.push({ kind: 'mapped', part: 'retrieval intent', what: name, source: place, note: 'an intent of its own, answered under the same name (its responses are the bot\'s)' });
    builder.declareIntent(name, place);
    for (const e of examples) addExample(builder, name, e.raw, { file: path, line: e.line }, test, report, place);
  } else if (kind === 'synonym') items.synonyms.push({ value: name, texts: examples.map((e) => e.raw), source: place });
  else if (kind === 'regex') items.regexes.push({ name, patterns: examples.map((e) => e.raw), source: place });
  else items.lookups.push({ name, values: examples.map((e) => e.raw), source: place });
}

function readMarkdown(path: string, text: string, test: boolean, builder: CorpusBuilder, items: RasaItems, tree: SourceTree, report: ReportEntry[]): boolean {
  let section: { kind: string; name: string; source: SourcePlace; lines: Array<{ raw: string; line: number }> } | null = null;
  const flush = () => {
    if (!section) return;
    const { kind, name, source, lines } = section;
    if (kind === 'intent') {
      builder.declareIntent(name, source);
      for (const l of lines) addExample(builder, name, l.raw, { file: path, line: l.line }, test, report, source);
    } else if (kind === 'synonym') items.synonyms.push({ value: name, texts: lines.map((l) => l.raw), source });
    else if (kind === 'regex') items.regexes.push({ name, patterns: lines.map((l) => l.raw), source });
    else if (kind === 'lookup') {
      // A lookup section lists values, or names a file of values (one a line).
      const values = lines.length === 1 && tree.files.has(lines[0]!.raw) ? tree.files.get(lines[0]!.raw)!.split(/\r?\n/) : lines.map((l) => l.raw);
      items.lookups.push({ name, values, source });
    }
    section = null;
  };
  text.split(/\r?\n/).forEach((line, i) => {
    const header = /^##\s*(intent|synonym|regex|lookup):\s*(.+?)\s*$/.exec(line);
    if (header) {
      flush();
      section = { kind: header[1]!, name: header[2]!, source: { file: path, line: i + 1 }, lines: [] };
      return;
    }
    if (/^##\s/.test(line)) {
      flush();
      return;
    }
    const item = /^\s*[-*+]\s+(.*)$/.exec(line);
    if (item && section) (section as { lines: Array<{ raw: string; line: number }> }).lines.push({ raw: item[1]!.trim(), line: i + 1 });
  });
  flush();
  return true;
}

function readJson(path: string, text: string, test: boolean, builder: CorpusBuilder, items: RasaItems, report: ReportEntry[]): boolean {
  let data: { rasa_nlu_data?: Record<string, unknown> };
  try {
    data = JSON.parse(text) as typeof data;
  } catch (error) {
    report.push({ kind: 'left-out', part: 'file', what: path, source: { file: path }, note: `not valid JSON: ${(error as Error).message}` });
    return false;
  }
  const nlu = data.rasa_nlu_data ?? {};
  const finder = new LineFinder(text);
  const examples = [...asArray(nlu.common_examples), ...asArray(nlu.intent_examples), ...asArray(nlu.entity_examples)];
  for (const ex of examples) {
    const e = ex as { text?: unknown; intent?: unknown; entities?: unknown };
    if (typeof e.text !== 'string') continue;
    const line = finder.next(JSON.stringify(e.text));
    const source = { file: path, line };
    if (typeof e.intent !== 'string' || e.intent.length === 0) {
      report.push({ kind: 'left-out', part: 'example', what: e.text, source, note: 'no intent' });
      continue;
    }
    const spans = asArray(e.entities).flatMap((s) => {
      const o = s as { start?: unknown; end?: unknown; entity?: unknown; value?: unknown; role?: unknown };
      if (typeof o.start !== 'number' || typeof o.end !== 'number' || typeof o.entity !== 'string') return [];
      const raw = (e.text as string).slice(o.start, o.end);
      return [{ start: o.start, end: o.end, entity: o.entity, ...(typeof o.role === 'string' ? { role: o.role } : {}), ...(typeof o.value === 'string' && o.value !== raw ? { value: o.value } : {}) }];
    });
    builder.addUtterance(e.intent, e.text, spans, source, test, source);
  }
  for (const s of asArray(nlu.entity_synonyms)) {
    const o = s as { value?: unknown; synonyms?: unknown };
    if (typeof o.value === 'string') items.synonyms.push({ value: o.value, texts: asArray(o.synonyms).filter((x): x is string => typeof x === 'string'), source: { file: path, line: finder.first(JSON.stringify(o.value)) } });
  }
  for (const r of asArray(nlu.regex_features)) {
    const o = r as { name?: unknown; pattern?: unknown };
    if (typeof o.name === 'string' && typeof o.pattern === 'string') items.regexes.push({ name: o.name, patterns: [o.pattern], source: { file: path, line: finder.first(JSON.stringify(o.pattern)) } });
  }
  for (const l of asArray(nlu.lookup_tables)) {
    const o = l as { name?: unknown; elements?: unknown };
    if (typeof o.name === 'string') items.lookups.push({ name: o.name, values: asArray(o.elements).filter((x): x is string => typeof x === 'string'), source: { file: path, line: finder.first(JSON.stringify(o.name)) } });
  }
  return true;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
