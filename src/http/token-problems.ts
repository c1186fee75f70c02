/**
 * What is wrong with a token list, in the words of docs/http.md ("Tokens and rate limits"): which entry
 * (its index and, when it has one, its name), which field, what the docs expect there and what the file
 * holds. The secret itself is never repeated, only its length.
 */
import type { z } from 'zod';

/** Each field as the docs describe it. */
export const TOKEN_FIELDS = {
  name: 'a name of 1 to 64 characters of A-Z, a-z, 0-9, "_", "." and "-", unique',
  token: 'the secret, 8 to 512 characters',
  ratePerSecond: 'sustained queries per second (a number above 0, at most 1000000), or null for unlimited',
  burst: 'requests allowed at once before the rate applies (a whole number from 1 to 10000; default 1)',
  scope: 'what it may call: "understand" (only POST /v1/nlUnderstander/understand) or "all" (default)',
} as const;

type Field = keyof typeof TOKEN_FIELDS;
const FIELD_NAMES = Object.keys(TOKEN_FIELDS) as Field[];
const REQUIRED: readonly Field[] = ['name', 'token', 'ratePerSecond'];

/** One line per problem (one per field at most), each starting with `source`. */
export function tokenProblems(value: unknown, issues: readonly z.core.$ZodIssue[], source: string): string[] {
  if (!Array.isArray(value)) return [`${source}: expected a JSON array of tokens, found ${found(value)}`];
  const lines = new Set<string>();
  for (const issue of issues) {
    const [index, field] = issue.path;
    if (typeof index !== 'number') continue;
    const entry: unknown = value[index];
    const where = `${source}: token [${index}]${nameOf(entry)}`;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) lines.add(`${where}: unknown field ${JSON.stringify(key)}: a token has ${list(FIELD_NAMES)}`);
    } else if (field === undefined) {
      lines.add(`${where}: expected an object with ${list(REQUIRED)} (and optionally burst and scope), found ${found(entry)}`);
    } else if (isField(field)) {
      const present = typeof entry === 'object' && entry !== null && field in entry;
      const held = present ? (entry as Record<string, unknown>)[field] : undefined;
      lines.add(present ? `${where}: ${field}: expected ${TOKEN_FIELDS[field]}, found ${field === 'token' ? secret(held) : found(held)}` : `${where}: ${field} is required: expected ${TOKEN_FIELDS[field]}; the entry has none`);
    }
  }
  // A shape the messages above do not cover still gets a line rather than vanishing.
  return lines.size > 0 ? [...lines] : issues.map((issue) => `${source}: ${issue.path.join('.')}: ${issue.message}`);
}

function isField(key: PropertyKey): key is Field {
  return typeof key === 'string' && key in TOKEN_FIELDS;
}

/** ` ("shop-bot")` when the entry has a usable name, to find it in a long file. */
function nameOf(entry: unknown): string {
  const name = typeof entry === 'object' && entry !== null ? (entry as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name.length > 0 && name.length <= 64 ? ` (${JSON.stringify(name)})` : '';
}

function found(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return String(value);
}

/** The token's length, never its characters. */
function secret(value: unknown): string {
  return typeof value === 'string' ? `${[...value].length} character${[...value].length === 1 ? '' : 's'}` : found(value);
}

function list(fields: readonly string[]): string {
  return `${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]}`;
}
