/** The Spanish words of our date reader (datetime-intl.ts); parts of the day as recognizers-text reads them in Spanish. */
import { alternation, type IntlDateWords } from './datetime-intl.js';

const UNITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const NUMBERS = new Map<string, number>(UNITS.map((w, i) => [w, i]));
for (const [w, v] of [['un', 1], ['una', 1], ['veintiún', 21], ['veintiuna', 21], ['dieciseis', 16], ['veintidos', 22], ['veintitres', 23], ['veintiseis', 26]] as const) NUMBERS.set(w, v);
for (const [tens, v] of [['treinta', 30], ['cuarenta', 40], ['cincuenta', 50]] as const) {
  NUMBERS.set(tens, v);
  for (let u = 1; u < 10; u++) NUMBERS.set(`${tens} y ${UNITS[u]}`, v + u);
}
const NUMBER_WORDS = alternation(NUMBERS.keys());

/** Years 1900–2099 said in words, as a date's year: "mil novecientos noventa y dos", "dos mil dieciocho". */
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const UNDER_HUNDRED = new Map<string, number>([...UNITS.slice(1).map((w, i) => [w, i + 1] as const), ['veintidos', 22], ['veintitres', 23], ['veintiseis', 26], ['dieciseis', 16]]);
for (let t = 3; t < 10; t++) {
  UNDER_HUNDRED.set(TENS[t]!, t * 10);
  for (let u = 1; u < 10; u++) UNDER_HUNDRED.set(`${TENS[t]} y ${UNITS[u]}`, t * 10 + u);
}
const YEARS = new Map<string, number>();
for (const [century, base] of [['mil novecientos', 1900], ['dos mil', 2000]] as const) {
  YEARS.set(century, base);
  for (const [w, v] of UNDER_HUNDRED) YEARS.set(`${century} ${w}`, base + v);
}

/** The same years as a compact pattern (an alternation of the 200 phrases costs every date's reading ~5 µs). */
const UNDER_HUNDRED_WORDS = `(?:(?:${TENS.slice(3).join('|')})(?:\\s+y\\s+(?:${UNITS.slice(1, 10).join('|')}))?|${alternation(UNITS.slice(1))}|veintidos|veintitres|veintiseis|dieciseis)`;
const YEAR_WORDS = `(?:mil\\s+novecientos|dos\\s+mil)(?:\\s+${UNDER_HUNDRED_WORDS})?`;

const WEEKDAYS = new Map<string, number>([['lunes', 0], ['martes', 1], ['miércoles', 2], ['miercoles', 2], ['jueves', 3], ['viernes', 4], ['sábado', 5], ['sabado', 5], ['domingo', 6]]);
const MONTHS = new Map<string, number>(['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'].map((m, i) => [m, i + 1]));
MONTHS.set('setiembre', 9);
const RELATIVE_DAYS = new Map<string, number>([['hoy', 0], ['mañana', 1], ['manana', 1], ['pasado mañana', 2], ['pasado manana', 2], ['ayer', -1], ['anteayer', -2], ['antier', -2], ['el día anterior', -1], ['el dia anterior', -1]]);
const WEEKS = new Map<string, number | 'weekend'>([['la semana que viene', 1], ['la próxima semana', 1], ['la proxima semana', 1], ['la semana próxima', 1], ['la semana proxima', 1], ['esta semana', 0], ['el fin de semana', 'weekend'], ['este fin de semana', 'weekend'],
  // The week before this one: "la semana pasada", "la pasada semana", "la semana anterior".
  ...(['la semana pasada', 'semana pasada', 'la pasada semana', 'la semana anterior'].map((k) => [k, -1] as const))]);
