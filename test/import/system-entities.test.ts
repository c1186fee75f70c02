import { describe, expect, it } from 'vitest';
import { builtinKindOf, engineHasBuiltin, SYSTEM_ENTITY_KINDS } from '../../src/import/system-entities.js';

/** The one table of other engines' system entities, as data: every kind is one of the engine's builtin names. */
const KINDS = ['number', 'money', 'email', 'url', 'datetime', 'duration', 'ordinal', 'percentage', 'temperature', 'distance', 'phone'];

describe('system entities → builtin kinds', () => {
  it('maps each peer\'s system entity to one of the engine\'s builtin kind names, or to none', () => {
    for (const [name, kind] of Object.entries(SYSTEM_ENTITY_KINDS)) expect(kind === null || KINDS.includes(kind), name).toBe(true);
    expect(builtinKindOf('@sys.date-time')).toBe('datetime');
    expect(builtinKindOf('@sys.duration')).toBe('duration');
    expect(builtinKindOf('datetimeV2')).toBe('datetime');
    expect(builtinKindOf('duckling:time')).toBe('datetime');
    expect(builtinKindOf('@sys.number')).toBe('number');
    expect(builtinKindOf('phonenumber')).toBe('phone');
    expect(builtinKindOf('personName')).toBeNull();
    expect(builtinKindOf('@sys.geo-city')).toBeUndefined();
  });

  it('knows which kinds this engine\'s corpus format accepts', () => {
    for (const kind of ['number', 'money', 'email', 'url']) expect(engineHasBuiltin(kind)).toBe(true);
    expect(engineHasBuiltin('weather')).toBe(false);
  });
});
