import { ENGLISH_MONTHS as MONTHS, englishOrdinal, monthNameDates, type Glossary, type GlossRule } from './datetime-gloss.js';

/** Portuguese date words in English, for the English grammar (datetime-gloss.ts). */

const MONTH_WORDS: Record<string, string> = {
  janeiro: 'january', fevereiro: 'february', março: 'march', marco: 'march', abril: 'april', maio: 'may', junho: 'june',
  julho: 'july', agosto: 'august', setembro: 'september', outubro: 'october', novembro: 'november', dezembro: 'december',
};
/** Shortened months, read only beside a number ("21 de dez.", "jan 2013"): "mar", "set" and "out" are also words. */
const MONTH_SHORT: Record<string, string> = {
  jan: 'january', fev: 'february', mar: 'march', abr: 'april', mai: 'may', jun: 'june', jul: 'july', ago: 'august',
  set: 'september', out: 'october', nov: 'november', dez: 'december',
};
/** Weekdays; the early pass writes "segunda-feira" or a lone "quarta" as one word ("quartafeira"). */
const WEEKDAY_WORDS: Record<string, string> = {
  segundafeira: 'monday', terçafeira: 'tuesday', tercafeira: 'tuesday', quartafeira: 'wednesday', quintafeira: 'thursday',
  sextafeira: 'friday', sábado: 'saturday', sabado: 'saturday', domingo: 'sunday',
};
const WEEKDAY_ABBREVIATIONS: Record<string, string> = {
  seg: 'monday', ter: 'tuesday', qua: 'wednesday', qui: 'thursday', sex: 'friday', sab: 'saturday', sáb: 'saturday', dom: 'sunday',
};
/** "2ª" is Monday ("segunda-feira") ... "6ª" Friday. */
const WEEKDAY_OF_DIGIT = ['segunda', 'terça', 'quarta', 'quinta', 'sexta'];
const WEEKDAY_SHORT = Object.keys(WEEKDAY_ABBREVIATIONS).join('|');
const MONTH = Object.keys(MONTH_WORDS).join('|');
const SHORT = Object.keys(MONTH_SHORT).join('|');
const WEEKDAY = Object.keys(WEEKDAY_WORDS).join('|');
/** A unit's Portuguese forms and its English. */
const UNITS: Record<string, string> = {
  segundounit: 'second', segundosunit: 'seconds', minuto: 'minute', minutos: 'minutes', hora: 'hour', horas: 'hours', dia: 'day',
  dias: 'days', semana: 'week', semanas: 'weeks', mês: 'month', mes: 'month', meses: 'months', ano: 'year', anos: 'years',
  trimestre: 'quarter', trimestres: 'quarters',
};
const UNIT = Object.keys(UNITS).sort((a, b) => b.length - a.length).join('|');
const PART_OF_DAY: Record<string, string> = { manhã: 'morning', manha: 'morning', tarde: 'afternoon', noite: 'evening', madrugada: 'night' };
const POD = Object.keys(PART_OF_DAY).join('|');
const SEASONS: Record<string, string> = { primavera: 'spring', verão: 'summer', verao: 'summer', outono: 'autumn', inverno: 'winter' };
const SEASON = Object.keys(SEASONS).join('|');
const NEXT = 'próxim[oa]s?|proxim[oa]s?|seguintes?';
const LAST = 'passad[oa]s?|anterior(?:es)?|últim[oa]s?|ultim[oa]s?';
const ZONE = '(?:cet|cest|utc|gmt|brt|wet|west)(?![\\p{L}])';
const DAY_WORD = `hoje|amanhã|amanha|ontem|${WEEKDAY}`;

const GREETING = /bo[ma]\s+(?:dia|tarde|noite|madrugada)(?![\p{L}])/giu;

