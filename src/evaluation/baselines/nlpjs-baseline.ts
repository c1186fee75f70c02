/**
 * Raw NLP.js as a baseline, configured the way its README shows a new user: a container with Nlp
 * and LangEn, one document per training statement, default settings (threshold 0.5), nothing tuned.
 * Only autoSave is turned off so training does not write model.nlp into the working directory.
 * Its 'None' intent is mapped to unmatched here and nowhere else.
 *
 * Document order matters to NLP.js: added intent by intent (as its own corpus format and addCorpus
 * add them) it does far worse on large data sets than with the same documents shuffled (banking77:
 * 51% against 84%). Both orders are offered so a benchmark can show both.
 */
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en';
import { Nlp } from '@nlpjs/nlp';
import { createRequire } from 'node:module';
import type { Corpus } from '../../corpus/types.js';
import { DEFAULT_SEED } from '../folds.js';
import { seededRandom, shuffled } from '../prng.js';
import type { Prediction, TrainedPredictor, Trainer } from '../types.js';

const NONE = 'None';

export const NLPJS_VERSION: string = (createRequire(import.meta.url)('@nlpjs/nlp/package.json') as { version: string }).version;

export type DocumentOrder = 'by-intent' | 'shuffled';

/** `by-intent`: every intent's statements together, out-of-scope last; `shuffled`: a seeded shuffle of them. */
export function nlpjsTrainer(order: DocumentOrder = 'by-intent', seed = DEFAULT_SEED, setUp?: ContainerSetUp): Trainer {
  return (corpus) => trainInOrder(corpus, order, seed, setUp);
}

/**
 * What a user adds to NLP.js before training, as its docs show (a builtin entity extractor:
 * `container.register('extract-builtin-??', new BuiltinMicrosoft(), true)` and NER forced on); benches pass it,
 * so the package stays out of this module.
 */
export type ContainerSetUp = (container: { register(name: string, item: unknown, isSingleton?: boolean): void }, nlp: Nlp) => void;

const requireHere = createRequire(import.meta.url);

/**
 * NLP.js's language package for a locale ("de" → `LangDe` of `@nlpjs/lang-de`), as its README has a user add
 * one; null for a language it ships none for (it then reads the language with its default tokenizer).
 */
function nlpjsLanguagePackage(language: string): unknown {
  if (language === 'en') return LangEn;
  const fromLangAll = createRequire(requireHere.resolve('@nlpjs/lang-all'));
  try {
    const exported = fromLangAll(`@nlpjs/lang-${language}`) as Record<string, unknown>;
    return exported[`Lang${language.charAt(0).toUpperCase()}${language.slice(1)}`] ?? null;
  } catch {
    return null;
  }
}

/** NLP.js trained intent by intent, the way its corpus format feeds it. */
export const trainNlpjs: Trainer = nlpjsTrainer('by-intent');

/** An NLP.js instance as its README sets one up (container, Nlp, LangEn or the locale's package), with autoSave off. */
export async function newNlpjs(language = 'en', setUp?: ContainerSetUp): Promise<Nlp> {
  const container = await containerBootstrap();
  container.use(Nlp);
  const lang = nlpjsLanguagePackage(language);
  if (lang !== null) container.use(lang as typeof LangEn);
  const nlp = container.get('nlp') as Nlp;
  nlp.settings.autoSave = false;
  setUp?.(container, nlp);
  return nlp;
}

async function trainInOrder(corpus: Corpus, order: DocumentOrder, seed: number, setUp?: ContainerSetUp): Promise<TrainedPredictor> {
  // NLP.js names languages by two letters ("pt-BR" → "pt").
  const LOCALE = corpus.locale.slice(0, 2).toLowerCase();
  const nlp = await newNlpjs(LOCALE, setUp);
  nlp.addLanguage(LOCALE);
  const documents = [
    ...corpus.intents.flatMap((intent) => intent.utterances.map((utterance) => ({ text: utterance.text, intent: intent.name }))),
    // NLP.js's own way to mark statements that belong to no intent.
    ...corpus.outOfScope.map((example) => ({ text: example.text, intent: NONE })),
  ];
  for (const document of order === 'shuffled' ? shuffled(documents, seededRandom(seed)) : documents) {
    nlp.addDocument(LOCALE, document.text, document.intent);
  }
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
}

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
