/**
 * Turns zod's issues into messages that say where, what was expected and what was found:
 * `vars[2].value: expected a number for vTyp DOUBLE, found "abc"`.
 */
import type { z } from 'zod';
import { ReferrerError, type ReferrerIssue } from './errors.js';
import { describeFound } from './describe.js';
import { referrerInputSchema, type ReferrerInput } from './schema.js';


type Path = readonly PropertyKey[];

export function formatPath(path: Path): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

function valueAt(root: unknown, path: Path): unknown {
  let current: unknown = root;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

const article = (type: string): string => {
  const names: Record<string, string> = { object: 'an object', array: 'an array', number: 'a number', string: 'a string', boolean: 'a boolean' };
  return names[type] ?? type;
};

function sizeMessage(issue: z.core.$ZodIssue & { code: 'too_big' | 'too_small' }, found: unknown): string {
  const limit = issue.code === 'too_big' ? Number(issue.maximum) : Number(issue.minimum);
  const bound = issue.code === 'too_big' ? 'at most' : 'at least';
  if (issue.origin === 'string' && typeof found === 'string') {
    if (issue.code === 'too_small' && limit === 1) return `expected a non-empty string, found ""`;
    return `expected ${bound} ${limit} characters, found ${found.length}`;
  }
  if (issue.origin === 'array' && Array.isArray(found)) return `expected ${bound} ${limit} items, found ${found.length}`;
  return `expected ${bound} ${limit}, found ${describeFound(found)}`;
}

function issueMessage(issue: z.core.$ZodIssue, root: unknown): string {
  const found = valueAt(root, issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      const last = issue.path[issue.path.length - 1];
      const vTyp = valueAt(root, [...issue.path.slice(0, -1), 'vTyp']);
      const context = last === 'value' && typeof vTyp === 'string' ? ` for vTyp ${vTyp}` : '';
      return `expected ${article(issue.expected)}${context}, found ${describeFound(found)}`;
    }
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, found ${describeFound(found)}`;
    case 'invalid_union':
      if ('discriminator' in issue && Array.isArray((issue as { options?: unknown[] }).options)) {
        const options = (issue as unknown as { options: unknown[] }).options;
        return `expected one of ${options.map((v) => JSON.stringify(v)).join(', ')}, found ${describeFound(found)}`;
      }
      return `expected one of the allowed shapes, found ${describeFound(found)}`;
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue, found);
    case 'custom':
      return issue.message;
    default:
      return `${issue.message}, found ${describeFound(found)}`;
  }
}

export function toIssues(error: z.ZodError, root: unknown): ReferrerIssue[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: issueMessage(issue, root) }));
}

/** Checks a create request; returns it with defaults applied or throws REFERRER_INVALID listing every problem. */
export function validateReferrerInput(input: unknown): ReferrerInput {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new ReferrerError('REFERRER_INVALID', `Invalid referrer: expected a JSON object, found ${describeFound(input)}`, [
      { path: '', message: `expected a JSON object, found ${describeFound(input)}` },
    ]);
  }
  const parsed = referrerInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = toIssues(parsed.error, input);
  const noun = issues.length === 1 ? 'problem' : 'problems';
  throw new ReferrerError('REFERRER_INVALID', `Invalid referrer: ${issues.length} ${noun}`, issues);
}
