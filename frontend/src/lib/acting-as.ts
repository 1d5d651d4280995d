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

/** After a start-acting call answered: keep the grant, then read the session again, now as the subject. */
export async function beginActingAs(queryClient: QueryClient, grant: ActingAsGrant): Promise<void> {
  storeActingAsGrant(grant);
  await startSession(queryClient);
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

/** Where the actor goes back to: a parent to Family Management. */
function actorHome(): string {
  return currentActingAs()?.kind === 'staff-as-user' ? paths.admin.root.getHref() : paths.familyManagement.getHref();
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
