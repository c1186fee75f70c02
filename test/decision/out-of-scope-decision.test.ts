import { beforeAll, describe, expect, it } from 'vitest';
import type { Corpus } from '../../src/corpus/types.js';
import { gibberishStatements } from '../../src/evaluation/gibberish.js';
import { trainModel } from '../../src/train/train.js';
import { cachedModel } from '../support/model-cache.js';
import { DEFAULT_OUT_OF_SCOPE_SHARE } from '../../src/decision/detector.js';
import { Understander } from '../../src/understander.js';
import { annotated, DEFAULT_CORPUS, trainedModel } from '../helpers.js';

const now = new Date('2026-01-01T00:00:00Z');

describe('gibberish on the default shop model', () => {
  let u: Understander;
  beforeAll(async () => { u = Understander.fromModel(await trainedModel(DEFAULT_CORPUS)); });

  it('leaves every one of 600 seeded keyboard mashes, random letter strings and made-up word salads unmatched', () => {
    const matched = gibberishStatements(600, 1).filter((g) => u.understandSync(g.text).matched).map((g) => g.text);
    expect(matched).toEqual([]);
  });

  it.each(['asdkjh qwpoeiru zxcmnb', 'hfjdks', 'i like turtles'])('leaves %j unmatched (the issue\'s examples)', (statement) => {
    expect(u.understandSync(statement).matched).toBe(false);
  });

  // Travel requests read like searches ("show me <title> from <vendor>"); the corpus lists some as out of scope.
  // None of these is in the corpus.
  it.each(['show me flights from dallas to pittsburgh', 'cheapest fare from denver to boston', 'which airlines fly to montreal'])('leaves the travel request %j unmatched', (statement) => {
    expect(u.understandSync(statement).matched).toBe(false);
  });

  it('answers greetings and thanks as people type them', () => {
    expect(u.understandSync('heyy').intentName).toBe('greeting');
    expect(u.understandSync('thankyou').intentName).toBe('thanks');
  });

  it('still answers statements with values it never saw', () => {
    expect(u.understandSync('where is my order Q7781234').intentName).toBe('orderStatus');
    expect(u.understandSync('do you have kalumbo sneakers').intentName).toBe('productSearch');
  });
});

/** Trains the stations corpus below: every station a statement names at run time is new. */
const stations = ['odeonsplatz', 'garching', 'marienplatz', 'hauptbahnhof', 'moosach', 'pasing', 'giesing', 'freimann'];
const stationCorpus: Corpus = {
  locale: 'en',
  entities: [{ name: 'from', type: 'learned' }, { name: 'to', type: 'learned' }],
  outOfScope: [],
  intents: [
    {
      id: 'connection', name: 'connection',
      utterances: stations.flatMap((a, i) => [
        annotated(`how do i get from [${a}](from) to [${stations[(i + 1) % 8]}](to)`),
        annotated(`connection from [${a}](from) to [${stations[(i + 3) % 8]}](to) please`),
        annotated(`i want to go from [${a}](from) to [${stations[(i + 5) % 8]}](to)`),
      ]),
    },
    {
      id: 'departure', name: 'departure',
      utterances: stations.flatMap((a) => [
        annotated(`when does the next train leave [${a}](from)`),
        annotated(`next departure at [${a}](from)`),
        annotated(`what time is the next bus from [${a}](from)`),
      ]),
    },
  ],
};

describe('a statement with an entity value the corpus never saw', () => {
  it('is still matched, to the right intent', async () => {
    const u = Understander.fromModel(await cachedModel(stationCorpus, {}, now));
    expect(u.understandSync('how do i get from kalumbrenplatz to vorstadt ost').intentName).toBe('connection');
    expect(u.understandSync('when does the next train leave trudering').intentName).toBe('departure');
  });
});

