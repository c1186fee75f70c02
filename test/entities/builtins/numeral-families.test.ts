import { describe, expect, it } from 'vitest';
import { extractBuiltins, type BuiltinKind } from '../../../src/entities/builtins/index.js';

// Families of number expressions the peers' grammars read (Recognizers-Text's per-language numeric resources, MIT;
// Duckling's Numeral rules, BSD) that our numeral grammars (numerals/latin.ts, numerals/cjk.ts) missed. Each case is
// our own sentence written from the family, not a suite case. Reference: 6 March 2026, 15:00 in Madrid.
const MADRID = { referenceTime: '2026-03-06T15:00:00', timeZone: 'Europe/Madrid' };
const read = (locale: string, text: string, kind: BuiltinKind = 'number') => extractBuiltins(text, { locale, kinds: [kind], ...MADRID }).map((s) => [s.raw, s.value]);

describe('Chinese numeral families', () => {
  it('reads the colloquial 俩 and 仨 ("the two of us", "the three of them"), not inside 伎俩 ("a trick")', () => {
    expect(read('zh', '我们俩去吧')).toEqual([['俩', '2']]);
    expect(read('zh', '他们仨都来了')).toEqual([['仨', '3']]);
    expect(read('zh', '这是他的伎俩')).toEqual([]);
  });

  it('reads half a dozen (半打)', () => {
    expect(read('zh', '买半打鸡蛋')).toEqual([['半打', '6']]);
  });

  it('reads no sign in a second minus, no decimal point after another point, and no decimal digit 两', () => {
    expect(read('zh', '得分是－－9')).toEqual([['9', '9']]);
    expect(read('zh', '然后...7个人')).toEqual([['7', '7']]);
    expect(read('zh', '两百点两')).toEqual([['两百', '200'], ['两', '2']]);
    expect(read('zh', '两百点两', 'datetime')).toEqual([]);
    expect(read('zh', '增长了二点五倍')).toEqual([['二点五', '2.5']]);
  });

  it('reads the number of an approximate count ("三十多岁", thirty-odd years old), which is no day of a month', () => {
    expect(read('zh', '他三十多岁')).toEqual([['三十', '30']]);
    expect(read('zh', '他三十多岁', 'datetime')).toEqual([]);
    expect(read('zh', '三十号见', 'datetime')).toEqual([['三十号', '2026-03-30']]);
  });

  it('reads half of a unit said as one word (半千, 半万, 半亿) and a count and a half (一个半, 两个半)', () => {
    expect(read('zh', '来了半万人')).toEqual([['半万', '5000']]);
    expect(read('zh', '投资半亿元', 'number')).toEqual([['半亿', '50000000']]);
    expect(read('zh', '吃了两个半')).toEqual([['两个半', '2.5']]);
    expect(read('zh', '等了一个半月', 'duration')).toEqual([['一个半月', 'P1M15D']]);
    expect(read('zh', '开了两个半小时', 'duration')).toEqual([['两个半小时', 'PT2H30M']]);
  });

  it('splits a run that is no one numeral into the numerals it holds ("五十千": 50 and 1000, never 1050)', () => {
    expect(read('zh', '五十千')).toEqual([['五十', '50'], ['千', '1000']]);
    expect(read('zh', '一千一百一十一')).toEqual([['一千一百一十一', '1111']]);
    expect(read('ja', '百十')).toEqual([['百十', '110']]);
  });

  it('reads a decimal of a big unit said in characters ("三点五亿") and tenths ("十分之三"), not 十分 ("very")', () => {
    expect(read('zh', '三点五亿人')).toEqual([['三点五亿', '350000000']]);
    expect(read('zh', '十二点五万')).toEqual([['十二点五万', '125000']]);
    expect(read('zh', '十分之三的人')).toEqual([['十分之三', '0.3']]);
    expect(read('zh', '他十分高兴')).toEqual([]);
  });
});

