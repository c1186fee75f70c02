import { dirname, resolve } from 'node:path';
import { parseAnnotatedUtterance } from '../annotation.js';
import type { EntityDefinition, Example } from '../types.js';
import { zodIssuesToIssues } from '../../validation/zod-issues.js';
import { nativeFileSchema, type NativeFile } from './native-schema.js';
import { emptyPart, type CorpusPart } from './part.js';

/** Reads a parsed native corpus file (YAML or JSON). */
export function readNativeCorpus(data: unknown, file: string): CorpusPart {
  const part = emptyPart();
  const parsed = nativeFileSchema.safeParse(data ?? {}, { reportInput: true });
  if (!parsed.success) {
    part.issues.push(...zodIssuesToIssues(parsed.error.issues, file));
    return part;
  }
  const doc: NativeFile = parsed.data;
  if (doc.locale !== undefined) part.locale = doc.locale;
  if (doc.decision !== undefined) {
    // A tuning file is named relative to the corpus file that names it, as a reader of that file expects.
    const setting = 'tuneOn' in doc.decision ? { tuneOn: resolve(dirname(file), doc.decision.tuneOn) } : doc.decision;
    part.decision = { setting, file };
  }

  const toExample = (source: string, path: string): Example | undefined => {
    const result = parseAnnotatedUtterance(source);
    if (!result.ok) {
      part.issues.push({ file, path, message: result.error });
      return undefined;
    }
    return { text: result.value.text, spans: result.value.spans, source: { file, path } };
  };

  doc.intents?.forEach((intent, i) => {
    const path = `intents[${i}]`;
    const utterances: Example[] = [];
    intent.utterances.forEach((u, j) => {
      const example = toExample(u, `${path}.utterances[${j}]`);
      if (example) utterances.push(example);
    });
    part.intents.push({ id: intent.id, name: intent.name, utterances, source: { file, path } });
  });

  for (const [name, def] of Object.entries(doc.entities ?? {})) {
    const source = { file, path: `entities.${name}` };
    let entity: EntityDefinition;
    switch (def.type) {
      case 'list':
        entity = { name, type: 'list', values: def.values, fuzzy: def.fuzzy, open: def.open };
        break;
      case 'regex':
        entity = { name, type: 'regex', pattern: def.pattern, flags: def.flags };
        break;
      case 'learned':
        entity = { name, type: 'learned' };
        // A range bound is a number.
        if (def.resolve === 'datetime' && !def.range) entity.resolve = 'datetime';
        else if (def.resolve || def.range) entity.resolve = 'number';
        if (def.range) entity.range = def.range;
        if (def.normalize) entity.normalize = def.normalize;
        break;
      case 'builtin':
        entity = { name, type: 'builtin', builtin: def.builtin };
        break;
      case 'role':
        entity = { name, type: 'role', of: def.of };
        break;
      case 'ignore':
        entity = { name, type: 'ignore' };
        break;
    }
    if ('scope' in def && def.scope !== undefined && def.scope !== 'everywhere') entity.scope = def.scope;
    part.entities.push({ ...entity, source });
  }

  doc.outOfScope?.forEach((u, j) => {
    const example = toExample(u, `outOfScope[${j}]`);
    if (example) part.outOfScope.push(example);
  });
  return part;
}
