/** POST /v1/nlUnderstander/understand: the spec's wire format over any `Understanding`. */
import type { FastifyInstance } from 'fastify';
import { characterCount } from '../../text/characters.js';
import { languageOf } from '../../text/locales.js';
import { requireJsonObject } from '../body.js';
import { successStatus } from '../envelope.js';
import { HttpError } from '../errors.js';
import type { UnderstanderSlot } from '../readiness.js';
import { localeModelsOf } from '../locale-models.js';
import type { Understanding } from '../understanding.js';
import type { TrafficRecorder } from '../../traffic/recorder.js';
import type { TimeOptions, UnderstandDetails, UnderstandResult } from '../../types.js';
import { timeContext } from '../../entities/builtins/index.js';
import { zoneOf } from '../../entities/builtins/zone.js';

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

/**
 * Our extension of the spec's body (docs/http.md, "Locale"): an optional `"locale"` naming the statement's
 * language, answered by the served model of that language (`nlu serve` may serve one per locale). A locale no
 * served model reads is refused rather than answered by a model of the wrong language. Absent, the statement
 * goes to the default model (the only one, or the first `--model`), as the spec has it.
 */
export function chooseModel(body: Record<string, unknown>, served: Understanding): Understanding {
  const models = localeModelsOf(served);
  if (!('locale' in body) || body.locale === undefined) return models ? models.defaultModel : served;
  const locales = models ? models.locales : [served.info.locale];
  const locale = body.locale;
  if (typeof locale !== 'string' || locale.trim().length === 0) {
    throw new HttpError(400, 'LOCALE_INVALID', `Expected "locale" to be a language code such as "${locales[0]}", found ${locale === null ? 'null' : typeof locale === 'string' ? 'an empty string' : typeof locale}`);
  }
  const chosen = models ? models.forLocale(locale) : languageOf(locale) !== null && languageOf(locale) === languageOf(served.info.locale) ? served : null;
  if (chosen === null) {
    const which = locales.length === 1 ? `the served model's language ("${locales[0]}")` : `the language of a served model (${locales.map((l) => `"${l}"`).join(', ')})`;
    throw new HttpError(400, 'LOCALE_NOT_SERVED', `Expected "locale" to be ${which}, found ${JSON.stringify(locale)}`);
  }
  return chosen;
}

/**
 * Our extension of the spec's body (docs/http.md): `referenceTime` (ISO 8601 text) and `timeZone` (IANA name or
 * fixed offset) beside `query`, what "now" is for the statement's dates and times. Checked here: a bad one is a 400
 * saying what was expected, never a guess.
 */
export function parseTime(body: Record<string, unknown>): TimeOptions {
  const time: TimeOptions = {};
  const { referenceTime, timeZone } = body;
  if (timeZone !== undefined) {
    if (typeof timeZone !== 'string') throw new HttpError(400, 'TIME_ZONE_INVALID', `Expected "timeZone" to be a string such as "Europe/Paris" or "-02:00", found ${describe(timeZone)}`);
    try { zoneOf(timeZone); } catch (error) { throw new HttpError(400, 'TIME_ZONE_INVALID', `E${(error as Error).message.slice(1)}`); }
    time.timeZone = timeZone;
  }
  if (referenceTime !== undefined) {
    if (typeof referenceTime !== 'string') throw new HttpError(400, 'REFERENCE_TIME_INVALID', `Expected "referenceTime" to be ISO 8601 text such as "2026-03-06T19:00:00+01:00", found ${describe(referenceTime)}`);
    try { timeContext(referenceTime, time.timeZone); } catch (error) { throw new HttpError(400, 'REFERENCE_TIME_INVALID', `E${(error as Error).message.slice(1)}`); }
    time.referenceTime = referenceTime;
  }
  return time;
}

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

/**
 * `?explain=true` in the URL asks for the answer's explanation beside `result` (the body stays the spec's);
 * absent or `false`, the answer is the spec's alone. Any other value, or two, is refused rather than guessed.
 */
export function parseExplain(query: unknown): boolean {
  const value = (query as Record<string, unknown> | undefined)?.explain;
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  const found = Array.isArray(value) ? `${value.length} values` : typeof value === 'string' ? (value === '' ? 'an empty value' : JSON.stringify(value.slice(0, 40))) : typeof value;
  throw new HttpError(400, 'EXPLAIN_INVALID', `Expected explain=true or explain=false in the query string, found ${found}`);
}

/** `recorder`: `nlu serve --record`; each answered statement is queued after its answer is sent (docs/http.md, "Recording traffic"). */
export function registerUnderstand(app: FastifyInstance, slot: UnderstanderSlot, maxQueryLength: number, recorder?: TrafficRecorder): void {
  app.post(UNDERSTAND_PATH, { config: { auth: true, understand: true } }, (request, reply) => {
    const body = requireJsonObject(request);
    const query = parseQuery(body, maxQueryLength);
    const time = parseTime(body);
    const explain = parseExplain(request.query);
    const served = slot.get();
    if (!served) throw new HttpError(503, 'NOT_READY', 'The model is not loaded yet, try again shortly');
    const understander = chooseModel(body, served);
    if (explain || (recorder && understander.detailsSync)) {
      const send = (details: UnderstandDetails) => {
        reply.send(explain ? explained(details) : answer(details));
        // details() gives the same answer (the same decision) plus the score and reason the record keeps; the
        // record is queued after the answer is sent.
        if (recorder) recorder.record(query, details, { corpusHash: understander.info.corpusHash, cutoff: understander.info.cutoff });
        return reply;
      };
      const options = { explain, ...time };
      if (understander.detailsSync) return send(understander.detailsSync(query, options));
      return understander.details(query, options).then(send);
    }
    if (understander.understandSync) return reply.send(answer(understander.understandSync(query, time)));
    return understander.understand(query, time).then(answer);
  });
}

/** The spec's answer, and the explanation beside it. */
function explained(details: UnderstandDetails) {
  return { ...answer(details), explanation: details.explanation };
}

/** The spec's answer to a result (the studio's try box shows it as this route returns it). */
export function answer(result: UnderstandResult) {
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
