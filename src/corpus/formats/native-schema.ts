import { z } from 'zod';
import { BUILTIN_KINDS } from '../../entities/builtins/kinds.js';

/** One schema for the human-edited corpus files: the runtime check and the static type. */
const identifier = z.string().regex(/^[A-Za-z0-9_.:-]+$/, 'expected an id of letters, digits, _ . : -');

export const listValueSchema = z.object({
  value: z.string().min(1),
  synonyms: z.array(z.string().min(1)).default([]),
}).strict();

/** Where an entity's spans are answered: everywhere (default), only for intents that annotate it, or never (a feature). */
const scope = z.enum(['everywhere', 'intent', 'feature']).optional();
const entityName = z.string().regex(/^[A-Za-z_][\w.-]*$/, 'expected an entity name of letters, digits, _ . -');

export const entitySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('list'), values: z.array(listValueSchema).min(1), fuzzy: z.boolean().default(false), open: z.boolean().default(false), scope }).strict(),
  z.object({ type: z.literal('regex'), pattern: z.string().min(1), flags: z.string().regex(/^[gimsuy]*$/, 'expected regex flags among g i m s u y').default(''), scope }).strict(),
  z.object({ type: z.literal('learned'), resolve: z.enum(['number', 'datetime']).optional(), range: z.enum(['lower', 'upper']).optional(), normalize: z.array(listValueSchema).min(1).optional(), scope }).strict(),
  z.object({ type: z.literal('builtin'), builtin: z.enum(BUILTIN_KINDS), scope }).strict(),
  z.object({ type: z.literal('role'), of: entityName, scope }).strict(),
  z.object({ type: z.literal('ignore') }).strict(),
]);

export const intentSchema = z.object({
  id: identifier,
  name: z.string().min(1),
  utterances: z.array(z.string()),
}).strict();

const share = z.number().min(0).max(1);

/** One of the three ways to set the decision (types.ts CorpusDecision). */
export const decisionSchema = z.union([
  z.object({ outOfScopeShare: share }).strict(),
  z.object({ threshold: share }).strict(),
  z.object({ tuneOn: z.string().min(1) }).strict(),
], { error: 'expected exactly one of outOfScopeShare (0-1), threshold (0-1) or tuneOn (a path to labelled messages)' });

export const nativeFileSchema = z.object({
  locale: z.string().min(2).optional(),
  decision: decisionSchema.optional(),
  intents: z.array(intentSchema).optional(),
  entities: z.record(entityName, entitySchema).optional(),
  outOfScope: z.array(z.string()).optional(),
}).strict();

export type NativeFile = z.infer<typeof nativeFileSchema>;
