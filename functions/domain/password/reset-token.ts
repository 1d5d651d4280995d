import { createHash, randomBytes } from 'node:crypto';

/** How long a password reset link works. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** A new token: 32 random bytes, URL-safe (43 characters), so guessing one is hopeless. */
export function newResetToken(random: (size: number) => Buffer = randomBytes): string {
  return random(32).toString('base64url');
}

/** What is stored instead of the token: its SHA-256, hex. A stolen table cannot be turned into working links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function resetExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RESET_TOKEN_LIFETIME_MS);
}

/** A reset works strictly before its expiry. */
export function isResetExpired(expiresAt: string, now: Date): boolean {
  return now.getTime() >= new Date(expiresAt).getTime();
}
