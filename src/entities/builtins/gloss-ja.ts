import { ENGLISH_MONTHS as MONTHS, englishOrdinal, type Glossary, type GlossRule } from './datetime-gloss.js';

/**
 * Japanese date words in English, for the English grammar (datetime-gloss.ts). Japanese is written without spaces:
 * the rules are tried at every character; number words were made digits first ("三月" → "3月").
 */

const WEEKDAYS: Record<string, string> = { 月: 'monday', 火: 'tuesday', 水: 'wednesday', 木: 'thursday', 金: 'friday', 土: 'saturday', 日: 'sunday' };
const KANA_WEEKDAYS: Record<string, string> = {
  げつようび: 'monday', かようび: 'tuesday', すいようび: 'wednesday', もくようび: 'thursday', きんようび: 'friday', どようび: 'saturday', にちようび: 'sunday',
};
const UNITS: Record<string, string> = { 秒: 'seconds', 秒間: 'seconds', 分: 'minutes', 分間: 'minutes', 時間: 'hours', 日: 'days', 日間: 'days', 週: 'weeks', 週間: 'weeks', ヶ月: 'months', か月: 'months', カ月: 'months', ヵ月: 'months', ケ月: 'months', 年: 'years', 年間: 'years' };
const UNIT = Object.keys(UNITS).sort((a, b) => b.length - a.length).join('|');
const unitOf = (u: string, n: string) => (n === '1' ? UNITS[u]!.replace(/s$/, '') : UNITS[u]!);
const ERAS: Record<string, number> = { 令和: 2018, 平成: 1988, 昭和: 1925, 大正: 1911, 明治: 1867 };
const ERA = `(${Object.keys(ERAS).join('|')})`;
/** An era's year in the Gregorian calendar: its first year is said "元年" ("平成元年" is 1989). */
const eraYear = (era: string, n: string) => ERAS[era]! + (n === '元' ? 1 : Number(n));
const ERA_YEAR = '(元|\\d{1,2})';
const D = '(\\d{1,4})';

const PERIODS: Record<string, string> = { 今週: 'this week', 来週: 'next week', 先週: 'last week', 今月: 'this month', 来月: 'next month', 先月: 'last month', 今年: 'this year', 来年: 'next year', 去年: 'last year' };
const PLACES: Record<string, string> = {
  今日: 'today', 明日: 'tomorrow', 明後日: 'the day after tomorrow', 昨日: 'yesterday', 来週: 'next week', 今週: 'this week',
  来月: 'next month', 今月: 'this month', 来年: 'next year', 今年: 'this year',
};
const PLACE: Record<string, string> = { 今月: 'this', 来月: 'next', 先月: 'last' };
const rule = (pattern: string, replace: GlossRule[1]): GlossRule => [new RegExp(pattern, 'uy'), replace];
const month = (m: string) => MONTHS[Number(m) - 1] ?? null;
const YEARS: Record<string, string> = { 去年: 'last year', 昨年: 'last year', 来年: 'next year', 今年: 'this year' };
const KANA_MONTHS: Record<string, string> = {
  いちがつ: 'january', にがつ: 'february', さんがつ: 'march', しがつ: 'april', ごがつ: 'in may', ろくがつ: 'june', しちがつ: 'july',
  はちがつ: 'august', くがつ: 'september', じゅうがつ: 'october', じゅういちがつ: 'november', じゅうにがつ: 'december',
};
const KANA_MONTH = `(?:${Object.keys(KANA_MONTHS).sort((a, b) => b.length - a.length).join('|')})`;
const meridiem = (p: string | undefined) => (p === '午前' || p === '朝' ? ' am' : p === '午後' || p === '夜' || p === '晩' || p === '夕方' ? ' pm' : '');

/** What may start the end of a range after "から": a number, a date word, a weekday, an era. */
const DATE_AHEAD = '(?:\\d|[一二三四五六七八九十〇零]|明|今|来|去|昨|午|朝|夜|晩|夕|正|先|翌|次|真夜中|[月火水木金土日]曜|令和|平成|昭和|大正|明治)';