describe('Spanish and Portuguese numeral families', () => {
  it('reads counts of tens, hundreds and thousands, and the larger Portuguese scales', () => {
    expect(read('pt', 'comprei duas dezenas de ovos')).toEqual([['duas dezenas', '20']]);
    expect(read('pt', 'umas três centenas de pessoas')).toEqual([['três centenas', '300']]);
    expect(read('pt', 'um milhar de livros')).toEqual([['um milhar', '1000']]);
    expect(read('pt', 'dois quatrilhões')).toEqual([['dois quatrilhões', '2000000000000000']]);
    expect(read('es', 'vinieron un millar de personas')).toEqual([['un millar', '1000']]);
    expect(read('es', 'compra 3 dz de huevos')).toEqual([['3 dz', '36']]);
    expect(read('es', 'ventiuno')).toEqual([['ventiuno', '21']]);
  });

  it('reads fractions written with a slash, alone or after a whole, and leaves a date\'s slashes alone', () => {
    expect(read('es', 'añade 1 1/2 tazas de harina')).toEqual([['1 1/2', '1.5']]);
    expect(read('pt', 'ponha 2 3/4 xícaras')).toEqual([['2 3/4', '2.75']]);
    expect(read('pt', 'o resultado é -1/8')).toEqual([['-1/8', '-0.125']]);
    expect(read('es', 'el 1/2/2026', 'datetime').map(([raw]) => raw)).toEqual(['1/2/2026']);
    // A whole result is a date or a score more often than a fraction.
    expect(read('fr', 'le score final 10/5').map(([, v]) => v)).not.toContain('2');
  });
});

describe('French fractions and decimals (frenchNumeric: FractionNounWithArticleRegex, FractionMultiplierRegex, written decimal separators)', () => {
  it('reads one of a fraction after "un"/"une" where it ends the clause or takes "de", else an ordinal', () => {
    expect(read('fr', 'un centième')).toEqual([['un centième', '0.01']]);
    expect(read('fr', 'un cinquième des votes')).toEqual([['un cinquième', '0.2']]);
    expect(read('fr', 'il reste un quart')).toEqual([['un quart', '0.25']]);
    expect(read('fr', 'un vingt-cinquième')).toEqual([['un vingt-cinquième', '0.04']]);
    expect(read('fr', 'un troisième essai', 'ordinal')).toEqual([['troisième', '3']]);
  });

  it('reads a whole and a fraction ("trois et un cinquième") and a fraction of a scale ("deux tiers de million")', () => {
    expect(read('fr', 'trois et un cinquième')).toEqual([['trois et un cinquième', '3.2']]);
    expect(read('fr', 'deux tiers de million')).toEqual([['deux tiers de million', '666666.666666667']]);
    expect(read('fr', "un quart d'un milliard")).toEqual([["un quart d'un milliard", '250000000']]);
    expect(read('es', 'un quinto de millón')).toEqual([['un quinto de millón', '200000']]);
  });

  it('reads decimals said as one number after the decimal word', () => {
    expect(read('fr', 'deux virgule vingt-cinq')).toEqual([['deux virgule vingt-cinq', '2.25']]);
    expect(read('es', 'doscientos coma setenta y uno')).toEqual([['doscientos coma setenta y uno', '200.71']]);
    expect(read('fr', 'deux virgule cinq')).toEqual([['deux virgule cinq', '2.5']]);
  });
});

describe('a whole and a fraction joined by "y", "e", "et" (FractionMultiplierRegex of spanish/portuguese/frenchNumeric)', () => {
  it('reads the fraction as the part after the connector, of the scale said before it', () => {
    expect(read('es', 'seis millones y dos tercios')).toEqual([['seis millones y dos tercios', '6666666.66666667']]);
    expect(read('es', 'cien y tres cuartos')).toEqual([['cien y tres cuartos', '100.75']]);
    expect(read('pt', 'dois milhões e três quintos')).toEqual([['dois milhões e três quintos', '2600000']]);
    expect(read('fr', 'vingt et trois cinquièmes')).toEqual([['vingt et trois cinquièmes', '20.6']]);
  });

  it('keeps the connector a numeral is said with', () => {
    expect(read('es', 'treinta y tres quintos')).toEqual([['treinta y tres quintos', '6.6']]);
    expect(read('pt', 'vinte e três quintos')).toEqual([['vinte e três quintos', '4.6']]);
    expect(read('es', 'ciento treinta y dos quintos')).toEqual([['ciento treinta y dos quintos', '26.4']]);
    // The part after the connector is a proper fraction only: else the whole is the numerator.
    expect(read('fr', 'cent et trente cinquièmes')).toEqual([['cent et trente cinquièmes', '26']]);
  });

  it('reads "y un cuarto", "un cuarto de millón" and a half of the scale after it', () => {
    expect(read('pt', 'dois e um quarto')).toEqual([['dois e um quarto', '2.25']]);
    expect(read('es', 'un cuarto de millón')).toEqual([['un cuarto de millón', '250000']]);
    expect(read('es', 'cinco y medio millones')).toEqual([['cinco y medio millones', '5500000']]);
    expect(read('pt', 'cinco e meio milhões')).toEqual([['cinco e meio milhões', '5500000']]);
  });
});

