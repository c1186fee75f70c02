import { ENGLISH_MONTHS as MONTHS, fullYear, unitWords, englishOrdinal, type Glossary, type GlossRule } from './datetime-gloss.js';

/** Dutch date words in English, for the English grammar (datetime-gloss.ts). */

const MONTH_WORDS: Record<string, string> = {
  januari: 'january', jan: 'jan', februari: 'february', feb: 'feb', maart: 'march', mrt: 'mar', april: 'april', apr: 'apr',
  mei: 'may', juni: 'june', jun: 'jun', juli: 'july', jul: 'jul', augustus: 'august', aug: 'aug', september: 'september',
  sep: 'sep', sept: 'sept', oktober: 'october', okt: 'oct', november: 'november', nov: 'nov', december: 'december', dec: 'dec',
};
const WEEKDAY_WORDS: Record<string, string> = {
  maandag: 'monday', dinsdag: 'tuesday', woensdag: 'wednesday', donderdag: 'thursday', vrijdag: 'friday', zaterdag: 'saturday',
  zondag: 'sunday',
};
const SHORT_WEEKDAYS: Record<string, string> = { ma: 'monday', di: 'tuesday', wo: 'wednesday', do: 'thursday', vr: 'friday', vrij: 'friday', za: 'saturday', zo: 'sunday' };
const MONTH = Object.keys(MONTH_WORDS).sort((a, b) => b.length - a.length).join('|');
const WEEKDAY = Object.keys(WEEKDAY_WORDS).join('|');
/** A unit's Dutch forms and its English (singular or plural as said). */
const UNITS: Record<string, string> = {
  seconde: 'second', seconden: 'seconds', secondes: 'seconds', minuut: 'minute', minuten: 'minutes', uur: 'hours', uren: 'hours',
  dag: 'day', dagen: 'days', week: 'week', weken: 'weeks', maand: 'month', maanden: 'months', jaar: 'years', jaren: 'years',
  kwartaal: 'quarter', kwartalen: 'quarters', weekend: 'weekend', weekenden: 'weekends',
};
const UNIT = Object.keys(UNITS).sort((a, b) => b.length - a.length).join('|');
const { singular, unitOf } = unitWords(UNITS);
const PART_OF_DAY: Record<string, string> = { ochtend: 'morning', morgen: 'morning', voormiddag: 'morning', middag: 'afternoon', namiddag: 'afternoon', avond: 'evening', nacht: 'night' };
const POD = Object.keys(PART_OF_DAY).join('|');
const HOUR = '(\\d{1,2})';
const NOT_LETTER = '(?![\\p{L}])';
const COUNT = '(\\d+(?:[.,]\\d+)?|een)';

const GREETING = /goede(?:n)?\s*(?:morgen|middag|avond|nacht|dag)(?![\p{L}])/giu;

const rule = (pattern: string, replace: GlossRule[1]): GlossRule => [new RegExp(pattern, 'uy'), replace];
const hourBefore = (h: string) => String(Number(h) === 1 ? 12 : Number(h) - 1);
const countOf = (n: string) => (n === 'een' ? 'a' : n.replace(',', '.'));

const FEAST_DAYS: Record<string, string> = {
  '1kerstdag': 'christmas day', '2kerstdag': 'boxing day', '1paasdag': 'easter sunday', '2paasdag': 'easter monday',
  '1pinksterdag': 'pentecost', '2pinksterdag': 'whit monday',
};

