/**
 * Confusion matrix as an SVG heat map. Cells are coloured by their share of the expected row, so a
 * small intent's confusions show as clearly as a big one's. With many intents only the most confused
 * ones are drawn, and the caller is told so.
 */
import type { IntentMetrics } from '../../report-schema.js';
import { escapeXml } from '../escape.js';
import { labelText } from '../numbers.js';
import { cellColor, textColorOn } from './colors.js';

export interface HeatMap {
  svg: string;
  /** Set when some labels were left out. */
  note: string | null;
}

export const DEFAULT_HEATMAP_LABELS = 30;
const FONT = 11;
const CHAR_WIDTH = 6.2;
const MAX_LABEL_CHARS = 28;

export function confusionHeatMap(confusion: IntentMetrics['confusion'], maxLabels = DEFAULT_HEATMAP_LABELS): HeatMap {
  const { labels, matrix } = confusion;
  const shown = mostConfusedIndexes(matrix, maxLabels);
  const note =
    shown.length < labels.length
      ? `Showing the ${shown.length} of ${labels.length} labels involved in the most confusions; row shares are of each label's full row.`
      : null;

  const n = shown.length;
  const cell = Math.max(14, Math.min(40, Math.floor(660 / Math.max(1, n))));
  const names = shown.map((index) => truncate(labelText(labels[index]!)));
  const labelWidth = Math.ceil(Math.max(...names.map((name) => name.length), 8) * CHAR_WIDTH) + 12;
  const left = labelWidth + 22;
  const top = Math.ceil(labelWidth * 0.72) + 26;
  const size = n * cell;
  // Column labels lean right over the last columns; the legend needs about 520 px.
  const width = Math.max(left + size + Math.ceil(labelWidth * 0.72) + 12, left + 520);
  const height = top + size + 70;

  const rowTotals = matrix.map((row) => row.reduce((sum, value) => sum + value, 0));
  const parts: string[] = [];
  shown.forEach((row, r) => {
    const y = top + r * cell;
    parts.push(`<text x="${left - 6}" y="${y + cell / 2}" text-anchor="end" dominant-baseline="middle">${escapeXml(names[r]!)}<title>${escapeXml(labelText(labels[row]!))}</title></text>`);
    shown.forEach((column, c) => {
      const count = matrix[row]![column]!;
      const share = rowTotals[row] === 0 ? 0 : count / rowTotals[row]!;
      const x = left + c * cell;
      const tip = `expected ${labelText(labels[row]!)} → predicted ${labelText(labels[column]!)}: ${count} (${(share * 100).toFixed(1)}% of row)`;
      parts.push(`<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${cellColor(share, row === column)}" stroke="#d0d7de" stroke-width="0.5"><title>${escapeXml(tip)}</title></rect>`);
      if (count > 0 && cell >= 18) {
        const fontSize = count >= 1000 ? Math.min(9, cell / 3) : Math.min(11, cell / 2.2);
        parts.push(`<text x="${x + cell / 2}" y="${y + cell / 2}" text-anchor="middle" dominant-baseline="central" font-size="${fontSize.toFixed(1)}" fill="${textColorOn(share)}">${count}</text>`);
      }
    });
  });
  shown.forEach((_, c) => {
    const x = left + c * cell + cell / 2;
    parts.push(`<text transform="translate(${x},${top - 6}) rotate(-45)" text-anchor="start" dominant-baseline="middle">${escapeXml(names[c]!)}</text>`);
  });
  parts.push(`<text x="${left + size / 2}" y="${top + size + 22}" text-anchor="middle" font-weight="600">predicted →</text>`);
  parts.push(`<text transform="translate(12,${top + size / 2}) rotate(-90)" text-anchor="middle" font-weight="600">expected →</text>`);
  parts.push(legend(left, top + size + 40));

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="${FONT}" role="img" aria-label="Confusion matrix heat map">${parts.join('')}</svg>`;
  return { svg, note };
}

/** Label indexes by confusions (off-diagonal row + column total), keeping matrix order among the kept. */
export function mostConfusedIndexes(matrix: readonly (readonly number[])[], maxLabels: number): number[] {
  const all = matrix.map((_, index) => index);
  if (matrix.length <= maxLabels) return all;
  const confusions = all.map((i) => matrix.reduce((sum, row, r) => sum + (r === i ? 0 : row[i]!) + (r === i ? 0 : matrix[i]![r]!), 0));
  const kept = [...all].sort((a, b) => confusions[b]! - confusions[a]! || a - b).slice(0, maxLabels);
  return kept.sort((a, b) => a - b);
}

function legend(x: number, y: number): string {
  const steps = [0.05, 0.25, 0.5, 0.75, 1];
  const swatches = (onDiagonal: boolean, offset: number) =>
    steps.map((share, i) => `<rect x="${offset + i * 16}" y="${y}" width="16" height="12" fill="${cellColor(share, onDiagonal)}"/>`).join('');
  return [
    `<text x="${x}" y="${y + 10}">right</text>`,
    swatches(true, x + 36),
    `<text x="${x + 130}" y="${y + 10}">confused</text>`,
    swatches(false, x + 186),
    `<text x="${x + 276}" y="${y + 10}">darker = larger share of the expected row</text>`,
  ].join('');
}

function truncate(name: string): string {
  return name.length <= MAX_LABEL_CHARS ? name : `${name.slice(0, MAX_LABEL_CHARS - 1)}…`;
}
