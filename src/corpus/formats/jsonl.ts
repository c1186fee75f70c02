import { z } from 'zod';
import { zodIssuesToIssues } from '../../validation/zod-issues.js';
import { OUT_OF_SCOPE_LABELS, type Example, type IntentDefinition } from '../types.js';
import { emptyPart, type CorpusPart } from './part.js';

/** One labelled example a line: `{text, intent, entities: [{entity, start, end, value}]}`. */
const lineSchema = z.object({
  text: z.string(),
  intent: z.string().nullable(),
  entities: z.array(z.object({ entity: z.string().min(1), start: z.number().int().min(0), end: z.number().int().min(0), value: z.string() })).default([]),
});

export function readJsonLines(content: string, file: string): CorpusPart {
  const part = emptyPart();
  const intents = new Map<string, IntentDefinition>();
  const entityNames = new Set<string>();
  const lines = content.split('\n');
  lines.forEach((line, index) => {
    if (line.trim().length === 0) return;
    const path = `line ${index + 1}`;
    let data: unknown;
    try {
      data = JSON.parse(line);
    } catch (error) {
      part.issues.push({ file, path, message: `expected a JSON object, found invalid JSON (${(error as Error).message})` });
      return;
    }
    const parsed = lineSchema.safeParse(data, { reportInput: true });
    if (!parsed.success) {
      part.issues.push(...zodIssuesToIssues(parsed.error.issues, file, path));
      return;
    }
    const { text, intent, entities } = parsed.data;
    const spans = [];
    for (const [k, e] of entities.entries()) {
      if (e.end <= e.start || e.end > text.length || text.slice(e.start, e.end) !== e.value) {
        part.issues.push({ file, path: `${path}: entities[${k}]`, message: `expected text.slice(${e.start}, ${e.end}) to equal ${JSON.stringify(e.value)}, found ${JSON.stringify(text.slice(e.start, e.end))}` });
        continue;
      }
      spans.push({ entity: e.entity, start: e.start, end: e.end, value: e.value });
      entityNames.add(e.entity);
    }
    const example: Example = { text, spans, source: { file, path } };
    if (intent === null || OUT_OF_SCOPE_LABELS.has(intent)) {
      part.outOfScope.push(example);
      return;
    }
    let def = intents.get(intent);
    if (!def) {
      def = { id: intent, name: intent, utterances: [], source: { file, path } };
      intents.set(intent, def);
    }
    def.utterances.push(example);
  });
  part.intents = [...intents.values()];
  // Annotated entities of a data set are learned entities.
  part.entities = [...entityNames].sort().map((name) => ({ name, type: 'learned' as const, source: { file, path: `entity ${name}` } }));
  return part;
}
