import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadCorpus, loadTestData } from '../../src/corpus/load.js';
import { NluError } from '../../src/errors.js';
import { importExport } from '../../src/import/import.js';
import type { ImportResult } from '../../src/import/types.js';
import { importFiles, writeImport } from '../../src/import/write.js';
import { tempDir } from '../helpers.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'import');
const fixture = (...parts: string[]) => join(FIXTURES, ...parts);

/** Writes the import and loads its corpus (and test file) as `nlu train` and `nlu evaluate` would: no hand edit. */
async function written(result: ImportResult, locale?: string) {
  const out = tempDir();
  await writeImport(result, out);
  const base = locale ? join(out, locale) : out;
  const corpus = await loadCorpus(join(base, 'corpus'));
  return { out, corpus };
}

const entitiesOf = (result: ImportResult, k = 0) => Object.fromEntries(result.corpora[k]!.entities);
const utterancesOf = (result: ImportResult, intent: string, k = 0) => result.corpora[k]!.intents.find((i) => i.name === intent)!.utterances;
const reported = (result: ImportResult, part: string) => result.report.filter((e) => e.part === part);

describe('nlu import: Rasa', () => {
  it('reads Rasa 3 YAML: inline values as normalising synonyms, synonym items, regexes as features, retrieval intents, responses reported', async () => {
    const r = await importExport(fixture('rasa', 'demo-rasa.yml'));
    expect(r.format).toBe('rasa');
    expect(entitiesOf(r).cuisine).toEqual({ type: 'learned', normalize: [{ value: 'chinese', synonyms: ['chines', 'Chines'] }] });
    expect(entitiesOf(r).zipcode).toEqual({ type: 'regex', pattern: '[0-9]{5}', scope: 'feature' });
    expect(entitiesOf(r).greet).toEqual({ type: 'regex', pattern: 'hey[^\\s]*', scope: 'feature' });
    expect(r.corpora[0]!.intents.map((i) => i.name)).toContain('chitchat/ask_name');
    expect(reported(r, 'responses').map((e) => [e.what, e.source.line])).toEqual([['utter_chitchat/ask_name', 78], ['utter_chitchat/ask_weather', 82]]);
    expect(reported(r, 'synonym').find((e) => e.what === 'vegetarian')!.kind).toBe('left-out');
    const { corpus, out } = await written(r);
    expect(corpus.intents.find((i) => i.name === 'chitchat/ask_name')!.id).toBe('chitchat.ask_name');
    const yaml = await readFile(join(out, 'corpus', 'intents.yaml'), 'utf8');
    expect(yaml).toContain('- show me [chines](cuisine) restaurants in the [north](location)');
  });

  it('reads Rasa 1 Markdown the same way', async () => {
    const r = await importExport(fixture('rasa-markdown'));
    expect(entitiesOf(r).cuisine).toEqual({ type: 'learned', normalize: [{ value: 'chinese', synonyms: ['chines', 'Chines'] }] });
    expect(utterancesOf(r, 'restaurant_search')[5]!.source).toEqual({ file: 'demo-rasa.md', line: 40 });
    await written(r);
  });

  it('reads a project: NLU files, the domain and config reported, tests/test_nlu.yml as the test file', async () => {
    const r = await importExport(fixture('rasa-project'));
    const parts = new Set(r.report.filter((e) => e.kind === 'left-out').map((e) => e.part));
    for (const p of ['responses', 'rules', 'domain slots', 'config pipeline', 'config policies']) expect(parts).toContain(p);
    expect(r.corpora[0]!.tests!.intents.map((i) => [i.name, i.utterances.length])).toEqual([['check_balance', 3], ['goodbye', 2], ['greet', 2]]);
    // `[credit card]{"entity": "account_type", "value": "credit"}`: the value normalises what the tagger finds.
    const account = entitiesOf(r).account_type as { normalize: Array<{ value: string; synonyms: string[] }> };
    expect(account.normalize.find((n) => n.value === 'credit')!.synonyms).toEqual(expect.arrayContaining(['credit card', 'card']));
    // Its pipeline's DucklingEntityExtractor dimensions: builtins where the engine has the kind.
    expect(entitiesOf(r).number).toEqual({ type: 'builtin', builtin: 'number' });
    expect(reported(r, 'duckling dimension').map((e) => [e.what, e.kind, e.source.line])).toEqual([['amount-of-money', 'changed', 19], ['time', expect.any(String), 20], ['number', 'mapped', 21]]);
    const { out } = await written(r);
    const test = await loadTestData(join(out, 'tests'));
    expect(test.corpus.intents.flatMap((i) => i.utterances)).toHaveLength(7);
  });

  it('reads entity roles as role entities of one type', async () => {
    const dir = tempDir();
    await writeFile(join(dir, 'nlu.yml'), 'version: "3.1"\nnlu:\n- intent: fly\n  examples: |\n    - from [Berlin]{"entity": "city", "role": "departure"} to [Paris]{"entity": "city", "role": "destination"}\n    - to [Rome]{"entity": "city", "role": "destination"}\n- intent: hi\n  examples: |\n    - hello\n');
    const r = await importExport(dir);
    expect(entitiesOf(r)).toEqual({ city: { type: 'learned' }, departure: { type: 'role', of: 'city' }, destination: { type: 'role', of: 'city' } });
    const { out } = await written(r);
    expect(await readFile(join(out, 'corpus', 'intents.yaml'), 'utf8')).toContain('- from [Berlin](departure) to [Paris](destination)');
  });
});