/**
 * A date or time pattern, and the same followed by a postposition that bounds it, put before as English says it:
 * "3時から5時まで" is "from 3 o'clock to 5 o'clock" ("まで" and "の間" then say nothing more), "2012年以降" "starting
 * the year 2012" (以降 and 以後 count the day or year named, as "starting" does), "2010年以前" "before the year 2010",
 * "7時までに" "by 7 o'clock", "2時30分前に" "before 2:30", "5時まで" "until 5 o'clock" (not the end of a range),
 * "2015年2月1日またはその前" "no later than February 1 2015"; "から" with no date after it is "starting".
 */
const ranged = (pattern: string, replace: (m: RegExpExecArray) => string): GlossRule[] => [
  // Two rules, not one per postposition: the fewer the rules, the cheaper the glossary's combined test at every
  // character. After "から" (the end of a range) "まで" is no bound of its own.
  rule(`(?<!から)${pattern}${BOUND}`, (m) => bounded(m, replace(m))),
  rule(`${pattern}${BOUND_IN_RANGE}`, (m) => bounded(m, replace(m))),
];
/** The postposition after a date, as the last group of its rule; the order is the order they are tried in. */
const BOUND_WORDS = ['から', '以降', '以後', '以来', 'よりも後', 'より後', `[~～〜](?!\\s*${DATE_AHEAD})`, 'よりも前', 'より前', '(?:(?:また|もしく)は|及び|および)その前',
  '(?:(?:また|もしく)は|及び|および)その後', '(?:以前|前に?)は?', 'の?後(?!半)', 'までには?'];
const BOUND = `((?:${BOUND_WORDS.join('|')}|まで(?!に)))?`;
const BOUND_IN_RANGE = `(${BOUND_WORDS.join('|')})?`;
const AHEAD = new RegExp(`^\\s*${DATE_AHEAD}`, 'u');
function bounded(m: RegExpExecArray, x: string): string {
  const word = m[m.length - 1];
  if (word === undefined) return x;
  // "から" before a date ends a range; with none after it, it says where an open one starts.
  // A time right after its day ("1月15日4時から"): the day said where the range starts (dayBeforeHour).
  const afterDay = /日\s*$/u.test(m.input.slice(0, m.index));
  if (word === 'から') return AHEAD.test(m.input.slice(m.index + m[0].length)) ? (afterDay ? `${x} to` : `from ${x} to`) : afterDay ? x : `starting ${x}`;
  if (word === 'まで' && afterDay && /から/.test(m.input.slice(0, m.index))) return x;
  if (/^(?:[~～〜]|以降|以後|以来|よりも?後)$/.test(word)) return `starting ${x}`;
  if (/^よりも?前$/.test(word)) return `before ${x}`;
  if (word.endsWith('その前')) return `no later than ${x}`;
  if (word.endsWith('その後')) return `no earlier than ${x}`;
  if (/^(?:以前|前に?)は?$/.test(word)) return `before ${x}`;
  if (/^の?後$/.test(word)) return `after ${x}`;
  if (word.startsWith('までに')) return `by ${x}`;
  return `until ${x}`;
}

/**
 * A day said with its hour and no の ("2027年1月15日午後4時", "1月15日4時から2月3日9時まで"): the day's English `x`
 * followed by "at", the hour's rule then reading the hour. Where the hour opens a range ("4時から" and a date after it)
 * the range starts before the day ("from january 15 at 4 o'clock to"); where another bound follows the hour
 * ("4時以降"), the hour says it ("january 15 starting 4 o'clock"). Read in the replacement, not in a rule of its own: a
 * rule with these lookaheads slows the glossary's combined test at every character by a quarter.
 */
const HOUR_AFTER = new RegExp(`^(?:午前|午後|朝|夜|晩|夕方)?\\d{1,2}時(?:\\d{1,2}分|半)?(${BOUND_WORDS.join('|')}|まで)?`, 'u');
function dayBeforeHour(m: RegExpExecArray, x: string): string {
  if (m[m.length - 1] !== undefined) return x;
  const after = m.input.slice(m.index + m[0].length);
  const hour = HOUR_AFTER.exec(after);
  if (hour === null) return x;
  if (hour[1] === 'から') return AHEAD.test(after.slice(hour[0].length)) ? `from ${x} at` : `starting ${x} at`;
  return hour[1] === undefined || (hour[1] === 'まで' && /から/.test(m.input.slice(0, m.index))) ? `${x} at` : x;
}

