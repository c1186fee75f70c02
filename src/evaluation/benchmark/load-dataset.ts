import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { loadCorpus } from '../../corpus/load.js';
import { words } from '../../text/english.js';
import type { Corpus, Example } from '../../corpus/types.js';
import { DERIVED_DATASETS } from './derived-datasets.js';

/**
 * A shared data set's train and test splits by name, or a derived one's (derived-datasets.ts); `valid` in place of
 * test for tuning, where the data set (and a derived one's foreign data set) has a valid split. Public data sets
 * repeat a few statements under two intents: they are kept as the data has them.
 */
export async function loadDataset(datasetDir: string, name: string, split: 'test' | 'valid' = 'test'): Promise<{ train: Corpus; test: Corpus }> {
  const derived = DERIVED_DATASETS[name];
  const load = (base: string, file: string) => loadCorpus(join(datasetDir, base, file), { allowLabelConflicts: true });
  const base = derived?.base ?? name;
  const [train, test] = await Promise.all([load(base, 'train.jsonl'), load(base, `${split}.jsonl`)]);
  if (!derived) return { train, test };
  const foreignTest = derived.foreign ? await load(derived.foreign, `${split}.jsonl`) : undefined;
  if (derived.outOfScopeTrain) train.outOfScope.push(...(await outOfScopeExamples(join(datasetDir, base, derived.outOfScopeTrain))));
  return derived.derive(train, test, foreignTest);
}

/** A JSON Lines file's statements as out-of-scope training examples, whatever their label; those without a word ("." in banking77-id-oos) skipped, as a corpus may not hold them. */
async function outOfScopeExamples(path: string): Promise<Example[]> {
  const lines = (await readFile(path, 'utf8')).split('\n').filter((line) => line.trim().length > 0);
  return lines.map((line) => (JSON.parse(line) as { text: string }).text).filter((text) => words(text).length > 0).map((text) => ({ text, spans: [] }));
}
