import { NluError } from '../../errors.js';
import { CorpusBuilder, type SourceSpan } from '../corpus-builder.js';
import { LineFinder } from '../locate.js';
import type { SourceTree } from '../source-tree.js';
import type { EntityYaml, ImportResult, ReportEntry, SourcePlace } from '../types.js';

/**
 * NLP.js corpus JSON (`{locale, data: [{intent, utterances, answers, tests}], entities}`), one file or a folder
 * of them (one per language). `tests` become the test file; `@entity` placeholders in an utterance are filled
 * with the entity's values (NLP.js reads any of them there), each copy annotated; a bare string entity is a
 * regex ("/pattern/flags").
 */
export function looksLikeNlpjs(tree: SourceTree): boolean {
  return [...tree.files].some(([p, t]) => p.endsWith('.json') && corpusOf(t) !== null);
}

interface NlpjsCorpus {
  locale?: string;
  data: Array<{ intent?: unknown; utterances?: unknown; answers?: unknown; tests?: unknown }>;
  entities?: Record<string, unknown>;
  contextData?: unknown;
}

function corpusOf(text: string): NlpjsCorpus | null {
  if (!text.includes('"data"')) return null;
  try {
    const data = JSON.parse(text) as unknown;
    if (typeof data !== 'object' || data === null || !Array.isArray((data as NlpjsCorpus).data)) return null;
    // One entry with an intent makes it a corpus; an entry without one is reported where it is (readCorpus), not
    // a reason to refuse the file (NLP.js's own French example corpus has five entries keyed "intention").
    const entries = (data as NlpjsCorpus).data;
    return entries.every((d) => typeof d === 'object' && d !== null) && entries.some((d) => typeof d.intent === 'string') ? (data as NlpjsCorpus) : null;
  } catch {
    return null;
  }
}

/** How many copies of an utterance with placeholders are made: each takes the next values of its entities. */
const COPIES_PER_TEMPLATE = 3;

export function readNlpjs(tree: SourceTree): ImportResult {
  const report: ReportEntry[] = [];
  const byLocale = new Map<string, CorpusBuilder>();
  for (const [path, text] of tree.files) {
    if (!path.endsWith('.json')) continue;
    const corpus = corpusOf(text);
    if (!corpus) continue;
    const locale = (corpus.locale ?? 'en').slice(0, 2).toLowerCase();
    let builder = byLocale.get(locale);
    if (!builder) byLocale.set(locale, (builder = new CorpusBuilder(locale, report)));
    readCorpus(path, text, corpus, builder, report);
  }
  if (byLocale.size === 0) throw new NluError('IMPORT_INVALID', `expected an NLP.js corpus (JSON with "data": [{"intent", "utterances"}]) in ${tree.root}, found none`);
  return { format: 'nlpjs', corpora: [...byLocale.values()].map((b) => b.build()), report };
}

function readCorpus(path: string, text: string, corpus: NlpjsCorpus, builder: CorpusBuilder, report: ReportEntry[]): void {
  const finder = new LineFinder(text);
  const lists = new Map<string, string[]>();
  const defined = new Set<string>();
  for (const [name, def] of Object.entries(corpus.entities ?? {})) {
    const source = { file: path, line: finder.key(name) };
    const entity = entityOf(def);
    if (entity === null) {
      report.push({ kind: 'left-out', part: 'entity', what: name, source, note: 'expected "options" (a list) or a regex; trim and other entity kinds are not read' });
      continue;
    }
    builder.define(name, entity);
    defined.add(name);
    if (entity.type === 'list') lists.set(name, entity.values.map((v) => v.value));
    report.push({ kind: 'mapped', part: 'entity', what: name, source, note: `${entity.type} "${builder.entityName(name)}"` });
  }
  if (corpus.contextData !== undefined) report.push({ kind: 'left-out', part: 'contextData', what: String(corpus.contextData), source: { file: path, line: finder.key('contextData') }, note: 'answer data is the bot\'s' });
  const lines = new LineFinder(text);
  for (const item of corpus.data) {
    if (typeof item.intent !== 'string') {
      const first = strings(item.utterances)[0];
      const line = first === undefined ? undefined : lines.next(JSON.stringify(first));
      const keys = Object.keys(item).map((key) => JSON.stringify(key)).join(', ');
      const count = strings(item.utterances).length + strings(item.tests).length;
      report.push({ kind: 'left-out', part: 'intent', what: `an entry without "intent" (${count} statements)`, source: { file: path, line }, note: `expected "intent" (a string), found ${keys || 'no key'}` });
      continue;
    }
    const intent = item.intent;
    const intentLine = lines.next(`${JSON.stringify(intent)}`);
    const place: SourcePlace = { file: path, line: intentLine };
    const none = intent === 'None';
    if (!none) builder.declareIntent(intent, place);
    for (const u of strings(item.utterances)) {
      const at = { file: path, line: lines.next(JSON.stringify(u)) };
      for (const filled of fill(u, lists, defined, report, at)) {
        if (none) builder.addOutOfScope(filled.text, filled.spans, at);
        else builder.addUtterance(intent, filled.text, filled.spans, at, false, place);
      }
    }
    const answers = strings(item.answers);
    if (answers.length > 0) report.push({ kind: 'left-out', part: 'answers', what: `${intent} (${answers.length})`, source: { file: path, line: finder.first(JSON.stringify(answers[0])) }, note: 'what the bot says is the bot\'s' });
    for (const t of strings(item.tests)) {
      const at = { file: path, line: lines.next(JSON.stringify(t)) };
      for (const filled of fill(t, lists, defined, report, at)) {
        if (none) builder.addOutOfScope(filled.text, filled.spans, at, true);
        else builder.addUtterance(intent, filled.text, filled.spans, at, true, place);
      }
    }
  }
}

