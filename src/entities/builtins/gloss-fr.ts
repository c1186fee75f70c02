import { ENGLISH_MONTHS as MONTHS, fullYear, unitWords, englishOrdinal, type Glossary, type GlossRule } from './datetime-gloss.js';

/** French date words in English, for the English grammar (datetime-gloss.ts). */

const MONTH_WORDS: Record<string, string> = {
  janvier: 'january', janv: 'jan', février: 'february', fevrier: 'february', févr: 'feb', fév: 'feb', fev: 'feb', mars: 'march',
  avril: 'april', avr: 'apr', mai: 'may', juin: 'june', juillet: 'july', juil: 'jul', août: 'august', aout: 'august',
  septembre: 'september', sept: 'sept', octobre: 'october', oct: 'oct', novembre: 'november', nov: 'nov', décembre: 'december',
  decembre: 'december', déc: 'dec', dec: 'dec',
};
const WEEKDAY_WORDS: Record<string, string> = {
  lundi: 'monday', mardi: 'tuesday', mercredi: 'wednesday', jeudi: 'thursday', vendredi: 'friday', samedi: 'saturday', dimanche: 'sunday',
};
const MONTH = Object.keys(MONTH_WORDS).sort((a, b) => b.length - a.length).join('|');
const WEEKDAY = Object.keys(WEEKDAY_WORDS).join('|');
/** A unit's French forms and its English. */
const UNITS: Record<string, string> = {
  seconde: 'second', secondes: 'seconds', minute: 'minute', minutes: 'minutes', heure: 'hour', heures: 'hours', jour: 'day', jours: 'days',
  journée: 'day', journées: 'days', semaine: 'week', semaines: 'weeks', mois: 'month', an: 'year', ans: 'years', année: 'year',
  années: 'years', annee: 'year', annees: 'years', trimestre: 'quarter', trimestres: 'quarters', 'week-end': 'weekend',
  'week-ends': 'weekends', weekend: 'weekend',
};
const UNIT = Object.keys(UNITS).sort((a, b) => b.length - a.length).join('|');
const { singular, unitOf } = unitWords(UNITS);
const PART_OF_DAY: Record<string, string> = {
  matin: 'morning', matinée: 'morning', matinee: 'morning', 'après-midi': 'afternoon', 'apres-midi': 'afternoon', soir: 'evening',
  soirée: 'evening', soiree: 'evening', nuit: 'night',
};
const POD = Object.keys(PART_OF_DAY).sort((a, b) => b.length - a.length).join('|');
const SHORT_WEEKDAYS: Record<string, string> = { lun: 'monday', mar: 'tuesday', mer: 'wednesday', jeu: 'thursday', ven: 'friday', sam: 'saturday', dim: 'sunday' };
const HOUR = '(\\d{1,2})';
const NOT_LETTER = '(?![\\p{L}])';
const COUNT = '(\\d+(?:[.,]\\d+)?|une?)';
const NEXT = '(?:prochaine?s?|suivante?s?|d\'après|qui\\s+suit|à\\s+venir)';
const LAST = '(?:derni[eè]re?s?|passée?s?|précédente?s?|d\'avant)';

const GREETING = /bon(?:ne)?\s*(?:jour|soir|soirée|nuit|matin(?:ée)?|après-midi)(?![\p{L}])/giu;

const rule = (pattern: string, replace: GlossRule[1]): GlossRule => [new RegExp(pattern, 'uy'), replace];
const countOf = (n: string) => (/^une?$/.test(n) ? 'a' : n.replace(',', '.'));
const hourBefore = (h: string) => String(Number(h) === 0 ? 23 : Number(h) - 1);
const pad = (n: number | string) => String(n).padStart(2, '0');
/** A clock time: 24-hour when written with "h" or past 12, else the next such hour (English's "3:15"). */
const clock = (h: string, min: string, sign: string) => (sign === 'h' || Number(h) > 12 ? `${pad(h)}:${min}` : `${Number(h)}:${min}`);

