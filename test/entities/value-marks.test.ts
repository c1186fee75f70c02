import { describe, expect, it } from 'vitest';
import type { Corpus } from '../../src/corpus/types.js';
import { valueMarkEntries } from '../../src/entities/tagger/value-marks.js';
import { trainModel } from '../../src/train/train.js';
import { Understander } from '../../src/understander.js';
import { annotated } from '../helpers.js';

describe('value marks: the sentence marks an entity\'s values hold', () => {
  it('lists, per entity, the marks inside its annotated values, and no others', () => {
    const examples = ['play [crosby, stills & nash](artist) now!', 'play [madonna](artist)?', 'weather in [st. louis](city)', 'weather in [paris](city)'].map(annotated);
    expect(valueMarkEntries(examples)).toEqual([{ entity: 'artist', marks: [','] }, { entity: 'city', marks: ['.'] }]);
  });
});

const artists = ['madonna', 'the beatles', 'adele', 'queen', 'prince', 'bjork', 'muse', 'blur', 'pink floyd', 'daft punk', 'the rolling stones', 'led zeppelin'];
const cities = ['paris', 'berlin', 'rome', 'oslo', 'lima', 'cairo', 'quito', 'dublin', 'new york', 'san jose', 'buenos aires', 'cape town'];
const corpus = (extraArtists: string[]): Corpus => ({
  locale: 'en',
  entities: [{ name: 'artist', type: 'learned' }, { name: 'city', type: 'learned' }],
  outOfScope: [],
  intents: [
    { id: 'play', name: 'play', utterances: [...artists, ...extraArtists].flatMap((a) => [annotated(`play [${a}](artist)`), annotated(`play some [${a}](artist) please`), annotated(`i want to hear [${a}](artist)`), annotated(`put on [${a}](artist)`)]) },
    { id: 'weather', name: 'weather', utterances: cities.flatMap((c) => [annotated(`what is the weather in [${c}](city)`), annotated(`weather for [${c}](city) tomorrow`), annotated(`will it rain in [${c}](city)`), annotated(`forecast [${c}](city)`)]) },
  ],
});

describe('learned values and sentence marks', () => {
  // A corpus written without punctuation: its tagger runs a value on through the marks after it.
  it('end before a mark the corpus never writes inside such a value: "lisbon?" answers "lisbon"', async () => {
    const u = Understander.fromModel(await trainModel(corpus([]), { now: new Date(0) }));
    expect(u.understandSync('what is the weather in lisbon?').params).toEqual({ city: 'lisbon' });
    expect(u.understandSync('will it rain in lisbon?!').params).toEqual({ city: 'lisbon' });
    expect(u.understandSync('put on the kinks!').params).toEqual({ artist: 'the kinks' });
    expect(u.understandSync('i want to hear the kinks, now').params).toEqual({ artist: 'the kinks' });
  });

  it('keep a mark the corpus writes inside values of that entity', async () => {
    const u = Understander.fromModel(await trainModel(corpus(['crosby, stills & nash', 'earth, wind & fire', 'peter, paul and mary']), { now: new Date(0) }));
    expect(u.understandSync('put on simon, garfunkel & friends').params.artist).toBe('simon, garfunkel & friends');
    expect(u.understandSync('what is the weather in lisbon?').params).toEqual({ city: 'lisbon' });
  });
});
