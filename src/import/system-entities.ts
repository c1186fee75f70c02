import { entitySchema } from '../corpus/formats/native-schema.js';

/**
 * Other engines' system (prebuilt) entities and the builtin kind each becomes here: one table, tested as data.
 * Kinds are the engine's names (number, money, email, url; datetime, duration, ordinal, percentage,
 * temperature, distance, phone with the builtin entities of issue 30). null: no builtin reads it; the
 * importer makes it a learned entity, found from the utterances that annotate it.
 */
export const SYSTEM_ENTITY_KINDS: Readonly<Record<string, string | null>> = {
  // Dialogflow ES
  '@sys.number': 'number',
  '@sys.number-integer': 'number',
  '@sys.number-sequence': 'number',
  '@sys.cardinal': 'number',
  '@sys.flight-number': null,
  '@sys.ordinal': 'ordinal',
  '@sys.unit-currency': 'money',
  '@sys.percentage': 'percentage',
  '@sys.temperature': 'temperature',
  '@sys.unit-length': 'distance',
  '@sys.email': 'email',
  '@sys.url': 'url',
  '@sys.phone-number': 'phone',
  '@sys.date-time': 'datetime',
  '@sys.date': 'datetime',
  '@sys.time': 'datetime',
  '@sys.date-period': 'datetime',
  '@sys.time-period': 'datetime',
  '@sys.duration': 'duration',
  '@sys.age': 'duration',
  // LUIS prebuilt entities
  number: 'number',
  ordinal: 'ordinal',
  ordinalV2: 'ordinal',
  money: 'money',
  percentage: 'percentage',
  temperature: 'temperature',
  dimension: 'distance',
  email: 'email',
  url: 'url',
  phonenumber: 'phone',
  datetimeV2: 'datetime',
  datetime: 'datetime',
  age: 'duration',
  personName: null,
  geographyV2: null,
  keyPhrase: null,
  // Rasa's Duckling dimensions
  'duckling:number': 'number',
  'duckling:ordinal': 'ordinal',
  'duckling:amount-of-money': 'money',
  'duckling:percentage': 'percentage',
  'duckling:temperature': 'temperature',
  'duckling:distance': 'distance',
  'duckling:email': 'email',
  'duckling:url': 'url',
  'duckling:phone-number': 'phone',
  'duckling:time': 'datetime',
  'duckling:duration': 'duration',
};

/** The kind a system entity becomes, or null (none: learned from annotations); undefined when the table does not know it. */
export function builtinKindOf(systemName: string): string | null | undefined {
  return Object.hasOwn(SYSTEM_ENTITY_KINDS, systemName) ? SYSTEM_ENTITY_KINDS[systemName]! : undefined;
}

/** Whether this engine's corpus format has the builtin kind (the kinds of issue 30 arrive with its branch). */
export function engineHasBuiltin(kind: string): boolean {
  return entitySchema.safeParse({ type: 'builtin', builtin: kind }).success;
}
