import { ENGLISH_MONTHS as MONTHS, fullYear, unitWords, englishOrdinal, type Glossary, type GlossRule } from './datetime-gloss.js';

/** Spanish date words in English, for the English grammar (datetime-gloss.ts). */

const MONTH_WORDS: Record<string, string> = {
  enero: 'january', ene: 'jan', febrero: 'february', feb: 'feb', marzo: 'march', abril: 'april', abr: 'apr', mayo: 'may',
  junio: 'june', jun: 'jun', julio: 'july', jul: 'jul', agosto: 'august', ago: 'aug', septiembre: 'september', setiembre: 'september',
  sep: 'sep', sept: 'sept', octubre: 'october', oct: 'oct', noviembre: 'november', nov: 'nov', diciembre: 'december', dic: 'dec',
};
const WEEKDAY_WORDS: Record<string, string> = {
  lunes: 'monday', martes: 'tuesday', miércoles: 'wednesday', miercoles: 'wednesday', jueves: 'thursday', viernes: 'friday',
  sábado: 'saturday', sabado: 'saturday', domingo: 'sunday',
};
const MONTH = Object.keys(MONTH_WORDS).sort((a, b) => b.length - a.length).join('|');
const WEEKDAY = Object.keys(WEEKDAY_WORDS).join('|');
/** A unit's Spanish forms and its English. */
const UNITS: Record<string, string> = {
  segundo: 'second', segundos: 'seconds', minuto: 'minute', minutos: 'minutes', hora: 'hour', horas: 'hours', día: 'day', días: 'days',
  dia: 'day', dias: 'days', semana: 'week', semanas: 'weeks', mes: 'month', meses: 'months', año: 'year', años: 'years', ano: 'year',
  anos: 'years', trimestre: 'quarter', trimestres: 'quarters', 'fin de semana': 'weekend', 'fines de semana': 'weekends',
};
const UNIT = Object.keys(UNITS).sort((a, b) => b.length - a.length).map((u) => u.replace(/ /g, '\\s+')).join('|');
const unitKey = (w: string) => w.replace(/\s+/g, ' ');
const { singular, unitOf } = unitWords(UNITS, unitKey);
const PART_OF_DAY: Record<string, string> = { mañana: 'morning', madrugada: 'morning', tarde: 'afternoon', noche: 'night' };
const POD = Object.keys(PART_OF_DAY).join('|');
const HOUR = '(\\d{1,2})';
const NOT_LETTER = '(?![\\p{L}])';
const COUNT = '(\\d+(?:[.,]\\d+)?|una?|un)';
const NEXT = '(?:pr[oó]xim[oa]s?|que\\s+viene|siguiente)';
const LAST = '(?:pasad[oa]s?|anterior)';

const GREETING = /buen(?:os|as)?\s+(?:d[ií]as|tardes|noches)(?![\p{L}])/giu;

const rule = (pattern: string, replace: GlossRule[1]): GlossRule => [new RegExp(pattern, 'uy'), replace];
const countOf = (n: string) => (/^una?$|^un$/.test(n) ? 'a' : n.replace(',', '.'));
const hourBefore = (h: string) => String(Number(h) === 1 ? 12 : Number(h) - 1);
const pad = (n: number | string) => String(n).padStart(2, '0');
/** A clock time: 24-hour past 12, else the next such hour (English's "3:15"). */
const clock = (h: string, min: string) => (Number(h) > 12 ? `${pad(h)}:${min}` : `${Number(h)}:${min}`);
/** A part of the day said after an hour: "de la tarde" is p.m. */
const MERIDIEM: Record<string, string> = { mañana: 'am', madrugada: 'am', tarde: 'pm', noche: 'pm' };

