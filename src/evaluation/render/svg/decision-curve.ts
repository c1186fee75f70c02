/** The decision knob's trade-off: in-scope accuracy against out-of-scope recall, one point per setting. */
import type { DecisionSweep } from '../../report-schema.js';
import { escapeXml } from '../escape.js';
import { isCurrentSetting } from '../numbers.js';
import { SERIES_COLORS } from './colors.js';
import { polyline, svgDocument, unitFrame } from './unit-frame.js';

/** Null without out-of-scope statements in the test: there is no trade-off to draw, only the table. */
export function decisionCurve(sweep: DecisionSweep): string | null {
  const points = sweep.points.filter((p) => p.inScopeAccuracy !== null && p.outOfScopeRecall !== null);
  if (points.length === 0) return null;
  const frame = unitFrame(420, 260, 'out-of-scope recall', 'in-scope accuracy');
  const xy = points.map((p): [number, number] => [frame.x(p.outOfScopeRecall!), frame.y(p.inScopeAccuracy!)]);
  // Settings that give the same answers share one point and one label ("0.1, 0.2, 0.5 %").
  const groups: Array<{ x: number; y: number; values: number[] }> = [];
  points.forEach((p, i) => {
    const [x, y] = xy[i]!;
    const last = groups.at(-1);
    if (last && last.x === x && last.y === y) last.values.push(p.value);
    else groups.push({ x, y, values: [p.value] });
  });
  // Labels on the first and last points and the model's own; with many settings, labels on every point overlap
  // (the table beside the chart lists them all).
  const marks = groups
    .map(({ x, y, values }, k) => {
      const current = values.some((v) => isCurrentSetting(sweep.current, v));
      const labelled = current || k === 0 || k === groups.length - 1 || groups.length <= 6;
      const label = `${values.map((v) => +(v * 100).toPrecision(3)).join(', ')} %${current ? ' (this model)' : ''}`;
      return `<circle cx="${x}" cy="${y}" r="${current ? 5 : 3}" fill="${current ? SERIES_COLORS.outOfScope : SERIES_COLORS.inScope}"/>` +
        (labelled ? `<text x="${x + 6}" y="${y - 6}" font-size="10"${x > frame.x(0.7) ? ' text-anchor="end"' : ''}>${escapeXml(label)}</text>` : '');
    })
    .join('');
  return svgDocument(frame, polyline(xy, SERIES_COLORS.inScope) + marks, `Decision curve: in-scope accuracy against out-of-scope recall at each ${sweep.knob} setting`);
}
