/** The decision knob's trade-off: in-scope accuracy against out-of-scope recall, one point per setting. */
import type { DecisionSweep } from '../../report-schema.js';
import { escapeXml } from '../escape.js';
import { SERIES_COLORS } from './colors.js';
import { polyline, svgDocument, unitFrame } from './unit-frame.js';

const settingText = (value: number) => `${+(value * 100).toPrecision(3)} %`;

/** Null without out-of-scope statements in the test: there is no trade-off to draw, only the table. */
export function decisionCurve(sweep: DecisionSweep): string | null {
  const points = sweep.points.filter((p) => p.inScopeAccuracy !== null && p.outOfScopeRecall !== null);
  if (points.length === 0) return null;
  const frame = unitFrame(420, 260, 'out-of-scope recall', 'in-scope accuracy');
  const xy = points.map((p): [number, number] => [frame.x(p.outOfScopeRecall!), frame.y(p.inScopeAccuracy!)]);
  const marks = points
    .map((p, i) => {
      const [x, y] = xy[i]!;
      const current = Math.abs(p.value - sweep.current) < 1e-12;
      return `<circle cx="${x}" cy="${y}" r="${current ? 5 : 3}" fill="${current ? SERIES_COLORS.outOfScope : SERIES_COLORS.inScope}"/>` +
        `<text x="${x + 6}" y="${y - 6}" font-size="10">${escapeXml(settingText(p.value))}${current ? ' (this model)' : ''}</text>`;
    })
    .join('');
  return svgDocument(frame, polyline(xy, SERIES_COLORS.inScope) + marks, `Decision curve: in-scope accuracy against out-of-scope recall at each ${sweep.knob} setting`);
}