const RULES: GlossRule[] = [
  // A month said with its year's place or the month after it: "2020年6月から7月まで" from June to July 2020.
  rule(`(\\d{4})年${D}月(?:頭|初め)?(?:から|[~～〜]|以降)${D}月(?:末|いっぱい|にかけて)?(?:まで)?`, (m) => (month(m[2]!) && month(m[3]!) ? `from ${month(m[2]!)} ${m[1]} to ${month(m[3]!)} ${Number(m[3]) < Number(m[2]) ? Number(m[1]) + 1 : m[1]}` : m[0])),
  rule(`${D}月(?:頭|初め)?(?:から|以降)${D}月(?:末|いっぱい|にかけて)(?:まで)?`, (m) => (month(m[1]!) && month(m[2]!) ? `from ${month(m[1]!)} to ${month(m[2]!)}` : m[0])),
  rule(`(\\d{4})[/.](\\d{1,2})(?![/.\\d])`, (m) => (month(m[2]!) ? `${month(m[2]!)} ${m[1]}` : m[0])),
  rule(`(去年|昨年|来年|今年)の?${D}月${D}日`, (m) => (month(m[2]!) ? `${month(m[2]!)} ${Number(m[3])} ${YEARS[m[1]!]}` : m[0])),
  // "2016年12月の最後の週", "2015年の最初の週", "2018年の第3週"; "4月の最終月曜日", "来月の第1月曜日".
  rule(`(?:(\\d{4})年)?(?:${D}月)?の(最後|最初|第(\\d))の?週`, (m) => {
    if (m[1] === undefined && m[2] === undefined) return m[0];
    if (m[2] !== undefined && !month(m[2])) return m[0];
    const which = m[3] === '最後' ? 'last' : m[3] === '最初' ? 'first' : englishOrdinal(Number(m[4]));
    return `the ${which} week of ${[m[2] !== undefined ? month(m[2]) : null, m[1]].filter(Boolean).join(' ')}`;
  }),
  rule(`(?:${D}月|(今月|来月|先月))の(最終|最後の|第(\\d))([月火水木金土日])曜日?`, (m) => {
    const of = m[1] !== undefined ? month(m[1]) : ({ 今月: 'this month', 来月: 'next month', 先月: 'last month' } as Record<string, string>)[m[2]!];
    if (!of) return m[0];
    return `the ${m[4] !== undefined ? englishOrdinal(Number(m[4])) : 'last'} ${WEEKDAYS[m[5]!]} of ${of}`;
  }),
  // Dates: "2021年3月25日", "2021/03/25", "3月25日", "2021年3月", "令和2年", "25日".
  ...ranged(`${D}[/.]${D}[/.]${D}`, (m) => (month(m[2]!) ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : m[0])),
  // An era's year, and its month and day ("平成30年10月": October 2018).
  ...ranged(`${ERA}${ERA_YEAR}年${D}月${D}日`, (m) => (month(m[3]!) ? `${month(m[3]!)} ${Number(m[4])} ${eraYear(m[1]!, m[2]!)}` : m[0])),
  ...ranged(`${ERA}${ERA_YEAR}年${D}月`, (m) => (month(m[3]!) ? `${month(m[3]!)} ${eraYear(m[1]!, m[2]!)}` : m[0])),
  ...ranged(`${ERA}${ERA_YEAR}年`, (m) => `the year ${eraYear(m[1]!, m[2]!)}`),
  // A day said with its hour and no の ("1月15日4時から2月3日9時まで"): the day at that hour, the first opening a range
  // with から, the second closing it with まで; any other bound after the hour is left to the rules below.
  ...ranged(`${D}年\\s*${D}月${D}日`, (m) => (month(m[2]!) ? dayBeforeHour(m, `${month(m[2]!)} ${Number(m[3])} ${m[1]}`) : m[0])),
  ...ranged(`${D}年\\s*${D}月`, (m) => (month(m[2]!) ? `${month(m[2]!)} ${m[1]}` : m[0])),
  ...ranged(`${D}月${D}日`, (m) => (month(m[1]!) ? dayBeforeHour(m, `${month(m[1]!)} ${Number(m[2])}`) : m[0])),
  // "1990年代" the 1990s, "90年代" the 90s, "15世紀" the 15th century; a year alone is "the year 2008" (English reads
  // a bare number before other words as no date).
  rule(`(\\d{4}|\\d0)年代`, (m) => `the ${m[1]}s`),
  rule(`(\\d{1,2})世紀`, (m) => `the ${englishOrdinal(Number(m[1]))} century`),
  rule(`(?<=[~～〜]\\s*)(\\d{4})年(?!間|代)`, (m) => m[1]!),
  ...ranged(`(\\d{4})年(?!間|代)`, (m) => `the year ${m[1]}`),
  // "11月半ば" mid-November, "11月上旬" early, "11月下旬" late; "7月の最後の週" the last week of July.
  ...ranged(`${D}月(半ば|中旬|上旬|初旬|下旬)`, (m) => (month(m[1]!) ? `${m[2] === '上旬' || m[2] === '初旬' ? 'early' : m[2] === '下旬' ? 'late' : 'mid'} ${month(m[1]!)}` : m[0])),
  rule(`第${D}週`, (m) => `week ${m[1]}`),
  // "来月の4日から23日まで", "今月10日": days of a month named by its place.
  rule(`(今月|来月|先月)の?(\\d{1,2})日から(\\d{1,2})日`, (m) => `from the ${englishOrdinal(Number(m[2]))} to the ${englishOrdinal(Number(m[3]))} of ${PLACE[m[1]!]} month`),
  rule(`(今月|来月|先月)の?(\\d{1,2})日`, (m) => `the ${englishOrdinal(Number(m[2]))} of ${PLACE[m[1]!]} month`),
  rule(`一日の終わり|1日の終わり`, 'the end of the day'),
  // The end of a range: "3月から5月まで" (English reads "to may" as the month).
  rule(`(?<=から\\s*)${D}月(?!間)`, (m) => month(m[1]!) ?? m[0]),
  // A month of a year named by its place: "今年の8月から" starting August this year.
  ...ranged(`(今年|来年|去年|昨年)の${D}月(?!間)`, (m) => (month(m[2]!) ? `${month(m[2]!)} ${YEARS[m[1]!]}` : m[0])),
  // "来年の第1四半期": the first quarter of next year ("四" is "4" once numbers are digits).
  rule(`(今年|来年|去年|昨年)の第(\\d)[4四]半期`, (m) => `the ${englishOrdinal(Number(m[2]))} quarter of ${YEARS[m[1]!]}`),
  rule(`第(\\d)[4四]半期`, (m) => `the ${englishOrdinal(Number(m[1]))} quarter`),
  // "May" alone is read as the verb: "in may".
  ...ranged(`${D}月(?!間)`, (m) => (month(m[1]!) === 'may' ? 'in may' : month(m[1]!) ?? m[0])),
  ...ranged(KANA_MONTH, (m) => KANA_MONTHS[m[0]]!),
  // Lengths: "2時間後", "3日前", "2分で", "過去7日間", "今後3日間".
  rule(`${D}(${UNIT})(?:後|経ったら|経過後に?|過ぎに|過ぎたら|経ってから|経過したら|以内)`, (m) => `in ${m[1]} ${unitOf(m[2]!, m[1]!)}`),
  rule(`${D}(${UNIT})前`, (m) => `${m[1]} ${unitOf(m[2]!, m[1]!)} ago`),
  rule(`(?:過去|直近|最後|ここ|この|前の)の?${D}(${UNIT})`, (m) => `last ${m[1]} ${unitOf(m[2]!, m[1]!)}`),
  rule(`(?:今後|次の|これから|向こう)の?${D}(${UNIT})`, (m) => `next ${m[1]} ${unitOf(m[2]!, m[1]!)}`),
  rule(`(?:今後|次の|これから|向こう)の?${D}営業日`, (m) => `next ${m[1]} business days`),
  // "2分で出発します": in two minutes ("3日で" alone may be a day of the month, "2018年で" a year: not these).
  rule(`${D}(秒間?|分間?|時間|日間|週間|[ヶかカヵケ]月|年間)で`, (m) => `in ${m[1]} ${unitOf(m[2]!, m[1]!)}`),
  rule(`(\\d{1,2})年で`, (m) => `in ${m[1]} ${unitOf('年', m[1]!)}`),
  rule(`(\\d{1,2})日で`, (m) => `in ${m[1]} ${unitOf('日', m[1]!)}`),
  // "18日の週": the week of the 18th.
  rule(`(\\d{1,2})日の週`, (m) => `the week of the ${englishOrdinal(Number(m[1]))}`),
  rule(`(\\d{1,2})日から(?=\\s*\\d{1,2}日)`, (m) => `from the ${englishOrdinal(Number(m[1]))} to`),
  rule(`(?<=(?:から|[~～〜])\\s*)(\\d{1,2})日(?![間])`, (m) => `the ${englishOrdinal(Number(m[1]))}`),
  rule(`(\\d{1,2})日(?![間])`, (m) => `on the ${englishOrdinal(Number(m[1]))}`),
  // Times: "午後3時半", "午前10時15分", "15時", "3時半", "正午".
  ...ranged(`(午前|午後|朝|夜|晩|夕方)?(\\d{1,2})時(\\d{1,2})分(\\d{1,2})秒`, (m) => `${m[2]}:${m[3]!.padStart(2, '0')}:${m[4]!.padStart(2, '0')}${meridiem(m[1])}`),
  ...ranged(`(午前|午後|朝|夜|晩|夕方)?(\\d{1,2})時(\\d{1,2})分`, (m) => `${m[2]}:${m[3]!.padStart(2, '0')}${meridiem(m[1])}`),
  ...ranged(`(午前|午後|朝|夜|晩|夕方)?(\\d{1,2})時半`, (m) => `${m[2]}:30${meridiem(m[1])}`),
  ...ranged(`(午前|午後|朝|夜|晩|夕方)?(\\d{1,2})時(?!間)`, (m) => `${m[2]}${meridiem(m[1]) || " o'clock"}`),
  // "1月1日の10時": the day's time.
  // "2015年1月1日の2時以降": the bound is said with the time ("january 1 2015 starting 2 o'clock").
  rule(`の(?=(?:午前|午後|朝|夜|晩|夕方)?\\d{1,2}時(?:\\d{1,2}分|半)?(?:から|以降|以後|以来|よりも?[後前]|以前|前|の?後(?!半)|まで))`, ''),
  rule(`の(?=(?:午前|午後|朝|夜|晩|夕方)?\\d{1,2}時)`, 'at'),
  rule(`正午|お昼`, 'noon'),
  rule(`真夜中|午前0時`, 'midnight'),
  // Days, weeks, months and years around now.
  // A day or period said by its place and "から" with no date after it: "明日から不在にします" starting tomorrow.
  rule(`(今日|明日|明後日|来週|今週|来月|今月|来年|今年)から(?!\\s*${DATE_AHEAD})`, (m) => `starting ${PLACES[m[1]!]}`),
  // "昨日の2日前": two days before yesterday.
  rule(`(昨日|明日|今日)の${D}(${UNIT})(前|後)`, (m) => `${m[2]} ${unitOf(m[3]!, m[2]!)} ${m[4] === '前' ? 'before' : 'after'} ${PLACES[m[1]!]}`),
  rule(`今日中`, 'by the end of today'),
  rule(`明日中`, 'by the end of tomorrow'),
  rule(`明後日|あさって`, 'the day after tomorrow'),
  rule(`一昨日|おととい`, 'the day before yesterday'),
  rule(`今日|きょう|本日`, 'today'),
  rule(`明日|あした|あす`, 'tomorrow'),
  rule(`昨日|きのう`, 'yesterday'),
  rule(`今晩|今夜|こんばん`, 'tonight'),
  rule(`昨晩|昨夜|ゆうべ`, 'last night'),
  rule(`今朝`, 'this morning'),
  rule(`明朝`, 'tomorrow morning'),
  rule(`(今週|来週|先週|前週|昨週)の?([月火水木金土日])曜日?`, (m) => `${WEEKDAYS[m[2]!]} ${m[1] === '今週' ? 'this' : m[1] === '来週' ? 'next' : 'last'} week`),
  // Ends and starts of periods: "今週末" this weekend, "年末" the end of the year, "明日中" by the end of tomorrow.
  rule(`(今年|来年|去年|昨年)の(前半|後半)`, (m) => `the ${m[2] === '前半' ? 'first' : 'second'} half of ${YEARS[m[1]!]}`),
  rule(`(今週|来週|先週|今月|来月|先月|今年|来年|去年)の(終わり|終り|初め|始め)`, (m) => `the ${m[2] === '初め' || m[2] === '始め' ? 'beginning' : 'end'} of ${PERIODS[m[1]!]}`),
  // "次の週" next week, "その年" that (this) year, "これから数週間" the next few weeks.
  rule(`次の(週|月|年)`, (m) => `next ${({ 週: 'week', 月: 'month', 年: 'year' } as Record<string, string>)[m[1]!]}`),
  rule(`その(週|月|年)(?![間末])`, (m) => `this ${({ 週: 'week', 月: 'month', 年: 'year' } as Record<string, string>)[m[1]!]}`),
  rule(`(?:これから|今後)の?数(週間|日間?|[ヶかカヵケ]月|年間?)`, (m) => `the next few ${m[1]!.startsWith('週') ? 'weeks' : m[1]!.startsWith('日') ? 'days' : m[1]!.startsWith('年') ? 'years' : 'months'}`),
  rule(`今週末`, 'this weekend'),
  rule(`来週末`, 'next weekend'),
  rule(`先週末`, 'last weekend'),
  rule(`週末`, 'the weekend'),
  rule(`今年末|年末`, 'the end of the year'),
  rule(`今月末|月末`, 'the end of the month'),
  rule(`年初来`, 'the beginning of the year to today'),
  rule(`年初|年始`, 'the beginning of the year'),
  rule(`月初`, 'the beginning of the month'),
  rule(`今週|こんしゅう`, 'this week'),
  rule(`再来週|さらいしゅう`, 'the week after next'),
  rule(`来週|翌週|らいしゅう`, 'next week'),
  rule(`先週|前週|昨週`, 'last week'),
  rule(`今月|本月|当月`, 'this month'),
  rule(`来月|翌月`, 'next month'),
  rule(`先月|前月`, 'last month'),
  rule(`今年|本年|当年`, 'this year'),
  rule(`来年|翌年`, 'next year'),
  rule(`去年|昨年|前年|先年`, 'last year'),
  // Quarters: "四半期" is "4半期" once the number words are digits; the text is lowercase ("当qtr").
  rule(`今期|(?:本|当|今|現|現行|現在の)[4四]半期|当qtr`, 'this quarter'),
  rule(`来期|(?:次の|来)[4四]半期`, 'next quarter'),
  rule(`前期|(?:前|先|先の|前の)[4四]半期|先期|先qtr`, 'last quarter'),
  rule(`前の週|先の週`, 'last week'),
  rule(`前の月|先の月`, 'last month'),
  rule(`前の年|先の年`, 'last year'),
  // "今" alone ("今、", "今は"), never inside a word ("今度", "今回"); "いま" is inside too many words ("います").
  rule(`今すぐ|現在|今(?=[、。はでにもの]|$)|いま(?=[、。はでにも]|$)`, 'now'),
  rule(`しゅうまつ`, 'the weekend'),
  // Weekdays: "火曜日", "火曜", "(火)", "かようび".
  rule(`([月火水木金土日])曜日?`, (m) => WEEKDAYS[m[1]!]!),
  rule(`[(（]([月火水木金土日])[)）]`, (m) => WEEKDAYS[m[1]!]!),
  rule(Object.keys(KANA_WEEKDAYS).join('|'), (m) => KANA_WEEKDAYS[m[0]]!),
  // Parts of the day.
  rule(`午前中?`, 'in the morning'),
  rule(`午後`, 'in the afternoon'),
  // "朝", "夜", "晩" alone are also meals and words ("朝食", "晩ご飯"): read only before an hour (above) or after a day.
  rule(`(?<=today|tomorrow|yesterday|day|曜日|曜|日)の?(朝|夕方|晩|夜)`, (m) => (m[1] === '朝' ? 'morning' : m[1] === '夜' ? 'night' : 'evening')),
  rule(`夕方`, 'in the evening'),
  // Holidays.
  rule(`クリスマスイブ`, 'christmas eve'),
  rule(`クリスマス`, 'christmas'),
  rule(`元日|元旦`, "new year's day"),
  rule(`大晦日`, "new year's eve"),
  rule(`バレンタインデー`, "valentine's day"),
  rule(`ハロウィン`, 'halloween'),
  // Connectors.
  rule(`から`, 'to'),
  rule(`[~～〜]`, 'to'),
];

export const GLOSSARY_JA: Glossary = { rules: RULES, words: new Map(), numerals: 'ja', unspaced: true };
