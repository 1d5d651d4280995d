import { useSyncExternalStore } from 'react';
import type { ActingAs } from '../../../shared/schemas/user';

/**
 * The grant of acting as another user (shared/schemas/acting-as.ts) as the browser keeps it: its
 * secret in sessionStorage, so it ends with the tab as well as with the grant's own expiry and is
 * never written anywhere that outlives the actor's session. The API client sends it beside the
 * actor's own token; the session says whom it acts for (useActingAs). On the first page: keep it small.
 */
const GRANT_KEY = 'app-library.acting-as';

export interface ActingAsGrant {
  secret: string;
  expiresAt: string;
}

/** The secret of the grant in use, or null (none, unreadable, or expired). */
export function actingAsSecret(now: number = Date.now()): string | null {
  try {
    const grant = JSON.parse(window.sessionStorage.getItem(GRANT_KEY) ?? 'null') as Partial<ActingAsGrant> | null;
    return typeof grant?.secret === 'string' && typeof grant.expiresAt === 'string' && Date.parse(grant.expiresAt) > now
      ? grant.secret
      : null;
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

let actingAs: ActingAs | null = null;
const listeners = new Set<() => void>();

/** What the last session read said (lib/session.ts sets it): who really acts, or null. */
export function setActingAs(next: ActingAs | null): void {
  actingAs = next;
  for (const listener of listeners) listener();
}

export function currentActingAs(): ActingAs | null {
  return actingAs;
}

export function useActingAs(): ActingAs | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => actingAs,
    // A prerendered page is a signed-out visitor's (frontend/src/prerender/): no one acts.
    () => null,
  );
}
