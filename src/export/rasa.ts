import YAML from 'yaml';
import type { Corpus, EntityDefinition, Example } from '../corpus/types.js';
import type { ExportResult } from './types.js';

/**
 * A corpus as Rasa 3 NLU training data (`data/nlu.yml`): intents and examples, a role as
 * `{"entity": "<its entity>", "role": "<role>"}`, a list's and a normalising entity's synonyms as `synonym`
 * items, a list's values as a lookup table and a regex as a regex (features, as Rasa reads them),
 * out-of-scope statements under `out_of_scope`. What Rasa has no place for is reported.
 */
export function corpusToRasa(corpus: Corpus): ExportResult {
  const notes: string[] = [];
  const byName = new Map(corpus.entities.map((e) => [e.name, e]));
  const nlu: unknown[] = [];
  const block = (lines: string[]) => new YAML.Scalar(lines.map((l) => `- ${l}`).join('\n') + '\n');
  const literal = (lines: string[]) => {
    const s = block(lines);
    s.type = YAML.Scalar.BLOCK_LITERAL;
    return s;
  };
  for (const intent of corpus.intents) nlu.push({ intent: intent.name, examples: literal(intent.utterances.map((u) => rasaExample(u, byName))) });
  if (corpus.outOfScope.length > 0) {
    nlu.push({ intent: 'out_of_scope', examples: literal(corpus.outOfScope.map((u) => rasaExample(u, byName))) });
    notes.push(`${corpus.outOfScope.length} out-of-scope statements: intent "out_of_scope" (Rasa's convention; give it a response or a rule)`);
  }
  for (const e of corpus.entities) {
    const synonyms = e.type === 'list' ? e.values : e.type === 'learned' ? (e.normalize ?? []) : [];
    for (const v of synonyms) if (v.synonyms.length > 0) nlu.push({ synonym: v.value, examples: literal(v.synonyms) });
    if (e.type === 'list') nlu.push({ lookup: e.name, examples: literal(e.values.flatMap((v) => [v.value, ...v.synonyms])) });
    if (e.type === 'regex') nlu.push({ regex: e.name, examples: literal([e.pattern]) });
    if (e.type === 'builtin') notes.push(`builtin ${e.builtin} "${e.name}": add Rasa's DucklingEntityExtractor (or another extractor) to the pipeline`);
    if (e.type === 'list' && e.open) notes.push(`open list "${e.name}": Rasa learns new values from the annotations as it does for any entity`);
    if (e.scope === 'intent' || e.scope === 'feature') notes.push(`scope ${e.scope} of "${e.name}": Rasa answers every entity it finds; filter by intent in your bot`);
  }
  const text = YAML.stringify({ version: '3.1', nlu }, { lineWidth: 0 });
  return { files: new Map([['data/nlu.yml', text]]), notes };
}

function rasaExample(u: Example, entities: ReadonlyMap<string, EntityDefinition>): string {
  let out = '';
  let at = 0;
  for (const span of [...u.spans].sort((a, b) => a.start - b.start)) {
    const def = entities.get(span.entity);
    out += u.text.slice(at, span.start);
    const text = u.text.slice(span.start, span.end);
    if (def?.type === 'ignore') out += text;
    else if (def?.type === 'role') out += `[${text}]${JSON.stringify({ entity: def.of, role: span.entity })}`;
    else out += `[${text}](${span.entity})`;
    at = span.end;
  }
  return out + u.text.slice(at);
}