describe('Spanish numeral families, second pass (spanishNumeric: RoundNumberIntegerRegex, AllFloatRegex with "con"; Duckling ES "number dot number")', () => {
  it('reads the long scales above the trillón, and their ordinals', () => {
    expect(read('es', 'hay un cuatrillón de estrellas')).toEqual([['un cuatrillón', '1000000000000000000000000']]);
    expect(read('es', 'dos sextillones de granos')).toEqual([['dos sextillones', '2000000000000000000000000000000000000']]);
    expect(read('es', 'el trillonésimo visitante', 'ordinal')).toEqual([['trillonésimo', '1000000000000000000']]);
  });

  it('reads a decimal said in words before a scale ("dos coma cinco millones"), in Spanish, French and Portuguese', () => {
    expect(read('es', 'unos dos coma cinco millones de habitantes')).toEqual([['dos coma cinco millones', '2500000']]);
    expect(read('fr', 'trois virgule deux milliards de dollars', 'number')).toEqual([['trois virgule deux milliards', '3200000000']]);
    expect(read('pt', 'um vírgula cinco milhões de votos')).toEqual([['um vírgula cinco milhões', '1500000']]);
  });

  it('reads half of a smaller scale after a bigger one ("un billón y medio millón"), and keeps "dos millones y medio"', () => {
    expect(read('es', 'la deuda es de un billón y medio millón')).toEqual([['un billón y medio millón', '1000000500000']]);
    expect(read('es', 'vendieron dos millones y medio')).toEqual([['dos millones y medio', '2500000']]);
  });

  it('reads decimals after "con" where they end the clause or come before "por ciento" or a currency, never before a noun', () => {
    expect(read('es', 'la nota fue un siete con cinco.')).toEqual([['siete con cinco', '7.5']]);
    expect(read('es', 'me costó tres con cincuenta euros')).toEqual([['tres con cincuenta', '3.5']]);
    expect(read('es', 'sube un dos con cero cinco por ciento', 'percentage')).toEqual([['dos con cero cinco por ciento', '2.05']]);
    expect(read('es', 'una mesa para dos con tres niños')).toEqual([['dos', '2'], ['tres', '3']]);
  });
});

describe('Portuguese ordinal families (portugueseNumeric: OrdinalSuffixRegex, SimpleRoundOrdinalRegex, SpecialUnderHundredOrdinalRegex)', () => {
  it('reads "2a", "5ª" as ordinals, weekdays only with "feira" or where a day is said', () => {
    expect(read('pt', 'ficou em 2a', 'ordinal')).toEqual([['2a', '2']]);
    expect(read('pt', 'é a 3a vez que ligo', 'ordinal')).toEqual([['3a', '3']]);
    expect(read('pt', 'ele está na 5ª série', 'ordinal')).toEqual([['5ª', '5']]);
    expect(read('pt', 'é a 3a vez que ligo', 'datetime')).toEqual([]);
    expect(read('pt', 'pode ser na 2ª ou na 6a?', 'datetime').map(([raw]) => raw)).toEqual(['2ª', '6a']);
    expect(read('pt', 'até 4ª-feira', 'ordinal')).toEqual([]);
  });

  it('reads a compound ordinal ending in segunda, quarta, quinta or sexta, which are weekdays alone', () => {
    expect(read('pt', 'a vigésima segunda', 'ordinal')).toEqual([['vigésima segunda', '22']]);
    expect(read('pt', 'a décima quinta', 'ordinal')).toEqual([['décima quinta', '15']]);
    expect(read('pt', 'a décima quinta', 'datetime')).toEqual([]);
  });

  it('reads undécimo, duodécimo, noningentésimo and the ordinals of the larger scales', () => {
    expect(read('pt', 'o undécimo mandamento', 'ordinal')).toEqual([['undécimo', '11']]);
    expect(read('pt', 'a duodécima noite', 'ordinal')).toEqual([['duodécima', '12']]);
    expect(read('pt', 'o bilionésimo cliente', 'ordinal')).toEqual([['bilionésimo', '1000000000']]);
  });
});

