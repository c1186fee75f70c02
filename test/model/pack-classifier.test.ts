import { describe, expect, it } from 'vitest';
import { IntentClassifier } from '../../src/intent/intent-classifier.js';
import { unpackBlob, unpackLines } from '../../src/model/blob.js';
import { decodeFixed } from '../../src/model/binary.js';
import { packClassifier } from '../../src/model/pack-classifier.js';
import type { LinearClassifierState, PackedClassifier } from '../../src/model/schema.js';
import { DEFAULT_CORPUS, trainedModel } from '../helpers.js';

/** The vocabulary by name of a packed classifier: what the trainer gave packClassifier(). */
function byName(packed: PackedClassifier): LinearClassifierState {
  const table = packed.vectorizer.vocabulary;
  const words = unpackLines(table.words);
  const [first, second] = [decodeFixed(unpackBlob(table.first), table.bigrams, words.length), decodeFixed(unpackBlob(table.second), table.bigrams, words.length)];
  const bigrams = Array.from({ length: table.bigrams }, (_, k) => `w:${words[first[k]!]} ${words[second[k]!]}`);
  const vocabulary = [...unpackLines(table.names), ...words.slice(0, table.unigrams).map((w) => `w:${w}`), ...bigrams];
  const base64 = (blob: string) => unpackBlob(blob).toString('base64');
  return { ...packed, vectorizer: { settings: packed.vectorizer.settings, vocabulary, idf: base64(packed.vectorizer.idf) }, model: { ...packed.model, weights: base64(packed.model.weights), scales: base64(packed.model.scales) } };
}

describe('the packed classifier', () => {
  it('packs its vocabulary by name back to the same file, and classifies as the classifier by name does', async () => {
    const packed = (await trainedModel(DEFAULT_CORPUS)).classifier;
    const state = byName(packed);
    expect(state.vectorizer.vocabulary.some((f) => f.startsWith('w:') && f.includes(' '))).toBe(true);
    expect(packClassifier(state)).toEqual(packed);
    const [fromFile, fromNames] = [new IntentClassifier(packed), new IntentClassifier(state)];
    for (const statement of ['where is my order', 'I want red nike shoes under $50', 'heyy thankyou', 'zzz qqq', 'cancel it', 'samsnug phone', '']) {
      expect(fromFile.classify(statement)).toEqual(fromNames.classify(statement));
      for (const word of statement.split(' ')) {
        expect(fromFile.knowsWord(word)).toBe(fromNames.knowsWord(word));
        expect(fromFile.variantOfContentWord(word)).toBe(fromNames.variantOfContentWord(word));
        expect(fromFile.spelledLikeCorpus(word)).toBe(fromNames.spelledLikeCorpus(word));
      }
    }
  });

  it('names the features of a statement as the trainer’s vocabulary does (the table is rebuilt from word ids)', async () => {
    const packed = (await trainedModel(DEFAULT_CORPUS)).classifier;
    const [fromFile, fromNames] = [new IntentClassifier(packed), new IntentClassifier(byName(packed))];
    for (const statement of ['show me nike boots under 90 dollars', 'where is my order', 'zzz qqq']) {
      const tokens = statement.split(' ');
      const [file, names] = [fromFile.breakdown(tokens), fromNames.breakdown(tokens)];
      expect(file.features.map((f) => f.name)).toEqual(names.features.map((f) => f.name));
      expect(file.features.some((f) => f.name.startsWith('w:') && f.name.includes(' '))).toBe(true);
      expect(file.features.some((f) => f.name.startsWith('c:'))).toBe(true);
      expect(file.scores).toEqual(names.scores);
    }
  });

  it('fails with a RangeError on a damaged vocabulary', async () => {
    const packed = (await trainedModel(DEFAULT_CORPUS)).classifier;
    const { packBlob } = await import('../../src/model/blob.js');
    const table = packed.vectorizer.vocabulary;
    const damaged = (vocabulary: Partial<PackedClassifier['vectorizer']['vocabulary']>) => ({ ...packed, vectorizer: { ...packed.vectorizer, vocabulary: { ...table, ...vocabulary } } });
    expect(() => new IntentClassifier(damaged({ unigrams: table.unigrams + 1 }))).toThrow(RangeError);
    const words = unpackLines(table.words).length;
    const second = decodeFixed(unpackBlob(table.second), table.bigrams, words);
    second[second.length - 1] = words;
    expect(() => new IntentClassifier(damaged({ second: packBlob(new Uint8Array(second.buffer)) }))).toThrow(RangeError);
    expect(() => new IntentClassifier(damaged({ first: packBlob(new Uint8Array(3)) }))).toThrow(RangeError);
    expect(() => new IntentClassifier(damaged({ words: packBlob('') }))).toThrow(RangeError);
  });
});
