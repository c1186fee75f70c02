import { NluError } from '../../errors.js';
import { CorpusBuilder, type SourceSpan } from '../corpus-builder.js';
import { LineFinder } from '../locate.js';
import type { SourceTree } from '../source-tree.js';
import { builtinKindOf, engineHasBuiltin } from '../system-entities.js';
import type { ImportResult, ReportEntry, SourcePlace } from '../types.js';

/**
 * A Dialogflow ES agent export (its folder or zip): V1 layout (`userSays` and `entries` inside the intent and
 * entity files) and V2 (`<intent>_usersays_<lang>.json`, `<entity>_entries_<lang>.json`), every language. A
 * regional file (`_usersays_en-gb`) joins its language's corpus. Parameters are the annotations' aliases: an
 * alias that is not its entity type's name is a role of that type; entity types are scoped to the intents
 * that annotate them, as Dialogflow extracts only the matched intent's parameters.
 */
export function looksLikeDialogflow(tree: SourceTree): boolean {
  const paths = [...tree.files.keys()];
  return paths.includes('agent.json') && paths.some((p) => p.startsWith('intents/') || p.startsWith('entities/'))
    || paths.some((p) => /^intents\/.+_usersays_[a-z]{2}(-[a-z0-9]+)?\.json$/i.test(p));
}

interface UserSaysPart { text?: unknown; alias?: unknown; meta?: unknown }
interface UserSays { data?: UserSaysPart[]; isTemplate?: boolean }
interface IntentFile {
  name?: string;
  contexts?: unknown[];
  responses?: Array<{ affectedContexts?: unknown[]; parameters?: Array<{ name?: string; dataType?: string; required?: boolean; prompts?: unknown[] }>; messages?: unknown[]; action?: string; resetContexts?: boolean }>;
  events?: unknown[];
  parentId?: string;
  rootParentId?: string;
  fallbackIntent?: boolean;
  webhookUsed?: boolean;
  templates?: unknown[];
  userSays?: UserSays[];
  id?: string;
}
interface EntityFile { name?: string; isEnum?: boolean; isRegexp?: boolean; automatedExpansion?: boolean; allowFuzzyExtraction?: boolean; entries?: Entry[] }
interface Entry { value?: unknown; synonyms?: unknown }

const LANGUAGE_FILE = /^(.+)_(usersays|entries)_([a-z]{2,3}(?:-[a-z0-9]+)?)\.json$/i;

export function readDialogflow(tree: SourceTree): ImportResult {
  const report: ReportEntry[] = [];
  const paths = [...tree.files.keys()];
  if (paths.some((p) => p.startsWith('flows/') || p.startsWith('entityTypes/'))) {
    throw new NluError('IMPORT_INVALID', `expected a Dialogflow ES export in ${tree.root}, found a Dialogflow CX one (flows/, entityTypes/): CX agents are not read yet`);
  }
  const agent = parse<{ language?: string; supportedLanguages?: string[] }>(tree, 'agent.json', report) ?? {};
  const defaultLanguage = baseLanguage(agent.language ?? 'en');
  // Every language with training phrases or entries, the agent's own first.
  const languages = new Set<string>([defaultLanguage]);
  for (const p of paths) {
    const m = LANGUAGE_FILE.exec(p.split('/').pop()!);
    if (m) languages.add(baseLanguage(m[3]!));
  }
  for (const l of agent.supportedLanguages ?? []) languages.add(baseLanguage(l));
  const corpora = [...languages].map((language) => readLanguage(tree, language, language === defaultLanguage, report)).filter((b): b is CorpusBuilder => b !== null);
  if (corpora.length === 0) throw new NluError('IMPORT_INVALID', `expected Dialogflow intents with training phrases in ${tree.root}/intents, found none`);
  return { format: 'dialogflow', corpora: corpora.map((b) => b.build()), report };
}

function baseLanguage(code: string): string {
  return code.toLowerCase().split('-')[0]!;
}

function parse<T>(tree: SourceTree, path: string, report: ReportEntry[]): T | null {
  const text = tree.files.get(path);
  if (text === undefined) return null;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    report.push({ kind: 'left-out', part: 'file', what: path, source: { file: path }, note: `not valid JSON: ${(error as Error).message}` });
    return null;
  }
}

function readLanguage(tree: SourceTree, language: string, isDefault: boolean, report: ReportEntry[]): CorpusBuilder | null {
  // Structure (responses, contexts…) is reported once, with the agent's default language.
  const say = (entry: ReportEntry) => { if (isDefault) report.push(entry); };
  const builder = new CorpusBuilder(language, report);
  const entityFiles = [...tree.files.keys()].filter((p) => p.startsWith('entities/') && p.endsWith('.json') && !LANGUAGE_FILE.test(p.split('/').pop()!)).sort();
  for (const path of entityFiles) readEntity(tree, path, language, builder, say);
  const intentFiles = [...tree.files.keys()].filter((p) => p.startsWith('intents/') && p.endsWith('.json') && !LANGUAGE_FILE.test(p.split('/').pop()!)).sort();
  let phrases = 0;
  for (const path of intentFiles) phrases += readIntent(tree, path, language, isDefault, builder, say, report);
  if (phrases === 0 && !isDefault) return null;
  return builder;
}