function entityOf(def: unknown): EntityYaml | null {
  if (typeof def === 'string') return regexOf(def);
  if (typeof def !== 'object' || def === null) return null;
  const o = def as { options?: unknown; regex?: unknown };
  if (typeof o.options === 'object' && o.options !== null) {
    const values = Object.entries(o.options as Record<string, unknown>).map(([value, synonyms]) => {
      const s = strings(synonyms).filter((x) => x !== value);
      return s.length > 0 ? { value, synonyms: s } : { value };
    });
    return values.length > 0 ? { type: 'list', values } : null;
  }
  if (typeof o.regex === 'string') return regexOf(o.regex);
  if (Array.isArray(o.regex) && typeof o.regex[0] === 'string') {
    const parts = (o.regex as string[]).map(regexOf).filter((r): r is Extract<EntityYaml, { type: 'regex' }> => r !== null);
    return parts.length > 0 ? { type: 'regex', pattern: parts.map((p) => `(?:${p.pattern})`).join('|'), flags: parts[0]!.flags ?? '' } : null;
  }
  return null;
}

/** "/pattern/flags" as NLP.js writes it (g dropped: every match is read anyway). */
function regexOf(literal: string): Extract<EntityYaml, { type: 'regex' }> | null {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(literal);
  const flags = (m ? m[2]! : '').replace('g', '');
  return { type: 'regex', pattern: m ? m[1]! : literal, ...(flags ? { flags } : {}) };
}

/** An utterance with its `@entity` placeholders filled with list values, annotated; as it is when it has none. */
function fill(utterance: string, lists: ReadonlyMap<string, string[]>, defined: ReadonlySet<string>, report: ReportEntry[], source: SourcePlace): Array<{ text: string; spans: SourceSpan[] }> {
  const placeholders = [...utterance.matchAll(/@([A-Za-z_][\w-]*)/g)].filter((m) => defined.has(m[1]!));
  if (placeholders.length === 0) return [{ text: utterance, spans: [] }];
  const unfilled = placeholders.find((m) => !lists.has(m[1]!));
  if (unfilled) {
    report.push({ kind: 'left-out', part: 'utterance', what: utterance, source, note: `"@${unfilled[1]}" is no list entity: no value to put in its place` });
    return [];
  }
  const copies = Math.min(COPIES_PER_TEMPLATE, Math.max(...placeholders.map((m) => lists.get(m[1]!)!.length)));
  const out: Array<{ text: string; spans: SourceSpan[] }> = [];
  for (let c = 0; c < copies; c++) {
    let text = '';
    let at = 0;
    const spans: SourceSpan[] = [];
    for (const m of placeholders) {
      const values = lists.get(m[1]!)!;
      const value = values[c % values.length]!;
      text += utterance.slice(at, m.index);
      spans.push({ start: text.length, end: text.length + value.length, entity: m[1]! });
      text += value;
      at = m.index! + m[0].length;
    }
    out.push({ text: text + utterance.slice(at), spans });
  }
  report.push({ kind: 'changed', part: 'placeholder', what: utterance, source, note: `filled with values of ${[...new Set(placeholders.map((m) => m[1]))].join(', ')}: ${out.map((o) => JSON.stringify(o.text)).join(', ')}` });
  return out;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}
