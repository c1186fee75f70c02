import { z } from 'zod';
import { zodIssuesToIssues } from '../../validation/zod-issues.js';
import { OUT_OF_SCOPE_LABELS } from '../types.js';
import { emptyPart, type CorpusPart } from './part.js';

/** The parts of an NLP.js corpus JSON we read: `{locale, data: [{intent, utterances}], entities}`. */
const nlpjsCorpusSchema = z.object({
  locale: z.string().optional(),
  data: z.array(z.object({ intent: z.string().min(1), utterances: z.array(z.string()) })),
  entities: z.record(z.string(), z.unknown()).optional(),
});

export function isNlpjsCorpus(data: unknown): boolean {
  return typeof data === 'object' && data !== null && Array.isArray((data as { data?: unknown }).data);
}

const nlpjsListEntity = z.object({ options: z.record(z.string(), z.array(z.string())) });
const nlpjsRegexEntity = z.object({ regex: z.union([z.string(), z.array(z.string())]) });

export function readNlpjsCorpus(data: unknown, file: string): CorpusPart {
  const part = emptyPart();
  const parsed = nlpjsCorpusSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) {
    part.issues.push(...zodIssuesToIssues(parsed.error.issues, file));
    return part;
  }
  const doc = parsed.data;
  // "en-US" → "en": our locales are languages.
  if (doc.locale) part.locale = doc.locale.slice(0, 2).toLowerCase();
  doc.data.forEach((item, i) => {
    const path = `data[${i}]`;
    const examples = item.utterances.map((text, j) => ({ text, spans: [], source: { file, path: `${path}.utterances[${j}]` } }));
    if (OUT_OF_SCOPE_LABELS.has(item.intent)) part.outOfScope.push(...examples);
    else part.intents.push({ id: item.intent, name: item.intent, utterances: examples, source: { file, path } });
  });
  for (const [name, def] of Object.entries(doc.entities ?? {})) {
    const source = { file, path: `entities.${name}` };
    const list = nlpjsListEntity.safeParse(def);
    if (list.success) {
      const values = Object.entries(list.data.options).map(([value, synonyms]) => ({ value, synonyms }));
      part.entities.push({ name, type: 'list', values, fuzzy: false, open: false, source });
      continue;
    }
    const regex = nlpjsRegexEntity.safeParse(def);
    if (regex.success) {
      const patterns = Array.isArray(regex.data.regex) ? regex.data.regex : [regex.data.regex];
      patterns.forEach((literal, k) => {
        // NLP.js writes regexes as "/pattern/flags".
        const m = /^\/(.*)\/([a-z]*)$/s.exec(literal);
        part.entities.push({ name, type: 'regex', pattern: m ? m[1]! : literal, flags: (m ? m[2]! : '').replace('g', ''), source: { ...source, path: `${source.path}.regex[${k}]` } });
      });
      continue;
    }
    part.issues.push({ file, path: source.path, message: 'unsupported NLP.js entity: expected "options" (a list entity) or "regex"' });
  }
  return part;
}