describe('French ordinals: the feminine "première" names no day; the long scale\'s trillion', () => {
  it('reads "première" before a noun as an ordinal, not the first of a month; "la première semaine" stays a week', () => {
    expect(read('fr', 'un billet de première classe', 'ordinal')).toEqual([['première', '1']]);
    expect(read('fr', 'un billet de première classe', 'datetime')).toEqual([]);
    expect(read('fr', 'la première semaine de mars', 'datetime')).toEqual([['la première semaine de mars', '2026-03-02/2026-03-08']]);
    expect(read('fr', 'le premier mai', 'datetime')).toEqual([['le premier mai', '2026-05-01']]);
  });

  it('reads the trillion (1e18) and its ordinal', () => {
    expect(read('fr', 'le trillionième atome', 'ordinal')).toEqual([['trillionième', '1000000000000000000']]);
  });
});

describe('Spanish and Portuguese: one of a scale\'s fraction, half as a noun, "only one" (spanish/portugueseNumeric: FractionNounWithArticleRegex)', () => {
  it('reads "un milésimo", "um milionésimo", "un millième" as fractions; "el milésimo" stays an ordinal', () => {
    expect(read('es', 'tarda un milésimo de segundo')).toEqual([['un milésimo', '0.001']]);
    expect(read('pt', 'um milionésimo do total')).toEqual([['um milionésimo', '0.000001']]);
    expect(read('fr', 'un millième de seconde')).toEqual([['un millième', '0.001']]);
    expect(read('es', 'el milésimo cliente', 'ordinal')).toEqual([['milésimo', '1000']]);
  });

  it('reads "la mitad", "a metade" after their article as a half, not "a mitad de semana"', () => {
    expect(read('es', 'se comió la mitad del pastel')).toEqual([['mitad', '0.5']]);
    expect(read('pt', 'comeu a metade do bolo')).toEqual([['metade', '0.5']]);
    expect(read('es', 'nos vemos a mitad de camino')).toEqual([]);
  });

  it('reads the article after "only" as a count of one ("solo una mesa", "só uma vaca"); an article alone is none', () => {
    expect(read('es', 'quiero solo una mesa')).toEqual([['una', '1']]);
    expect(read('pt', 'compre só uma vaca')).toEqual([['uma', '1']]);
    expect(read('es', 'quiero una mesa')).toEqual([]);
  });
});

describe('Spanish "diez y seis" (Duckling ES: number (16..19, two words))', () => {
  it('reads a count under a hundred said alone with its connector as a number, not a time; "las diez y cinco" stays one', () => {
    expect(read('es', 'somos diez y seis')).toEqual([['diez y seis', '16']]);
    expect(read('es', 'somos diez y seis', 'datetime')).toEqual([]);
    expect(read('es', 'llegaron dies personas')).toEqual([['dies', '10']]);
    expect(read('es', 'son las diez y cinco', 'datetime')).toEqual([['las diez y cinco', '2026-03-06T22:05:00+01:00']]);
  });
});

describe('Spanish ordinal marks after digits as written in Latin America', () => {
  it('reads "1era", "21avo", "25ava" as ordinals', () => {
    expect(read('es', 'quedó en 1era fila', 'ordinal')).toEqual([['1era', '1']]);
    expect(read('es', 'es su 21avo cumpleaños', 'ordinal')).toEqual([['21avo', '21']]);
    expect(read('es', 'la 25ava edición', 'ordinal')).toEqual([['25ava', '25']]);
  });
});
