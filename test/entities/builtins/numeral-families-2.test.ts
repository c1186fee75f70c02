import { describe, expect, it } from 'vitest';
import { extractBuiltins, type BuiltinKind } from '../../../src/entities/builtins/index.js';

// More families of number expressions the peers' grammars read (Recognizers-Text's per-language numeric resources,
// MIT; Duckling's Numeral, Ordinal and Duration rules, BSD) that our readers missed or misread. Each case is our own
// sentence written from the family, not a suite case. Reference: 6 March 2026, 15:00 in Madrid.
const MADRID = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Madrid' };
const read = (locale: string, text: string, kind: BuiltinKind = 'number') => extractBuiltins(text, { locale, kinds: [kind], ...MADRID }).map((s) => [s.raw, s.value]);

describe('seconds are no fraction and no ordinal (es, fr, it, pt)', () => {
  it('reads twenty seconds as a length, not ten (twenty halves) nor the 22nd', () => {
    expect(read('es', 'el horno pita cada veinte segundos', 'duration')).toEqual([['veinte segundos', 'PT20S']]);
    expect(read('es', 'el horno pita cada veinte segundos')).toEqual([]);
    expect(read('pt', 'o forno apita a cada trinta segundos', 'duration')).toEqual([['trinta segundos', 'PT30S']]);
    expect(read('fr', 'le four sonne toutes les quarante secondes', 'duration')).toEqual([['quarante secondes', 'PT40S']]);
    expect(read('it', 'il forno suona ogni cinquanta secondi', 'duration')).toEqual([['cinquanta secondi', 'PT50S']]);
    expect(read('it', 'il forno suona ogni cinquanta secondi', 'ordinal')).toEqual([]);
  });

  it('keeps the fractions said with other plural ordinals, and the compound ordinals', () => {
    expect(read('es', 'usa siete octavos de la harina')).toEqual([['siete octavos', '0.875']]);
    expect(read('es', 'llegó en vigésimo segundo lugar', 'ordinal')).toEqual([['vigésimo segundo', '22']]);
    expect(read('es', 'el cuatrocientos doce milésimo visitante', 'ordinal')).toEqual([['cuatrocientos doce milésimo', '412000']]);
    expect(read('fr', 'arrivé trente-deuxième', 'ordinal')).toEqual([['trente-deuxième', '32']]);
  });

  it('reads Italian fractions said as a count of plural ordinals', () => {
    expect(read('it', 'aggiungi tre quarti del latte')).toEqual([['tre quarti', '0.75']]);
    expect(read('it', 'servono due terzi della farina')).toEqual([['due terzi', '0.666666666666667']]);
    expect(read('it', 'trenta quinti fanno sei')).toEqual([['trenta quinti', '6'], ['sei', '6']]);
  });
});

describe('Japanese numeral families', () => {
  it('reads powers said with の and 乗, each sign before the power turning it, and a number times a power of ten', () => {
    expect(read('ja', '容量は2の20乗バイトです')).toEqual([['2の20乗', '1048576']]);
    expect(read('ja', '四のマイナス一乗を求める')).toEqual([['四のマイナス一乗', '0.25']]);
    expect(read('ja', '値は3×10の-2乗です')).toEqual([['3×10の-2乗', '0.03']]);
  });

  it('reads ordinals: だい for 第, a rank with 位 or 等, counters with 目, and 最初の', () => {
    expect(read('ja', 'だい5章を読んだ', 'ordinal')).toEqual([['だい5', '5']]);
    expect(read('ja', 'だいよん', 'ordinal')).toEqual([['だいよん', '4']]);
    expect(read('ja', 'マラソンで三位に入った', 'ordinal')).toEqual([['三位', '3']]);
    expect(read('ja', '宝くじで2等が当たった', 'ordinal')).toEqual([['2等', '2']]);
    expect(read('ja', '五回目の挑戦で合格した', 'ordinal')).toEqual([['五回目', '5']]);
    expect(read('ja', '最初の駅で降ります', 'ordinal')).toEqual([['最初', '1']]);
    // Not a rank: the Trinity, cutting into three equal parts.
    expect(read('ja', '三位一体の改革', 'ordinal')).toEqual([]);
    expect(read('ja', 'ケーキを三等分する', 'ordinal')).toEqual([]);
  });

  it('reads about that many before a big unit (数, 余り, あまり) as the numeral said', () => {
    expect(read('ja', '観客は三十数万人だった')).toEqual([['三十数万', '300000']]);
    expect(read('ja', '予算は二千余り万円')).toEqual([['二千余り万', '20000000']]);
  });

  it('reads a whole and a fraction joined by また, and digits said one by one', () => {
    expect(read('ja', '小麦粉を二また三分の一カップ')).toEqual([['二また三分の一', '2.33333333333333']]);
    expect(read('ja', '内線は零四五です')).toEqual([['零四五', '45']]);
    expect(read('ja', '番号は三八五の一二三四')).toEqual([['三八五', '385'], ['一二三四', '1234']]);
  });
});

