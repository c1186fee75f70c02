/** details(statement, { explain: true }): the explanation adds up, exactly, to what the model computed. */
import { beforeAll, describe, expect, it } from 'vitest';
import { IntentClassifier } from '../src/intent/intent-classifier.js';
import type { Explanation, FeatureContribution, IntentScore } from '../src/explanation/types.js';
import type { ModelFile } from '../src/model/schema.js';
import type { UnderstandDetails } from '../src/types.js';
import { Understander } from '../src/understander.js';
import { DEFAULT_CORPUS, trainedModel } from './helpers.js';

const EXACT = 1e-9;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The explanation against the model's own computation: the classifier of the model file scoring the words the
 * explanation says it read (its probabilities and its top raw score, as the runtime's hot path computes them).
 */
function expectExact(model: ModelFile, details: UnderstandDetails): Explanation {
  const explanation = details.explanation!;
  expect(explanation).toBeDefined();
  const intents = explanation.intents!;
  const own = new IntentClassifier(model.classifier).classifyWords(intents.words);
  const index = (score: IntentScore) => model.intents.findIndex((i) => i.id === score.intentId);
  for (const score of [intents.winner, intents.runnerUp!]) {
    expect(Math.abs(score.bias + sum(score.features.map((f) => f.contribution)) - score.score)).toBeLessThanOrEqual(EXACT);
    expect(score.probability).toBe(own.probabilities[index(score)]);
    for (const f of score.features) expect(f.contribution).toBe(f.value * f.weight);
    expectLargestFirst(score.features);
  }
  // The scores are the model's: the best in-scope raw score, and the probabilities' ratio at the model's temperature.
  if (!details.fullMatch) expect(intents.winner.score).toBe(own.topScore);
  const ratio = Math.exp((intents.winner.score - intents.runnerUp!.score) / intents.temperature);
  expect(ratio / (intents.winner.probability / intents.runnerUp!.probability)).toBeCloseTo(1, 9);
  const versus = intents.versus!;
  expect(versus.scoreDifference).toBe(intents.winner.score - intents.runnerUp!.score);
  expect(Math.abs(versus.bias + sum(versus.features.map((f) => f.difference)) - versus.scoreDifference)).toBeLessThanOrEqual(EXACT);
  expect(versus.features.map((f) => f.difference)).toEqual([...versus.features.map((f) => f.difference)].sort((a, b) => b - a));

  const { decision } = explanation;
  expect(decision.inScopeScore).toBe(details.inScopeScore);
  expect(decision.matched).toBe(details.matched);
  expect(decision.unmatchedReason).toBe(details.unmatchedReason);
  if (decision.detector) {
    const detector = decision.detector;
    expect(Math.abs(detector.bias + sum(detector.signals.map((s) => s.contribution)) - detector.logit)).toBeLessThanOrEqual(EXACT);
    expect(1 / (1 + Math.exp(-detector.logit))).toBe(details.inScopeScore);
    expect(detector.signals.find((s) => s.signal === 'topScore')!.value).toBe(own.topScore);
    for (const s of detector.signals) expect(s.contribution).toBeCloseTo((s.weight * (s.value - s.mean)) / s.scale, 12);
  }
  return explanation;
}

function expectLargestFirst(features: readonly FeatureContribution[]): void {
  const sizes = features.map((f) => Math.abs(f.contribution));
  expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  expect(features.every((f) => f.contribution !== 0)).toBe(true);
}

describe('explanations of the default shop model', () => {
  let model: ModelFile;
  let u: Understander;
  beforeAll(async () => {
    model = await trainedModel(DEFAULT_CORPUS);
    u = Understander.fromModel(model);
  });

  it.each([
    ['show me nike boots under 90 dollars', 'productSearch'],
    ['where is my order A93817', 'orderStatus'],
    ['how do I send back a shirt that does not fit', 'returnItem'],
  ])('adds up exactly for a matched statement: %j', (statement, intent) => {
    const details = u.detailsSync(statement, { explain: true });
    const explanation = expectExact(model, details);
    expect(explanation.intents!.winner.intentName).toBe(intent);
    expect(explanation.decision).toMatchObject({ decidedBy: 'detector', matched: true, cutoff: u.info.cutoff });
    expect(explanation.decision.detector!.weakest).toBeUndefined();
  });

  it.each(['tell me a funny joke', 'what is the weather in paris tomorrow', 'play some jazz'])('adds up exactly for a statement left unmatched: %j', (statement) => {
    const details = u.detailsSync(statement, { explain: true });
    expect(details.matched).toBe(false);
    const explanation = expectExact(model, details);
    // The winner of an unmatched answer is the intent the classifier ranked first: the alternatives' first.
    expect(explanation.intents!.winner.intentId).toBe(details.alternatives[0]!.intentId);
    if (explanation.decision.decidedBy === 'detector') {
      expect(details.inScopeScore).toBeLessThan(explanation.decision.cutoff);
      expect(explanation.decision.detector!.weakest).toBeDefined();
    }
  });

  it('explains a full match: the lookup decided, the classifier scores still add up', () => {
    const details = u.detailsSync('thank you so much', { explain: true });
    expect(details.fullMatch).toBe(true);
    const explanation = expectExact(model, details);
    expect(explanation.decision).toMatchObject({ decidedBy: 'full-match', matched: true, inScopeScore: 1 });
    expect(explanation.decision.detector).toBeUndefined();
    expect(explanation.intents!.winner.intentName).toBe('thanks');
  });

  it('says a statement with nothing the corpus knows was left unmatched by the rule, not the detector', () => {
    const details = u.detailsSync('asdkjh qwpoeiru', { explain: true });
    expect(details.explanation!.decision).toMatchObject({ decidedBy: 'nothing-known', matched: false, unmatchedReason: 'nothing-known' });
    expect(details.explanation!.decision.detector).toBeUndefined();
    expect(details.explanation!.intents!.winner.features.map((f) => f.kind)).toContain('characters');
  });

  it('names the features as a user reads them: words, word pairs, character n-grams with # at word edges', () => {
    const { winner } = u.detailsSync('show me nike boots under 90 dollars', { explain: true }).explanation!.intents!;
    const names = new Map(winner.features.map((f) => [`${f.kind} ${f.feature}`, f]));
    for (const name of ['word show', 'word-pair show me', 'word-pair <start> show', 'characters #sho', 'characters ars#']) expect(names.has(name), name).toBe(true);
  });

  it('reads a new value as an entity token, and says so', () => {
    const details = u.detailsSync('boots from hokara brand', { explain: true });
    const explanation = expectExact(model, details);
    expect(explanation.intents!.words).toEqual(['boots', 'from', '<e:vendor>', 'brand']);
    expect(explanation.intents!.winner.features).toContainEqual(expect.objectContaining({ kind: 'entity', feature: '<e:vendor>' }));
    expect(explanation.intents!.winner.features).toContainEqual(expect.objectContaining({ kind: 'word-pair', feature: 'from <e:vendor>' }));
  });

  it('gives each entity its source and whether it gave the param', () => {
    const details = u.detailsSync('show me nike boots under 90 dollars', { explain: true });
    expect(details.explanation!.entities).toEqual(details.entities.map((span) => ({ ...span, param: details.params[span.entity] === span.value })));
    expect(details.explanation!.entities.map((e) => [e.entity, e.source, e.param])).toContainEqual(['vendor', 'list', true]);
  });

  it('says when a fixed threshold decided', () => {
    const fixed = Understander.fromModel(model);
    fixed.setThreshold(0.5);
    const details = fixed.detailsSync('where is my order A93817', { explain: true });
    expect(details.explanation!.decision).toMatchObject({ decidedBy: 'threshold', threshold: 0.5 });
    expectExact(model, details);
  });

  it('explains nothing unless asked, and answers the same either way', () => {
    for (const statement of ['show me nike boots under 90 dollars', 'tell me a funny joke', '', '!!!']) {
      const plain = u.detailsSync(statement);
      expect('explanation' in plain).toBe(false);
      const { explanation, ...rest } = u.detailsSync(statement, { explain: true });
      expect(explanation).toBeDefined();
      expect(rest).toEqual(plain);
    }
  });

  it('explains a statement with no words without scores', () => {
    const explanation = u.detailsSync('!!!', { explain: true }).explanation!;
    expect(explanation).toEqual({ intents: null, decision: expect.objectContaining({ decidedBy: 'empty', matched: false, unmatchedReason: 'empty' }), entities: [] });
  });
});

describe('explanations of the tiny fixture model (no detector)', () => {
  let model: ModelFile;
  let u: Understander;
  beforeAll(async () => {
    model = await trainedModel();
    u = Understander.fromModel(model);
  });

  it.each(['show me nike sneakers under 70', 'is my package on its way', 'hey there friend', 'what is the weather like tomorrow'])('adds up exactly: %j', (statement) => {
    const details = u.detailsSync(statement, { explain: true });
    const explanation = expectExact(model, details);
    expect(explanation.decision.detector).toBeUndefined();
    expect(['classifier', 'background-class', 'evidence', 'nothing-known', 'full-match', 'out-of-scope-example']).toContain(explanation.decision.decidedBy);
  });

  it('reads a new value as an entity token, and the sums still hold', () => {
    const details = u.detailsSync('looking for kalumbo boots', { explain: true });
    const explanation = expectExact(model, details);
    expect(explanation.intents!.words).toEqual(['looking', 'for', '<e:title>']);
    expect(explanation.intents!.winner.features).toContainEqual(expect.objectContaining({ kind: 'word-pair', feature: '<e:title> <end>' }));
  });
});
