import type { Corpus, Example } from '../../corpus/types.js';
import { textPipeline } from '../../text/languages.js';
import { EntityExtractor, hintsFromSpans } from '../entity-extractor.js';
import type { EntitySpan } from '../../types.js';
import type { Token } from '../../text/tokens.js';
import { spansToBio } from './bio.js';
import { Gazetteer, gazetteerEntries } from './gazetteer.js';
import type { TaggerExample } from './train-tagger.js';
import { unseenValueCopies } from './unseen-value-copies.js';

/**
 * Training sentences see a gazetteer built without their own fold, so the tagger learns how far a
 * match of a phrase seen before can be trusted in a sentence it has not seen, as at run time.
 */
const GAZETTEER_FOLDS = 5;

export function allExamples(corpus: Corpus): Example[] {
  return [...corpus.intents.flatMap((i) => i.utterances), ...corpus.outOfScope];
}

/** Entities annotated in at least one utterance (in-scope or not), sorted: the tagger's entities. */
export function annotatedEntities(corpus: Corpus): string[] {
  return [...new Set(allExamples(corpus).flatMap((u) => u.spans.map((s) => s.entity)))].sort();
}

/**
 * Every utterance as tokens, the rule and gazetteer matches the tagger sees as hints, gold BIO labels. The gazetteer
 * for run time: gazetteerEntries(allExamples(corpus)).
 */
export function taggerExamples(corpus: Corpus, useGazetteer = true, unseenValues = 0, seed = 1): TaggerExample[] {
  const all = allExamples(corpus);
  // Copies with unseen values are trained on, never put in the gazetteer.
  const trained = [...all, ...unseenValueCopies(all, unseenValues, seed)];
  const text = textPipeline(corpus.locale);
  const rules = ruleMatcher(corpus);
  const example = (k: number, gazetteer: Gazetteer | null): TaggerExample => {
    const u = trained[k]!;
    const tokens = text.tokenize(u.text);
    const spans = rules(u.text, tokens);
    if (gazetteer) spans.push(...gazetteer.match(u.text, tokens));
    return { tokens, hints: hintsFromSpans(tokens, spans), labels: spansToBio(tokens, u.spans), ...(k >= all.length ? { copy: true } : {}) };
  };
  if (!useGazetteer) return trained.map((_, k) => example(k, null));
  // Example k sees the gazetteer of fold k % GAZETTEER_FOLDS. One fold's gazetteer at a time, its examples made, then let
  // go: the same examples as with all five at once, for a fifth of their memory (snips: 29 MiB for the five).
  const examples = new Array<TaggerExample>(trained.length);
  for (let fold = 0; fold < GAZETTEER_FOLDS; fold++) {
    const gazetteer = new Gazetteer(gazetteerEntries(all.filter((_, k) => k % GAZETTEER_FOLDS !== fold)), text.tokenize);
    for (let k = fold; k < trained.length; k += GAZETTEER_FOLDS) examples[k] = example(k, gazetteer);
  }
  return examples;
}

/**
 * The rule matches of an utterance (lists, regexes, builtins), remembered per set of entity definitions: the model's
 * tagger and each fold model's read the same utterances with the same rules (a fold's corpus keeps the corpus's
 * entities array), so each utterance is matched once per thread rather than once per tagger. Forgotten with the corpus.
 */
const remembered = new WeakMap<Corpus['entities'], { locale: string; extractor: EntityExtractor; spans: Map<string, EntitySpan[]> }>();

function ruleMatcher(corpus: Corpus): (statement: string, tokens: Token[]) => EntitySpan[] {
  let entry = remembered.get(corpus.entities);
  if (entry === undefined || entry.locale !== corpus.locale) {
    entry = { locale: corpus.locale, extractor: new EntityExtractor(corpus.entities, null, null, textPipeline(corpus.locale)), spans: new Map() };
    remembered.set(corpus.entities, entry);
  }
  const { extractor, spans } = entry;
  return (statement, tokens) => {
    let found = spans.get(statement);
    if (found === undefined) {
      found = extractor.ruleSpans(statement, tokens);
      spans.set(statement, found);
    }
    // A copy: the caller adds its gazetteer's matches to it.
    return found.slice();
  };
}
