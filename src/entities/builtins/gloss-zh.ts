import { ENGLISH_MONTHS as MONTHS, englishOrdinal, type Glossary, type GlossRule } from './datetime-gloss.js';
import { cjkValue } from './numerals/cjk.js';

/**
 * Chinese date words in English, for the English grammar (datetime-gloss.ts), simplified and traditional forms alike
 * (周/週, 个/個, 点/點, 后/後, 钟/鐘). Chinese is written without spaces: the rules are tried at every character;
 * number words were made digits first ("三月" → "3月", "两个小时" → "2个小时").
 */

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** The day after 星期/周/礼拜: 1…6 (written as digits by the numeral pass, or not when alone), 日/天 Sunday. */
const WEEKDAY_OF: Record<string, string> = { 1: 'monday', 2: 'tuesday', 3: 'wednesday', 4: 'thursday', 5: 'friday', 6: 'saturday', 7: 'sunday', 日: 'sunday', 天: 'sunday', 一: 'monday', 二: 'tuesday', 三: 'wednesday', 四: 'thursday', 五: 'friday', 六: 'saturday' };
const WEEK = '(?:星期|礼拜|禮拜|周|週)';
const DAY_OF_WEEK = '([1-7一二三四五六日天])';
const weekday = (d: string) => WEEKDAY_OF[d] ?? WEEKDAY_NAMES[0]!;
const UNITS: Record<string, string> = {
  秒: 'seconds', 秒钟: 'seconds', 秒鐘: 'seconds', 分钟: 'minutes', 分鐘: 'minutes', 小时: 'hours', 小時: 'hours', 个小时: 'hours', 個小時: 'hours',
  个钟: 'hours', 個鐘: 'hours', 个钟头: 'hours', 個鐘頭: 'hours', 钟头: 'hours', 鐘頭: 'hours', 天: 'days', 日: 'days',
  周: 'weeks', 週: 'weeks', 个周: 'weeks', 個週: 'weeks', 个星期: 'weeks', 個星期: 'weeks', 星期: 'weeks', 个礼拜: 'weeks', 個禮拜: 'weeks', 礼拜: 'weeks', 禮拜: 'weeks',
  个月: 'months', 個月: 'months', 年: 'years',
};
/** The first character of a word that says which month or year around now: "下个月" next, "去年" last. */
const RELATIVE: Record<string, string> = { 这: 'this', 這: 'this', 本: 'this', 今: 'this', 下: 'next', 明: 'next', 来: 'next', 來: 'next', 上: 'last', 去: 'last' };
const UNIT = Object.keys(UNITS).sort((a, b) => b.length - a.length).join('|');
/** After 前/上/过去/下/未来 a month may go without 个 ("前两月"); after a number alone it is a month's name ("2月"). */
const UNIT_AFTER = `${UNIT}|月`;
const unitOf = (u: string, n: string) => {
  const english = UNITS[u] ?? 'months';
  return n === '1' ? english.replace(/s$/, '') : english;
};
const D = '(\\d{1,4})';

