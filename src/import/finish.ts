import { regexProblem } from '../corpus/check.js';
import { normalizeStatement } from '../text/normalize.js';
import type { EntityYaml, ImportedCorpus, ImportIntent, ImportUtterance, ReportEntry } from './types.js';

/**
 * What every reader's corpus needs before it is written, so that `nlu train` takes it with no hand edit:
 * spans that overlap or hold no text dropped, a statement under two intents kept under the first (another
 * engine tells them apart by context, which this corpus has not), intents left empty and patterns that do not
 * compile left out, annotated entities defined, open lists annotated. Each change is reported.
 */
export function finishCorpus(corpus: ImportedCorpus, report: ReportEntry[]): ImportedCorpus {
  for (const intent of corpus.intents) for (const u of intent.utterances) cleanSpans(u, report);
  for (const u of corpus.outOfScope) cleanSpans(u, report);
  dropRepeatedStatements(corpus, report);
  const intents = corpus.intents.filter((intent) => {
    if (intent.utterances.some((u) => normalizeStatement(u.text).length > 0)) return true;
    report.push({ kind: 'left-out', part: 'intent', what: intent.name, source: intent.source, note: intent.utterances.length === 0 ? 'no training phrase left: an intent is learned from its utterances' : 'no training phrase with words (only emoticons or marks): nothing to learn it from' });
    return false;
  });
  const entities = new Map(corpus.entities);
  for (const [name, def] of entities) {
    if (def.type === 'list' && def.values.length === 0) {
      entities.delete(name);
      report.push({ kind: 'left-out', part: 'list', what: name, source: { file: '(entities)' }, note: 'no values; annotations of it become a learned entity' });
    }
  }
  for (const [name, def] of entities) {
    if (def.type !== 'regex') continue;
    const problem = regexProblem(def.pattern, def.flags ?? '');
    if (problem === null) continue;
    entities.delete(name);
    report.push({ kind: 'left-out', part: 'regex', what: name, source: { file: '(entities)' }, note: `${problem}; annotations of it become a learned entity` });
  }
  const annotated = new Set<string>();
  const all = [...intents.flatMap((i) => i.utterances), ...corpus.outOfScope, ...(corpus.tests?.intents.flatMap((i) => i.utterances) ?? []), ...(corpus.tests?.outOfScope ?? [])];
  for (const u of all) for (const s of u.spans) annotated.add(s.entity);
  for (const name of [...annotated].sort()) {
    if (entities.has(name)) continue;
    entities.set(name, { type: 'learned' });
  }
  for (const [name, def] of entities) {
    if (def.type === 'role' && !entities.has(def.of)) entities.set(name, { type: 'learned' });
    if (def.type === 'list' && def.open && !annotated.has(name)) {
      const { open: _open, ...closed } = def;
      entities.set(name, closed);
    }
  }
  return { ...corpus, intents, entities: orderEntities(entities) };
}

/** Bases before their roles; otherwise as read. */
function orderEntities(entities: Map<string, EntityYaml>): Map<string, EntityYaml> {
  const ordered = new Map<string, EntityYaml>();
  for (const [name, def] of entities) if (def.type !== 'role') ordered.set(name, def);
  for (const [name, def] of entities) if (def.type === 'role') ordered.set(name, def);
  return ordered;
}

function cleanSpans(u: ImportUtterance, report: ReportEntry[]): void {
  const kept: typeof u.spans = [];
  for (const span of [...u.spans].sort((a, b) => a.start - b.start || b.end - a.end)) {
    let { start, end } = span;
    // A span's text without the spaces at its ends (exports often annotate "Paris " with its space).
    while (start < end && /\s/.test(u.text[start]!)) start++;
    while (end > start && /\s/.test(u.text[end - 1]!)) end--;
    const last = kept[kept.length - 1];
    if (start >= end || start < 0 || end > u.text.length) {
      report.push({ kind: 'changed', part: 'annotation', what: `${JSON.stringify(u.text)} (${span.entity})`, source: u.source, note: 'an annotation of no text: left out' });
      continue;
    }
    if (last && start < last.end) {
      report.push({ kind: 'changed', part: 'annotation', what: `${JSON.stringify(u.text.slice(start, end))} (${span.entity})`, source: u.source, note: `overlaps the annotation "${u.text.slice(last.start, last.end)}" (${last.entity}): left out (an annotation here is one entity; nested entities are not read)` });
      continue;
    }
    kept.push({ start, end, entity: span.entity });
  }
  u.spans = kept;
}

function dropRepeatedStatements(corpus: ImportedCorpus, report: ReportEntry[]): void {
  const firstIntent = new Map<string, ImportIntent | null>();
  const keep = (u: ImportUtterance, intent: ImportIntent | null): boolean => {
    const key = normalizeStatement(u.text);
    if (key.length === 0) return true;
    if (!firstIntent.has(key)) {
      firstIntent.set(key, intent);
      return true;
    }
    const first = firstIntent.get(key)!;
    if (first === intent) return false;
    report.push({
      kind: 'changed', part: 'utterance', what: u.text, source: u.source,
      note: `also under ${first === null ? 'out of scope' : `intent "${first.name}"`}: kept there only (one statement, one intent; the source told them apart by context)`,
    });
    return false;
  };
  for (const intent of corpus.intents) intent.utterances = intent.utterances.filter((u) => keep(u, intent));
  corpus.outOfScope = corpus.outOfScope.filter((u) => keep(u, null));
}
