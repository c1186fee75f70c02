import { describe, expect, it } from 'vitest';
import { extractBuiltins, type BuiltinKind } from '../../../src/index.js';
import { gloss } from '../../../src/entities/builtins/datetime-gloss.js';
import { GLOSSARY_PT } from '../../../src/entities/builtins/gloss-pt.js';

// Friday 27 November 2026, 10:00 in São Paulo.
const AT = { referenceTime: '2026-11-27T10:00:00-03:00', timeZone: 'America/Sao_Paulo' };
const read = (text: string, kinds: BuiltinKind[] = ['datetime'], at = AT) =>
  extractBuiltins(text, { locale: 'pt', kinds, ...at }).map((s) => [s.kind, s.raw, s.value]);

describe('Portuguese dates through a gloss for the English grammar (issue 30)', () => {
  it('glosses date words and phrases, the number words that are no number first', () => {
    expect(gloss(GLOSSARY_PT, 'quarta-feira às três e meia')!.text).toBe('wednesday at 3:30');
    expect(gloss(GLOSSARY_PT, 'mês que vem')!.text).toBe('next month');
    expect(gloss(GLOSSARY_PT, '21 de dez. a 6 de jan')!.text).toBe('21 december to 6 january');
    expect(gloss(GLOSSARY_PT, 'em um segundo')!.text).toBe('in a second');
  });

  it('reads a restaurant booking: the party size a number, the time a date, each span on its own words', () => {
    expect(read('mesa para dois amanhã às 19h30', ['number', 'datetime'])).toEqual([
      ['number', 'dois', '2'], ['datetime', 'amanhã às 19h30', '2026-11-28T19:30:00-03:00'],
    ]);
    expect(read('uma mesa para 4 pessoas hoje à noite às 9', ['number', 'datetime'])).toEqual([
      ['number', '4', '4'], ['datetime', 'hoje à noite às 9', '2026-11-27T21:00:00-03:00'],
    ]);
    expect(read('reserva para seis no sábado às 20:00', ['number', 'datetime'])).toEqual([
      ['number', 'seis', '6'], ['datetime', 'sábado às 20:00', '2026-11-28T20:00:00-03:00'],
    ]);
  });

  it('reads weekdays, weeks, ranges, bounds and lengths in their Portuguese order', () => {
    expect(read('depois de amanhã')).toEqual([['datetime', 'depois de amanhã', '2026-11-29']]);
    expect(read('quarta-feira que vem')).toEqual([['datetime', 'quarta-feira que vem', '2026-12-02']]);
    expect(read('semana passada')).toEqual([['datetime', 'semana passada', '2026-11-16/2026-11-22']]);
    expect(read('de 3 a 5 de dezembro')).toEqual([['datetime', 'de 3 a 5 de dezembro', '2026-12-03/2026-12-05']]);
    expect(read('daqui a meia hora')).toEqual([['datetime', 'daqui a meia hora', '2026-11-27T10:30:00-03:00']]);
    expect(read('há 3 dias')).toEqual([['datetime', 'há 3 dias', '2026-11-24']]);
    expect(read('às 3:18')).toEqual([['datetime', 'às 3:18', '2026-11-28T03:18:00-03:00']]);
    expect(read('as 3 da tarde')).toEqual([['datetime', 'as 3 da tarde', '2026-11-27T15:00:00-03:00']]);
    expect(read('na quinta')).toEqual([['datetime', 'quinta', '2026-12-03']]);
    expect(read('segunda de manhã')).toEqual([['datetime', 'segunda de manhã', '2026-11-30T00:00:00-03:00/2026-11-30T12:00:00-03:00']]);
    expect(read('1.12.2026')).toEqual([['datetime', '1.12.2026', '2026-12-01']]);
    expect(read('amanhã ao meio-dia')).toEqual([['datetime', 'amanhã ao meio-dia', '2026-11-28T12:00:00-03:00']]);
  });

  it('stays on standard time in São Paulo (no daylight saving since 2019) and counts across the change in Lisbon', () => {
    // 1 November was the first day of summer time in Brazil until 2018.
    const saoPaulo = { referenceTime: '2026-10-31T22:00:00-03:00', timeZone: 'America/Sao_Paulo' };
    expect(read('amanhã às 8', ['datetime'], saoPaulo)).toEqual([['datetime', 'amanhã às 8', '2026-11-01T08:00:00-03:00']]);
    expect(read('em 6 horas', ['datetime'], saoPaulo)).toEqual([['datetime', 'em 6 horas', '2026-11-01T04:00:00-03:00']]);
    const lisbon = { referenceTime: '2026-10-24T22:00:00+01:00', timeZone: 'Europe/Lisbon' };
    expect(read('amanhã às 8', ['datetime'], lisbon)).toEqual([['datetime', 'amanhã às 8', '2026-10-25T08:00:00+00:00']]);
    expect(read('em 6 horas', ['datetime'], lisbon)).toEqual([['datetime', 'em 6 horas', '2026-10-25T03:00:00+00:00']]);
  });

  it('reads no date in ordinary sentences, greetings, or words that are English date words', () => {
    for (const text of ['tudo bem', 'bom dia, tudo bem?', 'boa tarde', 'o mar está calmo', 'sun may mar sat am a.m.',
      'ter um carro', 'a segunda vez', 'segunda opção', 'quinta avenida', 'cheguei tarde', 'a noite foi ótima',
      'tem um dia bom', 'dom de Deus', 'já fiz a reserva', 'as 3 coisas que amo', 'comprei as 2 pizzas']) {
      expect(read(text), text).toEqual([]);
    }
  });
  it('reads an ordinal written with the letter o, and the last or nth month of a year', () => {
    const values = (text: string) => read(text).map((r) => [r[1], r[2]]);
    expect(values('chego no 1o de março')).toEqual([['no 1o de março', '2027-03-01']]);
    expect(values('no último mês de 2025')).toEqual([['no último mês de 2025', '2025-12']]);
    expect(values('No 9o mês do próximo ano faremos uma revisão')).toEqual([['No 9o mês do próximo ano', '2027-09']]);
  });
});
