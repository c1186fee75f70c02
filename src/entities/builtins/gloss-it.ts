import { ENGLISH_MONTHS as MONTHS, englishOrdinal, monthNameDates, type Glossary, type GlossRule } from './datetime-gloss.js';

/** Italian date words in English, for the English grammar (datetime-gloss.ts). */

const MONTH_WORDS: Record<string, string> = {
  gennaio: 'january', febbraio: 'february', marzo: 'march', aprile: 'april', maggio: 'may', giugno: 'june', luglio: 'july',
  agosto: 'august', settembre: 'september', ottobre: 'october', novembre: 'november', dicembre: 'december',
};
/** Shortened months, read only beside a number ("7 ott", "genn. 2013"): "set", "ago" and "mar" are also words. */
const MONTH_SHORT: Record<string, string> = {
  genn: 'january', gen: 'january', febb: 'february', feb: 'february', mar: 'march', apr: 'april', magg: 'may', mag: 'may',
  giu: 'june', lug: 'july', ago: 'august', sett: 'september', set: 'september', ott: 'october', nov: 'november', dic: 'december',
};
const WEEKDAY_WORDS: Record<string, string> = {
  lunedì: 'monday', lunedi: 'monday', martedì: 'tuesday', martedi: 'tuesday', mercoledì: 'wednesday', mercoledi: 'wednesday',
  giovedì: 'thursday', giovedi: 'thursday', venerdì: 'friday', venerdi: 'friday', sabato: 'saturday', domenica: 'sunday',
};
const WEEKDAY_ABBREVIATIONS: Record<string, string> = {
  lun: 'monday', mar: 'tuesday', mer: 'wednesday', gio: 'thursday', ven: 'friday', sab: 'saturday', dom: 'sunday',
};
const WEEKDAY_SHORT = Object.keys(WEEKDAY_ABBREVIATIONS).join('|');
const MONTH = Object.keys(MONTH_WORDS).join('|');
const SHORT = Object.keys(MONTH_SHORT).sort((a, b) => b.length - a.length).join('|');
const WEEKDAY = Object.keys(WEEKDAY_WORDS).join('|');
/** A unit's Italian forms and its English. */
const UNITS: Record<string, string> = {
  secondounit: 'second', secondiunit: 'seconds', minuto: 'minute', minuti: 'minutes', ora: 'hour', ore: 'hours', giorno: 'day',
  giorni: 'days', settimana: 'week', settimane: 'weeks', mese: 'month', mesi: 'months', anno: 'year', anni: 'years',
  trimestre: 'quarter', trimestri: 'quarters', weekend: 'weekend', finesettimana: 'weekend',
};
const UNIT = Object.keys(UNITS).sort((a, b) => b.length - a.length).join('|');
const PART_OF_DAY: Record<string, string> = {
  mattina: 'morning', mattino: 'morning', mattinata: 'morning', pomeriggio: 'afternoon', sera: 'evening', serata: 'evening',
  notte: 'night', nottata: 'night', pranzo: 'lunch',
};
const POD = Object.keys(PART_OF_DAY).sort((a, b) => b.length - a.length).join('|');
const SEASONS: Record<string, string> = { primavera: 'spring', estate: 'summer', autunno: 'autumn', inverno: 'winter' };
const SEASON = Object.keys(SEASONS).join('|');
/** Every adjective ending: "prossimo", "prossima", "prossimi", "prossime". */
const END = '[oaie]';
const NEXT = `prossim${END}|seguent[ei]`;
const LAST = `scors${END}|passat${END}|ultim${END}`;
/** Articles and articulated prepositions before a word ("il", "la", "l'", "gli", "nel", "nella", "nei"...). */
const ART = "(?:il|lo|la|l'|i|gli|le|nel|nella|nello|nell'|nei|negli|nelle)\\s*";
const ZONE = '(?:cet|cest|utc|gmt)(?![\\p{L}])';
const DAY_WORD = `oggi|domani|ieri|${WEEKDAY}`;

const GREETING = /buon[ao]?\s*(?:giorno|sera|serata|notte|nottata|pomeriggio|mattina|mattinata|pranzo)(?![\p{L}])/giu;

