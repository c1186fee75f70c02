import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../src/corpus/load.js';
import { MultilingualUnderstander } from '../src/index.js';
import { trainModel } from '../src/train/train.js';
import { Understander } from '../src/understander.js';
import { TINY_CORPUS } from './helpers.js';

const LANGUAGES = join(import.meta.dirname, 'fixtures', 'languages');

let project: Promise<MultilingualUnderstander> | null = null;
/** A project of two locales: the tiny English shop corpus (the default) and the Italian one. */
function twoLocales(): Promise<MultilingualUnderstander> {
  project ??= Promise.all([TINY_CORPUS, join(LANGUAGES, 'italian.yaml')].map(async (path) => Understander.fromModel(await trainModel(await loadCorpus(path), { now: new Date('2026-01-01T00:00:00Z'), outOfScopeShare: 0 }))))
    .then((understanders) => MultilingualUnderstander.fromUnderstanders(understanders));
  return project;
}

describe('a project of two locales', () => {
  it('answers each locale given, with that locale\'s model', async () => {
    const p = await twoLocales();
    expect(p.locales).toEqual(['en', 'it']);
    expect(await p.understand('che tempo fa a Milano domani', { locale: 'it' })).toMatchObject({ intentId: 'meteo', params: { city: 'Milano' }, locale: 'it', localeDetected: false });
    expect(await p.understand('where is my order', { locale: 'en-GB' })).toMatchObject({ intentId: 'order-status', locale: 'en', localeDetected: false });
  });

  it('detects the locale of a statement that names none, and details() says which', async () => {
    const p = await twoLocales();
    const italian = await p.details('mi serve l\'indirizzo della stazione');
    expect(italian).toMatchObject({ intentId: 'indirizzo', locale: 'it', localeDetected: true });
    const english = await p.details('do you have any nike shoes');
    expect(english).toMatchObject({ intentId: 'product-search', locale: 'en', localeDetected: true });
    // Words neither corpus has: the guesser tells the language.
    expect((await p.details('quanto costa questo cappotto invernale')).locale).toBe('it');
  });

  it('falls back to the default locale when nothing tells the language', async () => {
    const p = await twoLocales();
    expect(await p.details('?!')).toMatchObject({ locale: 'en', localeDetected: false, matched: false });
  });

  it('refuses a locale the project has no model of, naming those it has', async () => {
    const p = await twoLocales();
    await expect(p.understand('wie ist das Wetter', { locale: 'de' })).rejects.toThrowError(/expected a locale of this project \(en, it\), found "de"/);
  });
});