describe('new values without a known content word', () => {
  const bareFrames: Corpus = {
    ...stationCorpus,
    intents: stationCorpus.intents.map((intent) => intent.id !== 'connection' ? intent : {
      ...intent, utterances: [...intent.utterances, ...stations.map((a, i) => annotated(`from [${a}](from) to [${stations[(i + 2) % 8]}](to)`))],
    }),
  };

  it('are answered when their frame is as likely as the corpus\'s own usually are ("from <from> to <to>")', async () => {
    const model = await trainModel(bareFrames, { now });
    expect(model.decision.typicalFrameScore).not.toBeNull();
    expect(Understander.fromModel(model).understandSync('from kalumbrenplatz to vorstadt').intentName).toBe('connection');
    // Without such statements in the corpus, function words and new values alone are not enough.
    expect(Understander.fromModel(await cachedModel(stationCorpus, {}, now)).understandSync('from kalumbrenplatz to vorstadt').matched).toBe(false);
  });
});

/** Five intents of a shop bot, ten wordings each: enough for the traffic-like folds to hold intents out (four or more). */
const shopCorpus: Corpus = {
  locale: 'en',
  entities: [{ name: 'orderNumber', type: 'regex', pattern: '\\b[A-Z]?\\d{5,8}\\b', flags: 'i' }],
  outOfScope: [],
  intents: [
    { id: 'order-status', name: 'orderStatus', utterances: ['where is my order [A93817](orderNumber)', 'has my package shipped', 'track my order', 'when will my parcel arrive', 'status of order [B12345](orderNumber)', 'my delivery is late', 'where is my stuff', 'is my order on its way', 'tracking number for my purchase', 'how long until my order gets here'].map(annotated) },
    { id: 'cancel-order', name: 'cancelOrder', utterances: ['cancel my order', 'i want to cancel order [C55512](orderNumber)', 'please stop my order', 'i changed my mind, cancel it', 'can i still cancel', 'cancel the purchase i made', 'do not send my order', 'revoke my order', 'call off my order please', 'i no longer want what i ordered'].map(annotated) },
    { id: 'return-item', name: 'returnItem', utterances: ['i want to return a sweater', 'how do i send something back', 'return policy', 'can i get a refund', 'the shoes do not fit, i want to return them', 'start a return', 'refund my money', 'i need to exchange an item', 'how many days do i have to return', 'send back a broken lamp'].map(annotated) },
    { id: 'payment-methods', name: 'paymentMethods', utterances: ['can i pay with paypal', 'do you take credit cards', 'which payment methods do you accept', 'is apple pay supported', 'can i pay in installments', 'do you accept debit cards', 'pay by bank transfer', 'can i use a gift card', 'is cash on delivery possible', 'what cards can i use'].map(annotated) },
    { id: 'shipping-info', name: 'shippingInfo', utterances: ['how much is shipping', 'do you ship abroad', 'how long does delivery take', 'is shipping free', 'do you deliver on weekends', 'shipping costs to canada', 'express delivery options', 'which carriers do you use', 'can i pick up in store', 'do you ship to po boxes'].map(annotated) },
  ],
};

