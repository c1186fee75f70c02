import { describe, expect, it } from 'vitest';
import { asUnknown, heldOutUnknown, UNKNOWN_FEATURE, UNKNOWN_WORD } from '../../src/entities/tagger/unknown-words.js';
import { sentenceFeatures, wordInfo } from '../../src/entities/tagger/token-features.js';
import { taggerExamples } from '../../src/entities/tagger/tagger-examples.js';
import { UNKNOWN_WORDS_MIN_UTTERANCES } from '../../src/entities/tagger/unknown-words.js';
import { tokenize } from '../../src/text/tokens.js';
import { annotated } from '../helpers.js';

const words = (text: string) => text.split(' ').map((t) => ({ text: t }));

describe('heldOutUnknown', () => {
  it('marks the words no utterance of another fold writes', () => {
    // Folds of 2: utterances 0 and 2 in fold 0, 1 and 3 in fold 1.
    const sentences = ['play Jazz now', 'play rock', 'jazz jazz zeppelin', 'now'].map(words);
    // play and now are in both folds; jazz (case ignored) and zeppelin only in fold 0, rock only in fold 1.
    expect(heldOutUnknown(sentences, 2)).toEqual([[false, true, false], [false, true], [true, true, true], [false]]);
  });

  it('knows every word written in two folds, whatever the case', () => {
    expect(heldOutUnknown([words('Boston'), words('boston')], 2)).toEqual([[false], [false]]);
    expect(heldOutUnknown([words('boston'), words('denver')], 2)).toEqual([[true], [true]]);
  });

  it('reads copies with the folds of the corpus\'s own sentences, never as a fold of their own', () => {
    const own = ['fly to boston', 'fly to denver'].map(words);
    // A copy of "fly to boston" with a made-up value: "fly" and "to" stay known, "qzxv" is unknown.
    expect(heldOutUnknown(own, 2, [words('fly to qzxv'), words('fly to boston')])).toEqual([
      [false, false, true], [false, false, true], [false, false, true], [false, false, true],
    ]);
  });
});

describe('asUnknown', () => {
  it('keeps the shape, kind and affixes of a word and drops its identity', () => {
    const info = asUnknown(wordInfo('Goncalves'));
    expect(info.lower).toBe(UNKNOWN_WORD);
    expect(info.own).toContain(UNKNOWN_FEATURE);
    expect(info.own).toContain('s3=ves');
    expect(info.own).toContain('sh=Xxx');
    expect(info.own.some((f) => f === 'w=goncalves')).toBe(false);
  });

  it('makes an unknown token look the same to its neighbours whatever it is', () => {
    const a = sentenceFeatures(tokenize('add goncalves to my list'), [], [false, true, false, false, false]);
    const b = sentenceFeatures(tokenize('add wagoner to my list'), [], [false, true, false, false, false]);
    for (const i of [0, 2, 3, 4]) expect(a[i]).toEqual(b[i]);
    expect(a[2]).toContain(`w-1=${UNKNOWN_WORD}`);
  });
});

describe('taggerExamples with unknown words', () => {
  const corpusOf = (size: number) => ({
    locale: 'en',
    intents: [{ id: 'play', name: 'play', utterances: Array.from({ length: size }, (_, k) => annotated(`play [artist${k}](artist) now`)) }],
    entities: [],
    outOfScope: [],
  });

  it('holds out words only from a corpus large enough to spare them', () => {
    const unknownOf = (size: number) => taggerExamples(corpusOf(size), true, 0, 1, true).examples.map((e) => e.unknown);
    expect(unknownOf(UNKNOWN_WORDS_MIN_UTTERANCES - 1).every((u) => u === undefined)).toBe(true);
    expect(unknownOf(UNKNOWN_WORDS_MIN_UTTERANCES).every((u) => JSON.stringify(u) === '[false,true,false]')).toBe(true);
  });
});
