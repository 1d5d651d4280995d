import type { QueryClient } from '@tanstack/react-query';
import { startSession } from './session';

/**
 * The grant of acting as another user (shared/schemas/acting-as.ts) as the browser keeps it: its
 * secret in sessionStorage, so it ends with the tab as well as with the grant's own expiry, and
 * is never written anywhere that outlives the actor's session. The API client sends it beside
 * the actor's own token (ACT_AS_HEADER).
 */
const GRANT_KEY = 'app-library.acting-as';

export interface ActingAsGrant {
  secret: string;
  expiresAt: string;
}

/** The secret of the grant in use, or null (none, unreadable, or expired). */
export function actingAsSecret(now: number = Date.now()): string | null {
  try {
    const stored = window.sessionStorage.getItem(GRANT_KEY);
    if (!stored) return null;
    const grant = JSON.parse(stored) as Partial<ActingAsGrant>;
    if (typeof grant.secret !== 'string' || typeof grant.expiresAt !== 'string' || Date.parse(grant.expiresAt) <= now) return null;
    return grant.secret;
  } catch {
    return null;
  }
}

export function storeActingAsGrant(grant: ActingAsGrant): void {
  window.sessionStorage.setItem(GRANT_KEY, JSON.stringify({ secret: grant.secret, expiresAt: grant.expiresAt }));
}

export function forgetActingAsGrant(): void {
  try {
    window.sessionStorage.removeItem(GRANT_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** After a start-acting call answered: keep the grant, then read the session again, now as the subject. */
export async function beginActingAs(queryClient: QueryClient, grant: ActingAsGrant): Promise<void> {
  storeActingAsGrant(grant);
  await startSession(queryClient);
}
