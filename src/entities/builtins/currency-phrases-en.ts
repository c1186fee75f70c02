import { CURRENCY_NAMES_EN } from './currency-names-en.js';

/**
 * English names of every currency in use, as phrases to their ISO 4217 code: the name with its nationality ("Costa
 * Rican colones", "Cuban convertible pesos", "West African CFA francs"), the country's name before the currency's
 * ("Japan yen", "Canada dollars", "Trinidad and Tobago dollars"), a dollar or pound sign after either ("Canadian $",
 * "Hong Kong $", "Egyptian £"), and a currency's own word alone where it names one currency only ("kwacha" does not:
 * Malawi's or Zambia's; "quetzales" does). Built from CLDR's names (currency-names-en.ts) on first use.
 */

/** Currency words that are English words or names too ("5 rights", "a real", "gold"): a currency only after a nationality. */
const NOT_ALONE: ReadonlySet<string> = new Set(['mark', 'real', 'sol', 'kip', 'rights', 'sucre', 'rand', 'gold', 'dong', 'lev', 'leone', 'balboa', 'cordoba', 'bolivar', 'dram', 'guarani', 'won', 'som']);

/** Other names of the countries CLDR names ("Hong Kong SAR China", "Türkiye", "Myanmar (Burma)"). */
const REGION_ALIASES: Record<string, readonly string[]> = {
  'hong kong sar china': ['hong kong', 'hongkong'], 'macao sar china': ['macao', 'macau'], 'myanmar (burma)': ['myanmar', 'burma'],
  'congo - kinshasa': ['congo'], turkiye: ['turkey', 'turkiye'], czechia: ['czechia', 'czech republic'], eswatini: ['eswatini', 'swaziland'],
  'united kingdom': ['united kingdom', 'uk', 'britain', 'great britain'], 'united states': ['united states', 'united states of america', 'america', 'usa'],
  'st. helena': ['st. helena', 'st helena', 'saint helena'],
};
/** Other spellings of nationalities CLDR writes one way ("Guyanaese", "Bermudan", "Myanmar kyat"). */
const NATIONALITY_ALIASES: Record<string, readonly string[]> = {
  guyanaese: ['guyanese'], bermudan: ['bermudian'], myanmar: ['burmese'], 'st. helena': ['saint helena', 'st helena'], botswanan: ['botswana'],
  kyrgyz: ['kyrgyzstani'], laotian: ['lao'], 'bosnia-herzegovina convertible': ['bosnia and herzegovina convertible', 'bosnian convertible'],
  uae: ['uae', 'emirati'], us: ['us', 'u.s.', 'u.s', 'american'], kazakhstani: ['kazakhstani', 'kazakh'], maldivian: ['maldivian', 'maldive'],
  belarusian: ['belarusian', 'new belarusian'], 'trinidad and tobago': ['trinidad and tobago', 'trinidadian', 'trinidad'], surinamese: ['surinamese', 'surinam'],
  'central african cfa': ['central african cfa', 'central african'], 'west african cfa': ['west african cfa', 'west african'], british: ['british', 'sterling'],
  argentine: ['argentine', 'argentinian', 'argentinean'], nepalese: ['nepalese', 'nepali'], 'israeli new': ['israeli new', 'israeli', 'new'],
  'new taiwan': ['new taiwan', 'nt', 'taiwanese'], australian: ['australian', 'aussie'], 'new zealand': ['new zealand', 'kiwi'],
  philippine: ['philippine', 'filipino'], 'south korean': ['south korean', 'korean'], 'hong kong': ['hong kong', 'hk'],
};
/** Other spellings of a currency's own word ("tögrög" for CLDR's "tugrik"). */
const BASE_ALIASES: Record<string, readonly string[]> = {
  tugrik: ['tugrik', 'togrog'], zloty: ['zloty', 'zlote', 'zlotych'], hryvnia: ['hryvnia', 'hryvnya'],
  // The crowns of Scandinavia and Czechia, in English and in their own plurals.
  koruna: ['koruna', 'crown'], krone: ['krone', 'kroner', 'crown'], krona: ['krona', 'kronor', 'kronur', 'crown'],
};

/** Lower case without accents, "&" as "and": "São Tomé & Príncipe" → "sao tome and principe". */
function fold(s: string): string {
  // Plain lower-case ASCII letters and marks (most words) need no work.
  let plain = true;
  for (let i = 0; i < s.length && plain; i++) { const c = s.charCodeAt(i); plain = (c >= 97 && c <= 122) || c === 36 || c === 46 || c === 45 || c === 44; }
  return plain ? s : s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/&/g, 'and').replace(/ʻ|'/g, '');
}

interface Phrases { codes: Map<string, string>; prefixes: Set<string> }
let phrases: Phrases | null = null;

