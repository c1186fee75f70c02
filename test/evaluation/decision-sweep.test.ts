import { describe, expect, it } from 'vitest';
import { decisionSweep } from '../../src/evaluation/decision-sweep.js';
import { understanderPredictor } from '../../src/evaluation/engine-adapter.js';
import { evaluate } from '../../src/evaluation/evaluate.js';
import { reportToHtml } from '../../src/evaluation/render/html.js';
import { reportToMarkdown } from '../../src/evaluation/render/markdown.js';
import { decisionCurve } from '../../src/evaluation/render/svg/decision-curve.js';
import { shareCurve } from '../../src/evaluation/render/svg/share-curve.js';
import { reportToText } from '../../src/evaluation/render/terminal.js';
import type { LabelledExample, Predictor } from '../../src/evaluation/types.js';
import { Understander } from '../../src/understander.js';
import { DEFAULT_CORPUS, trainedModel } from '../helpers.js';
import { cachedModel } from '../support/model-cache.js';

const examples: LabelledExample[] = [
  { text: 'a', intent: 'x', entities: [] },
  { text: 'b', intent: 'x', entities: [] },
  { text: 'c', intent: null, entities: [] },
];

/** A knob that rejects statement "b" from 0.5 on and "c" from 0.2 on. */
function knobbed(): Predictor & { setting: number } {
  const predictor = {
    setting: 0.1,
    predict(text: string) {
      const rejected = (text === 'b' && predictor.setting >= 0.5) || (text === 'c' && predictor.setting >= 0.2);
      return { intent: rejected ? null : 'x', topIntent: 'x', confidence: 0.5, entities: [] };
    },
    decisionKnob: { name: 'strictness', values: [0.1, 0.2, 0.5], current: 0.1, promise: null, set: (value: number) => { predictor.setting = value; }, reset: () => { predictor.setting = 0.1; } },
  };
  return predictor;
}

