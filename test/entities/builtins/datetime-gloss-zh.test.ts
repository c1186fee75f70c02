import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/index.js';

// Friday 27 November 2026, 10:00 in Shanghai.
const AT = { referenceTime: '2026-11-27T10:00:00+08:00', timeZone: 'Asia/Shanghai' };
const read = (text: string) => extractBuiltins(text, { locale: 'zh', kinds: ['number', 'datetime'], ...AT }).map((s) => [s.kind, s.raw, s.value]);

describe('Chinese dates through a gloss for the English grammar (issue 30)', () => {
  it('reads a booking: the time a date, the party size a number', () => {
    expect(read('明天晚上7点订4个人的位子')).toEqual([['datetime', '明天晚上7点', '2026-11-28T19:00:00+08:00'], ['number', '4', '4']]);
  });

  it('reads traditional forms, times said in words and the larger unit said first', () => {
    expect(read('下午三點半')).toEqual([['datetime', '下午三點半', '2026-11-27T15:30:00+08:00']]);
    expect(read('兩小時前')).toEqual([['datetime', '兩小時前', '2026-11-27T08:00:00+08:00']]);
    expect(read('這禮拜')).toEqual([['datetime', '這禮拜', '2026-11-23/2026-11-29']]);
    expect(read('下個月二十號')).toEqual([['datetime', '下個月二十號', '2026-12-20']]);
    expect(read('十月的第一個星期一')).toEqual([['datetime', '十月的第一個星期一', '2027-10-04']]);
  });

  it('reads parts of a year, the week after next and Cantonese minutes', () => {
    expect(read('他们在去年的前10天访问了巴黎')).toEqual([['datetime', '去年的前10天', '2025-01-01/2025-01-10']]);
    expect(read('下下周如何')).toEqual([['datetime', '下下周', '2026-12-07/2026-12-13']]);
    expect(read('晏晝三點踏三')).toEqual([['datetime', '晏晝三點踏三', '2026-11-27T15:15:00+08:00']]);
  });

  it('reads holidays by their Chinese names, number characters in them included', () => {
    expect(read('复活节')).toEqual([['datetime', '复活节', '2027-03-28']]);
    expect(read('東正教聖週五')).toEqual([['datetime', '東正教聖週五', '2027-04-30']]);
    expect(read('2028年光明节')).toEqual([['datetime', '2028年光明节', '2028-12-12/2028-12-20']]);
    expect(read('兒童節下午三點')).toEqual([['datetime', '兒童節下午三點', '2027-06-01T15:00:00+08:00']]);
  });

  it('reads no date in ordinary words and greetings', () => {
    expect(read('我们一起去吃饭')).toEqual([]);
    expect(read('周到的服务')).toEqual([]);
    expect(read('我到了')).toEqual([]);
    expect(read('晚上好')).toEqual([]);
    expect(read('一点钟')).toEqual([['datetime', '一点钟', '2026-11-27T13:00:00+08:00']]);
  });
  it('reads Easter eve (Holy Saturday, also the Orthodox one) and Shrove Tuesday by their Chinese names', () => {
    expect(read('复活节前夜')).toEqual([['datetime', '复活节前夜', '2027-03-27']]);
    expect(read('东正教复活节前夜')).toEqual([['datetime', '东正教复活节前夜', '2027-05-01']]);
    expect(read('忏悔节那天')).toEqual([['datetime', '忏悔节', '2027-02-09']]);
  });
});
