/** The French words of our date reader (datetime-intl.ts); parts of the day as recognizers-text reads them in French. */
import { alternation, type IntlDateWords } from './datetime-intl.js';

const UNITS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'];
const NUMBERS = new Map<string, number>(UNITS.map((w, i) => [w, i]));
NUMBERS.set('une', 1);
for (const [tens, v] of [['vingt', 20], ['trente', 30], ['quarante', 40], ['cinquante', 50]] as const) {
  NUMBERS.set(tens, v);
  NUMBERS.set(`${tens} et un`, v + 1);
  NUMBERS.set(`${tens}-et-un`, v + 1);
  NUMBERS.set(`${tens} et une`, v + 1);
  NUMBERS.set(`${tens}-et-une`, v + 1);
  for (let u = 2; u < 10; u++) NUMBERS.set(`${tens}-${UNITS[u]}`, v + u);
}
const NUMBER_WORDS = alternation(NUMBERS.keys());

const WEEKDAYS = new Map<string, number>(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'].map((d, i) => [d, i]));
const MONTHS = new Map<string, number>(['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'].map((m, i) => [m, i + 1]));
for (const [m, v] of [['fevrier', 2], ['aout', 8], ['decembre', 12]] as const) MONTHS.set(m, v);
const RELATIVE_DAYS = new Map<string, number>([["aujourd'hui", 0], ['aujourd’hui', 0], ['demain', 1], ['après-demain', 2], ['apres-demain', 2], ['après demain', 2], ['hier', -1], ['avant-hier', -2]]);
const WEEKS = new Map<string, number | 'weekend'>([['la semaine prochaine', 1], ['la prochaine semaine', 1], ['cette semaine', 0], ['ce week-end', 'weekend'], ['ce weekend', 'weekend'], ['le week-end', 'weekend'], ['le weekend', 'weekend']]);
const PERIODS = new Map<string, readonly ['month' | 'year', number]>([
  ['le mois prochain', ['month', 1]], ['ce mois-ci', ['month', 0]], ['ce mois', ['month', 0]], ['le mois dernier', ['month', -1]],
  ["l'année prochaine", ['year', 1]], ['l’année prochaine', ['year', 1]], ["l'an prochain", ['year', 1]], ['cette année', ['year', 0]], ["l'année dernière", ['year', -1]], ["l'an dernier", ['year', -1]],
]);
const PARTS = new Map<string, readonly [number, number]>([['matin', [8, 12]], ['matinée', [8, 12]], ['matinee', [8, 12]], ['après-midi', [12, 16]], ['apres-midi', [12, 16]], ['soir', [16, 20]], ['soirée', [16, 20]], ['soiree', [16, 20]], ['nuit', [20, 24]]]);
const PART = 'après-midi|apres-midi|matinée|matinee|soirée|soiree|matin|soir|nuit';

export const FRENCH_DATE_WORDS: IntlDateWords = {
  relativeDay: new RegExp(`(${alternation(RELATIVE_DAYS.keys())})`, 'y'),
  relativeDays: RELATIVE_DAYS,
  notRelativeAfter: /(?!)/,
  weekday: new RegExp(`(?:(le|ce)\\s+)?(?:(prochain)\\s+)?(${alternation(WEEKDAYS.keys())})(?:\\s+(prochain|qui\\s+vient))?`, 'y'),
  weekdays: WEEKDAYS,
  nextWeekdayIsNextWeek: false,
  joiner: /(?:de|du|,)\s*/y,
  dayMonth: new RegExp(`(?:le\\s+)?(\\d{1,2}|1er|premier|${NUMBER_WORDS})\\s+(${alternation(MONTHS.keys())})(?:\\s+(\\d{4}))?`, 'y'),
  months: MONTHS,
  week: new RegExp(`(${alternation(WEEKS.keys())})`, 'y'),
  weeks: WEEKS,
  part: new RegExp(`(?:(?:ce|cet|cette|le|la|dans\\s+l[ae]|en|au)\\s+|(?:dans\\s+)?l['’]\\s*)?(${PART})`, 'y'),
  partAfterTime: new RegExp(`(?:du\\s+|de\\s+l['’]\\s*|de\\s+la\\s+)(${PART})`, 'y'),
  parts: PARTS,
  latePart: new Set(['après-midi', 'apres-midi', 'soir', 'soirée', 'soiree', 'nuit']),
  timeLead: /(?:(?:à|a|vers)\s+(?:les\s+)?(?:environ\s+)?|autour\s+de\s+)/y,
  namedTime: /(?:(?:à|a|vers)\s+)?(midi|minuit)/y,
  namedTimes: new Map([['midi', 12], ['minuit', 0]]),
  hourWord: /(?:heures?|h)(?!\p{L})/uy,
  minutePhrase: /(et\s+demie?|et\s+quart|moins\s+le\s+quart|moins\s+quart)/y,
  minuteWords: new Map([['et demie', 30], ['et demi', 30], ['et quart', 15], ['moins le quart', -15], ['moins quart', -15]]),
  minutesPlus: /et\s+/y,
  minutesMinus: /moins\s+/y,
  minuteWord: /(?:minutes?|min)(?!\p{L})/uy,
  rangeOpen: /(de|entre|à\s+partir\s+de|dès)\s+/y,
  openFrom: /^(?:à\s+partir\s+de|dès)$/,
  rangeJoin: (opener) => (opener === 'entre' ? /et\s+/y : /(?:à|a|jusqu['’]à)\s+/y),
  inFuture: /dans\s+/y,
  inPast: /il\s+y\s+a\s+/y,
  period: new RegExp(`(${alternation(PERIODS.keys())})`, 'y'),
  periods: PERIODS,
  unit: /(minutes?|min|heures?|h|jours?|semaines?)(?!\p{L})/uy,
  units: new Map([['minute', 'minute'], ['minutes', 'minute'], ['min', 'minute'], ['heure', 'hour'], ['heures', 'hour'], ['h', 'hour'], ['jour', 'day'], ['jours', 'day'], ['semaine', 'week'], ['semaines', 'week']]),
  halfHour: /une\s+demi[-\s]heure/y,
  numbers: NUMBERS,
  numberWord: new RegExp(`(${NUMBER_WORDS})`, 'y'),
  cues: new RegExp([
    // A number after a word that makes it a day or an hour ("le 5", "à neuf"), and digits shaped as a date or a
    // time: a match that reaches outside our spans sends the statement to the full readers.
    `(?<![\\p{L}])(?:le|les|du|au|aux|à|a|vers|dès|des|dans|sur|en)\\s+(?:\\d|(?:${NUMBER_WORDS})(?![\\p{L}]))`,
    // "10, ce soir": an hour said without a word that our reader needs.
    `\\d\\s*,?\\s+(?:ce|cet|cette|le|dans\\s+la)\\s+(?:${PART})`,
    // "du lundi au vendredi": a range of days.
    `(?<![\\p{L}])au\\s+(?:${alternation(WEEKDAYS.keys())})`,
    // "31 octobre 74": digits right after a month.
    `(?:${alternation(MONTHS.keys())})\\s+\\d`,
    `\\d\\s*(?:[:h.\\/-]|er|e|ème)|[\\/-]\\s*\\d|\\d{3,}|\\d{1,2}\\s+\\d{1,2}(?:\\s+\\d{2,4})?|\\d\\s+(?:à|a|et|au|-)\\s+\\d`,
    // Date words (after the patterns above: at one place the first alternative that matches is the one tested).
    `(?<![\\p{L}\\p{N}])(?:aujourd['’]hui|mille|demain|hier|soir(?:[ée]e)?|matin(?:[ée]e)?|midi|minuit|nuit|apr[eè]s-midi|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|semaines?|mois|ans?|ann[ée]es?|jours?|journ[ée]es?|heures?|minutes?|min|secondes?|trimestres?|prochaine?s?|derni[eè]re?s?|pass[ée]e?s?|suivante?s?|week-end|weekend|fin|no[eë]l|p[âa]ques|maintenant|bient[ôo]t|apr[eè]s|avant|depuis|jusqu|entre|quinzaine|[ée]t[ée]|hiver|automne|printemps|date|veille|lendemain|surlendemain|avant-hier|toussaint|d[ée]but|mi|tard|t[ôo]t|actuel(?:le)?|moment|d[ée]cennie|si[eè]cle|f[êe]te|d[ée]jeuner|d[îi]ner|janv|f[ée]vr|avr|juil|oct|nov|d[ée]c|lun|mar|mer|jeu|ven|sam|dim|demie?|quart|il\\s+y\\s+a|[ap]\\.?m\\.?)(?![\\p{L}])`,
  ].join('|'), 'giu'),
};
