/**
 * Number words of the Latin-script languages the numeral reader (latin.ts) reads: es, fr, de, pt, it, nl. Words are
 * written as people spell them; the reader folds case and accents (and, in German, "ue" for "ü", "ss" for "ß")
 * before looking them up. Built from the languages' grammars, checked against Duckling's and Recognizers-Text's
 * public number corpora (dev split only: scripts/builtins/score.ts).
 */
export interface Lexicon {
  /** Words that add a value: units, teens, tens, whole hundreds ("doscientos"). */
  add: Record<string, number>;
  /** Words that multiply what came before by 100 ("cent" in "deux cents", "hundert"); none where hundreds are words. */
  hundred: string[];
  /** Scale words: thousand and up ("mil", "millones"), and the dozen. */
  scale: Record<string, number>;
  /** Words joining parts of one numeral ("y" in "treinta y tres", "und" in "zweiundzwanzig"). */
  and: string[];
  /** Decimal points said as words ("coma", "punto"). */
  point: string[];
  /** Words making the numeral negative ("menos"). */
  minus: string[];
  /** Words for a half ("media docena" 6, "dos y medio" 2.5, "un demi-million" 500000). */
  half: string[];
  /** Other parts said where a half is ("vijf miljard en driekwart"): the word and its part. */
  parts?: Record<string, number>;
  /** A whole and a half written as one word: German "dreieinhalb", Dutch "tweeënhalf" (the ending, accents off). */
  andAHalf?: string;
  /** Forms of "one" that are articles too ("una mesa"): a number alone, or inside a bigger numeral, not before a word. */
  articles: string[];
  /** Ordinal words (feminine and plural forms are derived by `ordinalEndings`). Scale ordinals ("milésimo") too. */
  ordinal: Record<string, number>;
  /** Endings an ordinal word takes after its masculine singular ("o" → "a", "os", "as"). */
  ordinalEndings?: { from: string; to: string[] };
  /** Suffixes that make an ordinal of a cardinal word ("vingt-cinquième", "zwanzigste"), with stem repairs. */
  ordinalSuffixes?: string[];
  /** Letters appended to a stem left by an ordinal suffix ("cinqu" + "" , "onz" + "e"). */
  stemEndings?: string[];
  /** Whole tens that take a teen after them (French "soixante-dix", "quatre-vingt-douze"). */
  teenTakers?: number[];
  /** Ordinal marks after digits ("1º", "2ème", "3e", "4de"). */
  digitOrdinal: RegExp;
}

