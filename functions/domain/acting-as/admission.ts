import type { ActingAs, SessionUser } from '../../../shared/schemas/user';
import { findActingAsGrant, type ActingAsGrantItem } from '../../data/acting-as-grants';
import { ActingAsEndedError } from '../../platform/errors';
import { relationHolds } from './relations';

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
 * both accounts active and the relation still true. Anything else is ActingAsEndedError (401),
 * which sends the SPA back to the actor's own account.
 */
export async function admitActingAs(
  secret: string,
  tokenUserId: string,
  loadProfile: (userId: string) => Promise<SessionUser | null>,
  now: Date = new Date(),
): Promise<{ acting: ActingContext; subject: SessionUser }> {
  const grant = secret.length <= 200 ? await findActingAsGrant(secret) : null;
  if (!grant || grant.actorId !== tokenUserId || grant.endedAt !== null || Date.parse(grant.expiresAt) <= now.getTime())
    throw new ActingAsEndedError();
  const [actor, subject] = await Promise.all([loadProfile(grant.actorId), loadProfile(grant.subjectId)]);
  if (!actor || !subject || !relationHolds(grant.kind, actor, subject)) throw new ActingAsEndedError();
  return { acting: { grant, actor }, subject };
}
