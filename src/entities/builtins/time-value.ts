import { addDays, addGrain, type Grain } from './calendar.js';
import { formatInstant, formatWallDate, toInstant, pad, type Zone } from './zone.js';

/**
 * A date or time read from a statement, in wall milliseconds of the zone (zone.ts).
 * - point: the unit of `grain` starting at `wall` (a day, an hour, a month…).
 * - interval: `from`…`to`; with grain 'day' `to` is the last day, else the instant it ends.
 * - open: from `wall` on ('after') or until it ('before').
 */
export type TimeValue =
  | { t: 'point'; wall: number; grain: Grain; weak?: boolean; real?: boolean }
  | { t: 'interval'; from: number; to: number; grain: Grain; weak?: boolean }
  | { t: 'open'; dir: 'after' | 'before'; wall: number; grain: Grain; weak?: boolean };

/** Kept for the grammar's signatures: a moment is a TimeValue read at one place. */
export type Moment = TimeValue;

/** The structured resolution `details()` and extractBuiltins() give beside the value. */
export interface DatetimeResolution {
  type: 'point' | 'interval' | 'open';
  grain: Grain;
  /** ISO 8601 instants with the zone's offset: the start (inclusive) and end (exclusive) of the whole value; null when open. */
  start: string | null;
  end: string | null;
  timeZone: string;
}

const isTime = (g: Grain) => g === 'second' || g === 'minute' || g === 'hour';

/** A point's value text: a date-time, a day, a month, a year, or a week's or quarter's first and last day. */
function pointText(zone: Zone, wall: number, grain: Grain): string {
  if (isTime(grain)) return formatInstant(zone, toInstant(zone, wall));
  const day = formatWallDate(wall);
  switch (grain) {
    case 'day': return day;
    case 'month': return day.slice(0, 7);
    case 'year': return day.slice(0, 4);
    case 'week': return `${day}/${formatWallDate(addDays(wall, 6))}`;
    case 'quarter': return `${day}/${formatWallDate(addDays(addGrain(wall, 'quarter', 1), -1))}`;
    default: return day;
  }
}

/** The value text of a date or time (docs/corpus-format.md). */
export function timeText(zone: Zone, v: TimeValue): string {
  if (v.t === 'point') return pointText(zone, v.wall, v.grain);
  if (v.t === 'interval') {
    if (isTime(v.grain)) return `${formatInstant(zone, toInstant(zone, v.from))}/${formatInstant(zone, toInstant(zone, v.to))}`;
    return `${formatWallDate(v.from)}/${formatWallDate(v.to)}`;
  }
  const at = isTime(v.grain) ? formatInstant(zone, toInstant(zone, v.wall)) : pointText(zone, v.wall, v.grain === 'week' || v.grain === 'quarter' ? 'day' : v.grain);
  return v.dir === 'after' ? `${at}/..` : `../${at}`;
}

/** The instants a value covers: [start, end), either null when open. */
export function timeResolution(zone: Zone, v: TimeValue): DatetimeResolution {
  const instant = (wall: number) => formatInstant(zone, toInstant(zone, wall));
  if (v.t === 'point') return { type: 'point', grain: v.grain, start: instant(v.wall), end: instant(addGrain(v.wall, v.grain, 1)), timeZone: zone.name };
  if (v.t === 'interval') return { type: 'interval', grain: v.grain, start: instant(v.from), end: instant(v.grain === 'day' ? addDays(v.to, 1) : v.to), timeZone: zone.name };
  return { type: 'open', grain: v.grain, start: v.dir === 'after' ? instant(v.wall) : null, end: v.dir === 'before' ? instant(v.wall) : null, timeZone: zone.name };
}

export { pad };