const rule = (pattern: string, replace: GlossRule[1]): GlossRule => [new RegExp(pattern, 'uy'), replace];
const unit = (w: string) => UNITS[w] ?? w;
const dayWord = (w: string) => ({ oggi: 'today', domani: 'tomorrow', ieri: 'yesterday' } as Record<string, string>)[w] ?? WEEKDAY_WORDS[w]!;
/** Dates with a month's name or short form, or the year first, and a day-first date's reading (datetime-gloss.ts). */
const { monthDay, rules: MONTH_NAME_DATES } = monthNameDates(MONTH_WORDS, MONTH_SHORT, MONTH, SHORT);
/** Minutes said in words where the numerals read a minus ("le 8 meno tre" is not 8 and -3). */
const MINUTE_WORDS: Record<string, number> = {
  uno: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, quindici: 15, venti: 20, venticinque: 25,
};
const MINUTE = Object.keys(MINUTE_WORDS).join('|');
/** "8 meno 10" is 7:50, "mezzogiorno meno unquarto" 11:45. */
const minus = (hour: string, less: string): string => {
  const h = hour === 'mezzogiorno' ? 12 : hour === 'mezzanotte' ? 24 : Number(hour);
  const m = less === 'unquarto' ? 15 : MINUTE_WORDS[less] ?? Number(less);
  const before = h === 1 ? 12 : h - 1;
  return m > 0 && m < 60 ? `${before === 24 ? 0 : before}:${String(60 - m).padStart(2, '0')}` : `${hour} meno ${less}`;
};
const hhmm = (h: string, m: string) => `${Number(h)}:${m.padStart(2, '0')}`;

/** Before the numerals: "un quarto" is a quarter (not the fourth), "e mezza" half past (not 2.5). */
const EARLY: GlossRule[] = [
  // "1.3.2013" is a date (the numerals would read 132013).
  rule(`(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4}|\\d{2})(?![\\d.])`, (m) => `${m[1]}/${m[2]}/${m[3]}`),
  rule(`(?:un|1)\\s+quarto(?!\\s+(?:${UNIT})(?![\\p{L}]))`, 'unquarto'),
  rule(`tre\\s+quarti`, 'trequarti'),
  rule(`e\\s+mezz[ao](?![\\p{L}'])`, 'emezza'),
  // "secondi" are seconds, "prima di" before (not the second and the first).
  rule(`secondi(?![\\p{L}])`, 'secondiunit'),
  rule(`(?<=(?:un|1|ogni|uno)\\s+)secondo(?![\\p{L}])`, 'secondounit'),
  rule(`prima(?=\\s+(?:di|del|dello|della|delle|dell'|dei|degli|che)(?![\\p{L}]))`, 'primadi'),
];