/** Holidays by their Chinese names (simplified and traditional), as the English grammar names them. */
const HOLIDAYS: Record<string, string> = Object.fromEntries(Object.entries({
  easter: '复活节|復活節|主復活日|主复活日',
  'easter monday': '复活节星期一|復活節星期一',
  'good friday': '耶稣受难日|耶穌受難日|耶穌受难日|主受难日|主受難日|主受难节|主受難節|圣周五|聖週五|聖周五|沈默周五|沉默周五|沈默週五|沉默週五',
  'holy saturday': '神圣周六|神聖週六|圣周六|聖週六|黑色星期六|耶稣受难日翌日|耶穌受難日翌日|主受难节翌日|主受難節翌日|复活节前夜|復活節前夜|复活节前夕|復活節前夕',
  'shrove tuesday': '忏悔节|懺悔節|忏悔星期二|懺悔星期二|煎饼星期二|煎餅星期二',
  'maundy thursday': '濯足节|濯足節|神圣星期四|神聖星期四|圣周四|聖週四',
  'palm sunday': '棕枝主日|圣枝主日|聖枝主日|聖樹主日|基督苦难主日|基督苦難主日',
  pentecost: '圣灵降临节|聖靈降臨節|圣灵降临日|聖靈降臨日',
  'whit monday': '圣灵节庆日|聖靈節慶日',
  'ash wednesday': '大斋首日|大齋首日|圣灰星期三|聖灰星期三|灰日',
  lent: '四旬节|四旬節|大斋期|大齋期',
  hanukkah: '光明节|光明節|修殿节|修殿節|献殿节|獻殿節|哈努卡节|哈努卡節|马加比节|馬加比節',
  passover: '逾越节|逾越節',
  'rosh hashanah': '犹太新年|猶太新年',
  'yom kippur': '赎罪日|贖罪日',
  shavuot: '七七节|七七節|收获节|收穫節|新果实节|新果實節',
  sukkot: '住棚节|住棚節',
  diwali: '排灯节|排燈節|印度灯节|印度燈節|屠妖节|屠妖節',
  holi: '荷丽节|荷麗节|荷麗節|洒红节|灑紅节|灑紅節|欢悦节|歡悅節|五彩节|五彩節|胡里节|胡里節|好利节|好利節',
  ramadan: '穆斯林斋月|斋月|齋月',
  'eid al-adha': '古尔邦节|古爾邦節|宰牲节|宰牲節',
  'eid al-fitr': '开斋节|開齋節|肉孜节|肉孜節|尔代节|爾代節',
  "mother's day": '母亲节|母親節',
  "father's day": '父亲节|父親節',
  "boss's day": '老板节|老闆節',
  'trinity sunday': '圣三一主日|聖三一主日|天主圣三一节|天主聖三一节|天主聖三一節|圣三节|聖三節',
  navaratri: '九夜节|九夜節|难近母节|難近母節',
  'raksha bandhan': '印度兄妹节|印度兄妹節',
  onam: '欧南节|歐南節',
  vesak: '卫塞节|衛塞節|威瑟节|威瑟節|比萨宝蕉节|比薩寶蕉節',
  'thai pongal': '淡米尔丰收节|淡米爾豐收節|印度丰收节|印度豐收節|庞格尔节|龐格爾節',
  mawlid: '圣纪节|聖紀節',
  'islamic new year': '伊斯兰教新年|伊斯兰新年|伊斯蘭教新年|伊斯蘭新年',
  'laylat al-qadr': '法令之夜|权力之夜|權力之夜',
  "isra and mi'raj": '夜行登霄节|夜行登霄節|登霄节|登霄節',
  'simchat torah': '西赫托拉节|西赫妥拉节|诵经节|誦經节|誦經節|律法节|律法節|欢庆圣法节|歡慶聖法節',
  'shemini atzeret': '圣会节|聖会節|聖會節',
  "yom ha'atzmaut": '以色列独立日|以色列獨立日|以色列国庆节|以色列國慶節',
  'lag baomer': '犹太教篝火节|猶太教篝火節',
  "tisha b'av": '圣殿被毁日|聖殿被毀日',
  'corpus christi': '基督圣体圣血节|基督聖體聖血節|基督圣体节|基督聖體節',
  'chinese new year': '农历新年|農曆新年|春节|春節|新春',
  dussehra: '十胜节|十勝節|凯旋节|凱旋節',
  thanksgiving: '感恩节|感恩節',
  "valentine's day": '情人节|情人節|圣瓦伦丁节|聖瓦倫丁節',
  halloween: '万圣节|萬聖節',
}).flatMap(([english, names]) => names.split('|').map((name) => [name, english])));
/** Days of a fixed date, written as that date: "儿童节" is 1 June. */
const FIXED_DAYS: Record<string, string> = Object.fromEntries(Object.entries({
  'march 8': '三八妇女节|三八婦女節|妇女节|婦女節|国际妇女节|國際婦女節',
  'march 12': '植树节|植樹節',
  'march 15': '国际消费者权益日|國際消費者權益日|国际消費者權益日|消费者权益日|消費者權益日',
  'april 1': '愚人节|愚人節',
  'may 1': '劳动节|勞動節|五一劳动节|五一勞動節|国际劳动节|國際勞動節',
  'may 4': '五四青年节|五四青年節|青年节|青年節',
  'june 1': '六一儿童节|六一兒童節|儿童节|兒童節|国际儿童节|國際兒童節',
  'august 1': '八一建军节|八一建軍節|建军节|建軍節',
  'september 10': '教师节|教師節',
  'october 1': '国庆节|國慶節',
  'december 20': '澳门回归纪念日|澳門回歸紀念日|澳门回归日|澳門回歸日',
}).flatMap(([date, names]) => names.split('|').map((name) => [name, date])));
for (const [name, date] of Object.entries(FIXED_DAYS)) HOLIDAYS[name] = date;
const HOLIDAY = `(${Object.keys(HOLIDAYS).sort((a, b) => b.length - a.length).join('|')})`;