describe('nlu import: Dialogflow ES', () => {
  it('reads the V2 layout in each language, a corpus per language', async () => {
    const r = await importExport(fixture('dialogflow-v2'));
    expect(r.format).toBe('dialogflow');
    expect(r.corpora.map((c) => [c.locale, c.intents.map((i) => i.name)])).toEqual([['en', ['affirm', 'inform']], ['es', ['affirm']]]);
    expect(entitiesOf(r).cuisine).toEqual({ type: 'list', values: [{ value: 'mexican', synonyms: ['mexico'] }, { value: 'chinese', synonyms: ['china'] }, { value: 'indian', synonyms: ['india'] }], scope: 'intent' });
    expect(entitiesOf(r, 1).cuisine).toMatchObject({ values: [{ value: 'mexicano' }, { value: 'chino' }, { value: 'indio' }] });
    const { out } = await written(r, 'en');
    expect(await readFile(join(out, 'es', 'corpus', 'intents.yaml'), 'utf8')).toMatch(/^locale: es\n/);
  });

  it('reads the V1 layout (userSays inside the intent file) and reports its contexts and responses', async () => {
    const r = await importExport(fixture('dialogflow-v1'));
    expect(utterancesOf(r, 'affirm').map((u) => u.text)).toEqual(['great', 'ok', "that's right", 'indeed', 'yeah', 'yep', 'yes']);
    expect(reported(r, 'input contexts')[0]!.source).toEqual({ file: 'intents/affirm.json', line: 5 });
    await written(r);
  });

  it('reads a real agent: aliases as roles of one entity type, @sys.ignore, system entities, follow-ups\' shared phrases', async () => {
    const r = await importExport(fixture('dialogflow-carbon-assistant'));
    const e = entitiesOf(r);
    expect(e.origin).toEqual({ type: 'role', of: 'flight_airports' });
    expect(e.destination).toEqual({ type: 'role', of: 'flight_airports' });
    expect(e.flight_airports).toMatchObject({ type: 'list', scope: 'intent' });
    expect(e['sys.ignore']).toEqual({ type: 'ignore' });
    expect(e['sys.number']).toEqual({ type: 'builtin', builtin: 'number', scope: 'intent' });
    expect(utterancesOf(r, 'flights_intent')[0]).toMatchObject({ text: 'what are carbon emissions for a flight from Mumbai to Nagpur', source: { file: 'intents/flights_intent_usersays_en.json', line: 4 } });
    for (const part of ['responses', 'output contexts', 'input contexts', 'webhook', 'events', 'prompts']) expect(reported(r, part).length).toBeGreaterThan(0);
    expect(reported(r, 'follow-up intent').map((x) => x.what)).toContain('flights_intent - followup');
    const { corpus } = await written(r);
    expect(corpus.intents.find((i) => i.name === 'flights_intent')!.utterances[0]!.spans.map((s) => s.entity)).toEqual(['sys.ignore', 'sys.ignore', 'origin', 'sys.ignore', 'destination']);
  });

  it('reads regional phrases (_usersays_en-gb) into their language, and a zip of the export', async () => {
    const dir = tempDir();
    await cp(fixture('dialogflow-v2'), dir, { recursive: true });
    await writeFile(join(dir, 'intents', 'affirm_usersays_en-gb.json'), JSON.stringify([{ data: [{ text: 'righto' }], isTemplate: false }]));
    const r = await importExport(dir);
    expect(utterancesOf(r, 'affirm').map((u) => u.text)).toContain('righto');
    expect(reported(r, 'regional phrases')[0]!.what).toBe('intents/affirm_usersays_en-gb.json');
    const files: Record<string, Uint8Array> = {};
    for (const p of ['agent.json', 'intents/affirm.json', 'intents/affirm_usersays_en.json', 'entities/cuisine.json', 'entities/cuisine_entries_en.json']) files[`my-agent/${p}`] = strToU8(await readFile(fixture('dialogflow-v2', p), 'utf8'));
    const zip = join(dir, 'agent.zip');
    await writeFile(zip, zipSync(files));
    const z = await importExport(zip);
    expect(z.format).toBe('dialogflow');
    expect(utterancesOf(z, 'affirm')).toHaveLength(7);
  });
});

