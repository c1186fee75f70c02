/**
 * The OpenAPI 3.1 document of every route. Request and referrer schemas come from the same zod
 * schemas that validate them; test/http/openapi.test.ts keeps routes, codes and responses true to it.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../referrer/create.js';
import { referrerInputSchema, referrerSchema } from '../referrer/schema.js';
import { ERROR_CODES } from './errors.js';
import { EXPLANATION_SCHEMA } from './explanation-schema.js';

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json): Json => ({ 'application/json': { schema } });
const errorResponse = (description: string): Json => ({ description, content: json(ref('ErrorEnvelope')) });

const ERRORS: Record<string, Json> = {
  '400': errorResponse('Malformed JSON or an invalid field (errorCode names which)'),
  '401': errorResponse('Missing or unknown token'),
  '403': errorResponse('A token of scope "understand" (the public sample token) on another route'),
  '404': errorResponse('Not found'),
  '405': errorResponse('Method not allowed on this path (see the Allow header)'),
  '413': errorResponse('Body over the size limit'),
  '415': errorResponse('Content-Type is not application/json'),
  '429': errorResponse('Over the token’s rate limit (see Retry-After)'),
  '500': errorResponse('Unexpected error, logged with the request id given in the message'),
  '503': errorResponse('Model not loaded yet, or a store or the rate limiter unavailable'),
};

const pick = (...codes: string[]): Json => Object.fromEntries(codes.map((code) => [code, ERRORS[code]]));
const security = [{ token: [] }];
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } };

export function buildOpenApiDocument(options: { maxQueryLength: number; bodyLimitBytes: number }): Json {
  const status = { type: 'object', required: ['code', 'errorCode'], properties: { code: { type: 'integer' }, errorCode: { type: 'string' }, message: { type: 'string' } } };
  return {
    openapi: '3.1.0',
    info: {
      title: 'nlu-engine HTTP adapter',
      version: '1',
      description: `Wire-compatible with the intent-understanding and referrer service. Bodies are at most ${options.bodyLimitBytes} bytes.`,
    },
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The token as the whole header value, or `Bearer <token>`' } },
      schemas: {
        Status: status,
        ErrorEnvelope: {
          type: 'object',
          required: ['Status'],
          properties: {
            Status: { ...status, properties: { ...status.properties, errorCode: { type: 'string', enum: ['SUCCESS', ...ERROR_CODES] } } },
            issues: { type: 'array', items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } } },
          },
        },
        UnderstandRequest: {
          type: 'object',
          required: ['query'],
          properties: {
            query: { type: 'string', minLength: 1, maxLength: options.maxQueryLength, description: 'The user statement' },
            locale: { type: 'string', description: 'Extension: the statement\'s language ("de", "pt-BR"). Optional; when given, it is answered by the served model of that language (else 400 LOCALE_NOT_SERVED); absent, by the default model.' },
            referenceTime: { type: 'string', description: 'Our extension: what "now" is for dates and times, ISO 8601 ("2026-03-06T19:00:00+01:00"; without an offset, a wall time in timeZone). Default: the time of the request. Bad: 400 REFERENCE_TIME_INVALID.' },
            timeZone: { type: 'string', description: 'Our extension: the zone dates and times are read in, an IANA name ("Europe/Paris") or a fixed offset ("-02:00"). Default: the server\'s (--time-zone), else UTC. Bad: 400 TIME_ZONE_INVALID.' },
          },
        },
        UnderstandResponse: {
          type: 'object',
          required: ['Status', 'result', 'matchStat'],
          properties: {
            Status: status,
            result: {
              type: 'object',
              required: ['intentId', 'intentName', 'confidence', 'params'],
              properties: {
                intentId: { type: ['string', 'null'], description: 'null when no intent matched' },
                intentName: { type: ['string', 'null'] },
                confidence: { type: 'number', minimum: 0, maximum: 1, description: '1 for a full match; the top confidence when nothing matched' },
                params: { type: 'object', additionalProperties: { type: 'string' }, description: 'Entity name to value; empty when nothing matched' },
              },
            },
            matchStat: { type: 'string', enum: ['Intent matched.', 'No intent matched.'] },
            explanation: ref('Explanation'),
          },
        },
        Explanation: EXPLANATION_SCHEMA,
        ReferrerRequest: jsonSchema(referrerInputSchema, 'input'),
        Referrer: jsonSchema(referrerSchema, 'output'),
        ReferrerPage: {
          type: 'object',
          required: ['Status', 'items', 'next'],
          properties: { Status: status, items: { type: 'array', items: ref('Referrer') }, next: { type: ['string', 'null'] } },
        },
        ModelIdentity: {
          type: 'object',
          required: ['Status', 'model', 'reload'],
          properties: {
            Status: status,
            model: {
              type: 'object',
              required: ['path', 'corpusHash', 'createdAt', 'engineVersion', 'formatVersion', 'locale', 'intentCount', 'loadedAt'],
              properties: {
                path: { type: ['string', 'null'], description: 'Absolute path of the model file; null when the engine was not read from a file' },
                corpusHash: { type: 'string', description: 'Hash of the corpus the model was trained on' },
                createdAt: { type: 'string', description: 'When the model was trained (ISO 8601)' },
                engineVersion: { type: 'string', description: 'Version of the engine that trained it' },
                formatVersion: { type: 'integer', description: 'Model file format version' },
                locale: { type: 'string' },
                intentCount: { type: 'integer', minimum: 0 },
                loadedAt: { type: 'string', description: 'When this server started answering with it (ISO 8601)' },
              },
            },
            locales: {
              type: 'array',
              description: 'Every served model, the default first (nlu serve --model given once per locale); one entry for one model',
              items: {
                type: 'object',
                required: ['locale', 'path', 'corpusHash', 'intentCount'],
                properties: { locale: { type: 'string' }, path: { type: ['string', 'null'] }, corpusHash: { type: 'string' }, intentCount: { type: 'integer', minimum: 0 } },
              },
            },
            reload: {
              type: 'object',
              required: ['watching', 'reloads', 'lastRefused'],
              properties: {
                watching: { type: 'boolean', description: 'A change of the file reloads it (nlu serve --watch-model); SIGHUP reloads it either way' },
                reloads: { type: 'integer', minimum: 0, description: 'Reloads that replaced the model since the server started' },
                lastRefused: {
                  description: 'The last reload refused since the last one that succeeded (the old model kept answering); null when none',
                  oneOf: [
                    { type: 'null' },
                    {
                      type: 'object',
                      required: ['at', 'trigger', 'errorCode', 'message'],
                      properties: {
                        at: { type: 'string' },
                        trigger: { type: 'string', enum: ['SIGHUP', 'file change'] },
                        errorCode: { type: 'string', description: 'MODEL_CORRUPT, MODEL_VERSION_MISMATCH, MODEL_NOT_A_MODEL, MODEL_NOT_FOUND, MODEL_UNREADABLE, UNSAFE_REGEX, or UNEXPECTED' },
                        message: { type: 'string' },
                      },
                    },
                  ],
                },
              },
            },
          },
        },
        Health: { type: 'object', required: ['Status'], properties: { Status: status, status: { type: 'string' } } },
        Readiness: {
          type: 'object',
          required: ['Status', 'ready', 'components', 'recording'],
          properties: {
            Status: status,
            ready: { type: 'boolean', description: 'Every dependency a request needs answers; a failing traffic store (recording) never makes it false.' },
            components: { type: 'object', additionalProperties: { type: 'string', enum: ['ready', 'loading', 'failed', 'unreachable', 'disabled', 'failing'] } },
            recording: {
              description: "`nlu serve --record`'s state (null when not recording): counts since start, and while its store fails, since when, the last error and the next try.",
              oneOf: [
                { type: 'null' },
                {
                  type: 'object',
                  required: ['state', 'queued', 'stored', 'dropped', 'setAside', 'failingSince', 'lastError', 'nextRetry'],
                  properties: {
                    state: { type: 'string', enum: ['recording', 'failing', 'closed'] },
                    queued: { type: 'integer' },
                    stored: { type: 'integer' },
                    dropped: { type: 'integer', description: 'Dropped because more than 10 000 messages were waiting for the store.' },
                    setAside: { type: 'integer', description: 'Refused by the store for their data, alone, and not stored.' },
                    failingSince: { type: ['string', 'null'], format: 'date-time' },
                    lastError: { type: ['string', 'null'] },
                    nextRetry: { type: ['string', 'null'], format: 'date-time' },
                  },
                },
              ],
            },
          },
        },
      },
    },
    paths: {
      '/v1/nlUnderstander/understand': {
        post: {
          summary: 'Understand a statement: intent, confidence and entities',
          security,
          parameters: [{
            name: 'explain', in: 'query', required: false, schema: { type: 'string', enum: ['true', 'false'], default: 'false' },
            description: 'true: the response also carries `explanation` (why the answer is what it is), beside `result`; the request body is unchanged. Off by default: without it the response is the specification\'s alone. Any other value: 400 EXPLAIN_INVALID.',
          }],
          requestBody: { required: true, content: json(ref('UnderstandRequest')) },
          responses: {
            '200': { description: 'Matched (`Intent matched.`) or not (`No intent matched.`, intentId null)', content: json(ref('UnderstandResponse')) },
            ...pick('400', '401', '405', '413', '415', '429', '500', '503'),
          },
        },
      },
      '/v1/model': {
        get: {
          summary: 'Which model this server answers with, when it was loaded, and how its last reload went',
          security,
          responses: { '200': { description: 'The model answering now', content: json(ref('ModelIdentity')) }, ...pick('401', '403', '429', '500', '503') },
        },
      },
      '/v1/custom/channel': {
        post: {
          summary: 'Create a referrer; its _id is the ref parameter of a bot link',
          security,
          requestBody: { required: true, content: json(ref('ReferrerRequest')) },
          responses: { '200': { description: 'The created referrer (also at the Location header)', content: json(ref('Referrer')) }, ...pick('400', '401', '403', '405', '413', '415', '429', '500', '503') },
        },
        get: {
          summary: 'List a creator’s referrers that are not deleted, oldest first',
          security,
          parameters: [
            { name: 'createdById', in: 'query', required: true, schema: { type: 'string' } },
            { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 50 } },
            { name: 'after', in: 'query', required: false, schema: { type: 'string' }, description: 'The `next` cursor of the previous page' },
          ],
          responses: { '200': { description: 'One page', content: json(ref('ReferrerPage')) }, ...pick('400', '401', '403', '429', '500', '503') },
        },
      },
      '/v1/custom/channel/{id}': {
        get: {
          summary: 'Resolve a referrer by its _id (deleted ones are returned with isDeleted true)',
          security,
          parameters: [idParam],
          responses: { '200': { description: 'The referrer', content: json(ref('Referrer')) }, ...pick('401', '403', '404', '429', '500', '503') },
        },
        delete: {
          summary: 'Soft-delete a referrer: isDeleted true, updatedTime and updatedById set',
          security,
          parameters: [idParam, { name: 'updatedById', in: 'query', required: false, schema: { type: 'string' }, description: 'Defaults to the token name' }],
          responses: { '200': { description: 'The updated referrer', content: json(ref('Referrer')) }, ...pick('401', '403', '404', '429', '500', '503') },
        },
      },
      '/healthz': { get: { summary: 'The process is up', responses: { '200': { description: 'Up', content: json(ref('Health')) } } } },
      '/readyz': {
        get: {
          summary: 'Every dependency answers now: the model is loaded, the referrer store and the rate limiter (Redis) respond',
          responses: { '200': { description: 'Ready', content: json(ref('Readiness')) }, '503': { description: 'Not ready', content: json(ref('Readiness')) } },
        },
      },
      '/openapi.json': { get: { summary: 'This document', responses: { '200': { description: 'OpenAPI 3.1 document', content: json({ type: 'object' }) } } } },
    },
  };
}
