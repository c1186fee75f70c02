import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { Corpus } from '../../src/corpus/types.js';
import { exportCorpus, writeExport } from '../../src/export/export.js';
import { importExport } from '../../src/import/import.js';
import { writeImport } from '../../src/import/write.js';
import { tempDir } from '../helpers.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'import');

async function imported(path: string): Promise<Corpus> {
  const out = tempDir();
  await writeImport(await importExport(path), out);
  return loadCorpus(join(out, 'corpus'));
}

/** What a round trip must keep: each intent's statements and which words are annotated as what. */
function shape(corpus: Corpus) {
  return corpus.intents.map((i) => [i.name, i.utterances.map((u) => [u.text, u.spans.map((s) => `${s.value}=${s.entity}`).join(' ')])]);
}

describe('nlu export', () => {
  it('writes a Dialogflow ES agent that imports back to the same intents, statements and parameters', async () => {
    const corpus = await imported(join(FIXTURES, 'dialogflow-carbon-assistant'));
    const result = exportCorpus(corpus, 'dialogflow');
    expect(result.files.has('intents/flights_intent_usersays_en.json')).toBe(true);
    const flights = JSON.parse(result.files.get('intents/flights_intent_usersays_en.json')!) as Array<{ data: Array<{ alias?: string; meta?: string }> }>;
    expect(flights[0]!.data.filter((d) => d.meta).map((d) => `${d.alias}:${d.meta}`)).toEqual(['undefined:@sys.ignore', 'undefined:@sys.ignore', 'origin:@flight_airports', 'undefined:@sys.ignore', 'destination:@flight_airports']);
    const out = tempDir();
    await writeExport(result, out);
    const again = await imported(out);
    expect(shape(again)).toEqual(shape(corpus));
  });

  it('writes Rasa NLU data that imports back the same, roles and synonyms included', async () => {
    const corpus = await imported(join(FIXTURES, 'rasa-project'));
    const result = exportCorpus(corpus, 'rasa');
    const nlu = result.files.get('data/nlu.yml')!;
    expect(nlu).toMatch(/^version: "3\.1"\nnlu:\n {2}- intent: check_human\n/);
    expect(nlu).toContain('- synonym: credit');
    const out = tempDir();
    await writeExport(result, out);
    const again = await imported(out);
    expect(shape(again)).toEqual(shape(corpus));
    expect(again.entities.find((e) => e.name === 'account_type')).toEqual(corpus.entities.find((e) => e.name === 'account_type'));
  });
});