describe('nlu import: LUIS', () => {
  it('reads a JSON export: roles, None as out of scope, inclusive end positions, entities with no annotation as features', async () => {
    const r = await importExport(fixture('luis', 'demo-restaurants_v7.json'));
    expect(r.format).toBe('luis');
    expect(r.corpora[0]!.locale).toBe('en');
    const e = entitiesOf(r);
    expect(e.to).toEqual({ type: 'role', of: 'location' });
    expect(e.flightNumber).toEqual({ type: 'regex', pattern: 'flight [A-Z]{2} [0-9]{4}', scope: 'feature' });
    const u = utterancesOf(r, 'inform').find((x) => x.text === "i'm looking for a place in the north of town")!;
    expect(u.spans).toEqual([{ start: 31, end: 36, entity: 'to' }]);
    await written(r);
  });

  it('reads .lu files: lists with synonyms and roles, phrase lists as features, patterns reported with their line', async () => {
    const r = await importExport(fixture('luis', 'patterns.lu'));
    expect(entitiesOf(r).city).toEqual({ type: 'list', values: [{ value: 'Seattle', synonyms: ['Tacoma', 'SeaTac', 'SEA'] }, { value: 'Portland', synonyms: ['PDX'] }], scope: 'feature' });
    expect(reported(r, 'pattern').map((x) => x.source.line)).toEqual([4, 5, 6, 10, 14, 15, 16, 17, 31, 34]);
    const all = await importExport(fixture('luis'));
    expect(entitiesOf(all).ChocolateType).toMatchObject({ type: 'list', scope: 'feature' });
    const labels = await importExport(await (async () => { const d = tempDir(); await writeFile(join(d, 'a.lu'), '# Book\n- fly from {@fromCity=Seattle} to {city:toCity=Portland}\n- book {@airline=alaska}\n\n# None\n- what time is it\n\n@ list city hasRoles fromCity, toCity =\n- Seattle :\n    - sea\n- Portland :\n    - pdx\n@ ml airline\n'); return d; })());
    expect(entitiesOf(labels)).toEqual({ airline: { type: 'learned' }, city: { type: 'list', values: [{ value: 'Seattle', synonyms: ['sea'] }, { value: 'Portland', synonyms: ['pdx'] }] }, fromCity: { type: 'role', of: 'city' }, toCity: { type: 'role', of: 'city' } });
    expect(labels.corpora[0]!.outOfScope.map((u) => u.text)).toEqual(['what time is it']);
    await written(labels);
  });
});

describe('nlu import: NLP.js', () => {
  it('reads tests into the test file, and leaves answers out with their line', async () => {
    const r = await importExport(fixture('nlpjs', 'corpus50.json'));
    expect(r.format).toBe('nlpjs');
    expect(r.corpora[0]!.tests!.intents.reduce((n, i) => n + i.utterances.length, 0)).toBe(250);
    const { out } = await written(r);
    await loadTestData(join(out, 'tests'));
  });

  it('fills @entity placeholders with the list\'s values, reads a bare string entity as a regex', async () => {
    const r = await importExport(fixture('nlpjs', 'corpus-ner.json'));
    expect(entitiesOf(r).email).toEqual({ type: 'regex', pattern: '\\b(\\w[-._\\w]*\\w@\\w[-._\\w]*\\w\\.\\w{2,3})\\b', flags: 'i' });
    expect(utterancesOf(r, 'hero.realname').map((u) => u.text)).toEqual(['what is the real name of spiderman', 'what is the real name of ironman', 'what is the real name of thor']);
    expect(reported(r, 'answers').map((x) => x.source.line)).toEqual([12, 22]);
    await written(r);
  });

  it('imports the entries that have an intent and reports, with its line, one that has none (keyed "intention")', async () => {
    const dir = tempDir();
    const text = JSON.stringify({ locale: 'fr-FR', data: [
      { intent: 'greet', utterances: ['bonjour', 'salut'], tests: ['bonsoir'] },
      { id: 2, intention: 'bye', utterances: ['au revoir', 'à bientôt'] },
      { intent: 'thanks', utterances: ['merci beaucoup'] },
    ] }, null, 2);
    await writeFile(join(dir, 'corpus-fr.json'), text);
    const r = await importExport(join(dir, 'corpus-fr.json'));
    expect(r.corpora[0]!.intents.map((i) => i.name)).toEqual(['greet', 'thanks']);
    const [left] = reported(r, 'intent').filter((e) => e.kind === 'left-out');
    expect(left).toMatchObject({ what: 'an entry without "intent" (2 statements)', note: 'expected "intent" (a string), found "id", "intention", "utterances"' });
    expect(text.split('\n')[left!.source.line! - 1]).toContain('"au revoir"');
    await written(r);
  });
});

