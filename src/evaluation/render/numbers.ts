/** How figures are written in every rendering, so the terminal, Markdown and HTML agree. */

export const UNMATCHED = '(unmatched)';

export function labelText(label: string | null): string {
  return label ?? UNMATCHED;
}

/** An answer as the error tables show it: the intent, or "(unmatched)" with the engine's reason when it gave one. */
export function answerText(predicted: string | null, unmatchedReason?: string): string {
  return predicted === null && unmatchedReason ? `${UNMATCHED.slice(0, -1)}: ${unmatchedReason})` : labelText(predicted);
}

/** 0.8734 → "87.3%"; null → "—". */
export function percent(value: number | null, digits = 1): string {
  return value === null ? '—' : `${(value * 100).toFixed(digits)}%`;
}

/** A ratio as 0.873; null → "—". */
export function decimal(value: number | null, digits = 3): string {
  return value === null ? '—' : value.toFixed(digits);
}

export function milliseconds(value: number): string {
  return value < 1 ? `${(value * 1000).toFixed(0)} µs` : value < 100 ? `${value.toFixed(2)} ms` : `${value.toFixed(0)} ms`;
}

export function seconds(value: number | null): string {
  return value === null ? '—' : value < 10 ? `${value.toFixed(2)} s` : `${value.toFixed(1)} s`;
}

export function bytes(value: number | null): string {
  if (value === null) return '—';
  if (value < 1024) return `${value} B`;
  if (value < 1024 * 1024) return `${(value / 1024).toFixed(1)} KiB`;
  return `${(value / 1024 / 1024).toFixed(1)} MiB`;
}

export function integer(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** A knob setting (a share) as a percentage with up to three significant digits: 0.005 → "0.5 %". */
export function shareText(value: number): string {
  return `${+(value * 100).toPrecision(3)} %`;
}

/** The setting the evaluated engine ran with, among a decision sweep's points. */
export function isCurrentSetting(current: number | null, value: number): boolean {
  return current !== null && Math.abs(value - current) < 1e-12;
}

/** The setting an engine ran with, for a sentence: "50 %", or "set otherwise" (tuned, fixed). */
export function currentSettingText(current: number | null): string {
  return current === null ? 'set otherwise (tuned on labelled messages)' : shareText(current);
}