const rule = (pattern: string, replace: GlossRule[1]): GlossRule => [new RegExp(pattern, 'uy'), replace];
const unit = (w: string) => UNITS[w] ?? w;
const dayWord = (w: string) => ({ hoje: 'today', amanhã: 'tomorrow', amanha: 'tomorrow', ontem: 'yesterday' } as Record<string, string>)[w] ?? WEEKDAY_WORDS[w]!;
/** Dates with a month's name or short form, or the year first, and a day-first date's reading (datetime-gloss.ts). */
const { monthDay, rules: MONTH_NAME_DATES } = monthNameDates(MONTH_WORDS, MONTH_SHORT, MONTH, SHORT);
const hhmm = (h: string, m: string) => `${Number(h)}:${m.padStart(2, '0')}`;
const partOfDay = (p: string) => (p === 'madrugada' ? 'at night' : `in the ${PART_OF_DAY[p]}`);

/** Before the numerals: "quarta-feira" and a lone "quarta" are Wednesday (not the fourth), "e meia" half past (not 3.5). */
const EARLY: GlossRule[] = [
  // "1.3.2013" is a date (the numerals would read 132013).
  rule(`(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4}|\\d{2})(?![\\d.])`, (m) => `${m[1]}/${m[2]}/${m[3]}`),
  rule(`(segunda|terça|terca|quarta|quinta|sexta)[-\\s]feiras?`, (m) => `${m[1]}feira`),
  rule(`(terça|terca)(?![\\p{L}])`, (m) => `${m[1]}feira`),
  // A lone "segunda", "quarta", "quinta", "sexta" is the weekday where a day is said: after "na", "até", "próxima",
  // "de"... or before a part of the day, "que vem", "às", a date or the end ("segunda de manhã", "na quarta"), not
  // "segunda opção", "quinta avenida", "a segunda vez".
  rule(`(?<=(?<![\\p{L}])(?:na|numa|até|ate|desde|de|próxima|proxima|última|ultima|esta|nesta|essa|nessa|toda|cada|e|ou)\\s+|,\\s*)(segunda|quarta|quinta|sexta)(?![\\p{L}])(?!\\s+(?:${UNIT}|vez|vezes|mão|parte|classe|série|opção|edição)(?![\\p{L}]))`,
    (m) => `${m[1]}feira`),
  rule(`(?<!(?:d[eé]cim|vig[eé]sim|trig[eé]sim|quadrag[eé]sim|quinquag[eé]sim|sexag[eé]sim|se(?:p?t)uag[eé]sim|octog[eé]sim|nonag[eé]sim|cent[eé]sim)[oa]s?\\s+)(segunda|quarta|quinta|sexta)(?=\\s*(?:$|[,.;?!]|(?:de|pela|à|a|na)\\s+(?:manhã|manha|tarde|noite|madrugada)|que\\s+vem|passada|agora|às|as\\s+\\d|dia\\s+\\d|\\d|da\\s+semana|desta|dessa|e\\s|ou\\s))`,
    (m) => `${m[1]}feira`),
  // "2ª", "6a" (feira) are weekdays: "6a" is Friday; with "feira", or where a day is said (after "na", "até", "de",
  // "ou", a comma, as the lone weekdays above), not before a noun ("a 2ª vez", "5ª série"). Alone, an ordinal.
  rule(`([2-6])[aª][-\\s]feira(?![\\p{L}])`, (m) => `${WEEKDAY_OF_DIGIT[Number(m[1]) - 2]}feira`),
  rule(`(?<=(?<![\\p{L}])(?:na|nas|numa|até|ate|desde|de|da|à|a|próxima|proxima|última|ultima|esta|nesta|essa|nessa|toda|cada|e|ou)\\s+|,\\s*)([2-6])[aª](?![\\p{L}\\d])(?!\\s+(?:${UNIT}|vez|vezes|parte|classe|série|serie|opção|edição|edicao|geração|fase|etapa|colocada|posição|rodada|via)(?![\\p{L}]))`,
    (m) => `${WEEKDAY_OF_DIGIT[Number(m[1]) - 2]}feira`),
  // Any other "2a" is a feminine ordinal ("a 2a vez"), never the English "2a" (2 a.m.): written with its mark.
  rule(`(?<![\\p{L}\\d])(\\d{1,3})a(?![\\p{L}\\d])`, (m) => `${m[1]}ª`),
  // "dez" after a day is December ("21 de dez."), not ten.
  rule(`(\\d{1,2}\\s+(?:de\\s+)?)dez\\.?(?![\\p{L}])`, (m) => `${m[1]}dezembro`),
  rule(`meio[-\\s]?dia`, 'meiodia'),
  rule(`meia[-\\s]?noite`, 'meianoite'),
  rule(`e\\s+meia(?![\\p{L}])`, 'emeia'),
  // "15.30" is a time (the numerals would read 15.3); "segundos" are seconds, not the second ones.
  rule(`(\\d{1,2})\\.([0-5]\\d)(?![\\d.,])(?!\\s*(?:€|r\\$|%|euros?|reais|real|d[oó]lar(?:es)?|kg|km|m|cm)(?![\\p{L}]))`, (m) => `${m[1]}:${m[2]}`),
  rule(`segundos(?![\\p{L}])`, 'segundosunit'),
  rule(`(?<=(?:um|1|cada)\\s+)segundo(?![\\p{L}])`, 'segundounit'),
];