describe('nlu import: the same input gives the same files, bad input a clear error', () => {
  it('writes byte-identical files twice', async () => {
    for (const f of ['dialogflow-carbon-assistant', 'rasa-project', 'luis', 'nlpjs/corpus50.json']) {
      expect(importFiles(await importExport(fixture(f)))).toEqual(importFiles(await importExport(fixture(f))));
    }
  });

  it('says what it expected and found, with a code', async () => {
    const dir = tempDir();
    await expect(importExport(join(dir, 'nothing'))).rejects.toMatchObject({ code: 'IMPORT_UNREADABLE' });
    await writeFile(join(dir, 'notes.txt'), 'hello');
    await expect(importExport(dir)).rejects.toMatchObject({ code: 'IMPORT_UNKNOWN_FORMAT', message: expect.stringContaining('expected a Rasa, Dialogflow ES, LUIS or NLP.js export') });
    await writeFile(join(dir, 'bad.zip'), 'not a zip');
    await expect(importExport(join(dir, 'bad.zip'))).rejects.toBeInstanceOf(NluError);
    await expect(importExport(dir, { from: 'luis' })).rejects.toMatchObject({ code: 'IMPORT_INVALID' });
    await mkdir(join(dir, 'cx', 'flows'), { recursive: true });
    await writeFile(join(dir, 'cx', 'agent.json'), '{}');
    await writeFile(join(dir, 'cx', 'flows', 'a.json'), '{}');
    await expect(importExport(join(dir, 'cx'), { from: 'dialogflow' })).rejects.toMatchObject({ message: expect.stringContaining('Dialogflow CX') });
  });
});

describe('nlu import: what the corpus checks would refuse is changed and reported, so that nlu train takes it', () => {
  it('leaves out an intent with only emoticons, a list with no values, and keeps a shared phrase under the first intent', async () => {
    const dir = tempDir();
    await writeFile(join(dir, 'app.lu'), '# Happy\n- :)\n- :-)\n\n# Greet\n- hello there\n- hi {@who=bob}\n\n# Welcome\n- hello there\n- good morning\n\n@ list who\n@ ml other\n');
    const r = await importExport(dir);
    expect(r.corpora[0]!.intents.map((i) => i.name)).toEqual(['Greet', 'Welcome']);
    expect(reported(r, 'intent')[0]).toMatchObject({ kind: 'left-out', what: 'Happy', note: expect.stringContaining('no training phrase with words') });
    expect(reported(r, 'list')[0]).toMatchObject({ kind: 'left-out', what: 'who' });
    expect(reported(r, 'utterance')[0]).toMatchObject({ kind: 'changed', what: 'hello there', source: { file: 'app.lu', line: 10 }, note: expect.stringContaining('also under intent "Greet"') });
    const { corpus } = await written(r);
    expect(corpus.entities.find((e) => e.name === 'who')).toEqual({ name: 'who', type: 'learned' });
  });
});

describe('nlu import: a Rasa responses file the YAML reader refuses', () => {
  it('still lists its responses as left out, by line', async () => {
    const dir = tempDir();
    await writeFile(join(dir, 'nlu.yml'), 'version: "3.1"\nnlu:\n- intent: greet\n  examples: |\n    - hello\n- intent: bye\n  examples: |\n    - bye\n');
    await writeFile(join(dir, 'responses.yml'), 'version: "3.1"\nresponses:\n  utter_faq/nlu:\n  - text: "one line\n  two: "broken\n  utter_greet:\n  - text: hi\n');
    const r = await importExport(dir);
    expect(reported(r, 'responses').map((e) => [e.what, e.source.line])).toEqual([['utter_faq/nlu', 3], ['utter_greet', 6]]);
  });
});