const AFTER = '(?:之后|之後|以后|以後|后|後)';
const BEFORE = '(?:之前|以前|前)';

const rule = (pattern: string, replace: GlossRule[1]): GlossRule => [new RegExp(pattern, 'uy'), replace];
const month = (m: string) => MONTHS[Number(m) - 1] ?? null;
const AM = ['上午', '早上', '早晨', '凌晨', '清晨', '今早', '朝'];
// 晏晝 is Cantonese for the afternoon.
const PM = ['下午', '晚上', '傍晚', '今晚', '夜里', '夜裡', '晏晝', '晏昼', '晚', '夜'];
const PART = `(${[...AM, ...PM, '中午'].sort((a, b) => b.length - a.length).join('|')})`;
/** Not a greeting: "早上好", "晚上好" say no date. */
const NOT_GREETING = '(?!好|安)';
const meridiem = (p: string | undefined, hour: string) => {
  if (p === undefined) return '';
  if (AM.includes(p)) return ' am';
  // "中午12点", "中午1点": about noon; "晚上12点" is midnight.
  if (p === '中午') return Number(hour) <= 2 || Number(hour) === 12 ? ' pm' : '';
  return Number(hour) === 12 ? ' am' : ' pm';
};

/**
 * A date or time pattern, and the same followed by the words that say where it starts or ends: "3点到5点" is "3
 * o'clock to 5 o'clock" (到 and 至 say "to" alone), "3月15日以后" "after march 15", "3月15日之前" "before march 15".
 */
const ranged = (pattern: string, replace: (m: RegExpExecArray) => string): GlossRule[] => [
  rule(`${pattern}(?:起|开始|開始)`, (m) => `from ${replace(m)}`),
  rule(`${pattern}(?:以后|以後|之后|之後)`, (m) => `after ${replace(m)}`),
  rule(`${pattern}(?:以前|之前)`, (m) => `before ${replace(m)}`),
  rule(pattern, replace),
];

