import { NluError } from '../../errors.js';

/**
 * Time zones with nothing but Intl: an IANA zone ("Europe/Paris") or a fixed offset ("-02:00", "+0530", "Z").
 * Wall-clock times are handled as "wall milliseconds": Date.UTC() of the local fields, so that calendar
 * arithmetic (next day, next month) is plain UTC arithmetic and never crosses a daylight-saving change.
 * An instant is made from a wall time only when a value is written (toInstant()).
 */
export interface Zone {
  /** As given, normalised: "UTC", "+05:30", "Europe/Paris". */
  readonly name: string;
  /** The zone's offset from UTC at an instant, in minutes (east positive). */
  offsetAt(instant: number): number;
}

const FIXED = /^([+-])(\d{2}):?(\d{2})?$/;
const zones = new Map<string, Zone>();

/** A zone from its name; fails with INPUT_INVALID naming what was expected. */
export function zoneOf(name: string): Zone {
  const known = zones.get(name);
  if (known) return known;
  const zone = makeZone(name);
  if (zones.size > 1000) zones.clear();
  zones.set(name, zone);
  return zone;
}

function makeZone(name: string): Zone {
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) throw badZone(name);
  if (name === 'Z' || name === 'UTC' || name === 'utc' || name === 'GMT') return fixed('UTC', 0);
  const m = FIXED.exec(name);
  if (m) {
    const hours = Number(m[2]);
    const minutes = Number(m[3] ?? '0');
    if (hours > 18 || minutes > 59) throw badZone(name);
    const offset = (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
    return fixed(offset === 0 ? 'UTC' : formatOffset(offset), offset);
  }
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone: name, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', era: 'short' });
  } catch {
    throw badZone(name);
  }
  const resolved = format.resolvedOptions().timeZone;
  /** Offsets at exact minutes (Intl's answer, slow: about 10 µs). */
  const exact = (minute: number): number => {
    const parts = format.formatToParts(new Date(minute * 60_000));
    let year = 0, month = 0, day = 0, hour = 0, min = 0, sec = 0, bc = false;
    for (const p of parts) {
      switch (p.type) {
        case 'year': year = Number(p.value); break;
        case 'month': month = Number(p.value); break;
        case 'day': day = Number(p.value); break;
        case 'hour': hour = Number(p.value); break;
        case 'minute': min = Number(p.value); break;
        case 'second': sec = Number(p.value); break;
        case 'era': bc = p.value === 'BC'; break;
        default: break;
      }
    }
    const wall = Date.UTC(bc ? 1 - year : year, month - 1, day, hour, min, sec);
    return Math.round((wall - minute * 60_000) / 60_000);
  };
  // A UTC day whose two ends have one offset has it throughout (zones change at most once a day): one entry
  // per day; a day with a change is answered per quarter hour (every change falls on one).
  const days = new Map<number, number | null>();
  const quarters = new Map<number, number>();
  return {
    name: resolved,
    offsetAt(instant: number): number {
      const day = Math.floor(instant / 86_400_000);
      let whole = days.get(day);
      if (whole === undefined) {
        const start = exact(day * 1440);
        whole = exact(day * 1440 + 1439) === start ? start : null;
        if (days.size > 4096) days.clear();
        days.set(day, whole);
      }
      if (whole !== null) return whole;
      const quarter = Math.floor(instant / 900_000);
      let offset = quarters.get(quarter);
      if (offset === undefined) {
        offset = exact(quarter * 15);
        if (quarters.size > 4096) quarters.clear();
        quarters.set(quarter, offset);
      }
      return offset;
    },
  };
}

function fixed(name: string, offset: number): Zone {
  return { name, offsetAt: () => offset };
}

function badZone(name: unknown): NluError {
  return new NluError('INPUT_INVALID', `expected a time zone as an IANA name (such as "Europe/Paris") or a fixed offset (such as "-02:00"), found ${JSON.stringify(name)}`);
}

/** "+05:30", "-02:00", "+00:00". */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const a = Math.abs(minutes);
  return `${sign}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

export const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The wall time (wall milliseconds) of an instant in a zone. */
export function toWall(zone: Zone, instant: number): number {
  return instant + zone.offsetAt(instant) * 60_000;
}

/**
 * The instant of a wall time in a zone. A wall time that happens twice (clocks set back) is its first
 * instant; one that never happens (clocks set forward) is moved forward by the gap, as a clock would read
 * it: 02:30 on the spring-forward night in New York is 03:30 EDT.
 */
export function toInstant(zone: Zone, wall: number): number {
  const before = zone.offsetAt(wall - 86_400_000);
  const after = zone.offsetAt(wall + 86_400_000);
  const candidates = [wall - before * 60_000, wall - after * 60_000].sort((a, b) => a - b);
  for (const instant of candidates) if (toWall(zone, instant) === wall) return instant;
  // In a gap: the wall time read with the offset before the change, which lands after it.
  return wall - before * 60_000;
}

/** "2013-02-12T04:30:00-02:00": the instant written with the wall time and offset of the zone. */
export function formatInstant(zone: Zone, instant: number): string {
  const offset = zone.offsetAt(instant);
  return `${formatWallDate(instant + offset * 60_000)}T${formatWallTime(instant + offset * 60_000)}${formatOffset(offset)}`;
}

export function formatWallDate(wall: number): string {
  const d = new Date(wall);
  const y = d.getUTCFullYear();
  return `${y < 0 ? '-' + pad(-y, 4) : pad(y, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function formatWallTime(wall: number): string {
  const d = new Date(wall);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A reference time as an instant: a Date, or ISO 8601 text. Text without an offset is a wall time in the zone
 * ("2013-02-12T04:30:00" in -02:00 is 06:30 UTC). Fails with INPUT_INVALID naming what was expected.
 */
export function referenceInstant(reference: Date | string | number | undefined, zone: Zone): number {
  if (reference === undefined) return Date.now();
  if (reference instanceof Date) {
    if (Number.isNaN(reference.getTime())) throw badReference('an invalid Date');
    return reference.getTime();
  }
  if (typeof reference === 'number' && Number.isFinite(reference)) return reference;
  if (typeof reference !== 'string') throw badReference(typeof reference);
  const m = ISO.exec(reference.trim());
  if (!m) throw badReference(JSON.stringify(reference));
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((k) => Number(m[k] ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) throw badReference(JSON.stringify(reference));
  if (m[7] === undefined) return toInstant(zone, wall);
  return wall - zoneOf(m[7] === 'Z' ? 'UTC' : m[7].length === 5 ? `${m[7].slice(0, 3)}:${m[7].slice(3)}` : m[7]).offsetAt(0) * 60_000;
}

function badReference(found: string): NluError {
  return new NluError('INPUT_INVALID', `expected the reference time as a Date or ISO 8601 text (such as "2013-02-12T04:30:00-02:00"), found ${found}`);
}
