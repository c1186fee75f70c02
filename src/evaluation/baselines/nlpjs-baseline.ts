/**
 * Raw NLP.js as a baseline, configured the way its README shows a new user: a container with Nlp
 * and LangEn, one document per training statement, default settings (threshold 0.5), nothing tuned.
 * Only autoSave is turned off so training does not write model.nlp into the working directory.
 * Its 'None' intent is mapped to unmatched here and nowhere else.
 */
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en';
import { Nlp } from '@nlpjs/nlp';
import { createRequire } from 'node:module';
import type { Corpus } from '../../corpus/types.js';
import type { Prediction, TrainedPredictor, Trainer } from '../types.js';

const NONE = 'None';
const LOCALE = 'en';

export const NLPJS_VERSION: string = (createRequire(import.meta.url)('@nlpjs/nlp/package.json') as { version: string }).version;

export const trainNlpjs: Trainer = async (corpus: Corpus): Promise<TrainedPredictor> => {
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangEn);
  const nlp = container.get('nlp') as Nlp;
  nlp.settings.autoSave = false;
  nlp.addLanguage(LOCALE);
  for (const intent of corpus.intents) {
    for (const utterance of intent.utterances) nlp.addDocument(LOCALE, utterance.text, intent.name);
  }
  // NLP.js's own way to mark statements that belong to no intent.
  for (const example of corpus.outOfScope) nlp.addDocument(LOCALE, example.text, NONE);
  await withoutConsoleLog(() => nlp.train());

  return {
    modelBytes: Buffer.byteLength(nlp.export(true)),
    exportModel: () => nlp.export(true),
    predictor: {
      async predict(text: string): Promise<Prediction> {
        const result = await nlp.process(LOCALE, text);
        // Below its threshold NLP.js answers intent 'None' with score 1; the real best intent and its
        // score are in classifications. 'None' itself is never an intent of ours.
        const best = (result.classifications ?? []).find((c) => c.intent !== NONE);
        const matched = result.intent !== NONE;
        return {
          intent: matched ? result.intent : null,
          topIntent: matched ? result.intent : (best?.intent ?? null),
          confidence: matched ? result.score : (best?.score ?? 0),
          // No learned slots: raw NLP.js finds only entities it was given lists or rules for.
          entities: [],
        };
      },
    },
  };
};

/** NLP.js logs every training epoch to stdout by default, which would bury our progress output. */
async function withoutConsoleLog<T>(work: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = () => {};
  try {
    return await work();
  } finally {
    console.log = log;
  }
}