/** "3点", "3点半", "3点一刻", "3点15分", "3点05", "15时": the hour and its minutes in English. */
const clock = (m: RegExpExecArray, part: string | undefined, said: string, rest: string | undefined) => {
  let hour = said;
  // "一点" alone is "a little" ("有一点累", "我一点都不知道"): an hour only with more ("一点钟", "下午一点", "一点半").
  if (said === '一' && part === undefined && !rest && !/[钟鐘]/u.test(m[0])) return m[0];
  let minutes: string | null = null;
  if (rest === undefined || rest === '' || rest === '整') minutes = null;
  else if (rest === '半' || /^[踏搭]半$/u.test(rest)) minutes = '30';
  // Cantonese counts minutes in 字, five each: "三點踏三", "三點搭三", "三點三個字" are 3:15.
  else if (/^[踏搭]|[个個]字$/u.test(rest)) {
    const n = /(\d{1,2}|[一二三四五六七八九十]{1,3})/u.exec(rest);
    const v = n === null ? null : /\d/.test(n[1]!) ? Number(n[1]) : cjkValue(n[1]!);
    if (v === null || v > 11) return m[0];
    minutes = String(v * 5).padStart(2, '0');
  }
  else if (/^(?:1|一)刻$/u.test(rest)) minutes = '15';
  else if (/^(?:3|三)刻$/u.test(rest)) minutes = '45';
  else {
    const n = /^零?(\d{1,2}|[一二三四五六七八九十]{1,3})/u.exec(rest);
    const v = n === null ? null : /\d/.test(n[1]!) ? Number(n[1]) : cjkValue(n[1]!);
    if (v === null || v > 59) return m[0];
    minutes = String(v).padStart(2, '0');
  }
  hour = String(/\d/.test(hour) ? Number(hour) : cjkValue(hour) ?? 99);
  if (Number(hour) > 24) return m[0];
  const mer = meridiem(part, hour);
  return minutes === null ? `${hour}${mer || " o'clock"}` : `${hour}:${minutes}${mer}`;
};
// The numeral pass leaves "三点零五" as it is (a decimal, 3.05): an hour and its minutes in words are read here.
// Not the last digits of a bigger number ("两百点两", "200点" are no hour).
const HOUR = `${PART}?(?<![\\d百千万萬亿億])(\\d{1,2}|[一二三四五六七八九十两兩]{1,3})[点點时時](?:钟|鐘)?`;
const MINUTES = '([踏搭]?半|[1一]刻|[3三]刻|整|[踏搭](?:\\d{1,2}|[一二三四五六七八九十]{1,3})|(?:\\d{1,2}|[一二三四五六七八九十]{1,3})[个個]字|零?(?:\\d{1,2}|[一二三四五六七八九十]{1,3})(?:分钟|分鐘|分)?)?';

/**
 * Holidays, read before number words become digits (their names hold some: "七七节", "九夜节", "聖週五"): "东正教复活节"
 * orthodox easter, "2018年光明节" hanukkah 2018.
 */
const EARLY: GlossRule[] = [
  // A year said digit by digit ("二零一七年"), which the numeral grammar does not read as one number.
  rule(`([〇零一二三四五六七八九]{4})(?=\\s*年)`, (m) => [...m[1]!].map((c) => String('零一二三四五六七八九'.indexOf(c === '〇' ? '零' : c))).join('')),
  rule(`(\\d{4})\\s*年的?(东正教|東正教)?${HOLIDAY}`, (m) => `${m[2] ? 'orthodox ' : ''}${HOLIDAYS[m[3]!]} ${m[1]}`),
  rule(`(?:东正教|東正教)${HOLIDAY}`, (m) => `orthodox ${HOLIDAYS[m[1]!]}`),
  rule(HOLIDAY, (m) => HOLIDAYS[m[1]!]!),
];

/** A year: "2021年" or one around now ("明年"), and its English. */
const YEAR = '(?:(\\d{4})\\s*年|(今年|本年|明年|下年|来年|來年|去年|上年))';
const yearOf = (digits: string | undefined, word: string | undefined) => digits ?? `${RELATIVE[word!.slice(0, 1)]} year`;