const RULES: GlossRule[] = [
  // A greeting is no date: "buona sera", "bom dia".
  [new RegExp(GREETING.source, 'uy'), 'hello'],
  ...MONTH_NAME_DATES,
  // A day and its month: "5 de maio", "1st de março de 2014", "21 de dez.", "13 julho".
  // "1o de março": the ordinal's mark written as the letter o.
  rule(`(\\d{1,2})(?:st|nd|rd|th|o|º)?\\s+(?:de\\s+)?(${MONTH}|(?:${SHORT})(?:\\.|(?![\\p{L}])))(?:\\s+(?:de\\s+)?(\\d{4}|\\d{2}(?![\\d:.h])))?`, (m) => {
    const month = MONTH_WORDS[m[2]!] ?? MONTH_SHORT[m[2]!.replace('.', '')]!;
    return monthDay(m[1]!, String(MONTHS.indexOf(month) + 1), m[3]) ?? m[0];
  }),
  rule(`(?:(?:desde|de|do|a\\s+partir\\s+d[eo])\\s+)?(\\d{1,2})\\s+(?:a|ao|até)\\s+(?=\\d{1,2}\\s+(?:de\\s+)?(?:${MONTH}|${SHORT})(?![\\p{L}]))`, (m) => `from ${m[1]} to `),
  rule(`(\\d{1,2})\\s+de\\s+(\\d{1,2})\\s+de\\s+(\\d{4})(?!\\d)`, (m) => monthDay(m[1]!, m[2]!, m[3]) ?? m[0]),
  rule(`um\\s+de\\s+(${MONTH})`, (m) => `1 ${MONTH_WORDS[m[1]!]}`),
  rule(`(${SHORT})\\.?\\s+(?=\\d{4})`, (m) => `${MONTH_SHORT[m[1]!]} `),
  rule(`(${MONTH})\\s+(?:de\\s+)?(?=\\d{4})`, (m) => `${MONTH_WORDS[m[1]!]} `),
  // Weekdays shortened, with their point: "sáb.", "seg.", "qua."
  rule(`(seg|ter|qua|qui|sex|s[aá]b|dom)\\.`, (m) => WEEKDAY_ABBREVIATIONS[m[1]!]!),
  rule(`1º|1ª`, '1st'),
  // A shortened weekday said alone, as an answer: "qua", "dom" ("ter" alone is a verb).
  rule(`(?<![\\s\\S])(seg|qua|qui|sex|s[aá]b|dom)\\.?(?=\\s*[.!?]?\\s*$)`, (m) => WEEKDAY_ABBREVIATIONS[m[1]!]!),
  // Weekdays shortened in a list of weekdays: "terça, qua, qui ou sexta", "dom, amanhã" ("dom" alone is a gift).
  rule(`(seg|ter|qua|qui|sex|s[aá]b|dom)(?=\\s*(?:,|e|ou)\\s*(?:${WEEKDAY_SHORT}|${WEEKDAY}|${DAY_WORD})(?![\\p{L}]))|(?<=(?:${WEEKDAY_SHORT}|${WEEKDAY})\\.?\\s*(?:,|e|ou)?\\s*)(seg|ter|qua|qui|sex|s[aá]b|dom)(?![\\p{L}])`,
    (m) => WEEKDAY_ABBREVIATIONS[m[1] ?? m[2]!]!),
  // A day of the month: "no dia 17", "dia 15 às 18", "esse dia 20".
  rule(`(a\\s+partir|desde|at[ée]h?)\\s+(?:d?[oa]\\s+)?dia\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d:h]|\\.\\d)`, (m) => `${m[1]!.startsWith('at') ? 'until' : 'since'} the ${englishOrdinal(Number(m[2]))}`),
  rule(`(?<=(?:${WEEKDAY})\\s*,?\\s+)dia\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d:h]|\\.\\d)`, (m) => `the ${englishOrdinal(Number(m[1]))}`),
  rule(`(?:(?:n?ess[ea]|n?est[ea]|no|do|o)\\s+)?dia\\s+(\\d{1,2})(?:st|nd|rd|th)?(?!\\s*(?:[:.h/-]\\d|(?:de\\s+)?(?:${MONTH})|${MONTH}|${SHORT}|${UNIT}|\\d)(?![\\p{L}]))`, (m) => `on the ${englishOrdinal(Number(m[1]))}`),
  rule(`(?:(?:no|o)\\s+)?dia\\s+(?=\\d{1,2}\\s+(?:de\\s+)?(?:${MONTH}))`, 'on '),
  // Times: "15h", "15hs", "19h30", "15.30", the written 24-hour clock "3:18".
  rule(`(\\d{1,2})\\s?h(?:s|rs?)?(?:\\s?([0-5]\\d))?(?![\\p{L}])`, (m) => (m[2] ? `${m[1]!.padStart(2, '0')}:${m[2]}` : `${m[1]} o'clock`)),
  rule(`(?<=(?:às|as)\\s+)(\\d{1,2})\\s+horas?(?![\\p{L}])`, (m) => `${m[1]} o'clock`),
  rule(`(?<=(?:s[ãa]o|[ée])\\s+)(\\d{1,2})\\s+horas?(?![\\p{L}])`, (m) => `${m[1]} o'clock`),
  rule(`(\\d{1,2})\\s+horas?\\s+(am|pm)(?![\\p{L}])`, (m) => `${m[1]} ${m[2]}`),
  rule(`uma\\s+e\\s+([0-5]?\\d)(?![\\d:.])(?!\\s*(?:${UNIT})(?![\\p{L}]))`, (m) => hhmm('1', m[1]!)),
  rule(`(?:à|a|às|as)\\s+uma(?![\\p{L}])`, 'at 1'),
  rule(`(\\d{1,2})\\s*(am|pm)\\s+emeia`, (m) => `${hhmm(m[1]!, '30')} ${m[2]}`),
  rule(`(\\d{1,2})\\s+horas?\\s+(?=(?:da|de|pela)\\s+(?:${POD}))`, (m) => `${m[1]} o'clock `),
  rule(`(\\d):(\\d{2})(?!\\s*(?:da|de|pela|à|a)\\s+(?:${POD}))`, (m) => `0${m[1]}:${m[2]}`),
  rule(`(\\d{1,2}|meiodia|meianoite)\\s+emeia`, (m) => hhmm(m[1] === 'meiodia' ? '12' : m[1] === 'meianoite' ? '0' : m[1]!, '30')),
  rule(`(\\d{1,2})\\s+e\\s+(?:um\\s+)?quarto`, (m) => hhmm(m[1]!, '15')),
  rule(`meiodia\\s+e\\s+([0-5]?\\d)(?:\\s+minutos)?`, (m) => hhmm('12', m[1]!)),
  rule(`(?<!(?:entre|de|do|desde)\\s+)(\\d{1,2})\\s+e\\s+([0-5]?\\d)(?:\\s+minutos)?(?!\\s*(?:[:.]|de\\s|${MONTH}|${SHORT}|${UNIT})(?![\\p{L}]))`, (m) =>
    Number(m[1]) <= 24 ? hhmm(m[1]!, m[2]!) : m[0]),
  rule(`(?:um\\s+)?quarto\\s+para\\s+(?:[ao]s?\\s+)?(\\d{1,2}|meiodia|meianoite)`, (m) => `quarter to ${m[1] === 'meiodia' ? 'noon' : m[1] === 'meianoite' ? 'midnight' : m[1]}`),
  rule(`(\\d{1,2})\\s+(?:minutos\\s+)?para\\s+(?:[ao]s?\\s+)?(\\d{1,2}|meiodia|meianoite)(?!\\s*(?:${UNIT})(?![\\p{L}]))`, (m) => `${m[1]} to ${m[2] === 'meiodia' ? 'noon' : m[2] === 'meianoite' ? 'midnight' : m[2]}`),
  // Parts of a day: "às 3 da tarde", "pela manhã", "ontem à noite", "segunda de manhã", "hoje à noite", "essa noite".
  rule(`(${DAY_WORD})\\s+(?:à|a|de|pela|na|da)\\s+(${POD})`, (m) => `${dayWord(m[1]!)} ${m[2] === 'madrugada' ? 'night' : PART_OF_DAY[m[2]!]}`),
  rule(`(?:(?:à|a|na|pela|de|da|do)\\s+)?(${POD})\\s+(?:de|do|da)\\s+(${DAY_WORD})`, (m) => `${dayWord(m[2]!)} ${m[1] === 'madrugada' ? 'night' : PART_OF_DAY[m[1]!]}`),
  rule(`(?:(?:à|na|pela|de|da)\\s+)(${POD})`, (m) => partOfDay(m[1]!)),
  rule(`(?:n?ess[ea]|n?est[ea])\\s+(${POD})`, (m) => (m[1] === 'noite' || m[1] === 'madrugada' ? 'tonight' : `this ${PART_OF_DAY[m[1]!]}`)),
  // A weekday of a week: "quarta da semana que vem", "domingo da semana passada", "segunda desta semana".
  rule(`(${WEEKDAY})\\s+(?:da|desta|dessa|nesta|nessa|de)\\s+(?=(?:semana|${NEXT}|${LAST}|próxima|proxima))`, (m) => `${WEEKDAY_WORDS[m[1]!]} of `),
  rule(`(${WEEKDAY})\\s+(?:desta|dessa|nesta|nessa)\\s+semana`, (m) => `${WEEKDAY_WORDS[m[1]!]} of this week`),
  // Days: "depois de amanhã", "antes de ontem", "anteontem".
  rule(`depois\\s+de\\s+amanh[ãa]`, 'the day after tomorrow'),
  rule(`antes\\s+de\\s+ontem|anteontem`, 'the day before yesterday'),
  rule(`(?:n?ess[ea]|n?est[ea])\\s+(?:momento|instante)|agora\\s+mesmo|imediatamente`, 'now'),
  // Lengths: "em 2 minutos" (in), "faz 3 semanas" and "há 2 dias" (ago), "dentro de uma hora", "meia hora".
  rule(`(?:daqui\\s+a|dentro\\s+de|em)\\s+(?=(?:\\d+(?:[.,]\\d+)?|um|uma|meia|alguns|algumas|poucos|poucas)\\s+(?:${UNIT})(?![\\p{L}]))`, 'in '),
  rule(`(?:faz|fazem|há|ha)\\s+(\\d+|um|uma)\\s+(${UNIT})`, (m) => `${/^\d/.test(m[1]!) ? m[1] : 'a'} ${unit(m[2]!)} ago`),
  rule(`(${UNIT})\\s+atr[aá]s`, (m) => `${unit(m[1]!)} ago`),
  rule(`meia\\s+hora`, 'half an hour'),
  rule(`(?:o\\s+)?(?:último|ultimo)\\s+trimestre\\s+(?:de\\s+)?(?=\\d{4})`, 'the last quarter of '),
  rule(`(\\d+)\\s+(${UNIT})\\s+emeia`, (m) => `${m[1]}.5 ${unit(m[2]!)}`),
  rule(`alguns|algumas|uns\\s+poucos|umas\\s+poucas`, 'a couple of'),
  // Parts of a year: "o último mês de 2013" December 2013, "no 9o mês do próximo ano" the 9th month of next year.
  rule(`(?:n?[ao]\\s+)?(?:último|ultimo)\\s+m[eê]s\\s+(?:de\\s+)?(\\d{4})`, (m) => `december ${m[1]}`),
  rule(`(?:n?[ao]\\s+)?(\\d{1,2})[oºª]\\s+(m[eê]s|dia|semana|trimestre)\\s+d[oa]\\s+`, (m) => `the ${englishOrdinal(Number(m[1]))} ${unit(m[2]!)} of `),
  // Stretches: "próximos 3 dias", "últimos 2 meses", "3 próximas semanas", "2 meses anteriores", "3 semanas que vem".
  rule(`(?:(?:[ao]s?|n[ao]s?)\\s+)?(${NEXT})\\s+(\\d+)\\s+(${UNIT})`, (m) => `next ${m[2]} ${unit(m[3]!)}`),
  rule(`(?:(?:[ao]s?|n[ao]s?)\\s+)?(${LAST})\\s+(\\d+)\\s+(${UNIT})`, (m) => `last ${m[2]} ${unit(m[3]!)}`),
  rule(`(?:(?:[ao]s?|n[ao]s?)\\s+)?(\\d+)\\s+(${NEXT})\\s+(${UNIT})`, (m) => `next ${m[1]} ${unit(m[3]!)}`),
  rule(`(?:(?:[ao]s?|n[ao]s?)\\s+)?(\\d+)\\s+(${LAST})\\s+(${UNIT})`, (m) => `last ${m[1]} ${unit(m[3]!)}`),
  rule(`(?:(?:[ao]s?|n[ao]s?)\\s+)?(\\d+)\\s+(${UNIT})\\s+(${NEXT}|que\\s+vem)`, (m) => `next ${m[1]} ${unit(m[2]!)}`),
  rule(`(?:(?:[ao]s?|n[ao]s?)\\s+)?(\\d+)\\s+(${UNIT})\\s+(${LAST})`, (m) => `last ${m[1]} ${unit(m[2]!)}`),
  // A unit, weekday or season and its relative: "semana passada", "mês que vem", "quarta que vem", "trimestre atual".
  rule(`(?:(?:[ao]|n[ao])\\s+)?(${UNIT}|${WEEKDAY}|${SEASON}|f(?:im|inal)\\s+de\\s+semana)\\s+(${NEXT}|${LAST}|que\\s+vem|a(?:c)?tual)`, (m) => {
    const what = UNITS[m[1]!] ?? WEEKDAY_WORDS[m[1]!] ?? SEASONS[m[1]!] ?? 'weekend';
    return `${/^(?:pr|seg|que)/.test(m[2]!) ? 'next' : /^a/.test(m[2]!) && !m[2]!.startsWith('anterior') ? 'this' : 'last'} ${what}`;
  }),
  rule(`(?:(?:[ao]s?|n[ao]s?)\\s+)?(?:${NEXT})\\s+`, 'next '),
  rule(`(?:(?:[ao]s?|n[ao]s?)\\s+)?(?:${LAST})\\s+`, 'last '),
  rule(`(?:n?est[ea]s?|n?ess[ea]s?)\\s+`, 'this '),
  rule(`f(?:im|inal)\\s+de\\s+semana`, 'weekend'),
  rule(`(?:até\\s+(?:ao|o)\\s+)?fi(?:m|nal)\\s+d[oa]\\s+(${UNIT})`, (m) => `the end of the ${unit(m[1]!)}`),
  rule(`(?:in[ií]cio|come[çc]o)\\s+d[oa]\\s+(${UNIT})`, (m) => `the beginning of the ${unit(m[1]!)}`),
  // Bounds and ranges: "de 13 até 15 de julho", "a partir das 9", "entre 9 e 11", "depois das 15", "antes do meio dia".
  rule(`(?<=(?:${UNIT}|${MONTH}|${SHORT})\\.?\\s+)(?:de\\s+)?(\\d{4})(?!\\d)`, (m) => `of ${m[1]}`),
  rule(`(?<!(?:${UNIT}|${MONTH}|${SHORT})\\.?\\s+)(?:a\\s+partir\\s+d[eoa]s?|desde\\s+(?:[ao]s?\\s+)?|de|d[oa]s?)\\s*(?=\\S+(?:\\s+\\S+){0,4}\\s+(?:at[ée]h?|ao|às)\\s)`, 'from '),
  rule(`a\\s+partir\\s+d[eoa]s?|desde\\s+(?:[ao]s?\\s+)?`, 'since '),
  rule(`(?<=(?<![\\p{L}])(?:from|de|desde|d[oa]s?|partir\\s+d[eoa]s?|entre)\\s+\\S+(?:\\s+\\S+){0,4}\\s+)at[ée]h?\\s+(?:ao|à|às|as|o|a)\\s+|(?<=(?<![\\p{L}])(?:from|de|desde|d[oa]s?|partir\\s+d[eoa]s?)\\s+\\S+(?:\\s+\\S+){0,4}\\s+)at[ée]h?\\s+`, 'to '),
  // "até amanhã", "até o dia 30", "ate agosto": an upper bound.
  rule(`at[ée]h?\\s+(?:ao|à|às|as|o|a)\\s+|at[ée]h?\\s+(?=\\d|${DAY_WORD}|${MONTH}|dia|meiodia|meianoite|(?:o\\s+)?f(?:im|inal))`, 'until '),
  rule(`entre\\s+(?:[ao]s?\\s+)?`, 'between '),
  rule(`(?:a|ao|à)\\s+(?=(?:o\\s+)?\\d+(?:st|nd|rd|th)\\s+(?:${UNIT})(?![\\p{L}])|\\d{1,2}\\s+(?:de\\s+)?(?:${MONTH}|${SHORT})(?![\\p{L}]))`, 'to '),
  rule(`e\\s+(?:[ao]s?\\s+)(?=\\d)`, 'and '),
  rule(`(?:depois|após|apos)\\s+(?:d[ao]s?|[ao]s?)\\s*`, 'after '),
  rule(`(?:antes)\\s+(?:d[ao]s?|de)\\s*`, 'before '),
  rule(`n[ãa]o\\s+(?:mais|depois)\\s+(?:tarde\\s+)?(?:que|de|d[ao]s?)\\s+(?:[ao]s?\\s+)?`, 'no later than '),
  rule(`(?:por\\s+volta\\s+d[ao]s?|cerca\\s+d[ao]s?|perto\\s+d[ao]s?)\\s*`, 'around '),
  // Hours after their article: "às 18", "as seis", "à uma".
  rule(`(?:às|à)\\s+(?=\\d{1,2}\\s*h|\\d{1,2}(?!\\d|st|nd|rd|th|\\s*(?:${UNIT}|${MONTH})(?![\\p{L}]))|uma(?![\\p{L}])|meiodia|meianoite)`, 'at '),
  // A bare "as" or "a" before a number is an hour only where an hour is said ("as 3 da tarde", "a 1:30", "as 5."), not
  // "as 3 coisas".
  rule(`(?:as|a)\\s+(?=\\d{1,2}(?:[:.]\\d|\\s*h(?!oras?)|(?!\\d)\\s*(?:$|[,;?!]|\\.(?!\\d)|e\\s|emeia|d[aeo]\\s|pela\\s|em\\s+ponto|am|pm|horas?(?![\\p{L}])|${ZONE}))|uma(?![\\p{L}])|meiodia|meianoite)`, 'at '),
  rule(`(?:ao|à|às|a)\\s+(?=meiodia|meianoite)`, 'at '),
  // Decades and the hour exactly: "os anos 80", "anos oitenta", "às 4 em ponto", "meio-dia em ponto".
  rule(`(?:os\\s+)?anos\\s+'?([1-9]0)(?!\\d)`, (m) => `the ${m[1]}s`),
  rule(`(\\d{1,2})\\s+(?:horas?\\s+)?em\\s+ponto`, (m) => `${m[1]} o'clock`),
  rule(`(meiodia|meianoite)\\s+em\\s+ponto`, (m) => (m[1] === 'meiodia' ? 'noon' : 'midnight')),
  // Holidays and their names.
  rule(`v[ée]spera\\s+de\\s+ano\\s+novo|r[ée]veillon`, "new year's eve"),
  rule(`v[ée]spera\\s+de\\s+natal`, 'christmas eve'),
  rule(`(?:(?:o\\s+)?dia\\s+de\\s+)?ano\\s+novo`, "new year's day"),
  rule(`(?:o\\s+)?(?:dia\\s+de\\s+)?natal`, 'christmas'),
  rule(`sextafeira\\s+santa|sexta\\s+santa`, 'good friday'),
  rule(`(?:o\\s+)?dia\\s+d[oe]s?\\s+trabalh(?:o|ador|adores)`, 'may 1'),
  rule(`(?:o\\s+)?dia\\s+de\\s+todos\\s+os\\s+santos`, 'november 1'),
  rule(`(?:o\\s+)?dia\\s+de\\s+finados|finados`, 'november 2'),
  rule(`(?:o\\s+)?dia\\s+das\\s+m[ãa]es`, "mother's day"),
  rule(`(?:terçafeira\\s+de\\s+)?carnaval`, 'shrove tuesday'),
  rule(`quartafeira\\s+de\\s+cinzas`, 'ash wednesday'),
  // An ordinal that is not a date's ("la seconda volta", "a segunda vez") is no date.
  rule(`\\d+(?:st|nd|rd|th)(?!\\s+(?:(?:de|do|da|of)\\s+)?(?:${UNIT}|${MONTH}|${SHORT}|${WEEKDAY}|${WEEKDAY_SHORT}|segunda|terça|quarta|quinta|sexta)(?![\\p{L}]))`, 'nth'),
];

