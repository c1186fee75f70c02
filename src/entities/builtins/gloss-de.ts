import { ENGLISH_MONTHS as MONTHS, fullYear, unitWords, englishOrdinal, type Glossary, type GlossRule } from './datetime-gloss.js';

/** German date words in English, for the English grammar (datetime-gloss.ts). */

const MONTH_WORDS: Record<string, string> = {
  januar: 'january', jänner: 'january', jan: 'jan', februar: 'february', feber: 'february', feb: 'feb', märz: 'march', mär: 'mar',
  april: 'april', apr: 'apr', mai: 'may', juni: 'june', jun: 'jun', juli: 'july', jul: 'jul', august: 'august', aug: 'aug',
  september: 'september', sep: 'sep', sept: 'sept', oktober: 'october', okt: 'oct', november: 'november', nov: 'nov',
  dezember: 'december', dez: 'dec',
};
const WEEKDAY_WORDS: Record<string, string> = {
  montag: 'monday', dienstag: 'tuesday', mittwoch: 'wednesday', donnerstag: 'thursday', freitag: 'friday', samstag: 'saturday',
  sonnabend: 'saturday', sonntag: 'sunday',
};
const MONTH = Object.keys(MONTH_WORDS).sort((a, b) => b.length - a.length).join('|');
const WEEKDAY = Object.keys(WEEKDAY_WORDS).join('|');
/** A unit's German forms (singular, plural, dative) and its English plural. */
const UNITS: Record<string, string> = {
  sekunde: 'second', sekunden: 'seconds', minute: 'minute', minuten: 'minutes', stunde: 'hour', stunden: 'hours', tag: 'day',
  tage: 'days', tagen: 'days', tages: 'day', woche: 'week', wochen: 'weeks', monat: 'month', monate: 'months', monaten: 'months',
  monats: 'month', jahr: 'year', jahre: 'years', jahren: 'years', jahres: 'year', quartal: 'quarter', quartale: 'quarters',
  quartals: 'quarter', wochenende: 'weekend', wochenenden: 'weekends',
};
const UNIT = Object.keys(UNITS).sort((a, b) => b.length - a.length).join('|');
const { singular, unitOf } = unitWords(UNITS);
/** Article or adjective endings: "nächste", "nächsten", "nächster", "nächstes", "nächstem". */
const END = '(?:e[nrsm]?)?';
const PART_OF_DAY: Record<string, string> = {
  früh: 'morning', morgen: 'morning', vormittag: 'morning', mittag: 'noon', nachmittag: 'afternoon', abend: 'evening', nacht: 'night',
};
const POD = Object.keys(PART_OF_DAY).join('|');
const HOUR = '(\\d{1,2})';

const GREETING = /gute[nr]?\s+(?:morgen|tag|abend|nacht)(?![\p{L}])/giu;

const rule = (pattern: string, replace: GlossRule[1]): GlossRule => [new RegExp(pattern, 'uy'), replace];
const hourBefore = (h: string) => String(Number(h) === 1 ? 12 : Number(h) - 1);

