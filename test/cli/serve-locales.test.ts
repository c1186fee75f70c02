/**
 * One `nlu serve` for two languages (docs/http.md, "Locale"): `--model` once per locale, the first the default.
 * A request naming its locale is answered by that language's model, one naming none by the default's, one naming a
 * language no model reads is refused; GET /v1/model lists both. One real process, real models.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeModelFile } from '../../src/model/write.js';
import { TINY_CORPUS, tempDir } from '../helpers.js';
import { cachedModel } from '../support/model-cache.js';
import { runNlu } from './support/process.js';

const TOKEN = 'serve-locales-test-token';
const env = { NLU_TOKENS: JSON.stringify([{ name: 'serve-locales-test', token: TOKEN, ratePerSecond: null }]) };
const ITALIAN = join(import.meta.dirname, '..', 'fixtures', 'languages', 'italian.yaml');

const dir = tempDir('nlu-serve-locales-');
const english = join(dir, 'en.json');
const italian = join(dir, 'it.json');
const englishAgain = join(dir, 'en-copy.json');

beforeAll(async () => {
  await writeModelFile(english, await cachedModel(TINY_CORPUS));
  await writeModelFile(italian, await cachedModel(ITALIAN));
  await writeModelFile(englishAgain, await cachedModel(TINY_CORPUS));
}, 240_000);

describe('nlu serve with one model per locale', () => {
  it('answers each locale with its model, the default without one, and refuses a locale it does not serve', async () => {
    const server = runNlu(['serve', '--model', english, '--model', italian, '--port', '0', '--referrer-store', 'none'], { env, killAfterMs: 120_000 });
    try {
      const [, url] = await server.waitFor(/listening on (http:\/\/\S+)/, 120_000);
      const ask = async (body: object) => {
        const response = await fetch(`${url}/v1/nlUnderstander/understand`, { method: 'POST', headers: { authorization: TOKEN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: response.status, body: (await response.json()) as { result?: { intentId: string | null }; Status: { errorCode: string; message?: string } } };
      };
      expect((await ask({ query: 'che tempo fa a Milano', locale: 'it' })).body.result?.intentId).toBe('meteo');
      expect((await ask({ query: 'che tempo fa a Milano', locale: 'it-CH' })).body.result?.intentId).toBe('meteo');
      expect((await ask({ query: 'where is my order', locale: 'en' })).body.result?.intentId).toBe('order-status');
      // No locale: the default (first) model, as the spec has it.
      expect((await ask({ query: 'where is my order' })).body.result?.intentId).toBe('order-status');
      const refused = await ask({ query: 'wie wird das Wetter', locale: 'de' });
      expect(refused.status).toBe(400);
      expect(refused.body.Status.errorCode).toBe('LOCALE_NOT_SERVED');
      expect(refused.body.Status.message).toBe('Expected "locale" to be the language of a served model ("en", "it"), found "de"');

      const model = (await (await fetch(`${url}/v1/model`, { headers: { authorization: `Bearer ${TOKEN}` } })).json()) as { model: { locale: string }; locales: Array<{ locale: string; path: string }> };
      expect(model.model.locale).toBe('en');
      expect(model.locales.map((served) => [served.locale, served.path])).toEqual([['en', english], ['it', italian]]);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect((await server.exited).code).toBe(0);
  });

  it('refuses two models of one language before listening, naming both files, and a file given twice', async () => {
    const twoEnglish = runNlu(['serve', '--model', `${english},${englishAgain}`, '--port', '0', '--referrer-store', 'none'], { env, killAfterMs: 60_000 });
    expect((await twoEnglish.exited).code).toBe(1);
    expect(twoEnglish.stderr()).toContain(`expected one model per language, found two for "en": ${english} (en) and ${englishAgain} (en)`);
    expect(twoEnglish.stdout()).not.toMatch(/listening/);
    const twice = runNlu(['serve', '--model', english, '--model', english, '--port', '0', '--referrer-store', 'none'], { env, killAfterMs: 60_000 });
    expect((await twice.exited).code).toBe(1);
    expect(twice.stderr()).toContain(`expected each model file once, found ${english} twice`);
  });
});