const ES: Lexicon = {
  add: {
    cero: 0, zero: 0, uno: 1, un: 1, una: 1, 'ún': 1, dos: 2, tres: 3, 'trés': 3, cuatro: 4, cinco: 5, seis: 6, 'séis': 6, siete: 7, ocho: 8, nueve: 9,
    diez: 10, dies: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diesiseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19,
    veinte: 20, veintiuno: 21, veintiun: 21, veintiuna: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26,
    veintisiete: 27, veintiocho: 28, veintinueve: 29, ventiuno: 21, ventiuna: 21, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90,
    cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400, cuatrocientas: 400,
    quinientos: 500, quinientas: 500, seiscientos: 600, seiscientas: 600, setecientos: 700, setecientas: 700, ochocientos: 800, ochocientas: 800,
    novecientos: 900, novecientas: 900,
  },
  hundred: ['cientos', 'cientas'],
  scale: {
    mil: 1e3, millon: 1e6, millones: 1e6, millardo: 1e9, millardos: 1e9, billon: 1e12, billones: 1e12, trillon: 1e18, trillones: 1e18, docena: 12, docenas: 12,
    // "un millar de personas", "dos millares"; the dozen abbreviated as in recipes ("3 dz").
    millar: 1e3, millares: 1e3, dz: 12, doz: 12, dzs: 12, dozs: 12,
    // The long scales above the trillón (Recognizers-Text's spanishNumeric reads them): a million to the 4th, 5th, 6th, 7th.
    cuatrillon: 1e24, cuatrillones: 1e24, quintillon: 1e30, quintillones: 1e30, sextillon: 1e36, sextillones: 1e36, septillon: 1e42, septillones: 1e42,
  },
  and: ['y'],
  point: ['coma', 'punto'],
  minus: ['menos', 'negativo', 'negativa'],
  half: ['medio', 'media'],
  articles: ['un', 'una'],
  ordinal: {
    primero: 1, primer: 1, segundo: 2, tercero: 3, tercer: 3, cuarto: 4, quinto: 5, sexto: 6, 'séptimo': 7, setimo: 7, octavo: 8, noveno: 9, 'décimo': 10,
    'undécimo': 11, 'duodécimo': 12, decimoprimero: 11, decimosegundo: 12, decimotercero: 13, decimocuarto: 14, decimoquinto: 15, decimosexto: 16,
    'decimoséptimo': 17, decimoctavo: 18, decimonoveno: 19, 'vigésimo': 20, 'trigésimo': 30, 'cuadragésimo': 40, 'quincuagésimo': 50, 'sexagésimo': 60,
    'septuagésimo': 70, 'octogésimo': 80, 'nonagésimo': 90, 'centésimo': 100, 'ducentésimo': 200, 'tricentésimo': 300, 'cuadringentésimo': 400,
    'quingentésimo': 500, 'sexcentésimo': 600, 'septingentésimo': 700, 'octingentésimo': 800, 'noningentésimo': 900,
    'milésimo': 1e3, 'millonésimo': 1e6, 'billonésimo': 1e12, 'trillonésimo': 1e18, 'cuatrillonésimo': 1e24,
  },
  ordinalEndings: { from: 'o', to: ['a', 'os', 'as'] },
  // "1era" and "21avo", "25ava" as written in Latin America, beside Recognizers-Text's OrdinalSuffixRegex marks.
  digitOrdinal: /^(?:\.?[ºª°]|ro|ra|do|da|er|era|to|ta|mo|ma|vo|va|avo|ava|no|na|o|a)$/,
};

const PT: Lexicon = {
  add: {
    zero: 0, um: 1, uma: 1, dois: 2, duas: 2, 'três': 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12,
    treze: 13, quatorze: 14, catorze: 14, quinze: 15, dezesseis: 16, dezasseis: 16, dezessete: 17, dezassete: 17, dezoito: 18, dezenove: 19, dezanove: 19,
    vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60, setenta: 70, oitenta: 80, noventa: 90, cem: 100, cento: 100,
    duzentos: 200, duzentas: 200, trezentos: 300, trezentas: 300, quatrocentos: 400, quatrocentas: 400, quinhentos: 500, quinhentas: 500,
    seiscentos: 600, seiscentas: 600, setecentos: 700, setecentas: 700, oitocentos: 800, oitocentas: 800, novecentos: 900, novecentas: 900,
  },
  hundred: [],
  scale: {
    mil: 1e3, milhao: 1e6, milhoes: 1e6, 'milhão': 1e6, 'milhões': 1e6, bilhao: 1e9, bilhoes: 1e9, 'bilião': 1e12, 'biliões': 1e12, trilhao: 1e12, trilhoes: 1e12, duzia: 12, duzias: 12,
    // The larger scales, and counts of tens, hundreds and thousands ("duas dezenas", "três centenas", "um milhar").
    quatrilhao: 1e15, quatrilhoes: 1e15, quadrilhao: 1e15, quadrilhoes: 1e15, quintilhao: 1e18, quintilhoes: 1e18,
    dezena: 10, dezenas: 10, centena: 100, centenas: 100, milhar: 1e3, milhares: 1e3,
  },
  and: ['e'],
  point: ['ponto', 'virgula'],
  minus: ['menos', 'negativo', 'negativa'],
  half: ['meio', 'meia'],
  articles: ['um', 'uma'],
  ordinal: {
    primeiro: 1, segundo: 2, terceiro: 3, quarto: 4, quinto: 5, sexto: 6, 'sétimo': 7, oitavo: 8, nono: 9, 'décimo': 10, 'vigésimo': 20, 'trigésimo': 30,
    'quadragésimo': 40, 'quinquagésimo': 50, 'sexagésimo': 60, 'septuagésimo': 70, 'setuagésimo': 70, 'octogésimo': 80, 'nonagésimo': 90,
    'centésimo': 100, 'ducentésimo': 200, 'trecentésimo': 300, 'tricentésimo': 300, 'quadringentésimo': 400, 'quingentésimo': 500, 'sexcentésimo': 600,
    'septingentésimo': 700, 'octingentésimo': 800, 'nongentésimo': 900, 'milésimo': 1e3, 'milionésimo': 1e6,
    // Forms portugueseNumeric also reads: the learned 11th and 12th, 900th's other spelling, the ordinals of the larger scales.
    'undécimo': 11, 'duodécimo': 12, 'noningentésimo': 900, 'bilionésimo': 1e9, 'trilionésimo': 1e12, 'quatrilionésimo': 1e15, 'quintilionésimo': 1e18,
  },
  ordinalEndings: { from: 'o', to: ['a', 'os', 'as'] },
  digitOrdinal: /^(?:\.?[ºª°]|o|a)$/,
};

