import type { QueryClient } from '@tanstack/react-query';
import { actingAsEndpoints } from '../../../shared/api/endpoints/acting-as';
import { paths } from '../config/paths';
import { currentActingAs, forgetActingAsGrant, storeActingAsGrant, type ActingAsGrant } from './acting-as-grant';
import { apiRequest } from './api-client';
import { startSession } from './session';

/**
 * Starting and ending acting as another user in the browser (the grant itself: ./acting-as-grant.ts).
 * A lazy module: loaded by the pages that start acting (Family Management) and when it ends.
 */

/** Where staff started logging in as someone (that account's console page), kept for the tab like the grant. */
const RETURN_KEY = 'app-library.acting-as.return';

/**
 * After a start-acting call answered: keep the grant (and, for staff, the console page to come back
 * to), then read the session again, now as the subject.
 */
export async function beginActingAs(queryClient: QueryClient, grant: ActingAsGrant, returnTo?: string): Promise<void> {
  storeActingAsGrant(grant);
  if (returnTo) window.sessionStorage.setItem(RETURN_KEY, returnTo);
  await startSession(queryClient);
}

/** The console page staff logged in as someone from, if it is one (never a path from elsewhere). */
function consolePageToReturnTo(): string | null {
  try {
    const page = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
    const consoleRoot = paths.admin.root.getHref();
    return page === consoleRoot || page?.startsWith(`${consoleRoot}/`) ? page : null;
  } catch {
    return null;
  }
}

/** The server ends the grant (best effort: a grant already over needs no ending); the browser forgets it. */
export async function endActingAsGrant(): Promise<void> {
  try {
    await apiRequest(actingAsEndpoints.endActingAs, { retry: false, allowUnauthorized: true });
  } catch {
    // Ended, expired or unreachable: forgotten below either way, and it expires on its own.
  }
  forgetActingAsGrant();
}

/** Where the actor goes back to: staff to the account's page they logged in as it from, a parent to Family Management. */
function actorHome(): string {
  if (currentActingAs()?.kind !== 'staff-as-user') return paths.familyManagement.getHref();
  return consolePageToReturnTo() ?? paths.admin.root.getHref();
}

/**
 * Switch to Parent Account (or the grant ended on its own): the session is the actor's again.
 * Answers where the actor goes back to.
 */
export async function returnToActor(queryClient: QueryClient, options: { endOnServer: boolean }): Promise<string> {
  const home = actorHome();
  if (options.endOnServer) await endActingAsGrant();
  else forgetActingAsGrant();
  await startSession(queryClient);
  return home;
}
