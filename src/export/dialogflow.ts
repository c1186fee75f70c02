import type { Corpus, EntityDefinition, Example } from '../corpus/types.js';
import type { ExportResult } from './types.js';

/** Builtin kinds as Dialogflow's system entities (the first the import table maps to each). */
const SYSTEM_ENTITIES: Record<string, string> = {
  number: '@sys.number', money: '@sys.unit-currency', email: '@sys.email', url: '@sys.url', datetime: '@sys.date-time',
  duration: '@sys.duration', ordinal: '@sys.ordinal', percentage: '@sys.percentage', temperature: '@sys.temperature',
  distance: '@sys.unit-length', phone: '@sys.phone-number',
};

/**
 * A corpus as a Dialogflow ES agent export (V2 layout, the folder its console zips): an intent file and its
 * `_usersays_<lang>.json` per intent, parameters named as the annotations (a role's type is its entity's), an
 * entity file and its `_entries_<lang>.json` per list or regex entity, learned entities as `@sys.any`, words
 * never a parameter as `@sys.ignore`, out-of-scope statements as the fallback intent's phrases.
 */
export function corpusToDialogflow(corpus: Corpus): ExportResult {
  const notes: string[] = [];
  const lang = corpus.locale;
  const byName = new Map(corpus.entities.map((e) => [e.name, e]));
  const files = new Map<string, string>();
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  files.set('agent.json', json({ description: '', language: lang, supportedLanguages: [], defaultTimezone: 'Etc/UTC', mlMinConfidence: 0.3, googleAssistant: { protocolVersion: 'V2' } }));
  files.set('package.json', json({ version: '1.0.0' }));
  const metaOf = (entity: string): string => {
    const def = byName.get(entity);
    if (!def) return '@sys.any';
    if (def.type === 'role') return metaOf(def.of);
    if (def.type === 'ignore') return '@sys.ignore';
    if (def.type === 'builtin') return SYSTEM_ENTITIES[def.builtin] ?? '@sys.any';
    if (def.type === 'learned') return '@sys.any';
    return `@${def.name}`;
  };
  const phrase = (u: Example) => {
    const data: Array<Record<string, unknown>> = [];
    let at = 0;
    for (const span of [...u.spans].sort((a, b) => a.start - b.start)) {
      if (span.start > at) data.push({ text: u.text.slice(at, span.start), userDefined: false });
      const meta = metaOf(span.entity);
      data.push({ text: u.text.slice(span.start, span.end), ...(meta === '@sys.ignore' ? {} : { alias: span.entity }), meta, userDefined: true });
      at = span.end;
    }
    if (at < u.text.length) data.push({ text: u.text.slice(at), userDefined: false });
    return { data, isTemplate: false, count: 0, lang };
  };
  for (const intent of corpus.intents) {
    const parameters = [...new Set(intent.utterances.flatMap((u) => u.spans.map((s) => s.entity)))]
      .filter((name) => byName.get(name)?.type !== 'ignore')
      .map((name) => ({ name, dataType: metaOf(name), value: `$${name}`, required: false, isList: false }));
    const file = fileName(intent.name);
    files.set(`intents/${file}.json`, json({ name: intent.name, auto: true, contexts: [], responses: [{ resetContexts: false, affectedContexts: [], parameters, messages: [] }], priority: 500000, webhookUsed: false, fallbackIntent: false, events: [] }));
    files.set(`intents/${file}_usersays_${lang}.json`, json(intent.utterances.map(phrase)));
  }
  if (corpus.outOfScope.length > 0) {
    files.set('intents/Default Fallback Intent.json', json({ name: 'Default Fallback Intent', auto: true, contexts: [], responses: [{ action: 'input.unknown', parameters: [], messages: [] }], priority: 500000, fallbackIntent: true, events: [] }));
    files.set(`intents/Default Fallback Intent_usersays_${lang}.json`, json(corpus.outOfScope.map(phrase)));
  }
  for (const e of corpus.entities) {
    if (e.type === 'list') {
      files.set(`entities/${fileName(e.name)}.json`, json({ name: e.name, isOverridable: true, isEnum: false, isRegexp: false, automatedExpansion: e.open, allowFuzzyExtraction: e.fuzzy }));
      files.set(`entities/${fileName(e.name)}_entries_${lang}.json`, json(e.values.map((v) => ({ value: v.value, synonyms: [v.value, ...v.synonyms] }))));
    } else if (e.type === 'regex') {
      files.set(`entities/${fileName(e.name)}.json`, json({ name: e.name, isOverridable: true, isEnum: false, isRegexp: true, automatedExpansion: false, allowFuzzyExtraction: false }));
      files.set(`entities/${fileName(e.name)}_entries_${lang}.json`, json([{ value: e.pattern, synonyms: [e.pattern] }]));
      if (e.flags.includes('i')) notes.push(`regex "${e.name}": Dialogflow's regexp entities have no flags (${e.flags})`);
    } else if (e.type === 'learned') {
      notes.push(`learned entity "${e.name}": @sys.any in Dialogflow${e.normalize ? ' (its normalising synonyms have no place there)' : ''}`);
    } else if (e.type === 'builtin' && !SYSTEM_ENTITIES[e.builtin]) {
      notes.push(`builtin ${e.builtin} "${e.name}": no Dialogflow system entity, @sys.any`);
    }
    if (e.scope === 'feature') notes.push(`scope feature of "${e.name}": Dialogflow has no feature-only entities`);
  }
  return { files, notes };
}

/** Dialogflow's file names are intent names; "/" cannot be one. */
function fileName(name: string): string {
  return name.replace(/[/\\]/g, '_');
}

