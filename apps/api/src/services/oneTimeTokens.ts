import { createHash, randomBytes } from 'node:crypto';

/** A fresh token for a mailed link: 32 random bytes, URL-safe. */
export function generateOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this digest is stored, so a leaked database cannot be used to reset passwords. The token
 * has 256 bits of entropy, so a plain SHA-256 (no salt, no stretching) is enough.
 */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export const ONE_TIME_TOKEN_LIFETIMES_MS = {
  /** Registration links: a week, then "Registration link expired, create a new account". */
  confirm: 7 * 24 * 60 * 60 * 1000,
  /** Password reset links: one hour. */
  reset: 60 * 60 * 1000,
  /** Email change links: one day. */
  email: 24 * 60 * 60 * 1000,
} as const;
