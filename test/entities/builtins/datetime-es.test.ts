import { describe, expect, it } from 'vitest';
import { extractBuiltins } from '../../../src/entities/builtins/index.js';
import { readOwnDates } from '../../../src/entities/builtins/datetime-intl-read.js';
import { toWall, zoneOf } from '../../../src/entities/builtins/zone.js';

// Our Spanish date reader (datetime-intl.ts, datetime-es.ts). Reference: Friday 6 March 2026, 15:00 in Madrid.
const at = (referenceTime: string) => ({ referenceTime, timeZone: 'Europe/Madrid' });
const FRIDAY = at('2026-03-06T15:00:00');
const read = (text: string, time = FRIDAY) => extractBuiltins(text, { locale: 'es', kinds: ['datetime'], ...time }).map((s) => [s.raw, s.value]);
const madrid = zoneOf('Europe/Madrid');
const now = toWall(madrid, Date.parse('2026-03-06T14:00:00Z'));
const own = (text: string) => readOwnDates('es', text, { now, later: (wall, ms) => wall + ms });

describe('Spanish dates and times read by our reader', () => {
  it.each([
    ['hoy', 'hoy', '2026-03-06'],
    ['mañana', 'mañana', '2026-03-07'],
    ['cancela la de pasado mañana', 'pasado mañana', '2026-03-08'],
    ['el viernes', 'el viernes', '2026-03-06'],
    ['el próximo viernes', 'el próximo viernes', '2026-03-13'],
    ['el lunes de la semana que viene', 'el lunes de la semana que viene', '2026-03-09'],
    ['el 12 de diciembre de 2027', 'el 12 de diciembre de 2027', '2027-12-12'],
    ['el 1 de marzo', 'el 1 de marzo', '2027-03-01'],
    ['la semana que viene', 'la semana que viene', '2026-03-09/2026-03-15'],
    ['este fin de semana', 'este fin de semana', '2026-03-07/2026-03-08'],
    ['esta noche', 'esta noche', '2026-03-06T20:00:00+01:00/2026-03-06T23:59:59+01:00'],
    ['mañana por la tarde', 'mañana por la tarde', '2026-03-07T16:00:00+01:00/2026-03-07T20:00:00+01:00'],
    ['mañana a las 9', 'mañana a las 9', '2026-03-07T09:00:00+01:00'],
    ['a las 9', 'a las 9', '2026-03-06T21:00:00+01:00'],
    ['a las 9 y media de la noche', 'a las 9 y media de la noche', '2026-03-06T21:30:00+01:00'],
    ['a las 9 menos cuarto', 'a las 9 menos cuarto', '2026-03-06T20:45:00+01:00'],
    ['a las 8 de la mañana', 'a las 8 de la mañana', '2026-03-06T08:00:00+01:00'],
    ['a las 21:00', 'a las 21:00', '2026-03-06T21:00:00+01:00'],
    ['9h30', '9h30', '2026-03-06T21:30:00+01:00'],
    ['a las 9 p.m.', 'a las 9 p.m.', '2026-03-06T21:00:00+01:00'],
    ['esta noche a las 9', 'esta noche a las 9', '2026-03-06T21:00:00+01:00'],
    ['de 3 a 5', 'de 3 a 5', '2026-03-06T15:00:00+01:00/2026-03-06T17:00:00+01:00'],
    ['el sábado de 8 a 10 de la noche', 'el sábado de 8 a 10 de la noche', '2026-03-07T20:00:00+01:00/2026-03-07T22:00:00+01:00'],
    ['en dos horas', 'en dos horas', '2026-03-06T17:00:00+01:00'],
    ['dentro de 3 días', 'dentro de 3 días', '2026-03-09'],
    ['hace dos días', 'hace dos días', '2026-03-04'],
    ['el mes que viene', 'el mes que viene', '2026-04'],
    ['el año pasado', 'el año pasado', '2025'],
  ])('"%s"', (text, raw, value) => {
    expect(read(text)).toEqual([[raw, value]]);
  });

  it('keeps a party size apart from the time', () => {
    expect(extractBuiltins('reservar para veintitrés personas el sábado a las 9 de la noche', { locale: 'es', kinds: ['number', 'datetime'], ...FRIDAY }).map((s) => [s.kind, s.raw, s.value]))
      .toEqual([['number', 'veintitrés', '23'], ['datetime', 'el sábado a las 9 de la noche', '2026-03-07T21:00:00+01:00']]);
    expect(read('de 2 a 8 personas')).toEqual([]);
  });

  it('reads across the change to summer time in Madrid (29 March 2026, 02:00 → 03:00)', () => {
    expect(read('en dos horas', at('2026-03-29T01:30:00'))).toEqual([['en dos horas', '2026-03-29T04:30:00+02:00']]);
    expect(read('mañana a las 9', at('2026-03-28T20:00:00'))).toEqual([['mañana a las 9', '2026-03-29T09:00:00+02:00']]);
    expect(read('esta noche', at('2026-03-29T10:00:00'))).toEqual([['esta noche', '2026-03-29T20:00:00+02:00/2026-03-29T23:59:59+02:00']]);
  });

  it('answers alone only when every date word of the statement is in its spans', () => {
    expect(own('hola buenas')).toEqual([]);
    expect(own('una mesa para dos personas')).toEqual([]);
    expect(own('mesa para tres a las 21:00')).toHaveLength(1);
    // Words it does not read send the statement to recognizers-text and chrono-node.
    expect(own('en navidad')).toBeNull();
    expect(own('del 3 al 5 de mayo')).toBeNull();
    expect(own('el 5')).toBeNull();
  });
});

