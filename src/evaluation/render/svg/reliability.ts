/**
 * Reliability diagram: per confidence bin, how often the best intent was right (bars) against the
 * diagonal a perfectly calibrated engine would follow. Bars below the diagonal mean over-confidence.
 * Each bar is labelled with how many statements fell in its bin.
 */
import type { Calibration } from '../../report-schema.js';
import { SERIES_COLORS } from './colors.js';
import { lineLegend, svgDocument, unitFrame } from './unit-frame.js';

export function reliabilityDiagram(calibration: Calibration): string {
  const frame = unitFrame(420, 260, 'confidence of the best intent', 'accuracy of the best intent', 3);
  const bars = calibration.bins.map((bin) => {
    const x = frame.x(bin.lower) + 2;
    const width = frame.x(bin.upper) - frame.x(bin.lower) - 4;
    if (bin.accuracy === null || bin.meanConfidence === null) return '';
    const top = frame.y(bin.accuracy);
    const confidenceY = frame.y(bin.meanConfidence);
    const tip = `confidence ${bin.lower.toFixed(1)}–${bin.upper.toFixed(1)}: ${bin.count} statements, accuracy ${(bin.accuracy * 100).toFixed(1)}%, mean confidence ${(bin.meanConfidence * 100).toFixed(1)}%`;
    return [
      `<rect x="${x}" y="${top}" width="${width}" height="${frame.y(0) - top}" fill="${SERIES_COLORS.bars}" fill-opacity="0.75"><title>${tip}</title></rect>`,
      // Where the bar would end if calibrated: its mean confidence.
      `<line x1="${x}" x2="${x + width}" y1="${confidenceY}" y2="${confidenceY}" stroke="${SERIES_COLORS.gap}" stroke-width="2"/>`,
      `<text x="${x + width / 2}" y="${Math.min(top, confidenceY) - 4}" text-anchor="middle" font-size="9" fill="#57606a">${bin.count}</text>`,
    ].join('');
  });
  const diagonal = `<line x1="${frame.x(0)}" y1="${frame.y(0)}" x2="${frame.x(1)}" y2="${frame.y(1)}" stroke="#6e7781" stroke-dasharray="5 4"/>`;
  const legend = lineLegend(
    frame,
    [
      { label: 'accuracy in bin (bar)', color: SERIES_COLORS.bars },
      { label: 'mean confidence in bin', color: SERIES_COLORS.gap },
      { label: 'perfect calibration', color: '#6e7781', dashed: true },
    ],
  );
  return svgDocument(frame, diagonal + bars.join('') + legend, `Reliability diagram, ECE ${(calibration.expectedCalibrationError * 100).toFixed(1)}%`);
}
