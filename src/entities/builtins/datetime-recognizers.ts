/**
 * Dates and times through Microsoft's recognizers-text date-time package (MIT), for the languages where it reads far
 * more than chrono-node (Spanish, French, Chinese: measured in docs/benchmarks.md "Builtin entities"), written in our
 * value forms. The package is loaded on first use, so a model in another language never loads it; each language's
 * model is built once (the first statement read in a language costs up to a second or two; warmRecognizers() pays it
 * ahead).
 * It reads a reference as local wall time, so it is handed a Date whose local fields are the reference's wall time in
 * the zone, and its answers are wall times in that zone.
 */
import { createRequire } from 'node:module';
import { wallOf, type Grain } from './calendar.js';
import type { TimeValue } from './time-value.js';
import { memoizeExtractors, newParse } from './recognizers-memo.js';

export const RECOGNIZERS_CULTURES = { es: 'es-es', fr: 'fr-fr', zh: 'zh-cn' } as const;
export type RecognizersLanguage = keyof typeof RECOGNIZERS_CULTURES;

interface RtValue { timex?: string; type?: string; value?: string; start?: string; end?: string }
interface RtResult { start: number; end: number; typeName: string; resolution?: { values?: RtValue[] } }
interface RtModel { parse(query: string, referenceDate?: Date): RtResult[] }

const models = new Map<RecognizersLanguage, RtModel>();
let DateTimeRecognizer: (new (culture: string, options?: number, lazy?: boolean) => { getDateTimeModel(culture?: string, fallback?: boolean): RtModel }) | undefined;

function model(language: RecognizersLanguage): RtModel {
  let m = models.get(language);
  if (m) return m;
  DateTimeRecognizer ??= (createRequire(import.meta.url)('@microsoft/recognizers-text-date-time') as { DateTimeRecognizer: typeof DateTimeRecognizer }).DateTimeRecognizer!;
  const culture = RECOGNIZERS_CULTURES[language];
  m = new DateTimeRecognizer!(culture, 0, true).getDateTimeModel(culture, false);
  memoizeExtractors(m);
  models.set(language, m);
  return m;
}

/** Builds a language's model ahead of the first statement (a model that reads dates in it calls this on load). */
export function warmRecognizers(language: RecognizersLanguage): void {
  model(language).parse('1', new Date(2000, 0, 1));
}

/** "2016-11-08 08:30:00", "2016-11-08" or "08:30:00" (on `day`) as a wall time. */
function wall(text: string, day: number): number | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (m) return wallOf(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (m) return day + (Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0)) * 1000;
  return null;
}

/** The grain a timex says: "2016-11-08T08" hour, "T08:30" minute, a date day. */
function timeGrain(timex: string | undefined): Grain {
  const t = /T(\d{2})(?::(\d{2}))?(?::(\d{2}))?/.exec(timex ?? '');
  if (!t) return 'hour';
  return t[3] !== undefined ? 'second' : t[2] !== undefined ? 'minute' : 'hour';
}

const DAY = 86_400_000;

/**
 * A range from one day said to another ("del 13 al 15 de julio": "(XXXX-07-13,XXXX-07-15,P2D)"), whose end is the last
 * day said: its day's number is in the span's words. Not a length from now ("los siguientes 2 días" is also
 * "(2013-02-13,2013-02-15,P2D)", and ends the day before).
 */
function saysLastDay(v: RtValue, raw: string): boolean {
  const m = /^\((?:\d{4}|XXXX)-\d{2}-\d{2},(?:\d{4}|XXXX)-(\d{2})-(\d{2}),P\d+D\)$/.exec(v.timex ?? '');
  return m !== null && v.end !== undefined && v.end.slice(5, 10) === `${m[1]}-${m[2]}` && new RegExp(`(?<!\\d)0?${Number(m[2])}(?!\\d)`).test(raw);
}

