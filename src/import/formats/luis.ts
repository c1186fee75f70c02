import { NluError } from '../../errors.js';
import { LineFinder } from '../locate.js';
import type { SourceTree } from '../source-tree.js';
import type { ImportResult, ReportEntry, SourcePlace } from '../types.js';
import { corpusOfApp, emptyApp, type LuisApp } from './luis-app.js';
import { readLuFile } from './lu-file.js';

/** A LUIS app: its JSON export, or `.lu` files (Bot Framework's format), one app per culture. */
export function looksLikeLuis(tree: SourceTree): boolean {
  return [...tree.files].some(([p, t]) => p.toLowerCase().endsWith('.lu') || (p.endsWith('.json') && isLuisJson(t)));
}

function isLuisJson(text: string): boolean {
  return text.includes('"luis_schema_version"') || (text.includes('"utterances"') && text.includes('"startPos"')) || (text.includes('"utterances"') && text.includes('"closedLists"'));
}

export function readLuis(tree: SourceTree): ImportResult {
  const report: ReportEntry[] = [];
  const apps = new Map<string, LuisApp>();
  // One corpus per language: a culture ("en-us") is read as its language, the corpus locale.
  const appFor = (culture: string) => {
    const key = culture.toLowerCase().split('-')[0]!;
    let app = apps.get(key);
    if (!app) apps.set(key, (app = { ...emptyApp(), culture: key }));
    return app;
  };
  for (const [path, text] of tree.files) {
    if (path.toLowerCase().endsWith('.lu')) readLuFile(path, text, appFor, report);
    else if (path.endsWith('.json') && isLuisJson(text)) readLuisJson(path, text, appFor, report);
  }
  const corpora = [...apps.values()].filter((a) => a.utterances.length > 0).map((app) => corpusOfApp(app, report));
  if (corpora.length === 0) throw new NluError('IMPORT_INVALID', `expected LUIS utterances (a JSON export or .lu files with "# Intent" and "- utterance" lines) in ${tree.root}, found none`);
  return { format: 'luis', corpora, report };
}

interface LuisJson {
  culture?: string;
  intents?: Array<{ name?: string }>;
  entities?: Array<{ name?: string; roles?: string[]; children?: unknown[] }>;
  closedLists?: Array<{ name?: string; subLists?: Array<{ canonicalForm?: string; list?: string[] }>; roles?: string[] }>;
  regex_entities?: Array<{ name?: string; regexPattern?: string; roles?: string[] }>;
  prebuiltEntities?: Array<{ name?: string; roles?: string[] }>;
  phraselists?: Array<{ name?: string; words?: string }>;
  model_features?: Array<{ name?: string; words?: string }>;
  utterances?: Array<{ text?: string; intent?: string; entities?: Array<{ entity?: string; role?: string; startPos?: number; endPos?: number; children?: unknown[] }> }>;
  patterns?: Array<{ pattern?: string; intent?: string }>;
  composites?: Array<{ name?: string }>;
  hierarchicals?: Array<{ name?: string }>;
  patternAnyEntities?: Array<{ name?: string }>;
  regex_features?: Array<{ name?: string; pattern?: string }>;
}

function readLuisJson(path: string, text: string, appFor: (culture: string) => LuisApp, report: ReportEntry[]): void {
  let json: LuisJson;
  try {
    json = JSON.parse(text) as LuisJson;
  } catch (error) {
    report.push({ kind: 'left-out', part: 'file', what: path, source: { file: path }, note: `not valid JSON: ${(error as Error).message}` });
    return;
  }
  const app = appFor(json.culture ?? 'en-us');
  const finder = new LineFinder(text);
  const at = (needle: string): SourcePlace => ({ file: path, line: finder.first(needle) });
  for (const i of json.intents ?? []) if (i.name) app.intents.push({ name: i.name, source: at(`"name": ${JSON.stringify(i.name)}`) });
  for (const e of json.entities ?? []) {
    if (!e.name) continue;
    app.learned.set(e.name, { roles: e.roles ?? [], source: at(JSON.stringify(e.name)) });
    if ((e.children?.length ?? 0) > 0) report.push({ kind: 'changed', part: 'entity children', what: e.name, source: at(JSON.stringify(e.name)), note: 'structure flattened: each labelled child is an entity of its own where it does not overlap its parent' });
  }
  for (const l of json.closedLists ?? []) {
    if (!l.name) continue;
    const values = (l.subLists ?? []).filter((s) => typeof s.canonicalForm === 'string').map((s) => ({ value: s.canonicalForm!, synonyms: [...new Set((s.list ?? []).filter((x) => x !== s.canonicalForm))] }));
    if (values.length > 0) app.lists.set(l.name, { values, roles: l.roles ?? [], source: at(JSON.stringify(l.name)) });
  }
  for (const r of json.regex_entities ?? []) if (r.name && r.regexPattern) app.regexes.set(r.name, { pattern: r.regexPattern, roles: r.roles ?? [], source: at(JSON.stringify(r.name)) });
  for (const p of json.prebuiltEntities ?? []) if (p.name) app.prebuilt.set(p.name, { roles: p.roles ?? [], source: at(JSON.stringify(p.name)) });
  for (const f of [...(json.phraselists ?? []), ...(json.model_features ?? [])]) if (f.name && f.words) app.phraseLists.set(f.name, { phrases: f.words.split(','), source: at(JSON.stringify(f.name)) });
  for (const p of json.patterns ?? []) report.push({ kind: 'left-out', part: 'pattern', what: p.pattern ?? '', source: at(JSON.stringify(p.pattern ?? '')), note: 'a template: the engine learns from example statements' });
  for (const c of [...(json.composites ?? []), ...(json.hierarchicals ?? [])]) report.push({ kind: 'left-out', part: 'composite entity', what: c.name ?? '', source: at(JSON.stringify(c.name ?? '')), note: 'its children are read as entities of their own' });
  for (const c of json.patternAnyEntities ?? []) report.push({ kind: 'left-out', part: 'pattern.any entity', what: c.name ?? '', source: at(JSON.stringify(c.name ?? '')), note: 'only patterns use it' });
  for (const r of json.regex_features ?? []) if (r.name && r.pattern) app.regexes.set(r.name, { pattern: r.pattern, roles: [], source: at(JSON.stringify(r.name)) });
  const lines = new LineFinder(text);
  for (const u of json.utterances ?? []) {
    if (typeof u.text !== 'string' || typeof u.intent !== 'string') continue;
    const source = { file: path, line: lines.next(JSON.stringify(u.text)) };
    const spans: LuisApp['utterances'][number]['spans'] = [];
    const add = (e: { entity?: string; role?: string; startPos?: number; endPos?: number; children?: unknown[] }) => {
      // endPos is inclusive.
      if (typeof e.entity === 'string' && typeof e.startPos === 'number' && typeof e.endPos === 'number') spans.push({ start: e.startPos, end: e.endPos + 1, entity: e.entity, ...(e.role ? { role: e.role } : {}) });
      for (const child of e.children ?? []) add(child as typeof e);
    };
    for (const e of u.entities ?? []) add(e);
    app.utterances.push({ text: u.text, intent: u.intent, spans, source });
  }
}
