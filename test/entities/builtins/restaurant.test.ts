import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { ModelFile } from '../../../src/model/schema.js';
import { Understander } from '../../../src/understander.js';
import { engineReading } from '../../../src/studio/inbox-assign.js';
import { FIXTURES, trainedModel } from '../../helpers.js';

// A restaurant bot's corpus (test/fixtures/restaurant-corpus): party size as the number builtin, the booking time as
// the datetime builtin. Reference: Friday 6 March 2026, 15:00 in Paris (+01:00; summer time starts on 29 March).
const REFERENCE = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Paris' };

const CASES: Array<[string, string, string]> = [
  ['table for 7 at 8:15pm', '7', '2026-03-06T20:15:00+01:00'],
  ['friday at 7:30pm for 2', '2', '2026-03-13T19:30:00+01:00'],
  ['a table for four tonight at 9', '4', '2026-03-06T21:00:00+01:00'],
  ['book a table the day after tomorrow for six', '6', '2026-03-08'],
  ['we are 3, tomorrow at 19:00', '3', '2026-03-07T19:00:00+01:00'],
  ['table for two at 7.45pm', '2', '2026-03-06T19:45:00+01:00'],
  ['can I book for twelve people on saturday at 8pm', '12', '2026-03-07T20:00:00+01:00'],
  ['a table for five next friday at 7:30 pm', '5', '2026-03-13T19:30:00+01:00'],
  ['reserve for 2 on the 14th at 8pm', '2', '2026-03-14T20:00:00+01:00'],
  ['table for eight this evening', '8', '2026-03-06T18:00:00+01:00/2026-03-07T00:00:00+01:00'],
  ['book a table for 4 on march 20 at noon', '4', '2026-03-20T12:00:00+01:00'],
  ['party of 6 tomorrow evening', '6', '2026-03-07T18:00:00+01:00/2026-03-08T00:00:00+01:00'],
  ['a table for three people at 9 pm on sunday', '3', '2026-03-08T21:00:00+01:00'],
  ['table for 2 in two hours', '2', '2026-03-06T17:00:00+01:00'],
  ['book us for ten at half past seven tonight', '10', '2026-03-06T19:30:00+01:00'],
  // After the change to summer time: the offset of that day.
  ["we'd like a table for 4 on 4/2 at 7pm", '4', '2026-04-02T19:00:00+02:00'],
  ['table for 2 at 20:30', '2', '2026-03-06T20:30:00+01:00'],
  ['four of us this saturday at 1pm', '4', '2026-03-07T13:00:00+01:00'],
  ['could we get a table for 6 after 8pm', '6', '2026-03-06T20:00:00+01:00/..'],
  ['table for eleven monday 8pm', '11', '2026-03-09T20:00:00+01:00'],
];

let model: ModelFile;
beforeAll(async () => {
  model = await trainedModel(join(FIXTURES, 'restaurant-corpus'));
});

describe('restaurant statements through a corpus: party size and booking time', () => {
  it('gets at least 19 of 20 right (intent, party size and time), numbers inside times never read as party sizes', () => {
    const u = Understander.fromModel(model);
    const wrong: string[] = [];
    for (const [statement, party, time] of CASES) {
      const answer = u.understandSync(statement, REFERENCE);
      const right = answer.intentName === 'bookTable' && answer.params.partySize === party && answer.params.bookingTime === time;
      if (!right) wrong.push(`${statement}: ${JSON.stringify(answer.params)} (${answer.intentName})`);
    }
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(1);
  });

  it('resolves against the reference time and zone it is given, and details() gives the resolution and the builtin kind', async () => {
    const u = Understander.fromModel(model);
    const details = await u.details('table for 7 at 8:15pm', { referenceTime: new Date('2026-07-01T10:00:00Z'), timeZone: '-02:00' });
    expect(details.params).toEqual({ partySize: '7', bookingTime: '2026-07-01T20:15:00-02:00' });
    const time = details.entities.find((e) => e.entity === 'bookingTime')!;
    expect(time).toMatchObject({ source: 'builtin', builtin: 'datetime', raw: 'at 8:15pm' });
    expect(time.resolution).toEqual({ type: 'point', grain: 'minute', start: '2026-07-01T20:15:00-02:00', end: '2026-07-01T20:16:00-02:00', timeZone: '-02:00' });
    // No phantom party size from the "8" of "8:15pm".
    expect(details.entities.filter((e) => e.entity === 'partySize').map((e) => e.raw)).toEqual(['7']);
  });

  it('never answers a builtin datetime with raw text the tagger marked: "on" before a date the grammar reads is no value', () => {
    const u = Understander.fromModel(model);
    // The corpus annotates "[on friday at 8](bookingTime)": the tagger learned "on" as the start of a booking time.
    const answer = u.understandSync('reserve for 4 people on the 10th of march at 7:15 p.m.', REFERENCE);
    expect(answer.params).toEqual({ partySize: '4', bookingTime: '2026-03-10T19:15:00+01:00' });
  });

  it('uses the understander\'s zone when a call names none, and refuses a bad zone or reference time with INPUT_INVALID', () => {
    const u = Understander.fromModel(model);
    u.setTimeZone('America/New_York');
    expect(u.understandSync('table for 2 at 8pm', { referenceTime: '2026-03-06T15:00:00' }).params.bookingTime).toBe('2026-03-06T20:00:00-05:00');
    expect(() => u.understandSync('table for 2 at 8pm', { timeZone: 'Mars/Olympus' })).toThrow(/expected a time zone/);
    expect(() => u.understandSync('table for 2 at 8pm', { referenceTime: 'yesterday' })).toThrow(/expected the reference time/);
    expect(() => u.setTimeZone('+25:00')).toThrow(/expected a time zone/);
  });

  it('pre-annotates a recorded message for the Inbox with the whole time and the real party size (issue 30: never ":15pm" and a phantom 8)', async () => {
    const u = Understander.fromModel(model);
    const entities = new Set(['partySize', 'bookingTime']);
    expect(await engineReading(u, entities, 'table for 7 at 8:15pm')).toEqual({ intentId: 'book-table', annotated: 'table for [7](partySize) [at 8:15pm](bookingTime)' });
    expect((await engineReading(u, entities, 'friday at 7:30pm for 2')).annotated).toBe('[friday at 7:30pm](bookingTime) for [2](partySize)');
    expect((await engineReading(u, entities, 'a table for four tonight at 9')).annotated).toBe('a table for [four](partySize) [tonight at 9](bookingTime)');
  });
});
