import { queryOptions, useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionEndpoints } from '../../../shared/api/endpoints/session';
import { ACT_AS_ENDED_ERROR_CODE } from '../../../shared/api/acting-as-header';
import { NO_PROFILE_ERROR_CODE } from '../../../shared/api/errors';
import type { SessionUser } from '../../../shared/schemas/user';
import { paths } from '../config/paths';
import { actingAsSecret, forgetActingAsGrant, setActingAs } from './acting-as-grant';
import { apiRequest, isApiRequestError } from './api-client';
import { currentIdToken, signOutLocally } from './auth';
import { followAccountLanguage } from './language/activate';

/**
 * The session is app-wide, not a feature: the shell, the library and the guards all read it.
 * GET /api/auth/session restores it on reload; a 401 there only means "signed out".
 */
export const SESSION_QUERY_KEY = ['session'] as const;

export async function fetchSessionUser(): Promise<SessionUser | null> {
  if (!(await currentIdToken())) return null;
  try {
    const { user, actingAs } = await apiRequest(sessionEndpoints.getSession, {
      allowUnauthorized: true,
      retry: 'startup',
    });
    setActingAs(actingAs);
    // Signed in, the portal speaks the account's language (the owner's own, not an actor's choice).
    if (user.language && !actingAs) await followAccountLanguage(user.language);
    return user;
  } catch (error) {
    if (isApiRequestError(error) && error.errors[0]?.code === ACT_AS_ENDED_ERROR_CODE) {
      // The grant of acting as another user is over: the session is the actor's own again.
      forgetActingAsGrant();
      return fetchSessionUser();
    }
    if (isApiRequestError(error) && error.status === 401 && error.errors[0]?.code === NO_PROFILE_ERROR_CODE) {
      // A first federated sign-in on its way through registration: no one to show as signed in,
      // but its tokens stay, so the registration page survives a reload.
      return null;
    }
    if (isApiRequestError(error) && error.status === 401) {
      // The tokens are no good any more (expired refresh, deleted account): forget them.
      await signOutLocally();
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: 5 * 60 * 1000,
  });

export function useSessionUser(): SessionUser | null {
  return useSuspenseQuery(sessionQueryOptions()).data;
}

export function ensureSessionUser(queryClient: QueryClient): Promise<SessionUser | null> {
  return queryClient.ensureQueryData(sessionQueryOptions());
}

/**
 * Drops what belonged to the previous user. The session query itself stays in the cache and is
 * updated in place: components observing it (the header) are only told about changes to the
 * query they subscribed to, not about a replacement.
 */
function dropUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'public' && query.queryKey[0] !== SESSION_QUERY_KEY[0],
  });
}

/** After a sign-in: read the new user and drop whatever belonged to the previous one. */
export async function startSession(queryClient: QueryClient): Promise<SessionUser | null> {
  dropUserData(queryClient);
  return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
}

/** Logout and the 401 rule: sign out, clear the cache, then the caller goes home. */
export async function endSession(queryClient: QueryClient): Promise<void> {
  forgetActingAsGrant();
  setActingAs(null);
  await signOutLocally();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  dropUserData(queryClient);
}

export function useLogout(): (continueTo?: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (continueTo: string = paths.home.getHref()) => {
      // Acting as another user: the grant ends on the server before the actor signs out.
      if (actingAsSecret()) await (await import('./acting-as')).endActingAsGrant();
      await endSession(queryClient);
      await navigate(continueTo);
    },
    [queryClient, navigate],
  );
}

/** Switch to Parent Account while acting as another user: the grant ends and the actor goes back home. */
export function useSwitchBack(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const { returnToActor } = await import('./acting-as');
    await navigate(await returnToActor(queryClient, { endOnServer: true }));
  }, [queryClient, navigate]);
}

/**
 * A call that changed who the user is in a way other data depends on (joining or creating a
 * school): the session shows the new profile at once, and data read for the old one (the
 * user-services a school gives) is dropped so the next page reads it afresh.
 */
export function replaceSessionUser(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  dropUserData(queryClient);
}
