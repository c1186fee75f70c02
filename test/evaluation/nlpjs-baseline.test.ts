/** Raw NLP.js through the evaluation contract: its 'None' never leaks out as an intent. */
import { describe, expect, it } from 'vitest';
import type { Corpus } from '../../src/corpus/types.js';
import { nlpjsTrainer } from '../../src/evaluation/baselines/nlpjs-baseline.js';

const example = (text: string) => ({ text, spans: [] });
const corpus: Corpus = {
  locale: 'en',
  entities: [],
  intents: [
    { id: 'greet', name: 'greet', utterances: ['hello', 'hi there', 'good morning', 'hey you'].map(example) },
    { id: 'bye', name: 'bye', utterances: ['goodbye', 'see you later', 'bye for now', 'farewell friend'].map(example) },
  ],
  outOfScope: ['what is the weather', 'tell me a joke', 'how tall is everest'].map(example),
};

describe('NLP.js baseline', () => {
  for (const order of ['by-intent', 'shuffled'] as const) {
    it(`trains (${order}) and answers intents by name, out-of-scope as unmatched`, async () => {
      const { predictor, modelBytes } = await nlpjsTrainer(order)(corpus);
      expect(modelBytes).toBeGreaterThan(0);
      expect(await predictor.predict('hello')).toMatchObject({ intent: 'greet', topIntent: 'greet', entities: [] });
      const joke = await predictor.predict('tell me a joke');
      expect(joke.intent).toBeNull();
      expect(joke.topIntent).not.toBe('None');
      // Nothing NLP.js knows: unmatched, and its 'None' never appears as an intent.
      const unknown = await predictor.predict('xyzzy plugh');
      expect(unknown.intent).toBeNull();
      expect(unknown.topIntent).not.toBe('None');
    });
  }
});
