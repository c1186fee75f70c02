import type { z } from 'zod';
import type { Issue } from '../errors.js';

/**
 * `['intents', 3, 'utterances', 12]` → `intents[3].utterances[12]`; with a prefix naming where the value sits
 * (a JSONL line), `line 1: entities[0].value`.
 */
export function formatPath(path: ReadonlyArray<PropertyKey>, prefix = ''): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out.length > 0 ? `.${String(key)}` : String(key);
  }
  return prefix && out ? `${prefix}: ${out}` : prefix || out;
}

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/** Turns zod issues into our issues, each saying what was expected and what was found. */
export function zodIssuesToIssues(issues: readonly z.core.$ZodIssue[], file?: string, prefix = ''): Issue[] {
  return issues.map((issue) => {
    const path = formatPath(issue.path, prefix);
    const found = 'input' in issue ? describeValue(issue.input) : undefined;
    let message: string;
    switch (issue.code) {
      case 'invalid_type':
        message = `expected ${issue.expected}, found ${found ?? 'something else'}`;
        break;
      case 'invalid_value':
        message = `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, found ${found ?? 'another value'}`;
        break;
      case 'unrecognized_keys':
        message = `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
        break;
      default:
        message = issue.message.replace(/^(Invalid input|Too small|Too big): /, '') + (found !== undefined ? `, found ${found}` : '');
    }
    return file === undefined ? { path, message } : { file, path, message };
  });
}
