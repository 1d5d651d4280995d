import { actAsEndedResponseSchema, actAsGrantResponseSchema, loginAsSchema } from '../../schemas/acting-as';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * Acting as another user, the part every kind shares (shared/schemas/acting-as.ts). Starting is
 * the relation's own route (a parent's POST /api/children/{childId}/act-as; staff POST /api/login-as).
 */
export const actingAsEndpoints = defineEndpoints('acting-as', {
  endActingAs: defineEndpoint({
    method: 'DELETE',
    path: '/api/act-as',
    summary:
      'Switch to Parent Account: ends the grant sent in X-Act-As (audited); later calls with it are refused. ended is false when no grant was in use.',
    response: actAsEndedResponseSchema,
  }),
  startLoginAs: defineEndpoint({
    method: 'POST',
    path: '/api/login-as',
    summary:
      "Log in as (staff): a short-lived grant to act as the user, as Login To Child gives a parent; audited, ended by switching back or signing out. Bound to the staff member's sign-in session (X-Act-As-Session). Who may act as whom is shared/rules/login-as.ts: users.manage reaches any account; school.manage (everywhere or for one school) the teachers and students of the schools it covers, never a parent, child or personal account (403); never oneself (409), nor a staff member holding a role the caller does not (403).",
    body: loginAsSchema,
    response: actAsGrantResponseSchema,
    successStatus: 201,
    actorSession: true,
  }),
});
