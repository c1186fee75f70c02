/** Colour scales for the heat map: blue for right answers (diagonal), red for confusions. */

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLUE: Rgb = [8, 69, 148];
const RED: Rgb = [165, 15, 21];

function mix(from: Rgb, to: Rgb, share: number): Rgb {
  const t = Math.min(1, Math.max(0, share));
  return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)) as unknown as Rgb;
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Share 0 is white; small shares are lifted (square root) so a rare confusion is still visible
 * against the white background.
 */
export function cellColor(share: number, onDiagonal: boolean): string {
  if (share <= 0) return '#ffffff';
  return hex(mix(WHITE, onDiagonal ? BLUE : RED, 0.12 + 0.88 * Math.sqrt(share)));
}

/** Dark cells need light text. */
export function textColorOn(share: number): string {
  return share > 0.35 ? '#ffffff' : '#1f2328';
}

export const SERIES_COLORS = { inScope: '#1f77b4', outOfScope: '#d62728', overall: '#6e7781', bars: '#1f77b4', gap: '#d62728' } as const;