const WORDS = new Map<string, string>([
  ...Object.entries(MONTH_WORDS), ...Object.entries(WEEKDAY_WORDS), ...Object.entries(UNITS), ...Object.entries(SEASONS),
  ['hoje', 'today'], ['amanhã', 'tomorrow'], ['amanha', 'tomorrow'], ['ontem', 'yesterday'], ['agora', 'now'],
  ['meiodia', 'noon'], ['meianoite', 'midnight'], ['manhã', 'morning'], ['manha', 'morning'], ['noite', 'night'],
  ['de', 'of'], ['do', 'of the'], ['da', 'of the'], ['em', 'in'], ['no', 'on the'], ['na', 'on the'], ['o', 'the'], ['a', 'the'],
  ['os', 'the'], ['e', 'and'], ['ou', 'or'], ['depois', 'after'], ['antes', 'before'], ['para', 'for'], ['até', 'until'],
  ['um', 'a'], ['uma', 'a'], ['pessoas', 'people'], ['pessoa', 'person'],
  ['páscoa', 'easter'], ['pascoa', 'easter'], ['pentecostes', 'pentecost'], ['quaresma', 'lent'], ['halloween', 'halloween'],
  // Words that mean a date in English but not in Portuguese: never read as one.
  ['mar', ' '], ['bom', ' '], ['sun', ' '], ['may', ' '], ['sat', ' '], ['second', ' '], ['set', ' '], ['dom', ' '],
]);

/** Portuguese glossary (Brazil and Portugal: "terça-feira", "às 19h30", "próximo mês", "mês que vem"). */
export const GLOSSARY_PT: Glossary = { early: EARLY, rules: RULES, words: WORDS, numerals: 'pt', chrono: false, notDates: GREETING };
