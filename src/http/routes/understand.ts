/** POST /v1/nlUnderstander/understand: the spec's wire format over any `Understanding`. */
import type { FastifyInstance } from 'fastify';
import { characterCount } from '../../text/characters.js';
import { requireJsonObject } from '../body.js';
import { successStatus } from '../envelope.js';
import { HttpError } from '../errors.js';
import type { UnderstanderSlot } from '../readiness.js';
import type { TrafficRecorder } from '../../traffic/recorder.js';
import type { UnderstandResult } from '../../types.js';

export const UNDERSTAND_PATH = '/v1/nlUnderstander/understand';
export const MATCHED = 'Intent matched.';
/** The spec leaves the unmatched text open; this is ours (docs/http.md). */
export const NOT_MATCHED = 'No intent matched.';

export function parseQuery(body: Record<string, unknown>, maxLength: number): string {
  if (!('query' in body)) throw new HttpError(400, 'QUERY_MISSING', 'Expected a "query" field with the user statement');
  const query = body.query;
  if (typeof query !== 'string') {
    const found = query === null ? 'null' : Array.isArray(query) ? 'an array' : typeof query;
    throw new HttpError(400, 'QUERY_NOT_A_STRING', `Expected "query" to be a string, found ${found}`);
  }
  if (query.trim().length === 0) throw new HttpError(400, 'QUERY_EMPTY', 'Expected a non-empty "query"');
  // Characters as a user counts them (code points, as JSON Schema's maxLength in the OpenAPI document).
  const length = query.length > maxLength ? characterCount(query) : query.length;
  if (length > maxLength) {
    throw new HttpError(400, 'QUERY_TOO_LONG', `Expected "query" of at most ${maxLength} characters, found ${length}`);
  }
  return query;
}

/** `recorder`: `nlu serve --record`; each answered statement is queued after its answer is sent (docs/http.md, "Recording traffic"). */
export function registerUnderstand(app: FastifyInstance, slot: UnderstanderSlot, maxQueryLength: number, recorder?: TrafficRecorder): void {
  app.post(UNDERSTAND_PATH, { config: { auth: true } }, (request, reply) => {
    const query = parseQuery(requireJsonObject(request), maxQueryLength);
    const understander = slot.get();
    if (!understander) throw new HttpError(503, 'NOT_READY', 'The model is not loaded yet, try again shortly');
    if (recorder && understander.detailsSync && understander.info) {
      // details() gives the same answer (the same decision) plus the score and reason the record keeps.
      const details = understander.detailsSync(query);
      reply.send(answer(details));
      const { corpusHash, cutoff } = understander.info;
      recorder.record(query, details, { corpusHash, cutoff });
      return reply;
    }
    if (understander.understandSync) return reply.send(answer(understander.understandSync(query)));
    return understander.understand(query).then(answer);
  });
}

/** The spec's answer to a result. */
function answer(result: UnderstandResult) {
  return {
    Status: successStatus(),
    result: result.matched
      ? { intentId: result.intentId, intentName: result.intentName, confidence: result.confidence, params: stringParams(result.params) }
      : { intentId: null, intentName: null, confidence: result.confidence, params: {} },
    matchStat: result.matched ? MATCHED : NOT_MATCHED,
  };
}

/** The spec's rule: every entity value is a string. */
function stringParams(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) out[name] = String(value);
  return out;
}
