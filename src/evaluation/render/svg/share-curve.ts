/** Expected accuracy across the share of out-of-scope messages: the engine set for each share, and the best setting for it. */
import type { DecisionSweep } from '../../report-schema.js';
import { escapeXml } from '../escape.js';
import { SERIES_COLORS } from './colors.js';
import { lineLegend, polyline, svgDocument, unitFrame } from './unit-frame.js';

/** Null when the sweep has no expected accuracies (another knob, or a test without both kinds of statements). */
export function shareCurve(sweep: DecisionSweep): string | null {
  const points = sweep.byShare;
  if (!points || points.length === 0) return null;
  // The y-axis starts a tenth under the lowest figure (whole tenths), so that a regret of a point or two shows.
  const lowest = Math.min(...points.flatMap((p) => [p.expectedAccuracy, p.bestAccuracy]));
  const floor = Math.max(0, Math.floor(lowest * 10 - 1) / 10);
  const frame = unitFrame(420, 260, 'share of out-of-scope messages', 'expected accuracy', 2, floor);
  const set = points.map((p): [number, number] => [frame.x(p.share), frame.y(p.expectedAccuracy)]);
  const best = points.map((p): [number, number] => [frame.x(p.share), frame.y(p.bestAccuracy)]);
  const here = sweep.regret;
  const marker = here
    ? `<line x1="${frame.x(here.testShare)}" x2="${frame.x(here.testShare)}" y1="${frame.y(floor)}" y2="${frame.y(1)}" stroke="${SERIES_COLORS.overall}" stroke-dasharray="2 3"/>` +
      `<text x="${frame.x(here.testShare) + 4}" y="${frame.y(floor) - 6}" font-size="10">${escapeXml(`this test: ${Math.round(here.testShare * 100)} %`)}</text>`
    : '';
  const legend = lineLegend(frame, [
    { label: 'set for the share (as a developer would state it)', color: SERIES_COLORS.inScope },
    { label: 'best setting for the share, picked on the test', color: SERIES_COLORS.outOfScope, dashed: true },
  ]);
  return svgDocument(frame, marker + polyline(best, SERIES_COLORS.outOfScope, true) + polyline(set, SERIES_COLORS.inScope) + legend, 'Expected accuracy across the share of out-of-scope messages');
}