const RULES: GlossRule[] = [
  // A day and a month both said as ordinals ("siebter vierter", "am 7. vierten", "zwölfter fünfter": pass 1 made them
  // "7th 4th"): the seventh of April.
  rule(`(?:am|zum)\\s+(?=\\d{1,2}(?:st|nd|rd|th|\\.)\\s+\\d{1,2}(?:st|nd|rd|th)(?![\\p{L}]))`, 'on '),
  rule(`(?:(?:den|dem)\\s+)?(\\d{1,2})(st|nd|rd|th|\\.)\\s+(\\d{1,2})(st|nd|rd|th|\\.)(?:\\s*(\\d{4})(?!\\d))?`, (m) => {
    const month = MONTHS[Number(m[3]) - 1];
    if (!month || (m[2] === '.' && m[4] === '.') || Number(m[1]) < 1 || Number(m[1]) > 31) return m[0];
    return `${month} ${Number(m[1])}${m[5] ? ` ${m[5]}` : ''}`;
  }),
  // Dates in digits: "15.2.", "15.2.2015", "01.04." (day, month, year).
  rule(`(\\d{1,2})\\.\\s?(\\d{1,2})\\.(?:\\s?(\\d{4}|\\d{2})(?!\\d))?`, (m) => {
    const month = MONTHS[Number(m[2]) - 1];
    // A two-digit year is 1950–2049.
    const year = m[3]?.length === 2 ? fullYear(m[3]) : m[3];
    return month ? `${Number(m[1])} ${month}${year ? ` ${year}` : ''}` : m[0];
  }),
  // An ordinal day: "15.", "15ten", "14te", "4tes" (before a month, a weekday, a unit, or a range: "13. - 15. Juli").
  rule(`(\\d{1,2})(?:te[nrsm]?|\\.(?=\\s*(?:(?:${MONTH}|${WEEKDAY}|tag|woche|quartal)(?![\\p{L}])|[-–]|bis\\s)))`, (m) => englishOrdinal(Number(m[1]))),
  // A day of the month after a preposition: "vom 4. bis zum 23.", "am 15.", "den 3.".
  rule(`vom\\s+(\\d{1,2})\\.(?!\\d)`, (m) => `from the ${englishOrdinal(Number(m[1]))}`),
  rule(`bis\\s+(?:zum\\s+)?(\\d{1,2})\\.(?!\\d)`, (m) => `to the ${englishOrdinal(Number(m[1]))}`),
  rule(`(?:am|zum)\\s+(\\d{1,2})\\.(?!\\d)`, (m) => `on the ${englishOrdinal(Number(m[1]))}`),
  rule(`(?:den|dem)\\s+(\\d{1,2})\\.(?!\\d)`, (m) => `the ${englishOrdinal(Number(m[1]))}`),
  // Hours of the night: "12 uhr nachts" is midnight, "3 uhr nachts" 3:00, "11 uhr nachts" 23:00.
  rule(`${HOUR}\\s?uhr\\s+nachts`, (m) => (Number(m[1]) === 12 || Number(m[1]) === 0 || Number(m[1]) === 24 ? 'midnight' : Number(m[1]) >= 7 && Number(m[1]) <= 11 ? `${m[1]} pm` : `${m[1]} am`)),
  // The 24-hour clock of written German: "3:18" is 03:18 (a bare hour, "um 3", stays the next 3 o'clock).
  rule(`(\\d):(\\d{2})(:\\d{2})?(?!\\s*(?:uhr|h)(?![\\p{L}]))`, (m) => `0${m[1]}:${m[2]}${m[3] ?? ''}`),
  // Weekdays shortened, with their point or comma: "am fr, 20. sept.", "mo."
  rule(`(mo|di|mi|do|fr|sa|so)(?=[.,])`, (m) => ({ mo: 'monday', di: 'tuesday', mi: 'wednesday', do: 'thursday', fr: 'friday', sa: 'saturday', so: 'sunday' })[m[1]!]!),
  // Times: "14h", "18Uhr", "15 uhr 30", "15.30 uhr", "3 uhr".
  rule(`${HOUR}(?:[:.](\\d{2}))?\\s?(?:uhr|h)(?:\\s?(\\d{2})(?!\\d))?`, (m) => {
    const min = m[2] ?? m[3];
    return min ? `${m[1]!.padStart(2, '0')}:${min}` : `${m[1]} o'clock`;
  }),
  // "halb 4" is 3:30; "viertel nach 3", "viertel vor 4", "dreiviertel 4" (3:45), "20 nach 3", "10 vor 4".
  rule(`halb\\s+${HOUR}`, (m) => `${hourBefore(m[1]!)}:30`),
  rule(`drei\\s?viertel\\s+${HOUR}`, (m) => `${hourBefore(m[1]!)}:45`),
  rule(`viertel\\s+nach\\s+${HOUR}`, (m) => `quarter past ${m[1]}`),
  // "viertel 8" is 7:15 (as "halb 8" is 7:30).
  rule(`viertel\\s+${HOUR}(?!\\s*(?:uhr|h|stunden?)(?![\\p{L}]))`, (m) => `${hourBefore(m[1]!)}:15`),
  rule(`viertel\\s+vor\\s+${HOUR}`, (m) => `quarter to ${m[1]}`),
  rule(`(\\d{1,2})\\s+(?:minuten\\s+)?nach\\s+${HOUR}(?!\\s*(?:${UNIT})(?![\\p{L}]))`, (m) => `${m[1]} past ${m[2]}`),
  rule(`(\\d{1,2})\\s+(?:minuten\\s+)?vor\\s+${HOUR}(?!\\s*(?:${UNIT})(?![\\p{L}]))`, (m) => `${m[1]} to ${m[2]}`),
  // Lengths: "vor 7 tagen" is "7 days ago"; "vor einer woche"; "in einer halben stunde"; "2,5 stunden"; "ein paar".
  rule(`vor\\s+(\\d+|einem|einer|eine)\\s+(${UNIT})`, (m) => { const n = /^\d/.test(m[1]!) ? m[1]! : 'a'; return `${n} ${unitOf(m[2]!, n)} ago`; }),
  rule(`(?:einer|eine|einen)\\s+halbe[nm]?\\s+stunde`, 'half an hour'),
  rule(`(?:einer|eine|einen)\\s+viertel\\s?stunde`, 'a quarter of an hour'),
  rule(`(\\d+)\\s*(?:,5|ein\\s?halb)(?![\\p{L}\\p{N}])`, (m) => `${m[1]}.5`),
  rule(`(\\d+),(\\d+)`, (m) => `${m[1]}.${m[2]}`),
  rule(`anderthalb`, '1.5'),
  rule(`ein\\s+paar|einige[nm]?`, 'a couple of'),
  rule(`(?:einer|einem|einen|eine|ein)\\s+(?=(?:${UNIT})(?![\\p{L}]))`, 'a '),
  rule(`innerhalb\\s+(?:von\\s+)?|binnen\\s+`, 'within '),
  // "übernächsten freitag", "freitag nach dem nächsten" (the one after next), "übermorgen", "vorgestern".
  rule(`übernächste[nrsm]?\\s+(${WEEKDAY})`, (m) => `${WEEKDAY_WORDS[m[1]!]} after next`),
  rule(`(${WEEKDAY})\\s+nach\\s+dem\\s+nächsten`, (m) => `${WEEKDAY_WORDS[m[1]!]} after next`),
  rule(`übernächste[nrsm]?\\s+(${UNIT})`, (m) => `the ${singular(m[1]!)} after next`),
  rule(`vorletzte[nrsm]?\\s+(${UNIT})`, (m) => `the ${singular(m[1]!)} before last`),
  rule(`übermorgen`, 'the day after tomorrow'),
  rule(`mitternachts?`, 'midnight'),
  rule(`vorgestern`, 'the day before yesterday'),
  // Parts of a day: "heute abend", "morgen früh", "gestern abend", "morgen mittag", "montag morgen".
  // A greeting is no date: "guten Morgen", "guten Abend".
  [new RegExp(GREETING.source, 'uy'), 'hello'],
  rule(`heute\\s+nacht`, 'tonight'),
  rule(`heute\\s+(?:zu\\s+)?(${POD})`, (m) => (m[1] === 'mittag' ? 'today at noon' : `this ${PART_OF_DAY[m[1]!]}`)),
  rule(`(morgen|gestern)\\s+(?:zu\\s+)?(${POD})`, (m) => `${m[1] === 'morgen' ? 'tomorrow' : 'yesterday'} ${m[2] === 'mittag' ? 'at noon' : PART_OF_DAY[m[2]!]}`),
  // "frühmorgens", "spätabends", "Dienstagfrühmorgens": early or late in a part of the day.
  rule(`(${WEEKDAY})?\\s*(früh|spät)\\s*(morgen|vormittag|nachmittag|abend)s?`, (m) => `${m[1] ? `${WEEKDAY_WORDS[m[1]]} ` : ''}${m[2] === 'früh' ? 'early' : 'late'} ${PART_OF_DAY[m[3]!]}`),
  rule(`(?:zur\\s+)?mittagszeit`, 'at noon'),
  rule(`(${WEEKDAY})\\s*(${POD})s?`, (m) => `${WEEKDAY_WORDS[m[1]!]} ${m[2] === 'mittag' ? 'at noon' : PART_OF_DAY[m[2]!]}`),
  rule(`(?:am|des|in\\s+der)\\s+(${POD})`, (m) => (m[1] === 'mittag' ? 'at noon' : m[1] === 'nacht' ? 'at night' : `in the ${PART_OF_DAY[m[1]!]}`)),
  rule(`(morgen|vormittag|nachmittag|abend)s`, (m) => `in the ${PART_OF_DAY[m[1]!]}`),
  rule(`nachts`, 'at night'),
  rule(`mittags`, 'at noon'),
  // A weekday of a week: "montag dieser woche", "sonntag der letzten woche", "sonntag letzte woche".
  rule(`(?:dieser|diese)\\s+woche`, 'this week'),
  rule(`(?:der\\s+)?(?:letzten|letzter|vergangenen|vorigen)\\s+woche`, 'last week'),
  rule(`(?:der\\s+)?(?:nächsten|nächster|kommenden)\\s+woche`, 'next week'),
  rule(`(?:bis\\s+)?(?:zum|zu)\\s+ende\\s+(?:des|der)\\s+(${UNIT})`, (m) => `by the end of the ${singular(m[1]!)}`),
  rule(`ende\\s+(?:des|der)\\s+(${UNIT})`, (m) => `end of the ${singular(m[1]!)}`),
  rule(`anfang\\s+(?:des|der)\\s+(${UNIT})`, (m) => `beginning of the ${singular(m[1]!)}`),
  // "Ende 1989", "Anfang März", "Mitte Mai": late, early, mid.
  rule(`(ende|anfang|mitte)\\s+(?=(?:\\d{4}|${MONTH})(?![\\p{L}\\d]))`, (m) => ({ ende: 'late ', anfang: 'early ', mitte: 'mid ' })[m[1]!]!),
  // Abbreviated units: "in 15 Tg.", "2 Std.", "30 Min.".
  rule(`(\\d+)\\s*(tg|std|min)\\.?(?![\\p{L}])`, (m) => `${m[1]} ${({ tg: 'days', std: 'hours', min: 'minutes' } as Record<string, string>)[m[2]!]}`),
  // Holidays said in more than one word, and feasts of a fixed day.
  rule(`(?:heilige[nr]?\\s+(?:3|drei)\\s+könige|dreikönigstag|epiphanias)`, 'january 6'),
  rule(`barbaratag`, 'december 4'),
  rule(`augsburger\\s+friedensfest`, 'august 8'),
  rule(`erntedank(?:fest|sonntag)?`, 'the first sunday of october'),
  rule(`(?:maifeiertag|tag\\s+der\\s+arbeit)`, 'may 1'),
  rule(`(?:so\\s+)?(?:gegen|um\\s+ca\\.?|ca\\.|circa|etwa|so)\\s+um\\s+|so\\s+um\\s+|gegen\\s+`, 'around '),
  rule(`gerade\\s+eben|genau\\s+jetzt|jetzt\\s+gleich|sofort`, 'right now'),
  rule(`zu\\s+dieser\\s+zeit`, 'now'),
  rule(`tag\\s+der\\s+deutschen\\s+einheit`, 'october 3'),
  rule(`christi\\s+himmelfahrt`, 'ascension day'),
  rule(`orthodoxe[rns]?\\s+`, 'orthodox '),
  rule(`große\\s+fastenzeit`, 'great lent'),
  rule(`jom\\s+kippur`, 'yom kippur'),
  // Feasts of other faiths by their German names, as the English grammar names them.
  rule(`[yj]om\\s+ha'?atzmaut`, "yom ha'atzmaut"),
  rule(`[yj]om\\s+hashoah|holocaust-?gedenktag`, 'yom hashoah'),
  rule(`sc?he?mini\\s+at?zeret`, 'shemini atzeret'),
  rule(`sc?ha[vw]u'?oth?`, 'shavuot'),
  rule(`la[iy]lat\\s+al[-\\s][qk]adr|(?:die\\s+)?nacht\\s+der\\s+(?:bestimmung|allmacht)`, 'laylat al-qadr'),
  rule(`asc?hura(?:-?tag)?`, 'ashura'),
  rule(`(?:die\\s+)?nachtreise(?:\\s+des\\s+propheten)?|aufstieg\\s+des\\s+propheten`, "isra and mi'raj"),
  rule(`maulid(?:\\s+an-nabī)?|geburtstag\\s+des\\s+propheten(?:\\s+muhammad)?`, 'mawlid'),
  rule(`wesak(?:fest)?|buddha-?tag`, 'vesak'),
  rule(`guru\\s+(?:gobind|govind)\\s+singh\\s+geburtstag`, 'guru gobind singh jayanti'),
  rule(`guru\\s+ravidass?\\s+geburtstag`, 'guru ravidass jayanti'),
  // Days of the Christian year said in more than one word: "Sauberer Montag" (clean Monday), "Lazarus-Samstag",
  // "Stiller Samstag" (Holy Saturday), "Heiliger Donnerstag" (Maundy Thursday).
  rule(`(?:reine[rn]?|saubere[rn]?)\\s+montag|aschermontag`, 'clean monday'),
  rule(`lazarus[-\\s]samstag`, 'lazarus saturday'),
  rule(`stille[rn]?\\s+samstag|karsonnabend`, 'holy saturday'),
  rule(`(?:hohe[rn]?|heilige[rn]?|weiße[rn]?)\\s+donnerstag|palmdonnerstag`, 'maundy thursday'),
  // Germany's Vatertag is Ascension Day (not June's Father's Day of English-speaking countries).
  rule(`vater\\s?tag`, 'ascension day'),
  // "vorvorgestern" three days ago, "überübermorgen" in three days.
  rule(`vorvorgestern`, '3 days ago'),
  rule(`überübermorgen`, 'in 3 days'),
  // "in den nächsten paar Tagen": the next few days.
  rule(`(?:nächst|kommend|folgend)${END}\\s+paar\\s+(${UNIT})`, (m) => `next few ${unitOf(m[1]!, '2')}`),
  rule(`chinesische[rns]?\\s+(?:neujahr(?:sfest)?|frühlingsfest)`, 'chinese new year'),
  // After a time ("14 Uhr frühestens", "um 18 Uhr spätestens da") or before one ("spätestens um 11").
  rule(`(?<=(?:uhr|\\d|mittag|mitternacht)\\s*)(?:frühestens|frühstens)`, 'at the earliest'),
  rule(`(?<=(?:uhr|\\d|mittag|mitternacht)\\s*)spätestens`, 'at the latest'),
  rule(`(?:frühestens|frühstens)\\s+`, 'no earlier than '),
  rule(`spätestens\\s+`, 'no later than '),
  rule(`(?:frühestens|frühstens)`, 'at the earliest'),
  rule(`spätestens`, 'at the latest'),
  rule(`heiliger\\s+abend`, 'christmas eve'),
  rule(`(?:erster\\s+)?weihnachtsfeiertag|1st\\s+weihnachtsfeiertag`, 'christmas day'),
  rule(`(?:zweiter|2nd)\\s+weihnachtsfeiertag`, 'boxing day'),
  // Relatives with their endings: "nächsten", "letzte", "diesen", "kommenden", "vergangenen".
  rule(`(?:nächst|kommend|folgend)${END}`, 'next'),
  rule(`(?:letzt|vergangen|vorig)${END}`, 'last'),
  rule(`dies${END}`, 'this'),
];