const RULES: GlossRule[] = [
  [new RegExp(GREETING.source, 'uy'), 'hello'],
  // Dates in digits, day first: "15-2", "10-12", "10.10", "1/4/2015" (not a time: "10.10 uur").
  // A two-digit year is 1950–2049. Where the second number is no month, "8.00" is a time.
  rule(`(?<!\\d[-./])(\\d{1,2})([-./])(\\d{1,2})(?:[-./](\\d{4}|\\d{2}))?(?!\\d|\\s*(?:uur|u|h)${NOT_LETTER}|[-./:]\\d)`, (m) => {
    const month = MONTHS[Number(m[3]) - 1];
    const year = m[4]?.length === 2 ? fullYear(m[4]) : m[4];
    if (month && Number(m[1]) >= 1 && Number(m[1]) <= 31) return `${Number(m[1])} ${month}${year ? ` ${year}` : ''}`;
    return m[2] === '.' && !m[4] && Number(m[1]) <= 24 && Number(m[3]) < 60 && m[3]!.length === 2 ? `${m[1]!.padStart(2, '0')}:${m[3]}` : m[0];
  }),
  rule(`om\\s+(\\d{1,2})\\.(\\d{2})(?!\\d)`, (m) => `at ${m[1]!.padStart(2, '0')}:${m[2]}`),
  // Centuries and decades: "15e eeuw", "de vijftiende eeuw" (pass 1: "15th"), "de jaren '90", "jaren 1990".
  rule(`(?:de\\s+)?(\\d{1,2})(?:ste|de|e|st|nd|rd|th)\\s+eeuw${NOT_LETTER}`, (m) => `the ${englishOrdinal(Number(m[1]))} century`),
  rule(`(?:in\\s+)?(?:de\\s+)?jaren\\s+'?(\\d0|\\d{3}0)${NOT_LETTER}`, (m) => `in the ${m[1]}s`),
  // "begin september", "half november", "eind juli": the start, middle and end of a month.
  rule(`(begin|half|midden|eind)\\s+(?=(?:${MONTH})${NOT_LETTER})`, (m) => ({ begin: 'early ', half: 'mid ', midden: 'mid ', eind: 'late ' })[m[1]!]!),
  // "eind van de dag", "begin van volgende week": "van" is "of" there.
  rule(`(?:het\\s+)?(eind|einde|begin|midden)\\s+van\\s+`, (m) => `the ${m[1] === 'begin' ? 'beginning' : m[1] === 'midden' ? 'middle' : 'end'} of `),
  // A month and a year with a dash or slash: "dec-2018", "dec/2018".
  rule(`(?<!\\d[-/])(${MONTH})[-/](\\d{4})`, (m) => `${MONTH_WORDS[m[1]!]} ${m[2]}`),
  rule(`(?:het\\s+)?middaguur`, 'noon'),
  rule(`en\\s+(?:hoger|later)(?=\\s*(?:[.,;!?)]|$))`, 'and later'),
  // Ordinal days: "15de", "4de", "1ste", "op de eerste" (pass 1 made it "1st").
  rule(`(\\d{1,2})(?:ste|de|e)${NOT_LETTER}`, (m) => englishOrdinal(Number(m[1]))),
  // Times: "17u10", "17h10", "2 uur 15", "15.30 uur", "8 uur".
  rule(`${HOUR}[uh](\\d{2})`, (m) => `${m[1]!.padStart(2, '0')}:${m[2]}`),
  rule(`${HOUR}(?:[:.](\\d{2}))?\\s?(?:uur|u|h)(?:\\s(\\d{2})(?!\\d))?${NOT_LETTER}(?!\\s+geleden)`, (m) => {
    const min = m[2] ?? m[3];
    return min ? `${m[1]!.padStart(2, '0')}:${min}` : `${m[1]} o'clock`;
  }),
  // The written 24-hour clock: "3:18" is 03:18.
  rule(`(\\d):(\\d{2})`, (m) => `0${m[1]}:${m[2]}`),
  // "half 4" is 3:30; "10 voor half 4" 3:20, "10 over half 4" 3:40; "kwart over 2", "kwart voor 12", "15 over 14".
  rule(`(\\d{1,2})\\s+(?:minuten\\s+)?voor\\s+half\\s+${HOUR}`, (m) => `${hourBefore(m[2]!)}:${String(30 - Number(m[1])).padStart(2, '0')}`),
  rule(`(\\d{1,2})\\s+(?:minuten\\s+)?over\\s+half\\s+${HOUR}`, (m) => `${hourBefore(m[2]!)}:${String(30 + Number(m[1])).padStart(2, '0')}`),
  rule(`half\\s+${HOUR}`, (m) => `${hourBefore(m[1]!)}:30`),
  rule(`kwart\\s+over\\s+${HOUR}(?:\\s+uur)?`, (m) => `quarter past ${m[1]}`),
  rule(`kwart\\s+voor\\s+${HOUR}(?:\\s+uur)?`, (m) => `quarter to ${m[1]}`),
  rule(`(\\d{1,2})\\s+(?:minuten\\s+)?over\\s+${HOUR}(?!\\s*(?:${UNIT})${NOT_LETTER})`, (m) => `${m[1]} past ${m[2]}`),
  rule(`(\\d{1,2})\\s+(?:minuten\\s+)?voor\\s+${HOUR}(?!\\s*(?:${UNIT})${NOT_LETTER})`, (m) => `${m[1]} to ${m[2]}`),
  // Lengths: "over 7 dagen" (in 7 days), "over een kwartier", "twee jaar geleden", "een half uur", "anderhalf".
  rule(`(\\d+)\\s+en\\s+een\\s+half`, (m) => `${m[1]}.5`),
  rule(`(?:een\\s+)?half\\s+uur`, 'half an hour'),
  rule(`(?:een\\s+)?kwartier`, 'a quarter of an hour'),
  // "anderhalf uur" is an hour and a half, no time: its unit as a length ("uur" alone is o'clock).
  rule(`anderhalf\\s+(${UNIT})${NOT_LETTER}`, (m) => `1.5 ${unitOf(m[1]!, '1.5')}`),
  rule(`anderhalf`, '1.5'),
  rule(`een\\s+paar`, 'a couple of'),
  rule(`(?:over|in)\\s+${COUNT}\\s+(${UNIT})${NOT_LETTER}`, (m) => `in ${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  rule(`over\\s+(?=a\\s|half|anderhalf|1\\.5|a\\s+couple|\\d)`, 'in '),
  rule(`${COUNT}\\s+(${UNIT})\\s+geleden`, (m) => `${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))} ago`),
  rule(`(afgelopen|vorige|laatste|komende|volgende)\\s+${COUNT}\\s+(${UNIT})${NOT_LETTER}`, (m) => `${/^(?:komende|volgende)$/.test(m[1]!) ? 'next' : 'last'} ${countOf(m[2]!)} ${unitOf(m[3]!, countOf(m[2]!))}`),
  rule(`een\\s+(?=(?:${UNIT})${NOT_LETTER})`, 'a '),
  rule(`${COUNT}\\s+(${UNIT})${NOT_LETTER}(?!\\s+(?:geleden|na|voor))`, (m) => `${countOf(m[1]!)} ${unitOf(m[2]!, countOf(m[1]!))}`),
  // Days around today, and parts of a day.
  rule(`overmorgen`, 'the day after tomorrow'),
  rule(`eergisteren`, 'the day before yesterday'),
  rule(`van(?:avond|ochtend|morgen|middag|nacht)`, (m) => ({ vanavond: 'this evening', vanochtend: 'this morning', vanmorgen: 'this morning', vanmiddag: 'this afternoon', vannacht: 'tonight' })[m[0]]!),
  rule(`(morgen|gisteren|gister)\\s*(${POD})`, (m) => `${m[1] === 'morgen' ? 'tomorrow' : 'yesterday'} ${PART_OF_DAY[m[2]!]}`),
  rule(`(vandaag|deze)\\s+(${POD})`, (m) => `this ${PART_OF_DAY[m[2]!]}`),
  rule(`(${WEEKDAY})\\s*(${POD})`, (m) => `${WEEKDAY_WORDS[m[1]!]} ${PART_OF_DAY[m[2]!]}`),
  rule(`'s\\s*(ochtends|morgens|middags|avonds|nachts)`, (m) => ({ ochtends: 'in the morning', morgens: 'in the morning', middags: 'in the afternoon', avonds: 'in the evening', nachts: 'at night' })[m[1]!]!),
  rule(`in\\s+de\\s+(${POD})`, (m) => (m[1] === 'nacht' ? 'at night' : `in the ${PART_OF_DAY[m[1]!]}`)),
  // Weekdays shortened with a point: "di.", "vrij. 18 juli".
  rule(`(ma|di|wo|do|vr|vrij|za|zo)(?=\\.)`, (m) => SHORT_WEEKDAYS[m[1]!]!),
  // "laatste zondag van maart", "eerste week in oktober": the day or week of a month.
  rule(`(laatste|\\d{1,2}(?:st|nd|rd|th))\\s+(${WEEKDAY}|week|dag)\\s+(?:van|in)\\s+(?=(?:${MONTH})${NOT_LETTER})`, (m) => `${m[1] === 'laatste' ? 'last' : m[1]} ${WEEKDAY_WORDS[m[2]!] ?? m[2]} of `),
  rule(`van\\s+(?=(?:vorige|volgende|deze|komende|afgelopen)\\s+week)`, 'of '),
  // "van" is "from" before the end of a range ("van 3 tot 5", "van maandag t/m vrijdag", "van 2014-2018"), else "of"
  // ("de 2e van augustus", "week van 2019").
  rule(`van\\s+(?=(?:[^\\s]+\\s+){0,5}?(?:tot|t/m|-|–)(?:\\s|$)|[^\\s]*\\d[-–~]\\d)`, 'from '),
  // "voor" is "before" ("voor 8 uur", "voor maandag"), but "for" before a party's size ("een tafel voor 4 personen",
  // "voor twee vanavond"): a count followed by people or by the date it is for.
  rule(`voor\\s+(?=\\d+\\s+(?:personen|persoon|pers|mensen|man|gasten|kinderen|volwassenen|${WEEKDAY}|vanavond|vanmiddag|vanochtend|vannacht|morgen|vandaag|overmorgen|om|op)${NOT_LETTER})`, 'for '),
  // "voor" is "for" before a period said with its determiner ("verkoop voor dit kwartaal", "voor het jaar", "voor de
  // week beginnend op 4 feb"); "voor het eind van dit jaar" stays before.
  rule(`voor\\s+(?=(?:dit|deze|het|de|afgelopen|vorige|vorig|volgende|volgend|komende|komend|huidige|huidig)\\s+(?:week|werkweek|maand|jaar|kalenderjaar|kwartaal|weekend|dag\\s+erna|dag\\s+ervoor)${NOT_LETTER})`, 'for '),
  rule(`komende\\s+(${WEEKDAY})`, (m) => `coming ${WEEKDAY_WORDS[m[1]!]}`),
  rule(`(\\d+),(\\d+)`, (m) => `${m[1]}.${m[2]}`),
  rule(`(?:tot\\s+en\\s+met|t/m)\\s+`, 'through '),
  rule(`op\\s+zijn\\s+vroegst\\s+(?:om\\s+)?`, 'no earlier than '),
  rule(`op\\s+zijn\\s+laatst\\s+(?:om\\s+)?`, 'no later than '),
  rule(`(?:rond(?:\\s+de)?|omstreeks|tegen)\\s+`, 'around '),
  rule(`(?:nu\\s+)?meteen|direct|zojuist|net\\s+nu|op\\s+dit\\s+moment`, 'right now'),
  // Feast days said with an ordinal, which the numeral pass made "1st", "2nd" ("Tweede Paasdag" is "2nd paasdag" here).
  rule(`(?:eerste|1st|tweede|2nd)\\s+(?:kerst|paas|pinkster)dag`, (m) => FEAST_DAYS[`${/^(?:eerste|1st)/.test(m[0]) ? 1 : 2}${m[0].replace(/^\S+\s+/, '')}`]!),
  rule(`dag\\s+van\\s+de\\s+(arbeid|aarde)`, (m) => (m[1] === 'arbeid' ? 'may 1' : 'earth day')),
  // "de dag ervoor" the day before (yesterday), "de dag erna" the day after (tomorrow).
  rule(`de\\s+dag\\s+er(voor|na)`, (m) => (m[1] === 'voor' ? 'yesterday' : 'tomorrow')),
  rule(`(?:tot\\s+op\\s+heden|tot\\s+nu\\s+toe)`, 'until today'),
  // "4 dagen gerekend vanaf gisteren": counted from.
  rule(`gerekend\\s+vanaf`, 'from'),
  // "de week beginnend op 4 feb", "startend 7 januari": starting.
  rule(`(?:beginnend|startend|aanvangend)(?:\\s+(?:op|met|vanaf))?`, 'starting'),
  rule(`goede\\s+vrijdag`, 'good friday'),
  rule(`(?:volgend|komend|aanstaand)e?`, 'next'),
  rule(`aankomende?`, 'upcoming'),
  rule(`(?:vorig|afgelopen)e?`, 'last'),
];

