import { phrase } from '../i18n/text';

/**
 * The wire names of acting as another user (shared/schemas/acting-as.ts), apart from its schemas
 * so the SPA's API client, on the first page, carries only these strings.
 */

/** The header carrying the grant's secret beside the actor's own bearer token. */
export const ACT_AS_HEADER = 'X-Act-As';

/**
 * The header carrying the actor's access token of the same sign-in as their ID token, on every call
 * that acts (and on the calls that start acting): the server asks the user pool whether that sign-in
 * session still holds, so a grant ends the moment its session is signed out anywhere.
 */
export const ACT_AS_SESSION_HEADER = 'X-Act-As-Session';

/** The 401 code of a call whose grant no longer holds (ended, expired, the relation gone): the SPA returns to the actor. */
export const ACT_AS_ENDED_ERROR_CODE = 'act-as-ended';
export const ACT_AS_ENDED_MESSAGE = phrase(
  'You are no longer signed in as this account. You are back in your own account.',
);
