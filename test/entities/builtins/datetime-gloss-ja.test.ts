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

  it('reads no date inside ordinary words', () => {
    expect(read('秋葉原に行きます')).toEqual([]);
    expect(read('朝食は何時ですか')).toEqual([]);
    expect(read('今度の土曜日')).toEqual([['datetime', '土曜日', '2026-11-28']]);
  });
});
