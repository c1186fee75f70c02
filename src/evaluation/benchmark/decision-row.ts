/**
 * What the answer-or-not setting is worth on one data set, as bench:accuracy tabulates it for our engine: the
 * model trained for the test's own out-of-scope share (as a developer who knows the traffic would state it),
 * then answered again at the default share and at the best cutoff picked on the test itself (no retraining).
 */
import { DEFAULT_OUT_OF_SCOPE_SHARE } from '../../decision/detector.js';
import { bestCutoff, cutoffViews } from '../../decision/cutoff-views.js';
import type { Understander } from '../../understander.js';
import { gibberishMatchedShare } from '../gibberish.js';
import type { LabelledExample } from '../types.js';

export interface DecisionRow {
  dataset: string;
  /** Share of the test statements that are out of scope: the share stated when training. */
  testShare: number;
  /** In-scope accuracy of the best intent, nothing left unmatched (what the corpus knows nothing of aside). */
  argmax: number | null;
  defaultAccuracy: number;
  statedAccuracy: number;
  bestAccuracy: number;
  bestCutoff: number;
  /** Seeded gibberish matched at the default share (gibberish.ts). */
  gibberishDefault: number;
}

/** The share a developer who knows the traffic states: the test's, to the hundredth. */
export function statedShare(examples: readonly LabelledExample[]): number {
  return Math.round((100 * examples.filter((e) => e.intent === null).length) / examples.length) / 100;
}

export async function decisionRow(dataset: string, understander: Understander, examples: readonly LabelledExample[], gibberish: { count: number; seed: number }): Promise<DecisionRow> {
  const before = understander.decisionSnapshot();
  const accuracy = () => examples.filter((e) => understander.understandSync(e.text).intentName === e.intent).length / examples.length;
  try {
    const statedAccuracy = accuracy();
    understander.setOutOfScopeShare(DEFAULT_OUT_OF_SCOPE_SHARE);
    const defaultAccuracy = accuracy();
    const gibberishDefault = await gibberishMatchedShare(async (text) => understander.understandSync(text).matched, gibberish.count, gibberish.seed);
    const views = cutoffViews(understander, examples);
    const inScope = views.filter((v) => v.gold !== null);
    const best = bestCutoff(views);
    // The best setting is at least as good as both settings measured (a model without a detector has no cutoff to move).
    const bestAccuracy = Math.max(best.accuracy, statedAccuracy, defaultAccuracy);
    return {
      dataset,
      testShare: statedShare(examples),
      argmax: inScope.length === 0 ? null : inScope.filter((v) => v.answer === v.gold).length / inScope.length,
      defaultAccuracy,
      statedAccuracy,
      bestAccuracy,
      bestCutoff: best.cutoff,
      gibberishDefault,
    };
  } finally {
    understander.restoreDecision(before);
  }
}

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}`);
const points = (x: number) => (x * 100).toFixed(1);

/** The table: each data set's default, stated-share and best settings and the regrets, in points. */
export function decisionTable(rows: readonly DecisionRow[]): string {
  const header = ['data set', 'out-of-scope share (stated)', 'argmax (in scope)', `default (${DEFAULT_OUT_OF_SCOPE_SHARE})`, 'stated share', 'best on test (cutoff)', 'regret, stated', 'regret, default', 'gibberish matched, default'];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map((_, k) => (k === 0 ? '---' : '---:')).join(' | ')} |`];
  for (const r of rows) {
    lines.push(`| ${[r.dataset, pct(r.testShare), pct(r.argmax), pct(r.defaultAccuracy), pct(r.statedAccuracy), `${pct(r.bestAccuracy)} (${r.bestCutoff.toFixed(2)})`, points(r.bestAccuracy - r.statedAccuracy), points(r.bestAccuracy - r.defaultAccuracy), pct(r.gibberishDefault)].join(' | ')} |`);
  }
  return lines.join('\n');
}
