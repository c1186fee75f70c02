/**
 * The one place where errors become HTTP statuses and stable errorCodes. Every error response
 * is a Status envelope with a human message; stack traces never leave the process.
 */
import { isNluError } from '../errors.js';
import { isReferrerError, type ReferrerErrorCode } from '../referrer/errors.js';
import { errorEnvelope } from './envelope.js';

/** Every errorCode this adapter can answer with (listed in the OpenAPI document; a test keeps the two equal). */
export const ERROR_CODES = [
  'TOKEN_MISSING',
  'TOKEN_INVALID',
  'TOKEN_FORBIDDEN',
  'RATE_LIMITED',
  'INVALID_JSON',
  'BODY_KEY_REFUSED',
  'BODY_NOT_AN_OBJECT',
  'QUERY_MISSING',
  'QUERY_NOT_A_STRING',
  'QUERY_EMPTY',
  'QUERY_TOO_LONG',
  'LOCALE_INVALID',
  'LOCALE_NOT_SERVED',
  'EXPLAIN_INVALID',
  'TIME_ZONE_INVALID',
  'REFERENCE_TIME_INVALID',
  'REFERRER_INVALID',
  'REFERRER_NOT_FOUND',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_READY',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const REFERRER_STATUS: Record<ReferrerErrorCode, [number, ErrorCode]> = {
  REFERRER_INVALID: [400, 'REFERRER_INVALID'],
  REFERRER_NOT_FOUND: [404, 'REFERRER_NOT_FOUND'],
  REFERRER_ID_CONFLICT: [500, 'INTERNAL_ERROR'],
  REFERRER_STORE_CONFIG: [500, 'INTERNAL_ERROR'],
  REFERRER_STORE_FAILED: [503, 'SERVICE_UNAVAILABLE'],
};

/** Fastify's own errors (body parsing, limits) by code. */
const FRAMEWORK_STATUS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected Content-Type: application/json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', ''],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON', 'Expected a JSON object, found an empty body'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON', 'The body is not valid JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', 'Content-Length does not match the body'],
  FST_ERR_BAD_URL: [400, 'BAD_REQUEST', 'The URL is malformed'],
  FST_ERR_MAX_PARAM_LENGTH: [400, 'BAD_REQUEST', 'A path parameter is longer than 1000 characters'],
};

export interface MappedError {
  statusCode: number;
  body: ReturnType<typeof errorEnvelope>;
  headers: Record<string, string>;
  /** True when the cause is ours, not the client's: logged with the request id. */
  unexpected: boolean;
}

export interface MapContext {
  requestId: string;
  bodyLimitBytes: number;
}

export function mapError(error: unknown, context: MapContext): MappedError {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, body: errorEnvelope(error.statusCode, error.errorCode, error.message, error.extra), headers: error.headers, unexpected: false };
  }
  if (isReferrerError(error)) {
    const [statusCode, errorCode] = REFERRER_STATUS[error.code];
    const unexpected = statusCode >= 500;
    const message = unexpected ? `${statusMessage(statusCode)} (request id ${context.requestId})` : error.message;
    const extra = error.issues.length > 0 ? { issues: error.issues } : {};
    return { statusCode, body: errorEnvelope(statusCode, errorCode, message, extra), headers: {}, unexpected };
  }
  // The engine refuses a statement it cannot process (e.g. over its own length limit): the client's input.
  if (isNluError(error) && error.code === 'INPUT_INVALID') {
    return { statusCode: 400, body: errorEnvelope(400, 'BAD_REQUEST', error.message), headers: {}, unexpected: false };
  }
  const code = (error as { code?: unknown } | null)?.code;
  const framework = typeof code === 'string' ? FRAMEWORK_STATUS[code] : undefined;
  if (framework) {
    const [statusCode, errorCode, text] = framework;
    const message = errorCode === 'PAYLOAD_TOO_LARGE' ? `The body is larger than the limit of ${context.bodyLimitBytes} bytes` : text;
    return { statusCode, body: errorEnvelope(statusCode, errorCode, message), headers: {}, unexpected: false };
  }
  // The JSON parser's other refusals carry a 400 status.
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof SyntaxError || (status === 400 && typeof code === 'string' && code.startsWith('FST_'))) {
    return { statusCode: 400, body: errorEnvelope(400, 'INVALID_JSON', 'The body is not valid JSON'), headers: {}, unexpected: false };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, body: errorEnvelope(status, 'BAD_REQUEST', 'The request could not be processed'), headers: {}, unexpected: false };
  }
  return {
    statusCode: 500,
    body: errorEnvelope(500, 'INTERNAL_ERROR', `Internal error (request id ${context.requestId})`),
    headers: {},
    unexpected: true,
  };
}

function statusMessage(statusCode: number): string {
  return statusCode === 503 ? 'The store is unavailable, try again later' : 'Internal error';
}