const WORDS = new Map<string, string>([
  ...Object.entries(MONTH_WORDS), ...Object.entries(WEEKDAY_WORDS),
  ['seconde', 'second'], ['seconden', 'seconds'], ['minuut', 'minute'], ['minuten', 'minutes'], ['dag', 'day'], ['dagen', 'days'],
  ['week', 'week'], ['weken', 'weeks'], ['maand', 'month'], ['maanden', 'months'], ['jaar', 'year'], ['jaren', 'years'],
  ['kwartaal', 'quarter'], ['weekend', 'weekend'], ['uur', "o'clock"], ['werkweek', 'work week'], ['kalenderjaar', 'calendar year'],
  ['huidige', 'current'], ['huidig', 'current'],
  ['vandaag', 'today'], ['morgen', 'tomorrow'], ['gisteren', 'yesterday'], ['gister', 'yesterday'], ['nu', 'now'],
  ['om', 'at'], ['op', 'on'], ['in', 'in'], ['van', 'of'], ['dan', 'than'], ['eerder', 'earlier'], ['vanaf', 'from'], ['sinds', 'since'], ['tot', 'until'],
  ['na', 'after'], ['voor', 'before'], ['tussen', 'between'], ['en', 'and'], ['of', 'or'], ['maar', 'but'], ['binnen', 'within'],
  ['de', 'the'], ['het', 'the'], ['deze', 'this'], ['dit', 'this'], ['laatste', 'last'], ['geleden', 'ago'],
  ['middernacht', 'midnight'], ['middag', 'noon'], ['ochtend', 'morning'], ['avond', 'evening'], ['nacht', 'night'],
  ['namiddag', 'afternoon'], ['voormiddag', 'morning'], ['vanavond', 'this evening'],
  ['lente', 'spring'], ['voorjaar', 'spring'], ['zomer', 'summer'], ['herfst', 'autumn'], ['najaar', 'autumn'], ['winter', 'winter'],
  ['kerst', 'christmas'], ['kerstmis', 'christmas'], ['kerstavond', 'christmas eve'], ['oudejaarsavond', "new year's eve"],
  ['oudjaar', "new year's eve"], ['nieuwjaar', "new year's day"], ['nieuwjaarsdag', "new year's day"], ['pasen', 'easter'],
  ['paaszondag', 'easter sunday'], ['paasmaandag', 'easter monday'], ['hemelvaart', 'ascension day'],
  ['hemelvaartsdag', 'ascension day'], ['pinksteren', 'pentecost'], ['pinkstermaandag', 'whit monday'],
  ['moederdag', "mother's day"], ['vaderdag', "father's day"], ['valentijnsdag', "valentine's day"], ['halloween', 'halloween'],
  ['allerheiligen', 'november 1'], ['sinterklaas', 'december 5'], ['pakjesavond', 'december 5'], ['sinterklaasavond', 'december 5'],
  ['koningsdag', "king's day"], ['bevrijdingsdag', 'may 5'], ['dodenherdenking', 'may 4'],
  ['zat', 'saturday'],
  // Words that mean a date in English but not in Dutch: never read as one.
  ['mar', ' '], ['sun', ' '], ['sat', ' '], ['am', ' '], ['pm', ' '], ['ma', ' '], ['wo', ' '], ['do', ' '], ['zo', ' '], ['za', ' '],
]);

export const GLOSSARY_NL: Glossary = { rules: RULES, words: WORDS, numerals: 'nl', notDates: GREETING };
