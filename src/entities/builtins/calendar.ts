/** Calendar arithmetic on wall milliseconds (zone.ts): plain UTC fields, no zone, no daylight saving. */
export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export type Grain = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';

export const wallOf = (y: number, m: number, d = 1, h = 0, mi = 0, s = 0): number => {
  const t = Date.UTC(y, m - 1, d, h, mi, s);
  // Two-digit years are years, not 19xx: Date.UTC() maps 0…99 to 1900…1999.
  return y >= 0 && y < 100 ? new Date(t).setUTCFullYear(y, m - 1, d) : t;
};
export const yearOf = (w: number): number => new Date(w).getUTCFullYear();
export const monthOf = (w: number): number => new Date(w).getUTCMonth() + 1;
export const dateOf = (w: number): number => new Date(w).getUTCDate();
export const hourOf = (w: number): number => new Date(w).getUTCHours();
/** Monday 0 … Sunday 6. */
export const weekdayOf = (w: number): number => (new Date(w).getUTCDay() + 6) % 7;
export const startOfDay = (w: number): number => Math.floor(w / DAY) * DAY;
export const addDays = (w: number, n: number): number => w + n * DAY;
export const startOfWeek = (w: number): number => addDays(startOfDay(w), -weekdayOf(w));

/** Adds months, a day past the month's end clamped to it (January 31 + 1 month: February 28). */
export function addMonths(w: number, n: number): number {
  const d = new Date(w);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + n;
  const day = d.getUTCDate();
  const last = daysInMonth(y + Math.floor(m / 12), ((m % 12) + 12) % 12 + 1);
  const out = new Date(w);
  out.setUTCFullYear(y, m, Math.min(day, last));
  return out.getTime();
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The start of the grain's unit holding w (weeks start on Monday). */
export function truncate(w: number, grain: Grain): number {
  switch (grain) {
    case 'second': return Math.floor(w / 1000) * 1000;
    case 'minute': return Math.floor(w / MINUTE) * MINUTE;
    case 'hour': return Math.floor(w / HOUR) * HOUR;
    case 'day': return startOfDay(w);
    case 'week': return startOfWeek(w);
    case 'month': return wallOf(yearOf(w), monthOf(w));
    case 'quarter': return wallOf(yearOf(w), Math.floor((monthOf(w) - 1) / 3) * 3 + 1);
    case 'year': return wallOf(yearOf(w), 1);
  }
}

/** w moved by n units of the grain. */
export function addGrain(w: number, grain: Grain, n: number): number {
  switch (grain) {
    case 'second': return w + n * 1000;
    case 'minute': return w + n * MINUTE;
    case 'hour': return w + n * HOUR;
    case 'day': return addDays(w, n);
    case 'week': return addDays(w, 7 * n);
    case 'month': return addMonths(w, n);
    case 'quarter': return addMonths(w, 3 * n);
    case 'year': return addMonths(w, 12 * n);
  }
}

/** The n-th (1-based; -1: last) weekday (Monday 0) of a month. */
export function nthWeekday(y: number, m: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = wallOf(y, m, 1);
    return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1));
  }
  const last = wallOf(y, m, daysInMonth(y, m));
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/** Easter Sunday (Gregorian, the anonymous algorithm). */
export function easter(y: number): number {
  const a = y % 19, b = Math.floor(y / 100), c = y % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return wallOf(y, month, day);
}
