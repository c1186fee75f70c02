import { describe, expect, it } from 'vitest';
import { DEFAULT_INTENT_TRAINING, SMALL_CORPUS, trainIntentClassifier, type IntentTrainingSet } from '../../src/intent/train-intent-classifier.js';

/** `size` statements over three intents, from a few templates and many names. */
function corpusOf(size: number): IntentTrainingSet {
  const templates = [['play NAME', 'put on some NAME'], ['weather in NAME', 'is it raining in NAME'], ['book a table at NAME', 'reserve NAME for two']];
  const texts: string[] = [];
  const labels: number[] = [];
  for (let k = 0; k < size; k++) {
    const intent = k % 3;
    texts.push(templates[intent]![(k >> 2) % 2]!.replace('NAME', `name${k}`));
    labels.push(intent);
  }
  return { texts, labels, classes: 3, outOfScopeClass: null };
}

const { largeCorpus, ...rest } = DEFAULT_INTENT_TRAINING;
const fast = { ...DEFAULT_INTENT_TRAINING, epochs: 2, warmEpochs: 1, averageEpochs: 1, backgroundNoise: 0 };

describe('settings by corpus size', () => {
  it('trains a corpus over SMALL_CORPUS statements with the largeCorpus settings (a linear SVM by default)', () => {
    expect(largeCorpus).toMatchObject({ loss: 'squared-hinge' });
    const set = corpusOf(SMALL_CORPUS + 1);
    const trained = trainIntentClassifier(set, fast);
    expect(trained).toEqual(trainIntentClassifier(set, { ...fast, ...largeCorpus, largeCorpus: {} }));
    expect(trained).not.toEqual(trainIntentClassifier(set, { ...fast, largeCorpus: {} }));
  });

  it('leaves a corpus of up to SMALL_CORPUS statements to the settings as given', () => {
    const set = corpusOf(300);
    expect(trainIntentClassifier(set, fast)).toEqual(trainIntentClassifier(set, { ...fast, largeCorpus: {} }));
    expect(rest.loss ?? 'logistic').toBe('logistic');
  });
});