describe('the out-of-scope share setting', () => {
  it('is met on traffic-like folds: the cutoff maximises expected accuracy on the curve at the stated share', async () => {
    const model = await cachedModel(shopCorpus, { outOfScopeShare: 0.3 }, now);
    const { curve, cutoff, outOfScopeShare } = model.decision;
    expect(outOfScopeShare).toBe(0.3);
    expect(curve).not.toBeNull();
    expect(curve!.inScope).toBe(50);
    // Every intent is held out once as out of scope.
    expect(curve!.outOfScope).toBe(50);
    const worth = (k: number) => 0.7 * curve!.inScopeKept[k]! + 0.3 * curve!.outOfScopeRejected[k]!;
    const chosen = curve!.cutoffs.indexOf(cutoff);
    for (let k = 0; k < curve!.cutoffs.length; k++) expect(worth(chosen)).toBeGreaterThanOrEqual(worth(k) - 1e-12);
    // The curve trades one for the other: more cutoff keeps fewer right answers and rejects more out of scope.
    for (let k = 1; k < curve!.cutoffs.length; k++) {
      expect(curve!.inScopeKept[k]!).toBeLessThanOrEqual(curve!.inScopeKept[k - 1]!);
      expect(curve!.outOfScopeRejected[k]!).toBeGreaterThanOrEqual(curve!.outOfScopeRejected[k - 1]!);
    }
  });

  it('keeps its promise on new in-scope wordings and unseen intents as the folds measured it (within what 20 statements can tell)', async () => {
    const u = Understander.fromModel(await cachedModel(shopCorpus, { outOfScopeShare: 0.5 }, now));
    const inScope = [['where is my parcel', 'orderStatus'], ['cancel order B99887', 'cancelOrder'], ['i would like a refund', 'returnItem'], ['do you take visa', 'paymentMethods'], ['what does shipping cost', 'shippingInfo'], ['has order A11111 shipped yet', 'orderStatus'], ['please cancel my purchase', 'cancelOrder'], ['how do i return shoes', 'returnItem'], ['can i pay with a credit card', 'paymentMethods'], ['do you ship to mexico', 'shippingInfo']] as const;
    const outOfScope = ['what are your store opening hours', 'do you sell gift wrapping', 'i want to talk to a human', 'is this jacket waterproof', 'do you have a student discount', 'what is your phone number', 'can i change my password', 'are you hiring', 'where is your warehouse', 'do you price match'];
    const right = inScope.filter(([s, intent]) => u.understandSync(s).intentName === intent).length / inScope.length;
    const rejected = outOfScope.filter((s) => !u.understandSync(s).matched).length / outOfScope.length;
    const curve = u.decisionCurve!;
    const k = curve.cutoffs.indexOf(u.info.cutoff);
    // 10 statements of each kind: a binomial standard error near 0.15; the test allows about two of them either way.
    expect(Math.abs(right - curve.inScopeKept[k]!)).toBeLessThanOrEqual(0.3 + 1e-9);
    expect(Math.abs(rejected - curve.outOfScopeRejected[k]!)).toBeLessThanOrEqual(0.3 + 1e-9);
    expect(0.5 * right + 0.5 * rejected).toBeGreaterThan(0.6);
  });

  it('moves without retraining: a larger share never lowers the cutoff; 0 answers all the corpus knows anything of', async () => {
    const u = Understander.fromModel(await cachedModel(shopCorpus, {}, now));
    expect(u.info.outOfScopeShare).toBe(DEFAULT_OUT_OF_SCOPE_SHARE);
    let previous = -1;
    for (const share of [0, 0.1, 0.3, 0.5, 0.7, 0.9]) {
      u.setOutOfScopeShare(share);
      expect(u.info.cutoff).toBeGreaterThanOrEqual(previous);
      previous = u.info.cutoff;
    }
    expect(previous).toBeGreaterThan(0);
    u.setOutOfScopeShare(0);
    expect(u.info.cutoff).toBe(0);
    expect(u.understandSync('is this jacket waterproof').matched).toBe(true);
    expect(u.understandSync('qwzx vbnm').matched).toBe(false);
    expect(() => u.setOutOfScopeShare(1.5)).toThrow(expect.objectContaining({ code: 'INPUT_INVALID' }));
  });

  it('without a detector (a corpus of two intents), still turns the evidence check on and off', async () => {
    const u = Understander.fromModel(await cachedModel(stationCorpus, {}, now));
    expect(u.decisionCurve).toBeNull();
    expect(u.understandSync('from kalumbrenplatz to vorstadt').matched).toBe(false);
    u.setOutOfScopeShare(0);
    expect(u.understandSync('from kalumbrenplatz to vorstadt').intentName).toBe('connection');
  });

  it('gives an unmatched answer a confidence no higher than the decision\'s score, and 0 when nothing is known', async () => {
    const u = Understander.fromModel(await cachedModel(shopCorpus, {}, now));
    const nothing = u.detailsSync('hfjdks');
    expect(nothing).toMatchObject({ matched: false, confidence: 0, unmatchedReason: 'nothing-known', inScopeScore: 0 });
    const unseen = u.detailsSync('are you hiring');
    if (!unseen.matched) expect(unseen.confidence).toBeLessThanOrEqual(unseen.inScopeScore);
  });

  it('is the same model for the same corpus and setting (deterministic)', async () => {
    const a = await trainModel(shopCorpus, { now, outOfScopeShare: 0.2 });
    const b = await trainModel(shopCorpus, { now, outOfScopeShare: 0.2 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
