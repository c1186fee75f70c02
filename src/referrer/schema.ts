/**
 * One source for the referrer shapes: each zod schema is both the runtime check at the edge and
 * the static type. Rules the spec leaves open are chosen here and documented in docs/referrer.md.
 */
import { z } from 'zod';
import { describeFound } from './describe.js';

export const REFERRER_LIMITS = {
  createdById: 128,
  nm: 256,
  vars: 100,
  key: 128,
  stringValue: 4096,
  val: 4096,
  fId: 128,
} as const;

export const SCOPES = ['FLOW'] as const;
export const VALUE_TYPES = ['DOUBLE', 'STRING'] as const;

const nonEmpty = (max: number) => z.string().min(1).max(max);

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why `text` cannot be an identifier (createdById, updatedById), or undefined when it can. Identifiers
 * live in indexed text columns: PostgreSQL's cannot hold NUL, and an unpaired surrogate cannot be
 * written as UTF-8 (each backend would store U+FFFD differently). Refused alike on every backend;
 * free text (nm, vars, aPld) keeps both exactly.
 */
export function identifierProblem(text: string): string | undefined {
  if (text.includes('\u0000') || UNPAIRED_SURROGATE.test(text)) {
    return `expected text without NUL characters (U+0000) or unpaired surrogates, found ${describeFound(text)}`;
  }
  return undefined;
}

const identifier = (max: number) =>
  nonEmpty(max).check(
    z.superRefine((text, ctx) => {
      const problem = identifierProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

const variableIdentifierSchema = z.object({
  scope: z.enum(SCOPES),
  key: nonEmpty(REFERRER_LIMITS.key),
});

const variableCommon = {
  variableIdentifier: variableIdentifierSchema,
  containsDefaultValue: z.boolean().default(false),
};

const isValueType = (value: unknown): value is (typeof VALUE_TYPES)[number] => (VALUE_TYPES as readonly unknown[]).includes(value);

/** Runs a refinement even when other fields failed, so one request's problems are all reported at once. */
const always = { when: () => true };

/**
 * `value` is a number when `vTyp` is DOUBLE and a string when STRING: a union on `vTyp`, intersected
 * with the fields every variable has, so a variable with an unknown `vTyp` still has its other fields
 * checked (a discriminated union alone stops at the discriminator).
 */
export const variableInputSchema = z.intersection(
  z
    .object({ ...variableCommon, vTyp: z.unknown().optional(), value: z.unknown().optional() })
    .check(
      z.superRefine((variable, ctx) => {
        if (isValueType(variable.vTyp) || typeof variable.value === 'number' || typeof variable.value === 'string') return;
        ctx.addIssue({ code: 'custom', path: ['value'], message: `expected a number (vTyp DOUBLE) or a string (vTyp STRING), found ${describeFound(variable.value)}` });
      }, always),
    ),
  z.discriminatedUnion('vTyp', [
    z.object({ vTyp: z.literal('DOUBLE'), value: z.number() }),
    z.object({ vTyp: z.literal('STRING'), value: z.string().max(REFERRER_LIMITS.stringValue) }),
  ]),
);

/** Exactly one of `val` (free text to send) and `fId` (flow to trigger); checked in the request schema. */
export const actionPayloadInputSchema = z.object({
  val: nonEmpty(REFERRER_LIMITS.val).optional(),
  fId: nonEmpty(REFERRER_LIMITS.fId).optional(),
});

const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * The create request. Unknown fields are dropped, so clients that send response fields back still work.
 * The cross-field rules run even when a field failed (so they read the request defensively).
 */
export const referrerInputSchema = z
  .object({
    createdById: identifier(REFERRER_LIMITS.createdById),
    isDeleted: z.literal(false).default(false),
    nm: nonEmpty(REFERRER_LIMITS.nm),
    vars: z.array(variableInputSchema).max(REFERRER_LIMITS.vars).default([]),
    aPld: actionPayloadInputSchema,
  })
  .check(
    z.superRefine((input, ctx) => {
      const firstIndex = new Map<string, number>();
      (Array.isArray(input.vars) ? (input.vars as unknown[]) : []).forEach((variable, index) => {
        const identifier = record(record(variable)?.variableIdentifier);
        if (typeof identifier?.scope !== 'string' || typeof identifier.key !== 'string') return;
        const id = `${identifier.scope}/${identifier.key}`;
        const first = firstIndex.get(id);
        if (first === undefined) firstIndex.set(id, index);
        else
          ctx.addIssue({
            code: 'custom',
            path: ['vars', index, 'variableIdentifier', 'key'],
            message: `expected a key not used before in this scope, found "${identifier.key}" again (first at vars[${first}])`,
          });
      });
      const aPld = record(input.aPld);
      if (aPld) {
        const hasVal = aPld.val !== undefined;
        const hasFId = aPld.fId !== undefined;
        if (hasVal === hasFId) {
          ctx.addIssue({ code: 'custom', path: ['aPld'], message: `expected exactly one of "val" (free text) or "fId" (flow), found ${hasVal ? 'both' : 'neither'}` });
        }
      }
    }, always),
  );

export type ReferrerInput = z.output<typeof referrerInputSchema>;
export type VariableInput = z.output<typeof variableInputSchema>;

const storedVariableExtras = {
  id: z.null(),
  customerKey: z.null(),
  removeOnError: z.boolean(),
};

export const referrerVariableSchema = z.discriminatedUnion('vTyp', [
  z.object({ ...variableCommon, vTyp: z.literal('DOUBLE'), value: z.number(), ...storedVariableExtras }),
  z.object({ ...variableCommon, vTyp: z.literal('STRING'), value: z.string(), ...storedVariableExtras }),
]);

/** A created referrer, as returned by create and resolve: the request fields plus the spec's additional fields. */
export const referrerSchema = z.object({
  _id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  createdById: z.string(),
  isDeleted: z.boolean(),
  nm: z.string(),
  vars: z.array(referrerVariableSchema),
  aPld: z.object({
    val: z.string().optional(),
    fId: z.string().optional(),
    prms: z.record(z.string(), z.unknown()),
  }),
  createdTime: z.number().int(),
  updatedTime: z.number().int(),
  updatedById: z.string().nullable(),
  keyVsCustomFieldValue: z.null(),
  tags: z.null(),
});

export type Referrer = z.output<typeof referrerSchema>;
export type ReferrerVariable = z.output<typeof referrerVariableSchema>;