describe('German and Dutch halves, quarters and fractions', () => {
  it('reads a whole and a half as one word, and one and a half, alone or of a scale', () => {
    expect(read('de', 'wir brauchen zweieinhalb Kilo Mehl')).toEqual([['zweieinhalb', '2.5']]);
    expect(read('de', 'der Bau kostet anderthalb Millionen')).toEqual([['anderthalb Millionen', '1500000']]);
    expect(read('de', 'die Stadt hat viereinhalb Millionen Einwohner')).toEqual([['viereinhalb Millionen', '4500000']]);
    expect(read('nl', 'we hebben vijfenhalf kilo nodig')).toEqual([['vijfenhalf', '5.5']]);
    expect(read('nl', 'neem anderhalve liter water')).toEqual([['anderhalve', '1.5']]);
  });

  it('reads German fractions in -tel, and a whole and a fraction of a scale said after them', () => {
    expect(read('de', 'zwei Drittel der Stimmen')).toEqual([['zwei Drittel', '0.666666666666667']]);
    expect(read('de', 'gib drei Achtel dazu')).toEqual([['drei Achtel', '0.375']]);
    expect(read('de', 'das kostet sieben und ein Viertel Millionen')).toEqual([['sieben und ein Viertel Millionen', '7250000']]);
    // A quarter of an hour stays a time.
    expect(read('de', 'wir treffen uns um Viertel nach drei', 'datetime')).toEqual([['um Viertel nach drei', '2026-03-06T15:15:00+01:00']]);
  });

  it('reads Dutch halves and three quarters after a scale and its connector, and dozens in the plural', () => {
    expect(read('nl', 'de stad telt 2 miljoen en een half inwoners')).toEqual([['2 miljoen en een half', '2500000']]);
    expect(read('nl', 'de winst was twee miljard en driekwart')).toEqual([['twee miljard en driekwart', '2750000000']]);
    expect(read('nl', 'ik koop vier dozijnen eieren')).toEqual([['vier dozijnen', '48']]);
  });
});

describe('Chinese durations (Duckling ZH rules)', () => {
  it('reads a unit and a half said without a numeral, Cantonese 鐘 for the hour, and half a day', () => {
    expect(read('zh', '我等咗個半鐘', 'duration')).toEqual([['個半鐘', 'PT1H30M']]);
    expect(read('zh', '坐车要个半小时', 'duration')).toEqual([['个半小时', 'PT1H30M']]);
    expect(read('zh', '只需分半鐘', 'duration')).toEqual([['分半鐘', 'PT1M30S']]);
    expect(read('zh', '开会开了半日', 'duration')).toEqual([['半日', 'PT12H']]);
    expect(read('ja', '作業に半日かかった', 'duration')).toEqual([['半日', 'PT12H']]);
  });
});

describe('durations joined by "plus" (Duckling NL composite durations)', () => {
  it('reads two parts of one length joined by plus', () => {
    expect(read('nl', 'het duurt 2 uur plus 15 minuten', 'duration')).toEqual([['2 uur plus 15 minuten', 'PT2H15M']]);
    expect(read('fr', 'comptez une heure plus dix minutes', 'duration')).toEqual([['une heure plus dix minutes', 'PT1H10M']]);
  });
});

describe('Dutch fractions and Italian wholes with a fraction', () => {
  it('reads a Dutch count then an ordinal word as a fraction, and keeps the ordinals', () => {
    expect(read('nl', 'twee derde van de leden stemde voor')).toEqual([['twee derde', '0.666666666666667']]);
    expect(read('nl', 'voeg zes achtste toe')).toEqual([['zes achtste', '0.75']]);
    expect(read('nl', 'dertig vijfde is zes')).toEqual([['dertig vijfde', '6'], ['zes', '6']]);
    expect(read('nl', 'het vijfentwintigste jubileum', 'ordinal')).toEqual([['vijfentwintigste', '25']]);
    expect(read('nl', 'de drieduizend twaalfde bezoeker', 'ordinal')).toEqual([['drieduizend twaalfde', '3012']]);
  });

  it('reads an Italian whole and a fraction of its scale', () => {
    expect(read('it', 'la spesa è di sei miliardi e tre quarti')).toEqual([['sei miliardi e tre quarti', '6750000000']]);
    expect(read('it', 'costa duemila e cinquecento')).toEqual([['duemila e cinquecento', '2500']]);
  });
});

describe('"sur" and "sobre" fractions, and "h" apart from its digits (French)', () => {
  it('reads "X sur Y" as a fraction only where the clause ends, a connector or per cent follows', () => {
    expect(read('fr', 'un prêt de 5000 sur 4 ans', 'duration')).toEqual([['4 ans', 'P4Y']]);
    // The 4 is inside a length: no number (one reading per span).
    expect(read('fr', 'un prêt de 5000 sur 4 ans')).toEqual([['5000', '5000']]);
    expect(read('fr', 'il a eu neuf sur dix.')).toEqual([['neuf sur dix', '0.9']]);
    expect(read('es', 'uno sobre cuatro y luego dos')).toEqual([['uno sobre cuatro', '0.25'], ['dos', '2']]);
  });

  it('reads "h" a space after digits as hours', () => {
    expect(read('fr', 'la visite dure 3 h', 'duration')).toEqual([['3 h', 'PT3H']]);
    expect(read('fr', 'trois h', 'duration')).toEqual([]);
  });

  it('reads minutes bare after an hour\'s "h": glued, or spaced where the clause ends', () => {
    expect(read('fr', 'le trajet prend 1h20 en voiture', 'duration')).toEqual([['1h20', 'PT1H20M']]);
    expect(read('fr', 'la visite dure 2 h 15', 'duration')).toEqual([['2 h 15', 'PT2H15M']]);
    expect(read('es', 'el vuelo dura 3h05', 'duration')).toEqual([['3h05', 'PT3H5M']]);
    expect(read('fr', 'il reste 2 h 30 euros', 'duration')).toEqual([['2 h', 'PT2H']]);
  });
});