const RULES: GlossRule[] = [
  // A greeting is no date: "buona sera", "bom dia".
  [new RegExp(GREETING.source, 'uy'), 'hello'],
  ...MONTH_NAME_DATES,
  // A shortened month beside a number: "7 ott", "genn. 2013", "21 dic."
  rule(`(\\d{1,2})\\s+(${SHORT})\\.?(?![\\p{L}])`, (m) => `${m[1]} ${MONTH_SHORT[m[2]!]}`),
  rule(`(${SHORT})\\.?\\s+(?=\\d{4})`, (m) => `${MONTH_SHORT[m[1]!]} `),
  rule(`(gen|genn|feb|febb|apr|mag|magg|giu|lug|sett|ott|nov|dic)\\.?\\s+(?=\\d{1,2}(?![\\d:.]))`, (m) => `${MONTH_SHORT[m[1]!]} `),
  rule(`1°|1º`, '1st'),
  // A shortened weekday said alone, as an answer: "gio", "dom" ("mar" alone is the sea).
  rule(`(?<![\\s\\S])(lun|mer|gio|ven|sab|dom)\\.?(?=\\s*[.!?]?\\s*$)`, (m) => WEEKDAY_ABBREVIATIONS[m[1]!]!),
  // Weekdays shortened, with their point or in a list of weekdays: "gio.", "lun o mar" ("mar" alone is the sea).
  rule(`(lun|mar|mer|gio|ven|sab|dom)(?:\\.|(?=\\s*(?:,|e|o)\\s*(?:${WEEKDAY_SHORT}|${WEEKDAY})(?![\\p{L}]))|(?<=(?:${WEEKDAY_SHORT}|${WEEKDAY})\\.?\\s*(?:,|e|o)\\s*(?:${WEEKDAY_SHORT})))(?![\\p{L}])`,
    (m) => WEEKDAY_ABBREVIATIONS[m[1]!]!),
  // The written 24-hour clock: "3:18" and "15.30" are read as written ("alle 3" stays the next 3 o'clock; a range
  // to a bare hour, "dalle 4:00 alle 7", is left to the English grammar, which pairs the two).
  rule(`(\\d):(\\d{2})(?!\\s*(?:(?:del|di|della|nel|nella|in)\\s+(?:${POD})|(?:alle|al|a|-|–)\\s*\\d{1,2}(?![\\d:.])))`, (m) => `0${m[1]}:${m[2]}`),
  rule(`(\\d{1,2})\\.([0-5]\\d)(?!\\d)`, (m) => `${m[1]!.padStart(2, '0')}:${m[2]}`),
  // Hours and minutes said: "3 e 20", "le 3 e unquarto", "3 emezza", "3 meno 10", "3 meno unquarto", "mezzogiorno meno unquarto".
  rule(`(\\d{1,2})\\s*(am|pm)?\\s+e\\s+unquarto`, (m) => `${hhmm(m[1]!, '15')}${m[2] ?? ''}`),
  rule(`(\\d{1,2})\\s*(am|pm)?\\s+emezza`, (m) => `${hhmm(m[1]!, '30')}${m[2] ?? ''}`),
  rule(`(\\d{1,2})\\s*(am|pm)?\\s+e\\s+trequarti`, (m) => `${hhmm(m[1]!, '45')}${m[2] ?? ''}`),
  rule(`(?<!(?:tra|fra|dal|dai|dalle|il|lo)\\s+)(\\d{1,2})\\s+e\\s+([0-5]?\\d)(?:\\s+minuti)?(?!\\s*(?:[:.]|${MONTH}|${SHORT}|${UNIT})(?![\\p{L}]))`, (m) =>
    Number(m[1]) <= 24 ? hhmm(m[1]!, m[2]!) : m[0]),
  rule(`(\\d{1,2}|mezzogiorno|mezzanotte)\\s+meno\\s+(unquarto|\\d{1,2}|${MINUTE})(?:\\s+minuti)?`, (m) => minus(m[1]!, m[2]!)),
  rule(`unquarto\\s+(?:a|alle|all')\\s*(mezzogiorno|mezzanotte|\\d{1,2})`, (m) => minus(m[1]!, 'unquarto')),
  rule(`(?<=(?:alle|le|ore|dalle|verso\\s+le)\\s+)(\\d{1,2})[ \\t]+(?=[0-5]\\d(?!\\d)(?!\\s*(?:${MONTH}|${SHORT}|${UNIT})(?![\\p{L}])))`, (m) => `${m[1]}:`),
  // An hour and its part of the day: "le 3 del pomeriggio", "8 di stasera", "alle 7:30 del pomeriggio".
  rule(`(?:di|del|della|nel|nella|in|al)\\s+(${POD})`, (m) => (m[1] === 'pranzo' ? 'at lunch' : m[1]!.startsWith('nott') ? 'at night' : `in the ${PART_OF_DAY[m[1]!]}`)),
  rule(`(?:di|del)\\s+(stasera|stanotte|stamattina|stamani)`, (m) => (m[1]!.startsWith('sta') && m[1]!.includes('matt') || m[1] === 'stamani' ? 'this morning' : 'tonight')),
  // A part of a day of a day: "nella serata di domani", "mattina del 15 febbraio".
  rule(`(?:${ART})?(${POD})\\s+di\\s+(${DAY_WORD})`, (m) => `${dayWord(m[2]!)} ${PART_OF_DAY[m[1]!]}`),
  rule(`(?:${ART})?(${POD})\\s+(?:del|di)\\s+(?=\\d)`, (m) => `${PART_OF_DAY[m[1]!]} of `),
  rule(`(${DAY_WORD})\\s+(?:in\\s+|a\\s+|al\\s+|di\\s+)?(${POD})`, (m) => `${dayWord(m[1]!)} ${m[2] === 'pranzo' ? 'at lunch' : PART_OF_DAY[m[2]!]}`),
  rule(`(?:${ART}|in\\s+|a\\s+|al\\s+)(${POD})`, (m) => (m[1] === 'pranzo' ? 'at lunch' : m[1]!.startsWith('nott') ? 'tonight' : `this ${PART_OF_DAY[m[1]!]}`)),
  rule(`(?:quest[ao]\\s+|quest')(${POD})`, (m) => (m[1]!.startsWith('nott') ? 'tonight' : `this ${PART_OF_DAY[m[1]!]}`)),
  rule(`stasera`, 'tonight'),
  rule(`stanotte`, 'tonight'),
  rule(`stamattina|stamani`, 'this morning'),
  // Days: "dopodomani", "il giorno dopo domani", "l'altro ieri", "in giornata".
  rule(`(?:il\\s+giorno\\s+)?dopo\\s*domani`, 'the day after tomorrow'),
  rule(`(?:l'\\s*)?altro\\s*ieri`, 'the day before yesterday'),
  rule(`in\\s+giornata`, 'today'),
  rule(`proprio\\s+ora|adesso|in\\s+questo\\s+momento|subito|immediatamente`, 'now'),
  // Lengths: "tra 2 ore" (in), "7 giorni fa" (ago), "un quarto d'ora", "mezz'ora", "un'ora", "2 ore emezza".
  rule(`unquarto\\s+d'\\s*ora`, 'a quarter of an hour'),
  rule(`mezz'\\s*ora|mezzora`, 'half an hour'),
  rule(`(?:un|1)'\\s*ora`, 'an hour'),
  rule(`(\\d+)\\s+(${UNIT})\\s+emezza`, (m) => `${m[1]}.5 ${unit(m[2]!)}`),
  rule(`(?:tra|fra)\\s+(?=(?:\\d+'?|un|una|un'|uno|unquarto|mezz'|mezzora|qualche|alcuni|alcune|pochi|poche)\\s*(?:\\S+\\s+)?(?:${UNIT}|ora|d'))`, 'in '),
  rule(`(${UNIT})\\s+fa(?![\\p{L}])`, (m) => `${unit(m[1]!)} ago`),
  rule(`qualche|alcuni|alcune|un\\s+paio\\s+di`, 'a couple of'),
  // Stretches: "i prossimi 3 giorni", "le ultime 2 ore", "le 2 ore scorse", "le 2 ultime settimane", "i 3 prossimi mesi".
  rule(`(?:${ART})?(${NEXT})\\s+(\\d+)\\s+(${UNIT})`, (m) => `next ${m[2]} ${unit(m[3]!)}`),
  rule(`(?:${ART})?(${LAST})\\s+(\\d+)\\s+(${UNIT})`, (m) => `last ${m[2]} ${unit(m[3]!)}`),
  rule(`(?:${ART})?(\\d+)\\s+(${NEXT})\\s+(${UNIT})`, (m) => `next ${m[1]} ${unit(m[3]!)}`),
  rule(`(?:${ART})?(\\d+)\\s+(${LAST})\\s+(${UNIT})`, (m) => `last ${m[1]} ${unit(m[3]!)}`),
  rule(`(?:${ART})?(\\d+)\\s+(${UNIT})\\s+(${NEXT})`, (m) => `next ${m[1]} ${unit(m[2]!)}`),
  rule(`(?:${ART})?(\\d+)\\s+(${UNIT})\\s+(${LAST})`, (m) => `last ${m[1]} ${unit(m[2]!)}`),
  // A unit, weekday or season then its relative: "la settimana scorsa", "il mese prossimo", "il martedì dopo".
  rule(`(?:${ART})?(${UNIT}|${WEEKDAY}|${SEASON}|fine\\s*settimana|week-?end|we)\\s+(${NEXT}|${LAST}|che\\s+viene)`, (m) => {
    const what = UNITS[m[1]!] ?? WEEKDAY_WORDS[m[1]!] ?? SEASONS[m[1]!] ?? 'weekend';
    return `${/^(?:prossim|seguent|che)/.test(m[2]!) ? 'next' : 'last'} ${what}`;
  }),
  rule(`(?:della|dello|del|di)\\s+(?=(?:${ART})?(?:settimana\\s+(?:${NEXT}|${LAST})|(?:${NEXT}|${LAST})\\s+settimana|quest))`, 'of '),
  rule(`(?:${ART})?(${NEXT})\\s+`, 'next '),
  rule(`(?:${ART})?(${LAST})\\s+`, 'last '),
  rule(`(?:quest[oaie]\\s*|quest')`, 'this '),
  rule(`fine\\s*settimana|week-?end|we(?=\\s+del)`, 'weekend'),
  rule(`(?:fino\\s+)?(?:a|al|alla)\\s+fine\\s+(?:del|della|dell')\\s*(${UNIT})`, (m) => `by the end of the ${unit(m[1]!)}`),
  rule(`(?:entro\\s+)(?:la\\s+)?fine\\s+(?:del|della|dell')\\s*(${UNIT})`, (m) => `by the end of the ${unit(m[1]!)}`),
  rule(`(?:la\\s+)?fine\\s+(?:del|della|dell')\\s*(${UNIT}|${MONTH})`, (m) => `the end of ${UNITS[m[1]!] ? `the ${unit(m[1]!)}` : MONTH_WORDS[m[1]!]}`),
  rule(`(?:l'\\s*)?inizio\\s+(?:del|della|dell')\\s*(${UNIT}|${MONTH})`, (m) => `the beginning of ${UNITS[m[1]!] ? `the ${unit(m[1]!)}` : MONTH_WORDS[m[1]!]}`),
  rule(`(?:del\\s+)?mese\\s+di\\s+(?=${MONTH})`, 'of '),
  // Bounds and ranges: "dalle 9 alle 11", "dal 13 al 15 luglio", "tra il 13 e il 15", "entro le 14", "dopo le 14".
  // "dal 3 al 5" are days, "dalle 3 alle 5" hours (the article says which).
  rule(`(?:dal|dall')\\s*(\\d{1,2})\\s+(?:al|all')\\s*(\\d{1,2})(?!\\s*(?:[:.]\\d|${MONTH}|${SHORT}|${UNIT}|\\d)(?![\\p{L}]))`, (m) =>
    `from the ${englishOrdinal(Number(m[1]))} to the ${englishOrdinal(Number(m[2]))}`),
  // From a day on: "da giovedì", "a partire da domani".
  rule(`(?:a\\s+partire\\s+)?da(?=\\s+(?:${DAY_WORD}|${MONTH}|dopo\\s*domani)(?![\\p{L}])(?!\\s+(?:a|ad|al|alle|alla|all'|fino)(?![\\p{L}])))`, 'since'),
  rule(`(?<=(?<![\\p{L}])(?:dal|dalla|dalle|dall'|da)\\s*\\S+(?:\\s+\\S+){0,2}\\s+)all'\\s*(?:una|1)(?![\\p{L}\\d])`, 'to 1'),
  rule(`(?<=(?<![\\p{L}])(?:dal|dalla|dalle|dall'|da)\\s*\\S+(?:\\s+\\S+){0,2}\\s+)(?:fino\\s+(?:alle|alla|al|all'|a)|al|alla|alle|all'|ad|a)(?=\\s|\\d)`, 'to'),
  rule(`(?:dal|dalla|dalle|dall'|da)(?=\\s*\\d|\\s+(?:mezzogiorno|mezzanotte)|\\s+(?:${MONTH}))`, 'from'),
  rule(`(?:tra|fra)(?:\\s+(?:il|le|l'|la))?\\s*(?=\\d|mezzogiorno|mezzanotte)`, 'between '),
  rule(`e\\s+(?:il|le|l'|la)\\s*(?=\\d|mezzogiorno|mezzanotte)`, 'and '),
  rule(`entro\\s+(?=(?:\\d+|un|una|un')\\s*(?:${UNIT})(?![\\p{L}]))`, 'within '),
  rule(`(?:entro\\s+(?:la\\s+)?|(?:fino\\s+)?a\\s+)fine\\s+(?:della\\s+)?giornata`, 'by the end of the day'),
  rule(`(?:la\\s+)?fine\\s+(?:della\\s+)?giornata`, 'the end of the day'),
  rule(`entro\\s+(?:il\\s+)?(\\d{1,2})(?!\\s*(?:[:./-]\\d|${MONTH}|${SHORT}|${UNIT}|\\d)(?![\\p{L}]))`, (m) => `by the ${englishOrdinal(Number(m[1]))}`),
  rule(`entro(?:\\s+(?:il|le|l'|la|i))?\\s*`, 'by '),
  rule(`fino\\s+(?:a|al|alle|alla|all')\\s*`, 'until '),
  rule(`primadi\\s+(?:delle|della|dello|dell'|degli|dei|del|di|che)\\s*`, 'before '),
  rule(`dopo\\s+(?:le|il|la|l'|i)\\s*`, 'after '),
  rule(`(?:verso|circa|intorno\\s+a(?:lle)?)\\s+(?:le\\s+)?`, 'around '),
  // Days of the month and hours after their article: "il 15", "l'8 marzo", "alle 18", "all'una", "le 3", "per le 15".
  rule(`(?:il|lo|l')\\s*(\\d{1,2})(?!\\s*(?:[:./-]\\d|${MONTH}|${SHORT}|${UNIT}|\\d)(?![\\p{L}]))`, (m) => `on the ${englishOrdinal(Number(m[1]))}`),
  rule(`(?:il|lo|l')\\s*(?=\\d{1,2}[\\s/.-])`, 'on '),
  rule(`(?:alle\\s+ore|alle|all'|ore|per\\s+le)\\s*(?=\\d{1,2}(?!\\s*(?:${UNIT})(?![\\p{L}])))`, 'at '),
  // A bare article before a number is an hour only where an hour is said ("le 3 e mezza", "le 8 di sera", "a 5."), not
  // "le 3 cose".
  rule(`(?:le|a)\\s+(?=\\d{1,2}(?:[:.]\\d|(?!\\d)\\s*(?:$|[,;?!]|\\.(?!\\d)|e\\s|emezza|meno\\s|d[ie]\\s|del\\s|della\\s|in\\s+punto|am|pm|ore(?![\\p{L}])|${ZONE})))`, 'at '),
  rule(`all'\\s*una|l'\\s*una`, 'at 1'),
  rule(`(?:a|al)\\s+(?=mezzogiorno|mezzanotte)`, 'at '),
  rule(`(?:di|del|della|dell')\\s*(?=\\d)`, 'of '),
  rule(`(${UNIT})\\s+(?:dopo|più\\s+tardi)(?![\\p{L}])`, (m) => `${unit(m[1]!)} later`),
  // Decades and the hour exactly: "gli anni 80", "anni ottanta", "alle 16 in punto", "mezzanotte in punto".
  rule(`(?:gli\\s+)?anni\\s+'?([1-9]0)(?!\\d)`, (m) => `the ${m[1]}s`),
  rule(`(\\d{1,2})\\s+in\\s+punto`, (m) => `${m[1]} o'clock`),
  rule(`(mezzogiorno|mezzanotte)\\s+in\\s+punto`, (m) => (m[1] === 'mezzogiorno' ? 'noon' : 'midnight')),
  // Holidays and their names.
  rule(`(?:(?:il|la)\\s+)?(?:notte\\s+di\\s+)?(?:vigilia\\s+di\\s+capodanno|san\\s+silvestro)`, "new year's eve"),
  rule(`(?:(?:il|la|alla)\\s+)?vigilia(?:\\s+di\\s+natale)?`, 'christmas eve'),
  rule(`(?:il\\s+)?(?:giorno\\s+di\\s+)?natale`, 'christmas'),
  rule(`(?:il\\s+)?(?:primo|1st)\\s+dell'\\s*anno|capodanno`, "new year's day"),
  rule(`(?:la\\s+)?festa\\s+del\\s+pap[aà]|(?:la\\s+)?festa\\s+di\\s+san\\s+giuseppe|san\\s+giuseppe`, 'march 19'),
  rule(`(?:la\\s+)?festa\\s+(?:dei|del)\\s+lavor(?:atori|o)|giorno\\s+dei\\s+lavoratori`, 'may 1'),
  rule(`(?:la\\s+)?festa\\s+della\\s+repubblica`, 'june 2'),
  rule(`(?:la\\s+)?festa\\s+della\\s+liberazione`, 'april 25'),
  rule(`(?:(?:la|l')\\s*)?(?:assunzione|ferragosto)`, 'august 15'),
  rule(`(?:la\\s+)?festa\\s+di\\s+tutti\\s+i\\s+santi|(?:la\\s+)?festa\\s+dei\\s+santi|ognissanti|tutti\\s+i\\s+santi`, 'november 1'),
  rule(`(?:il\\s+)?giorno\\s+dei\\s+morti|(?:la\\s+)?commemorazione\\s+dei\\s+defunti`, 'november 2'),
  rule(`(?:(?:all'|l')\\s*)?immacolata(?:\\s+concezione)?`, 'december 8'),
  rule(`(?:il\\s+giorno\\s+di\\s+)?santo\\s+stefano`, 'december 26'),
  rule(`(?:(?:l'|all')\\s*)?epifania|befana`, 'january 6'),
  rule(`san\\s+valentino`, "valentine's day"),
  rule(`(?:il\\s+)?luned[iì]\\s+dell'\\s*angelo|pasquetta`, 'easter monday'),
  rule(`venerd[iì]\\s+santo`, 'good friday'),
  rule(`(?:la\\s+)?festa\\s+della\\s+mamma`, "mother's day"),
  rule(`(?:del|della|dell')\\s*(?=(?:${MONTH})(?![\\p{L}]))`, 'of '),
  // Elided articles: "l'anno scorso", "dell'anno", "quest'anno", "nell'ultima ora".
  rule(`(?:l|dell|nell|all|dall|sull)'\\s*`, (m) => ({ l: 'the ', dell: 'of the ', nell: 'in the ', all: 'at the ', dall: 'from the ', sull: 'on the ' })[m[0].split("'")[0]!]!),
  // An ordinal that is not a date's ("la seconda volta", "a segunda vez") is no date.
  rule(`\\d+(?:st|nd|rd|th)(?!\\s+(?:(?:di|del|della|dell'|of)\\s+)?(?:${UNIT}|${MONTH}|${SHORT}|${WEEKDAY}|${WEEKDAY_SHORT})(?![\\p{L}]))`, 'nth'),
];

