import type { ActingAs, SessionUser } from '../../../../shared/schemas/user';
import type { SignInDirectory } from '../../../adapters/sign-in-directory/port';
import { findActingAsGrant, type ActingAsGrantItem } from '../../../data/acting-as-grants';
import { ActingAsEndedError } from '../../../platform/errors';
import { clampedToActor } from '../../../../shared/rules/login-as';
import { relationHolds } from './relations';
import { sessionHolds, type CallerSession } from './session';

/**
 * The check every call that sends a grant goes through (functions/http/auth-context.ts). Kept
 * apart from starting and ending a grant (./grants.ts), so every function carries only this.
 */

/** A grant in use on a call: who acts, as whom, since when, until when. */
export interface ActingContext {
  grant: ActingAsGrantItem;
  actor: SessionUser;
}

export function actingAsOf(grant: ActingAsGrantItem, actor: Pick<SessionUser, 'id' | 'firstName'>): ActingAs {
  return {
    kind: grant.kind,
    actor: { id: actor.id, firstName: actor.firstName },
    since: grant.createdAt,
    expiresAt: grant.expiresAt,
  };
}

/**
 * The grant a call sends, if it still holds for the token's user: theirs, unexpired, not ended,
 * made in the sign-in session the call's tokens belong to, that session still live in the user
 * pool (not signed out anywhere, its password not reset since), both accounts active and the
 * relation still true. Anything else is ActingAsEndedError (401), which sends the SPA back to the
 * actor's own account.
 */
export async function admitActingAs(
  secret: string,
  caller: CallerSession,
  loadProfile: (userId: string) => Promise<SessionUser | null>,
  directory: Pick<SignInDirectory, 'sessionIsLive'>,
  now: Date = new Date(),
): Promise<{ acting: ActingContext; subject: SessionUser }> {
  const grant = secret.length <= 200 ? await findActingAsGrant(secret) : null;
  if (
    !grant ||
    grant.actorId !== caller.userId ||
    grant.endedAt !== null ||
    Date.parse(grant.expiresAt) <= now.getTime() ||
    grant.sessionId === undefined ||
    grant.sessionId !== caller.sessionId
  )
    throw new ActingAsEndedError();
  const [actor, subject, live] = await Promise.all([
    loadProfile(grant.actorId),
    loadProfile(grant.subjectId),
    sessionHolds(caller, directory),
  ]);
  if (!live || !actor || !subject || !relationHolds(grant.kind, actor, subject)) throw new ActingAsEndedError();
  // Staff acting reach no further than their own roles, whichever route checks the subject (shared/rules/login-as.ts).
  const admitted = grant.kind === 'staff-as-user' ? clampedToActor(actor, subject) : subject;
  return { acting: { grant, actor }, subject: admitted };
}