function entriesOf(tree: SourceTree, stem: string, language: string, inline: Entry[] | undefined, report: ReportEntry[]): Entry[] {
  const files = [...tree.files.keys()].filter((p) => {
    const m = LANGUAGE_FILE.exec(p.split('/').pop()!);
    return p.startsWith('entities/') && m !== null && m[1] === stem && m[2]!.toLowerCase() === 'entries' && baseLanguage(m[3]!) === language;
  }).sort();
  if (files.length === 0) return inline ?? [];
  return files.flatMap((f) => parse<Entry[]>(tree, f, report) ?? []);
}

function readEntity(tree: SourceTree, path: string, language: string, builder: CorpusBuilder, say: (e: ReportEntry) => void): void {
  const def = parse<EntityFile>(tree, path, []);
  if (!def || typeof def.name !== 'string') return;
  const stem = path.slice('entities/'.length, -'.json'.length);
  const finder = new LineFinder(tree.files.get(path)!);
  const source: SourcePlace = { file: path, line: finder.key('name') };
  const entries = entriesOf(tree, stem, language, def.entries, []).filter((e) => typeof e.value === 'string' && e.value.length > 0);
  const name = builder.entityName(def.name);
  if (def.isEnum) {
    builder.define(def.name, { type: 'learned', scope: 'intent' });
    say({ kind: 'changed', part: 'composite entity', what: def.name, source, note: `learned entity "${name}": its entries are made of other entities, found here from the annotations` });
    return;
  }
  if (def.isRegexp) {
    const patterns = entries.map((e) => e.value as string);
    if (patterns.length === 0) return;
    builder.define(def.name, { type: 'regex', pattern: patterns.length === 1 ? patterns[0]! : patterns.map((p) => `(?:${p})`).join('|'), scope: 'intent' });
    say({ kind: 'mapped', part: 'regexp entity', what: def.name, source, note: `regex entity "${name}", scope: intent` });
    return;
  }
  if (entries.length === 0) return;
  const values = entries.map((e) => {
    const value = e.value as string;
    const synonyms = [...new Set((Array.isArray(e.synonyms) ? e.synonyms : []).filter((s): s is string => typeof s === 'string' && s.trim().length > 0 && s !== value && !s.includes('@')))];
    return synonyms.length > 0 ? { value, synonyms } : { value };
  });
  builder.define(def.name, { type: 'list', values, ...(def.allowFuzzyExtraction ? { fuzzy: true } : {}), ...(def.automatedExpansion ? { open: true } : {}), scope: 'intent' });
  say({ kind: 'mapped', part: 'entity', what: def.name, source, note: `list "${name}" (${values.length} values${def.automatedExpansion ? ', open: automated expansion' : ''}${def.allowFuzzyExtraction ? ', fuzzy' : ''}), scope: intent` });
}

