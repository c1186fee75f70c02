/** The understand route's extension: referenceTime and timeZone beside query (docs/http.md), over the restaurant corpus. */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Understander } from '../../src/understander.js';
import { resolveServeConfig, ServeConfigError } from '../../src/http/config.js';
import { FIXTURES, trainedModel } from '../helpers.js';
import { testServer, understandRequest } from './support/harness.js';

let app: FastifyInstance;
beforeAll(async () => {
  const understander = Understander.fromModel(await trainedModel(join(FIXTURES, 'restaurant-corpus')));
  understander.setTimeZone('Europe/Paris');
  app = await testServer({ understander });
});
afterAll(() => app.close());

describe('understand with a reference time and zone', () => {
  it('resolves dates and times against the body\'s referenceTime and timeZone, else the server\'s zone', async () => {
    const given = (await app.inject(understandRequest({ query: 'table for 7 at 8:15pm', referenceTime: '2026-03-06T15:00:00', timeZone: 'America/New_York' }))).json();
    expect(given.result.params).toEqual({ partySize: '7', bookingTime: '2026-03-06T20:15:00-05:00' });
    const serverZone = (await app.inject(understandRequest({ query: 'table for 7 at 8:15pm', referenceTime: '2026-03-06T15:00:00+01:00' }))).json();
    expect(serverZone.result.params.bookingTime).toBe('2026-03-06T20:15:00+01:00');
  });

  it('refuses a bad timeZone or referenceTime with a 400 naming what was expected', async () => {
    const zone = await app.inject(understandRequest({ query: 'table for 2 tonight', timeZone: 'Moon/Base' }));
    expect(zone.statusCode).toBe(400);
    expect(zone.json().Status).toMatchObject({ errorCode: 'TIME_ZONE_INVALID' });
    expect(zone.json().Status.message).toMatch(/expected a time zone .* found "Moon\/Base"/i);
    const reference = await app.inject(understandRequest({ query: 'table for 2 tonight', referenceTime: 'next tuesday' }));
    expect(reference.statusCode).toBe(400);
    expect(reference.json().Status).toMatchObject({ errorCode: 'REFERENCE_TIME_INVALID' });
    const notText = await app.inject(understandRequest({ query: 'table for 2 tonight', referenceTime: 12 }));
    expect(notText.json().Status).toMatchObject({ errorCode: 'REFERENCE_TIME_INVALID' });
  });

  it('names the builtin kind and gives the resolution in the explanation', async () => {
    const response = await app.inject({ ...understandRequest({ query: 'table for 7 tomorrow at 8pm', referenceTime: '2026-03-06T15:00:00+01:00' }), url: '/v1/nlUnderstander/understand?explain=true' });
    const time = response.json().explanation.entities.find((e: { entity: string }) => e.entity === 'bookingTime');
    expect(time).toMatchObject({ source: 'builtin', builtin: 'datetime', value: '2026-03-07T20:00:00+01:00', resolution: { type: 'point', grain: 'hour', timeZone: 'Europe/Paris' } });
  });

  it('checks nlu serve --time-zone before starting', () => {
    expect(resolveServeConfig({ model: 'none', referrerStore: 'none', timeZone: '-02:00' }, {}).timeZone).toBe('-02:00');
    expect(() => resolveServeConfig({ model: 'none', referrerStore: 'none', timeZone: 'Atlantis' }, {})).toThrow(ServeConfigError);
  });
});
