import { ACCOUNT_REVOKED_MESSAGES } from '../../../shared/schemas/account-revoked-messages';

/**
 * What happens when an API call answers 401 (visitor-and-account §8): the app registers one
 * handler at start-up (sign out, clear the cache, go home; or, when only a grant of acting as
 * another user ended, back to the actor's own account); the API client only calls it with the
 * answer's error code.
 */
let handler: ((code: string | undefined) => void) | null = null;
let running = false;

export function setUnauthorizedHandler(next: (code: string | undefined) => Promise<void>): void {
  handler = (code) => {
    if (running) return;
    running = true;
    void next(code).finally(() => {
      running = false;
    });
  };
}

export function notifyUnauthorized(code?: string): void {
  handler?.(code);
}

/** What the login page says after a 401 ended the session, so that a sign-out is never without a word of why. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** The login page's notice for a 401's error code: a disabled or deleted account says so; any other, that the session ended. */
export function sessionEndedNotice(code: string | undefined): string {
  if (code === 'account-disabled') return ACCOUNT_REVOKED_MESSAGES.disabled;
  if (code === 'account-deleted') return ACCOUNT_REVOKED_MESSAGES.deleted;
  return SESSION_ENDED_MESSAGE;
}
