/**
 * A plot frame for charts whose both axes run from 0 to 1 (thresholds, confidences, accuracies):
 * maps values to pixels and draws the grid, ticks and axis titles.
 */
import { escapeXml } from '../escape.js';

export interface UnitFrame {
  width: number;
  height: number;
  x(value: number): number;
  y(value: number): number;
  /** Grid, ticks and titles, to draw beneath the data. */
  axes: string;
  /** The pixel row of the x-axis. */
  bottom: number;
}

const MARGIN = { left: 52, right: 16, top: 16, bottom: 44 };
const LEGEND_ROW = 16;

/**
 * `legendRows` reserves room below the x-axis title, so a legend never covers the data. `yFloor`: the y-axis runs
 * from it to 1 instead of from 0 (for figures that all sit near the top, such as accuracies of 0.9 and more).
 */
export function unitFrame(plotWidth: number, plotHeight: number, xTitle: string, yTitle: string, legendRows = 0, yFloor = 0): UnitFrame {
  const x = (value: number) => MARGIN.left + value * plotWidth;
  const y = (value: number) => MARGIN.top + (1 - (value - yFloor) / (1 - yFloor)) * plotHeight;
  const ticks = [0, 0.2, 0.4, 0.6, 0.8, 1];
  const yTicks = ticks.map((t) => yFloor + t * (1 - yFloor));
  const parts: string[] = [];
  for (const [k, tick] of ticks.entries()) {
    const yTick = yTicks[k]!;
    parts.push(`<line x1="${x(0)}" x2="${x(1)}" y1="${y(yTick)}" y2="${y(yTick)}" stroke="#eaeef2"/>`);
    parts.push(`<line x1="${x(tick)}" x2="${x(tick)}" y1="${y(yFloor)}" y2="${y(1)}" stroke="#eaeef2"/>`);
    parts.push(`<text x="${x(0) - 6}" y="${y(yTick)}" text-anchor="end" dominant-baseline="middle">${yTick.toFixed(yFloor === 0 ? 1 : 2)}</text>`);
    parts.push(`<text x="${x(tick)}" y="${y(yFloor) + 14}" text-anchor="middle">${tick.toFixed(1)}</text>`);
  }
  parts.push(`<rect x="${x(0)}" y="${y(1)}" width="${plotWidth}" height="${plotHeight}" fill="none" stroke="#8c959f"/>`);
  parts.push(`<text x="${x(0.5)}" y="${y(yFloor) + 34}" text-anchor="middle" font-weight="600">${escapeXml(xTitle)}</text>`);
  parts.push(`<text transform="translate(14,${y((1 + yFloor) / 2)}) rotate(-90)" text-anchor="middle" font-weight="600">${escapeXml(yTitle)}</text>`);
  return {
    width: MARGIN.left + plotWidth + MARGIN.right,
    height: MARGIN.top + plotHeight + MARGIN.bottom + (legendRows > 0 ? legendRows * LEGEND_ROW + 8 : 0),
    x,
    y,
    axes: parts.join(''),
    bottom: y(yFloor),
  };
}

export function svgDocument(frame: UnitFrame, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}" viewBox="0 0 ${frame.width} ${frame.height}" font-family="system-ui, sans-serif" font-size="11" role="img" aria-label="${escapeXml(label)}">${frame.axes}${body}</svg>`;
}

export function polyline(points: readonly [number, number][], color: string, dashed = false): string {
  const path = points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
  return `<polyline points="${path}" fill="none" stroke="${color}" stroke-width="2"${dashed ? ' stroke-dasharray="5 4"' : ''}/>`;
}

/** Coloured line samples stacked below the plot, in the room reserved by unitFrame's legendRows. */
export function lineLegend(frame: UnitFrame, entries: readonly { label: string; color: string; dashed?: boolean }[]): string {
  const x0 = frame.x(0);
  const y0 = frame.bottom + MARGIN.bottom + 6;
  return entries
    .map((entry, i) => {
      const y = y0 + i * LEGEND_ROW;
      return `<line x1="${x0}" x2="${x0 + 22}" y1="${y}" y2="${y}" stroke="${entry.color}" stroke-width="2"${entry.dashed ? ' stroke-dasharray="5 4"' : ''}/><text x="${x0 + 28}" y="${y}" dominant-baseline="middle">${escapeXml(entry.label)}</text>`;
    })
    .join('');
}
