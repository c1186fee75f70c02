/**
 * chrono-node and Microsoft's recognizers-text-suite read the same cases as our builtins, their answers written in
 * our value forms (docs/corpus-format.md), so that one scorer compares the three. For the bench only: neither is a
 * dependency of the engine. Both read a reference as a Date; the bench runs with TZ=UTC and hands them the
 * reference's wall time in the case's zone as UTC fields, then writes their wall times with the case's offset
 * (every suite case has a fixed offset).
 */
import * as chrono from 'chrono-node';
import * as Recognizers from '@microsoft/recognizers-text-suite';
import type { SuiteCase } from './score.js';
import { RT_DISTANCE, RT_TEMPERATURE } from './rt-units.js';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** "-02:00" → -120; "UTC" → 0. */
export function offsetMinutes(zone: string): number {
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}
const offsetText = (minutes: number) => (minutes === 0 ? '+00:00' : `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`);

/** The reference as an instant and as its wall time in the case's zone (a Date whose UTC fields are that wall time). */
function reference(c: SuiteCase): { instant: Date; wall: Date; offset: number } {
  const instant = new Date(c.referenceTime);
  const offset = offsetMinutes(c.timeZone);
  return { instant, wall: new Date(instant.getTime() + offset * 60_000), offset };
}

/** A wall-time Date (UTC fields) written as our date-time with the case's offset. */
function wallText(d: Date, offset: number): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${offsetText(offset)}`;
}
const dayText = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

// ---------- chrono-node ----------

/** chrono's readings of a datetime case in our forms: a time when it is sure of the hour, else a day, else a month. */
export function chronoValues(c: SuiteCase): string[] {
  const ref = reference(c);
  const parser = c.locale === 'en' ? chrono : (chrono as unknown as Record<string, typeof chrono>)[c.locale] ?? chrono;
  const results = parser.parse(c.text, { instant: ref.instant, timezone: ref.offset }, { forwardDate: true });
  return results.map((r) => {
    const form = (component: chrono.ParsedComponents) => {
      const wall = new Date(component.date().getTime() + ref.offset * 60_000);
      if (component.isCertain('hour')) return wallText(wall, ref.offset);
      if (component.isCertain('day')) return dayText(wall);
      if (component.isCertain('month')) return dayText(wall).slice(0, 7);
      return dayText(wall);
    };
    return r.end ? `${form(r.start)}/${form(r.end)}` : form(r.start);
  });
}

// ---------- recognizers-text ----------

const RT_CULTURES: Record<string, string> = {
  en: Recognizers.Culture.English, es: Recognizers.Culture.Spanish, fr: Recognizers.Culture.French, de: Recognizers.Culture.German,
  pt: Recognizers.Culture.Portuguese, it: Recognizers.Culture.Italian, nl: Recognizers.Culture.Dutch, ja: Recognizers.Culture.Japanese, zh: Recognizers.Culture.Chinese,
};
/** Some cultures write a decimal comma in a value ("10,5"). */
const decimal = (x: string) => String(Number(/^-?\d+,(?:\d{1,2}|\d{4,})$/.test(x) ? x.replace(',', '.') : x));

type RtModelResult = { resolution?: Record<string, any>; typeName: string };

/** recognizers-text's readings of a case of any kind, in our forms (every value of an ambiguous reading). */
export function recognizersValues(c: SuiteCase): string[] {
  const culture = RT_CULTURES[c.locale] ?? Recognizers.Culture.English;
  const text = c.text;
  const out: string[] = [];
  const each = (results: RtModelResult[], read: (r: RtModelResult) => string | string[] | null) => {
    for (const r of results) {
      const v = read(r);
      if (v === null) continue;
      for (const x of Array.isArray(v) ? v : [v]) out.push(x);
    }
  };
  switch (c.kind) {
    case 'datetime':
    case 'duration': {
      const ref = reference(c);
      each(Recognizers.recognizeDateTime(text, culture, undefined, ref.wall) as RtModelResult[], (r) => {
        const values: Array<Record<string, string>> = r.resolution?.values ?? [];
        if (c.kind === 'duration') return r.typeName.endsWith('.duration') ? values.map((v) => v.timex!).filter(Boolean) : null;
        return values.flatMap((v) => rtDatetime(v, ref.wall, ref.offset));
      });
      break;
    }
    case 'number': each(Recognizers.recognizeNumber(text, culture) as RtModelResult[], (r) => (/^-?[\d.]+$/.test(r.resolution?.value ?? '') ? decimal(r.resolution!.value) : null)); break;
    case 'ordinal': each(Recognizers.recognizeOrdinal(text, culture) as RtModelResult[], (r) => (/^\d+$/.test(r.resolution?.value ?? '') ? r.resolution!.value : null)); break;
    case 'percentage': each(Recognizers.recognizePercentage(text, culture) as RtModelResult[], (r) => (/^-?[\d.,]+%$/.test(r.resolution?.value ?? '') ? decimal(r.resolution!.value.slice(0, -1)) : null)); break;
    case 'temperature': each(Recognizers.recognizeTemperature(text, culture) as RtModelResult[], (r) => (RT_TEMPERATURE[r.resolution?.unit] && r.resolution?.value ? `${decimal(r.resolution.value)} ${RT_TEMPERATURE[r.resolution.unit]}` : null)); break;
    case 'distance': each(Recognizers.recognizeDimension(text, culture) as RtModelResult[], (r) => (RT_DISTANCE[r.resolution?.unit] && r.resolution?.value ? `${decimal(r.resolution.value)} ${RT_DISTANCE[r.resolution.unit]}` : null)); break;
    case 'money': each(Recognizers.recognizeCurrency(text, culture) as RtModelResult[], (r) => (r.resolution?.isoCurrency && r.resolution?.value ? `${decimal(r.resolution.value)} ${r.resolution.isoCurrency}` : null)); break;
    case 'phone': each(Recognizers.recognizePhoneNumber(text, culture) as RtModelResult[], (r) => (r.resolution?.value ? phoneDigits(r.resolution.value) : null)); break;
    default: break;
  }
  return out;
}

function phoneDigits(text: string): string {
  return (/^\s*\(?\s*\+/.test(text) ? '+' : '') + text.replace(/\D/g, '');
}

/** One recognizers-text datetime value in our forms; a time of day without a date is put on the reference's day. */
function rtDatetime(v: Record<string, string>, refWall: Date, offset: number): string[] {
  const at = (s: string) => `${s.replace(' ', 'T')}${offsetText(offset)}`;
  const time = (s: string) => `${dayText(refWall)}T${s}${offsetText(offset)}`;
  const dayBefore = (d: string) => { const t = new Date(`${d}T00:00:00Z`); t.setUTCDate(t.getUTCDate() - 1); return t.toISOString().slice(0, 10); };
  switch (v.type) {
    case 'date': return v.value ? [v.value] : [];
    case 'datetime': return v.value ? [at(v.value)] : [];
    case 'time': return v.value ? [time(v.value)] : [];
    case 'daterange': {
      if (!v.start) return v.end ? [`../${v.end}`] : [];
      if (!v.end) return [`${v.start}/..`];
      const [ys, ms, ds] = v.start.split('-');
      const [ye, me, de] = v.end.split('-');
      // A whole month or year is written as one.
      if (ds === '01' && de === '01' && ms === '01' && me === '01' && Number(ye) === Number(ys) + 1) return [ys!];
      if (ds === '01' && de === '01' && Number(ye) * 12 + Number(me) - Number(ys) * 12 - Number(ms) === 1) return [`${ys}-${ms}`];
      return [`${v.start}/${dayBefore(v.end)}`];
    }
    case 'datetimerange':
      if (!v.start) return v.end ? [`../${at(v.end)}`] : [];
      if (!v.end) return [`${at(v.start)}/..`];
      return [`${at(v.start)}/${at(v.end)}`];
    case 'timerange':
      if (!v.start) return v.end ? [`../${time(v.end)}`] : [];
      if (!v.end) return [`${time(v.start)}/..`];
      return [`${time(v.start)}/${time(v.end)}`];
    default: return [];
  }
}
