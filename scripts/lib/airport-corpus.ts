/**
 * A synthetic corpus shaped like a Dialogflow carbon-footprint agent (issue 34): about 120 utterances, 15
 * entities, one closed list of 6 557 airports that two entities (departure, arrival) use, as an importer writes
 * a list that two parameters share: two list entities with the same values. The airport names are made up
 * from syllables (seeded, so the same corpus every time) and written as real lists write them: a name with
 * the city, "International Airport" or another suffix, and its three-letter code and the city as synonyms.
 * It exists to measure what training costs when a corpus drags a long list along (scripts/bench-training.ts,
 * scripts/experiments/training-profile.ts).
 */
import { writeFile } from 'node:fs/promises';
import type { ListValue } from '../../src/corpus/types.js';
import { seededRandom } from '../../src/intent/random.js';

export const AIRPORT_COUNT = 6557;

const ONSETS = ['b', 'br', 'c', 'ch', 'd', 'f', 'g', 'gr', 'h', 'k', 'kr', 'l', 'm', 'n', 'p', 'pr', 'r', 's', 'st', 't', 'tr', 'v', 'w', 'z'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
const CODAS = ['', '', '', 'n', 'r', 's', 'l', 'm', 'ng', 'x'];
const SUFFIXES = ['International Airport', 'Airport', 'Regional Airport', 'Municipal Airport', 'Airfield', 'International'];

/** The airports: "Karovo International Airport" with synonyms "KRV" and "karovo" (a city's second airport gets its own name). */
export function airportValues(count = AIRPORT_COUNT, seed = 34): ListValue[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const syllable = () => pick(ONSETS) + pick(VOWELS) + pick(CODAS);
  const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
  const codes = new Set<string>();
  const names = new Set<string>();
  const values: ListValue[] = [];
  while (values.length < count) {
    const city = capital(Array.from({ length: 2 + Math.floor(random() * 2) }, syllable).join(''));
    // About one airport in eight is a city's second one, named after a district as real lists do ("London Gatwick").
    const district = random() < 0.125 ? ` ${capital(syllable() + syllable())}` : '';
    const name = `${city}${district} ${pick(SUFFIXES)}`;
    if (names.has(name.toLowerCase())) continue;
    let code = '';
    do code = Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(random() * 26))).join('');
    while (codes.has(code));
    codes.add(code);
    names.add(name.toLowerCase());
    values.push({ value: name, synonyms: [code, `${city}${district}`.toLowerCase()] });
  }
  return values;
}

const list = (values: string[][]) => ({ type: 'list', values: values.map(([value, ...synonyms]) => ({ value: value!, synonyms })) });