function valueOf(v: RtValue, day: number, raw: string): TimeValue | null {
  switch (v.type) {
    case 'date': {
      const w = v.value ? wall(v.value, day) : null;
      return w === null ? null : { t: 'point', wall: w, grain: 'day' };
    }
    case 'datetime':
    case 'time': {
      const w = v.value ? wall(v.value, day) : null;
      return w === null ? null : { t: 'point', wall: w, grain: timeGrain(v.timex) };
    }
    case 'daterange': {
      const from = v.start ? wall(v.start, day) : null;
      const to = v.end ? wall(v.end, day) : null;
      if (from === null && to === null) return null;
      if (from === null) return { t: 'open', dir: 'before', wall: to!, grain: 'day' };
      if (to === null) return { t: 'open', dir: 'after', wall: from, grain: 'day' };
      // A whole month or year is said as one.
      const [ys, ms, ds] = v.start!.split('-').map(Number) as [number, number, number];
      const [ye, me, de] = v.end!.split('-').map(Number) as [number, number, number];
      if (ds === 1 && de === 1 && ms === 1 && me === 1 && ye === ys + 1) return { t: 'point', wall: from, grain: 'year' };
      if (ds === 1 && de === 1 && ye * 12 + me - (ys * 12 + ms) === 1) return { t: 'point', wall: from, grain: 'month' };
      // Its end is exclusive, and our day interval names its last day; but a range between two days said ("del 13
      // al 15 de julio", "du 13 au 15 juillet", "7月13日到15日": timex "(XXXX-07-13,XXXX-07-15,P2D)") ends on the
      // day said, which it gives as the end: the 15th is in the range.
      return { t: 'interval', from, to: saysLastDay(v, raw) ? to : to - DAY, grain: 'day' };
    }
    case 'timerange':
    case 'datetimerange': {
      const from = v.start ? wall(v.start, day) : null;
      const to = v.end ? wall(v.end, day) : null;
      if (from === null && to === null) return null;
      if (from === null) return { t: 'open', dir: 'before', wall: to!, grain: 'minute' };
      if (to === null) return { t: 'open', dir: 'after', wall: from, grain: 'minute' };
      // "de 22 a 2" ends the next day; a date-time range that ends before it starts is no reading.
      if (to < from) return v.type === 'timerange' ? { t: 'interval', from, to: to + DAY, grain: 'minute' } : null;
      return { t: 'interval', from, to, grain: 'minute' };
    }
    default: return null;
  }
}

/**
 * Words or signs without which recognizers-text finds no date in a statement: one test of the text spares its scan
 * (10–20 ms) on the statements that say no date. Generous: every date word, number word and digit.
 */
