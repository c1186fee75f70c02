import { randomBytes } from 'node:crypto';

/** Ids are usable as a `ref`/`start` parameter on the common messengers: only `[A-Za-z0-9_-]`, at most 64 characters. */
export const REFERRER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** 128 random bits from the OS CSPRNG, base64url: 22 characters, unguessable, URL-safe. */
export function newReferrerId(): string {
  return randomBytes(16).toString('base64url');
}

export function isWellFormedReferrerId(id: string): boolean {
  return REFERRER_ID_PATTERN.test(id);
}