const IT: Lexicon = {
  add: {
    zero: 0, uno: 1, un: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12,
    tredici: 13, quattordici: 14, quindici: 15, sedici: 16, diciassette: 17, diciotto: 18, diciannove: 19, venti: 20, vent: 20, trenta: 30, trent: 30,
    quaranta: 40, quarant: 40, cinquanta: 50, cinquant: 50, sessanta: 60, sessant: 60, settanta: 70, settant: 70, ottanta: 80, ottant: 80,
    novanta: 90, novant: 90,
  },
  hundred: ['cento', 'cent'],
  scale: { mille: 1e3, mila: 1e3, milione: 1e6, milioni: 1e6, miliardo: 1e9, miliardi: 1e9, bilione: 1e12, bilioni: 1e12, dozzina: 12, dozzine: 12 },
  and: ['e'],
  point: ['virgola', 'punto'],
  minus: ['meno', 'negativo', 'negativa'],
  half: ['mezzo', 'mezza'],
  articles: ['un', 'una'],
  ordinal: { primo: 1, secondo: 2, terzo: 3, quarto: 4, quinto: 5, sesto: 6, settimo: 7, ottavo: 8, nono: 9, decimo: 10 },
  ordinalEndings: { from: 'o', to: ['a', 'i', 'e'] },
  ordinalSuffixes: ['esimo', 'esima', 'esimi', 'esime'],
  stemEndings: ['', 'i', 'e', 'a', 'o'],
  digitOrdinal: /^(?:\.?[ºª°]|o|a)$/,
};

const FR: Lexicon = {
  add: {
    'zéro': 0, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, treize: 13,
    quatorze: 14, quinze: 15, seize: 16, vingt: 20, vingts: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60, septante: 70, huitante: 80,
    octante: 80, nonante: 90,
  },
  hundred: ['cent', 'cents'],
  // The long scale: a billion is 1e12, a trillion 1e18 ("trillionième" its ordinal).
  scale: { mille: 1e3, mil: 1e3, million: 1e6, millions: 1e6, milliard: 1e9, milliards: 1e9, billion: 1e12, billions: 1e12, trillion: 1e18, trillions: 1e18, douzaine: 12, douzaines: 12 },
  and: ['et'],
  point: ['virgule', 'point'],
  minus: ['moins', 'négatif', 'négative'],
  half: ['demi', 'demie'],
  articles: ['un', 'une'],
  ordinal: { premier: 1, 'première': 1, premiers: 1, 'premières': 1, second: 2, seconde: 2, seconds: 2, secondes: 2 },
  ordinalSuffixes: ['ièmes', 'ième', 'iemes', 'ieme'],
  stemEndings: ['', 'e', 'f'],
  teenTakers: [60, 80],
  digitOrdinal: /^(?:er|re|ère|ere|e|è|ème|eme|ième|ieme|nd|nde|d|de|es|èmes|emes)$/,
};