const RULES: GlossRule[] = [
  // Parts of a year: "2017年上半年" the first half of 2017, "今年的最后3周" the last 3 weeks of this year, "去年的前10天"
  // the first 10 days of last year, "2021年的第二周" the 2nd week of 2021, "明年第九个月" the 9th month of next year.
  rule(`(\\d{4})\\s*年的?(上半年|前半年|下半年|后半年|後半年)`, (m) => `the ${/[上前]/u.test(m[2]!) ? 'first' : 'second'} half of ${m[1]}`),
  rule(`${YEAR}的?(?:最后|最後)\\s*${D}\\s*(${UNIT})`, (m) => `the last ${m[3]} ${unitOf(m[4]!, m[3]!)} of ${yearOf(m[1], m[2])}`),
  rule(`${YEAR}的?前\\s*${D}\\s*(${UNIT})`, (m) => `the first ${m[3]} ${unitOf(m[4]!, m[3]!)} of ${yearOf(m[1], m[2])}`),
  rule(`${YEAR}的?(?=第|\\d{1,2}(?:st|nd|rd|th))第?\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:[个個])?(周|週|星期|礼拜|禮拜|月)`, (m) => `the ${englishOrdinal(Number(m[3]))} ${m[4] === '月' ? 'month' : 'week'} of ${yearOf(m[1], m[2])}`),
  // "下下周" the week after next, "上上周" the week before last, "下下周日" sunday after next.
  rule(`下下[个個]?${WEEK}${DAY_OF_WEEK}`, (m) => `${weekday(m[1]!)} after next`),
  rule(`下下[个個]?${WEEK}`, 'the week after next'),
  rule(`上上[个個]?${WEEK}`, 'the week before last'),
  // Lengths: "两小时后", "三天之后", "2分钟前", "过去两天", "未来三天", "前两小时", "下三周".
  rule(`${D}(${UNIT})(?:${AFTER}|以内|以內|之内|之內|内|內)`, (m) => `in ${m[1]} ${unitOf(m[2]!, m[1]!)}`),
  rule(`${D}(${UNIT})${BEFORE}`, (m) => `${m[1]} ${unitOf(m[2]!, m[1]!)} ago`),
  rule(`(?:过去|過去|最近|前|上)的?${D}(${UNIT_AFTER})`, (m) => `last ${m[1]} ${unitOf(m[2]!, m[1]!)}`),
  rule(`(?:未来|未來|接下来|接下來|之后|之後|今后|今後|下|后|後)的?${D}(${UNIT_AFTER})`, (m) => `next ${m[1]} ${unitOf(m[2]!, m[1]!)}`),
  // Chinese says the larger unit first, English the smaller: "下个月20号" is "the 20th of next month", "明年9月"
  // "september next year", "10月的第一个星期一" "the 1st monday of october".
  rule(`(这|這|本|今|下|上)[个個]?月的?(\\d{1,2})[日号號]`, (m) => `the ${englishOrdinal(Number(m[2]))} of ${RELATIVE[m[1]!]} month`),
  rule(`(今年|本年|明年|下年|来年|來年|去年|上年)的?${D}月(?:份)?`, (m) => (month(m[2]!) ? `${month(m[2]!)} ${RELATIVE[m[1]!.slice(0, 1)]} year` : m[0])),
  rule(`${D}月(?:份)?的?第?(\\d{1,2})(?:st|nd|rd|th)?[个個]?${WEEK}${DAY_OF_WEEK}`, (m) => (month(m[1]!) ? `the ${englishOrdinal(Number(m[2]))} ${weekday(m[3]!)} of ${month(m[1]!)}` : m[0])),
  // Dates: "2013年3月15日", "2013/3/15", "3月15日", "3月15号", "2013年3月", "2013年", "3月", "15号".
  ...ranged(`${D}[/.-]${D}[/.-]${D}`, (m) => (m[1]!.length === 4 && month(m[2]!) ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : m[0])),
  ...ranged(`${D}\\s*年${D}月(?:份)?${D}[日号號]`, (m) => (month(m[2]!) ? `${month(m[2]!)} ${Number(m[3])} ${m[1]}` : m[0])),
  ...ranged(`${D}\\s*年${D}月(?:份)?`, (m) => (month(m[2]!) ? `${month(m[2]!)} ${m[1]}` : m[0])),
  ...ranged(`${D}月(?:份)?${D}[日号號]`, (m) => (month(m[1]!) ? `${month(m[1]!)} ${Number(m[2])}` : m[0])),
  ...ranged(`(\\d{4})\\s*年(?!代)`, (m) => m[1]!),
  ...ranged(`${D}月(?:份)?`, (m) => month(m[1]!) ?? m[0]),
  ...ranged(`(\\d{1,2})[号號](?!码|碼|线|線|楼|樓|房|机|機|门|門|车|車)`, (m) => (Number(m[1]) >= 1 && Number(m[1]) <= 31 ? `the ${englishOrdinal(Number(m[1]))}` : m[0])),
  // Times: "下午3点半", "上午10点15分", "晚上7点", "15点", "3点一刻", "三点零五".
  ...ranged(`${HOUR}${MINUTES}`, (m) => clock(m, m[1], m[2]!, m[3])),
  rule(`(?<=[天日号號])的?(?=${PART}?\\d{1,2}[点點时時])`, 'at'),
  rule(`(?:中午|正午)${NOT_GREETING}`, 'noon'),
  rule(`午夜|半夜`, 'midnight'),
  // Days, weeks, months and years around now.
  rule(`大后天|大後天`, 'in 3 days'),
  rule(`大前天`, '3 days ago'),
  rule(`后天|後天`, 'the day after tomorrow'),
  rule(`前天`, 'the day before yesterday'),
  rule(`今天|今日`, 'today'),
  rule(`明天|明日`, 'tomorrow'),
  rule(`昨天|昨日`, 'yesterday'),
  rule(`今晚|今夜`, 'tonight'),
  rule(`昨晚|昨夜`, 'last night'),
  rule(`今早|今天早上`, 'this morning'),
  rule(`明早`, 'tomorrow morning'),
  // "这周一" as English says "this monday" (the coming one, as recognizers-text reads "这周一" too).
  rule(`(这|這|本|今)[1一个個]?${WEEK}${DAY_OF_WEEK}`, (m) => `this ${weekday(m[2]!)}`),
  rule(`(下)[1一个個]?${WEEK}${DAY_OF_WEEK}`, (m) => `${weekday(m[2]!)} next week`),
  rule(`(上)[1一个個]?${WEEK}${DAY_OF_WEEK}`, (m) => `${weekday(m[2]!)} last week`),
  rule(`(?:这|這|本|今)[1一个個]?${WEEK}末`, 'this weekend'),
  rule(`下[1一个個]?${WEEK}末`, 'next weekend'),
  rule(`上[1一个個]?${WEEK}末`, 'last weekend'),
  rule(`${WEEK}末`, 'the weekend'),
  rule(`(?:这|這|本|今)[1一个個]?${WEEK}`, 'this week'),
  rule(`下[1一个個]?${WEEK}`, 'next week'),
  rule(`上[1一个個]?${WEEK}`, 'last week'),
  rule(`(?:这|這|本|今)[个個]?月`, 'this month'),
  rule(`下[1一]?[个個]?月`, 'next month'),
  rule(`上[1一]?[个個]?月`, 'last month'),
  rule(`今年|本年`, 'this year'),
  rule(`明年|下年|来年|來年`, 'next year'),
  rule(`去年|上年`, 'last year'),
  rule(`前年`, '2 years ago'),
  rule(`现在|現在|此时|此時|此刻|而家|目前|当前|當前`, 'now'),
  // Weekdays: "星期二", "周二", "礼拜天".
  rule(`${WEEK}${DAY_OF_WEEK}`, (m) => weekday(m[1]!)),
  // Parts of the day.
  rule(`(?:上午|早上|早晨|清晨)${NOT_GREETING}`, 'morning'),
  rule(`下午${NOT_GREETING}`, 'afternoon'),
  rule(`(?:晚上|傍晚)${NOT_GREETING}`, 'evening'),
  rule(`凌晨`, 'in the early morning'),
  // Holidays.
  rule(`平安夜|圣诞夜|聖誕夜`, 'christmas eve'),
  rule(`圣诞节|聖誕節|圣诞|聖誕`, 'christmas'),
  rule(`元旦`, "new year's day"),
  // Connectors: "从3点到5点", "周一至周五".
  rule(`截止到|截至|直到`, 'until'),
  rule(`从|從|自`, 'from'),
  rule(`到|至|[~～〜]`, 'to'),
];

export const GLOSSARY_ZH: Glossary = {
  early: EARLY, rules: RULES, words: new Map(), numerals: 'zh', unspaced: true,
  // Greetings that hold a part of the day: "早上好", "晚上好", "下午好", "晚安".
  notDates: /(?:早上|上午|中午|下午|晚上)好|早安|午安|晚安/gu,
};
