import { CorpusBuilder, type SourceSpan } from '../corpus-builder.js';
import { builtinKindOf, engineHasBuiltin } from '../system-entities.js';
import type { EntityYaml, ImportedCorpus, ReportEntry, SourcePlace } from '../types.js';

/** A LUIS app as both its JSON export and its .lu files say it: what the corpus is built from. */
export interface LuisApp {
  culture: string;
  utterances: Array<{ text: string; intent: string; spans: Array<{ start: number; end: number; entity: string; role?: string }>; source: SourcePlace }>;
  intents: Array<{ name: string; source: SourcePlace }>;
  /** Machine-learned (simple) entities, with their roles. */
  learned: Map<string, { roles: string[]; source: SourcePlace }>;
  lists: Map<string, { values: Array<{ value: string; synonyms: string[] }>; roles: string[]; source: SourcePlace }>;
  regexes: Map<string, { pattern: string; roles: string[]; source: SourcePlace }>;
  prebuilt: Map<string, { roles: string[]; source: SourcePlace }>;
  phraseLists: Map<string, { phrases: string[]; source: SourcePlace }>;
}

export function emptyApp(): LuisApp {
  return { culture: 'en-us', utterances: [], intents: [], learned: new Map(), lists: new Map(), regexes: new Map(), prebuilt: new Map(), phraseLists: new Map() };
}

/**
 * The corpus of a LUIS app. Machine-learned entities are learned; list and regex entities and prebuilt ones
 * answered everywhere when utterances annotate them (or their roles), as LUIS does, and only as features when
 * none does (LUIS uses them so, and answering them would cut the annotated entities' spans); phrase lists are
 * lists with scope: feature; roles are roles. The None intent's utterances are out of scope.
 */
export function corpusOfApp(app: LuisApp, report: ReportEntry[]): ImportedCorpus {
  const builder = new CorpusBuilder(app.culture.toLowerCase(), report);
  const annotated = new Set(app.utterances.flatMap((u) => u.spans.map((s) => s.entity)));
  const scopeOf = (name: string): { scope?: 'feature' } => (annotated.has(name) ? {} : { scope: 'feature' });
  for (const [name, e] of app.learned) builder.define(name, { type: 'learned' });
  for (const [name, e] of app.lists) {
    builder.define(name, { type: 'list', values: e.values.map((v) => (v.synonyms.length > 0 ? v : { value: v.value })), ...scopeOf(name) });
    report.push({ kind: 'mapped', part: 'list entity', what: name, source: e.source, note: annotated.has(name) ? `list "${builder.entityName(name)}"` : `list "${builder.entityName(name)}" with scope: feature (no utterance annotates it: a feature for the tagger and classifier; scope: everywhere answers it wherever it matches, as LUIS does)` });
  }
  for (const [name, e] of app.regexes) {
    builder.define(name, { type: 'regex', pattern: e.pattern, ...scopeOf(name) });
    report.push({ kind: 'mapped', part: 'regex entity', what: name, source: e.source, note: annotated.has(name) ? `regex "${builder.entityName(name)}"` : `regex "${builder.entityName(name)}" with scope: feature (no utterance annotates it)` });
  }
  for (const [name, e] of app.prebuilt) {
    const kind = builtinKindOf(name);
    if (kind && engineHasBuiltin(kind)) {
      builder.define(name, { type: 'builtin', builtin: kind, ...scopeOf(name) } as EntityYaml);
      report.push({ kind: 'mapped', part: 'prebuilt entity', what: name, source: e.source, note: `builtin ${kind} "${builder.entityName(name)}"${annotated.has(name) ? '' : ' with scope: feature'}` });
    } else if (annotated.has(name)) {
      builder.define(name, { type: 'learned' });
      report.push({ kind: 'changed', part: 'prebuilt entity', what: name, source: e.source, note: `learned "${builder.entityName(name)}": ${kind ? `this engine has no builtin ${kind} yet` : 'no builtin reads it'}; found from the annotations` });
    } else {
      report.push({ kind: 'left-out', part: 'prebuilt entity', what: name, source: e.source, note: kind ? `this engine has no builtin ${kind} yet, and no utterance annotates it` : 'no builtin reads it, and no utterance annotates it' });
    }
  }
  for (const [name, p] of app.phraseLists) {
    const phrases = [...new Set(p.phrases.map((x) => x.trim()).filter((x) => x.length > 0))];
    if (phrases.length === 0) continue;
    const entity = builder.entities.has(builder.entityName(name)) ? `${name}_phrases` : name;
    builder.define(entity, { type: 'list', values: phrases.map((value) => ({ value })), scope: 'feature' });
    report.push({ kind: 'mapped', part: 'phrase list', what: name, source: p.source, note: `list "${builder.entityName(entity)}" with scope: feature (${phrases.length} phrases)` });
  }
  // Roles are defined before any span names them, so that a role's name is the LUIS one.
  const roles = new Map<string, string[]>([...app.learned, ...app.lists, ...app.regexes, ...app.prebuilt].map(([n, e]) => [n, e.roles]));
  for (const [entity, names] of roles) for (const r of names) if (builder.entities.has(builder.entityName(entity))) builder.roleName(entity, r);
  for (const i of app.intents) if (i.name !== 'None') builder.declareIntent(i.name, i.source);
  for (const u of app.utterances) {
    const spans: SourceSpan[] = u.spans.map((s) => ({ start: s.start, end: s.end, entity: s.entity, ...(s.role ? { role: s.role } : {}) }));
    if (u.intent === 'None') builder.addOutOfScope(u.text, spans, u.source);
    else builder.addUtterance(u.intent, u.text, spans, u.source, false, app.intents.find((i) => i.name === u.intent)?.source ?? u.source);
  }
  return builder.build();
}
