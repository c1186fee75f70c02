import { describe, expect, it } from 'vitest';
import { fakeUnderstanding, testServer, understandRequest } from './support/harness.js';

describe('graceful close', () => {
  it('finishes in-flight requests, then refuses new connections and closes the store', { timeout: 10_000 }, async () => {
    let storeClosed = false;
    const slow = { ...fakeUnderstanding, understand: async () => (await new Promise((r) => setTimeout(r, 300)), { intentId: 'a', intentName: 'a', confidence: 1, params: {}, matched: true, fullMatch: true }) };
    const store = { kind: 'sqlite', close: async () => void (storeClosed = true) } as never;
    const app = await testServer({ understander: slow, referrerStore: store });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const request = understandRequest({ query: 'x' });
    const inFlight = fetch(`${address}${request.url}`, { method: 'POST', headers: request.headers as Record<string, string>, body: String(request.payload) });
    await new Promise((r) => setTimeout(r, 100));
    const closing = app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { Status: { errorCode: string } }).Status.errorCode).toBe('SUCCESS');
    await closing;
    expect(storeClosed).toBe(true);
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });
});