describe('ranges of days read by recognizers-text', () => {
  it('end on the last day said: the 5th is in "del 3 al 5"', () => {
    expect(read('vacaciones del 3 al 5 de mayo')).toEqual([['del 3 al 5 de mayo', '2026-05-03/2026-05-05']]);
    expect(read('entre el 10 y el 12 de abril')).toEqual([['entre el 10 y el 12 de abril', '2026-04-10/2026-04-12']]);
    expect(read('del 28 de diciembre al 2 de enero')).toEqual([['28 de diciembre al 2 de enero', '2026-12-28/2027-01-02']]);
    expect(extractBuiltins('du 3 au 5 mai', { locale: 'fr', kinds: ['datetime'], ...FRIDAY }).map((s) => s.value)).toEqual(['2026-05-03/2026-05-05']);
  });

  it('keeps a week or a month whole, as before', () => {
    expect(read('la semana que viene')).toEqual([['la semana que viene', '2026-03-09/2026-03-15']]);
    // A length from now ends the day before its end: two days are tomorrow and the day after.
    expect(read('los siguientes 2 días')).toEqual([['siguientes 2 días', '2026-03-07/2026-03-08']]);
  });
});

describe('the week, month, year and day before, read by our reader', () => {
  it.each([
    ['¿qué hiciste la semana pasada?', 'la semana pasada', '2026-02-23/2026-03-01'],
    ['la semana anterior', 'la semana anterior', '2026-02-23/2026-03-01'],
    ['el lunes de la semana pasada', 'el lunes de la semana pasada', '2026-02-23'],
    ['el mes pasado fue duro', 'el mes pasado', '2026-02'],
    ['el año anterior', 'el año anterior', '2025'],
    ['¿qué pasó el día anterior?', 'el día anterior', '2026-03-05'],
  ])('%s', (text, raw, value) => {
    expect(read(text)).toEqual([[raw, value]]);
    expect(own(text)).toHaveLength(1);
  });
});

describe('a date with its year said in words', () => {
  it.each([
    ['nací el cuatro de mayo de mil novecientos noventa', 'el cuatro de mayo de mil novecientos noventa', '1990-05-04'],
    ['veintiocho de marzo de mil novecientos noventa y dos', 'veintiocho de marzo de mil novecientos noventa y dos', '1992-03-28'],
    ['volvió el diez de octubre de dos mil dieciocho', 'el diez de octubre de dos mil dieciocho', '2018-10-10'],
    ['el 1 de enero de dos mil', 'el 1 de enero de dos mil', '2000-01-01'],
  ])('%s', (text, raw, value) => {
    expect(read(text)).toEqual([[raw, value]]);
  });
});

describe('a weekday and a day of the month without the month', () => {
  it.each([
    ['el viernes 13', 'el viernes 13', '2026-03-13'],
    ['¿tienes algo el lunes 21?', 'el lunes 21', '2026-09-21'],
    ['vuelvo martes el día 25', 'martes el día 25', '2026-08-25'],
    ['vuelvo el martes veinticinco', 'el martes veinticinco', '2026-08-25'],
    ['el martes 10 a las siete de la tarde', 'el martes 10 a las siete de la tarde', '2026-03-10T19:00:00+01:00'],
  ])('%s: the first such day from today on that falls on that weekday', (text, raw, value) => {
    expect(read(text)).toEqual([[raw, value]]);
  });

  it('leaves a count or an hour after the weekday alone', () => {
    expect(extractBuiltins('el lunes 3 personas', { locale: 'es', kinds: ['datetime', 'number'], ...FRIDAY }).map((s) => [s.kind, s.raw, s.value]))
      .toEqual([['datetime', 'el lunes', '2026-03-09'], ['number', '3', '3']]);
    expect(read('el lunes 9:30')).toEqual([['el lunes 9:30', '2026-03-09T09:30:00+01:00']]);
  });
});

describe('a count said before "próximos" or a unit before "siguientes"', () => {
  it('is read as the other order is, on the words as said', () => {
    expect(read('¿qué pasará en los 2 próximos meses?')).toEqual([['2 próximos meses', ...read('los próximos 2 meses').map((r) => r[1])]]);
    expect(read('las 3 próximas semanas')).toEqual([['3 próximas semanas', ...read('las próximas 3 semanas').map((r) => r[1])]]);
    expect(read('los 2 días siguientes')).toEqual([['2 días siguientes', '2026-03-07/2026-03-08']]);
    expect(read('los 5 próximos años')[0]![1]).toBe('2026-03-07/2031-03-06');
  });
});
