/**
 * Which model a running `nlu serve` answers with, from its GET /v1/model (src/http/routes/model.ts). A server
 * that does not answer, or refuses the token, is a state to show, never an error of the page.
 */
import { z } from 'zod';
import type { ServerTarget } from './config.js';

/** How long the Publish page waits for a server before calling it not answering. */
export const SERVER_TIMEOUT_MS = 2000;

export type ServerStatus =
  | { url: string; state: 'answering'; corpusHash: string; createdAt: string; loadedAt: string; watching: boolean; reloads: number; lastRefused: string | null }
  | { url: string; state: 'not answering'; problem: string };

/**
 * What the studio reads of a GET /v1/model answer, checked: a server is another program (another version, or not
 * ours at all), so a body that is a number, null, or has fields of other types is "not a model", never a crash.
 */
const modelAnswer = z.object({
  model: z.object({ corpusHash: z.string().min(1), createdAt: z.string().min(1), loadedAt: z.string().optional().catch(undefined) }).optional().catch(undefined),
  reload: z.object({
    watching: z.boolean().optional().catch(undefined),
    reloads: z.number().optional().catch(undefined),
    lastRefused: z.object({ errorCode: z.string(), message: z.string() }).nullable().optional().catch(undefined),
  }).optional().catch(undefined),
  Status: z.object({ errorCode: z.string().optional().catch(undefined), message: z.string().optional().catch(undefined) }).optional().catch(undefined),
});
type ModelAnswer = z.infer<typeof modelAnswer>;

export async function serverStatus(server: ServerTarget, fetchImpl: typeof fetch = fetch): Promise<ServerStatus> {
  const { url } = server;
  let response: Response;
  try {
    response = await fetchImpl(`${url}/v1/model`, {
      headers: server.token ? { authorization: `Bearer ${server.token}` } : {},
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });
  } catch (error) {
    // fetch's own message is "fetch failed"; its cause says why (ECONNREFUSED, ENOTFOUND, a bad port…).
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = (error as Error).name === 'TimeoutError' ? `no answer within ${SERVER_TIMEOUT_MS / 1000} s` : (cause?.code ?? cause?.message ?? (error as Error).message);
    return { url, state: 'not answering', problem: why };
  }
  const parsed = modelAnswer.safeParse(await response.json().catch(() => ({})));
  const body: ModelAnswer = parsed.success ? parsed.data : {};
  if (response.status === 401 || response.status === 403) {
    return { url, state: 'not answering', problem: `it refused ${server.token ? 'the token' : 'a request without a token'} (${response.status}${body.Status?.errorCode ? ` ${body.Status.errorCode}` : ''}): give the studio --server-token` };
  }
  const model = body.model;
  if (!response.ok || !model?.corpusHash || !model.createdAt) {
    return { url, state: 'not answering', problem: `GET /v1/model answered ${response.status}${body.Status?.message ? `: ${body.Status.message}` : ', not a model'}` };
  }
  const refused = body.reload?.lastRefused;
  return {
    url,
    state: 'answering',
    corpusHash: model.corpusHash,
    createdAt: model.createdAt,
    loadedAt: model.loadedAt ?? '',
    watching: body.reload?.watching ?? false,
    reloads: body.reload?.reloads ?? 0,
    lastRefused: refused ? `${refused.errorCode}: ${refused.message}` : null,
  };
}