function build(): Phrases {
  const codes = new Map<string, string>();
  const add = (phrase: string, code: string) => { if (!codes.has(phrase)) codes.set(phrase, code); };
  const bases = new Map<string, string[]>();
  for (const [code, name] of CURRENCY_NAMES_EN) {
    const base = fold(name).split(' ').pop()!;
    bases.set(base, [...(bases.get(base) ?? []), code]);
  }
  // The shorter name first: "Cuba pesos" is Cuba's peso, not its convertible peso.
  const byLength = [...CURRENCY_NAMES_EN].sort((a, b) => a[1].split(' ').length - b[1].split(' ').length);
  for (const [code, name, plural, region] of byLength) {
    const words = fold(name).split(' ');
    const base = words.pop()!;
    const pluralWords = fold(plural).split(' ');
    // The plural CLDR writes, an English "s", and the Spanish "es" of the Americas' currencies ("colones", "quetzales").
    const plurals = [...new Set([pluralWords[pluralWords.length - 1]!, ...(BASE_ALIASES[base] ?? [base]).flatMap((b) => [b, `${b}s`, ...(/[lnrz]$/.test(b) ? [`${b}es`] : [])])])];
    const signs = base === 'dollar' ? ['$'] : base === 'pound' ? ['£'] : [];
    const qualifiers = new Set<string>();
    if (words.length > 0) {
      const q = words.join(' ');
      for (const form of NATIONALITY_ALIASES[q] ?? [q]) qualifiers.add(form);
      qualifiers.add(q);
      add(fold(plural), code);
    }
    const country = fold(region);
    if (country !== '') for (const form of REGION_ALIASES[country] ?? [country]) qualifiers.add(form);
    // "Cayman Island dollars" as "Cayman Islands dollars".
    for (const q of [...qualifiers]) if (q.endsWith(' islands')) qualifiers.add(q.slice(0, -1));
    for (const q of qualifiers) {
      for (const p of plurals) add(`${q} ${p}`, code);
      for (const sign of signs) add(`${q} ${sign}`, code);
    }
    // The currency's own word, where it names this currency only.
    if (bases.get(base)!.length === 1 && !NOT_ALONE.has(base)) for (const p of plurals) add(p, code);
  }
  const prefixes = new Set<string>();
  for (const phrase of codes.keys()) {
    const words = phrase.split(' ');
    for (let k = 1; k < words.length; k++) prefixes.add(words.slice(0, k).join(' '));
  }
  return { codes, prefixes };
}

/** Where a word ends: at white space, or before or after a dollar or pound sign ("hk$20", "canadian $ 20"). */
function wordEnd(s: string, at: number): number {
  const c = s.charCodeAt(at);
  if (c === 36 || c === 163) return at + 1;
  let end = at;
  while (end < s.length) {
    const d = s.charCodeAt(end);
    if (d === 32 || d === 9 || d === 10 || d === 13 || d === 36 || d === 163) break;
    end++;
  }
  return end;
}
/** The word without the punctuation that ends it ("yen." → "yen"). */
function withoutTrailing(w: string): string {
  let end = w.length;
  while (end > 0) { const c = w.charCodeAt(end - 1); if (c === 46 || c === 44 || c === 59 || c === 58 || c === 33 || c === 63 || c === 41) end--; else break; }
  return end === w.length ? w : w.slice(0, end);
}

/**
 * The longest currency phrase starting at `from` in the lower-cased text: its code and end. A word's trailing
 * punctuation ends the phrase ("20 Japanese yen."), unless the phrase holds it ("u.s. dollars").
 */
export function currencyPhraseAt(s: string, from: number): { code: string; end: number } | null {
  const table = phrases ??= build();
  let at = from;
  let key = '';
  let best: { code: string; end: number } | null = null;
  for (let k = 0; k < 7; k++) {
    while (s.charCodeAt(at) === 32) at++;
    if (at >= s.length) break;
    const end = wordEnd(s, at);
    if (end === at) break;
    const written = s.slice(at, end);
    const writtenBare = withoutTrailing(written);
    const word = fold(written);
    const bare = writtenBare === written ? word : fold(writtenBare);
    const withBare = key === '' ? bare : `${key} ${bare}`;
    const withWord = bare === word ? withBare : key === '' ? word : `${key} ${word}`;
    const codeBare = bare === '' ? undefined : table.codes.get(withBare);
    if (codeBare !== undefined) best = { code: codeBare, end: at + writtenBare.length };
    const codeWord = bare !== word ? table.codes.get(withWord) : undefined;
    if (codeWord !== undefined) best = { code: codeWord, end };
    key = withWord;
    if (!table.prefixes.has(key)) break;
    at = end;
  }
  return best;
}