/** The corpus as a native corpus document: 8 intents, 121 utterances, 15 entities; departure and arrival share the airport list. */
export function airportCorpus(count = AIRPORT_COUNT): Record<string, unknown> {
  const airports = airportValues(count);
  const a = (k: number) => airports[(k * 797) % airports.length]!;
  // Utterances name airports as users do: by name, by code, by city.
  const name = (k: number, form: number) => { const v = a(k); return form === 0 ? v.value : form === 1 ? v.synonyms[0]! : v.synonyms[1]!; };
  const flights: string[] = [];
  const templates = [
    'what is the footprint of a flight from [%a](departure) to [%b](arrival)',
    'flying from [%a](departure) to [%b](arrival)',
    'how much co2 does a flight [%a](departure) [%b](arrival) emit',
    'i fly [%a](departure) to [%b](arrival) in [economy](travelClass)',
    'emissions of a [business](travelClass) flight to [%b](arrival) from [%a](departure)',
    'carbon footprint [%a](departure) to [%b](arrival) with [2](passengers) people',
    'my flight leaves [%a](departure) and lands in [%b](arrival)',
    'round trip between [%a](departure) and [%b](arrival)',
    'calculate flight emissions from [%a](departure) to [%b](arrival)',
    'a [first class](travelClass) ticket [%a](departure) to [%b](arrival)',
  ];
  for (let k = 0; k < 30; k++) flights.push(templates[k % templates.length]!.replace('%a', name(k, k % 3)).replace('%b', name(k + 101, (k + 1) % 3)));
  const intents: Array<[string, string[]]> = [
    ['flight-footprint', flights],
    ['car-footprint', [
      'i drove [120](distance) [km](unit) in a [diesel](fuel) [car](vehicle)', 'footprint of driving [50](distance) [miles](unit)',
      'how much co2 for [300](distance) [kilometers](unit) by [car](vehicle)', 'my [suv](vehicle) uses [petrol](fuel), i drove [40](distance) [miles](unit)',
      'emissions of an [electric](fuel) [car](vehicle) over [200](distance) [km](unit)', 'a [motorbike](vehicle) ride of [15](distance) [miles](unit)',
      'commuting [20](distance) [km](unit) a day by [car](vehicle)', 'what does a [hybrid](fuel) [van](vehicle) emit per [km](unit)',
      'driving my [truck](vehicle) [500](distance) [miles](unit)', 'co2 of [80](distance) [km](unit) in a [gasoline](fuel) [car](vehicle)',
      'road trip of [900](distance) [kilometers](unit)', 'how bad is a [diesel](fuel) [suv](vehicle)',
      'car emissions for [35](distance) [miles](unit)', 'i took a [taxi](vehicle) for [12](distance) [km](unit)', 'my [car](vehicle) footprint this week',
    ]],
    ['train-footprint', [
      'taking the [train](transport) for [200](distance) [km](unit)', 'footprint of a [bus](transport) ride of [30](distance) [miles](unit)',
      'emissions of the [subway](transport) every day', 'a [ferry](transport) crossing of [60](distance) [km](unit)',
      'how green is the [train](transport)', 'co2 of a [coach](transport) trip', '[tram](transport) to work [5](distance) [km](unit)',
      'going by [train](transport) instead of flying', 'public transport footprint', 'the [bus](transport) or the [train](transport)',
      'a [high speed train](transport) journey of [400](distance) [km](unit)', 'commute by [subway](transport) [10](distance) [miles](unit)',
      'emissions per passenger on a [bus](transport)', 'is the [ferry](transport) worse than the [train](transport)', 'rail travel carbon',
    ]],
    ['food-footprint', [
      'footprint of [beef](food)', 'how much co2 in [500](quantity) grams of [cheese](food)', 'i ate [chicken](food) today',
      'carbon of a [vegan](diet) diet', 'is [lamb](food) worse than [pork](food)', 'emissions of [rice](food) per kilo',
      'my [vegetarian](diet) meals footprint', '[2](quantity) kilos of [beef](food)', 'what about [tofu](food)',
      'the footprint of eating [fish](food) every week', 'compare [beef](food) and [lentils](food)', 'co2 of a [pescatarian](diet) diet',
      'how green is [milk](food)', 'a [burger](food) footprint', 'food emissions of a [meat heavy](diet) diet',
    ]],
    ['energy-footprint', [
      'my electricity from [coal](energySource)', 'footprint of [300](quantity) kwh of [gas](energySource)', 'is [solar](energySource) power green',
      'emissions of heating with [oil](energySource)', 'running a [dishwasher](appliance) every day', 'co2 of my [fridge](appliance)',
      'how much does a [heat pump](appliance) emit', 'electricity footprint in [germany](country)', 'the grid in [france](country) is cleaner',
      '[wind](energySource) power emissions', 'my [tumble dryer](appliance) uses a lot', 'power from [nuclear](energySource)',
      'energy use of a [television](appliance)', 'home heating with [gas](energySource) in [spain](country)', 'kwh footprint in [poland](country)',
    ]],
    ['offset-tips', [
      'how can i reduce my footprint', 'tips to lower emissions', 'how do i offset my flights', 'what can i do to help',
      'ways to cut my carbon', 'should i plant trees', 'best way to go green', 'how to live with less co2',
    ]],
    ['greeting', ['hi', 'hello there', 'good morning', 'hey', 'hello', 'hi bot', 'good evening', 'hey there']],
    ['help', ['what can you do', 'help', 'how does this work', 'what do you calculate', 'show me what you know', 'i need help', 'what can i ask', 'how do you work', 'commands', 'explain yourself', 'what are you', 'help me please', 'how to use this', 'what is this', 'menu']],
  ];
  return {
    locale: 'en',
    intents: intents.map(([id, utterances]) => ({ id, name: id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), utterances })),
    entities: {
      departure: { type: 'list', values: airports },
      arrival: { type: 'list', values: airports },
      travelClass: list([['economy', 'coach'], ['business'], ['first class', 'first'], ['premium economy']]),
      passengers: { type: 'builtin', builtin: 'number' },
      distance: { type: 'learned', resolve: 'number' },
      unit: list([['km', 'kilometers', 'kilometres'], ['miles', 'mile', 'mi']]),
      fuel: list([['diesel'], ['petrol', 'gasoline', 'gas'], ['electric'], ['hybrid']]),
      vehicle: list([['car'], ['suv'], ['van'], ['truck'], ['motorbike', 'motorcycle'], ['taxi']]),
      transport: list([['train', 'rail'], ['high speed train'], ['bus'], ['coach'], ['subway', 'metro'], ['tram'], ['ferry']]),
      food: list([['beef'], ['lamb'], ['pork'], ['chicken'], ['fish'], ['cheese'], ['milk'], ['rice'], ['tofu'], ['lentils'], ['burger']]),
      diet: list([['vegan'], ['vegetarian'], ['pescatarian'], ['meat heavy']]),
      quantity: { type: 'builtin', builtin: 'number' },
      energySource: list([['coal'], ['gas'], ['oil'], ['solar'], ['wind'], ['nuclear']]),
      appliance: list([['dishwasher'], ['fridge', 'refrigerator'], ['heat pump'], ['tumble dryer', 'dryer'], ['television', 'tv']]),
      country: list([['germany'], ['france'], ['spain'], ['poland'], ['italy'], ['sweden']]),
    },
    // A Dialogflow agent's fallback intent has no training phrases: no out-of-scope examples.
  };
}

/** The corpus written as one native JSON corpus file (docs/corpus-format.md) at `path`, for loadCorpus() or `nlu train --corpus`. */
export async function writeAirportCorpus(path: string, count = AIRPORT_COUNT): Promise<string> {
  await writeFile(path, JSON.stringify(airportCorpus(count)));
  return path;
}