const PERIODS = new Map<string, readonly ['month' | 'year', number]>([
  ...(['el mes que viene', 'el próximo mes', 'el proximo mes', 'el mes próximo', 'el mes proximo'].map((k) => [k, ['month', 1]] as const)),
  ['este mes', ['month', 0]], ...(['el mes pasado', 'mes pasado', 'el pasado mes', 'el mes anterior'].map((k) => [k, ['month', -1]] as const)),
  ...(['el año que viene', 'el próximo año', 'el proximo año', 'el año próximo', 'el año proximo'].map((k) => [k, ['year', 1]] as const)),
  ['este año', ['year', 0]], ...(['el año pasado', 'año pasado', 'el pasado año', 'el año anterior'].map((k) => [k, ['year', -1]] as const)),
]);
const PARTS = new Map<string, readonly [number, number]>([['madrugada', [4, 8]], ['mañana', [8, 12]], ['tarde', [16, 20]], ['noche', [20, 24]]]);
const PART = 'mañana|tarde|noche|madrugada';

export const SPANISH_DATE_WORDS: IntlDateWords = {
  relativeDay: new RegExp(`(${alternation(RELATIVE_DAYS.keys())})`, 'y'),
  relativeDays: RELATIVE_DAYS,
  notRelativeAfter: /(?:la|esta)\s+$/,
  weekday: new RegExp(`(?:(el|este|esta)\\s+)?(?:(próximo|proximo|siguiente)\\s+)?(${alternation(WEEKDAYS.keys())})(?:\\s+(próximo|proximo|que\\s+viene|siguiente))?`, 'y'),
  weekdays: WEEKDAYS,
  nextWeekdayIsNextWeek: true,
  joiner: /(?:del|de|,)\s*/y,
  dayMonth: new RegExp(`(?:el\\s+)?(?:d[ií]a\\s+)?(\\d{1,2}|primero|${NUMBER_WORDS})(?:\\s+de)?\\s+(${alternation(MONTHS.keys())})(?:\\s+(?:de|del)\\s+(\\d{4}|${YEAR_WORDS})(?![\\p{L}]))?`, 'yu'),
  years: YEARS,
  // "el viernes 12", "martes, el día 25", "el lunes veintiuno": a day, not a count or an hour ("el lunes 3 personas",
  // "el lunes 9:30"), so only before the end, a sign or a word that goes on with a date.
  weekdayDay: new RegExp(`,?\\s*(?:el\\s+)?(?:d[ií]a\\s+)?(\\d{1,2}|${NUMBER_WORDS})(?![\\p{L}\\p{N}]|\\s*[:.,/]\\s*\\d|\\s+(?!(?:a|al|y|o|por|para|de|en|desde|hasta|entre|sobre|hacia)(?![\\p{L}]))\\p{L})`, 'yu'),
  months: MONTHS,
  week: new RegExp(`(${alternation(WEEKS.keys())})`, 'y'),
  weeks: WEEKS,
  part: new RegExp(`(?:esta|por\\s+la|en\\s+la|a\\s+la|la)\\s+(${PART})`, 'y'),
  partAfterTime: new RegExp(`(?:de|por|en)\\s+la\\s+(${PART})`, 'y'),
  parts: PARTS,
  latePart: new Set(['tarde', 'noche']),
  lastNight: { re: /(anoche)/y, part: 'noche' },
  timeLead: /(?:(?:a|sobre|hacia|para)\s+)?las?\s+/y,
  namedTime: /(?:(?:a|al|el|de)\s+)?(mediodía|mediodia|medianoche)/y,
  namedTimes: new Map([['mediodía', 12], ['mediodia', 12], ['medianoche', 0]]),
  hourWord: /(?:horas?|hrs?|h)(?!\p{L})/uy,
  minutePhrase: /(y\s+media|y\s+cuarto|menos\s+cuarto)/y,
  minuteWords: new Map([['y media', 30], ['y cuarto', 15], ['menos cuarto', -15]]),
  minutesPlus: /y\s+/y,
  minutesMinus: /menos\s+/y,
  minuteWord: /minutos?/y,
  sharp: /en\s+punto/y,
  rangeOpen: /(de|desde|entre|a\s+partir\s+de)\s+(?:las?\s+)?/y,
  openFrom: /^(?:desde|a\s+partir\s+de)$/,
  rangeJoin: (opener) => (opener === 'entre' ? /y\s+(?:las?\s+)?/y : opener === 'desde' ? /hasta\s+(?:las?\s+)?/y : /a\s+(?:las?\s+)?/y),
  inFuture: /(?:en|dentro\s+de)\s+/y,
  inPast: /hace\s+/y,
  period: new RegExp(`(${alternation(PERIODS.keys())})`, 'y'),
  periods: PERIODS,
  unit: /(minutos?|min|horas?|d[ií]as?|semanas?)(?!\p{L})/uy,
  units: new Map([['minuto', 'minute'], ['minutos', 'minute'], ['min', 'minute'], ['hora', 'hour'], ['horas', 'hour'], ['día', 'day'], ['días', 'day'], ['dia', 'day'], ['dias', 'day'], ['semana', 'week'], ['semanas', 'week']]),
  halfHour: /media\s+hora/y,
  numbers: NUMBERS,
  numberWord: new RegExp(`(${NUMBER_WORDS})`, 'y'),
  cues: new RegExp([
    // A number after a word that makes it a day or an hour ("el 5", "a las nueve"), and digits shaped as a date or
    // a time: a match that reaches outside our spans sends the statement to the full readers.
    `(?<![\\p{L}])(?:el|del|al|los|las|la|a|sobre|hacia|tras)\\s+(?:\\d|(?:${NUMBER_WORDS})(?![\\p{L}]))`,
    // "una y veintidós", "10, esta noche": an hour said without a word that our reader needs.
    `(?:${NUMBER_WORDS})\\s+y\\s+(?:${NUMBER_WORDS})(?![\\p{L}])|\\d\\s*,?\\s+(?:esta|por\\s+la|en\\s+la)\\s+(?:${PART})`,
    // "del lunes al viernes": a range of days.
    `(?<![\\p{L}])al\\s+(?:${alternation(WEEKDAYS.keys())})`,
    // "31 octobre 74": digits right after a month.
    `(?:${alternation(MONTHS.keys())})\\s+\\d`,
    `\\d\\s*(?:[:h.\\/-]|º|ª)|[\\/-]\\s*\\d|\\d{3,}|\\d{1,2}\\s+\\d{1,2}(?:\\s+\\d{2,4})?|\\d\\s+(?:a|y|al|-)\\s+\\d`,
    // Date words (after the patterns above: at one place the first alternative that matches is the one tested).
    `(?<![\\p{L}\\p{N}])(?:hoy|mil|ma[ñn]ana|ayer|anoche|noche|tarde|temprano|madrugada|mediod[ií]a|medianoche|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|sep?tiembre|octubre|noviembre|diciembre|semanas?|mes(?:es)?|a[ñn]os?|d[ií]as?|horas?|minutos?|min|segundos?|trimestres?|pr[óo]xim[oa]s?|pasad[oa]s?|siguientes?|[úu]ltim[oa]s?|anterior(?:es)?|fin(?:es)?|final(?:es)?|navidad|pascua|nochebuena|nochevieja|ahora|luego|despu[ée]s|antes|desde|hasta|entre|dentro|hace|quincena|verano|invierno|oto[ñn]o|primavera|mediados|principios|primer[oa]s?|finales|fecha|actual(?:es)?|tiempo|d[ée]cada|siglo|ocaso|amanecer|anteayer|antier|ahorita|cena|almuerzo|desayuno|comida|media|cuarto|punto|lun|mar|mi[ée]|jue|vie|s[áa]b|dom|ene|feb|abr|jun|jul|ago|sept?|oct|nov|dic|[ap]\\.?m\\.?)(?![\\p{L}])`,
  ].join('|'), 'giu'),
};
