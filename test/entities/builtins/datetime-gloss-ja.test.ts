import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/index.js';

// Friday 27 November 2026, 10:00 in Tokyo.
const AT = { referenceTime: '2026-11-27T10:00:00+09:00', timeZone: 'Asia/Tokyo' };
const read = (text: string) => extractBuiltins(text, { locale: 'ja', kinds: ['number', 'datetime'], ...AT }).map((s) => [s.kind, s.raw, s.value]);

describe('Japanese dates through a gloss for the English grammar (issue 30)', () => {
  it('reads a booking: the time a date, the party size a number', () => {
    expect(read('明日の午後7時に4名で予約したい')).toEqual([['datetime', '明日の午後7時', '2026-11-28T19:00:00+09:00'], ['number', '4', '4']]);
  });

  it('reads ranges said with から, weeks and lengths', () => {
    expect(read('3時から5時まで')).toEqual([['datetime', '3時から5時', '2026-11-27T15:00:00+09:00/2026-11-27T17:00:00+09:00']]);
    expect(read('来週月曜日の朝')).toEqual([['datetime', '来週月曜日の朝', '2026-11-30T00:00:00+09:00/2026-11-30T12:00:00+09:00']]);
    expect(read('2時間後')).toEqual([['datetime', '2時間後', '2026-11-27T12:00:00+09:00']]);
    expect(read('令和2年')).toEqual([['datetime', '令和2年', '2020']]);
  });

  it('reads a day and its hours as one span, bounds said after a date, and lengths with で', () => {
    expect(read('月曜日の3時から8時まで')).toEqual([['datetime', '月曜日の3時から8時', '2026-11-30T15:00:00+09:00/2026-11-30T20:00:00+09:00']]);
    expect(read('2012年以降の売上')).toEqual([['datetime', '2012年以降', '2012-01-01/..']]);
    expect(read('2010年以前の売上')).toEqual([['datetime', '2010年以前', '../2010-01-01']]);
    expect(read('午後2時30分前には出発')).toEqual([['datetime', '午後2時30分前には', '../2026-11-27T14:30:00+09:00']]);
    expect(read('5時まで待つ')).toEqual([['datetime', '5時まで', '../2026-11-27T17:00:00+09:00']]);
    expect(read('2分で出発します')).toEqual([['datetime', '2分で', '2026-11-27T10:02:00+09:00']]);
    expect(read('2008年の売上')).toEqual([['datetime', '2008年', '2008']]);
    expect(read('2020～2021年')).toEqual([['datetime', '2020～2021年', '2020-01-01/2021-12-31']]);
  });

  it('reads decades, centuries, parts of a month and ends of periods', () => {
    expect(read('1990年代')).toEqual([['datetime', '1990年代', '1990-01-01/1999-12-31']]);
    expect(read('15世紀に')).toEqual([['datetime', '15世紀', '1400-01-01/1499-12-31']]);
    expect(read('11月半ばに')).toEqual([['datetime', '11月半ば', '2026-11-11/2026-11-20']]);
    expect(read('7月の最後の週')).toEqual([['datetime', '7月の最後の週', '2027-07-19/2027-07-25']]);
    expect(read('今週末に')).toEqual([['datetime', '今週末', '2026-11-27T18:00:00+09:00/2026-11-30T00:00:00+09:00']]);
    expect(read('今後3営業日')).toEqual([['datetime', '今後3営業日', '2026-11-30/2026-12-02']]);
  });

  it('reads "or before" and "or after", から with no end, eras with months, weeks and days of a month', () => {
    expect(read('2015年2月1日またはその前の出荷')).toEqual([['datetime', '2015年2月1日またはその前', '../2015-02-02']]);
    expect(read('2015年2月1日またはその後の出荷')).toEqual([['datetime', '2015年2月1日またはその後', '2015-02-01/..']]);
    expect(read('2018年から')).toEqual([['datetime', '2018年から', '2018-01-01/..']]);
    expect(read('12時の後')).toEqual([['datetime', '12時の後', '2026-11-27T12:00:00+09:00/..']]);
    expect(read('平成30年10月')).toEqual([['datetime', '平成30年10月', '2018-10']]);
    expect(read('2015年の最初の週')).toEqual([['datetime', '2015年の最初の週', '2014-12-29/2015-01-04']]);
    expect(read('来月の第1月曜日')).toEqual([['datetime', '来月の第1月曜日', '2026-12-07']]);
    expect(read('第31週の売り上げ')).toEqual([['datetime', '第31週', '2026-07-27/2026-08-02']]);
    expect(read('来月の4日から23日まで')).toEqual([['datetime', '来月の4日から23日', '2026-12-04/2026-12-23']]);
    expect(read('29日に来ますか')).toEqual([['datetime', '29日', '2026-11-29']]);
    expect(read('ここ2日間で')).toEqual([['datetime', 'ここ2日間', '2026-11-25/2026-11-26']]);
    // The numeral reader offers overlapping readings of a slashed date ("2021/03", "03/25"): only the first is copied.
    expect(read('2021/03/25まで')).toEqual([['datetime', '2021/03/25まで', '../2021-03-25']]);
  });

  it('reads より前 and より後, months in kana, May alone, a month range within a year, quarters and weeks around now', () => {
    expect(read('2020年より前')).toEqual([['datetime', '2020年より前', '../2020-01-01']]);
    expect(read('6月より後')).toEqual([['datetime', '6月より後', '2027-06-01/..']]);
    expect(read('ろくがつに')).toEqual([['datetime', 'ろくがつ', '2027-06']]);
    expect(read('5月')).toEqual([['datetime', '5月', '2027-05']]);
    expect(read('2020年6月から7月まで')).toEqual([['datetime', '2020年6月から7月まで', '2020-06-01/2020-07-31']]);
    expect(read('2021/03に')).toEqual([['datetime', '2021/03', '2021-03']]);
    expect(read('去年8月19日')).toEqual([['datetime', '去年8月19日', '2025-08-19']]);
    expect(read('当QTR')).toEqual([['datetime', '当QTR', '2026-10-01/2026-12-31']]);
    expect(read('再来週')).toEqual([['datetime', '再来週', '2026-12-07/2026-12-13']]);
    expect(read('前の月')).toEqual([['datetime', '前の月', '2026-10']]);
  });

  it('reads "明日から" alone, a month of a year named by its place, quarters of a year, days before a day', () => {
    expect(read('明日から不在にします')).toEqual([['datetime', '明日から', '2026-11-28/..']]);
    expect(read('3月から5月まで')).toEqual([['datetime', '3月から5月', '2027-03-01/2027-05-31']]);
    expect(read('来年の第1四半期に')).toEqual([['datetime', '来年の第1四半期', '2027-01-01/2027-03-31']]);
    expect(read('昨日の2日前')).toEqual([['datetime', '昨日の2日前', '2026-11-24']]);
    expect(read('2日で戻ります')).toEqual([['datetime', '2日で', '2026-11-29']]);
  });

  it('reads 次の週, その年 and これから数週間', () => {
    expect(read('次の週の売り上げ')).toEqual([['datetime', '次の週', '2026-11-30/2026-12-06']]);
    expect(read('その年の売り上げ')).toEqual([['datetime', 'その年', '2026']]);
    expect(read('これから数週間のうちに')).toEqual([['datetime', 'これから数週間', '2026-11-30/2026-12-20']]);
  });

  it('reads no date inside ordinary words', () => {
    expect(read('秋葉原に行きます')).toEqual([]);
    expect(read('朝食は何時ですか')).toEqual([]);
    expect(read('今度の土曜日')).toEqual([['datetime', '土曜日', '2026-11-28']]);
  });
  it('reads a day and its time with a bound said after the time: the bound holds the whole', () => {
    const dates = (text: string) => read(text).filter((r) => r[0] === 'datetime').map((r) => r.slice(1));
    expect(dates('2027年1月4日の午後6時以降')).toEqual([['2027年1月4日の午後6時以降', '2027-01-04T18:00:00+09:00/..']]);
    expect(dates('来週の水曜日の午前10時以降は空いています')).toEqual([['来週の水曜日の午前10時以降', '2026-12-02T10:00:00+09:00/..']]);
    expect(dates('2月1日の午後3時前')).toEqual([['2月1日の午後3時前', '../2027-02-01T15:00:00+09:00']]);
    expect(dates('1月1日の10時')).toEqual([['1月1日の10時', '2027-01-01T10:00:00+09:00']]);
    expect(dates('１月１５日９時から２月３日１０時までの間')).toEqual([['１月１５日９時から２月３日１０時まで', '2027-01-15T09:00:00+09:00/2027-02-03T10:00:00+09:00']]);
    expect(dates('1月15日午前4時半から出勤')).toEqual([['1月15日午前4時半から', '2027-01-15T04:30:00+09:00/..']]);
    expect(dates('2027年1月15日午後4時に会議')).toEqual([['2027年1月15日午後4時', '2027-01-15T16:00:00+09:00']]);
  });

  it('reads the first year of an era (元年), the Taishō and Meiji eras, and a space between year and month', () => {
    const dates = (text: string) => read(text).filter((r) => r[0] === 'datetime').map((r) => r.slice(1));
    expect(dates('平成元年に生まれました')).toEqual([['平成元年', '1989']]);
    expect(dates('令和元年5月')).toEqual([['令和元年5月', '2019-05']]);
    expect(dates('大正二年')).toEqual([['大正二年', '1913']]);
    expect(dates('明治45年7月')).toEqual([['明治45年7月', '1912-07']]);
    expect(dates('２０１８年　１２月の売上')).toEqual([['２０１８年　１２月', '2018-12']]);
    expect(dates('明治のお菓子')).toEqual([]);
  });
});