const RULES: GlossRule[] = [
  [new RegExp(GREETING.source, 'uy'), 'hello'],
  // Dates in digits, day first: "12/12", "31/10/2026".
  rule(`(?<!\\d[-./])(\\d{1,2})[-/](\\d{1,2})(?:[-/](\\d{4}|\\d{2}))?(?![\\d:]|[-./]\\d)`, (m) => {
    const month = MONTHS[Number(m[2]) - 1];
    const year = m[3]?.length === 2 ? fullYear(m[3]) : m[3];
    return month && Number(m[1]) >= 1 && Number(m[1]) <= 31 ? `${Number(m[1])} ${month}${year ? ` ${year}` : ''}` : m[0];
  }),
  // "el 12 de diciembre de 2027", "1 de marzo", "primero de mayo" (pass 1 wrote "1st").
  rule(`(\\d{1,2})(?:st|nd|rd|th|º|°)?\\s+de\\s+(${MONTH})(?:\\s+(?:de|del)\\s+(\\d{4}))?${NOT_LETTER}`, (m) => `${Number(m[1])} ${MONTH_WORDS[m[2]!]}${m[3] ? ` ${m[3]}` : ''}`),
  rule(`(${MONTH})\\s+(?:de|del)\\s+(\\d{4})`, (m) => `${MONTH_WORDS[m[1]!]} ${m[2]}`),
  // A length from now, before any clock reading: "en 2 horas", "dentro de 3 días", "hace 2 semanas".
  rule(`(?:dentro\\s+de|en)\\s+(?:los\\s+próximos\\s+)?${COUNT}\\s+(${UNIT})${NOT_LETTER}`, (m) => `in ${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  rule(`(?:dentro\\s+de|en)\\s+media\\s+hora`, 'in half an hour'),
  rule(`(?:dentro\\s+de|en)\\s+(\\d+)\\s+horas?\\s+y\\s+media`, (m) => `in ${m[1]}.5 hours`),
  rule(`hace\\s+${COUNT}\\s+(${UNIT})${NOT_LETTER}`, (m) => `${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))} ago`),
  rule(`(?:l[oa]s\\s+)?${COUNT}\\s+(${UNIT})\\s+${NEXT}`, (m) => `next ${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  rule(`(?:l[oa]s\\s+)?${NEXT}\\s+${COUNT}\\s+(${UNIT})${NOT_LETTER}`, (m) => `next ${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  rule(`(?:l[oa]s\\s+)?(?:últim[oa]s|ultim[oa]s)\\s+${COUNT}\\s+(${UNIT})${NOT_LETTER}`, (m) => `last ${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  rule(`(?:l[oa]s\\s+)?${COUNT}\\s+(${UNIT})\\s+${LAST}`, (m) => `last ${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  rule(`media\\s+hora`, 'half an hour'),
  // Times: "a las 9 y media", "a la 1 menos cuarto", "9 y 10", "21:30", "9h", "a las 8 de la tarde".
  rule(`${HOUR}(?::(\\d{2}))?\\s+(?:de\\s+la\\s+|por\\s+la\\s+)(${POD})`, (m) => `${m[1]}${m[2] ? `:${m[2]}` : ''} ${MERIDIEM[m[3]!]}`),
  rule(`${HOUR}\\s+y\\s+media(?:\\s+(?:de\\s+la\\s+|por\\s+la\\s+)(${POD}))?`, (m) => `${clock(m[1]!, '30')}${m[2] ? ` ${MERIDIEM[m[2]]}` : ''}`),
  rule(`${HOUR}\\s+y\\s+cuarto(?:\\s+(?:de\\s+la\\s+|por\\s+la\\s+)(${POD}))?`, (m) => `${clock(m[1]!, '15')}${m[2] ? ` ${MERIDIEM[m[2]]}` : ''}`),
  rule(`${HOUR}\\s+menos\\s+cuarto(?:\\s+(?:de\\s+la\\s+|por\\s+la\\s+)(${POD}))?`, (m) => `${clock(hourBefore(m[1]!), '45')}${m[2] ? ` ${MERIDIEM[m[2]]}` : ''}`),
  rule(`${HOUR}\\s+menos\\s+(\\d{1,2})(?:\\s+minutos)?`, (m) => clock(hourBefore(m[1]!), pad(60 - Number(m[2])))),
  rule(`(?<=(?:las|la)\\s)${HOUR}\\s+y\\s+(\\d{1,2})(?:\\s+minutos)?(?!\\d|\\s*(?:${UNIT})${NOT_LETTER})`, (m) => clock(m[1]!, pad(m[2]!))),
  rule(`${HOUR}\\s?(?:h|hs|horas?)\\s?(\\d{2})(?!\\d)`, (m) => `${pad(m[1]!)}:${m[2]}`),
  rule(`${HOUR}\\s?(?:h|hs)${NOT_LETTER}`, (m) => `${pad(m[1]!)}:00`),
  rule(`(\\d):(\\d{2})(?![:\\d]|\\s*[ap]\\.?m)`, (m) => `0${m[1]}:${m[2]}`),
  // "a las 9", "la 1": an hour (not "la 3rd puerta", an ordinal).
  rule(`(?:a\\s+)?(?:las|la)\\s+(?=\\d{1,2}(?!\\d|st|nd|rd|th))`, 'at '),
  rule(`mediod[ií]a`, 'noon'),
  rule(`medianoche`, 'midnight'),
  // Days around today, and parts of a day: "mañana por la mañana", "esta noche", "pasado mañana", "anoche".
  rule(`pasado\\s+mañana`, 'the day after tomorrow'),
  rule(`anteayer|antier|antes\\s+de\\s+ayer`, 'the day before yesterday'),
  rule(`anoche`, 'last night'),
  rule(`(?:est[ea])\\s+(${POD})`, (m) => (m[1] === 'noche' ? 'tonight' : `this ${PART_OF_DAY[m[1]!]}`)),
  rule(`(mañana|ayer|hoy)\\s+(?:por\\s+la\\s+|en\\s+la\\s+|a\\s+la\\s+)?(${POD})`, (m) => `${m[1] === 'mañana' ? 'tomorrow' : m[1] === 'ayer' ? 'yesterday' : 'today'} ${PART_OF_DAY[m[2]!]}`),
  rule(`(${WEEKDAY})\\s+(?:por\\s+la\\s+|en\\s+la\\s+|a\\s+la\\s+)?(${POD})`, (m) => `${WEEKDAY_WORDS[m[1]!]} ${PART_OF_DAY[m[2]!]}`),
  rule(`(?:por|en|de|a)\\s+la\\s+(${POD})`, (m) => (m[1] === 'noche' ? 'at night' : `in the ${PART_OF_DAY[m[1]!]}`)),
  // Next and last, before or after the word they qualify: "el próximo viernes", "el viernes que viene", "la semana pasada".
  rule(`(?:el\\s+|la\\s+)?(${WEEKDAY}|${UNIT})\\s+${NEXT}`, (m) => `next ${WEEKDAY_WORDS[m[1]!] ?? singular(m[1]!)}`),
  rule(`(?:el\\s+|la\\s+)?(${WEEKDAY}|${UNIT})\\s+${LAST}`, (m) => `last ${WEEKDAY_WORDS[m[1]!] ?? singular(m[1]!)}`),
  rule(`(?:el\\s+|la\\s+)?${NEXT}\\s+(${WEEKDAY}|${UNIT})`, (m) => `next ${WEEKDAY_WORDS[m[1]!] ?? singular(m[1]!)}`),
  rule(`(?:el\\s+|la\\s+)?(?:últim[oa]|ultim[oa])\\s+(${WEEKDAY}|${UNIT})(?=\\s+(?:de|del)\\s)`, (m) => `the last ${WEEKDAY_WORDS[m[1]!] ?? singular(m[1]!)} of`),
  rule(`(?:est[ea])\\s+(${WEEKDAY}|${UNIT})`, (m) => `this ${WEEKDAY_WORDS[m[1]!] ?? singular(m[1]!)}`),
  rule(`(\\d{1,2}(?:st|nd|rd|th))\\s+(${WEEKDAY}|${UNIT})\\s+(?:de|del)\\s+`, (m) => `${m[1]} ${WEEKDAY_WORDS[m[2]!] ?? singular(m[2]!)} of `),
  rule(`el\\s+(\\d{1,2})(?!\\d|[/.:h]|\\s\\d|\\s*(?:de\\s+)?(?:${MONTH}|${UNIT}|horas?)${NOT_LETTER})`, (m) => `the ${englishOrdinal(Number(m[1]))}`),
  // Bounds and ranges.
  rule(`(?:desde|a\\s+partir\\s+de)\\s+(?:el\\s+|las\\s+|la\\s+)?`, 'from '),
  rule(`hasta\\s+(?:el\\s+|las\\s+|la\\s+)?`, 'until '),
  rule(`del\\s+(?=\\d)`, 'from the '),
  rule(`al\\s+(?=\\d)`, 'to the '),
  rule(`(?<=\\d(?:h|:\\d{2})?\\s)(?<![/.-]\\d{1,2}\\s|\\d{3}\\s)a\\s+(?=\\d{1,2}(?:h|:\\d{2}|\\s*(?:de\\s+)?(?:${MONTH})${NOT_LETTER}))`, 'to '),
  // "sobre las 3" is around 3 o'clock, "sobre 3 temas" about three topics: "sobre" and "hacia" only with the hour's article.
  rule(`(?:(?:alrededor|cerca)\\s+de\\s+(?:las\\s+|la\\s+)?|(?:sobre|hacia)\\s+(?:las|la)\\s+)(?=\\d)`, 'around '),
  rule(`(?:ahora\\s+mismo|ahorita|ahora|en\\s+este\\s+momento|inmediatamente)`, 'right now'),
  // Holidays.
  rule(`nochebuena`, 'christmas eve'),
  rule(`nochevieja`, "new year's eve"),
  rule(`año\\s+nuevo`, "new year's day"),
  rule(`viernes\\s+santo`, 'good friday'),
  rule(`semana\\s+santa`, 'holy week'),
  rule(`(?:el\\s+)?d[ií]a\\s+de\\s+(?:los\\s+)?reyes(?:\\s+magos)?`, 'january 6'),
  rule(`(?:el\\s+)?d[ií]a\\s+de\\s+todos\\s+los\\s+santos`, 'november 1'),
  rule(`(?:el\\s+)?d[ií]a\\s+de\\s+la\\s+madre`, "mother's day"),
  rule(`(?:el\\s+)?d[ií]a\\s+del\\s+padre`, "father's day"),
  rule(`san\\s+valent[ií]n`, "valentine's day"),
];

const WORDS = new Map<string, string>([
  ...Object.entries(MONTH_WORDS), ...Object.entries(WEEKDAY_WORDS), ...Object.entries(UNITS),
  ['hoy', 'today'], ['mañana', 'tomorrow'], ['ayer', 'yesterday'], ['este', 'this'], ['esta', 'this'],
  ['el', 'the'], ['la', 'the'], ['los', 'the'], ['las', 'the'], ['de', 'of'], ['del', 'of the'], ['en', 'in'], ['y', 'and'], ['o', 'or'],
  ['entre', 'between'], ['antes', 'before'], ['después', 'after'], ['despues', 'after'], ['para', 'for'], ['por', 'for'],
  ['noche', 'night'], ['tarde', 'afternoon'], ['madrugada', 'morning'],
  ['primavera', 'spring'], ['verano', 'summer'], ['otoño', 'autumn'], ['invierno', 'winter'],
  ['navidad', 'christmas'], ['pascua', 'easter'], ['halloween', 'halloween'],
  ['personas', 'people'], ['persona', 'person'], ['gente', 'people'],
  // Words that mean a date in English but not in Spanish: never read as one.
  ['sun', ' '], ['sat', ' '], ['mon', ' '], ['mar', ' '], ['a', ' '], ['min', ' '], ['sec', ' '], ['date', ' '],
]);

export const GLOSSARY_ES: Glossary = { rules: RULES, words: WORDS, numerals: 'es', notDates: GREETING };
