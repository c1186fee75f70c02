import { randomBytes } from 'node:crypto';

/** Ids are usable as a `ref`/`start` parameter on the common messengers: only `[A-Za-z0-9_-]`, at most 64 characters. */
export const REFERRER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * 128 random bits from the OS CSPRNG, base64url: 22 characters, unguessable, URL-safe.
 * An id never starts with '-': one in 64 would, and a command line then reads it as an
 * option (`nlu referrer get -Xa…` fails with a usage error), so such draws are redrawn.
 */
export function newReferrerId(): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

export function isWellFormedReferrerId(id: string): boolean {
  return REFERRER_ID_PATTERN.test(id);
}
