import { describe, expect, it } from 'vitest';
import { decisionSweep } from '../../src/evaluation/decision-sweep.js';
import { understanderPredictor } from '../../src/evaluation/engine-adapter.js';
import { evaluate } from '../../src/evaluation/evaluate.js';
import { reportToHtml } from '../../src/evaluation/render/html.js';
import { reportToMarkdown } from '../../src/evaluation/render/markdown.js';
import { decisionCurve } from '../../src/evaluation/render/svg/decision-curve.js';
import { reportToText } from '../../src/evaluation/render/terminal.js';
import type { LabelledExample, Predictor } from '../../src/evaluation/types.js';
import { Understander } from '../../src/understander.js';
import { DEFAULT_CORPUS, trainedModel } from '../helpers.js';
import { loadCorpus } from '../../src/corpus/load.js';
import { trainModel } from '../../src/train/train.js';

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
    decisionKnob: { name: 'strictness', values: [0.1, 0.2, 0.5], current: 0.1, set: (value: number) => { predictor.setting = value; }, reset: () => { predictor.setting = 0.1; } },
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
    });
    expect(predictor.setting).toBe(0.1);
  });

  it('is null for an engine without a knob', async () => {
    expect(await decisionSweep({ predict: () => ({ intent: null, topIntent: null, confidence: 0, entities: [] }) }, examples)).toBeNull();
  });

  it('puts our engine back exactly, also at a setting between the measured steps', async () => {
    const understander = Understander.fromModel(await trainModel(await loadCorpus(DEFAULT_CORPUS), { inScopeLoss: 0.03 }));
    const before = understander.decisionSnapshot();
    await evaluate(understanderPredictor(understander), [{ text: 'where is my order', intent: 'orderStatus', entities: [] }], { run: { engine: 'ours' } });
    expect(understander.decisionSnapshot()).toEqual(before);
  });

  it('sweeps our engine\'s in-scope loss without retraining, shows it in the reports, and leaves the model as it was', async () => {
    const understander = Understander.fromModel(await trainedModel());
    const before = understander.info;
    const test: LabelledExample[] = [
      { text: 'where is my order', intent: 'orderStatus', entities: [] },
      { text: 'asdkjh qwpoeiru zxcmnb', intent: null, entities: [] },
      { text: 'what is the weather in paris tomorrow', intent: null, entities: [] },
    ];
    const report = await evaluate(understanderPredictor(understander), test, { run: { engine: 'ours' } });
    expect(report.decisionSweep?.knob).toBe('in-scope loss');
    expect(report.decisionSweep?.current).toBe(before.inScopeLoss);
    expect(report.decisionSweep?.points.map((p) => p.value)).toEqual([0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2]);
    expect(understander.info.threshold).toBe(before.threshold);
    expect(reportToHtml(report)).toContain('In-scope accuracy against out-of-scope recall');
    expect(reportToMarkdown(report)).toContain("## The decision's knob: in-scope loss");
    const text = reportToText(report);
    expect(text).toContain(`The decision's knob, in-scope loss (this model: ${+(before.inScopeLoss! * 100).toPrecision(3)} %)`);
    expect(text).toMatch(/^ {5}20 % {2}in-scope accuracy [\d.]+ ?%, out-of-scope recall [\d.]+ ?%$/m);
  });
});

describe('decisionCurve', () => {
  it('draws one labelled point per distinct trade-off, marks the model\'s setting, and draws nothing without out-of-scope statements', () => {
    const point = (value: number, inScopeAccuracy: number, outOfScopeRecall: number | null) => ({ value, accuracy: 0.9, inScopeAccuracy, outOfScopeRecall });
    const svg = decisionCurve({ knob: 'in-scope loss', current: 0.005, points: [point(0.002, 0.9, 0.2), point(0.005, 0.9, 0.2), point(0.02, 0.85, 0.6)] })!;
    expect(svg).toContain('0.2, 0.5 % (this model)');
    expect(svg).toContain('>2 %<');
    expect(svg.match(/<circle/g)).toHaveLength(2);
    expect(decisionCurve({ knob: 'in-scope loss', current: 0.005, points: [point(0.005, 0.9, null)] })).toBeNull();
  });
});
