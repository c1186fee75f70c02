/** Which model a running server answers with, from GET /v1/model; a server down or refusing is a state, not an error. */
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serverStatus } from '../../src/studio/server-status.js';

describe('asking a server which model it runs', () => {
  it('reads the model\'s identity with the token, and says when the token is refused or the server is down', async () => {
    const fake = (status: number, body: unknown): typeof fetch => (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
    const model = { corpusHash: 'sha256:abc', createdAt: '2026-01-01T00:00:00.000Z', loadedAt: '2026-01-01T00:01:00.000Z' };
    expect(await serverStatus({ url: 'http://s', token: 't' }, fake(200, { model, reload: { watching: true, reloads: 2, lastRefused: null } }))).toEqual({
      url: 'http://s', state: 'answering', ...model, watching: true, reloads: 2, lastRefused: null,
    });
    expect(await serverStatus({ url: 'http://s', token: null }, fake(401, { Status: { errorCode: 'TOKEN_MISSING' } }))).toEqual({
      url: 'http://s', state: 'not answering', problem: 'it refused a request without a token (401 TOKEN_MISSING): give the studio --server-token',
    });
    expect(await serverStatus({ url: 'http://s', token: null }, fake(503, { Status: { message: 'No model is loaded' } }))).toMatchObject({ state: 'not answering', problem: 'GET /v1/model answered 503: No model is loaded' });
    // A port nothing listens on any more.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await serverStatus({ url: `http://127.0.0.1:${port}`, token: null })).toMatchObject({ state: 'not answering', problem: 'ECONNREFUSED' });
  });
});