const RULES: GlossRule[] = [
  [new RegExp(GREETING.source, 'uy'), 'hello'],
  // Dates in digits, day first: "12/12", "31/10/2026", "le 31 10" is rarer: not read.
  rule(`(?<!\\d[-./])(\\d{1,2})[-./](\\d{1,2})(?:[-./](\\d{4}|\\d{2}))?(?![\\d:]|[-./]\\d)`, (m) => {
    const month = MONTHS[Number(m[2]) - 1];
    const year = m[3]?.length === 2 ? fullYear(m[3]) : m[3];
    return month && Number(m[1]) >= 1 && Number(m[1]) <= 31 ? `${Number(m[1])} ${month}${year ? ` ${year}` : ''}` : m[0];
  }),
  // "le 3eme jour d'octobre", "le premier lundi de mars" (pass 1 wrote "1st"): a day of a month.
  rule(`(?:le\\s+)?(\\d{1,2})(?:st|nd|rd|th|er|re|ère|e|ème|eme|è)\\s+(${WEEKDAY}|jour)\\s+(?:de|d'|du\\s+mois\\s+de|du\\s+mois\\s+d')\\s*`, (m) => `the ${englishOrdinal(Number(m[1]))} ${WEEKDAY_WORDS[m[2]!] ?? 'day'} of `),
  // "lundi en huit", "mercredi en quinze": a week or two after that weekday.
  rule(`(${WEEKDAY})\\s+en\\s+(8|15)(?!\\d)`, (m) => `${m[2] === '8' ? 'a week' : 'two weeks'} from ${WEEKDAY_WORDS[m[1]!]}`),
  // "fin du mois de mars", "début avril", "à la fin de l'année", "en fin d'année": the end or start of a month or year.
  rule(`(?:à\\s+la\\s+|en\\s+|la\\s+|au\\s+)?(fin|début|debut)\\s+(?:du\\s+mois\\s+)?(?:de\\s+|d')?(?=(?:${MONTH})${NOT_LETTER})`, (m) => `the ${m[1] === 'fin' ? 'end' : 'beginning'} of `),
  rule(`(?:à\\s+la\\s+|en\\s+|la\\s+|au\\s+)?(fin|début|debut)\\s+(?:de\\s+l'|d')ann[ée]e`, (m) => `the ${m[1] === 'fin' ? 'end' : 'beginning'} of the year`),
  // A range of days of one month, each day said with or without its weekday: "du samedi 13 au dimanche 15 juillet",
  // "lundi 1er au mercredi 10 juillet", "du 1er au mercredi 10 juillet".
  rule(`(?:du\\s+)?(?:(?:${WEEKDAY})\\s+)?(\\d{1,2})(?:er|re|ère|e|ème|eme|è)?\\s+(?:au|-)\\s+(?:(?:${WEEKDAY})\\s+)?(\\d{1,2})(?:er|re|ère|e|ème|eme|è)?\\s+(?=(?:${MONTH})${NOT_LETTER})`, (m) => `from ${Number(m[1])} to ${Number(m[2])} `),
  // "à partir du 8 mars" starting 8 March, "à partir du 8" starting the 8th (not 8 o'clock).
  // After a length ("2 semaines à partir du 15 janvier") it is "from": counted from that day.
  rule(`(?<!(?:${UNIT})\\s+)(?:à\\s+partir\\s+du|dès\\s+le)\\s+(?=\\d{1,2}(?:er|e)?\\s+(?:${MONTH})${NOT_LETTER})`, 'starting '),
  rule(`(?<!(?:${UNIT})\\s+)(?:à\\s+partir\\s+du|dès\\s+le)\\s+(\\d{1,2})(?:er|re|e|ème|eme)?(?![\\d:./-]|\\p{L}|\\s*(?:h|heures?)${NOT_LETTER})`, (m) => `starting the ${englishOrdinal(Number(m[1]))}`),
  // "d'ici 2 semaines": within.
  rule(`d'ici\\s+(?=\\d|une?\\s)`, 'within '),
  // "la veille au soir", "le jour d'avant": the day before today; "le jour d'après": the day after.
  rule(`la\\s+veille(?!\\s+(?:de|du|d'))|le\\s+jour\\s+d'avant`, 'yesterday'),
  rule(`le\\s+jour\\s+d'après`, 'tomorrow'),
  // Ordinal days: "1er", "1re", "3e", "3ème", "3eme".
  rule(`(\\d{1,2})(?:er|re|ère|e|ème|eme|è)${NOT_LETTER}`, (m) => englishOrdinal(Number(m[1]))),
  // "dans 24 heures", "dans les 15 jours": a length from now, before any clock reading of "24 heures".
  rule(`dans\\s+(?:les\\s+)?${COUNT}\\s+(${UNIT})${NOT_LETTER}`, (m) => `in ${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  // Dates with spaces ("24 12 2014") and a month's two-digit year ("octobre 74": 1950–2049).
  rule(`(\\d{1,2})\\s(\\d{1,2})\\s(\\d{4})(?!\\d)`, (m) => (MONTHS[Number(m[2]) - 1] ? `${Number(m[1])} ${MONTHS[Number(m[2]) - 1]} ${m[3]}` : m[0])),
  rule(`(${MONTH})\\s+(\\d{2})(?![\\d:h])(?!\\s*(?:h|heures?)${NOT_LETTER})`, (m) => (Number(m[2]) > 31 ? `${MONTH_WORDS[m[1]!]} ${fullYear(m[2]!)}` : `${MONTH_WORDS[m[1]!]} ${m[2]}`)),
  // Times. Written with "h" the clock is 24-hour ("5h" is 05:00, "17h30"); said with "heures" an hour up to 12 is the
  // next one, as in English ("à trois heures et quart cet après-midi" is 15:15).
  rule(`${HOUR}\\s?(h|heures?)\\s?(\\d{2})(?!\\d)(?:\\s+minutes?)?`, (m) => clock(m[1]!, m[3]!, m[2]!)),
  rule(`${HOUR}\\s?(h|heures?)\\s+et\\s+demie?`, (m) => clock(m[1]!, '30', m[2]!)),
  rule(`${HOUR}\\s?(h|heures?)\\s+et\\s+quart`, (m) => clock(m[1]!, '15', m[2]!)),
  rule(`${HOUR}\\s?(h|heures?)\\s+moins\\s+(?:le\\s+)?quart`, (m) => clock(hourBefore(m[1]!), '45', m[2]!)),
  rule(`${HOUR}\\s?(h|heures?)\\s+moins\\s+(\\d{1,2})(?:\\s+minutes?)?`, (m) => clock(hourBefore(m[1]!), pad(60 - Number(m[3])), m[2]!)),
  rule(`${HOUR}\\s?(h|heures?)\\s+(?:et\\s+)?(\\d{1,2})(?:\\s+minutes?)?(?!\\d|\\s*(?:${UNIT})${NOT_LETTER})`, (m) => clock(m[1]!, pad(m[3]!), m[2]!)),
  // "entre midi et 2": the lunch break, 12:00 to 14:00 (an hour after noon is the afternoon's).
  rule(`entre\\s+midi\\s+et\\s+(\\d{1,2})(?:h|\\s*heures?)?${NOT_LETTER}`, (m) => (Number(m[1]) < 12 ? `between noon and ${m[1]} pm` : `between noon and ${pad(m[1]!)}:00`)),
  rule(`(midi|minuit)\\s+moins\\s+(?:le\\s+)?quart`, (m) => (m[1] === 'midi' ? '11:45' : '23:45')),
  rule(`(midi|minuit)\\s+moins\\s+(\\d{1,2})(?:\\s+minutes?)?`, (m) => `${m[1] === 'midi' ? '11' : '23'}:${pad(60 - Number(m[2]))}`),
  rule(`(midi|minuit)\\s+et\\s+demie?`, (m) => (m[1] === 'midi' ? '12:30' : '00:30')),
  rule(`(midi|minuit)\\s+et\\s+quart`, (m) => (m[1] === 'midi' ? '12:15' : '00:15')),
  rule(`(midi|minuit)\\s+(\\d{1,2})(?!\\d|\\s*(?:${UNIT})${NOT_LETTER})`, (m) => `${m[1] === 'midi' ? '12' : '00'}:${pad(m[2]!)}`),
  rule(`${HOUR}\\s?(h|heures?)(?:\\s+pile)?${NOT_LETTER}`, (m) => (m[2] === 'h' || Number(m[1]) > 12 || m[1]!.startsWith('0') ? `${pad(m[1]!)}:00` : `${m[1]} o'clock`)),
  rule(`(\\d):(\\d{2})(?![:\\d]|\\s*[ap]\\.?m)`, (m) => `0${m[1]}:${m[2]}`),
  // A range of hours or days: "de 5 à 7", "17 a 18", "de 14h à 16h", "du 3 au 5".
  // "de 5 à 7": a range of bare hours.
  rule(`de\\s+(\\d{1,2})\\s+(?:à|a)\\s+(\\d{1,2})(?![\\d:]|\\s*(?:h|heures?|${MONTH})${NOT_LETTER})`, (m) => `from ${m[1]} to ${m[2]}`),
  rule(`de\\s+(?=\\d)`, 'from '),
  // After a day ("le 16 à 6h", "vendredi 15 à 16h"), "à" is "at": the time of that day, not the end of a range.
  rule(`(?<=(?:le|${WEEKDAY})\\s+\\d{1,2}\\s)(?:à|a)\\s+(?=\\d)`, 'at '),
  rule(`(?<=\\d(?:h|h\\d{2}|:\\d{2})?\\s)(?<![/.-]\\d{1,2}\\s|\\d{3}\\s)(?:à|a|au|jusqu'à|jusqu'a)\\s+(?=\\d{1,2}(?:h|:\\d{2}|\\s*heures?${NOT_LETTER}|(?:er)?\\s+(?:${MONTH})${NOT_LETTER}))`, 'to '),
  rule(`(${MONTH})\\s+de\\s+(\\d{4})`, (m) => `${MONTH_WORDS[m[1]!]} ${m[2]}`),
  // "le 16 vers 18h": a day of the month said alone.
  rule(`le\\s+(\\d{1,2})(?!\\d|[/.:h]|\\s\\d|\\s*(?:${MONTH}|${UNIT}|heures?)${NOT_LETTER})`, (m) => `the ${englishOrdinal(Number(m[1]))}`),
  // Halves of a part of the day: "en fin de matinée", "en début d'après-midi", "en milieu de journée".
  rule(`(?:en|au)\\s+(fin|début|debut|milieu)\\s+(?:de\\s+(?:la\\s+)?|d')(${POD}|journée)`, (m) => `${m[1] === 'fin' ? 'late' : m[1] === 'milieu' ? 'mid' : 'early'} ${PART_OF_DAY[m[2]!] ?? 'day'}`),
  rule(`lendemain`, 'tomorrow'),
  rule(`(lun|mar|mer|jeu|ven|sam|dim)\\.`, (m) => SHORT_WEEKDAYS[m[1]!]!),
  // Lengths: "dans 2 heures", "il y a 3 jours", "N prochains jours", "les 2 dernières semaines", "une demi-heure".
  rule(`(?:une\\s+)?demi-?\\s?heure`, 'half an hour'),
  rule(`(?:un\\s+)?quart\\s+d'heure`, 'a quarter of an hour'),
  rule(`(\\d+)\\s+(${UNIT})\\s+et\\s+demie?`, (m) => `${m[1]}.5 ${unitOf(m[2]!, '2')}`),
  rule(`quelques\\s+|plusieurs\\s+`, 'a few '),
  rule(`il\\s+y\\s+a\\s+${COUNT}\\s+(${UNIT})${NOT_LETTER}`, (m) => `${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))} ago`),
  rule(`(?:les\\s+|ces\\s+)?${COUNT}\\s+${NEXT}\\s+(${UNIT})${NOT_LETTER}`, (m) => `next ${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  rule(`(?:les\\s+|ces\\s+)?${COUNT}\\s+${LAST}\\s+(${UNIT})${NOT_LETTER}`, (m) => `last ${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  rule(`(?:les\\s+|ces\\s+)?${COUNT}\\s+(${UNIT})\\s+${NEXT}`, (m) => `next ${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  rule(`(?:les\\s+|ces\\s+)?${COUNT}\\s+(${UNIT})\\s+${LAST}`, (m) => `last ${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  rule(`${COUNT}\\s+(${UNIT})${NOT_LETTER}`, (m) => `${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  // Days around today and parts of a day.
  rule(`aujourd'hui`, 'today'),
  rule(`après-demain`, 'the day after tomorrow'),
  rule(`avant-hier`, 'the day before yesterday'),
  rule(`après-midi`, 'afternoon'),
  rule(`week-?ends?`, 'weekend'),
  rule(`(?:ce|cette|cet)\\s+(${POD})`, (m) => (m[1] === 'nuit' ? 'tonight' : `this ${PART_OF_DAY[m[1]!]}`)),
  rule(`(demain|hier)\\s+(?:au\\s+|dans\\s+la\\s+|en\\s+)?(${POD})`, (m) => `${m[1] === 'demain' ? 'tomorrow' : 'yesterday'} ${PART_OF_DAY[m[2]!]}`),
  rule(`(${WEEKDAY})\\s+(${POD})`, (m) => `${WEEKDAY_WORDS[m[1]!]} ${PART_OF_DAY[m[2]!]}`),
  rule(`(?:du|le|au|dans\\s+la|dans\\s+le|dans\\s+l'|en|de\\s+l'|de\\s+la|l')\\s*(${POD})`, (m) => (m[1] === 'nuit' ? 'at night' : `in the ${PART_OF_DAY[m[1]!]}`)),
  // A weekday, week, month or year with its next or last after it: "mardi prochain", "la semaine dernière".
  rule(`(?:le\\s+|la\\s+|l')?(${WEEKDAY}|${UNIT})\\s+${NEXT}`, (m) => `next ${WEEKDAY_WORDS[m[1]!] ?? singular(m[1]!)}`),
  rule(`(?:le\\s+|la\\s+|l')?(${WEEKDAY}|${UNIT})\\s+${LAST}`, (m) => `last ${WEEKDAY_WORDS[m[1]!] ?? singular(m[1]!)}`),
  rule(`(?:le\\s+|la\\s+|l')?(?:prochaine?|suivante?)\\s+(${WEEKDAY}|${UNIT})`, (m) => `next ${WEEKDAY_WORDS[m[1]!] ?? singular(m[1]!)}`),
  rule(`(?:le\\s+|la\\s+|l')?derni[eè]re?\\s+(${WEEKDAY}|${UNIT})\\s+(de|d'|du)\\s*`, (m) => `the last ${WEEKDAY_WORDS[m[1]!] ?? singular(m[1]!)} of ${m[2] === 'du' ? 'the ' : ''}`),
  rule(`(?:le\\s+|la\\s+|l')?derni[eè]re?\\s+(${WEEKDAY}|${UNIT})`, (m) => `last ${WEEKDAY_WORDS[m[1]!] ?? singular(m[1]!)}`),
  rule(`(?:ce|cette|cet)\\s+(${WEEKDAY}|${UNIT})`, (m) => `this ${WEEKDAY_WORDS[m[1]!] ?? singular(m[1]!)}`),
  // "le premier lundi de mars", "3e jour d'octobre": a day of a month ("1st" and "3rd" were written by pass 1 and above).
  rule(`(\\d{1,2}(?:st|nd|rd|th))\\s+(${WEEKDAY}|${UNIT})\\s+(?:de|d'|du\\s+mois\\s+de|du\\s+mois\\s+d')\\s*`, (m) => `${m[1]} ${WEEKDAY_WORDS[m[2]!] ?? singular(m[2]!)} of `),
  // Bounds and ranges.
  rule(`à\\s+partir\\s+(?:de\\s+|du\\s+|d')|dès\\s+(?:le\\s+)?`, 'from '),
  rule(`jusqu'(?:à|au|a)\\s*`, 'until '),
  rule(`plus\\s+tard\\s+que\\s+`, 'after '),
  rule(`(?:au\\s+plus\\s+tard|pas\\s+plus\\s+tard\\s+que)\\s+`, 'no later than '),
  rule(`(?:aux\\s+alentours\\s+de|autour\\s+de|vers|environ|à\\s+peu\\s+près)\\s+`, 'around '),
  rule(`(?:tout\\s+de\\s+suite|maintenant|immédiatement|en\\s+ce\\s+moment|à\\s+l'instant)`, 'right now'),
  rule(`du\\s+(?=\\d)`, 'from the '),
  rule(`au\\s+(?=\\d|(?:${WEEKDAY})${NOT_LETTER})`, 'to the '),
  // Holidays.
  rule(`(?:la\\s+)?veille\\s+de\\s+noël|réveillon\\s+de\\s+noël`, 'christmas eve'),
  rule(`(?:le\\s+)?jour\\s+de\\s+l'an|nouvel\\s+an`, "new year's day"),
  rule(`(?:la\\s+)?saint[-\\s]sylvestre|réveillon\\s+du\\s+nouvel\\s+an`, "new year's eve"),
  rule(`lundi\\s+de\\s+pâques`, 'easter monday'),
  rule(`lundi\\s+de\\s+pentecôte`, 'whit monday'),
  rule(`vendredi\\s+saint`, 'good friday'),
  rule(`(?:le\\s+jour\\s+de\\s+la\\s+)?toussaint`, 'november 1'),
  rule(`fête\\s+du\\s+travail`, 'may 1'),
  rule(`fête\\s+nationale`, 'july 14'),
  rule(`(?:la\\s+)?saint[-\\s]valentin`, "valentine's day"),
  rule(`(?:le\\s+jour\\s+de\\s+l')?armistice`, 'november 11'),
];

const WORDS = new Map<string, string>([
  ...Object.entries(MONTH_WORDS), ...Object.entries(WEEKDAY_WORDS), ...Object.entries(UNITS),
  ['demain', 'tomorrow'], ['hier', 'yesterday'], ['ce', 'this'], ['cette', 'this'], ['cet', 'this'],
  ['à', 'at'], ['le', 'the'], ['la', 'the'], ['les', 'the'], ['l', 'the'], ['de', 'of'], ['d', 'of'], ['du', 'of the'],
  ['des', 'of the'], ['au', 'at the'], ['aux', 'at the'], ['en', 'in'], ['dans', 'in'], ['et', 'and'], ['ou', 'or'], ['entre', 'between'],
  ['avant', 'before'], ['après', 'after'], ['apres', 'after'], ['depuis', 'since'], ['pendant', 'for'], ['pour', 'for'], ['sur', 'on'], ['fin', 'end'],
  ['début', 'beginning'], ['milieu', 'mid'], ['prochain', 'next'], ['prochaine', 'next'], ['dernier', 'last'], ['dernière', 'last'],
  ['midi', 'noon'], ['minuit', 'midnight'], ['matin', 'morning'], ['matinée', 'morning'], ['après-midi', 'afternoon'],
  ['soir', 'evening'], ['soirée', 'evening'], ['nuit', 'night'],
  ['printemps', 'spring'], ['été', 'summer'], ['automne', 'autumn'], ['hiver', 'winter'],
  ['noël', 'christmas'], ['pâques', 'easter'], ['pentecôte', 'pentecost'], ['ascension', 'ascension day'], ['halloween', 'halloween'],
  ['personnes', 'people'], ['personne', 'person'], ['gens', 'people'],
  // Words that mean a date in English but not in French: never read as one.
  ['mon', ' '], ['ma', ' '], ['sat', ' '], ['sun', ' '], ['min', ' '], ['sec', ' '], ['date', ' '],
]);

/**
 * Before the numerals are read: a feminine "première" names no day (a day is "le premier"): before a noun that is no
 * span of time ("de première classe", "la première fois") it is written as a plain word, never "1st".
 */
const EARLY: GlossRule[] = [
  rule(`premi[eè]res?(?=\\s+(?!(?:semaines?|quinzaines?|heures?|moitiés?|parties?|années?|décennies?|minutes?|secondes?|journées?|nuits?|soirées?|matinées?|périodes?|fois\\s+que)(?![\\p{L}]))\\p{L})`, 'autre'),
];

export const GLOSSARY_FR: Glossary = { early: EARLY, earlyCue: /premi[eè]re/, rules: RULES, words: WORDS, numerals: 'fr', notDates: GREETING };
