/**
 * Access tokens: each with a name (the only thing logged) and its own rate limit. Lookup hashes
 * the presented value and compares it with every configured token in constant time.
 */
import { hash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { tokenProblems } from './token-problems.js';

/** One entry of a token list; docs/http.md describes each field, token-problems.ts says what is wrong in those words. */
export const tokenConfigSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'expected 1 to 64 characters of [A-Za-z0-9_.-]'),
  token: z.string().min(8).max(512),
  /** Queries per second; null for unlimited. */
  ratePerSecond: z.number().positive().max(1_000_000).nullable(),
  /** Requests allowed at once before the rate applies (default 1). */
  burst: z.number().int().min(1).max(10_000).optional(),
  /** What it may call: `understand` (only the understand endpoint) or `all` (default; every /v1/ route). */
  scope: z.enum(['understand', 'all']).optional(),
});

export type TokenConfig = z.infer<typeof tokenConfigSchema>;

/**
 * The public sample token: one query every 5 seconds, as the spec says, and only the understand endpoint ("for
 * trying the understand endpoint"): its value is published, so it must not read, list or delete anyone's
 * referrers, nor see the model's file path (docs/referrer.md, "Who may do what").
 */
export const SAMPLE_TOKEN: TokenConfig = { name: 'sample', token: 'sample-token-0.2qps', ratePerSecond: 0.2, scope: 'understand' };

export class TokenConfigError extends Error {
  override name = 'TokenConfigError';
}

/** Parses a token list (from NLU_TOKENS or a --tokens file); each problem names the entry, the field, what was expected and found. */
export function parseTokens(json: string, source: string): TokenConfig[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new TokenConfigError(`${source}: expected a JSON array of tokens, found invalid JSON (${(error as Error).message})`);
  }
  const parsed = z.array(tokenConfigSchema).safeParse(value);
  if (!parsed.success) throw new TokenConfigError(tokenProblems(value, parsed.error.issues, source).join('\n'));
  return parsed.data;
}

export interface TokenSources {
  /** Path of a JSON token file. */
  file?: string | undefined;
  /** Contents of NLU_TOKENS. */
  env?: string | undefined;
  /** Adds the sample token unless false. */
  sample?: boolean;
}

export function loadTokens(sources: TokenSources): TokenConfig[] {
  const tokens: TokenConfig[] = [];
  if (sources.sample !== false) tokens.push(SAMPLE_TOKEN);
  if (sources.env) tokens.push(...parseTokens(sources.env, 'NLU_TOKENS'));
  if (sources.file) {
    let text: string;
    try {
      text = readFileSync(sources.file, 'utf8');
    } catch (error) {
      throw new TokenConfigError(`${sources.file}: cannot read the token file (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    tokens.push(...parseTokens(text, sources.file));
  }
  const names = new Set<string>();
  for (const token of tokens) {
    if (names.has(token.name)) throw new TokenConfigError(`token name "${token.name}" is used twice; names key the rate limits and must be unique`);
    names.add(token.name);
  }
  return tokens;
}

// One-shot hash (no Hash object per request); UTF-8 as before.
const digest = (value: string): Buffer => hash('sha256', value, 'buffer');

export class TokenRegistry {
  private readonly entries: ReadonlyArray<{ digest: Buffer; config: TokenConfig }>;

  constructor(tokens: readonly TokenConfig[]) {
    this.entries = tokens.map((config) => ({ digest: digest(config.token), config }));
  }

  /** Compares against every token (no early exit), so timing reveals neither which nor how much matched. */
  find(presented: string): TokenConfig | undefined {
    const candidate = digest(presented);
    let found: TokenConfig | undefined;
    for (const entry of this.entries) {
      if (timingSafeEqual(entry.digest, candidate) && !found) found = entry.config;
    }
    return found;
  }
}

/** The whole Authorization value is the token; `Bearer <token>` is accepted too. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const trimmed = header.trim();
  const bearer = /^Bearer\s+(.+)$/i.exec(trimmed);
  const token = bearer ? bearer[1]!.trim() : trimmed;
  return token.length > 0 ? token : undefined;
}