describe('decisionSweep', () => {
  it('answers the statements again at each value, and sets the knob back', async () => {
    const predictor = knobbed();
    const sweep = await decisionSweep(predictor, examples);
    expect(sweep).toEqual({
      knob: 'strictness',
      current: 0.1,
      points: [
        { value: 0.1, accuracy: 2 / 3, inScopeAccuracy: 1, outOfScopeRecall: 0 },
        { value: 0.2, accuracy: 1, inScopeAccuracy: 1, outOfScopeRecall: 1 },
        { value: 0.5, accuracy: 2 / 3, inScopeAccuracy: 0.5, outOfScopeRecall: 1 },
      ],
      byShare: null,
      regret: { testShare: 1 / 3, accuracy: 2 / 3, bestAccuracy: 1, bestSetting: 0.2 },
      promise: null,
    });
    expect(predictor.setting).toBe(0.1);
  });

  it('is null for an engine without a knob', async () => {
    expect(await decisionSweep({ predict: () => ({ intent: null, topIntent: null, confidence: 0, entities: [] }) }, examples)).toBeNull();
  });

  it('puts our engine back exactly, also at a setting between the measured steps', async () => {
    const understander = Understander.fromModel(await cachedModel(DEFAULT_CORPUS, { outOfScopeShare: 0.3 }));
    const before = understander.decisionSnapshot();
    await evaluate(understanderPredictor(understander), [{ text: 'where is my order', intent: 'orderStatus', entities: [] }], { run: { engine: 'ours' } });
    expect(understander.decisionSnapshot()).toEqual(before);
  });

  it('sweeps our engine\'s out-of-scope share without retraining, shows the trade-off and the regret in the reports, and leaves the model as it was', async () => {
    const understander = Understander.fromModel(await trainedModel(DEFAULT_CORPUS));
    const before = understander.info;
    const test: LabelledExample[] = [
      { text: 'where is my order', intent: 'orderStatus', entities: [] },
      { text: 'how much does shipping to canada cost', intent: 'shippingInfo', entities: [] },
      { text: 'asdkjh qwpoeiru zxcmnb', intent: null, entities: [] },
      { text: 'what is the weather in paris tomorrow', intent: null, entities: [] },
    ];
    const report = await evaluate(understanderPredictor(understander), test, { run: { engine: 'ours' } });
    const sweep = report.decisionSweep!;
    expect(sweep.knob).toBe('out-of-scope share');
    expect(sweep.current).toBe(before.outOfScopeShare);
    expect(sweep.points.map((p) => p.value)).toEqual(Array.from({ length: 20 }, (_, k) => k / 20));
    expect(understander.info).toEqual(before);
    // Expected accuracy at each share: never above the best setting for it, which is a setting of the sweep.
    expect(sweep.byShare).toHaveLength(20);
    for (const p of sweep.byShare!) {
      expect(p.expectedAccuracy).toBeLessThanOrEqual(p.bestAccuracy + 1e-12);
      const best = sweep.points.find((q) => q.value === p.bestSetting)!;
      expect((1 - p.share) * best.inScopeAccuracy! + p.share * best.outOfScopeRecall!).toBeCloseTo(p.bestAccuracy, 12);
    }
    expect(sweep.regret).toMatchObject({ testShare: 0.5, accuracy: report.intents.accuracy });
    // The folds' promise at the model's cutoff, held against the test in the summary.
    const curve = understander.decisionCurve!;
    const k = curve.cutoffs.findIndex((c) => c >= before.cutoff - 1e-9);
    expect(sweep.promise).toEqual({ inScopeKept: curve.inScopeKept[k], outOfScopeRejected: curve.outOfScopeRejected[k] });
    expect(sweep.regret!.bestAccuracy).toBe(Math.max(...sweep.points.map((p) => p.accuracy)));
    expect(reportToHtml(report)).toContain('Expected accuracy across the out-of-scope share');
    expect(reportToHtml(report)).toContain('a regret of');
    expect(reportToMarkdown(report)).toContain("## The decision's knob: out-of-scope share");
    const text = reportToText(report);
    expect(text).toContain('The decision\'s knob, out-of-scope share (this model: 50 %)');
    expect(text).toMatch(/^On this test \(50\.0% out of scope\): this model [\d.]+%, the best setting picked on the test [\d.]+% \([\d.]+ %\): regret [\d.]+ points\.$/m);
    expect(text).toMatch(/^Promised by the corpus's traffic-like folds at this setting: [\d.]+% of in-scope statements answered right, [\d.]+% of out-of-scope ones left unmatched; on this test: in-scope accuracy [\d.]+%, out-of-scope recall [\d.]+%\.$/m);
    expect(text).toMatch(/^ {6}0 % {2}[\d.]+% \/ [\d.]+% \([\d.]+ %\)$/m);
  });
});

describe('decisionCurve', () => {
  it('draws one labelled point per distinct trade-off, marks the model\'s setting, and draws nothing without out-of-scope statements', () => {
    const point = (value: number, inScopeAccuracy: number, outOfScopeRecall: number | null) => ({ value, accuracy: 0.9, inScopeAccuracy, outOfScopeRecall });
    const svg = decisionCurve({ knob: 'in-scope loss', current: 0.005, points: [point(0.002, 0.9, 0.2), point(0.005, 0.9, 0.2), point(0.02, 0.85, 0.6)], byShare: null, regret: null, promise: null })!;
    expect(svg).toContain('0.2, 0.5 % (this model)');
    expect(svg).toContain('>2 %<');
    expect(svg.match(/<circle/g)).toHaveLength(2);
    expect(decisionCurve({ knob: 'in-scope loss', current: 0.005, points: [point(0.005, 0.9, null)], byShare: null, regret: null, promise: null })).toBeNull();
  });
});

describe('shareCurve', () => {
  it('draws the expected accuracy set for each share and the best for it, with the test\'s own share marked; nothing without them', () => {
    const byShare = [0, 0.5, 0.9].map((share) => ({ share, expectedAccuracy: 0.8, bestAccuracy: 0.85, bestSetting: share }));
    const sweep = { knob: 'out-of-scope share', current: 0.5, points: [], byShare, regret: { testShare: 0.3, accuracy: 0.8, bestAccuracy: 0.85, bestSetting: 0.5 }, promise: null };
    const svg = shareCurve(sweep)!;
    expect(svg.match(/<polyline/g)).toHaveLength(2);
    expect(svg).toContain('this test: 30 %');
    expect(svg).toContain('best setting for the share, picked on the test');
    expect(shareCurve({ ...sweep, byShare: null })).toBeNull();
  });
});