const WORDS = new Map<string, string>([
  ...Object.entries(MONTH_WORDS), ...Object.entries(WEEKDAY_WORDS),
  ...Object.entries(UNITS),
  ['heute', 'today'], ['morgen', 'tomorrow'], ['gestern', 'yesterday'], ['jetzt', 'now'], ['nun', 'now'],
  ['um', 'at'], ['am', 'on'], ['an', 'on'], ['im', 'in'], ['in', 'in'], ['ab', 'from'], ['seit', 'since'], ['bis', 'until'],
  ['nach', 'after'], ['vor', 'before'], ['von', 'from'], ['vom', 'from the'], ['zwischen', 'between'], ['und', 'and'],
  ['oder', 'or'], ['zum', 'on the'], ['der', 'the'], ['die', 'the'], ['das', 'the'], ['den', 'the'], ['dem', 'the'], ['des', 'of the'],
  ['mitternacht', 'midnight'], ['mittag', 'noon'], ['mittags', 'noon'], ['abend', 'evening'], ['nacht', 'night'],
  ['für', 'for'], ['personen', 'people'], ['person', 'person'], ['leute', 'people'], ['mal', 'times'],
  ['vormittag', 'morning'], ['nachmittag', 'afternoon'],
  ['frühling', 'spring'], ['frühjahr', 'spring'], ['sommer', 'summer'], ['herbst', 'autumn'], ['winter', 'winter'],
  ['weihnachten', 'christmas'], ['weihnachtstag', 'christmas day'], ['heiligabend', 'christmas eve'], ['silvester', "new year's eve"],
  ['neujahr', "new year's day"], ['neujahrstag', "new year's day"], ['ostern', 'easter'], ['ostersonntag', 'easter sunday'],
  ['ostermontag', 'easter monday'], ['karfreitag', 'good friday'], ['pfingsten', 'pentecost'], ['pfingstsonntag', 'pentecost'],
  ['pfingstmontag', 'whit monday'], ['himmelfahrt', 'ascension day'], ['himmelfahrtstag', 'ascension day'],
  ['gründonnerstag', 'maundy thursday'], ['karsamstag', 'holy saturday'], ['palmsonntag', 'palm sunday'],
  ['fastnachtsdienstag', 'shrove tuesday'], ['faschingsdienstag', 'shrove tuesday'], ['fastenzeit', 'lent'],
  ['trinitatis', 'trinity sunday'], ['dreifaltigkeitssonntag', 'trinity sunday'], ['pessach', 'passover'],
  ['laubhüttenfest', 'sukkot'], ['opferfest', 'eid al-adha'], ['zuckerfest', 'eid al-fitr'], ['königstag', "king's day"], ['aschermittwoch', 'ash wednesday'], ['muttertag', "mother's day"],
  ['valentinstag', "valentine's day"], ['halloween', 'halloween'], ['allerheiligen', 'november 1'], ['nikolaus', 'december 6'],
  ['nikolaustag', 'december 6'], ['reformationstag', 'october 31'], ['fronleichnam', 'corpus christi'],
  ['quartal', 'quarter'], ['uhr', "o'clock"],
  // Words that mean a date in English but not in German: never read as one.
  ['so', ' '], ['was', ' '], ['ist', ' '], ['man', ' '], ['mo', ' '], ['sa', ' '], ['do', ' '], ['mi', ' '], ['fr', ' '],
]);

export const GLOSSARY_DE: Glossary = { rules: RULES, words: WORDS, numerals: 'de', notDates: GREETING };