const CUES: Record<RecognizersLanguage, RegExp> = {
  es: /\d|(?<!\p{L})(?:hoy|ma[ñn]ana|ayer|anoche|noche|tarde|madrugada|mediod[ií]a|medianoche|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|sep?tiembre|octubre|noviembre|diciembre|semanas?|mes(?:es)?|a[ñn]os?|d[ií]as?|horas?|minutos?|segundos?|trimestres?|pr[óo]xim[oa]s?|pasad[oa]s?|siguientes?|[úu]ltim[oa]s?|anterior(?:es)?|fin(?:es)?|navidad|pascua|nochebuena|nochevieja|ahora|luego|despu[ée]s|antes|desde|hasta|entre|dentro|hace|quincena|verano|invierno|oto[ñn]o|primavera|un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veinte|treinta|media|cuarto|punto|mediados|principios|finales|fecha|actual(?:es)?|este|esta|estos|estas|ese|esa|tiempo|d[ée]cada|siglo|ocaso|amanecer|anteayer|antier|pasado|ya|ahorita|mil|cena|almuerzo|desayuno|comida|lu|lun|ma|mar|mi[ée]|ju|jue|vi|vie|s[áa]b|do|dom|ene|feb|abr|may|jun|jul|ago|sept?|oct|nov|dic)(?!\p{L})/iu,
  fr: /\d|(?<!\p{L})(?:aujourd'hui|demain|hier|soir(?:ée)?|matin(?:ée)?|midi|minuit|nuit|apr[eè]s-midi|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|semaines?|mois|ans?|ann[ée]es?|jours?|journ[ée]es?|heures?|h|minutes?|min|secondes?|trimestres?|prochaine?s?|derni[eè]re?s?|pass[ée]e?s?|suivante?s?|week-end|weekend|fin|no[eë]l|p[âa]ques|maintenant|bient[ôo]t|apr[eè]s|avant|depuis|jusqu|entre|dans|il|quinzaine|[ée]t[ée]|hiver|automne|printemps|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|quart|demie?|date|veille|lendemain|surlendemain|avant-hier|toussaint|ce|cette|ces|cet|d[ée]but|mi|tard|t[ôo]t|actuel(?:le)?|moment|d[ée]cennie|si[eè]cle|suite|f[êe]te|d[ée]jeuner|d[îi]ner|lun|mar|mer|jeu|ven|sam|dim|janv|f[ée]vr|avr|juil|sept|oct|nov|d[ée]c)(?!\p{L})/iu,
  zh: /\d|[〇零一二两兩三四五六七八九十百千今明昨前后後天日号號月年周週礼禮拜点點时時分秒早晚午夜晨凌傍宵季节節春夏秋冬半刻现現刚剛以之到至从從自起内內旬期初末底中每]|宜家|而家|依家|元旦|圣诞|聖誕|最近/u,
};

/** Numbers a party or a quantity is said with before a date, in digits or words (one to twenty). */
const COUNT = /^(?:\d+|un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|diecis[ée]is|diecisiete|dieciocho|diecinueve|veinte|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|dix-sept|dix-huit|dix-neuf|vingt)\s+/iu;
const RANGE_WORD_BEFORE = /(?:\bde|\bdesde|\bentre|\bdu|\bfrom|从)\s*$/u;
const FOR_BEFORE = /(?<!\p{L})(?:para|pour)\s*$/iu;
/** Words after a number that make it the date's own ("12 de diciembre", "12 décembre", "3 horas", "3 à 5"). */
const BOUND_AFTER = /^(?:h|hrs?|horas?|heures?|de|del|d'|y|et|à|a|am|pm|[ap]\.m\.|minutos?|minutes?|min|d[ií]as?|jours?|semanas?|semaines?|mes(?:es)?|mois|a[ñn]os?|ans?|ann[ée]es?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|sep?tiembre|octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)(?!\p{L})/iu;

/** The count that opens a range recognizers-text read ("3 " of "3 a las 7 y media" after "para"), else null. */
function countBeforeDate(before: string, span: string): RegExpExecArray | null {
  const count = COUNT.exec(span);
  if (!count || RANGE_WORD_BEFORE.test(before)) return null;
  const rest = span.slice(count[0].length);
  // "deux mille vingt", "dos mil veinte": the number goes on; "2019 H2": a year.
  if (!/^\p{L}/u.test(rest) || COUNT.test(rest) || /^(?:mil(?:le)?|cents?|cien(?:tos?)?|millon(?:es)?|millón|millions?|[a-z]\d)(?!\p{L})/iu.test(rest)) return null;
  return !BOUND_AFTER.test(rest) || (FOR_BEFORE.test(before) && /^(?:a|à)(?!\p{L})/iu.test(rest)) ? count : null;
}

/**
 * Spanish puts a count before "próximos" or a unit before "siguientes" as often as after ("los 5 próximos años", "los 2
 * días siguientes"), which recognizers-text reads only in the other order ("los próximos 5 años", "los siguientes 2
 * días"): the words are put in that order, each keeping its length and the spaces between, so every span stays where
 * it was in the statement.
 */
const SPANISH_COUNT = '\\d{1,3}|un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veinte|treinta|cuarenta|cincuenta|sesenta|noventa|cien';
const SPANISH_RELATIVE = 'pr[óo]xim[oa]s|[úu]ltim[oa]s|pasad[oa]s|anteriores|siguientes';
const SPANISH_UNIT = 'segundos|minutos|horas|d[ií]as|semanas|meses|a[ñn]os|trimestres|d[ée]cadas';
const COUNT_FIRST = new RegExp(`(?<![\\p{L}\\p{N}])(${SPANISH_COUNT})(\\s+)(${SPANISH_RELATIVE})(\\s+)(${SPANISH_UNIT})(?![\\p{L}])`, 'giu');
const RELATIVE_LAST = new RegExp(`(?<![\\p{L}\\p{N}])(${SPANISH_COUNT})(\\s+)(${SPANISH_UNIT})(\\s+)(${SPANISH_RELATIVE})(?![\\p{L}])`, 'giu');
function spanishOrder(text: string): string {
  return text.replace(COUNT_FIRST, (_, n, a, rel, b, unit) => `${rel}${a}${n}${b}${unit}`).replace(RELATIVE_LAST, (_, n, a, unit, b, rel) => `${rel}${a}${n}${b}${unit}`);
}

const startOf = (v: TimeValue) => (v.t === 'interval' ? v.from : v.wall);

/**
 * The dates and times recognizers-text finds. `now`: the reference's wall time in the zone (ms, as UTC fields).
 * Of the readings it offers for one span ("lunes": last or next Monday; "a las 8": 8:00 or 20:00), the first not
 * before the reference is kept, else the last.
 */
export function findDatetimesRecognizers(language: RecognizersLanguage, text: string, now: number): Array<{ start: number; end: number; value: TimeValue }> {
  if (!CUES[language].test(text)) return [];
  const d = new Date(now);
  const local = new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
  const day = now - (now % DAY);
  const out: Array<{ start: number; end: number; value: TimeValue }> = [];
  const parser = model(language);
  newParse();
  const read = language === 'es' ? spanishOrder(text) : text;
  for (const r of parser.parse(read, local)) {
    if (!/datetimeV2\.(date|time|datetime|daterange|timerange|datetimerange)$/.test(r.typeName)) continue;
    // "para 2 mañana a las 8" is read as a range from 2 to 8: a bare number opening a range with no word saying
    // one ("de 2 a 8", "entre") is a count before the date, and the date is read again without it. After "para" or
    // "pour" ("mesa para 3 a las 7 y media", "pour 4 à 20h") even "a"/"à" follows a count, not a range's first
    // bound. In Chinese a number before a letter is the date's own ("2008 年").
    const bare = language !== 'zh' && /range$/.test(r.typeName) ? countBeforeDate(read.slice(0, r.start), read.slice(r.start)) : null;
    if (bare) {
      const from = r.start + bare[0].length;
      for (const f of findDatetimesRecognizers(language, read.slice(from, r.end + 1), now)) out.push({ start: f.start + from, end: f.end + from, value: f.value });
      continue;
    }
    const values = (r.resolution?.values ?? []).map((v) => valueOf(v, day, text.slice(r.start, r.end + 1))).filter((v): v is TimeValue => v !== null);
    if (values.length === 0) continue;
    const value = values.find((v) => startOf(v) >= (v.t === 'point' && v.grain === 'day' ? day : now)) ?? values[values.length - 1]!;
    // "la seconde fois" (the second time): a unit word alone, read as the current second, from now to now: no date.
    if (value.t === 'interval' && value.from === value.to && (value.grain === 'second' || value.grain === 'minute' || value.grain === 'hour')) continue;
    // Its span starts at a word, never at the space before it (" seconde").
    let start = r.start;
    while (start < r.end && /\s/.test(read[start]!)) start++;
    out.push({ start, end: r.end + 1, value });
  }
  return joinHourWord(text, out);
}

/**
 * "ce soir à 9 heures" comes back as "ce soir à 9" and " heures" (read alone as the current hour): the hour word
 * after a time belongs to that time.
 */
function joinHourWord(text: string, spans: Array<{ start: number; end: number; value: TimeValue }>): Array<{ start: number; end: number; value: TimeValue }> {
  for (let i = spans.length - 1; i > 0; i--) {
    const [before, after] = [spans[i - 1]!, spans[i]!];
    if (/^\s*$/.test(text.slice(before.end, after.start)) && /^\s*(?:heures?|h|horas?|hrs?)\s*$/iu.test(text.slice(after.start, after.end))) {
      before.end = after.end;
      spans.splice(i, 1);
    }
  }
  return spans;
}
