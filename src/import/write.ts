import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import YAML from 'yaml';
import { intentIdOf, UniqueNames } from './naming.js';
import type { EntityYaml, ImportedCorpus, ImportIntent, ImportResult, ImportUtterance } from './types.js';
import { reportToJson, reportToMarkdown } from './report.js';

/** An utterance in the native inline markup: `show me [Nike](vendor) shoes`, brackets in the text escaped. */
export function annotatedText(u: Pick<ImportUtterance, 'text' | 'spans'>): string {
  const escape = (s: string) => s.replace(/[[\]]/g, (c) => `\\${c}`);
  let out = '';
  let at = 0;
  for (const span of [...u.spans].sort((a, b) => a.start - b.start)) {
    out += `${escape(u.text.slice(at, span.start))}[${escape(u.text.slice(span.start, span.end))}](${span.entity})`;
    at = span.end;
  }
  return out + escape(u.text.slice(at));
}

/** The files an import writes, by path relative to the output folder, with their text: the same input gives the same bytes. */
export function importFiles(result: ImportResult): Map<string, string> {
  const files = new Map<string, string>();
  const several = result.corpora.length > 1;
  for (const corpus of result.corpora) {
    const base = several ? `${corpus.locale}/` : '';
    const ids = intentIds(corpus.intents);
    files.set(`${base}corpus/intents.yaml`, yaml({ locale: corpus.locale, intents: corpus.intents.map((i) => intentYaml(i, ids)) }));
    if (corpus.entities.size > 0) files.set(`${base}corpus/entities.yaml`, yaml({ entities: Object.fromEntries(corpus.entities) }));
    if (corpus.outOfScope.length > 0) files.set(`${base}corpus/out-of-scope.yaml`, yaml({ outOfScope: corpus.outOfScope.map(annotatedText) }));
    if (corpus.tests) {
      // Test data is read on its own (nlu evaluate --test): it carries the entity definitions its annotations need.
      const testIds = new Map([...ids, ...intentIds(corpus.tests.intents.filter((i) => !ids.has(i.name)), new Set(ids.values()))]);
      const used = new Set([...corpus.tests.intents.flatMap((i) => i.utterances), ...corpus.tests.outOfScope].flatMap((u) => u.spans.map((s) => s.entity)));
      const entities = neededEntities(corpus.entities, used);
      files.set(`${base}tests/test.yaml`, yaml({
        locale: corpus.locale,
        intents: corpus.tests.intents.map((i) => intentYaml(i, testIds)),
        ...(entities.size > 0 ? { entities: Object.fromEntries(entities) } : {}),
        ...(corpus.tests.outOfScope.length > 0 ? { outOfScope: corpus.tests.outOfScope.map(annotatedText) } : {}),
      }));
    }
  }
  files.set('import-report.md', reportToMarkdown(result));
  files.set('import-report.json', `${JSON.stringify(reportToJson(result), null, 2)}\n`);
  return files;
}

/** Writes the import's files under `out` (folders made as needed); returns their paths. */
export async function writeImport(result: ImportResult, out: string): Promise<string[]> {
  const written: string[] = [];
  for (const [path, text] of importFiles(result)) {
    const full = join(out, path);
    await mkdir(join(full, '..'), { recursive: true });
    await writeFile(full, text);
    written.push(full);
  }
  return written;
}

function intentIds(intents: readonly ImportIntent[], taken: ReadonlySet<string> = new Set()): Map<string, string> {
  const names = new UniqueNames('-');
  for (const t of taken) names.claim(t);
  return new Map(intents.map((i) => [i.name, names.claim(intentIdOf(i.name))]));
}

function intentYaml(intent: ImportIntent, ids: ReadonlyMap<string, string>): { id: string; name: string; utterances: string[] } {
  return { id: ids.get(intent.name)!, name: intent.name, utterances: intent.utterances.map(annotatedText) };
}

/** The definitions the used entities need: theirs, and the entity each role is of. */
function neededEntities(all: ReadonlyMap<string, EntityYaml>, used: ReadonlySet<string>): Map<string, EntityYaml> {
  const wanted = new Set(used);
  for (const name of used) {
    const def = all.get(name);
    if (def?.type === 'role') wanted.add(def.of);
  }
  return new Map([...all].filter(([name]) => wanted.has(name)));
}

function yaml(value: unknown): string {
  return YAML.stringify(value, { lineWidth: 0, defaultStringType: 'PLAIN', defaultKeyType: 'PLAIN' });
}
