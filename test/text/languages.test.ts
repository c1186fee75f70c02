import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { textPipeline } from '../../src/text/languages.js';
import { isNluError } from '../../src/errors.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'languages');

/** One small corpus per script family, trained once per file (threshold fixed: these tests ask what the classifier and the rules read, not the decision). */
const models = new Map<string, Promise<Understander>>();
function understanderFor(file: string): Promise<Understander> {
  let made = models.get(file);
  if (!made) {
    made = loadCorpus(join(FIXTURES, file)).then((corpus) => trainModel(corpus, { now: new Date('2026-01-01T00:00:00Z'), outOfScopeShare: 0 })).then((model) => Understander.fromModel(model));
    models.set(file, made);
  }
  return made;
}

describe('a corpus in Latin script with elision (Italian)', () => {
  it('reads elided articles as words of their own: the value after them is the word alone', async () => {
    expect(textPipeline('it').tokenize("dammi l'indirizzo dell'ospedale").map((t) => t.text)).toEqual(['dammi', "l'", 'indirizzo', "dell'", 'ospedale']);
    const u = await understanderFor('italian.yaml');
    const r = await u.understand("mi dici l'indirizzo dell'albergo?");
    expect(r.intentId).toBe('indirizzo');
    expect(r.params).toEqual({ place: 'albergo' });
  });

  it('answers new wordings with the intent and the list value', async () => {
    const u = await understanderFor('italian.yaml');
    expect(await u.understand('che tempo farà a Napoli domani?')).toMatchObject({ intentId: 'meteo', params: { city: 'Napoli' } });
    expect((await u.understand('svegliami alle sette domani')).intentId).toBe('sveglia');
  });
});

describe('a corpus in Cyrillic (Russian)', () => {
  it('answers new wordings through the Russian stemmer and the list synonyms', async () => {
    const u = await understanderFor('russian.yaml');
    expect(await u.understand('Какая завтра погода в Казани?')).toMatchObject({ intentId: 'weather', params: { city: 'Казань' } });
    expect((await u.understand('поставь будильник на шесть')).intentId).toBe('alarm');
    expect((await u.understand('включи песню Кукушка')).intentId).toBe('music');
  });
});

describe('a corpus in Arabic, statements written with vowel marks', () => {
  it('reads a word with vowel marks as the same word without them, one token', async () => {
    const text = textPipeline('ar');
    expect(text.words('شغِّل الموسيقى')).toEqual(text.words('شغل الموسيقى'));
    expect(text.tokenize('شغِّل الموسيقى').map((t) => t.text)).toEqual(['شغِّل', 'الموسيقى']);
  });

  it('answers a statement with vowel marks as the corpus wrote it without them', async () => {
    const u = await understanderFor('arabic.yaml');
    const marked = await u.understand('شَغِّلْ الموسيقى');
    expect(marked).toMatchObject({ intentId: 'music', fullMatch: true, confidence: 1 });
    expect(await u.understand('كَيْفَ الطَّقْسُ فِي دبي؟')).toMatchObject({ intentId: 'weather', params: { city: 'دبي' } });
    expect((await u.understand('اضبط منبها على السادسة')).intentId).toBe('alarm');
  });
});

describe('a corpus in Chinese typed without spaces', () => {
  it('cuts an unspaced statement into words', async () => {
    expect(textPipeline('zh').words('明天早上七点叫醒我')).toEqual(['明天', '早上', '七', '点', '叫醒', '我']);
  });

  it('answers new unspaced statements with the intent and the list value', async () => {
    const u = await understanderFor('chinese.yaml');
    expect(await u.understand('上海明天天气怎么样？')).toMatchObject({ intentId: 'weather', params: { city: '上海' } });
    expect((await u.understand('我想听一首歌')).intentId).toBe('music');
    expect((await u.understand('明天六点叫醒我')).intentId).toBe('alarm');
  });

  it('is never refused as knowing nothing when its words are the corpus\'s', async () => {
    const u = await understanderFor('chinese.yaml');
    const d = await u.details('广州明天会下雨吗');
    expect(d.matched).toBe(true);
    expect(d.intentId).toBe('weather');
  });
});

describe('locales', () => {
  it('refuses a locale whose language no pipeline reads, naming those it reads', async () => {
    expect(() => textPipeline('xx')).toThrowError(/expected a locale whose language is one of ar, bn, ca.*found "xx"/);
    try {
      textPipeline('tlh');
    } catch (error) {
      expect(isNluError(error) && error.code).toBe('LOCALE_UNSUPPORTED');
    }
  });

  it('reads a locale with a region by its language', () => {
    expect(textPipeline('pt-BR').language).toBe('pt');
    expect(textPipeline('nb').language).toBe('no');
  });
});
