/** In-scope accuracy and out-of-scope recall against the rejection threshold. */
import type { ThresholdPoint } from '../../report-schema.js';
import { SERIES_COLORS } from './colors.js';
import { lineLegend, polyline, svgDocument, unitFrame } from './unit-frame.js';

export function thresholdCurve(sweep: readonly ThresholdPoint[]): string {
  const frame = unitFrame(420, 260, 'threshold (unmatched when confidence < threshold)', 'share', 3);
  const series = (pick: (point: ThresholdPoint) => number | null) =>
    sweep.flatMap((point): [number, number][] => {
      const value = pick(point);
      return value === null ? [] : [[frame.x(point.threshold), frame.y(value)]];
    });
  const hasOutOfScope = sweep.some((point) => point.outOfScopeRecall !== null);
  const lines = [
    { label: 'in-scope accuracy', color: SERIES_COLORS.inScope, points: series((p) => p.inScopeAccuracy) },
    { label: 'out-of-scope recall', color: SERIES_COLORS.outOfScope, points: series((p) => p.outOfScopeRecall) },
    { label: 'accuracy (all)', color: SERIES_COLORS.overall, points: series((p) => p.accuracy), dashed: true },
  ]
    // Without out-of-scope examples, overall accuracy is in-scope accuracy: one line is enough.
    .filter((line) => line.points.length > 0 && (line.label !== 'accuracy (all)' || hasOutOfScope));
  const body = lines.map((line) => polyline(line.points, line.color, line.dashed)).join('') + lineLegend(frame, lines);
  return svgDocument(frame, body, 'Threshold curve: in-scope accuracy and out-of-scope recall by threshold');
}