const DE: Lexicon = {
  add: {
    null: 0, eins: 1, ein: 1, eine: 1, einer: 1, einem: 1, einen: 1, eines: 1, zwei: 2, zwo: 2, drei: 3, vier: 4, 'fünf': 5, sechs: 6, sieben: 7, acht: 8,
    neun: 9, zehn: 10, elf: 11, 'zwölf': 12, dreizehn: 13, vierzehn: 14, 'fünfzehn': 15, sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19,
    zwanzig: 20, 'dreißig': 30, dreissig: 30, vierzig: 40, 'fünfzig': 50, sechzig: 60, siebzig: 70, achtzig: 80, neunzig: 90,
    // One and a half (Recognizers-Text's germanNumeric FractionHalfRegex).
    anderthalb: 1.5, einundhalb: 1.5,
  },
  hundred: ['hundert'],
  scale: {
    tausend: 1e3, million: 1e6, millionen: 1e6, mio: 1e6, milliarde: 1e9, milliarden: 1e9, milliard: 1e9, mrd: 1e9, billion: 1e12, billionen: 1e12,
    billiarde: 1e15, billiarden: 1e15, dutzend: 12,
  },
  and: ['und'],
  point: ['komma', 'punkt'],
  minus: ['minus', 'negativ'],
  half: ['halb', 'halbe', 'halben', 'halbes'],
  parts: { dreiviertel: 0.75 },
  andAHalf: 'einhalb',
  articles: ['ein', 'eine', 'einer', 'einem', 'einen', 'eines'],
  ordinal: { erst: 1, zweit: 2, dritt: 3, siebt: 7, acht: 8 },
  ordinalEndings: { from: '', to: ['e', 'er', 'es', 'en', 'em'] },
  ordinalSuffixes: ['sten', 'ster', 'stes', 'stem', 'ste', 'ten', 'ter', 'tes', 'tem', 'te'],
  stemEndings: [''],
  digitOrdinal: /^\.$/,
};

const NL: Lexicon = {
  add: {
    nul: 0, een: 1, 'één': 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11, twaalf: 12, dertien: 13,
    veertien: 14, vijftien: 15, zestien: 16, zeventien: 17, achttien: 18, negentien: 19, twintig: 20, dertig: 30, veertig: 40, vijftig: 50,
    zestig: 60, zeventig: 70, tachtig: 80, negentig: 90,
    anderhalf: 1.5, anderhalve: 1.5,
  },
  hundred: ['honderd'],
  scale: { duizend: 1e3, miljoen: 1e6, miljoenen: 1e6, miljard: 1e9, miljarden: 1e9, biljoen: 1e12, biljoenen: 1e12, dozijn: 12, dozijnen: 12 },
  and: ['en', 'ën'],
  point: ['komma', 'punt'],
  minus: ['min', 'minus', 'negatief'],
  half: ['half', 'halve'],
  parts: { driekwart: 0.75 },
  andAHalf: 'enhalf',
  articles: ['een'],
  ordinal: { eerste: 1, derde: 3 },
  ordinalSuffixes: ['ste', 'de'],
  stemEndings: [''],
  digitOrdinal: /^(?:e|ste|de|ste)$/,
};

export const LATIN_LEXICONS = { es: ES, pt: PT, it: IT, fr: FR, de: DE, nl: NL } as const;
export type LatinLanguage = keyof typeof LATIN_LEXICONS;
