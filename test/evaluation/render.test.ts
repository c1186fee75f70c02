import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/evaluation/build-report.js';
import { reportToHtml } from '../../src/evaluation/render/html.js';
import { reportToMarkdown } from '../../src/evaluation/render/markdown.js';
import { mostConfusedIndexes } from '../../src/evaluation/render/svg/heatmap.js';
import { reportToText } from '../../src/evaluation/render/terminal.js';
import type { LabelledExample, TimedPrediction } from '../../src/evaluation/types.js';
import { FIXTURE_EXAMPLES, FIXTURE_PREDICTIONS } from './fixture.js';

const run = { mode: 'model' as const, engine: 'fixture', model: 'model.json', train: null, test: 'fixture.jsonl', folds: null, seed: null };
const report = buildReport(FIXTURE_EXAMPLES, FIXTURE_PREDICTIONS, { run, trainingSeconds: null, modelBytes: 2048, createdAt: new Date(0) });

/** 80 intents; intent i is confused with intent i+1 i times, so the most confused are the last ones. */
function manyIntents(): ReturnType<typeof buildReport> {
  const examples: LabelledExample[] = [];
  const predictions: TimedPrediction[] = [];
  for (let i = 0; i < 80; i += 1) {
    const name = `intent_${String(i).padStart(2, '0')}`;
    for (let j = 0; j < 2 + i; j += 1) {
      const predicted = j < i ? `intent_${String(i + 1).padStart(2, '0')}` : name;
      examples.push({ text: `${name} ${j}`, intent: name, entities: [] });
      predictions.push({ prediction: { intent: predicted, topIntent: predicted, confidence: 0.9, entities: [] }, latencyMs: 1 });
    }
  }
  return buildReport(examples, predictions, { run, trainingSeconds: 1, modelBytes: null });
}

describe('HTML report', () => {
  const html = reportToHtml(report);

  it('is self-contained: inline style and SVG, no script, nothing fetched', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(|@import/i);
    expect(html).not.toMatch(/href="http/i);
  });

  it('draws the heat map, the threshold curve and the reliability diagram', () => {
    const labels = [...html.matchAll(/<svg[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(labels).toEqual([
      'Confusion matrix heat map',
      'Threshold curve: in-scope accuracy and out-of-scope recall by threshold',
      'Reliability diagram, ECE 36.4%',
    ]);
  });

  it('escapes statements', () => {
    const hostile = buildReport(
      [{ text: '<script>alert(1)</script> & "x"', intent: 'a', entities: [] }],
      [{ prediction: { intent: 'b<i>', topIntent: 'b<i>', confidence: 0.5, entities: [] }, latencyMs: 1 }],
      { run, trainingSeconds: null, modelBytes: null },
    );
    const page = reportToHtml(hostile);
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
    expect(page).not.toContain('b<i>');
  });

  it('limits a large confusion matrix to the most confused labels, and says so', () => {
    // 80 expected intents plus intent_80, which is only ever predicted.
    const page = reportToHtml(manyIntents(), { maxHeatMapLabels: 30 });
    const heatMap = page.slice(page.indexOf('<h2>Confusion matrix'), page.indexOf('<h2>Thresholds'));
    expect(heatMap.includes('Showing the 30 of 81 labels involved in the most confusions')).toBe(true);
    expect(heatMap.includes('>intent_79<')).toBe(true);
    expect(heatMap.includes('>intent_00<')).toBe(false);
    expect(heatMap.match(/<rect [^>]*stroke-width="0.5"/g)).toHaveLength(30 * 30);
  });
});

describe('mostConfusedIndexes', () => {
  it('keeps the labels with most off-diagonal counts, in matrix order', () => {
    const matrix = [
      [5, 0, 0, 0],
      [3, 5, 0, 0],
      [0, 0, 5, 1],
      [0, 0, 0, 5],
    ];
    expect(mostConfusedIndexes(matrix, 2)).toEqual([0, 1]);
    expect(mostConfusedIndexes(matrix, 10)).toEqual([0, 1, 2, 3]);
  });
});

describe('Markdown and terminal summaries', () => {
  it('lead with the headline figures and list the errors', () => {
    const markdown = reportToMarkdown(report);
    expect(markdown).toContain('| accuracy | 57.1% |');
    expect(markdown).toContain('| OOS recall | 50.0% |');
    expect(markdown).toContain('| sing a song | (unmatched) | weather | weather | 0.70 |');
    expect(markdown).toContain('## Entity errors');
    const text = reportToText(report);
    expect(text).toMatch(/accuracy\s+57\.1%/);
    expect(text).toContain('book → weather');
    expect(text).toContain('3 misclassified statements, 3 with entity errors.');
  });

  it('show why statements were left unmatched when the engine says, and nothing of it when it does not', () => {
    const withReasons = buildReport(FIXTURE_EXAMPLES, FIXTURE_PREDICTIONS.map((p) => (p.prediction.intent === null ? { ...p, prediction: { ...p.prediction, unmatchedReason: 'below-threshold' } } : p)), { run, trainingSeconds: null, modelBytes: 2048, createdAt: new Date(0) });
    const markdown = reportToMarkdown(withReasons);
    expect(markdown).toContain('## Left unmatched, by reason');
    expect(markdown).toContain('| below-threshold | 1 | 1 |');
    expect(markdown).toMatch(/\| \(unmatched: below-threshold\) \|/);
    expect(reportToText(withReasons)).toMatch(/below-threshold\s+in scope\s+1\s+out of scope\s+1/);
    expect(reportToHtml(withReasons)).toContain('<h2>Left unmatched, by reason</h2>');
    expect(reportToMarkdown(report)).not.toContain('by reason');
    expect(reportToHtml(report)).not.toContain('by reason');
  });

  it('keep pipes and newlines from breaking Markdown tables', () => {
    const piped = buildReport(
      [{ text: 'a | b\nc', intent: 'x', entities: [] }],
      [{ prediction: { intent: null, topIntent: 'x', confidence: 0.1, entities: [] }, latencyMs: 1 }],
      { run, trainingSeconds: null, modelBytes: null },
    );
    expect(reportToMarkdown(piped)).toContain('| a \\| b c | x | (unmatched) | x | 0.10 |');
  });
});