const WORDS = new Map<string, string>([
  ...Object.entries(MONTH_WORDS), ...Object.entries(WEEKDAY_WORDS), ...Object.entries(UNITS), ...Object.entries(SEASONS),
  ['oggi', 'today'], ['domani', 'tomorrow'], ['ieri', 'yesterday'], ['adesso', 'now'],
  ['mezzogiorno', 'noon'], ['mezzanotte', 'midnight'], ['mattina', 'morning'], ['mattino', 'morning'], ['pomeriggio', 'afternoon'],
  ['sera', 'evening'], ['notte', 'night'],
  ['alle', 'at'], ['ore', 'hours'], ['il', 'the'], ['la', 'the'], ['i', 'the'], ['gli', 'the'], ['le', 'the'], ['lo', 'the'],
  ['di', 'of'], ['del', 'of the'], ['della', 'of the'], ['in', 'in'], ['nel', 'in the'], ['nella', 'in the'], ['e', 'and'],
  ['o', 'or'], ['dopo', 'after'], ['prima', 'before'], ['da', 'from'], ['dal', 'from the'], ['dalle', 'from'], ['per', 'for'],
  ['un', 'a'], ['una', 'a'], ['uno', 'a'], ['unquarto', 'a quarter'], ['trequarti', 'three quarters'], ['emezza', 'and a half'],
  ['persone', 'people'], ['persona', 'person'],
  ['pasqua', 'easter'], ['pentecoste', 'pentecost'], ['halloween', 'halloween'], ['quaresima', 'lent'],
  // Words that mean a date in English but not in Italian: never read as one.
  ['mar', ' '], ['sun', ' '], ['may', ' '], ['sat', ' '], ['second', ' '],
]);

/** Italian glossary. */
export const GLOSSARY_IT: Glossary = { early: EARLY, rules: RULES, words: WORDS, numerals: 'it', chrono: false, notDates: GREETING };