function readIntent(tree: SourceTree, path: string, language: string, isDefault: boolean, builder: CorpusBuilder, say: (e: ReportEntry) => void, report: ReportEntry[]): number {
  const intent = parse<IntentFile>(tree, path, isDefault ? report : []);
  if (!intent || typeof intent.name !== 'string') return 0;
  const text = tree.files.get(path)!;
  const finder = new LineFinder(text);
  const source: SourcePlace = { file: path, line: finder.key('name') };
  const name = intent.name;
  const at = (key: string): SourcePlace => ({ file: path, line: finder.key(key) });
  const response = intent.responses?.[0];
  if ((intent.contexts?.length ?? 0) > 0) say({ kind: 'left-out', part: 'input contexts', what: `${name}: ${intent.contexts!.map(String).join(', ')}`, source: at('contexts'), note: 'contexts are dialogue state: the intent is answered whatever the context (keep them in your bot)' });
  if ((response?.affectedContexts?.length ?? 0) > 0) say({ kind: 'left-out', part: 'output contexts', what: name, source: at('affectedContexts'), note: 'dialogue state, kept by your bot' });
  if ((intent.events?.length ?? 0) > 0) say({ kind: 'left-out', part: 'events', what: name, source: at('events'), note: 'events trigger intents without a statement: your bot\'s' });
  if ((response?.messages?.length ?? 0) > 0) say({ kind: 'left-out', part: 'responses', what: name, source: at('messages'), note: 'what the bot says is the bot\'s' });
  if (intent.webhookUsed) say({ kind: 'left-out', part: 'webhook', what: name, source: at('webhookUsed'), note: 'fulfilment is the bot\'s' });
  if (typeof intent.parentId === 'string') say({ kind: 'changed', part: 'follow-up intent', what: name, source: at('parentId'), note: 'an intent of its own: its parent\'s context no longer keeps it apart (phrases it shares with another intent are kept in the first only)' });
  for (const p of response?.parameters ?? []) {
    if (p.required || (p.prompts?.length ?? 0) > 0) say({ kind: 'left-out', part: 'prompts', what: `${name}: ${p.name}`, source: { file: path, line: finder.first(`"${p.name}"`) }, note: 'slot filling (asking for a missing parameter) is the bot\'s' });
  }
  const templates = (intent.templates ?? []).filter((t): t is string => typeof t === 'string');
  for (const t of templates) say({ kind: 'left-out', part: 'pattern', what: t, source: { file: path, line: finder.first(JSON.stringify(t)) }, note: 'a template: the engine learns from example statements' });

  // Training phrases: V2 files for this language (regional ones too), or V1's userSays in the default language.
  const stem = path.slice('intents/'.length, -'.json'.length);
  const files = [...tree.files.keys()].filter((p) => {
    const m = LANGUAGE_FILE.exec(p.split('/').pop()!);
    return p.startsWith('intents/') && m !== null && m[1] === stem && m[2]!.toLowerCase() === 'usersays' && baseLanguage(m[3]!) === language;
  }).sort();
  const sets: Array<{ file: string; items: UserSays[] }> = files.map((f) => ({ file: f, items: parse<UserSays[]>(tree, f, report) ?? [] }));
  if (files.length === 0 && isDefault && Array.isArray(intent.userSays)) sets.push({ file: path, items: intent.userSays });
  for (const f of files) if (/_usersays_[a-z]+-[a-z0-9]+\.json$/i.test(f)) say({ kind: 'changed', part: 'regional phrases', what: f, source: { file: f }, note: `read into the "${language}" corpus` });

  let count = 0;
  const fallback = intent.fallbackIntent === true;
  // An intent with no phrases in another language is simply not in that language's corpus.
  if (!fallback && isDefault) builder.declareIntent(name, source);
  for (const { file, items } of sets) {
    const lines = new LineFinder(tree.files.get(file)!);
    for (const item of Array.isArray(items) ? items : []) {
      const line = lines.next('"data"');
      const place = { file, line };
      const parts = Array.isArray(item.data) ? item.data : [];
      let phrase = '';
      const spans: SourceSpan[] = [];
      for (const part of parts) {
        if (typeof part.text !== 'string') continue;
        const start = phrase.length;
        phrase += part.text;
        if (typeof part.meta === 'string' && part.meta.startsWith('@')) {
          const entity = spanEntity(part.meta, typeof part.alias === 'string' ? part.alias : undefined, builder, say, place);
          if (entity) spans.push({ start, end: phrase.length, ...entity });
        }
      }
      if (item.isTemplate) {
        say({ kind: 'left-out', part: 'pattern', what: phrase, source: place, note: 'a template phrase (@entity placeholders): the engine learns from example statements' });
        continue;
      }
      if (phrase.trim().length === 0) continue;
      count++;
      if (fallback) builder.addOutOfScope(phrase, [], place);
      else builder.addUtterance(name, phrase, spans, place, false, source);
    }
  }
  if (fallback && count > 0) say({ kind: 'mapped', part: 'fallback intent', what: name, source, note: `its ${count} training phrases are out-of-scope examples` });
  else if (fallback) say({ kind: 'left-out', part: 'fallback intent', what: name, source, note: 'the engine leaves unmatched what it does not know (no phrases to learn from)' });
  return count;
}

/** The span of an annotation: `@sys.ignore` a word never a parameter; `@type` under alias `a` the type, or its role `a`. */
function spanEntity(meta: string, alias: string | undefined, builder: CorpusBuilder, say: (e: ReportEntry) => void, place: SourcePlace): { entity: string; role?: string } | null {
  if (meta === '@sys.ignore') {
    if (!builder.entities.has('sys.ignore')) {
      builder.define('sys.ignore', { type: 'ignore' });
      say({ kind: 'mapped', part: 'system entity', what: '@sys.ignore', source: place, note: 'entity "sys.ignore" of type ignore: words marked never a parameter' });
    }
    return { entity: 'sys.ignore' };
  }
  const type = meta.slice(1);
  const parameter = alias && alias.length > 0 ? alias : type;
  if (type.startsWith('sys.')) {
    const kind = builtinKindOf(meta);
    const base = `sys.${type.slice(4)}`;
    if (kind && engineHasBuiltin(kind)) {
      if (!builder.entities.has(builder.entityName(base))) {
        builder.define(base, { type: 'builtin', builtin: kind, scope: 'intent' });
        say({ kind: 'mapped', part: 'system entity', what: meta, source: place, note: `builtin ${kind} entity "${builder.entityName(base)}", scope: intent; each parameter a role of it` });
      }
      return { entity: base, role: parameter };
    }
    // No builtin reads it (yet): the parameter is learned from its annotations.
    if (!builder.entities.has(builder.entityName(parameter))) {
      builder.define(parameter, { type: 'learned', scope: 'intent' });
      say({ kind: 'changed', part: 'system entity', what: `${meta} as ${parameter}`, source: place, note: kind ? `learned entity "${builder.entityName(parameter)}" (this engine has no builtin ${kind} yet): found from the annotations` : `learned entity "${builder.entityName(parameter)}": no builtin reads ${meta}, found from the annotations` });
    }
    return { entity: parameter };
  }
  return parameter === type ? { entity: type } : { entity: type, role: parameter };
}
